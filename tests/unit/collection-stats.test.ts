import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { amountInCoin } from "~/lib/coin.server";
import { ACTIVITY_DAYS, DAY_MS, dayStart, filmActivity, filmStats, liveFilmStats } from "~/models/collection-stats.server";
import { priceHistory } from "~/models/sales.server";
import { db } from "~db/client.server";
import { bids, films, listings, nfts, sales, tokens } from "~db/schema";
import { loader as filmLoader } from "~/routes/$film";
import { betweenRequests, visit } from "./support";

const ALICE = "0x1000000000000000000000000000000000000001";
const BOB = "0x2000000000000000000000000000000000000002";
const CAROL = "0x3000000000000000000000000000000000000003";
const MARKET = "0x4000000000000000000000000000000000000004";
const ETH = 10n ** 18n;
const HOUR = 3_600_000;

let filmId: number;
let nftIds: number[];
let nextToken = 700_000;
let nextLog = 0;

/** A live film of its own with two designs, so that its numbers are only this file's. */
function makeFilm(slug: string): { filmId: number; nftIds: number[] } {
  const seeded = db.select().from(nfts).get()!;
  const house = seeded.productionHouseId;
  const film = db
    .insert(films)
    .values({ slug, name: `Stats ${slug}`, tagline: "t", blurb: "b", year: 2024, status: "live", posterUrl: "/p.jpg", bannerUrl: "/b.jpg", productionHouseId: house, published: true })
    .returning({ id: films.id })
    .get();
  const { title, description, about, celebrity, rarity, category, priceCents, mediaUrl, thumbUrl, exclusive } = seeded;
  const rest = { title, description, about, celebrity, rarity, category, priceCents, mediaUrl, thumbUrl, exclusive, productionHouseId: house, filmId: film.id };
  const ids = [1, 2].map(
    (n) =>
      db
        .insert(nfts)
        .values({ ...rest, serial: `STATS-${slug}-${n}`, saleType: "fixed", quantity: 10, available: 5, published: true })
        .returning({ id: nfts.id })
        .get().id,
  );
  return { filmId: film.id, nftIds: ids };
}

function mint(nftId: number, owner: string): number {
  const tokenId = nextToken++;
  db.insert(tokens).values({ tokenId, nftId, ownerAddress: owner, mintTxHash: `0xmint${tokenId}`, updatedBlock: 1 }).run();
  return tokenId;
}

function sell(nftId: number, tokenId: number, priceWei: bigint, at: number): void {
  const logIndex = nextLog++;
  db.insert(sales)
    .values({ nftId, tokenId, kind: "resale", sellerAddress: ALICE, buyerAddress: BOB, priceWei, royaltyWei: 0n, txHash: `0xsale${logIndex}`, logIndex, createdAt: new Date(at) })
    .run();
}

function list(nftId: number, tokenId: number, priceWei: bigint, options: { onAuction?: boolean; seller?: string; at?: number } = {}): number {
  return db
    .insert(listings)
    .values({
      nftId,
      tokenId,
      onAuction: options.onAuction ?? false,
      sellerAddress: options.seller ?? ALICE,
      priceWei,
      endsAt: options.onAuction ? new Date(Date.now() + DAY_MS) : null,
      createdAt: new Date(options.at ?? Date.now()),
    })
    .returning({ id: listings.id })
    .get().id;
}

beforeAll(() => {
  ({ filmId, nftIds } = makeFilm("stats-film"));
  const [first, second] = nftIds;
  const now = Date.now();
  // Five tokens: Alice holds two, Bob one, Carol one (in an auction's escrow), one burned.
  const a1 = mint(first, ALICE);
  const a2 = mint(second, ALICE);
  const b1 = mint(first, BOB);
  const c1 = mint(second, MARKET);
  mint(first, "0x0000000000000000000000000000000000000000");
  list(first, a1, 3n * ETH);
  list(second, a2, ETH / 2n);
  list(second, c1, ETH / 10n, { onAuction: true, seller: CAROL });
  // Two sales within the last day, one 25 hours ago, one much older: 10 ETH each, beyond 64 bits together.
  sell(first, b1, 10n * ETH, now - HOUR);
  sell(first, a1, 10n * ETH, now - 2 * HOUR);
  sell(second, a2, 10n * ETH, now - 25 * HOUR);
  sell(second, c1, 1n, now - 20 * DAY_MS);
});

describe("collection stats", () => {
  it("give the floor, the 24-hour and all-time volume, the owners and the share listed", () => {
    expect(filmStats(filmId)).toEqual({
      filmId,
      // The auction's lower reserve is not a price anyone can pay now.
      floor: amountInCoin(ETH / 2n),
      // The sale 25 hours ago is outside the last day.
      volume24h: amountInCoin(20n * ETH),
      volumeAllTime: amountInCoin(30n * ETH + 1n),
      // Alice, Bob, and Carol for the token her auction holds; the burned token has no owner.
      owners: 3,
      supply: 4,
      listed: 3,
      listedShare: "75%",
    });
  });

  it("show nothing for sale and no volume for a film without trades", () => {
    const empty = makeFilm("stats-empty");
    expect(filmStats(empty.filmId)).toMatchObject({ floor: null, volume24h: amountInCoin(0n), volumeAllTime: amountInCoin(0n), owners: 0, supply: 0, listedShare: "0%" });
  });

  it("answer every live film in one statement, the same numbers as a film's own", () => {
    const all = liveFilmStats();
    expect(all.find((stats) => stats.filmId === filmId)).toEqual(filmStats(filmId));
    const live = db.select({ id: films.id }).from(films).where(eq(films.status, "live")).all();
    expect(all.map((stats) => stats.filmId).sort()).toEqual(live.map((film) => film.id).sort());
  });

  it("follow the indexer's writes: a new sale and a cheaper listing show at once", async () => {
    const before = filmStats(filmId)!;
    const token = mint(nftIds[0], CAROL);
    await betweenRequests();
    expect(filmStats(filmId)!.owners).toBe(before.owners);
    // A sale alone (the indexer's Sold event): its trigger bumps the generation the stats are kept under.
    sell(nftIds[0], token, ETH, Date.now());
    await betweenRequests();
    expect(filmStats(filmId)!.volume24h).toBe(amountInCoin(21n * ETH));
    list(nftIds[0], token, ETH / 4n, { seller: CAROL });
    await betweenRequests();
    expect(filmStats(filmId)!.floor).toBe(amountInCoin(ETH / 4n));
    // Put back for the next tests.
    db.delete(listings).where(eq(listings.tokenId, token)).run();
    db.delete(sales).where(eq(sales.tokenId, token)).run();
    db.delete(tokens).where(eq(tokens.tokenId, token)).run();
  });
});

describe("a film's daily activity", () => {
  it("lists the last 30 UTC days with each day's floor and volume", () => {
    const days = filmActivity(filmId);
    expect(days).toHaveLength(ACTIVITY_DAYS);
    const today = dayStart(Date.now());
    expect(days.at(-1)!.day).toBe(today);
    expect(days[0].day).toBe(today - (ACTIVITY_DAYS - 1) * DAY_MS);
    const total = days.reduce((sum, day) => sum + BigInt(day.volumeWei), 0n);
    expect(total).toBe(30n * ETH + 1n);
    expect(days.reduce((sum, day) => sum + day.sales, 0)).toBe(4);
    // Every listing opened today: today's floor is the cheapest fixed price, earlier days had none.
    expect(days.at(-1)!.floorWei).toBe(String(ETH / 2n));
    expect(days.at(-1)!.floor).toBe(amountInCoin(ETH / 2n));
    expect(days[0].floorWei).toBeNull();
  });

  it("keeps a closed listing in the floor of the days it was open, and not after", async () => {
    const token = mint(nftIds[1], BOB);
    const id = list(nftIds[1], token, ETH / 100n, { seller: BOB, at: Date.now() - 3 * DAY_MS });
    db.update(listings).set({ status: "cancelled" }).where(eq(listings.id, id)).run();
    // Cancelled two days ago, as if the indexer had applied it then.
    db.update(listings).set({ closedAt: new Date(dayStart(Date.now()) - 2 * DAY_MS + HOUR) }).where(eq(listings.id, id)).run();
    await betweenRequests();
    const floors = filmActivity(filmId).slice(-4).map((day) => day.floorWei);
    expect(floors).toEqual([String(ETH / 100n), String(ETH / 100n), null, String(ETH / 2n)]);
    db.delete(listings).where(eq(listings.id, id)).run();
    db.delete(tokens).where(eq(tokens.tokenId, token)).run();
  });

  it("records when a listing closes, and clears it if the listing opens again", () => {
    const token = mint(nftIds[1], BOB);
    const id = list(nftIds[1], token, ETH, { seller: BOB });
    const closedAt = () => db.select({ closedAt: listings.closedAt }).from(listings).where(eq(listings.id, id)).get()!.closedAt;
    expect(closedAt()).toBeNull();
    db.update(listings).set({ status: "sold" }).where(eq(listings.id, id)).run();
    expect(Math.abs(closedAt()!.getTime() - Date.now())).toBeLessThan(5_000);
    db.update(listings).set({ status: "active" }).where(eq(listings.id, id)).run();
    expect(closedAt()).toBeNull();
    db.delete(listings).where(eq(listings.id, id)).run();
    db.delete(tokens).where(eq(tokens.tokenId, token)).run();
  });
});

describe("the film page", () => {
  it("sends its stats and daily activity with the collection", async () => {
    const response = await visit(filmLoader, "/stats-film", { params: { film: "stats-film" } });
    const data = await response.json();
    expect(data.stats).toEqual(filmStats(filmId));
    expect(data.activity).toEqual(filmActivity(filmId));
  });
});

describe("an item's price history", () => {
  it("lists its sales and bids together, oldest first, with amounts in the coin", () => {
    const [first] = nftIds;
    const listing = list(first, mint(first, ALICE), ETH, { onAuction: true });
    const at = Date.now() - 30 * 60_000;
    db.insert(bids).values({ listingId: listing, nftId: first, bidderAddress: CAROL, amountWei: 2n * ETH, txHash: "0xbid1", logIndex: 0, createdAt: new Date(at) }).run();
    const points = priceHistory(first);
    expect(points.map((point) => [point.kind, point.amountWei])).toEqual([
      ["sale", String(10n * ETH)],
      ["sale", String(10n * ETH)],
      ["bid", String(2n * ETH)],
    ]);
    expect(points[2]).toMatchObject({ at, amount: amountInCoin(2n * ETH) });
    expect(priceHistory(nftIds[1]).map((point) => point.kind)).toEqual(["sale", "sale"]);
  });
});
