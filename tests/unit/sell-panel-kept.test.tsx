import { Wallet } from "ethers";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexToHead } from "~/jobs/indexer.server";
import { MarkupKeeperProvider, type MarkupKeeper } from "~/lib/kept-markup";
import { markupKeeperFor } from "~/lib/kept-markup.server";
import type { TradeReply } from "~/models/trading.server";
import Sell, { action as sellAction, loader as sellLoader } from "~/routes/sell.$nftid";
import { TransactionSender } from "~/services/chain-sender.server";
import { mintTo, type ChainContext } from "~/services/chain.server";
import type { DevChain } from "~/services/devchain.server";
import { db } from "~db/client.server";
import { accounts, startAppChain, stopAppChain } from "./support/chain";
import { createUser, post, type TestUser } from "./support";

/**
 * The sell page's panel (its forms) is kept markup (docs/decisions/100-kept-markup.md): a page
 * written from it is the page rendered afresh, byte for byte, and the address the forms post to,
 * the reply to a post without JavaScript and the sale each give the panel its own markup.
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

/** The seller's sell page as the server renders it (a GET, or a POST of `fields` without JavaScript), with or without a keeper. */
async function renderSell(location: string, keeper: MarkupKeeper | null, fields?: Record<string, string>): Promise<string> {
  const routes = [
    {
      id: "root",
      path: "/",
      loader: () => ({ origin: "http://localhost" }),
      children: [{ id: "routes/sell.$nftid", path: "sell/:nftid", loader: sellLoader as never, action: sellAction as never, element: <Sell /> }],
    },
  ];
  const headers = { cookie: seller.cookie };
  const request = fields
    ? new Request(`http://localhost${location}`, { method: "POST", headers, body: new URLSearchParams(fields) })
    : new Request(`http://localhost${location}`, { headers });
  const context = await createStaticHandler(routes).query(request);
  if (context instanceof Response) throw new Error(`the page answered ${context.status}`);
  return renderToString(
    <MarkupKeeperProvider value={keeper}>
      <StaticRouterProvider router={createStaticRouter(routes, context)} context={context} hydrate={false} />
    </MarkupKeeperProvider>,
  );
}

/** Renders with a keeper, keeps what it missed, and says whether the panel came from kept markup. */
async function renderKept(location: string, fields?: Record<string, string>): Promise<{ html: string; panelKept: boolean }> {
  const keeper = markupKeeperFor(location);
  let panelKept = false;
  const html = await renderSell(
    location,
    {
      markupOf(key, standalone) {
        const markup = keeper.markupOf(key, standalone);
        if (key.startsWith('["sell:panel"') && markup !== undefined) panelKept = true;
        return markup;
      },
    },
    fields,
  );
  keeper.keepMissing();
  return { html, panelKept };
}

/** Renders the page afresh, then twice kept (the first keeps the panel, the second writes it), and expects the same bytes each time. */
async function expectKeptAsFresh(location: string, fields?: Record<string, string>): Promise<string> {
  const fresh = await renderSell(location, null, fields);
  const first = await renderKept(location, fields);
  expect(first.panelKept).toBe(false);
  expect(first.html).toBe(fresh);
  const second = await renderKept(location, fields);
  expect(second.panelKept).toBe(true);
  expect(second.html).toBe(fresh);
  return fresh;
}

describe("the sell page's kept panel", () => {
  it("writes the forms from kept markup exactly as it renders them, posting to the page's own address", async () => {
    const withToken = await expectKeptAsFresh(`/sell/${NFT_ID}?token=${tokenId}`);
    expect(withToken).toContain(`action="/sell/${NFT_ID}?token=${tokenId}"`);
    expect(withToken).toContain("Sell Instantly");
    expect(withToken).toContain("Number of days");

    // Another address is another panel: its forms post there.
    const plain = await expectKeptAsFresh(`/sell/${NFT_ID}`);
    expect(plain).toContain(`action="/sell/${NFT_ID}"`);
    expect(plain).not.toContain("?token=");
  });

  it("shows the reply to a post without JavaScript, and the next visit shows the forms clean", async () => {
    const location = `/sell/${NFT_ID}?token=${tokenId}`;
    const refused = await expectKeptAsFresh(location, { intent: "sell", price: "-1" });
    expect(refused).toContain("The price must be more than 0.");
    const prepared = await expectKeptAsFresh(location, { intent: "sell", price: "0.02" });
    expect(prepared).toContain("Your wallet signs this step in the browser: please turn on JavaScript to continue.");

    const { html } = await renderKept(location);
    expect(html).not.toContain("The price must be more than 0.");
    expect(html).not.toContain("please turn on JavaScript");
    expect(html).toBe(await renderSell(location, null));
  });

  it("shows the sale once the token is listed", async () => {
    const location = `/sell/${NFT_ID}?token=${tokenId}`;
    expect((await renderKept(location)).panelKept).toBe(true);
    const reply = (await (await post(sellAction, location, { intent: "sell", price: "0.03" }, { cookie: seller.cookie, params: { nftid: String(NFT_ID) } })).json()) as TradeReply;
    if (!reply.prepared?.ok) throw new Error(`the sale was not prepared: ${JSON.stringify(reply)}`);
    const wallet = new TransactionSender(new Wallet(accounts[5].privateKey, chain.provider), { interfaces: chain.interfaces });
    for (const { tx } of reply.prepared.steps) await wallet.sendAndWait({ to: tx.to, data: tx.data, value: BigInt(tx.value) });
    await indexToHead(db, chain);

    const listed = await expectKeptAsFresh(location);
    expect(listed).toContain("Listed at 0.03000 ETH");
    expect(listed).toContain("Change price");
    expect(listed).not.toContain("Sell Instantly");
  });
});
