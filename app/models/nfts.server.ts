import { and, asc, count, desc, eq, lte, ne, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { NftCardData } from "~/components/nft-card";
import { formatUsd } from "~/lib/format";
import { db } from "~db/client.server";
import { films, likes, nfts, productionHouses, RARITIES } from "~db/schema";

/** How many people like an NFT, as a column of any query that selects from nfts. */
export const likeCount = sql<number>`(SELECT count(*) FROM ${likes} WHERE ${likes.nftId} = ${nfts.id})`.mapWith(Number);

/** NFT titles containing `text` anywhere; LIKE's wildcards and escape character are taken literally. */
export function titleContains(text: string): SQL {
  const pattern = `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return sql`${nfts.title} LIKE ${pattern} ESCAPE '\\'`;
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
  actor: z.string().trim().min(1).max(80),
  movie: z.string().trim().toLowerCase().regex(/^[a-z0-9-]{1,40}$/),
  rarity: z.enum(RARITIES),
  q: z.string().trim().min(1).max(80),
};
export type NftFilter = Partial<{
  price: "auction" | "12" | "200";
  actor: string;
  movie: string;
  rarity: (typeof RARITIES)[number];
  q: string;
}>;

function filterConditions(filter: NftFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.price === "auction") conditions.push(eq(nfts.saleType, "auction"));
  else if (filter.price) {
    // "$12" and "$200" read as "fixed price up to $12 / $200".
    conditions.push(eq(nfts.saleType, "fixed"), lte(nfts.priceCents, Number(filter.price) * 100));
  }
  if (filter.actor) conditions.push(eq(nfts.celebrity, filter.actor));
  if (filter.movie) conditions.push(eq(films.slug, filter.movie));
  if (filter.rarity) conditions.push(eq(nfts.rarity, filter.rarity));
  if (filter.q) conditions.push(titleContains(filter.q));
  return conditions.length ? and(...conditions) : undefined;
}

/** A page of NFT cards matching the filter, newest catalogue order (by id). */
export function nftCards(filter: NftFilter, page: { limit: number; offset?: number }): NftCardData[] {
  return cardsQuery()
    .where(filterConditions(filter))
    .orderBy(asc(nfts.id))
    .limit(page.limit)
    .offset(page.offset ?? 0)
    .all()
    .map(toCard);
}

export function nftCount(filter: NftFilter): number {
  const [row] = db
    .select({ total: count() })
    .from(nfts)
    .innerJoin(films, eq(films.id, nfts.filmId))
    .where(filterConditions(filter))
    .all();
  return row.total;
}

/** The three most-collected actors, the explore grid's actor filter options. */
export function featuredActors(): string[] {
  return db
    .select({ name: nfts.celebrity, n: count() })
    .from(nfts)
    .groupBy(nfts.celebrity)
    .orderBy(desc(count()), asc(nfts.celebrity))
    .limit(3)
    .all()
    .map((r) => r.name);
}

/** Every field the detail page shows, with its film and production house. */
export function nftDetail(id: number) {
  const [row] = db
    .select({
      nft: nfts,
      film: films,
      studio: productionHouses,
      likeCount,
    })
    .from(nfts)
    .innerJoin(films, eq(films.id, nfts.filmId))
    .innerJoin(productionHouses, eq(productionHouses.id, nfts.productionHouseId))
    .where(eq(nfts.id, id))
    .all();
  return row ?? null;
}

/** MORE NFTS YOU MIGHT LIKE: others from the same film first, then the rest of the catalogue. */
export function moreNftsLike(nft: { id: number; filmId: number }, limit = 4): NftCardData[] {
  const sameFilm = cardsQuery()
    .where(and(eq(nfts.filmId, nft.filmId), ne(nfts.id, nft.id)))
    .orderBy(asc(nfts.id))
    .limit(limit)
    .all();
  if (sameFilm.length >= limit) return sameFilm.map(toCard);
  const others = cardsQuery()
    .where(and(ne(nfts.filmId, nft.filmId), ne(nfts.id, nft.id)))
    .orderBy(asc(nfts.id))
    .limit(limit - sameFilm.length)
    .all();
  return [...sameFilm, ...others].map(toCard);
}
