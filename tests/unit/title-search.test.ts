import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { marketListings } from "~/models/listings.server";
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
