import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LikesProvider } from "~/components/like-button";
import { MarkupKeeperProvider, type MarkupKeeper } from "~/lib/kept-markup";
import { markupKeeperFor } from "~/lib/kept-markup.server";
import NftDetail, { loader as itemLoader } from "~/routes/nftdetail.$nftid";
import { activateWallet } from "~/models/wallets.server";
import type { ChainContext } from "~/services/chain.server";
import { createStandardWallet } from "~/services/custody.server";
import type { DevChain } from "~/services/devchain.server";
import { startAppChain, stopAppChain } from "./support/chain";
import { createUser, randomWallet, type TestUser } from "./support";

/**
 * The item page's fixed price and panels are kept markup (docs/decisions/100-kept-markup.md): a
 * page written from them is the page rendered afresh, byte for byte, and the modal the server opens,
 * an auction's countdown and another item each give the page its own markup.
 */

const FIXED_ID = 1;
const AUCTION_ID = 2;

/**
 * A collector with a wallet (the purchase modal offers to pay), one without (it offers to connect
 * one), and one whose active wallet is the standard wallet (the password confirms the payment).
 */
let collector: TestUser;
let walletless: TestUser;
let standard: TestUser;

/** The chain the page reads: its collectible's address, and the gas of a purchase the server opens. */
let node: DevChain;
let chain: ChainContext;

beforeAll(async () => {
  ({ node, chain } = await startAppChain());
  collector = await createUser({ walletAddress: randomWallet() });
  walletless = await createUser();
  standard = await createUser();
  expect(activateWallet(standard.id, createStandardWallet(standard.id), "standard", Date.now()).ok).toBe(true);
}, 120_000);

afterAll(() => stopAppChain(node, chain));

/** The item page as the server renders it for a signed-in user, with or without a keeper. */
async function renderItem(location: string, keeper: MarkupKeeper | null, user = collector): Promise<string> {
  const routes = [
    {
      id: "root",
      path: "/",
      loader: () => ({ origin: "http://localhost" }),
      children: [
        {
          id: "routes/nftdetail.$nftid",
          path: "nftdetail/:nftid",
          loader: itemLoader as never,
          element: (
            <LikesProvider signedIn likedNftIds={[]}>
              <NftDetail />
            </LikesProvider>
          ),
        },
      ],
    },
  ];
  const context = await createStaticHandler(routes).query(new Request(`http://localhost${location}`, { headers: { cookie: user.cookie } }));
  if (context instanceof Response) throw new Error(`the page answered ${context.status}`);
  return renderToString(
    <MarkupKeeperProvider value={keeper}>
      <StaticRouterProvider router={createStaticRouter(routes, context)} context={context} hydrate={false} />
    </MarkupKeeperProvider>,
  );
}

/** Renders with a keeper, keeps what it missed, and names the item page's sections that came from kept markup. */
async function renderKept(location: string, user = collector): Promise<{ html: string; kept: string[] }> {
  const keeper = markupKeeperFor(location);
  const kept: string[] = [];
  const html = await renderItem(location, {
    markupOf(key, standalone) {
      const markup = keeper.markupOf(key, standalone);
      const section = /^\["(nft:[a-z]+)"/.exec(key)?.[1];
      if (section && markup !== undefined) kept.push(section);
      return markup;
    },
  }, user);
  keeper.keepMissing();
  return { html, kept };
}

/** Renders the page afresh, then twice kept (the first keeps, the second writes), and expects the same bytes each time. */
async function expectKeptAsFresh(location: string, sections: string[]): Promise<string> {
  const fresh = await renderItem(location, null);
  const first = await renderKept(location);
  expect(first.kept).toEqual([]);
  expect(first.html).toBe(fresh);
  const second = await renderKept(location);
  expect(second.kept).toEqual(sections);
  expect(second.html).toBe(fresh);
  return fresh;
}

/**
 * Renders the page kept for `user` twice, once the collector's page has been kept: the first keeps
 * the user's own purchase section and takes only the panels from the collector's, the second writes
 * both from kept markup, and each is `fresh`, the user's page rendered afresh.
 */
async function expectOwnPurchaseSection(location: string, user: TestUser, fresh: string) {
  const first = await renderKept(location, user);
  expect(first.kept).toEqual(["nft:panels"]);
  expect(first.html).toBe(fresh);
  const second = await renderKept(location, user);
  expect(second.kept).toEqual(["nft:purchase", "nft:panels"]);
  expect(second.html).toBe(fresh);
}

describe("the item page's kept markup", () => {
  it("writes a fixed price's purchase section and the panels exactly as it renders them", async () => {
    const html = await expectKeptAsFresh(`/nftdetail/${FIXED_ID}`, ["nft:purchase", "nft:panels"]);
    expect(html).toContain("PURCHASE");
    expect(html).toContain("Sale history");
    expect(html).toContain(`href="/nftdetail/${FIXED_ID}?purchase=1"`);
  });

  it("keeps the purchase modal the server opens apart from the closed one", async () => {
    const closed = await renderItem(`/nftdetail/${FIXED_ID}`, null);
    const open = await expectKeptAsFresh(`/nftdetail/${FIXED_ID}?purchase=1`, ["nft:purchase", "nft:panels"]);
    expect(open).not.toBe(closed);
    expect(open).toMatch(/<dialog[^>]* open=""/);
    // The closed page, written from kept markup again, is still the closed page.
    expect((await renderKept(`/nftdetail/${FIXED_ID}`)).html).toBe(closed);
  });

  it("keeps a wallet-less user's purchase section apart from a collector's, and shares the panels", async () => {
    const location = `/nftdetail/${FIXED_ID}`;
    const fresh = await renderItem(location, null, walletless);
    expect(fresh).toContain("Connect a wallet to pay");
    expect(await renderItem(location, null)).not.toContain("Connect a wallet to pay");
    await expectOwnPurchaseSection(location, walletless, fresh);
  });

  it("keeps a standard-wallet user's purchase section, which asks for the password, apart from a browser-wallet user's", async () => {
    const location = `/nftdetail/${FIXED_ID}`;
    const fresh = await renderItem(location, null, standard);
    expect(fresh).toContain("Confirm with your password");
    expect(fresh).toContain("Pay from your standard wallet");
    expect(fresh).toContain(`action="/nftdetail/${FIXED_ID}?purchase=1"`);
    expect(fresh).not.toContain("please turn on JavaScript to pay");
    // As expectKeptAsFresh renders it: from the third render on, the keys name the loader data kept since.
    await renderItem(location, null);
    await renderKept(location);
    const browserWallet = await renderKept(location);
    expect(browserWallet.kept).toEqual(["nft:purchase", "nft:panels"]);
    expect(browserWallet.html).toContain("please turn on JavaScript to pay");
    expect(browserWallet.html).not.toContain("Confirm with your password");
    await expectOwnPurchaseSection(location, standard, fresh);
    // The browser-wallet user's page, written from kept markup again, still has the wallet sign in the browser.
    expect((await renderKept(location)).html).toBe(browserWallet.html);
  });

  it("renders an auction's bid section every time, and keeps its panels", async () => {
    // The countdown reads the clock: a second passing between renders would change the bytes.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      const html = await expectKeptAsFresh(`/nftdetail/${AUCTION_ID}`, ["nft:panels"]);
      expect(html).toContain("Bid history");
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives each item its own panels", async () => {
    const first = await renderKept(`/nftdetail/${FIXED_ID}`);
    const other = await renderItem(`/nftdetail/3`, null);
    expect((await renderKept(`/nftdetail/3`)).html).toBe(other);
    expect(other).not.toBe(first.html);
  });
});
