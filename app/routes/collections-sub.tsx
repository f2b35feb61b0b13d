import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Carousel, carouselLinks } from "~/components/carousel";
import { comingSoonFilms } from "~/models/films.server";
import styles from "~/styles/collections-sub.css";

export const links: LinksFunction = () => [...carouselLinks, { rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Upcoming collections | Diginoor" }];

export async function loader() {
  return json({
    films: comingSoonFilms().map(({ slug, name, tagline, year, posterUrl, studioName }) => ({ slug, name, tagline, year, posterUrl, studioName })),
  });
}

/** Slots for drops that are planned but not announced yet: placeholders, not collectibles for sale. */
const NEW_DROP_SLOTS = [
  { title: "New drop", text: "A new collection from one of our partner studios is being prepared." },
  { title: "New drop", text: "Behind-the-scenes pages from a classic, drawn by the studio's art department." },
  { title: "New drop", text: "A dialogue collection chosen by fans. Suggest the lines you want to own." },
  { title: "New drop", text: "A music collection of song and dance moments, in all four rarity tiers." },
] as const;

export default function CollectionsSubPage() {
  const { films } = useLoaderData<typeof loader>();
  return (
    <div className="page collections-sub">
      <section className="collections-sub__banner" aria-labelledby="upcoming-title">
        <p className="eyebrow">Coming soon</p>
        <h1 id="upcoming-title">Upcoming collections</h1>
        <p>
          New films are joining Diginoor. These collections are being designed with their studios and are not on sale yet.
          Sign up to the newsletter at the bottom of the page to hear the moment they drop.
        </p>
        <Link className="button button--ghost" to="/collections">
          Browse collections on sale
        </Link>
      </section>

      <section className="section" aria-labelledby="upcoming-list-title">
        <h2 id="upcoming-list-title">In preparation</h2>
        <Carousel
          label="Upcoming collections"
          autoplayMs={3000}
          perView={{ desktop: 3, tablet: 1, mobile: 1 }}
          perViewWide={5}
        >
          {[
            ...films.map((film) => (
              <article className="soon-card" key={film.slug}>
                <img src={film.posterUrl} alt="" width="300" height="400" loading="lazy" />
                <div className="soon-card__text">
                  <p className="soon-card__badge">Coming soon</p>
                  <h3>{film.name}</h3>
                  <p>{film.tagline}</p>
                  <p className="dim">
                    {film.year} · {film.studioName}
                  </p>
                </div>
              </article>
            )),
            ...NEW_DROP_SLOTS.map((slot, index) => (
              <article className="soon-card soon-card--slot" key={`slot-${index}`}>
                <div className="soon-card__placeholder" aria-hidden="true">
                  ?
                </div>
                <div className="soon-card__text">
                  <p className="soon-card__badge">Coming soon</p>
                  <h3>{slot.title}</h3>
                  <p>{slot.text}</p>
                </div>
              </article>
            )),
          ]}
        </Carousel>
      </section>
    </div>
  );
}
