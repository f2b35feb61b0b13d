import type { LoaderFunction } from "@remix-run/node";
import { createContext, useContext, type ReactElement } from "react";
import { Outlet, type RouteObject } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { LikesProvider } from "~/components/like-button";
import { NftCardItem } from "~/components/nft-card";
import { SiteFooter, type FooterBacker } from "~/components/site-footer";
import { navItemOf, SiteHeader, type HeaderUser } from "~/components/site-header";
import { KeptElement, keyOf, type MarkupKeeper } from "~/lib/kept-markup";
import { KEPT_ITEMS, StaleKeptMarkup } from "~/lib/kept-markup.server";
import type { NftCardData } from "~/models/nfts.server";
import { MARKET_PAGE_SIZE } from "~/models/listings.server";
import FilmCollection, { loader as filmLoader } from "~/routes/$film";
import Home, { loader as homeLoader } from "~/routes/_index";
import Collections, { loader as collectionsLoader } from "~/routes/collections";
import Market, { loader as marketLoader } from "~/routes/market";
import { renderFresh, renderKept } from "./support/kept-markup";

/**
 * Card markup kept between server renders (docs/decisions/100-kept-markup.md):
 * a page rendered from kept markup is the page rendered afresh, byte for byte, and anything a card
 * is made from (its data, its link, the viewer's like, the page) gives that card its own markup.
 */

const card = (id: number, changes: Partial<NftCardData> = {}): NftCardData => ({
  id,
  title: `Moonlit Courtyard ${id} <"&'>`,
  thumbUrl: `/art/nfts/${id}.svg`,
  rarity: id % 2 ? "Rare" : "Common",
  filmName: "Chandramukhi",
  filmPosterUrl: "/art/films/chandramukhi-poster.svg",
  studioName: "Thanjavur Lantern Studios",
  studioLogoUrl: "/art/studios/thanjavur-lantern-studios.svg",
  likeCount: id,
  priceLabel: "0.00550 ETH",
  ...changes,
});

type Page = { cards: NftCardData[]; liked?: number[]; location?: string; origin?: string; showcase?: { key: string; title: string }[] };

function Grid({ cards, liked = [], showcase = [] }: Page) {
  return (
    <LikesProvider signedIn likedNftIds={liked}>
      <ul>
        {cards.map((nft) => (
          <NftCardItem key={nft.id} nft={nft} href={`/nfttransfer/${nft.id}`} />
        ))}
      </ul>
      <ul>
        {showcase.map((item) => (
          <KeptElement as="li" key={item.key} name="test:showcase" inputs={[item]}>
            <article>
              <h3>{item.title}</h3>
              <p>
                {item.key} of {item.title}
              </p>
            </article>
          </KeptElement>
        ))}
      </ul>
    </LikesProvider>
  );
}

/** The test grid's page: a data router at the page's location, under a root route giving the site's origin. */
function gridPage(page: Page): [RouteObject[], Request] {
  const origin = page.origin ?? "http://localhost";
  const routes = [{ id: "root", path: "/", loader: () => ({ origin }), element: <Outlet />, children: [{ path: "*", element: <Grid {...page} /> }] }];
  return [routes, new Request(`http://localhost${page.location ?? "/market"}`)];
}

/** A page of the app from its loader (the seeded catalogue), as a visitor sees it. */
function appPage(path: string, loader: LoaderFunction, Page: () => ReactElement, routePath = new URL(path, "http://localhost").pathname): [RouteObject[], Request] {
  const element = (
    <LikesProvider signedIn={false} likedNftIds={[]}>
      <Page />
    </LikesProvider>
  );
  return [[{ path: routePath, loader: loader as never, element }], new Request(`http://localhost${path}`)];
}

/** How many of each name a render wrote from kept markup. */
const countsOf = (names: string[]) => names.reduce<Record<string, number>>((counts, name) => ({ ...counts, [name]: (counts[name] ?? 0) + 1 }), {});

describe("card markup kept between server renders", () => {
  it("writes a page from kept markup once it has kept it", async () => {
    const page: Page = { cards: [card(1), card(2), card(3)], liked: [2], showcase: [{ key: "a", title: "Sivaji" }] };
    const fresh = await renderFresh(...gridPage(page));
    expect(fresh).toContain('aria-pressed="true"');
    // A card's Share link posts the absolute address of the page it leads to.
    expect(fresh).toContain("&amp;url=http%3A%2F%2Flocalhost%2Fnfttransfer%2F1\"");

    expect((await renderKept(...gridPage(page))).kept).toEqual([]);
    const second = await renderKept(...gridPage(page));
    expect(countsOf(second.kept)).toEqual({ "nft-card": 3, "test:showcase": 1 });
    expect(second.html).toBe(fresh);
  });

  it("keeps text in any script exactly as written, a lone surrogate too", async () => {
    const titles = ["கபாலி — நெருப்புடா", "Baahubali 🔥 ‘The Beginning’", "Ünïcödé café"];
    const page: Page = {
      cards: titles.map((title, i) => card(300 + i, { title })),
      showcase: [...titles, "half a pair \ud83d here"].map((title, i) => ({ key: `s${i}`, title })),
      location: "/collections/scripts",
    };
    expect(await renderFresh(...gridPage(page))).toContain("half a pair \ud83d here");
    await renderKept(...gridPage(page));
    expect((await renderKept(...gridPage(page))).kept).toHaveLength(2 * titles.length + 1);
  });

  it("gives a card its own markup when anything it is made from changes", async () => {
    const base: Page = { cards: [card(11), card(12)], location: "/market?page=2" };
    await renderKept(...gridPage(base));

    const changes: Page[] = [
      { ...base, liked: [11, 12] },
      { ...base, cards: [card(11, { likeCount: 99 }), card(12, { priceLabel: "$12" })] },
      { ...base, cards: [card(11, { title: "Another title" }), card(12, { rarity: "Legendary" })] },
      { ...base, location: "/market?page=3" },
      { ...base, origin: "https://diginoor.example" },
    ];
    for (const page of changes) expect((await renderKept(...gridPage(page))).kept).toEqual([]);
    expect(await renderFresh(...gridPage(changes[0]))).toContain('aria-pressed="true"');
    expect(await renderFresh(...gridPage(changes[1]))).toContain("99<");
    expect(await renderFresh(...gridPage(changes[3]))).toContain('value="/market?page=3"');
    expect(await renderFresh(...gridPage(changes[4]))).toContain("url=https%3A%2F%2Fdiginoor.example%2Fnfttransfer%2F12");
  });

  it("keeps at most KEPT_ITEMS items, dropping the oldest first", async () => {
    const first: Page = { cards: [card(100_000)], location: "/collections" };
    await renderKept(...gridPage(first));
    expect((await renderKept(...gridPage(first))).kept).toHaveLength(1);

    const others: Page = { cards: [], showcase: Array.from({ length: KEPT_ITEMS }, (_, i) => ({ key: `k${i}`, title: `Still ${i}` })), location: "/collections" };
    await renderKept(...gridPage(others));
    expect((await renderKept(...gridPage(others))).kept).toHaveLength(KEPT_ITEMS);
    expect((await renderKept(...gridPage(first))).kept).toEqual([]);
  });

  it("writes the home page's sections and cards from kept markup", async () => {
    const home = () => appPage("/", homeLoader, Home);
    const fresh = await renderFresh(...home());
    expect(fresh).toContain("Get started");
    expect(fresh).toContain("Top selling");
    expect((await renderKept(...home())).kept).toEqual([]);
    // The hero, the guides, the films, the top sellers and the community, and the eight latest cards.
    expect(countsOf((await renderKept(...home())).kept)).toEqual({
      "home:hero": 1,
      "home:start": 1,
      "home:films": 1,
      "home:top-selling": 1,
      "home:community": 1,
      "nft-card": 8,
    });
  });

  it("writes the market's top auctions, filter form and cards from kept markup", async () => {
    const market = () => appPage("/market", marketLoader, Market);
    const fresh = await renderFresh(...market());
    expect(fresh).toContain("TOP AUCTIONS");
    expect(fresh.split('<article class="nft-card ').length - 1).toBe(MARKET_PAGE_SIZE);
    await renderKept(...market());
    expect(countsOf((await renderKept(...market())).kept)).toEqual({ "market:auctions": 1, "market:filters": 1, "nft-card": MARKET_PAGE_SIZE });
  });

  it("writes a film page's cards from kept markup, each collectible once", async () => {
    const film = () => appPage("/sivaji", filmLoader, FilmCollection, "/:film");
    const fresh = await renderFresh(...film());
    const cards = fresh.split('<article class="nft-card ').length - 1;
    expect(cards).toBeGreaterThan(0);
    // One card per collectible: the grid of wide screens is the carousel of narrow ones.
    expect(new Set(fresh.match(/href="\/nftdetail\/\d+"/g)).size).toBe(cards);
    await renderKept(...film());
    expect((await renderKept(...film())).kept).toEqual(Array(cards).fill("nft-card"));
  });

  it("writes /collections' banner and film tiles for every filter, and its filter form per filter", async () => {
    // An actor outside the filter's choices is ignored: that page's form is the unfiltered one.
    const pages = [
      { path: "/collections", formKeptBefore: false },
      { path: "/collections?price=auction&movie=kabali", formKeptBefore: false },
      { path: "/collections?actor=Nobody&page=2", formKeptBefore: true },
    ];
    for (const [index, { path, formKeptBefore }] of pages.entries()) {
      const collections = () => appPage(path, collectionsLoader, Collections);
      const fresh = await renderFresh(...collections());
      expect(fresh).toContain("Hot Collections");
      expect(fresh).toContain('<form method="get" action="/collections#explore"');
      const cards = fresh.split('<article class="nft-card ').length - 1;
      for (const round of [1, 2]) {
        const { kept } = await renderKept(...collections());
        const found = (name: string) => kept.includes(`collections:${name}`);
        expect([found("banner"), found("hot"), found("filters")], `${path}, render ${round}`).toEqual([round > 1 || index > 0, round > 1 || index > 0, round > 1 || formKeptBefore]);
        if (round > 1) expect(kept, `${path}, render ${round}`).toHaveLength(3 + cards);
      }
    }
    expect(await renderFresh(...appPage("/collections?price=auction", collectionsLoader, Collections))).toContain('<option value="auction" selected="">Auction</option>');
  });

  it("keeps the market's filter form per filter, showing the chosen values", async () => {
    const filtered = () => appPage("/market?rarity=Rare&q=moon", marketLoader, Market);
    const fresh = await renderFresh(...filtered());
    expect(fresh).toContain('<option value="Rare" selected="">Rare</option>');
    expect(fresh).toContain('value="moon"');
    expect(fresh).toContain('<form method="get" action="/market"');
    // Other filters are another key: the form kept for the unfiltered market (above) is not this one.
    expect((await renderKept(...filtered())).kept).not.toContain("market:filters");
    expect((await renderKept(...filtered())).kept).toContain("market:filters");
  });

  it("keys an element by the JSON of its inputs, a deeply frozen object by a name given once", () => {
    const inputs = ["/nftdetail/1", { liked: false, page: "/" }, card(1), 7, null, undefined, [1, "two"], "quote \" and \u2028"];
    expect(keyOf(inputs)).toBe(JSON.stringify(inputs));

    const deep = Object.freeze({ ...card(2), tags: Object.freeze(["a", "b"]) });
    const shallow = Object.freeze({ ...card(3), tags: ["a"] });
    const stringify = vi.spyOn(JSON, "stringify");
    try {
      expect(keyOf(["/x", deep])).toBe(keyOf(["/x", deep]));
      expect(keyOf(["/x", deep])).toMatch(/^\["\/x",#\d+\]$/);
      expect(stringify.mock.calls.filter(([value]) => value === deep)).toHaveLength(1);
      // Another object with the same JSON has the same name; other JSON has another.
      expect(keyOf([Object.freeze({ ...card(2), tags: Object.freeze(["a", "b"]) })])).toBe(keyOf([deep]));
      expect(keyOf([Object.freeze({ ...card(2), tags: Object.freeze(["a", "c"]) })])).not.toBe(keyOf([deep]));
      expect(keyOf(["#1"])).not.toBe(keyOf([deep]));
      // Frozen on the outside only: its inside can change, so its key is written every time.
      const before = keyOf([shallow]);
      shallow.tags.push("b");
      expect(keyOf([shallow])).not.toBe(before);
      expect(keyOf([shallow])).toBe(JSON.stringify([shallow]));
    } finally {
      stringify.mockRestore();
    }
  });

  it("writes a visitor's header and the footer's links from kept markup, one header per navigation item", async () => {
    const backers: FooterBacker[] = [{ id: 1, name: "Thanjavur Lantern Studios", logoUrl: "/art/studios/thanjavur-lantern-studios.svg", url: null }];
    const layout = (user: HeaderUser | null, footerBackers = backers) =>
      function Layout() {
        return (
          <>
            <SiteHeader user={user} notifications={user ? [{ _id: "n1", text: "Your bid was outbid", date: "2026-11-28", read: false }] : []} />
            <SiteFooter backers={footerBackers} />
          </>
        );
      };
    const cases = [
      { path: "/status", current: null },
      { path: "/market", current: "MARKETPLACE" },
      { path: "/Market/anything?q=kabali", current: "MARKETPLACE" },
      { path: "/how%20it%20works", current: "HOW IT WORKS" },
      { path: "/blog/first-day-first-show", current: "BLOG" },
      { path: "/collectionsx", current: null },
    ];
    for (const { path, current } of cases) {
      const visit = (user: HeaderUser | null = null) => appPage(path, () => null, layout(user), "*");
      const fresh = await renderFresh(...visit());
      const active = [...fresh.matchAll(/<a[^>]*aria-current="page"[^>]*>([^<]+)<\/a>/g)].map((match) => match[1]);
      expect(active, path).toEqual(current ? [current] : []);
      await renderKept(...visit());
      expect((await renderKept(...visit())).kept, path).toEqual(["site-header", "site-footer"]);
      // The newsletter box returns to the page it was sent from: it is rendered for each.
      expect(fresh).toContain(`name="redirectTo" value="${new URL(path, "http://localhost").pathname}`);
    }

    expect(navItemOf("/%E0%A4")).toBeNull();
    expect(navItemOf("/HOW%20IT%20WORKS/")).toBe("/how it works");

    // Other backers: other footer links.
    const otherBackers = [{ ...backers[0], name: "Madras Talkies" }];
    const withOthers = await renderKept(...appPage("/status", () => null, layout(null, otherBackers), "*"));
    expect(withOthers.html).toContain("Madras Talkies");
    expect(withOthers.html).not.toContain("Thanjavur Lantern Studios");

    // A signed-in user's header (the bell posts back to the page) is rendered for each page.
    const signedIn = () => appPage("/market", () => null, layout({ name: "Meena", unreadNotifications: 1 }), "*");
    await renderKept(...signedIn());
    const second = await renderKept(...signedIn());
    expect(second.html).toContain("Your bid was outbid");
    expect(second.html).toContain("My account: Meena");
    expect(second.kept).toEqual(["site-footer"]);
  });

  it("renders every item itself without a keeper (the browser)", async () => {
    const html = await renderFresh(...gridPage({ cards: [card(7)] }));
    expect(html).toContain('<li><article class="nft-card rarity--rare">');
  });
});

/**
 * The rule every kept element keeps, checked on every render in tests: its key names everything
 * its content is made from, and its standalone render is the one in the page. These break it on
 * purpose and expect the page to fail, naming the element.
 */
describe("kept markup that is not what the page renders", () => {
  function Counter({ count }: { count: number }) {
    return (
      <KeptElement as="div" name="test:count-left-out" inputs={[]}>
        <p>{`${count} collectibles`}</p>
      </KeptElement>
    );
  }
  const counterPage = (count: number): [RouteObject[], Request] => [[{ path: "/counted", element: <Counter count={count} /> }], new Request("http://localhost/counted")];

  it("fails a page whose kept element's key misses an input, naming the element and its key", async () => {
    expect((await renderKept(...counterPage(1))).html).toContain("1 collectibles");
    const stale = renderKept(...counterPage(2));
    await expect(stale).rejects.toThrow(StaleKeptMarkup);
    await expect(renderKept(...counterPage(2))).rejects.toThrow('Kept markup of "test:count-left-out" (key ["test:count-left-out"]) differs from a fresh render');
  });

  it("fails a page whose kept element reads a context its standalone render lacks", async () => {
    const Shelf = createContext("no shelf");
    function ShelfName() {
      return <p>{`On ${useContext(Shelf)}`}</p>;
    }
    const shelved = (
      <Shelf.Provider value="the top shelf">
        <KeptElement as="div" name="test:context-left-out" inputs={[]}>
          <ShelfName />
        </KeptElement>
      </Shelf.Provider>
    );
    const routes = [{ path: "/shelved", element: shelved }];
    await expect(renderKept(routes, new Request("http://localhost/shelved"))).rejects.toThrow(
      /The page \/shelved written from kept markup differs from the page rendered afresh.*Kept markup not in the fresh page: "test:context-left-out"/s,
    );
  });

  it("fails a real page when a kept element's inputs are left out of its key", async () => {
    // Every card of the market under its name alone: the first card's markup would stand for all.
    const nameOnly = (keeper: MarkupKeeper): MarkupKeeper => ({ markupOf: (name, key, standalone) => keeper.markupOf(name, name === "nft-card" ? keyOf(["nft-card", "left out"]) : key, standalone) });
    await expect(renderKept(...appPage("/market", marketLoader, Market), nameOnly)).rejects.toThrow(
      'Kept markup of "nft-card" (key ["nft-card","left out"]) differs from a fresh render',
    );
  });
});
