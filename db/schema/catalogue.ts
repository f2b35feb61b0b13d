/** The catalogue: production houses, their films and the collectible designs (NFTs) of each film. */
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, published, version, RARITIES } from "./columns";

/** Film studios; royalties go to `payoutAddress`. */
export const productionHouses = sqliteTable("production_houses", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  about: text("about").notNull(),
  logoUrl: text("logo_url").notNull(),
  payoutAddress: text("payout_address"),
  sortOrder: integer("sort_order").notNull().default(0),
  /** Shown in the home page's strip of official studio partners (the first five by position). */
  onHomeStrip: integer("on_home_strip", { mode: "boolean" }).notNull().default(true),
  version: version(),
});

/**
 * Editions each production house has sold at a fixed price (auction tokens are counted by their
 * sales, not here). Triggers on `production_houses` and `nfts` (migration 0026) keep it in step
 * with every NFT's `quantity - available`, so the home page's top sellers read one row per house
 * instead of summing the catalogue (docs/decisions/121-editions-sold-kept-by-triggers.md).
 */
export const houseEditionsSold = sqliteTable("house_editions_sold", {
  productionHouseId: integer("production_house_id")
    .primaryKey()
    .references(() => productionHouses.id, { onDelete: "cascade" }),
  sold: integer("sold").notNull(),
});

/** Films are the collections NFTs belong to. Coming-soon films have no page yet. */
export const films = sqliteTable(
  "films",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    tagline: text("tagline").notNull(),
    blurb: text("blurb").notNull(),
    year: integer("year").notNull(),
    status: text("status", { enum: ["live", "coming_soon"] }).notNull(),
    posterUrl: text("poster_url").notNull(),
    bannerUrl: text("banner_url").notNull(),
    productionHouseId: integer("production_house_id")
      .notNull()
      .references(() => productionHouses.id),
    sortOrder: integer("sort_order").notNull().default(0),
    published: published(),
    version: version(),
  },
  (t) => [check("films_status", sql`${t.status} IN ('live', 'coming_soon')`)],
);

/**
 * A published and an unpublished NFT: the conditions of the partial indexes on `nfts`, written as
 * their own literals for the reason `isOpenListing` (trading.ts) gives.
 */
export function isPublishedNft(published: SQLWrapper): SQL {
  return sql`${published} = 1`;
}

export function isUnpublishedNft(published: SQLWrapper): SQL {
  return sql`${published} = 0`;
}

/**
 * A collectible design: one film moment in an edition of `quantity` tokens.
 * The spec's denormalised fields (film_name, film_image, movie, production_house, seller image)
 * come from the film and production-house relations.
 */
export const nfts = sqliteTable(
  "nfts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Display serial (the spec's rarity-prefixed id) from the unique id, so it cannot collide (docs/decisions/006-unique-token-ids.md). */
    serial: text("serial").notNull().unique(),
    title: text("title").notNull(),
    mediaUrl: text("media_url").notNull(),
    thumbUrl: text("thumb_url").notNull(),
    filmId: integer("film_id")
      .notNull()
      .references(() => films.id),
    productionHouseId: integer("production_house_id")
      .notNull()
      .references(() => productionHouses.id),
    celebrity: text("celebrity").notNull(),
    rarity: text("rarity", { enum: RARITIES }).notNull(),
    category: text("category").notNull(),
    description: text("description").notNull(),
    about: text("about").notNull(),
    /** Primary-sale price in US cents. */
    priceCents: integer("price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    available: integer("available").notNull(),
    /** The spec's `auction` field: "Yes" is an auction, anything else a fixed price. */
    saleType: text("sale_type", { enum: ["fixed", "auction"] }).notNull(),
    exclusive: text("exclusive").notNull(),
    published: published(),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    check("nfts_rarity", sql`${t.rarity} IN ('Common', 'Rare', 'Ultimate', 'Legendary')`),
    check("nfts_sale_type", sql`${t.saleType} IN ('fixed', 'auction')`),
    check("nfts_price", sql`${t.priceCents} >= 0`),
    check("nfts_quantity", sql`${t.quantity} >= 1`),
    check("nfts_available", sql`${t.available} >= 0 AND ${t.available} <= ${t.quantity}`),
    index("nfts_film").on(t.filmId, t.id),
    index("nfts_rarity").on(t.rarity, t.id),
    index("nfts_celebrity").on(t.celebrity, t.id),
    index("nfts_by_sale_type").on(t.saleType, t.id),
    index("nfts_production_house").on(t.productionHouseId),
    // Counting the public catalogue, or a film's part of it, reads these instead of every NFT row.
    index("nfts_published_by_film").on(t.filmId, t.id).where(isPublishedNft(t.published)),
    index("nfts_unpublished_by_house").on(t.productionHouseId).where(isUnpublishedNft(t.published)),
  ],
);
