import type { LoaderFunction } from "@remix-run/node";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { Outlet } from "react-router-dom";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it, vi } from "vitest";
import { LikesProvider } from "~/components/like-button";
import { NftCardItem } from "~/components/nft-card";
import { SiteFooter, type FooterBacker } from "~/components/site-footer";
import { navItemOf, SiteHeader, type HeaderUser } from "~/components/site-header";
import { KeptElement, keyOf, MarkupKeeperProvider, type MarkupKeeper } from "~/lib/kept-markup";
import { KEPT_ITEMS, markupKeeperFor } from "~/lib/kept-markup.server";
import type { NftCardData } from "~/models/nfts.server";
import { MARKET_PAGE_SIZE } from "~/models/listings.server";
import FilmCollection, { loader as filmLoader } from "~/routes/$film";
import Home, { loader as homeLoader } from "~/routes/_index";
import Collections, { loader as collectionsLoader } from "~/routes/collections";
import Market, { loader as marketLoader } from "~/routes/market";

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
          <KeptElement as="li" key={item.key} inputs={[item]}>
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

/** The page as the server renders it: a data router at the page's location, under a root route giving the site's origin, with or without a keeper. */
async function render(page: Page, keeper: MarkupKeeper | null): Promise<string> {
  const location = page.location ?? "/market";
  const origin = page.origin ?? "http://localhost";
  const routes = [{ id: "root", path: "/", loader: () => ({ origin }), element: <Outlet />, children: [{ path: "*", element: <Grid {...page} /> }] }];
  const context = await createStaticHandler(routes).query(new Request(`http://localhost${location}`));
  if (context instanceof Response) throw new Error("the page redirected");
  const router = createStaticRouter(routes, context);
  return renderToString(
    <MarkupKeeperProvider value={keeper}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </MarkupKeeperProvider>,
  );
}

/** A keeper that counts the elements it finds kept, and notes their keys. */
function countingKeeper(location: string) {
  const keeper = markupKeeperFor(location);
  const counted = { found: 0, keys: [] as string[] };
  const counting: MarkupKeeper = {
    markupOf(key, standalone) {
      const markup = keeper.markupOf(key, standalone);
      if (markup !== undefined) {
        counted.found++;
        counted.keys.push(key);
      }
      return markup;
    },
  };
  return { keeper, counting, counted };
}

/** A page as the server renders it, from its loader (the seeded catalogue), with or without a keeper. */
async function renderPage(path: string, loader: LoaderFunction, Page: () => ReactElement, keeper: MarkupKeeper | null, routePath = new URL(path, "http://localhost").pathname): Promise<string> {
  const routes = [
    {
      path: routePath,
      loader: loader as never,
      element: (
        <LikesProvider signedIn={false} likedNftIds={[]}>
          <Page />
        </LikesProvider>
      ),
    },
  ];
  const context = await createStaticHandler(routes).query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error("the page redirected");
  return renderToString(
    <MarkupKeeperProvider value={keeper}>
      <StaticRouterProvider router={createStaticRouter(routes, context)} context={context} hydrate={false} />
    </MarkupKeeperProvider>,
  );
}

/** Renders with a keeper, keeps what it missed, and counts the items it found kept. */
async function renderKept(page: Page): Promise<{ html: string; found: number }> {
  const { keeper, counting, counted } = countingKeeper(page.location ?? "/market");
  const html = await render(page, counting);
  keeper.keepMissing();
  return { html, found: counted.found };
}

describe("card markup kept between server renders", () => {
  it("renders a page from kept markup exactly as it renders it afresh", async () => {
    const page: Page = { cards: [card(1), card(2), card(3)], liked: [2], showcase: [{ key: "a", title: "Sivaji" }] };
    const fresh = await render(page, null);
    expect(fresh).toContain('aria-pressed="true"');
    // A card's Share link posts the absolute address of the page it leads to.
    expect(fresh).toContain("&amp;url=http%3A%2F%2Flocalhost%2Fnfttransfer%2F1\"");

    const first = await renderKept(page);
    expect(first.found).toBe(0);
    expect(first.html).toBe(fresh);

    const second = await renderKept(page);
    expect(second.found).toBe(4);
    expect(second.html).toBe(fresh);
  });

  it("keeps text in any script exactly as written, a lone surrogate too", async () => {
    const titles = ["கபாலி — நெருப்புடா", "Baahubali 🔥 ‘The Beginning’", "Ünïcödé café"];
    const page: Page = {
      cards: titles.map((title, i) => card(300 + i, { title })),
      showcase: [...titles, "half a pair \ud83d here"].map((title, i) => ({ key: `s${i}`, title })),
      location: "/collections/scripts",
    };
    const fresh = await render(page, null);
    expect(fresh).toContain("half a pair \ud83d here");
    await renderKept(page);
    const kept = await renderKept(page);
    expect(kept.found).toBe(2 * titles.length + 1);
    expect(kept.html).toBe(fresh);
  });

  it("gives a card its own markup when anything it is made from changes", async () => {
    const base: Page = { cards: [card(11), card(12)], location: "/market?page=2" };
    await renderKept(base);

    const changes: Page[] = [
      { ...base, liked: [11, 12] },
      { ...base, cards: [card(11, { likeCount: 99 }), card(12, { priceLabel: "$12" })] },
      { ...base, cards: [card(11, { title: "Another title" }), card(12, { rarity: "Legendary" })] },
      { ...base, location: "/market?page=3" },
      { ...base, origin: "https://diginoor.example" },
    ];
    for (const page of changes) {
      const kept = await renderKept(page);
      expect(kept.found).toBe(0);
      expect(kept.html).toBe(await render(page, null));
    }
    const liked = await render(changes[0], null);
    expect(liked).toContain('aria-pressed="true"');
    expect(await render(changes[1], null)).toContain("99<");
    expect(await render(changes[3], null)).toContain('value="/market?page=3"');
    expect(await render(changes[4], null)).toContain("url=https%3A%2F%2Fdiginoor.example%2Fnfttransfer%2F12");
  });

  it("keeps at most KEPT_ITEMS items, dropping the oldest first", async () => {
    const first: Page = { cards: [card(100_000)], location: "/collections" };
    await renderKept(first);
    expect((await renderKept(first)).found).toBe(1);

    const others: Page = { cards: Array.from({ length: KEPT_ITEMS }, (_, i) => card(200_000 + i)), location: "/collections" };
    await renderKept(others);
    expect((await renderKept(others)).found).toBe(KEPT_ITEMS);
    expect((await renderKept(first)).found).toBe(0);
  });

  it("renders the home page's sections and cards from kept markup exactly as it renders them afresh", async () => {
    const renderHome = (keeper: MarkupKeeper | null) => renderPage("/", homeLoader, Home, keeper);
    const fresh = await renderHome(null);
    expect(fresh).toContain("Get started");
    expect(fresh).toContain("Top selling");
    for (const round of [1, 2, 3]) {
      const { keeper, counting, counted } = countingKeeper("/");
      expect(await renderHome(counting), `render ${round}`).toBe(fresh);
      keeper.keepMissing();
      // The hero, the guides, the films, the top sellers and the community, and the eight latest cards.
      expect(counted.found, `render ${round}`).toBe(round === 1 ? 0 : 5 + 8);
    }
  });

  it("renders the market's top auctions and cards from kept markup exactly as it renders them afresh", async () => {
    const renderMarket = (keeper: MarkupKeeper | null) => renderPage("/market", marketLoader, Market, keeper);
    const fresh = await renderMarket(null);
    expect(fresh).toContain("TOP AUCTIONS");
    const cards = fresh.split('<article class="nft-card ').length - 1;
    expect(cards).toBe(MARKET_PAGE_SIZE);
    for (const round of [1, 2, 3]) {
      const { keeper, counting, counted } = countingKeeper("/market");
      expect(await renderMarket(counting), `render ${round}`).toBe(fresh);
      keeper.keepMissing();
      // The top auctions, the filter form and the page's listing cards.
      expect(counted.found, `render ${round}`).toBe(round === 1 ? 0 : 2 + cards);
    }
  });

  it("renders a film page's cards from kept markup exactly as it renders them afresh, each collectible once", async () => {
    const renderFilm = (keeper: MarkupKeeper | null) => renderPage("/sivaji", filmLoader, FilmCollection, keeper, "/:film");
    const fresh = await renderFilm(null);
    const cards = fresh.split('<article class="nft-card ').length - 1;
    expect(cards).toBeGreaterThan(0);
    // One card per collectible: the grid of wide screens is the carousel of narrow ones.
    expect(new Set(fresh.match(/href="\/nftdetail\/\d+"/g)).size).toBe(cards);
    for (const round of [1, 2, 3]) {
      const { keeper, counting, counted } = countingKeeper("/sivaji");
      expect(await renderFilm(counting), `render ${round}`).toBe(fresh);
      keeper.keepMissing();
      expect(counted.found, `render ${round}`).toBe(round === 1 ? 0 : cards);
    }
  });

  it("renders /collections' banner, film tiles, filter form and cards from kept markup exactly as it renders them afresh", async () => {
    // An actor outside the filter's choices is ignored: that page's form is the unfiltered one.
    const pages = [
      { path: "/collections", formKeptBefore: false },
      { path: "/collections?price=auction&movie=kabali", formKeptBefore: false },
      { path: "/collections?actor=Nobody&page=2", formKeptBefore: true },
    ];
    for (const [index, { path, formKeptBefore }] of pages.entries()) {
      const renderCollections = (keeper: MarkupKeeper | null) => renderPage(path, collectionsLoader, Collections, keeper);
      const fresh = await renderCollections(null);
      expect(fresh).toContain("Hot Collections");
      expect(fresh).toContain('<form method="get" action="/collections#explore"');
      const cards = fresh.split('<article class="nft-card ').length - 1;
      for (const round of [1, 2, 3]) {
        const { keeper, counting, counted } = countingKeeper(path);
        expect(await renderCollections(counting), `${path}, render ${round}`).toBe(fresh);
        keeper.keepMissing();
        const found = (name: string) => counted.keys.some((key) => key.startsWith(`["collections:${name}"`));
        // The banner and the film tiles are the same for every filter; the form is kept per filter.
        expect([found("banner"), found("hot"), found("filters")], `${path}, render ${round}`).toEqual([round > 1 || index > 0, round > 1 || index > 0, round > 1 || formKeptBefore]);
        if (round > 1) expect(counted.found, `${path}, render ${round}`).toBe(3 + cards);
      }
    }
    const auctions = await renderPage("/collections?price=auction", collectionsLoader, Collections, null);
    expect(auctions).toContain('<option value="auction" selected="">Auction</option>');
  });

  it("keeps the market's filter form per filter, showing the chosen values", async () => {
    const path = "/market?rarity=Rare&q=moon";
    const renderFiltered = (keeper: MarkupKeeper | null) => renderPage(path, marketLoader, Market, keeper);
    const fresh = await renderFiltered(null);
    expect(fresh).toContain('<option value="Rare" selected="">Rare</option>');
    expect(fresh).toContain('value="moon"');
    expect(fresh).toContain('<form method="get" action="/market"');
    for (const round of [1, 2]) {
      const { keeper, counting, counted } = countingKeeper(path);
      const html = await renderFiltered(counting);
      keeper.keepMissing();
      expect(html, `render ${round}`).toBe(fresh);
      // Other filters are another key: the form kept for the unfiltered market (above) is not this one.
      expect(counted.keys.some((key) => key.startsWith('["market:filters"')), `render ${round}`).toBe(round === 2);
    }
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

  it("renders a visitor's header and the footer's links from kept markup exactly as it renders them afresh, one header per navigation item", async () => {
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
      const visit = (keeper: MarkupKeeper | null) => renderPage(path, () => null, layout(null), keeper, "*");
      const fresh = await visit(null);
      const active = [...fresh.matchAll(/<a[^>]*aria-current="page"[^>]*>([^<]+)<\/a>/g)].map((match) => match[1]);
      expect(active, path).toEqual(current ? [current] : []);
      for (const round of [1, 2]) {
        const { keeper, counting, counted } = countingKeeper(path);
        expect(await visit(counting), `${path}, render ${round}`).toBe(fresh);
        keeper.keepMissing();
        if (round === 2) expect(counted.keys, path).toEqual([keyOf(["site-header", navItemOf(new URL(path, "http://localhost").pathname)]), keyOf(["site-footer", backers])]);
      }
      // The newsletter box returns to the page it was sent from: it is rendered for each.
      expect(fresh).toContain(`name="redirectTo" value="${new URL(path, "http://localhost").pathname}`);
    }

    expect(navItemOf("/%E0%A4")).toBeNull();
    expect(navItemOf("/HOW%20IT%20WORKS/")).toBe("/how it works");

    // Other backers: other footer links.
    const otherBackers = [{ ...backers[0], name: "Madras Talkies" }];
    const withOthers = await renderPage("/status", () => null, layout(null, otherBackers), markupKeeperFor("/status"), "*");
    expect(withOthers).toContain("Madras Talkies");
    expect(withOthers).not.toContain("Thanjavur Lantern Studios");

    // A signed-in user's header (the bell posts back to the page) is rendered for each page.
    const signedIn = layout({ name: "Meena", unreadNotifications: 1 });
    const { keeper, counting, counted } = countingKeeper("/market");
    const first = await renderPage("/market", () => null, signedIn, counting, "*");
    keeper.keepMissing();
    const second = await renderPage("/market", () => null, signedIn, counting, "*");
    expect(second).toBe(first);
    expect(second).toContain("Your bid was outbid");
    expect(second).toContain("My account: Meena");
    expect(counted.keys.filter((key) => key.includes("site-header"))).toEqual([]);
  });

  it("renders every item itself without a keeper (the browser)", async () => {
    const html = await render({ cards: [card(7)] }, null);
    expect(html).toContain('<li><article class="nft-card rarity--rare">');
  });
});
