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

const searchIds = (q: string) => nftCards({ q }, { limit: 1000 }).map((card) => card.id);

describe("title search through the trigram index", () => {
  it("answers every query exactly as a case-insensitive substring match over the titles", () => {
    const words = [...new Set(nftCards({}, { limit: 1_000_000 }).flatMap((card) => card.title.split(/\s+/)))];
    const queries = [...words.slice(0, 40), ...words.slice(0, 10).map((w) => w.toUpperCase()), "a", "an", "Flip", "ss", "zzqx"];
    for (const q of queries) {
      expect(nftCards({ q }, { limit: 1_000_000 }).map((card) => card.title), q).toEqual(titlesContaining(q));
      expect(nftCount({ q }), q).toBe(titlesContaining(q).length);
    }
  });

  it("uses the index for three characters or more, without reading the titles", () => {
    const plan = db.$client
      .prepare("EXPLAIN QUERY PLAN SELECT id FROM nfts WHERE id IN (SELECT rowid FROM nft_title_search WHERE nft_title_search MATCH ?)")
      .all('"sun"') as { detail: string }[];
    expect(plan.map((step) => step.detail).join("\n")).toMatch(/VIRTUAL TABLE INDEX/);
  });

  it("follows a new title, a renamed title and a deleted NFT at once", () => {
    const id = insertNft("Quokka Moonwalk Premiere");
    expect(searchIds("quokka moon")).toEqual([id]);

    db.update(nfts).set({ title: "Wombat Sunrise Premiere" }).where(eq(nfts.id, id)).run();
    expect(searchIds("quokka")).toEqual([]);
    expect(searchIds("WOMBAT sun")).toEqual([id]);

    const [listing] = db
      .insert(listings)
      .values({ nftId: id, tokenId: 95_000, onAuction: false, sellerAddress: SELLER, priceWei: 10n ** 15n })
      .returning({ id: listings.id })
      .all();
    expect(marketListings({ q: "wombat" }, 1).items.map((item) => item.listingId)).toEqual([listing.id]);

    db.delete(listings).where(eq(listings.id, listing.id)).run();
    db.delete(nfts).where(eq(nfts.id, id)).run();
    expect(searchIds("wombat")).toEqual([]);
    expect(db.$client.prepare("SELECT count(*) AS n FROM nft_title_search WHERE nft_title_search MATCH ?").get('"wombat"')).toEqual({ n: 0 });
  });

  it("keeps the index identical to the titles after many writes (integrity check)", () => {
    for (const title of ["Alpha \"Quoted\" One", "Beta 100% Two", "Gamma_Three"]) insertNft(title);
    db.update(nfts).set({ title: "Alpha Renamed" }).where(like(nfts.title, "Alpha%")).run();
    expect(() => db.$client.exec("INSERT INTO nft_title_search(nft_title_search, rank) VALUES ('integrity-check', 1)")).not.toThrow();
    expect(searchIds('"Quoted"')).toEqual([]);
    expect(searchIds("100% Two")).toHaveLength(1);
    expect(searchIds("a_T")).toHaveLength(1);
  });
});
