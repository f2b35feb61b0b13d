import type { LinksFunction, LoaderFunctionArgs, MetaFunction, SerializeFrom } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { Carousel, carouselLinks } from "~/components/carousel";
import { FilterSelect, IgnoredFiltersNotice } from "~/components/filter-select";
import { pageHref, Pagination } from "~/components/pagination";
import { NftCardItem, rarityClass } from "~/components/nft-card";
import { parseQuery } from "~/lib/input.server";
import { KeptElement, useWithinPageRoute } from "~/lib/kept-markup";
import {
  MARKET_MOVIES,
  MARKET_PAGE_SIZE,
  MARKET_PRICES,
  MARKET_RARITIES,
  MARKET_SORTS,
  marketQueryShape,
  marketListings,
  topAuctions,
  type MarketFilter,
  type MarketSort,
  type TopAuction,
} from "~/models/listings.server";
import { featuredActors } from "~/models/nfts.server";
import styles from "~/styles/market.css";

export const links: LinksFunction = () => [...carouselLinks, { rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Market | Diginoor" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { value, ignored } = parseQuery(new URL(request.url), marketQueryShape);
  const { page = 1, sort: asked = "recent", ...filter } = value;
  // Auctions by their end cannot be listed among fixed prices up to a bound: that order is ignored.
  const endingAmongFixed = asked === "ending" && filter.price !== undefined && filter.price !== "auction";
  if (endingAmongFixed) ignored.push("sort");
  const sort = endingAmongFixed ? "recent" : asked;
  const { items, total } = marketListings(filter, page, sort);
  return json({
    filter,
    sort,
    page,
    pageCount: Math.ceil(total / MARKET_PAGE_SIZE),
    items,
    total,
    auctions: topAuctions(5),
    options: { rarities: MARKET_RARITIES, movies: MARKET_MOVIES, prices: MARKET_PRICES, actors: featuredActors() },
    /** The orders offered: sent with the data, as the server module's constants are not in the browser. */
    sorts: MARKET_SORTS,
    someIgnored: ignored.length > 0,
  });
}

/** A page of market results, keeping the filters that are set and the order unless it is the default. */
const marketHref = (filter: MarketFilter, sort: MarketSort, page: number) =>
  pageHref("/market", { ...filter, sort: sort === "recent" ? undefined : sort }, page);

/** The first slide's image is the largest paint of the page: fetched first, never lazily. */
const FIRST_PAINT_IMAGE = { loading: "eager", fetchpriority: "high" } as const;
const LATER_IMAGE = { loading: "lazy" } as const;

function TopAuctionSlide({ auction, first }: { auction: TopAuction; first: boolean }) {
  return (
    <article className={`top-auction ${rarityClass(auction.rarity)}`}>
      <img className="top-auction__thumb" src={auction.thumbUrl} alt="" width="300" height="300" {...(first ? FIRST_PAINT_IMAGE : LATER_IMAGE)} />
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

/** The filter form: a GET form, so filtering works without JavaScript and every result has an address. */
function MarketFilters({ filter, sort, options, filtered }: Pick<SerializeFrom<typeof loader>, "filter" | "sort" | "options"> & { filtered: boolean }) {
  return (
    <Form method="get" action="/market" className="filter-bar market-filters" role="search" aria-label="Filter listings">
      {sort === "recent" ? null : <input type="hidden" name="sort" value={sort} />}
      <div className="field market-filters__search">
        <label htmlFor="market-q">Search by title</label>
        <input id="market-q" name="q" type="search" maxLength={80} defaultValue={filter.q ?? ""} placeholder="e.g. Kabali Da" />
      </div>
      <FilterSelect
        id="market-rarity"
        name="rarity"
        label="Rarity"
        anyLabel="All rarities"
        options={options.rarities.map((rarity) => ({ value: rarity, label: rarity }))}
        value={filter.rarity}
      />
      <FilterSelect
        id="market-movie"
        name="movie"
        label="Movie"
        anyLabel="All movies"
        options={options.movies.map((movie) => ({ value: movie.slug, label: movie.name }))}
        value={filter.movie}
      />
      <FilterSelect
        id="market-price"
        name="price"
        label="Price range"
        anyLabel="Any price"
        options={options.prices.map((price) => ({ value: price.value, label: price.value === "auction" ? price.label : `Up to ${price.label}` }))}
        value={filter.price}
      />
      <FilterSelect
        id="market-actor"
        name="actor"
        label="Actor"
        anyLabel="All actors"
        options={options.actors.map((actor) => ({ value: actor, label: actor }))}
        value={filter.actor}
      />
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
  );
}

/**
 * The order of the listings: a GET form of its own carrying the filters, so it works without
 * JavaScript; with it, choosing an order submits the form.
 */
function MarketSortForm({ filter, sort, sorts }: { filter: MarketFilter; sort: MarketSort; sorts: readonly { value: MarketSort; label: string }[] }) {
  return (
    <Form method="get" action="/market" className="market-sort" aria-label="Sort listings">
      {Object.entries(filter).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <label htmlFor="market-sort">Sort by</label>
      <select id="market-sort" name="sort" defaultValue={sort} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
        {sorts.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--ghost button--small">
        Sort
      </button>
    </Form>
  );
}

export default function Market() {
  const { filter, sort, sorts, page, pageCount, items, total, auctions, options, someIgnored } = useLoaderData<typeof loader>();
  const location = useLocation();
  const withinPageRoute = useWithinPageRoute();
  const filtered = Object.values(filter).some(Boolean);
  return (
    <div className="page market">
      <header className="market__intro">
        <p className="eyebrow">Marketplace</p>
        <h1>Market</h1>
        <p className="dim">Collectibles resold by their owners and live auctions, straight from the collectors.</p>
      </header>

      {someIgnored ? <IgnoredFiltersNotice /> : null}

      {auctions.length ? (
        <KeptElement as="section" className="section" aria-labelledby="top-auctions-title" name="market:auctions" inputs={[auctions]}>
          <>
            <h2 id="top-auctions-title">TOP AUCTIONS</h2>
            <Carousel label="Top auctions" autoplayMs={5000} perView={{ desktop: 2, tablet: 1, mobile: 1 }}>
              {auctions.map((auction, index) => (
                <TopAuctionSlide key={auction.listingId} auction={auction} first={index === 0} />
              ))}
            </Carousel>
          </>
        </KeptElement>
      ) : null}

      <section className="section" aria-labelledby="listings-title">
        <div className="section__title">
          <h2 id="listings-title">Listings</h2>
          <p className="dim" aria-live="polite">
            {total === 1 ? "1 listing" : `${total} listings`}
          </p>
          <MarketSortForm key={location.search} filter={filter} sort={sort} sorts={sorts} />
        </div>

        {/* Keyed by the query so the fields show the current filters after each navigation. Its markup
            is kept (docs/decisions/100-kept-markup.md). */}
        <KeptElement as="div" key={location.search} name="market:filters" inputs={[filter, sort, options]} standalone={withinPageRoute}>
          <MarketFilters filter={filter} sort={sort} options={options} filtered={filtered} />
        </KeptElement>

        {items.length ? (
          <ul className="card-grid market__grid">
            {items.map((item) => (
              <NftCardItem key={item.listingId} nft={item} href={`/nfttransfer/${item.listingId}`} />
            ))}
          </ul>
        ) : total > 0 ? (
          <div className="empty-state">
            <p>There is no page {page} of these results.</p>
            <Link to={marketHref(filter, sort, 1)}>Go to the first page</Link>
          </div>
        ) : (
          <div className="empty-state">
            <p>{filtered ? "No listings match these filters." : "Nothing is listed on the market right now."}</p>
            {filtered ? <Link to="/market">Clear filters</Link> : <Link to="/collections">Browse the collections</Link>}
          </div>
        )}

        {pageCount > 1 && items.length ? (
          <Pagination page={page} pageCount={pageCount} hrefFor={(to) => marketHref(filter, sort, to)} label="Pages of listings" />
        ) : null}
      </section>
    </div>
  );
}
