import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseQuery } from "~/lib/input.server";
import { activeAuctionForNft, auctionView, bidHistory } from "~/models/auctions.server";
import { comingSoonFilms, FILM_PAGE_SIZE, filmBySlug, filmNftPage, liveFilms } from "~/models/films.server";
import { exploreFilterShape, featuredActors, moreNftsLike, nftCards, nftCount, nftView, type NftFilter } from "~/models/nfts.server";
import { saleHistory } from "~/models/sales.server";
import { studioStrip, topSellers } from "~/models/studios.server";
import { db } from "~db/client.server";
import { bids, listings, nfts, productionHouses } from "~db/schema";
import { loader as filmLoader } from "~/routes/$film";
import { betweenRequests, createUser, otherWorker, visit } from "./support";

const ALL = { limit: 1000 };

function nftRow(id: number) {
  const row = nftView(id);
  if (!row) throw new Error(`NFT ${id} should exist`);
  return row;
}

describe("film collections", () => {
  it("finds a live film by slug whatever the case", () => {
    expect(filmBySlug("kabali")?.name).toBe("Kabali");
    expect(filmBySlug("Kabali")?.name).toBe("Kabali");
    expect(filmBySlug("CHANDRAMUKHI")?.name).toBe("Chandramukhi");
  });

  it("has no page for unknown or coming-soon films", () => {
    expect(filmBySlug("no-such-film")).toBeNull();
    expect(filmBySlug("mersal")).toBeNull();
    expect(filmBySlug("Vikram-Vedha")).toBeNull();
  });

  it("lists the three live films and the two coming soon", () => {
    expect(liveFilms().map((f) => f.slug)).toEqual(["kabali", "sivaji", "chandramukhi"]);
    expect(comingSoonFilms().map((f) => f.name)).toEqual(["Vikram Vedha", "Mersal"]);
  });

  it("shows only the film's own collectibles on its page", () => {
    const { cards, total } = filmNftPage("sivaji", 1);
    expect(cards.length).toBeGreaterThan(0);
    expect(total).toBe(cards.length);
    expect(cards.every((c) => c.filmName === "Sivaji")).toBe(true);
  });

  it("pages through a film with more collectibles than a page holds, every one on exactly one page", async () => {
    const { cards: seeded } = filmNftPage("sivaji", 1);
    const model = db.select().from(nfts).where(eq(nfts.id, seeded[0].id)).get()!;
    const { id: _id, serial: _serial, createdAt: _createdAt, ...fields } = model;
    const added = db
      .insert(nfts)
      .values(Array.from({ length: FILM_PAGE_SIZE }, (_, i) => ({ ...fields, serial: `PAGED-${i}`, title: `Paged design ${i}` })))
      .returning({ id: nfts.id })
      .all()
      .map((row) => row.id);
    try {
      const all = seeded.length + FILM_PAGE_SIZE;
      const visitPage = async (query: string) =>
        (await (await visit(filmLoader, `/sivaji${query}`, { params: { film: "sivaji" } })).json()) as { cards: { id: number }[]; total: number; page: number; pageCount: number };
      const first = await visitPage("");
      expect(first).toMatchObject({ total: all, page: 1, pageCount: 2 });
      expect(first.cards).toHaveLength(FILM_PAGE_SIZE);
      const second = await visitPage("?page=2");
      expect(second).toMatchObject({ total: all, page: 2, pageCount: 2 });
      expect(second.cards).toHaveLength(seeded.length);
      const ids = [...first.cards, ...second.cards].map((card) => card.id);
      expect(new Set(ids).size).toBe(all);
      expect(ids).toEqual(expect.arrayContaining([...added, ...seeded.map((card) => card.id)]));
      expect(await visitPage("?page=abc")).toMatchObject({ page: 1, cards: first.cards });
      expect(await visitPage("?page=3")).toMatchObject({ page: 3, cards: [], total: all });
    } finally {
      db.delete(nfts).where(inArray(nfts.id, added)).run();
    }
    expect(filmNftPage("sivaji", 1)).toEqual({ cards: seeded, total: seeded.length });
  });
});

describe("explore filters", () => {
  it('"$12" shows only fixed-price collectibles up to $12', () => {
    const cards = nftCards({ price: "12" }, ALL);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const nft = nftRow(card.id);
      expect(nft.saleType).toBe("fixed");
      expect(nft.priceCents).toBeLessThanOrEqual(1200);
    }
  });

  it('"$200" includes dearer fixed-price items but no auctions', () => {
    const cards = nftCards({ price: "200" }, ALL);
    expect(cards.length).toBeGreaterThan(nftCards({ price: "12" }, ALL).length);
    for (const card of cards) {
      const nft = nftRow(card.id);
      expect(nft.saleType).toBe("fixed");
      expect(nft.priceCents).toBeLessThanOrEqual(20000);
    }
  });

  it('"Auction" shows only auctions', () => {
    const cards = nftCards({ price: "auction" }, ALL);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => nftRow(c.id).saleType === "auction")).toBe(true);
  });

  it("the movie filter shows only that film", () => {
    const cards = nftCards({ movie: "chandramukhi" }, ALL);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.filmName === "Chandramukhi")).toBe(true);
  });

  it("searches titles literally: LIKE wildcards in the text match only themselves", () => {
    const [first] = nftCards({}, { limit: 1 });
    const word = first.title.split(" ")[0];
    expect(nftCards({ q: word }, ALL).some((card) => card.id === first.id)).toBe(true);
    expect(nftCards({ q: word.toUpperCase() }, ALL).some((card) => card.id === first.id)).toBe(true);
    expect(nftCards({ q: "%" }, ALL)).toEqual([]);
    expect(nftCards({ q: "_" }, ALL)).toEqual([]);
    db.update(nfts).set({ title: "50% Off_Night" }).where(eq(nfts.id, first.id)).run();
    expect(nftCards({ q: "50%" }, ALL).map((card) => card.id)).toEqual([first.id]);
    expect(nftCards({ q: "f_N" }, ALL).map((card) => card.id)).toEqual([first.id]);
    // One or two characters are the start of a word: "ni" starts "Night", "%" starts no word.
    expect(nftCards({ q: "ni" }, ALL).map((card) => card.id)).toContain(first.id);
    expect(nftCount({ q: "%" })).toBe(0);
  });

  it("counts what each filter shows, and follows another worker's writes on the next visit", async () => {
    const [actor] = featuredActors();
    const filters: NftFilter[] = [{}, { movie: "sivaji" }, { price: "200" }, { price: "auction" }, { actor }];
    const shown = (filter: NftFilter) => nftCards(filter, { limit: 1_000_000 }).length;
    for (const filter of filters) expect(nftCount(filter), JSON.stringify(filter)).toBe(shown(filter));
    const [fixed] = nftCards({ movie: "sivaji", price: "200" }, { limit: 1 });
    const { priceCents } = nftRow(fixed.id);
    const before = filters.map(nftCount);
    const other = otherWorker();
    try {
      other.prepare("UPDATE nfts SET price_cents = 30000 WHERE id = ?").run(fixed.id);
      await betweenRequests();
      expect(nftCount({ price: "200" })).toBe(before[2] - 1);
      other.prepare("UPDATE nfts SET published = 0 WHERE id = ?").run(fixed.id);
      await betweenRequests();
      expect(nftCount({})).toBe(before[0] - 1);
      expect(nftCount({ movie: "sivaji" })).toBe(before[1] - 1);
      other.prepare("UPDATE films SET published = 0 WHERE slug = 'sivaji'").run();
      await betweenRequests();
      expect(nftCount({})).toBe(before[0] - before[1]);
      expect(nftCount({ movie: "sivaji" })).toBe(0);
    } finally {
      other.prepare("UPDATE films SET published = 1 WHERE slug = 'sivaji'").run();
      other.prepare("UPDATE nfts SET published = 1, price_cents = ? WHERE id = ?").run(priceCents, fixed.id);
      other.close();
    }
    await betweenRequests();
    expect(filters.map(nftCount)).toEqual(before);
  });

  it("keeps the counts across a like and a sale, and counts again after a rarity or title change", async () => {
    const generation = (name: string) => (db.$client.prepare("SELECT value FROM cache_generations WHERE name = ?").get(name) as { value: number }).value;
    const [card] = nftCards({ price: "200" }, { limit: 1 });
    const { rarity, title, available } = nftRow(card.id);
    const otherRarity = rarity === "Legendary" ? "Common" : "Legendary";
    const counts = () => [nftCount({}), nftCount({ rarity }), nftCount({ rarity: otherRarity }), nftCount({ q: "Zanzibar" })];
    const before = counts();
    const user = await createUser();
    const other = otherWorker();
    try {
      const catalogue = generation("catalogue");
      const cards = generation("cards");
      other.prepare("INSERT INTO likes (user_id, nft_id, created_at) VALUES (?, ?, ?)").run(user.id, card.id, Date.now());
      other.prepare("UPDATE nfts SET available = available - 1 WHERE id = ?").run(card.id);
      await betweenRequests();
      expect(generation("cards")).toBeGreaterThan(cards);
      expect(generation("catalogue")).toBe(catalogue);
      expect(counts()).toEqual(before);
      other.prepare("UPDATE nfts SET rarity = ? WHERE id = ?").run(otherRarity, card.id);
      await betweenRequests();
      expect(counts()).toEqual([before[0], before[1] - 1, before[2] + 1, before[3]]);
      other.prepare("UPDATE nfts SET title = 'Zanzibar Night' WHERE id = ?").run(card.id);
      await betweenRequests();
      expect(counts()).toEqual([before[0], before[1] - 1, before[2] + 1, before[3] + 1]);
    } finally {
      other.prepare("UPDATE nfts SET rarity = ?, title = ?, available = ? WHERE id = ?").run(rarity, title, available, card.id);
      other.prepare("DELETE FROM likes WHERE user_id = ?").run(user.id);
      other.close();
    }
    await betweenRequests();
    expect(counts()).toEqual(before);
  });

  it("reads the query string and reports values it cannot use", () => {
    const url = new URL("http://x/collections?price=13&movie=Kabali&actor=Rajinikanth");
    const { value, ignored } = parseQuery(url, exploreFilterShape);
    expect(value).toEqual({ movie: "kabali", actor: "Rajinikanth" });
    expect(ignored).toEqual(["price"]);
  });
});

/** The top sellers' board worked out from every NFT row: houses by editions sold at a fixed price. */
function boardFromNfts() {
  const houses = db.select().from(productionHouses).all();
  const rows = db.select().from(nfts).all();
  return houses
    .map((house) => ({
      id: house.id,
      sortOrder: house.sortOrder,
      sold: rows.filter((n) => n.productionHouseId === house.id && n.saleType === "fixed").reduce((total, n) => total + n.quantity - n.available, 0),
    }))
    .filter((house) => house.sold > 0)
    .sort((a, b) => b.sold - a.sold || a.sortOrder - b.sortOrder)
    .slice(0, 5)
    .map(({ id, sold }) => ({ id, sold }));
}

describe("top sellers", () => {
  it("follows sales, new and deleted NFTs, a sale-type change and a move between studios, written by another worker", async () => {
    const board = () => topSellers().map(({ id, sold }) => ({ id, sold }));
    expect(board()).toEqual(boardFromNfts());
    const [first, second] = board();
    const fixed = db.select().from(nfts).where(eq(nfts.productionHouseId, second.id)).all().find((n) => n.saleType === "fixed" && n.available >= 5)!;
    const other = otherWorker();
    const steps = [
      () => other.prepare("UPDATE nfts SET available = available - 3 WHERE id = ?").run(fixed.id),
      () => other.prepare("UPDATE nfts SET available = available - ? WHERE id = ?").run(fixed.available - 3, fixed.id),
      () => other.prepare("UPDATE nfts SET sale_type = 'auction' WHERE id = ?").run(fixed.id),
      () => other.prepare("UPDATE nfts SET sale_type = 'fixed', production_house_id = ? WHERE id = ?").run(first.id, fixed.id),
      () =>
        other
          .prepare(
            `INSERT INTO nfts (serial, title, media_url, thumb_url, film_id, production_house_id, celebrity, rarity, category, description, about, price_cents, quantity, available, sale_type, exclusive)
             SELECT 'SOLD-OUT-1', 'Sold out at once', media_url, thumb_url, film_id, ?, celebrity, rarity, category, description, about, price_cents, 5000, 0, 'fixed', exclusive FROM nfts WHERE id = ?`,
          )
          .run(second.id, fixed.id),
      () => other.prepare("DELETE FROM nfts WHERE serial = 'SOLD-OUT-1'").run(),
    ];
    try {
      for (const [index, step] of steps.entries()) {
        const before = board();
        step();
        await betweenRequests();
        expect(board(), `step ${index + 1}`).toEqual(boardFromNfts());
        expect(board(), `step ${index + 1}`).not.toEqual(before);
      }
    } finally {
      other.prepare("DELETE FROM nfts WHERE serial = 'SOLD-OUT-1'").run();
      other.prepare("UPDATE nfts SET available = ?, sale_type = ?, production_house_id = ? WHERE id = ?").run(fixed.available, fixed.saleType, fixed.productionHouseId, fixed.id);
      other.close();
    }
    await betweenRequests();
    expect(board()).toEqual(boardFromNfts());
  });

  it("ranks production houses by editions sold at a fixed price", () => {
    const sellers = topSellers();
    expect(sellers.length).toBeGreaterThan(1);
    const sold = sellers.map((s) => s.sold);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    expect(sellers.map(({ id, sold }) => ({ id, sold }))).toEqual(boardFromNfts());
  });

  it("shows the five studios in the partner strip", () => {
    expect(studioStrip()).toHaveLength(db.select().from(productionHouses).all().length);
  });
});

describe("auctions", () => {
  const auctionNft = () => db.select().from(nfts).where(eq(nfts.saleType, "auction")).get()!;

  it("finds the live auction of an auction NFT with its reserve", () => {
    const nft = auctionNft();
    const auction = activeAuctionForNft(nft.id);
    expect(auction).not.toBeNull();
    const listing = db.select().from(listings).where(eq(listings.id, auction!.listingId)).get()!;
    expect(auction!.reserveWei).toBe(listing.priceWei);
    expect(auction!.highestBidWei).toBeNull();
    const view = auctionView(auction!, Date.now());
    expect(view.state).toBe("live");
    expect(view.reserve).toMatch(/^\d+\.\d{5} ETH$/);
    expect(view.lastBid).toBeNull();
    // Loaders send this as JSON, which cannot carry bigint.
    expect(() => JSON.stringify(view)).not.toThrow();
  });

  it("says the auction ended once its end has passed", () => {
    const auction = activeAuctionForNft(auctionNft().id)!;
    expect(auctionView(auction, auction.endsAt + 1).state).toBe("ended");
  });

  it("has no auction for a fixed-price NFT", () => {
    const fixed = db.select().from(nfts).where(eq(nfts.saleType, "fixed")).get()!;
    expect(activeAuctionForNft(fixed.id)).toBeNull();
  });

  it("lists bids newest first, naming bidders by short address", () => {
    const nft = auctionNft();
    const auction = activeAuctionForNft(nft.id)!;
    expect(bidHistory(auction.listingId)).toEqual([]);
    const bidder = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
    db.insert(bids)
      .values([
        { listingId: auction.listingId, nftId: nft.id, bidderAddress: bidder, amountWei: auction.reserveWei, createdAt: new Date(1_000) },
        { listingId: auction.listingId, nftId: nft.id, bidderAddress: bidder, amountWei: auction.reserveWei * 2n, createdAt: new Date(2_000) },
      ])
      .run();
    const history = bidHistory(auction.listingId);
    expect(history).toHaveLength(2);
    expect(history[0].value).toBe(auctionView({ ...auction, highestBidWei: auction.reserveWei * 2n }).lastBid);
    expect(history[0].name).toBe("0x7099…79C8");
  });

  it("has no sales yet", () => {
    expect(saleHistory(1)).toEqual([]);
  });
});

describe("more NFTs you might like", () => {
  it("never suggests the NFT itself and prefers the same film", () => {
    const nft = nftRow(1);
    const more = moreNftsLike(nft);
    expect(more.length).toBeGreaterThan(0);
    expect(more.map((c) => c.id)).not.toContain(nft.id);
    expect(more[0].filmName).toBe(nftView(1)!.movie);
  });
});
