import { Wallet } from "ethers";
import type { RouteObject } from "react-router-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexToHead } from "~/jobs/indexer.server";
import type { TradeReply } from "~/models/trading.server";
import Sell, { action as sellAction, loader as sellLoader } from "~/routes/sell.$nftid";
import { TransactionSender } from "~/services/chain-sender.server";
import { mintTo, type ChainContext } from "~/services/chain.server";
import type { DevChain } from "~/services/devchain.server";
import { db } from "~db/client.server";
import { accounts, startAppChain, stopAppChain } from "./support/chain";
import { createUser, post, type TestUser } from "./support";
import { renderFresh, renderKept as renderKeptPage } from "./support/kept-markup";

/**
 * The sell page's panel (its forms) is kept markup (docs/decisions/100-kept-markup.md): the address
 * the forms post to, the reply to a post without JavaScript and the sale each give the panel its
 * own markup. That a page written from it is the page rendered afresh, byte for byte, is checked on
 * every render (tests/unit/support/kept-markup.tsx).
 */

const NFT_ID = 1;

let node: DevChain;
let chain: ChainContext;
let seller: TestUser;
let tokenId: number;

beforeAll(async () => {
  ({ node, chain } = await startAppChain());
  ({ tokenId } = await mintTo(chain, accounts[5].address, NFT_ID, accounts[0].address));
  await indexToHead(db, chain);
  seller = await createUser({ walletAddress: accounts[5].address });
}, 120_000);

afterAll(() => stopAppChain(node, chain));

const routes: RouteObject[] = [
  {
    id: "root",
    path: "/",
    loader: () => ({ origin: "http://localhost" }),
    children: [{ id: "routes/sell.$nftid", path: "sell/:nftid", loader: sellLoader as never, action: sellAction as never, element: <Sell /> }],
  },
];

/** The seller's request for the sell page: a GET, or a POST of `fields` without JavaScript. */
function requestFor(location: string, fields?: Record<string, string>): Request {
  const headers = { cookie: seller.cookie };
  return fields
    ? new Request(`http://localhost${location}`, { method: "POST", headers, body: new URLSearchParams(fields) })
    : new Request(`http://localhost${location}`, { headers });
}

/** The page as the server serves it, and whether the panel came from kept markup. */
async function renderKept(location: string, fields?: Record<string, string>): Promise<{ html: string; panelKept: boolean }> {
  const { html, kept } = await renderKeptPage(routes, requestFor(location, fields));
  return { html, panelKept: kept.includes("sell:panel") };
}

/**
 * Renders the page afresh, then twice kept (the first keeps the panel, the second writes it): from
 * the second read on, kept reads answer with the same objects, and keys name them.
 */
async function expectKept(location: string, fields?: Record<string, string>): Promise<string> {
  await renderFresh(routes, requestFor(location, fields));
  expect((await renderKept(location, fields)).panelKept).toBe(false);
  const second = await renderKept(location, fields);
  expect(second.panelKept).toBe(true);
  return second.html;
}

describe("the sell page's kept panel", () => {
  it("writes the forms from kept markup exactly as it renders them, posting to the page's own address", async () => {
    const withToken = await expectKept(`/sell/${NFT_ID}?token=${tokenId}`);
    expect(withToken).toContain(`action="/sell/${NFT_ID}?token=${tokenId}"`);
    expect(withToken).toContain("Sell Instantly");
    expect(withToken).toContain("Number of days");

    // Another address is another panel: its forms post there.
    const plain = await expectKept(`/sell/${NFT_ID}`);
    expect(plain).toContain(`action="/sell/${NFT_ID}"`);
    expect(plain).not.toContain("?token=");
  });

  it("shows the reply to a post without JavaScript, and the next visit shows the forms clean", async () => {
    const location = `/sell/${NFT_ID}?token=${tokenId}`;
    const refused = await expectKept(location, { intent: "sell", price: "-1" });
    expect(refused).toContain("The price must be more than 0.");
    const prepared = await expectKept(location, { intent: "sell", price: "0.02" });
    expect(prepared).toContain("Your wallet signs this step in the browser: please turn on JavaScript to continue.");

    const { html } = await renderKept(location);
    expect(html).not.toContain("The price must be more than 0.");
    expect(html).not.toContain("please turn on JavaScript");
    expect(html).toBe(await renderFresh(routes, requestFor(location)));
  });

  it("shows the sale once the token is listed", async () => {
    const location = `/sell/${NFT_ID}?token=${tokenId}`;
    expect((await renderKept(location)).panelKept).toBe(true);
    const reply = (await (await post(sellAction, location, { intent: "sell", price: "0.03" }, { cookie: seller.cookie, params: { nftid: String(NFT_ID) } })).json()) as TradeReply;
    if (!reply.prepared?.ok) throw new Error(`the sale was not prepared: ${JSON.stringify(reply)}`);
    const wallet = new TransactionSender(new Wallet(accounts[5].privateKey, chain.provider), { interfaces: chain.interfaces });
    for (const { tx } of reply.prepared.steps) await wallet.sendAndWait({ to: tx.to, data: tx.data, value: BigInt(tx.value) });
    await indexToHead(db, chain);

    const listed = await expectKept(location);
    expect(listed).toContain("Listed at 0.03000 ETH");
    expect(listed).toContain("Change price");
    expect(listed).not.toContain("Sell Instantly");
  });
});
