import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { Carousel, carouselLinks } from "~/components/carousel";
import { NftCard, rarityClass } from "~/components/nft-card";
import { parseQuery } from "~/lib/input.server";
import {
  MARKET_MOVIES,
  MARKET_PAGE_SIZE,
  MARKET_PRICES,
  MARKET_RARITIES,
  marketQueryShape,
  marketListings,
  topAuctions,
  type MarketFilter,
  type TopAuction,
} from "~/models/listings.server";
import { featuredActors } from "~/models/nfts.server";
import styles from "~/styles/market.css";

export const links: LinksFunction = () => [...carouselLinks, { rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Market | Diginoor" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { value, ignored } = parseQuery(new URL(request.url), marketQueryShape);
  const { page = 1, ...filter } = value;
  const { items, total } = marketListings(filter, page);
  return json({
    filter,
    page,
    pageCount: Math.ceil(total / MARKET_PAGE_SIZE),
    items,
    total,
    auctions: topAuctions(5),
    options: { rarities: MARKET_RARITIES, movies: MARKET_MOVIES, prices: MARKET_PRICES, actors: featuredActors() },
    someIgnored: ignored.length > 0,
  });
}

/** The query string of a results page: the understood filters plus the page number. */
function pageHref(filter: MarketFilter, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, String(value));
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/market?${query}` : "/market";
}

function TopAuctionSlide({ auction }: { auction: TopAuction }) {
  return (
    <article className={`top-auction ${rarityClass(auction.rarity)}`}>
      <img className="top-auction__thumb" src={auction.thumbUrl} alt="" width="300" height="300" loading="lazy" />
      <div className="top-auction__body">
        <p className="top-auction__film">
          <span className="rarity-badge">{auction.rarity}</span> {auction.filmName}
        </p>
        <h3 className="top-auction__title">
          <Link to={`/nfttransfer/${auction.listingId}`}>{auction.title}</Link>
        </h3>
        <p className="top-auction__price">{auction.priceLabel}</p>
        <p className="top-auction__ends">Ends in {auction.endsIn}</p>
      </div>
    </article>
  );
}

export default function Market() {
  const { filter, page, pageCount, items, total, auctions, options, someIgnored } = useLoaderData<typeof loader>();
  const location = useLocation();
  const filtered = Object.values(filter).some(Boolean);
  return (
    <div className="page market">
      <header className="market__intro">
        <p className="eyebrow">Marketplace</p>
        <h1>Market</h1>
        <p className="dim">Collectibles resold by their owners and live auctions, straight from the collectors.</p>
      </header>

      {someIgnored ? (
        <p className="notice" role="status">
          Some filters were not understood and were ignored.
        </p>
      ) : null}

      {auctions.length ? (
        <section className="section" aria-labelledby="top-auctions-title">
          <h2 id="top-auctions-title">TOP AUCTIONS</h2>
          <Carousel label="Top auctions" autoplayMs={5000} perView={{ desktop: 2, tablet: 1, mobile: 1 }}>
            {auctions.map((auction) => (
              <TopAuctionSlide key={auction.listingId} auction={auction} />
            ))}
          </Carousel>
        </section>
      ) : null}

      <section className="section" aria-labelledby="listings-title">
        <div className="section__title">
          <h2 id="listings-title">Listings</h2>
          <p className="dim" aria-live="polite">
            {total === 1 ? "1 listing" : `${total} listings`}
          </p>
        </div>

        {/* Keyed by the query so the fields show the current filters after each navigation. */}
        <Form method="get" action="/market" className="filter-bar market-filters" role="search" aria-label="Filter listings" key={location.search}>
          <div className="field market-filters__search">
            <label htmlFor="market-q">Search by title</label>
            <input id="market-q" name="q" type="search" maxLength={80} defaultValue={filter.q ?? ""} placeholder="e.g. Kabali Da" />
          </div>
          <div className="field">
            <label htmlFor="market-rarity">Rarity</label>
            <select id="market-rarity" name="rarity" defaultValue={filter.rarity ?? ""}>
              <option value="">All rarities</option>
              {options.rarities.map((rarity) => (
                <option key={rarity} value={rarity}>
                  {rarity}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="market-movie">Movie</label>
            <select id="market-movie" name="movie" defaultValue={filter.movie ?? ""}>
              <option value="">All movies</option>
              {options.movies.map((movie) => (
                <option key={movie.slug} value={movie.slug}>
                  {movie.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="market-price">Price range</label>
            <select id="market-price" name="price" defaultValue={filter.price ?? ""}>
              <option value="">Any price</option>
              {options.prices.map((price) => (
                <option key={price.value} value={price.value}>
                  {price.value === "auction" ? price.label : `Up to ${price.label}`}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="market-actor">Actor</label>
            <select id="market-actor" name="actor" defaultValue={filter.actor ?? ""}>
              <option value="">All actors</option>
              {options.actors.map((actor) => (
                <option key={actor} value={actor}>
                  {actor}
                </option>
              ))}
            </select>
          </div>
          <div className="market-filters__actions">
            <button type="submit" className="button">
              Apply filters
            </button>
            {filtered ? (
              <Link to="/market" className="button button--ghost">
                Clear filters
              </Link>
            ) : null}
          </div>
        </Form>

        {items.length ? (
          <ul className="card-grid market__grid">
            {items.map((item) => (
              <li key={item.listingId}>
                <NftCard nft={item} href={`/nfttransfer/${item.listingId}`} />
              </li>
            ))}
          </ul>
        ) : total > 0 ? (
          <div className="empty-state">
            <p>There is no page {page} of these results.</p>
            <Link to={pageHref(filter, 1)}>Go to the first page</Link>
          </div>
        ) : (
          <div className="empty-state">
            <p>{filtered ? "No listings match these filters." : "Nothing is listed on the market right now."}</p>
            {filtered ? <Link to="/market">Clear filters</Link> : <Link to="/collections">Browse the collections</Link>}
          </div>
        )}

        {pageCount > 1 && items.length ? (
          <nav className="pagination" aria-label="Pages of listings">
            {page > 1 ? (
              <Link to={pageHref(filter, page - 1)} className="button button--ghost button--small" rel="prev">
                Previous
              </Link>
            ) : null}
            <span>
              Page {page} of {pageCount}
            </span>
            {page < pageCount ? (
              <Link to={pageHref(filter, page + 1)} className="button button--ghost button--small" rel="next">
                Next
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
