import { and, count, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { nftCards, nftCount, type NftFilter } from "~/models/nfts.server";
import type { StudioActor } from "~/models/studio/access.server";
import { lotteryTickets } from "~/models/studio/lotteries.server";
import { studioNftPage, type StudioNftFilter } from "~/models/studio/nfts.server";
import { studioOrders, type OrderFilter } from "~/models/studio/orders.server";
import { db } from "~db/client.server";
import { withLimitPlannedOnce } from "~db/open";
import { isUnpublishedNft, listingIsActive, listings, nfts, walletIsActive, wallets } from "~db/schema";
import { isKeptReadCheck, planOf, statementsOf } from "./query-plans";

/*
 * Statements are planned once (docs/decisions/099-statements-planned-once.md): a bound LIMIT
 * reaches SQLite as an expression, and the partial indexes' conditions are written as literals.
 */

describe("a bound LIMIT reaches SQLite as an expression", () => {
  it("rewrites the query builder's limits, alone, before an offset and inside a subquery", () => {
    expect(withLimitPlannedOnce(`select "id" from "nfts" limit ?`)).toBe(`select "id" from "nfts" limit ? + 0`);
    expect(withLimitPlannedOnce(`select "id" from "nfts" limit ? offset ?`)).toBe(`select "id" from "nfts" limit ? + 0 offset ?`);
    expect(withLimitPlannedOnce(`select * from (select "id" from "nfts" limit ?) limit ?`)).toBe(
      `select * from (select "id" from "nfts" limit ? + 0) limit ? + 0`,
    );
  });

  it("leaves literal limits, numbered parameters and text already rewritten alone", () => {
    for (const source of [`SELECT 1 LIMIT 1`, `select "id" from "nfts" limit 20`, `select "id" from "nfts" limit ?1`, `select 1 limit ? + 0`]) {
      expect(withLimitPlannedOnce(source)).toBe(source);
    }
  });

  it("is what the database prepares for every query the builder writes with a limit", () => {
    const query = db.select({ id: nfts.id }).from(nfts).orderBy(desc(nfts.id)).limit(2).offset(1);
    expect(query.toSQL().sql).toMatch(/ limit \? offset \?$/);
    expect(db.$client.prepare(query.toSQL().sql).source).toMatch(/ limit \? \+ 0 offset \?$/);
  });

  // The app's own connection, on the seeded catalogue: every id in order, to page through.
  const allIds = () => db.select({ id: nfts.id }).from(nfts).orderBy(nfts.id).all().map((row) => row.id);

  it("returns the same rows: the limit and the offset still apply", () => {
    const ids = allIds();
    const page = (limit: number, offset: number) =>
      db.select({ id: nfts.id }).from(nfts).orderBy(nfts.id).limit(limit).offset(offset).all().map((row) => row.id);
    expect(ids.length).toBeGreaterThan(5);
    expect(page(2, 0)).toEqual(ids.slice(0, 2));
    expect(page(2, 3)).toEqual(ids.slice(3, 5));
    expect(page(10, ids.length - 1)).toEqual(ids.slice(-1));
    expect(page(0, 0)).toEqual([]);
  });

  it("reads each run's bound values, not the first run's", () => {
    const ids = allIds();
    const statement = db.select({ id: nfts.id }).from(nfts).orderBy(nfts.id).limit(sql.placeholder("limit")).offset(sql.placeholder("offset")).prepare();
    expect(statement.all({ limit: 1, offset: 0 }).map((row) => row.id)).toEqual(ids.slice(0, 1));
    expect(statement.all({ limit: 3, offset: 1 }).map((row) => row.id)).toEqual(ids.slice(1, 4));
    expect(statement.all({ limit: 1, offset: 4 }).map((row) => row.id)).toEqual(ids.slice(4, 5));
  });
});

/** A console account: an admin, or a studio account of the house. */
const consoleActor = (productionHouseId: number | null): StudioActor => ({
  id: 1,
  name: "Console",
  email: "console@example.com",
  role: productionHouseId === null ? "admin" : "studio",
  productionHouseId,
  productionHouseName: null,
});

describe("the partial indexes' conditions are literals", () => {
  it("writes an open listing and an active wallet as the indexes do, with no bound value", () => {
    const listingQuery = db.select({ id: listings.id }).from(listings).where(listingIsActive).toSQL();
    expect(listingQuery.sql).toContain(`"listings"."status" = 'active'`);
    expect(listingQuery.params).toEqual([]);
    const walletQuery = db.select({ id: wallets.id }).from(wallets).where(walletIsActive).toSQL();
    expect(walletQuery.sql).toContain(`"wallets"."active" = 1`);
    expect(walletQuery.params).toEqual([]);
  });

  it("finds a token's open sale through its own index, not by walking the listings", () => {
    // The sell page and every transfer the indexer applies ask this; at 100,000 NFTs a walk of the
    // active listings took 3 ms.
    const source = db.select({ id: listings.id }).from(listings).where(and(eq(listings.tokenId, 1), listingIsActive)).orderBy(desc(listings.id)).limit(1).toSQL();
    expect(planOf(source)).toContain("listings_token");
  });

  it("finds an NFT's open auction through the NFT's listings, not by walking every open auction", () => {
    // The item and sell pages ask this; at 100,000 NFTs the walk of the open auctions took milliseconds.
    const source = db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.nftId, 1), eq(listings.onAuction, true), listingIsActive))
      .orderBy(listings.tokenId)
      .limit(1)
      .toSQL();
    expect(planOf(source)).toContain("listings_nft (nft_id=? AND status=? AND on_auction=?)");
  });

  it("uses the partial index for an account's active wallet", () => {
    const source = db.select({ address: wallets.address }).from(wallets).where(and(eq(wallets.userId, 1), walletIsActive)).toSQL();
    expect(planOf(source)).toContain("wallets_one_active");
  });

  it("counts the public catalogue and a film's part of it from the published NFTs' index, never their rows", () => {
    // /collections shows a page count: at 100,000 NFTs reading every row for it took 40 ms a visit.
    const prepare = vi.spyOn(db.$client, "prepare");
    try {
      expect(nftCount({})).toBeGreaterThan(0);
      expect(nftCount({ movie: "kabali" })).toBeGreaterThan(0);
      const counts = prepare.mock.calls.map(([text]) => text).filter((text) => text.startsWith("select count(*)"));
      expect(counts).toHaveLength(2);
      for (const text of counts) {
        expect(text).toContain(`"nfts"."published" = 1`);
        expect(planOf({ sql: text, params: text.includes(`"films"."slug" = ?`) ? [1, "kabali"] : [1] })).toContain("COVERING INDEX nfts_published_by_film");
      }
    } finally {
      prepare.mockRestore();
    }
  });

  it("reads the auctions from their index in id order, and keeps it out of the fixed-price filters", () => {
    // At 100,000 NFTs with eight auctions, "Auction" walked every id for its first page (33 ms) and its count (62 ms).
    const prepare = vi.spyOn(db.$client, "prepare");
    try {
      const filters: NftFilter[] = [{ price: "auction" }, { price: "12" }, { price: "200", rarity: "Rare" }];
      for (const filter of filters) {
        expect(nftCards(filter, { limit: 24 }).length).toBeGreaterThan(0);
        expect(nftCount(filter)).toBeGreaterThan(0);
      }
      const texts = prepare.mock.calls.map(([text]) => text).filter((text) => !isKeptReadCheck(text) && text.includes(`"nfts"."sale_type"`));
      expect(texts).toHaveLength(6);
      const plans = texts.map((text) => ({ text, plan: planOf({ sql: text, params: (text.match(/\?/g) ?? []).map(() => 1) }) }));
      for (const { text, plan } of plans) {
        if (text.includes("'auction'")) {
          expect(plan).toContain("nfts_by_sale_type (sale_type=?)");
          expect(plan).not.toContain("TEMP B-TREE");
        } else {
          expect(plan).not.toContain("nfts_by_sale_type");
          expect(plan).not.toContain("TEMP B-TREE");
        }
      }
      expect(plans.filter(({ text }) => text.includes("'auction'"))).toHaveLength(2);
    } finally {
      prepare.mockRestore();
    }
  });

  it("reads each page and count of the console's NFT list from an index, never every NFT row", () => {
    // At 100,000 NFTs, walking the ids to find the few unpublished ones took 30 ms, and counting a
    // house's published NFTs from their rows 17 ms.
    const plansOf = (productionHouseId: number | null, filter: StudioNftFilter) => statementsOf(() => studioNftPage(consoleActor(productionHouseId), filter, 1));
    const [everyUnpublished, everyUnpublishedCount] = plansOf(null, { status: "unpublished" });
    expect(everyUnpublished.plan).toMatch(/^SCAN nfts USING INDEX nfts_unpublished_by_house /);
    expect(everyUnpublishedCount.plan).toContain("COVERING INDEX nfts_unpublished_by_house");
    const [houseUnpublished, houseUnpublishedCount] = plansOf(1, { status: "unpublished" });
    expect(houseUnpublished.plan).toContain("nfts_unpublished_by_house (production_house_id=?)");
    expect(houseUnpublished.plan).not.toContain("TEMP B-TREE");
    expect(houseUnpublishedCount.plan).toContain("COVERING INDEX nfts_unpublished_by_house");
    const [house, houseCount] = plansOf(1, {});
    expect(house.plan).toContain("nfts_production_house (production_house_id=?)");
    expect(house.plan).not.toContain("TEMP B-TREE");
    expect(houseCount.plan).toContain("COVERING INDEX nfts_production_house");
    const published = plansOf(1, { status: "published" });
    expect(published).toHaveLength(3);
    for (const count of published.slice(1)) expect(count.plan).toMatch(/COVERING INDEX nfts_(production_house|unpublished_by_house)/);
  });

  it("reads a page of a lottery's ticket orders and their count from the lottery's index, with no sort", () => {
    const [page, total] = statementsOf(() => lotteryTickets(1, 3)).map((statement) => statement.plan);
    expect(page).toContain("lottery_entries_lottery (lottery_id=?)");
    expect(page).not.toContain("TEMP B-TREE");
    expect(total).toContain("COVERING INDEX lottery_entries_lottery (lottery_id=?)");
  });

  it("reads a page of the console's orders and their count from an index of orders alone", () => {
    // With 200,000 orders, a studio's page drove from its NFTs and sorted every order of them
    // (265 ms), and each count joined every order to its NFT (48 ms, 246 ms with a status).
    const plansOf = (productionHouseId: number | null, filter: OrderFilter) => {
      const [page, total] = statementsOf(() => studioOrders(consoleActor(productionHouseId), filter, 2));
      return { page: page.plan, total: total.plan, counted: total.text };
    };
    const house = plansOf(1, {});
    expect(house.page).toMatch(/^SEARCH orders USING INDEX orders_by_house \(production_house_id=\?\)/);
    expect(house.page).not.toContain("TEMP B-TREE FOR ORDER BY");
    expect(house.total).toBe("SEARCH orders USING COVERING INDEX orders_by_house (production_house_id=?)");
    const houseDay = plansOf(1, { from: 1, to: 2 });
    expect(houseDay.page).toContain("orders_by_house (production_house_id=? AND created_at>? AND created_at<?)");
    expect(houseDay.total).toContain("COVERING INDEX orders_by_house (production_house_id=? AND created_at>? AND created_at<?)");
    expect(plansOf(1, { status: "failed" }).total).toContain("COVERING INDEX orders_by_house_status (production_house_id=? AND status=?)");
    const every = plansOf(null, {});
    expect(every.page).toMatch(/^SCAN orders USING INDEX orders_created/);
    expect(every.total).toMatch(/^SCAN orders USING COVERING INDEX/);
    expect(every.counted).not.toContain("join");
    expect(plansOf(null, { status: "failed" }).total).toMatch(/^SEARCH orders USING COVERING INDEX orders_(status|mint_due) \(status=\?\)$/);
  });

  it("counts a studio's unpublished NFTs from their own index", () => {
    const source = db.select({ n: count() }).from(nfts).where(and(eq(nfts.productionHouseId, 1), isUnpublishedNft(nfts.published))).toSQL();
    expect(source.sql).toContain(`"nfts"."published" = 0`);
    expect(planOf(source)).toContain("nfts_unpublished_by_house");
  });
});
