import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Carousel, carouselLinks } from "~/components/carousel";
import { CollectionStatsList, FilmActivityChart } from "~/components/collection-stats";
import { priceChartLinks } from "~/components/price-chart";
import { NftCardItem } from "~/components/nft-card";
import { listPosition, pageHref, Pagination } from "~/components/pagination";
import { notFound } from "~/lib/http.server";
import { pageOf, slugParam } from "~/lib/input.server";
import { tweetHref, useSiteOrigin } from "~/lib/share";
import { filmActivity, filmStats } from "~/models/collection-stats.server";
import { FILM_PAGE_SIZE, filmBySlug, filmNftPage } from "~/models/films.server";
import styles from "~/styles/film.css";

export { ErrorBoundary } from "~/components/error-boundary";

export const links: LinksFunction = () => [...carouselLinks, ...priceChartLinks, { rel: "stylesheet", href: styles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.film.name} | Diginoor` : "Collection not found | Diginoor" },
];

const NOT_FOUND = "We couldn't find that collection.";

export async function loader({ params, request }: LoaderFunctionArgs) {
  const slug = slugParam.safeParse(params.film);
  const film = slug.success ? filmBySlug(slug.data) : null;
  if (!film) notFound(NOT_FOUND);
  const page = pageOf(request, 10_000);
  const { cards, total } = filmNftPage(film.slug, page);
  return json({
    film,
    cards,
    total,
    page,
    pageCount: listPosition(page, total, FILM_PAGE_SIZE).pageCount,
    stats: filmStats(film.id),
    activity: filmActivity(film.id),
  });
}

/** A page of the film's collectibles, scrolled to them. */
const filmPageHref = (slug: string, page: number) => pageHref(`/${slug}`, {}, page, "#collectibles");

export default function FilmCollection() {
  const { film, cards, total, page, pageCount, stats, activity } = useLoaderData<typeof loader>();
  const origin = useSiteOrigin();
  const pageUrl = `${origin}/${film.slug}`;
  const shareHref = tweetHref(`The ${film.name} collection on Diginoor`, pageUrl);
  return (
    <div className="film">
      <img className="film__banner" src={film.bannerUrl} alt="" width="1200" height="400" />
      <div className="page film__page">
        <header className="film__head">
          <img className="film__poster" src={film.posterUrl} alt={`${film.name} poster`} width="180" height="240" />
          <div className="film__intro">
            <p className="eyebrow">
              {film.studioName} · {film.year}
            </p>
            <h1>{film.name}</h1>
            <p className="film__tagline">{film.tagline}</p>
            <p className="film__blurb">{film.blurb}</p>
            <div className="film__actions">
              <a className="button button--ghost button--small" href={shareHref} target="_blank" rel="noopener noreferrer">
                Share<span className="visually-hidden"> on Twitter (opens in a new tab)</span>
              </a>
              <details className="film__more">
                <summary className="button button--ghost button--small">
                  More<span className="visually-hidden"> actions for this collection</span>
                </summary>
                <div className="film__more-menu">
                  <Link to="/contact?topic=report">Report</Link>
                  <label htmlFor="film-link">Copy link</label>
                  <input
                    id="film-link"
                    type="text"
                    readOnly
                    value={pageUrl}
                    onFocus={(event) => event.currentTarget.select()}
                  />
                </div>
              </details>
            </div>
          </div>
        </header>

        {stats ? (
          <section className="section" aria-labelledby="film-stats-title">
            <h2 id="film-stats-title">Collection stats</h2>
            <CollectionStatsList stats={stats} labelledBy="film-stats-title" />
          </section>
        ) : null}

        <section className="section" id="collectibles" aria-labelledby="film-nfts-title">
          <h2 id="film-nfts-title">Collectibles</h2>
          {cards.length ? (
            <>
              <Carousel
                label={`${film.name} collectibles`}
                autoplayMs={5000}
                perView={{ desktop: 4, tablet: 2, mobile: 1 }}
                gridOnDesktop
                className="film__cards"
              >
                {cards.map((nft) => (
                  <NftCardItem key={nft.id} as="div" nft={nft} href={`/nftdetail/${nft.id}`} />
                ))}
              </Carousel>
              {pageCount > 1 ? (
                <Pagination page={page} pageCount={pageCount} hrefFor={(to) => filmPageHref(film.slug, to)} label={`Pages of ${film.name} collectibles`} />
              ) : null}
            </>
          ) : total ? (
            <div className="empty-state">
              <p>There are no collectibles on this page.</p>
              <Link to={filmPageHref(film.slug, 1)}>Go to the first page</Link>
            </div>
          ) : (
            <p className="empty-state">The first collectibles of this film are on their way.</p>
          )}
        </section>

        <section className="section" aria-labelledby="film-activity-title">
          <h2 id="film-activity-title">Activity</h2>
          <FilmActivityChart days={activity} filmName={film.name} />
        </section>
      </div>
    </div>
  );
}
