import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { MARKET_MOVIES, MARKET_PAGE_SIZE, MARKET_RARITIES, marketListings, topAuctions, type MarketFilter } from "~/models/listings.server";
import { lotteries, lotteryById, lotteryProgress, ticketHistory, ticketsTotal } from "~/models/lottery.server";
import { filmBySlug, liveFilms } from "~/models/films.server";
import { featuredActors, moreNftsLike, nftView } from "~/models/nfts.server";
import { studioStrip } from "~/models/studios.server";
import { WEI_PER_COIN } from "~/lib/format";
import { currentRate, usdToWei, weiToUsd } from "~/services/rates.server";
import { db } from "~db/client.server";
import { films, listings, lotteryEntries, nfts, users } from "~db/schema";
import { betweenRequests, createUser, otherWorker } from "./support";

const SELLER = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
let nextTokenId = 90_000;

/** A fixed-price resale listing of NFT `nftId` at `priceWei`, listed now (so newest). */
function listFixed(nftId: number, priceWei: bigint): number {
  const [row] = db
    .insert(listings)
    .values({ nftId, tokenId: nextTokenId++, onAuction: false, sellerAddress: SELLER, priceWei })
    .returning({ id: listings.id })
    .all();
  return row.id;
}

/** Every matching listing, across all pages. */
function allPages(filter: MarketFilter) {
  const first = marketListings(filter, 1);
  const items = [...first.items];
  for (let page = 2; (page - 1) * MARKET_PAGE_SIZE < first.total; page++) items.push(...marketListings(filter, page).items);
  return { items, total: first.total };
}

function activeCount(): number {
  return db.select({ n: count() }).from(listings).where(eq(listings.status, "active")).get()!.n;
}

describe("market filters", () => {
  it("lists active listings as display-ready cards, newest listing first", () => {
    const { items, total } = marketListings({}, 1);
    expect(total).toBe(activeCount());
    expect(items.length).toBe(Math.min(total, MARKET_PAGE_SIZE));
    for (const item of items) {
      expect(typeof item.priceWei).toBe("string");
      expect(item.priceLabel).toMatch(item.onAuction ? /^(Reserve|Highest bid) \d+\.\d{5} ETH$/ : /^\d+\.\d{5} ETH$/);
    }
    const newest = listFixed(1, 10n ** 16n);
    expect(marketListings({}, 1).items[0].listingId).toBe(newest);
  });

  it("filters by rarity", () => {
    const { items, total } = allPages({ rarity: "Rare" });
    expect(total).toBeGreaterThan(0);
    expect(items).toHaveLength(total);
    expect(new Set(items.map((i) => i.rarity))).toEqual(new Set(["Rare"]));
  });

  it("filters by movie", () => {
    const { items, total } = allPages({ movie: "sivaji" });
    expect(total).toBeGreaterThan(0);
    expect(new Set(items.map((i) => i.filmName))).toEqual(new Set(["Sivaji"]));
  });

  it("filters by actor", () => {
    const [actor] = featuredActors();
    const { items, total } = allPages({ actor });
    expect(total).toBeGreaterThan(0);
    const celebrities = db
      .selectDistinct({ celebrity: nfts.celebrity })
      .from(nfts)
      .where(inArray(nfts.id, items.map((i) => i.id)))
      .all();
    expect(celebrities).toEqual([{ celebrity: actor }]);
    expect(allPages({ actor: "Nobody In Particular" }).total).toBe(0);
  });

  it("shows only auctions for the Auction price range", () => {
    const { items, total } = allPages({ price: "auction" });
    const auctions = db
      .select({ n: count() })
      .from(listings)
      .where(and(eq(listings.status, "active"), eq(listings.onAuction, true)))
      .get()!.n;
    expect(total).toBe(auctions);
    expect(items.every((i) => i.onAuction && i.priceLabel.endsWith(" ETH"))).toBe(true);
  });

  it("combines filters with AND", () => {
    const { items } = allPages({ rarity: "Rare", movie: "kabali" });
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.rarity === "Rare" && i.filmName === "Kabali")).toBe(true);
    expect(items.length).toBeLessThan(allPages({ rarity: "Rare" }).items.length);
  });

  describe.each([
    { price: "10" as const, cents: 1000 },
    { price: "20" as const, cents: 2000 },
  ])("the $$price price range", ({ price, cents }) => {
    // The most wei worth at most `cents`: exact, where usdToWei rounds to 5 decimals for display.
    const bound = (BigInt(cents) * WEI_PER_COIN) / BigInt(currentRate().usdCentsPerCoin);
    let atBound: number;
    let justAbove: number;
    let shortAndCheap: number;
    beforeAll(() => {
      atBound = listFixed(2, bound);
      justAbove = listFixed(3, bound + 1n);
      // One digit shorter but "bigger" as text: must still count as cheaper.
      shortAndCheap = listFixed(4, BigInt("9".repeat(bound.toString().length - 1)));
    });

    it("keeps fixed-price listings at most that many dollars at the current rate", () => {
      const { items } = allPages({ price });
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.onAuction).toBe(false);
        expect(weiToUsd(BigInt(item.priceWei))).toBeLessThanOrEqual(cents);
        expect(BigInt(item.priceWei) <= bound).toBe(true);
      }
    });

    it("includes the bound itself and shorter numbers, and excludes one wei above it", () => {
      const ids = allPages({ price }).items.map((i) => i.listingId);
      expect(ids).toContain(atBound);
      expect(ids).toContain(shortAndCheap);
      expect(ids).not.toContain(justAbove);
    });

    it("excludes a price whose 5-decimal dollar conversion rounds above the bound", () => {
      const displayed = usdToWei(cents);
      const id = listFixed(5, displayed);
      const ids = allPages({ price }).items.map((i) => i.listingId);
      expect(ids.includes(id)).toBe(displayed <= bound);
    });

    it("misses no listing under the bound", () => {
      const expected = db
        .select({ id: listings.id, priceWei: listings.priceWei })
        .from(listings)
        .where(and(eq(listings.status, "active"), eq(listings.onAuction, false)))
        .all()
        .filter((l) => l.priceWei <= bound)
        .map((l) => l.id)
        .sort((a, b) => a - b);
      const found = allPages({ price }).items.map((i) => i.listingId).sort((a, b) => a - b);
      expect(found).toEqual(expected);
    });
  });
});

type NftFacets = { nftId: number; rarity: string; filmSlug: string; celebrity: string };

/** Active listings newest first, filtered by their NFT's own rarity, film and actor: the market's answer by hand. */
function listingsByNft(where: (nft: NftFacets) => boolean): number[] {
  return db
    .select({ id: listings.id, nftId: nfts.id, rarity: nfts.rarity, filmSlug: films.slug, celebrity: nfts.celebrity })
    .from(listings)
    .innerJoin(nfts, eq(nfts.id, listings.nftId))
    .innerJoin(films, eq(films.id, nfts.filmId))
    .where(eq(listings.status, "active"))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .all()
    .filter(where)
    .map((row) => row.id);
}

describe("market filters on the listing's copy of its NFT's rarity, film and actor", () => {
  it("find and count exactly the listings whose NFT matches, on every page", () => {
    const [actor] = featuredActors();
    const cases: [MarketFilter, (nft: NftFacets) => boolean][] = [
      ...MARKET_RARITIES.map((rarity): [MarketFilter, (nft: NftFacets) => boolean] => [{ rarity }, (nft) => nft.rarity === rarity]),
      ...MARKET_MOVIES.map(({ slug }): [MarketFilter, (nft: NftFacets) => boolean] => [{ movie: slug }, (nft) => nft.filmSlug === slug]),
      [{ actor }, (nft) => nft.celebrity === actor],
      [{ rarity: "Rare", movie: "kabali" }, (nft) => nft.rarity === "Rare" && nft.filmSlug === "kabali"],
      [{ movie: "sivaji", actor }, (nft) => nft.filmSlug === "sivaji" && nft.celebrity === actor],
      [{ rarity: "Legendary", actor, price: "auction" }, (nft) => nft.rarity === "Legendary" && nft.celebrity === actor],
    ];
    for (const [filter, matches] of cases) {
      let expected = listingsByNft(matches);
      if (filter.price === "auction") {
        const auctions = new Set(db.select({ id: listings.id }).from(listings).where(eq(listings.onAuction, true)).all().map((row) => row.id));
        expected = expected.filter((id) => auctions.has(id));
      }
      const { items, total } = allPages(filter);
      expect(total, JSON.stringify(filter)).toBe(expected.length);
      expect(items.map((item) => item.listingId), JSON.stringify(filter)).toEqual(expected);
    }
  });

  it("copy them when a listing is made and follow the NFT when the studio edits it", () => {
    const [nft] = db.select({ id: nfts.id, rarity: nfts.rarity, filmId: nfts.filmId, celebrity: nfts.celebrity }).from(nfts).where(eq(nfts.rarity, "Ultimate")).limit(1).all();
    const listingId = listFixed(nft.id, 10n ** 16n);
    const ids = (filter: MarketFilter) => allPages(filter).items.map((item) => item.listingId);
    expect(ids({ rarity: "Ultimate" })).toContain(listingId);
    expect(ids({ rarity: "Legendary" })).not.toContain(listingId);

    const otherFilm = db.select({ id: films.id, slug: films.slug }).from(films).where(eq(films.slug, "chandramukhi")).get()!;
    db.update(nfts).set({ rarity: "Legendary", filmId: otherFilm.id, celebrity: "A New Face" }).where(eq(nfts.id, nft.id)).run();
    expect(ids({ rarity: "Legendary" })).toContain(listingId);
    expect(ids({ rarity: "Ultimate" })).not.toContain(listingId);
    expect(ids({ movie: "chandramukhi" })).toContain(listingId);
    const listingsOfNft = listingsByNft((row) => row.nftId === nft.id);
    expect(listingsOfNft).toContain(listingId);
    expect(ids({ actor: "A New Face" })).toEqual(listingsOfNft);
    expect(allPages({ actor: "A New Face", rarity: "Legendary", movie: "chandramukhi" }).total).toBe(listingsOfNft.length);

    db.update(listings).set({ status: "sold" }).where(eq(listings.id, listingId)).run();
    expect(allPages({ actor: "A New Face" }).total).toBe(listingsOfNft.length - 1);
    db.update(nfts).set({ rarity: nft.rarity, filmId: nft.filmId, celebrity: nft.celebrity }).where(eq(nfts.id, nft.id)).run();
    const copy = db.select({ rarity: listings.rarity, filmId: listings.filmId, celebrity: listings.celebrity }).from(listings).where(eq(listings.id, listingId)).get();
    expect(copy).toEqual({ rarity: nft.rarity, filmId: nft.filmId, celebrity: nft.celebrity });
  });
});

describe("market search", () => {
  it("finds titles containing the words, whatever the case", () => {
    const { items } = marketListings({ q: "sunglasses" }, 1);
    expect(items.map((i) => i.title)).toEqual(["Sunglasses Flip"]);
  });

  it("takes %, _ and \\ literally", () => {
    expect(marketListings({ q: "%" }, 1).total).toBe(0);
    expect(marketListings({ q: "_" }, 1).total).toBe(0);
    expect(marketListings({ q: "\\" }, 1).total).toBe(0);

    const template = db.select().from(nfts).where(eq(nfts.id, 1)).get()!;
    const [special] = db
      .insert(nfts)
      .values({ ...template, id: undefined, serial: "TEST-PERCENT", title: "100% Boss_Mode \\ Edition", createdAt: undefined })
      .returning({ id: nfts.id })
      .all();
    const listingId = listFixed(special.id, 10n ** 15n);
    for (const q of ["% B", "s_M", "e \\ E", "100% Boss_"]) {
      expect(marketListings({ q }, 1).items.map((i) => i.listingId), q).toEqual([listingId]);
    }
    expect(marketListings({ q: "100%Boss" }, 1).total).toBe(0);
    // One or two characters are the start of a word (decision 090): a lone symbol starts none.
    for (const q of ["%", "_", "\\"]) expect(marketListings({ q }, 1).total, q).toBe(0);
    expect(marketListings({ q: "bo" }, 1).items.map((i) => i.listingId)).toContain(listingId);
  });

  it("finds nothing for nonsense", () => {
    expect(marketListings({ q: "zzqx-no-such-title" }, 1)).toEqual({ items: [], total: 0 });
  });
});

describe("market pagination", () => {
  beforeAll(() => {
    const fixedIds = db.select({ id: nfts.id }).from(nfts).where(eq(nfts.saleType, "fixed")).orderBy(asc(nfts.id)).limit(30).all();
    for (const { id } of fixedIds) listFixed(id, 2n * 10n ** 16n);
  });

  it("splits the listings into disjoint pages with the right total", () => {
    const total = activeCount();
    expect(total).toBeGreaterThan(MARKET_PAGE_SIZE);
    const first = marketListings({}, 1);
    const second = marketListings({}, 2);
    expect(first.total).toBe(total);
    expect(second.total).toBe(total);
    expect(first.items).toHaveLength(MARKET_PAGE_SIZE);
    expect(second.items).toHaveLength(Math.min(MARKET_PAGE_SIZE, total - MARKET_PAGE_SIZE));
    const firstIds = new Set(first.items.map((i) => i.listingId));
    expect(second.items.some((i) => firstIds.has(i.listingId))).toBe(false);
    expect(allPages({}).items).toHaveLength(total);
  });

  it("gives an empty page past the end", () => {
    const { items, total } = marketListings({}, 1000);
    expect(items).toEqual([]);
    expect(total).toBe(activeCount());
  });
});

describe("top auctions", () => {
  it("shows at most five live auctions, soonest ending first", () => {
    const now = Date.now();
    const top = topAuctions(5);
    expect(top.length).toBeGreaterThan(0);
    expect(top.length).toBeLessThanOrEqual(5);
    expect(top.every((a) => a.onAuction && a.endsAt > now)).toBe(true);
    const ends = top.map((a) => a.endsAt);
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    const soonest = db
      .select({ endsAt: listings.endsAt })
      .from(listings)
      .where(and(eq(listings.status, "active"), eq(listings.onAuction, true)))
      .orderBy(asc(listings.endsAt))
      .get()!;
    expect(top[0].endsAt).toBe(soonest.endsAt!.getTime());
    expect(top[0].endsIn).toMatch(/\d/);
  });
});

describe("market pages kept between writes", () => {
  afterEach(() => vi.useRealTimers());

  it("shows a like, a new price and a sale made by another worker on the next page", async () => {
    const listingId = listFixed(1, 10n ** 15n);
    const card = () => marketListings({}, 1).items.find((item) => item.listingId === listingId);
    const before = card()!;
    const user = await createUser();
    const other = otherWorker();
    const unliked = card()!.likeCount;
    other.prepare("INSERT INTO likes (user_id, nft_id, created_at) VALUES (?, 1, ?)").run(user.id, Date.now());
    await betweenRequests();
    expect(card()!.likeCount).toBe(unliked + 1);
    other.prepare("UPDATE listings SET price_wei = ? WHERE id = ?").run((2n * 10n ** 15n).toString(), listingId);
    await betweenRequests();
    expect(card()!.priceWei).toBe((2n * 10n ** 15n).toString());
    expect(card()!.priceLabel).not.toBe(before.priceLabel);
    other.prepare("UPDATE nfts SET title = ? WHERE id = 1").run("Renamed by the studio");
    await betweenRequests();
    expect(card()!.title).toBe("Renamed by the studio");
    other.prepare("UPDATE listings SET status = 'sold' WHERE id = ?").run(listingId);
    other.close();
    await betweenRequests();
    expect(card()).toBeUndefined();
    expect(marketListings({}, 1).total).toBe(activeCount());
  });

  it("follows a write by another worker on an NFT's page and in its more-like cards", async () => {
    const nft = nftView(2)!;
    const more = () => moreNftsLike(nftView(3)!, 40).find((card) => card.id === 2);
    expect(more()!.title).toBe(nft.title);
    const user = await createUser();
    const other = otherWorker();
    other.prepare("UPDATE nfts SET title = 'Edited in the console', description = 'Edited too' WHERE id = 2").run();
    other.prepare("INSERT INTO likes (user_id, nft_id, created_at) VALUES (?, 2, ?)").run(user.id, Date.now());
    other.close();
    await betweenRequests();
    expect(nftView(2)).toMatchObject({ title: "Edited in the console", description: "Edited too", likeCount: nft.likeCount + 1 });
    expect(more()).toMatchObject({ title: "Edited in the console", likeCount: nft.likeCount + 1 });
  });

  it("follows a film or studio edited by another worker in the film lists and the studio strip", async () => {
    const [film] = liveFilms();
    const [studio] = studioStrip();
    expect(filmBySlug(film.slug)).toMatchObject({ name: film.name });
    const other = otherWorker();
    other.prepare("UPDATE films SET name = 'Renamed film' WHERE id = ?").run(film.id);
    other.prepare("UPDATE production_houses SET on_home_strip = 0 WHERE id = ?").run(studio.id);
    other.close();
    await betweenRequests();
    expect(liveFilms().find((f) => f.id === film.id)!.name).toBe("Renamed film");
    expect(filmBySlug(film.slug)!.name).toBe("Renamed film");
    expect(studioStrip().map((s) => s.id)).not.toContain(studio.id);
  });

  it("drops an auction from TOP AUCTIONS once it has ended, with nothing written", () => {
    const first = topAuctions(5)[0];
    expect(first).toBeDefined();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(first.endsAt + 1);
    const after = topAuctions(5);
    expect(after.map((auction) => auction.listingId)).not.toContain(first.listingId);
    expect(after.every((auction) => auction.endsAt > first.endsAt)).toBe(true);
  });
});

describe("lottery maths", () => {
  it("measures progress against the 100-ticket minimum", () => {
    expect(lotteryProgress({ totalTickets: 42, minTickets: 100 })).toEqual({
      sold: 42,
      minimum: 100,
      value: 42,
      activated: false,
      label: "42 of 100 tickets",
    });
    const over = lotteryProgress({ totalTickets: 118, minTickets: 100 });
    expect(over).toMatchObject({ value: 100, activated: true, label: "118 of 100 tickets" });
    expect(lotteryProgress({ totalTickets: 100, minTickets: 100 }).activated).toBe(true);
    expect(lotteryProgress({ totalTickets: 0, minTickets: 100 }).label).toBe("0 of 100 tickets");
  });

  it("prices an order as count × ticket price, for 1 to 100 tickets", () => {
    expect(ticketsTotal(1, { ticketPriceCents: 500 })).toEqual({ count: 1, totalCents: 500, label: "$5" });
    expect(ticketsTotal(3, { ticketPriceCents: 1000 })).toMatchObject({ totalCents: 3000, label: "$30" });
    expect(ticketsTotal(100, { ticketPriceCents: 250 })).toMatchObject({ totalCents: 25_000, label: "$250" });
    for (const bad of [0, -1, 101, 1.5, Number.NaN]) {
      expect(() => ticketsTotal(bad, { ticketPriceCents: 500 }), String(bad)).toThrow(RangeError);
    }
  });

  it("lists the open lotteries with display-ready numbers", () => {
    const open = lotteries();
    expect(open).toHaveLength(3);
    for (const lottery of open) {
      expect(lottery.ticketPrice).toMatch(/^\$\d/);
      expect(lottery.prizePool).toMatch(/^\$\d/);
      expect(lottery.progress.label).toBe(`${lottery.progress.sold} of 100 tickets`);
      expect(lottery.reward?.rarity).toBe("Legendary");
    }
    expect(lotteryById(open[0].id)?.name).toBe(open[0].name);
    expect(lotteryById(999_999)).toBeNull();
  });

  it("shows only confirmed ticket orders in the history", () => {
    const [lottery] = lotteries();
    expect(ticketHistory(lottery.id)).toEqual([]);
    const [user] = db
      .insert(users)
      .values({ uid: "test-uid-lottery", name: "Priya", email: "priya@example.com" })
      .returning({ id: users.id })
      .all();
    db.insert(lotteryEntries)
      .values([
        { lotteryId: lottery.id, userId: user.id, tickets: 3, amountCents: 1500, paymentMethod: "card", status: "confirmed" },
        { lotteryId: lottery.id, userId: user.id, tickets: 5, amountCents: 2500, paymentMethod: "card", status: "pending" },
      ])
      .run();
    const history = ticketHistory(lottery.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ player: "Priya", tickets: 3 });
    expect(history[0].time).toMatch(/^\d{1,2} [A-Z][a-z]+, \d{4} \d\d:\d\d UTC$/);
  });
});

describe("the actor filter options", () => {
  // Written as another process would write them: straight SQL, nothing in this process is told.
  const write = (statement: string, ...params: unknown[]) => db.$client.prepare(statement).run(...params);
  const catalogueGeneration = () => (db.$client.prepare("SELECT value FROM cache_generations WHERE name = 'catalogue'").get() as { value: number }).value;

  it("are kept until an NFT or film write changes what they count, and a sale leaves them kept", () => {
    const kept = featuredActors();
    const [top] = kept;
    expect(featuredActors()).toBe(kept);

    const generation = catalogueGeneration();
    write("UPDATE nfts SET available = max(available - 1, 0) WHERE celebrity = ?", top);
    expect(catalogueGeneration()).toBe(generation);
    expect(featuredActors()).toBe(kept);

    write("UPDATE nfts SET celebrity = 'Aaa Newcomer' WHERE celebrity = ?", top);
    expect(featuredActors()).toEqual(["Aaa Newcomer", ...kept.slice(1)]);
    write("UPDATE nfts SET celebrity = ? WHERE celebrity = 'Aaa Newcomer'", top);
    expect(featuredActors()).toEqual(kept);

    const ids = (query: string) => JSON.stringify((db.$client.prepare(query).all(top) as { id: number }[]).map((row) => row.id));
    const publishedNfts = ids("SELECT id FROM nfts WHERE celebrity = ? AND published = 1");
    write("UPDATE nfts SET published = 0 WHERE id IN (SELECT value FROM json_each(?))", publishedNfts);
    expect(featuredActors()).not.toContain(top);
    write("UPDATE nfts SET published = 1 WHERE id IN (SELECT value FROM json_each(?))", publishedNfts);
    expect(featuredActors()).toEqual(kept);

    const publishedFilms = ids("SELECT DISTINCT films.id FROM films JOIN nfts ON nfts.film_id = films.id WHERE nfts.celebrity = ? AND films.published = 1");
    write("UPDATE films SET published = 0 WHERE id IN (SELECT value FROM json_each(?))", publishedFilms);
    expect(featuredActors()).not.toContain(top);
    write("UPDATE films SET published = 1 WHERE id IN (SELECT value FROM json_each(?))", publishedFilms);
    expect(featuredActors()).toEqual(kept);
  });
});
