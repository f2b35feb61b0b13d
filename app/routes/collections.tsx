import type { LinksFunction, LoaderFunctionArgs, MetaFunction, SerializeFrom } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Carousel, carouselLinks } from "~/components/carousel";
import { CollectionStatsTable } from "~/components/collection-stats";
import { priceChartLinks } from "~/components/price-chart";
import { FilmTileList } from "~/components/film-tile";
import { FilterSelect, IgnoredFiltersNotice } from "~/components/filter-select";
import { listPosition, pageHref, Pagination } from "~/components/pagination";
import { NftCardItem } from "~/components/nft-card";
import { parseQuery } from "~/lib/input.server";
import { KeptElement, useWithinPageRoute } from "~/lib/kept-markup";
import { liveFilmStats } from "~/models/collection-stats.server";
import { comingSoonFilms, liveFilms } from "~/models/films.server";
import { exploreQueryShape, featuredActors, nftCards, nftCount, type NftFilter } from "~/models/nfts.server";
import styles from "~/styles/collections.css";

export const links: LinksFunction = () => [...carouselLinks, ...priceChartLinks, { rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Collections | Diginoor" }];

const PER_PAGE = 24;

const PRICE_OPTIONS = [
  { value: "auction", label: "Auction" },
  { value: "12", label: "$12" },
  { value: "200", label: "$200" },
] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const { value, ignored } = parseQuery(new URL(request.url), exploreQueryShape);
  const films = liveFilms();
  const actors = featuredActors();
  const filter: NftFilter = { price: value.price };
  // Only the choices the filter offers: an actor or film outside them is reported, not guessed at.
  if (value.actor && actors.includes(value.actor)) filter.actor = value.actor;
  else if (value.actor) ignored.push("actor");
  if (value.movie && films.some((film) => film.slug === value.movie)) filter.movie = value.movie;
  else if (value.movie) ignored.push("movie");
  const page = value.page ?? 1;
  const total = nftCount(filter);
  const stats = liveFilmStats();
  return json({
    films,
    /** Each live film's stats, in the films' order. */
    filmStats: films.flatMap((film) => {
      const found = stats.find((one) => one.filmId === film.id);
      return found ? [{ slug: film.slug, name: film.name, stats: found }] : [];
    }),
    comingSoon: comingSoonFilms(),
    actors,
    filter,
    page,
    pageCount: listPosition(page, total, PER_PAGE).pageCount,
    total,
    cards: nftCards(filter, { limit: PER_PAGE, offset: (page - 1) * PER_PAGE }),
    ignoredSome: ignored.length > 0,
  });
}

/** A page of the explore grid, keeping the filters that are set. */
const exploreHref = (filter: NftFilter, page: number) => pageHref("/collections", filter, page, "#explore");

/** The explore grid's filter form: a GET form, so it works without JavaScript. */
function ExploreFilters({ filter, actors, films }: Pick<SerializeFrom<typeof loader>, "filter" | "actors" | "films">) {
  return (
    <Form method="get" action="/collections#explore" className="filter-bar" preventScrollReset aria-label="Filter collectibles">
      <FilterSelect id="filter-price" name="price" label="Price" anyLabel="Any price" options={PRICE_OPTIONS} value={filter.price} />
      <FilterSelect
        id="filter-actor"
        name="actor"
        label="Actor"
        anyLabel="Any actor"
        options={actors.map((actor) => ({ value: actor, label: actor }))}
        value={filter.actor}
      />
      <FilterSelect
        id="filter-movie"
        name="movie"
        label="Movie"
        anyLabel="Any movie"
        options={films.map((film) => ({ value: film.slug, label: film.name }))}
        value={filter.movie}
      />
      <div className="filter-bar__actions">
        <button type="submit" className="button">
          Apply filters
        </button>
        <Link to="/collections#explore" className="button button--ghost">
          Clear
        </Link>
      </div>
    </Form>
  );
}

export default function Collections() {
  const data = useLoaderData<typeof loader>();
  const withinPageRoute = useWithinPageRoute();
  const filtered = Boolean(data.filter.price || data.filter.actor || data.filter.movie);
  return (
    <div className="page collections">
      <h1>Collections</h1>
      {/* The banner, the film tiles and the filter form are written from kept markup
          (docs/decisions/100-kept-markup.md): they change only with the films and filters. */}
      <KeptElement as="div" name="collections:banner" inputs={[data.films]}>
        <Carousel label="Featured films" autoplayMs={5000} dots className="collections-banner">
          {data.films.map((film) => (
            <Link key={film.slug} to={`/${film.slug}`} className="collections-banner__slide">
              <img src={film.bannerUrl} alt="" width="1200" height="400" />
              <span className="collections-banner__caption">
                <span className="collections-banner__name">{film.name}</span>
                <span>{film.tagline}</span>
              </span>
            </Link>
          ))}
        </Carousel>
      </KeptElement>

      <KeptElement as="section" className="section" aria-labelledby="hot-title" name="collections:hot" inputs={[data.films, data.comingSoon]}>
        <>
          <h2 id="hot-title">Hot Collections</h2>
          <FilmTileList
            className="hot-grid"
            films={data.films.map((film) => ({ ...film, detail: film.studioName }))}
            comingSoon={data.comingSoon}
          />
        </>
      </KeptElement>

      {data.filmStats.length ? (
        <section className="section" aria-labelledby="collection-stats-title">
          <h2 id="collection-stats-title">Collection stats</h2>
          <div className="price-chart__numbers">
            <CollectionStatsTable films={data.filmStats} />
          </div>
        </section>
      ) : null}

      <section className="section" id="explore" aria-labelledby="explore-title">
        <h2 id="explore-title">Explore</h2>
        {/* Keyed by the filters so the selects show them again after a client-side navigation. */}
        <KeptElement as="div" key={exploreHref(data.filter, 1)} name="collections:filters" inputs={[data.filter, data.actors, data.films]} standalone={withinPageRoute}>
          <ExploreFilters filter={data.filter} actors={data.actors} films={data.films} />
        </KeptElement>
        <p className="dim explore-help">
          "$12" and "$200" show fixed-price collectibles up to that price; "Auction" shows collectibles sold by auction.
        </p>
        {data.ignoredSome ? <IgnoredFiltersNotice /> : null}
        <p className="dim" aria-live="polite">
          {data.total === 1 ? "1 collectible" : `${data.total.toLocaleString("en-US")} collectibles`}
          {filtered ? " match these filters" : ""}
        </p>
        {data.cards.length ? (
          <ul className="card-grid">
            {data.cards.map((nft) => (
              <NftCardItem key={nft.id} nft={nft} href={`/nftdetail/${nft.id}`} />
            ))}
          </ul>
        ) : (
          <div className="empty-state">
            <p>{data.total ? "There are no collectibles on this page." : "No collectibles match these filters."}</p>
            <Link to={data.total ? exploreHref(data.filter, 1) : "/collections#explore"}>
              {data.total ? "Go to the first page" : "Clear the filters"}
            </Link>
          </div>
        )}
        {data.pageCount > 1 ? (
          <Pagination page={data.page} pageCount={data.pageCount} hrefFor={(page) => exploreHref(data.filter, page)} label="Pages" />
        ) : null}
      </section>
    </div>
  );
}
