import { desc, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MARKET_PAGE_SIZE, marketListings } from "~/models/listings.server";
import { nftCards, nftCount } from "~/models/nfts.server";
import { db } from "~db/client.server";
import { listings, nfts } from "~db/schema";

const SELLER = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

/** What the search answered before the index: every public title containing `q`, any case, by LIKE. */
function titlesContaining(q: string): string[] {
  const lower = q.toLowerCase();
  return nftCards({}, { limit: 1_000_000 })
    .map((card) => card.title)
    .filter((title) => title.toLowerCase().includes(lower));
}

function insertNft(title: string): number {
  const template = db.select().from(nfts).where(eq(nfts.id, 1)).get()!;
  const [row] = db
    .insert(nfts)
    .values({ ...template, id: undefined, serial: `SEARCH-${Math.random()}`, title, createdAt: undefined })
    .returning({ id: nfts.id })
    .all();
  return row.id;
}

/** What a short query finds: titles with a word starting with `q`, any case, accents folded. */
function titlesWithWordStarting(q: string): string[] {
  const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  return nftCards({}, { limit: 1_000_000 })
    .map((card) => card.title)
    .filter((title) => fold(title).split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(fold(q))));
}

const searchIds = (q: string) => nftCards({ q }, { limit: 1000 }).map((card) => card.id);

const planOf = (query: string, value: string) =>
  (db.$client.prepare(`EXPLAIN QUERY PLAN ${query}`).all(value) as { detail: string }[]).map((step) => step.detail).join("\n");

describe("title search through the trigram and word indexes", () => {
  it("answers every query of three characters or more exactly as a case-insensitive substring match over the titles", () => {
    const words = [...new Set(nftCards({}, { limit: 1_000_000 }).flatMap((card) => card.title.split(/\s+/)))].filter((w) => [...w].length >= 3);
    const queries = [...words.slice(0, 40), ...words.slice(0, 10).map((w) => w.toUpperCase()), "Flip", "ss ", "zzqx"];
    for (const q of queries) {
      expect(nftCards({ q }, { limit: 1_000_000 }).map((card) => card.title), q).toEqual(titlesContaining(q));
      expect(nftCount({ q }), q).toBe(titlesContaining(q).length);
    }
  });

  it("answers one or two characters as the start of a word in the title, any case", () => {
    const starts = [...new Set(nftCards({}, { limit: 1_000_000 }).flatMap((card) => card.title.split(/\s+/).map((w) => w.slice(0, 2))))];
    const queries = [...starts.slice(0, 20), ...starts.slice(0, 5).map((s) => s.toUpperCase()), "a", "T", "zq"];
    for (const q of queries) {
      expect(nftCards({ q }, { limit: 1_000_000 }).map((card) => card.title), q).toEqual(titlesWithWordStarting(q));
      expect(nftCount({ q }), q).toBe(titlesWithWordStarting(q).length);
    }
    expect(titlesWithWordStarting("zq")).toEqual([]);
    expect(nftCards({ q: "%" }, { limit: 10 })).toEqual([]);
    expect(nftCards({ q: '"' }, { limit: 10 })).toEqual([]);
  });

  it("reads an index for every query, long or short, never the titles", () => {
    expect(planOf("SELECT id FROM nfts WHERE id IN (SELECT rowid FROM nft_title_search WHERE nft_title_search MATCH ?)", '"sun"')).toMatch(
      /VIRTUAL TABLE INDEX/,
    );
    expect(planOf("SELECT id FROM nfts WHERE id IN (SELECT rowid FROM nft_title_words WHERE nft_title_words MATCH ?)", '"s"*')).toMatch(
      /VIRTUAL TABLE INDEX/,
    );
  });

  it("follows a new title, a renamed title and a deleted NFT at once", () => {
    const id = insertNft("Quokka Moonwalk Premiere");
    expect(searchIds("quokka moon")).toEqual([id]);

    db.update(nfts).set({ title: "Wombat Sunrise Premiere" }).where(eq(nfts.id, id)).run();
    expect(searchIds("quokka")).toEqual([]);
    expect(searchIds("WOMBAT sun")).toEqual([id]);
    expect(searchIds("wo")).toContain(id);
    expect(searchIds("qu")).not.toContain(id);

    const [listing] = db
      .insert(listings)
      .values({ nftId: id, tokenId: 95_000, onAuction: false, sellerAddress: SELLER, priceWei: 10n ** 15n })
      .returning({ id: listings.id })
      .all();
    expect(marketListings({ q: "wombat" }, 1).items.map((item) => item.listingId)).toEqual([listing.id]);

    db.delete(listings).where(eq(listings.id, listing.id)).run();
    db.delete(nfts).where(eq(nfts.id, id)).run();
    expect(searchIds("wombat")).toEqual([]);
    expect(searchIds("wo")).not.toContain(id);
    expect(db.$client.prepare("SELECT count(*) AS n FROM nft_title_search WHERE nft_title_search MATCH ?").get('"wombat"')).toEqual({ n: 0 });
  });

  it("keeps the index identical to the titles after many writes (integrity check)", () => {
    for (const title of ["Alpha \"Quoted\" One", "Beta 100% Two", "Gamma_Three"]) insertNft(title);
    db.update(nfts).set({ title: "Alpha Renamed" }).where(like(nfts.title, "Alpha%")).run();
    for (const index of ["nft_title_search", "nft_title_words"]) {
      expect(() => db.$client.exec(`INSERT INTO ${index}(${index}, rank) VALUES ('integrity-check', 1)`)).not.toThrow();
    }
    expect(searchIds('"Quoted"')).toEqual([]);
    expect(searchIds("100% Two")).toHaveLength(1);
    expect(searchIds("a_T")).toHaveLength(1);
  });
});

/** The market's answer by hand: active listings whose NFT title passes `matches`, newest first. */
function activeListingsWhere(matches: (title: string) => boolean): number[] {
  return db
    .select({ id: listings.id, title: nfts.title })
    .from(listings)
    .innerJoin(nfts, eq(nfts.id, listings.nftId))
    .where(eq(listings.status, "active"))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .all()
    .filter((row) => matches(row.title))
    .map((row) => row.id);
}

const hasSubstring = (q: string) => (title: string) => title.toLowerCase().includes(q.toLowerCase());
const hasWordStarting = (q: string) => (title: string) =>
  title
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .some((word) => word.startsWith(q.toLowerCase()));
const activeCount = () => (db.$client.prepare("SELECT count(*) AS n FROM listings WHERE status = 'active'").get() as { n: number }).n;
const marketIds = (q?: string) => marketListings(q === undefined ? {} : { q }, 1).items.map((item) => item.listingId);

describe("the market's search and total, from the index of active listings", () => {
  it("finds the same listings, and counts the same total, as matching every active listing's title", () => {
    const titles = db.select({ title: nfts.title }).from(listings).innerJoin(nfts, eq(nfts.id, listings.nftId)).all();
    const words = [...new Set(titles.flatMap((row) => row.title.split(/\s+/)))];
    const long = [...words.filter((w) => [...w].length >= 3).slice(0, 15), "zzqx"];
    const short = [...new Set(words.map((w) => w.slice(0, 2)))].slice(0, 10);
    for (const [queries, matches] of [
      [long, hasSubstring],
      [short, hasWordStarting],
    ] as const) {
      for (const q of queries) {
        const expected = activeListingsWhere(matches(q));
        expect(marketListings({ q }, 1).total, q).toBe(expected.length);
        expect(marketIds(q), q).toEqual(expected.slice(0, MARKET_PAGE_SIZE));
      }
    }
    expect(marketListings({}, 1).total).toBe(activeCount());
  });

  it("counts a search combined with another filter as matching the listings by hand", () => {
    const rarityOf = new Map(db.select({ id: nfts.id, rarity: nfts.rarity }).from(nfts).all().map((row) => [row.id, row.rarity]));
    let found = 0;
    for (const rarity of ["Rare", "Ultimate", "Legendary"] as const) {
      for (const q of ["the", "an", "zzqx"]) {
        const matches = q.length >= 3 ? hasSubstring(q) : hasWordStarting(q);
        const expected = activeListingsWhere(matches).filter((id) => {
          const listing = db.select({ nftId: listings.nftId }).from(listings).where(eq(listings.id, id)).get();
          return listing !== undefined && rarityOf.get(listing.nftId) === rarity;
        });
        expect(marketListings({ q, rarity }, 1).total, `${q} ${rarity}`).toBe(expected.length);
        found += expected.length;
      }
    }
    expect(found).toBeGreaterThan(0);
  });

  it("follows a listing as it is listed, sold, listed again, renamed and removed", () => {
    const before = marketListings({}, 1).total;
    const id = insertNft("Pangolin Matinee Encore");
    const [listing] = db
      .insert(listings)
      .values({ nftId: id, tokenId: 96_000, onAuction: false, sellerAddress: SELLER, priceWei: 10n ** 15n })
      .returning({ id: listings.id })
      .all();
    expect(marketIds("pangolin")).toEqual([listing.id]);
    expect(marketIds("pa")).toContain(listing.id);
    expect(marketListings({}, 1).total).toBe(before + 1);

    db.update(listings).set({ status: "sold" }).where(eq(listings.id, listing.id)).run();
    expect(marketIds("pangolin")).toEqual([]);
    expect(marketListings({ q: "pangolin" }, 1).total).toBe(0);
    expect(marketListings({}, 1).total).toBe(before);

    db.update(listings).set({ status: "active" }).where(eq(listings.id, listing.id)).run();
    db.update(nfts).set({ title: "Armadillo Matinee Encore" }).where(eq(nfts.id, id)).run();
    expect(marketIds("pangolin")).toEqual([]);
    expect(marketIds("armadillo")).toEqual([listing.id]);
    expect(marketIds("ar")).toContain(listing.id);
    expect(marketIds("pa")).not.toContain(listing.id);
    expect(marketListings({}, 1).total).toBe(before + 1);

    db.delete(listings).where(eq(listings.id, listing.id)).run();
    expect(marketIds("armadillo")).toEqual([]);
    expect(marketListings({}, 1).total).toBe(before);
    expect(marketListings({}, 1).total).toBe(activeCount());
    for (const index of ["listing_title_search", "listing_title_words"]) {
      expect(() => db.$client.exec(`INSERT INTO ${index}(${index}, rank) VALUES ('integrity-check', 1)`)).not.toThrow();
    }
  });
});
