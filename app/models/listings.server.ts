import { and, asc, count, desc, eq, gt, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { z } from "zod";
import { amountInCoin } from "~/lib/coin.server";
import { timeLeft } from "~/lib/format";
import { pageParam, searchTextParam } from "~/lib/input.server";
import { keptUntilCardsChange } from "~/lib/memo.server";
import { likeCount, titleSearchShape, titleSearchValue, type NftCardData, type TitleSearchShape } from "~/models/nfts.server";
import { maxWeiWorth } from "~/services/rates.server";
import { db, prepared, preparedPerShape } from "~db/client.server";
import { films, isOpenListing, listingIsActive, listings, nfts, productionHouses } from "~db/schema";

export const MARKET_PAGE_SIZE = 20;

/** The spec's filter options: three rarities, the three live films and three price ranges. */
export const MARKET_RARITIES = ["Rare", "Ultimate", "Legendary"] as const;
export const MARKET_MOVIES = [
  { slug: "kabali", name: "Kabali" },
  { slug: "sivaji", name: "Sivaji" },
  { slug: "chandramukhi", name: "Chandramukhi" },
] as const;
export const MARKET_PRICES = [
  { value: "auction", label: "Auction" },
  { value: "10", label: "$10" },
  { value: "20", label: "$20" },
] as const;

const movieSlugs = MARKET_MOVIES.map((m) => m.slug) as [string, ...string[]];

/** Query-string filters of /market, for parseQuery: a bad value is dropped and reported. */
export const marketFilterShape = {
  rarity: z.enum(MARKET_RARITIES),
  movie: z.enum(movieSlugs),
  price: z.enum(["auction", "10", "20"]),
  actor: searchTextParam,
  q: searchTextParam,
};

/**
 * The orders /market lists in: newest listing first (the default), by price (a fixed price or an
 * auction's reserve) either way, or live auctions by their end, soonest first
 * (docs/decisions/168-collection-stats-and-market-sorting.md).
 */
export const MARKET_SORTS = [
  { value: "recent", label: "Recently listed" },
  { value: "price_asc", label: "Price: low to high" },
  { value: "price_desc", label: "Price: high to low" },
  { value: "ending", label: "Ending soon (auctions)" },
] as const;

export type MarketSort = (typeof MARKET_SORTS)[number]["value"];

const sortValues = MARKET_SORTS.map((sort) => sort.value) as [MarketSort, ...MarketSort[]];

/** The whole /market query string: the filters, the order and the page. */
export const marketQueryShape = { ...marketFilterShape, sort: z.enum(sortValues), page: pageParam(100_000) };

export type MarketFilter = Partial<{ [K in keyof typeof marketFilterShape]: z.output<(typeof marketFilterShape)[K]> }>;

/** A market card, ready to render: no bigint, prices already formatted. */
export type MarketItem = NftCardData & {
  listingId: number;
  onAuction: boolean;
  /** The listing's price (fixed price or reserve) in wei, as decimal text. */
  priceWei: string;
  endsAt: number | null;
};

const itemColumns = {
  listingId: listings.id,
  onAuction: listings.onAuction,
  priceWei: listings.priceWei,
  highestBidWei: listings.highestBidWei,
  endsAt: listings.endsAt,
  id: nfts.id,
  title: nfts.title,
  thumbUrl: nfts.thumbUrl,
  rarity: nfts.rarity,
  filmName: films.name,
  filmPosterUrl: films.posterUrl,
  studioName: productionHouses.name,
  studioLogoUrl: productionHouses.logoUrl,
  likeCount,
};

type ItemRow = {
  listingId: number;
  onAuction: boolean;
  priceWei: bigint;
  highestBidWei: bigint | null;
  endsAt: Date | null;
} & Omit<NftCardData, "priceLabel">;

/** Fixed prices in the coin ("0.01500 ETH"); auctions show the highest bid, else the reserve, in the auction label. */
function priceLabel(row: Pick<ItemRow, "onAuction" | "priceWei" | "highestBidWei">): string {
  if (!row.onAuction) return amountInCoin(row.priceWei);
  if (row.highestBidWei !== null) return `Highest bid ${amountInCoin(row.highestBidWei)}`;
  return `Reserve ${amountInCoin(row.priceWei)}`;
}

function toItem({ priceWei, highestBidWei, endsAt, ...rest }: ItemRow): MarketItem {
  return {
    ...rest,
    priceWei: priceWei.toString(),
    endsAt: endsAt ? endsAt.getTime() : null,
    priceLabel: priceLabel({ onAuction: rest.onAuction, priceWei, highestBidWei }),
  };
}

function itemsQuery() {
  return db
    .select(itemColumns)
    .from(listings)
    .innerJoin(nfts, eq(nfts.id, listings.nftId))
    .innerJoin(films, eq(films.id, nfts.filmId))
    .innerJoin(productionHouses, eq(productionHouses.id, nfts.productionHouseId));
}

/**
 * `price_wei <= bound` on the stored canonical decimal text: a shorter number is smaller, and
 * between equal lengths text order is numeric order. Keeps the comparison in SQL (and exact), and
 * as one row-value comparison that SQLite checks from the entries of listings_active_price
 * (on_auction, length, price) without reading rows (it does not turn it into an index range).
 */
const priceAtMostBound = sql`(length(${listings.priceWei}), ${listings.priceWei}) <= (${sql.placeholder("boundLength")}, ${sql.placeholder("bound")})`;

/** The filters present, in a fixed order (price as "auction" or "max"): one statement per combination. */
function filterShape(filter: MarketFilter): string {
  const price = filter.price === undefined ? null : filter.price === "auction" ? "auction" : "max";
  const present = (["rarity", "movie", "actor"] as const).filter((key) => filter[key] !== undefined);
  return [price, ...present, filter.q === undefined ? null : titleSearchShape(filter.q)].filter(Boolean).join(",");
}

/** The statement's values for a filter; the placeholders are those of `filterConditions`. */
function filterValues(filter: MarketFilter) {
  // "$10" / "$20": fixed-price listings costing at most that many dollars at the current rate.
  const bound = filter.price && filter.price !== "auction" ? maxWeiWorth(Number(filter.price) * 100).toString() : null;
  return {
    bound,
    boundLength: bound?.length ?? null,
    rarity: filter.rarity ?? null,
    movie: filter.movie ?? null,
    actor: filter.actor ?? null,
    pattern: filter.q ? titleSearchValue(filter.q) : null,
  };
}

/** The index of active listings' titles a title search reads (drizzle/0012_market_search_index.sql). */
const listingTitleIndex = { q: sql.raw("listing_title_search"), qshort: sql.raw("listing_title_words") } satisfies Record<TitleSearchShape, SQL>;
const isTitleSearch = (part: string): part is TitleSearchShape => part === "q" || part === "qshort";

/**
 * The WHERE clause on `listings` alone. Rarity, movie and actor are the listing's copies of its
 * NFT's (docs/decisions/097-market-filters-on-listings.md), each with a partial index of active
 * listings, newest first. A title search reads the index of active listings' titles
 * (docs/decisions/096-market-search-and-total.md). `status` is the status column expression: the
 * count writes `+status` so that, with a search, SQLite goes from the matching listings rather
 * than through every active one.
 */
function filterConditions(shape: string, status: SQLWrapper = listings.status): SQL {
  const present = new Set(shape.split(","));
  const conditions: SQL[] = [isOpenListing(status)];
  if (present.has("auction")) conditions.push(eq(listings.onAuction, true));
  if (present.has("max")) conditions.push(eq(listings.onAuction, false), priceAtMostBound);
  if (present.has("rarity")) conditions.push(eq(listings.rarity, sql.placeholder("rarity")));
  if (present.has("movie")) conditions.push(sql`${listings.filmId} = (SELECT ${films.id} FROM ${films} WHERE ${films.slug} = ${sql.placeholder("movie")})`);
  if (present.has("actor")) conditions.push(eq(listings.celebrity, sql.placeholder("actor")));
  for (const search of [...present].filter(isTitleSearch)) {
    const index = listingTitleIndex[search];
    conditions.push(sql`${listings.id} IN (SELECT rowid FROM ${index} WHERE ${index} MATCH ${sql.placeholder("pattern")})`);
  }
  return and(...conditions)!;
}

/**
 * Each order as an index walks it: newest first through listings_status_created (or a filter's
 * index), by price through listings_active_by_price forwards or backwards, auctions by their end
 * through listings_auctions_ending.
 */
const sortOrder: Record<MarketSort, SQL[]> = {
  recent: [desc(listings.createdAt), desc(listings.id)],
  price_asc: [asc(sql`length(${listings.priceWei})`), asc(listings.priceWei), asc(listings.id)],
  price_desc: [desc(sql`length(${listings.priceWei})`), desc(listings.priceWei), desc(listings.id)],
  ending: [asc(listings.endsAt), asc(listings.id)],
};

// The page walks an index of active listings in the sort's order (by a filter's column, or all of
// them) and stops once the page is full. The statement's shape is the filters' then the sort.
const pageStatement = preparedPerShape((shapeAndSort) => {
  const [shape, sort] = shapeAndSort.split("|") as [string, MarketSort];
  return itemsQuery()
    .where(filterConditions(shape))
    .orderBy(...sortOrder[sort])
    .limit(MARKET_PAGE_SIZE)
    .offset(sql.placeholder("offset"))
    .prepare();
});

// The count reads a filter's index of active listings; with a search it goes from the matching
// listings. With no filter the total is the kept count, and with a search alone it is the number
// of index matches (the index holds active listings only).
const countStatement = preparedPerShape((shape) => {
  if (shape === "") return db.select({ total: sql<number>`n` }).from(sql`active_listing_count`).prepare();
  if (isTitleSearch(shape)) {
    const index = listingTitleIndex[shape];
    return db.select({ total: count() }).from(index).where(sql`${index} MATCH ${sql.placeholder("pattern")}`).prepare();
  }
  const searching = shape.split(",").some(isTitleSearch);
  return db
    .select({ total: count() })
    .from(listings)
    .where(filterConditions(shape, searching ? sql`+${listings.status}` : listings.status))
    .prepare();
});

type MarketQuery = { shape: string; sort: MarketSort; values: ReturnType<typeof filterValues>; offset: number };

// Kept per query until a listing, like, NFT, film or studio is written (docs/decisions/098-card-reads-kept-until-a-write.md).
const marketPage = keptUntilCardsChange(
  ({ shape, sort, values, offset }: MarketQuery): { items: MarketItem[]; total: number } => {
    const [{ total }] = countStatement(shape).all(values);
    // The page walks listings in order until it has enough: with nothing left to find it would
    // read every active listing (a search for a word no title has).
    if (offset >= total) return { items: [], total };
    return { items: pageStatement(`${shape}|${sort}`).all({ ...values, offset }).map(toItem), total };
  },
  { key: ({ shape, sort, values, offset }) => `${shape}|${sort}|${offset}|${JSON.stringify(values)}` },
);

/**
 * One page of active listings matching every given filter, in the given order (newest listing
 * first unless said), and how many match in all. Ending soon lists auctions only.
 */
export function marketListings(filter: MarketFilter, page: number, sort: MarketSort = "recent"): { items: MarketItem[]; total: number } {
  const sorted = sort === "ending" && filter.price === undefined ? { ...filter, price: "auction" as const } : filter;
  return marketPage({ shape: filterShape(sorted), sort, values: filterValues(sorted), offset: (Math.max(1, page) - 1) * MARKET_PAGE_SIZE });
}

export type TopAuction = MarketItem & { endsAt: number; endsIn: string };

/** "2 days 5 hr", the time an auction has left at `now`. */
function endsInText(endsAt: number, now: number): string {
  const left = timeLeft(endsAt, now);
  if (left.days > 0) return `${left.days} ${left.days === 1 ? "day" : "days"} ${left.hours} hr`;
  if (left.hours > 0) return `${left.hours} hr ${left.minutes} min`;
  return `${left.minutes} min`;
}

const topAuctionsStatement = prepared(() =>
  itemsQuery()
    .where(and(listingIsActive, eq(listings.onAuction, true), gt(listings.endsAt, sql.placeholder("now"))))
    .orderBy(asc(listings.endsAt), asc(listings.id))
    .limit(sql.placeholder("limit"))
    .prepare(),
);

// Kept like a market page, and until the soonest of them ends (an ended auction leaves without a write).
const liveAuctions = keptUntilCardsChange(
  (limit: number) => topAuctionsStatement().all({ now: Date.now(), limit }).map(toItem),
  { key: String, validUntil: (items) => Math.min(...items.map((item) => item.endsAt ?? Infinity)) },
);

/** TOP AUCTIONS: the live auctions ending soonest. */
export function topAuctions(limit = 5): TopAuction[] {
  const now = Date.now();
  return liveAuctions(limit).map((item) => {
    const endsAt = item.endsAt ?? now;
    return { ...item, endsAt, endsIn: endsInText(endsAt, now) };
  });
}
