import type { RouteObject } from "react-router-dom";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LikesProvider } from "~/components/like-button";
import NftDetail, { loader as itemLoader } from "~/routes/nftdetail.$nftid";
import { activateWallet } from "~/models/wallets.server";
import type { ChainContext } from "~/services/chain.server";
import { createStandardWallet } from "~/services/custody.server";
import type { DevChain } from "~/services/devchain.server";
import { startAppChain, stopAppChain } from "./support/chain";
import { createUser, randomWallet, type TestUser } from "./support";
import { renderFresh, renderKept as renderKeptPage } from "./support/kept-markup";

/**
 * The item page's fixed price and panels are kept markup (docs/decisions/100-kept-markup.md): the
 * modal the server opens, the buyer's wallet, an auction's countdown and another item each give the
 * page its own markup. That a page written from kept markup is the page rendered afresh, byte for
 * byte, is checked on every render (tests/unit/support/kept-markup.tsx).
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

const routes: RouteObject[] = [
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

const requestFor = (location: string, user: TestUser) => new Request(`http://localhost${location}`, { headers: { cookie: user.cookie } });

/** The item page rendered afresh for a signed-in user. */
const renderItem = (location: string, user = collector) => renderFresh(routes, requestFor(location, user));

/** The item page as the server serves it, and the item page's sections it wrote from kept markup. */
async function renderKept(location: string, user = collector): Promise<{ html: string; kept: string[] }> {
  const { html, kept } = await renderKeptPage(routes, requestFor(location, user));
  return { html, kept: kept.filter((name) => name.startsWith("nft:")) };
}

/**
 * Renders the page afresh, then twice kept: the first keeps its sections, the second writes them
 * (from the second read on, kept reads answer with the same objects, and keys name them).
 */
async function expectKept(location: string, sections: string[]): Promise<string> {
  await renderItem(location);
  expect((await renderKept(location)).kept).toEqual([]);
  const second = await renderKept(location);
  expect(second.kept).toEqual(sections);
  return second.html;
}

/**
 * Renders the page kept for `user` twice, once the collector's page has been kept: the first keeps
 * the user's own purchase section and takes only the panels from the collector's, the second writes
 * both from kept markup.
 */
async function expectOwnPurchaseSection(location: string, user: TestUser) {
  expect((await renderKept(location, user)).kept).toEqual(["nft:panels"]);
  expect((await renderKept(location, user)).kept).toEqual(["nft:purchase", "nft:panels"]);
}

describe("the item page's kept markup", () => {
  it("writes a fixed price's purchase section and the panels exactly as it renders them", async () => {
    const html = await expectKept(`/nftdetail/${FIXED_ID}`, ["nft:purchase", "nft:panels"]);
    expect(html).toContain("PURCHASE");
    expect(html).toContain("Sale history");
    expect(html).toContain(`href="/nftdetail/${FIXED_ID}?purchase=1"`);
  });

  it("keeps the purchase modal the server opens apart from the closed one", async () => {
    const closed = await renderItem(`/nftdetail/${FIXED_ID}`);
    const open = await expectKept(`/nftdetail/${FIXED_ID}?purchase=1`, ["nft:purchase", "nft:panels"]);
    expect(open).not.toBe(closed);
    expect(open).toMatch(/<dialog[^>]* open=""/);
    // The closed page, written from kept markup again, is still the closed page.
    expect((await renderKept(`/nftdetail/${FIXED_ID}`)).html).toBe(closed);
  });

  it("keeps a wallet-less user's purchase section apart from a collector's, and shares the panels", async () => {
    const location = `/nftdetail/${FIXED_ID}`;
    const fresh = await renderItem(location, walletless);
    expect(fresh).toContain("Connect a wallet to pay");
    expect(await renderItem(location)).not.toContain("Connect a wallet to pay");
    await expectOwnPurchaseSection(location, walletless);
  });

  it("keeps a standard-wallet user's purchase section, which asks for the password, apart from a browser-wallet user's", async () => {
    const location = `/nftdetail/${FIXED_ID}`;
    const fresh = await renderItem(location, standard);
    expect(fresh).toContain("Confirm with your password");
    expect(fresh).toContain("Pay from your standard wallet");
    expect(fresh).toContain(`action="/nftdetail/${FIXED_ID}?purchase=1"`);
    expect(fresh).not.toContain("please turn on JavaScript to pay");
    // As expectKept renders it: from the third render on, the keys name the loader data kept since.
    await renderItem(location);
    await renderKept(location);
    const browserWallet = await renderKept(location);
    expect(browserWallet.kept).toEqual(["nft:purchase", "nft:panels"]);
    expect(browserWallet.html).toContain("please turn on JavaScript to pay");
    expect(browserWallet.html).not.toContain("Confirm with your password");
    await expectOwnPurchaseSection(location, standard);
    // The browser-wallet user's page, written from kept markup again, still has the wallet sign in the browser.
    expect((await renderKept(location)).html).toBe(browserWallet.html);
  });

  it("renders an auction's bid section every time, and keeps its panels", async () => {
    // The countdown reads the clock: a second passing between renders would change the bytes.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      const html = await expectKept(`/nftdetail/${AUCTION_ID}`, ["nft:panels"]);
      expect(html).toContain("Bid history");
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives each item its own panels", async () => {
    const first = await renderKept(`/nftdetail/${FIXED_ID}`);
    const other = await renderItem(`/nftdetail/3`);
    expect((await renderKept(`/nftdetail/3`)).html).toBe(other);
    expect(other).not.toBe(first.html);
  });
});
