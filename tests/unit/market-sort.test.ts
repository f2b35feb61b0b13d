import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { filmActivity, filmStats, liveFilmStats } from "~/models/collection-stats.server";
import { MARKET_PAGE_SIZE, marketListings, type MarketSort } from "~/models/listings.server";
import { loader as marketLoader } from "~/routes/market";
import { db } from "~db/client.server";
import { films, listings } from "~db/schema";
import { statementsOf } from "./query-plans";
import { visit } from "./support";

/** The plans of the statements `read` prepares whose text has `mark`. */
const plansOf = (read: () => unknown, mark: string) => statementsOf(read).filter(({ text }) => text.includes(mark)).map(({ plan }) => plan);

const wei = (text: string) => BigInt(text);

/** Every active listing in the given order, across all pages. */
function allPages(sort: MarketSort) {
  const first = marketListings({}, 1, sort);
  const items = [...first.items];
  for (let page = 2; (page - 1) * MARKET_PAGE_SIZE < first.total; page++) items.push(...marketListings({}, page, sort).items);
  return { items, total: first.total };
}

describe("market sorting reads indexes, not every listing", () => {
  // Planned first, so that this file's first calls prepare the statements.
  it("walks listings_active_by_price for both price orders and listings_auctions_ending for ending soon", () => {
    for (const sort of ["price_asc", "price_desc"] as const) {
      const [page] = plansOf(() => marketListings({}, 1, sort), "order by");
      expect(page).toContain("listings_active_by_price");
      expect(page).not.toContain("TEMP B-TREE");
    }
    const [ending] = plansOf(() => marketListings({}, 1, "ending"), "order by");
    expect(ending).toContain("listings_auctions_ending");
    expect(ending).not.toContain("TEMP B-TREE");
  });

  it("answers collection stats and a film's days from indexes", () => {
    const [kabali] = db.select({ id: films.id }).from(films).where(eq(films.slug, "kabali")).all();
    const [stats] = plansOf(() => filmStats(kabali.id), "wei_sum");
    expect(stats).toContain("listings_active_film_floor");
    expect(stats).toContain("tokens_nft");
    expect(stats).not.toMatch(/SCAN (listings|sales|tokens|nfts)\b/);
    const [all] = plansOf(() => liveFilmStats(), "wei_sum");
    expect(all).not.toMatch(/SCAN (listings|sales|tokens|nfts)\b/);
    const [days] = plansOf(() => filmActivity(kabali.id), "wei_sum");
    expect(days).toContain("listings_film_price_history");
    expect(days).not.toMatch(/SCAN (listings|sales|tokens|nfts)\b/);
  });
});

describe("market sorting", () => {
  it("lists by price, low to high and high to low, fixed prices and reserves alike", () => {
    const active = db.select({ n: count() }).from(listings).where(eq(listings.status, "active")).get()!.n;
    const up = allPages("price_asc");
    expect(up.total).toBe(active);
    expect(up.items).toHaveLength(active);
    const prices = up.items.map((item) => wei(item.priceWei));
    expect(prices).toEqual([...prices].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const down = allPages("price_desc").items.map((item) => wei(item.priceWei));
    expect(down).toEqual([...prices].reverse());
  });

  it("lists the newest listing first by default and when asked", () => {
    const recent = marketListings({}, 1, "recent").items.map((item) => item.listingId);
    expect(marketListings({}, 1).items.map((item) => item.listingId)).toEqual(recent);
    const newest = db.select({ id: listings.id }).from(listings).where(eq(listings.status, "active")).all().map((row) => row.id).sort((a, b) => b - a);
    expect(recent[0]).toBe(newest[0]);
  });

  it("lists only auctions by their end, soonest first, for ending soon", () => {
    const { items, total } = allPages("ending");
    expect(total).toBeGreaterThan(0);
    expect(items.every((item) => item.onAuction)).toBe(true);
    const ends = items.map((item) => item.endsAt!);
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    // Filters still apply.
    const rare = marketListings({ rarity: "Rare" }, 1, "ending").items;
    expect(rare.every((item) => item.onAuction && item.rarity === "Rare")).toBe(true);
  });
});

describe("the /market sort in the query string", () => {
  it("is read from ?sort= and kept in the page's links", async () => {
    const response = await visit(marketLoader, "/market?sort=price_desc&rarity=Rare");
    expect(response.status).toBe(200);
    const data = await response.json();
    expect(data.sort).toBe("price_desc");
    expect(data.someIgnored).toBe(false);
    expect(data.items.map((item: { listingId: number }) => item.listingId)).toEqual(
      marketListings({ rarity: "Rare" }, 1, "price_desc").items.map((item) => item.listingId),
    );
  });

  it("ignores an order it does not know, with the ignored-filters notice, and lists newest first", async () => {
    for (const bad of ["cheapest", "price_asc%00", "PRICE_ASC", "x".repeat(600)]) {
      const response = await visit(marketLoader, `/market?sort=${bad}`);
      expect(response.status).toBe(200);
      const data = await response.json();
      expect(data.sort).toBe("recent");
      expect(data.someIgnored).toBe(true);
    }
  });

  it("ignores ending soon among fixed prices up to a bound, which has no auctions", async () => {
    const data = await (await visit(marketLoader, "/market?sort=ending&price=10")).json();
    expect(data.sort).toBe("recent");
    expect(data.someIgnored).toBe(true);
    expect(data.filter.price).toBe("10");
  });
});
