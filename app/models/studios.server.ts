import { asc, desc, eq, sql } from "drizzle-orm";
import { keptUntilCardsChange, memoize } from "~/lib/memo.server";
import { db, prepared } from "~db/client.server";
import { nfts, productionHouses } from "~db/schema";

/**
 * Editions sold at their fixed price. An auction token is not counted: it stays with the
 * operator until its auction settles, so counting it would report a sale that has not happened.
 */
const editionsSold = sql<number>`coalesce(sum(CASE WHEN ${nfts.saleType} = 'fixed' THEN ${nfts.quantity} - ${nfts.available} ELSE 0 END), 0)`.mapWith(Number);

const TOP_SELLERS = 5;

/**
 * Production houses ranked by collectibles sold, best first; houses with no sale yet are left
 * out. Ranking reads the whole catalogue, so the board is kept for a minute.
 */
export const topSellers = memoize(60_000, () =>
  db
    .select({
      id: productionHouses.id,
      slug: productionHouses.slug,
      name: productionHouses.name,
      logoUrl: productionHouses.logoUrl,
      sold: editionsSold,
    })
    .from(productionHouses)
    .innerJoin(nfts, eq(nfts.productionHouseId, productionHouses.id))
    .groupBy(productionHouses.id)
    .having(sql`${editionsSold} > 0`)
    .orderBy(desc(editionsSold), asc(productionHouses.sortOrder))
    .limit(TOP_SELLERS)
    .all(),
);

/** The official production-studio partners the console puts on the home page's logo strip, by position. */
const stripStatement = prepared(() =>
  db
    .select({ id: productionHouses.id, name: productionHouses.name, logoUrl: productionHouses.logoUrl })
    .from(productionHouses)
    .where(eq(productionHouses.onHomeStrip, true))
    .orderBy(asc(productionHouses.sortOrder), asc(productionHouses.id))
    .limit(5)
    .prepare(),
);

// Kept until a studio is written (docs/decisions/098-card-reads-kept-until-a-write.md).
export const studioStrip = keptUntilCardsChange(() => stripStatement().all(), { key: () => "" });
