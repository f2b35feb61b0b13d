import { and, asc, count, desc, eq, exists, ne, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { z } from "zod";
import { formatUsd } from "~/lib/format";
import { pageParam, searchTextParam } from "~/lib/input.server";
import { keptUntilCardsChange, keptUntilCatalogueChange } from "~/lib/memo.server";
import { db, prepared, preparedPerShape } from "~db/client.server";
import { bids, films, isPublishedNft, likes, listings, nfts, orders, productionHouses, RARITIES, tokens, users, wallets, type Rarity } from "~db/schema";

/** What an NFT card shows. */
export type NftCardData = {
  id: number;
  title: string;
  thumbUrl: string;
  rarity: Rarity;
  filmName: string;
  filmPosterUrl: string;
  studioName: string;
  studioLogoUrl: string;
  likeCount: number;
  /** Already formatted for display, e.g. "$12" or "0.01000 ETH". */
  priceLabel: string;
};

/** How many people like an NFT, as a column of any query that selects from nfts. */
export const likeCount = sql<number>`(SELECT count(*) FROM ${likes} WHERE ${likes.nftId} = ${nfts.id})`.mapWith(Number);

/**
 * Title search (docs/decisions/090-title-search-fts5.md), never a scan of the titles: a query of
 * three characters or more is a phrase of the trigram index nft_title_search (substring,
 * case-insensitive); a shorter one has no trigram and is a word prefix in nft_title_words ("ra"
 * finds "Rajini Rocks"). `%`, `_`, `\` and `"` are literal.
 */
export type TitleSearchShape = "q" | "qshort";

/** The text as FTS5 can read it: a NUL ends its query string ("unterminated string"), so none is passed on. */
const searchableText = (text: string) => text.replaceAll("\0", "");

export function titleSearchShape(text: string): TitleSearchShape {
  return [...searchableText(text)].length >= 3 ? "q" : "qshort";
}

/** The FTS5 query `titleMatches` runs: the text as one quoted phrase, a prefix when it is short. */
export function titleSearchValue(text: string): string {
  const phrase = `"${searchableText(text).replaceAll('"', '""')}"`;
  return titleSearchShape(text) === "q" ? phrase : `${phrase}*`;
}

/** NFTs whose title matches a `titleSearchValue` (given as a value or a placeholder). */
export function titleMatches(shape: TitleSearchShape, value: unknown): SQL {
  if (shape === "q") return sql`${nfts.id} IN (SELECT rowid FROM nft_title_search WHERE nft_title_search MATCH ${value})`;
  return sql`${nfts.id} IN (SELECT rowid FROM nft_title_words WHERE nft_title_words MATCH ${value})`;
}

const cardColumns = {
  id: nfts.id,
  title: nfts.title,
  thumbUrl: nfts.thumbUrl,
  rarity: nfts.rarity,
  priceCents: nfts.priceCents,
  saleType: nfts.saleType,
  filmName: films.name,
  filmSlug: films.slug,
  filmPosterUrl: films.posterUrl,
  studioName: productionHouses.name,
  studioLogoUrl: productionHouses.logoUrl,
  likeCount,
};

type CardRow = { priceCents: number; saleType: "fixed" | "auction" } & Omit<NftCardData, "priceLabel">;

/** Primary-sale cards show the dollar price; auction cards say so. */
function toCard({ priceCents, saleType, ...rest }: CardRow): NftCardData {
  return { ...rest, priceLabel: saleType === "auction" ? `Auction · from ${formatUsd(priceCents)}` : formatUsd(priceCents) };
}

/** What the public sees: published NFTs of published films (an unpublished one is a 404). */
const isPublic = and(isPublishedNft(nfts.published), eq(films.published, true));

function cardsQuery() {
  return db
    .select(cardColumns)
    .from(nfts)
    .innerJoin(films, eq(films.id, nfts.filmId))
    .innerJoin(productionHouses, eq(productionHouses.id, nfts.productionHouseId));
}

/** Query-string filters of the explore grid (/collections); each bad value is ignored and reported. */
export const exploreFilterShape = {
  price: z.enum(["auction", "12", "200"]),
  actor: searchTextParam,
  movie: z.string().trim().toLowerCase().regex(/^[a-z0-9-]{1,40}$/),
  rarity: z.enum(RARITIES),
  q: searchTextParam,
};
/** The explore grid's query string (/collections): price, actor and movie filters and the page. */
export const exploreQueryShape = {
  price: exploreFilterShape.price,
  actor: exploreFilterShape.actor,
  movie: exploreFilterShape.movie,
  page: pageParam(10_000),
};

export type NftFilter = Partial<{
  price: "auction" | "12" | "200";
  actor: string;
  movie: string;
  rarity: (typeof RARITIES)[number];
  q: string;
}>;

/**
 * The filters present, in a fixed order: one prepared statement serves each combination. The
 * price filter is two shapes: auctions, and fixed prices up to a bound.
 */
function filterShape(filter: NftFilter): string {
  const price = filter.price === undefined ? null : filter.price === "auction" ? "auction" : "price";
  const present = (["actor", "movie", "rarity"] as const).filter((key) => filter[key] !== undefined);
  return [price, ...present, filter.q === undefined ? null : titleSearchShape(filter.q)].filter(Boolean).join(",");
}

/** The statement's values for a filter; the placeholders are those of `filterConditions`. */
function filterValues(filter: NftFilter) {
  return {
    maxPriceCents: filter.price && filter.price !== "auction" ? Number(filter.price) * 100 : null,
    actor: filter.actor ?? null,
    movie: filter.movie ?? null,
    rarity: filter.rarity ?? null,
    pattern: filter.q ? titleSearchValue(filter.q) : null,
  };
}

function filterConditions(shape: string): SQL | undefined {
  const present = new Set(shape.split(","));
  const conditions: SQL[] = [];
  // "Auction" reads the auctions from `nfts_by_sale_type` in id order (decision 119); "$12" / "$200"
  // mean "fixed price up to $12 / $200", most of the catalogue, so `+` keeps that index out of
  // their plans, which walk the ids or a narrower filter's index.
  if (present.has("auction")) conditions.push(sql`${nfts.saleType} = 'auction'`);
  if (present.has("price")) conditions.push(sql`+${nfts.saleType} = 'fixed' AND ${nfts.priceCents} <= ${sql.placeholder("maxPriceCents")}`);
  if (present.has("actor")) conditions.push(eq(nfts.celebrity, sql.placeholder("actor")));
  if (present.has("movie")) conditions.push(eq(films.slug, sql.placeholder("movie")));
  if (present.has("rarity")) conditions.push(eq(nfts.rarity, sql.placeholder("rarity")));
  for (const shape of ["q", "qshort"] as const) if (present.has(shape)) conditions.push(titleMatches(shape, sql.placeholder("pattern")));
  return and(isPublic, ...conditions);
}

const cardsStatement = preparedPerShape((shape) =>
  cardsQuery()
    .where(filterConditions(shape))
    .orderBy(asc(nfts.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare(),
);

const countStatement = preparedPerShape((shape) =>
  db
    .select({ total: count() })
    .from(nfts)
    .innerJoin(films, eq(films.id, nfts.filmId))
    .where(filterConditions(shape))
    .prepare(),
);

/** A filter as a statement's shape and values: what the kept cards and counts are keyed by. */
type FilterQuery = { shape: string; values: ReturnType<typeof filterValues> };
const filterKey = ({ shape, values }: FilterQuery) => `${shape}|${JSON.stringify(values)}`;

type CardsQuery = FilterQuery & { limit: number; offset: number };

// Kept per query until an NFT, film, studio, listing or like is written (docs/decisions/098-card-reads-kept-until-a-write.md).
const cardsPage = keptUntilCardsChange(
  ({ shape, values, limit, offset }: CardsQuery) => cardsStatement(shape).all({ ...values, limit, offset }).map(toCard),
  { key: (query) => `${filterKey(query)}|${query.limit}|${query.offset}` },
);

/** A page of NFT cards matching the filter, in catalogue order (by id). */
export function nftCards(filter: NftFilter, page: { limit: number; offset?: number }): NftCardData[] {
  return cardsPage({ shape: filterShape(filter), values: filterValues(filter), limit: page.limit, offset: page.offset ?? 0 });
}

// Kept until a write to what a count reads (triggers on NFTs and films bump the catalogue
// generation; a like, a bid or a sale does not); the whole catalogue and a film's part of it are
// counted from the published NFTs' index (docs/decisions/119-explore-totals-kept-and-indexed.md).
const keptCount = keptUntilCatalogueChange(({ shape, values }: FilterQuery) => countStatement(shape).all(values)[0].total, { key: filterKey });

/** How many public NFTs match the filter. */
export function nftCount(filter: NftFilter): number {
  return keptCount({ shape: filterShape(filter), values: filterValues(filter) });
}

/**
 * The three most-collected actors, the explore grid's actor filter options. Counting them reads
 * the whole catalogue, so the answer is kept until an NFT or film write changes what it counts
 * (docs/decisions/111-featured-actors-kept-until-a-write.md).
 */
export const featuredActors = keptUntilCatalogueChange(() =>
  db
    .select({ name: nfts.celebrity, n: count() })
    .from(nfts)
    .innerJoin(films, eq(films.id, nfts.filmId))
    .where(isPublic)
    .groupBy(nfts.celebrity)
    .orderBy(desc(count()), asc(nfts.celebrity))
    .limit(3)
    .all()
    .map((r) => r.name),
);

const detailStatement = (visible: "public" | "any") =>
  db
    .select({ nft: nfts, film: films, studio: productionHouses, likeCount })
    .from(nfts)
    .innerJoin(films, eq(films.id, nfts.filmId))
    .innerJoin(productionHouses, eq(productionHouses.id, nfts.productionHouseId))
    .where(and(eq(nfts.id, sql.placeholder("id")), visible === "public" ? isPublic : undefined))
    .prepare();
const publicDetail = prepared(() => detailStatement("public"));
const anyDetail = prepared(() => detailStatement("any"));

/**
 * One NFT with its film and production house, ready for a page: the spec's field names where it
 * has them (movie, production), money already formatted. Null when no public NFT (a published NFT
 * of a published film) has that id. Pages about a viewer's own token, order or bid read it through
 * `nftForViewer`.
 */
export function nftView(id: number) {
  return keptView({ id, audience: "public" });
}

type Audience = "public" | "any";

// Kept per NFT and audience like the card grid (docs/decisions/098-card-reads-kept-until-a-write.md):
// the same for every viewer; who may see an unpublished one is asked on every request.
const keptView = keptUntilCardsChange(({ id, audience }: { id: number; audience: Audience }) => readView(id, audience), {
  key: ({ id, audience }) => `${audience}|${id}`,
});

/** Whether the account is one an unpublished NFT is shown to (see `nftForViewer`). */
const viewerMaySeeStatement = prepared(() => {
  const userId = sql.placeholder("userId");
  // Addresses compared without case, as the sell page's guard does: the indexer writes the chain's spelling.
  const ownWallet = (address: SQLWrapper) => and(eq(wallets.userId, userId), sql`lower(${wallets.address}) = lower(${address})`);
  const runsItsHouse = and(
    eq(users.id, userId),
    or(eq(users.role, "admin"), and(eq(users.role, "studio"), eq(users.productionHouseId, nfts.productionHouseId))),
  );
  return db
    .select({ id: nfts.id })
    .from(nfts)
    .where(
      and(
        eq(nfts.id, sql.placeholder("nftId")),
        or(
          exists(db.select({ id: orders.id }).from(orders).where(and(eq(orders.userId, userId), eq(orders.nftId, nfts.id)))),
          exists(db.select({ id: tokens.tokenId }).from(tokens).innerJoin(wallets, ownWallet(tokens.ownerAddress)).where(eq(tokens.nftId, nfts.id))),
          exists(
            db
              .select({ id: listings.id })
              .from(listings)
              .innerJoin(wallets, ownWallet(listings.sellerAddress))
              .where(eq(listings.nftId, nfts.id)),
          ),
          exists(db.select({ id: bids.id }).from(bids).where(and(eq(bids.userId, userId), eq(bids.nftId, nfts.id)))),
          exists(db.select({ id: users.id }).from(users).where(runsItsHouse)),
        ),
      ),
    )
    .prepare();
});

/**
 * An NFT for a page about a viewer's own token, order or bid (showcase, sell, the purchase and bid
 * confirmations): any public NFT; an unpublished one (or one of an unpublished film) only to a
 * signed-in viewer one of whose wallets holds or sells one of its tokens, who has an order for it
 * or a bid on it, or who runs its production house in the console
 * (docs/decisions/067-publishing-and-fresh-public-pages.md). Null for anyone else, as for an id
 * no NFT has, so that a draft's title and artwork never reach a visitor and ids cannot be probed.
 */
export function nftForViewer(id: number, userId: number | null): NftView | null {
  const published = nftView(id);
  if (published || userId === null) return published;
  const nft = keptView({ id, audience: "any" });
  return nft && viewerMaySeeStatement().get({ nftId: id, userId }) ? nft : null;
}

function readView(id: number, audience: Audience) {
  const [detail] = (audience === "public" ? publicDetail() : anyDetail()).all({ id });
  if (!detail) return null;
  const { nft, film, studio, likeCount } = detail;
  return {
    id: nft.id,
    serial: nft.serial,
    title: nft.title,
    mediaUrl: nft.mediaUrl,
    thumbUrl: nft.thumbUrl,
    rarity: nft.rarity,
    category: nft.category,
    celebrity: nft.celebrity,
    description: nft.description,
    exclusive: nft.exclusive,
    quantity: nft.quantity,
    available: nft.available,
    saleType: nft.saleType,
    priceCents: nft.priceCents,
    price: formatUsd(nft.priceCents),
    likeCount,
    filmId: film.id,
    movie: film.name,
    filmSlug: film.slug,
    filmPosterUrl: film.posterUrl,
    production: studio.name,
    studioLogoUrl: studio.logoUrl,
    studioAbout: studio.about,
  };
}

export type NftView = NonNullable<ReturnType<typeof readView>>;

const sameFilmStatement = prepared(() =>
  cardsQuery()
    .where(and(eq(nfts.filmId, sql.placeholder("filmId")), ne(nfts.id, sql.placeholder("id")), isPublic))
    .orderBy(asc(nfts.id))
    .limit(sql.placeholder("limit"))
    .prepare(),
);

const otherFilmsStatement = prepared(() =>
  cardsQuery()
    .where(and(ne(nfts.filmId, sql.placeholder("filmId")), isPublic))
    .orderBy(asc(nfts.id))
    .limit(sql.placeholder("limit"))
    .prepare(),
);

type MoreLikeQuery = { id: number; filmId: number; limit: number };

// Kept per NFT like the card grid (docs/decisions/098-card-reads-kept-until-a-write.md).
const moreLike = keptUntilCardsChange(
  ({ id, filmId, limit }: MoreLikeQuery): NftCardData[] => {
    const sameFilm = sameFilmStatement().all({ filmId, id, limit });
    const others = sameFilm.length < limit ? otherFilmsStatement().all({ filmId, limit: limit - sameFilm.length }) : [];
    return [...sameFilm, ...others].map(toCard);
  },
  { key: ({ id, filmId, limit }) => `${id}|${filmId}|${limit}` },
);

/** MORE NFTS YOU MIGHT LIKE: others from the same film first, then the rest of the catalogue. */
export function moreNftsLike(nft: { id: number; filmId: number }, limit = 4): NftCardData[] {
  return moreLike({ id: nft.id, filmId: nft.filmId, limit });
}
