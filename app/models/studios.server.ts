import { asc, desc, eq, gt } from "drizzle-orm";
import { keptUntilCardsChange } from "~/lib/memo.server";
import { db, prepared } from "~db/client.server";
import { houseEditionsSold, productionHouses } from "~db/schema";

const TOP_SELLERS = 5;

const topSellersStatement = prepared(() =>
  db
    .select({
      id: productionHouses.id,
      slug: productionHouses.slug,
      name: productionHouses.name,
      logoUrl: productionHouses.logoUrl,
      sold: houseEditionsSold.sold,
    })
    .from(houseEditionsSold)
    .innerJoin(productionHouses, eq(productionHouses.id, houseEditionsSold.productionHouseId))
    .where(gt(houseEditionsSold.sold, 0))
    .orderBy(desc(houseEditionsSold.sold), asc(productionHouses.sortOrder))
    .limit(TOP_SELLERS)
    .prepare(),
);

/**
 * Production houses ranked by editions sold at a fixed price, best first; houses with no sale yet
 * are left out. An auction token is not counted: it stays with the operator until its auction
 * settles, so counting it would report a sale that has not happened. The totals are kept by
 * triggers, one row per house (docs/decisions/121-editions-sold-kept-by-triggers.md); the board is
 * kept until a write to an NFT or a studio, like the cards.
 */
export const topSellers = keptUntilCardsChange(() => topSellersStatement().all(), { key: () => "" });

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
