import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { LikesProvider } from "~/components/like-button";
import { NftCardItem } from "~/components/nft-card";
import { KeptListItem, MarkupKeeperProvider, type MarkupKeeper } from "~/lib/kept-markup";
import { KEPT_ITEMS, markupKeeperFor } from "~/lib/kept-markup.server";
import type { NftCardData } from "~/models/nfts.server";

/**
 * Card markup kept between server renders (docs/decisions/100-card-markup-kept-between-renders.md):
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

type Page = { cards: NftCardData[]; liked?: number[]; location?: string; showcase?: { key: string; title: string }[] };

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
          <KeptListItem key={item.key} inputs={[item]}>
            <article>
              <h3>{item.title}</h3>
              <p>
                {item.key} of {item.title}
              </p>
            </article>
          </KeptListItem>
        ))}
      </ul>
    </LikesProvider>
  );
}

/** The page as the server renders it: a data router at the page's location, with or without a keeper. */
async function render(page: Page, keeper: MarkupKeeper | null): Promise<string> {
  const location = page.location ?? "/market";
  const routes = [{ path: "*", element: <Grid {...page} /> }];
  const context = await createStaticHandler(routes).query(new Request(`http://localhost${location}`));
  if (context instanceof Response) throw new Error("the page redirected");
  const router = createStaticRouter(routes, context);
  return renderToString(
    <MarkupKeeperProvider value={keeper}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </MarkupKeeperProvider>,
  );
}

/** Renders with a keeper, keeps what it missed, and counts the items it found kept. */
async function renderKept(page: Page): Promise<{ html: string; found: number }> {
  const keeper = markupKeeperFor(page.location ?? "/market");
  let found = 0;
  const counting: MarkupKeeper = {
    markupOf(key, standalone) {
      const markup = keeper.markupOf(key, standalone);
      if (markup !== undefined) found++;
      return markup;
    },
  };
  const html = await render(page, counting);
  keeper.keepMissing();
  return { html, found };
}

describe("card markup kept between server renders", () => {
  it("renders a page from kept markup exactly as it renders it afresh", async () => {
    const page: Page = { cards: [card(1), card(2), card(3)], liked: [2], showcase: [{ key: "a", title: "Sivaji" }] };
    const fresh = await render(page, null);
    expect(fresh).toContain('aria-pressed="true"');

    const first = await renderKept(page);
    expect(first.found).toBe(0);
    expect(first.html).toBe(fresh);

    const second = await renderKept(page);
    expect(second.found).toBe(4);
    expect(second.html).toBe(fresh);
  });

  it("gives a card its own markup when anything it is made from changes", async () => {
    const base: Page = { cards: [card(11), card(12)], location: "/market?page=2" };
    await renderKept(base);

    const changes: Page[] = [
      { ...base, liked: [11, 12] },
      { ...base, cards: [card(11, { likeCount: 99 }), card(12, { priceLabel: "$12" })] },
      { ...base, cards: [card(11, { title: "Another title" }), card(12, { rarity: "Legendary" })] },
      { ...base, location: "/market?page=3" },
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

  it("renders every item itself without a keeper (the browser)", async () => {
    const html = await render({ cards: [card(7)] }, null);
    expect(html).toContain('<li><article class="nft-card rarity--rare">');
  });
});
