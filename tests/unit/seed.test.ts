import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../db/open";
import { keccak256 } from "ethers";
import { blogPosts, films, listings, lotteries, lotterySecrets, nfts } from "../../db/schema";
import { isEmpty, seedDatabase, type SeedSummary } from "../../db/seed";

const NOW = Date.UTC(2026, 10, 1);
const tempDir = mkdtempSync(path.join(tmpdir(), "diginoor-seed-"));
const opened: Db[] = [];

function freshDatabase(name: string): Db {
  const db = openDatabase(path.join(tempDir, `${name}.sqlite`));
  opened.push(db);
  return db;
}

afterAll(() => {
  for (const db of opened) db.$client.close();
  rmSync(tempDir, { recursive: true, force: true });
});

describe("the base catalogue", () => {
  let db: Db;
  let summary: SeedSummary;
  beforeAll(() => {
    db = freshDatabase("base");
    summary = seedDatabase(db, { now: NOW });
  });

  it("fills an empty database", () => {
    expect(isEmpty(db)).toBe(false);
    expect(summary.nfts).toBeGreaterThanOrEqual(36);
    expect(db.select({ n: count() }).from(nfts).get()?.n).toBe(summary.nfts);
    expect(summary.films).toBe(5);
    expect(summary.lotteries).toBe(3);
  });

  it("opens each lottery with no tickets and the commitment of a kept secret, so it can be drawn verifiably", () => {
    const seeded = db.select({ lottery: lotteries, secret: lotterySecrets.secret }).from(lotteries).leftJoin(lotterySecrets, eq(lotterySecrets.lotteryId, lotteries.id)).all();
    expect(seeded).toHaveLength(3);
    for (const { lottery, secret } of seeded) {
      expect(lottery).toMatchObject({ status: "open", totalTickets: 0, totalPlayers: 0 });
      expect(secret).toMatch(/^0x[0-9a-f]{64}$/);
      expect(lottery.commitment).toBe(keccak256(secret!));
    }
  });

  it("gives each live film NFTs of all four rarities", () => {
    const live = db.select().from(films).where(eq(films.status, "live")).all();
    expect(live.map((f) => f.slug).sort()).toEqual(["chandramukhi", "kabali", "sivaji"]);
    for (const film of live) {
      const rarities = db.selectDistinct({ rarity: nfts.rarity }).from(nfts).where(eq(nfts.filmId, film.id)).all();
      expect(rarities.map((r) => r.rarity).sort(), film.name).toEqual(["Common", "Legendary", "Rare", "Ultimate"]);
    }
  });

  it("has the guides the home page links, and the newest post is featured", () => {
    const posts = db.select().from(blogPosts).orderBy(desc(blogPosts.publishedAt)).all();
    expect(posts.map((p) => p.slug)).toEqual(expect.arrayContaining(["what-is-an-nft", "a-beginners-guide-to-diginoor"]));
    expect(posts[0].featured).toBe(true);
    expect(posts.every((p) => p.authorName === "admin")).toBe(true);
  });

  it("puts every auction NFT on exactly one active auction", () => {
    const auctionNfts = db.select().from(nfts).where(eq(nfts.saleType, "auction")).all();
    expect(auctionNfts.length).toBeGreaterThan(0);
    for (const nft of auctionNfts) {
      const auctions = db
        .select()
        .from(listings)
        .where(and(eq(listings.nftId, nft.id), eq(listings.onAuction, true), eq(listings.status, "active")))
        .all();
      expect(auctions, nft.title).toHaveLength(1);
      expect(auctions[0].endsAt!.getTime()).toBeGreaterThan(NOW);
    }
  });

  it("lists each token at most once", () => {
    const tokenIds = db.select({ tokenId: listings.tokenId }).from(listings).all().map((l) => l.tokenId);
    expect(new Set(tokenIds).size).toBe(tokenIds.length);
  });

  it("refuses to seed twice", () => {
    expect(() => seedDatabase(db, { now: NOW })).toThrow(/already has NFTs/);
    expect(db.select({ n: count() }).from(nfts).get()?.n).toBe(summary.nfts);
  });
});

describe("a scaled catalogue", () => {
  it("holds exactly the requested number of NFTs, with about a quarter resold and one in twenty auctioned", () => {
    const db = freshDatabase("scaled");
    const summary = seedDatabase(db, { scale: 10_000, now: NOW });
    expect(summary.nfts).toBe(10_000);
    expect(db.select({ n: count() }).from(nfts).get()?.n).toBe(10_000);

    const generated = 10_000 - 40;
    const fixedListings = summary.listings - summary.auctions;
    expect(fixedListings / generated).toBeGreaterThan(0.2);
    expect(fixedListings / generated).toBeLessThan(0.3);
    expect(summary.auctions / generated).toBeGreaterThan(0.03);
    expect(summary.auctions / generated).toBeLessThan(0.07);

    const tokenIds = db.select({ tokenId: listings.tokenId }).from(listings).all().map((l) => l.tokenId);
    expect(new Set(tokenIds).size).toBe(summary.listings);
  });
});
