import { and, eq } from "drizzle-orm";
import { Wallet } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { indexToHead } from "~/jobs/indexer.server";
import type { Prepared, TradeReply } from "~/models/trading.server";
import { action as placeBidAction } from "~/routes/place_a_bid";
import { action as buyAction, loader as listingLoader } from "~/routes/nfttransfer.$nftid";
import { action as sellAction, loader as sellLoader } from "~/routes/sell.$nftid";
import { TransactionSender } from "~/services/chain-sender.server";
import { mintTo, readListing, type ChainContext } from "~/services/chain.server";
import type { DevChain } from "~/services/devchain.server";
import { db } from "~db/client.server";
import { listings } from "~db/schema";
import { accounts, startAppChain, stopAppChain } from "./support/chain";
import { createUser, post, visit, type TestUser } from "./support";

const NFT_ID = 1;
const coins = (text: string) => BigInt(Math.round(Number(text) * 1e6)) * 10n ** 12n;

let node: DevChain;
let chain: ChainContext;
let seller: TestUser;
let buyer: TestUser;
let walletless: TestUser;
let tokenId: number;
const sellerWallet = () => new TransactionSender(new Wallet(accounts[5].privateKey, chain.provider), { interfaces: chain.interfaces });
const buyerWallet = () => new TransactionSender(new Wallet(accounts[2].privateKey, chain.provider), { interfaces: chain.interfaces });

beforeAll(async () => {
  ({ node, chain } = await startAppChain());
  ({ tokenId } = await mintTo(chain, accounts[5].address, NFT_ID, accounts[0].address));
  await indexToHead(db, chain);
  seller = await createUser({ walletAddress: accounts[5].address });
  buyer = await createUser({ walletAddress: accounts[2].address });
  walletless = await createUser();
}, 120_000);

afterAll(() => stopAppChain(node, chain));

/** Sends every prepared step from a wallet, as the browser would, then lets the indexer catch up. */
async function sign(wallet: TransactionSender, prepared: Prepared | null) {
  if (!prepared?.ok) throw new Error(`nothing to sign: ${JSON.stringify(prepared)}`);
  for (const { tx } of prepared.steps) await wallet.sendAndWait({ to: tx.to, data: tx.data, value: BigInt(tx.value) });
  await indexToHead(db, chain);
}

const answer = async (response: Response) => (await response.json()) as TradeReply;
const sellPath = (query = "") => `/sell/${NFT_ID}${query}`;
const sell = (who: TestUser | null, fields: Record<string, string>, query = "") =>
  post(sellAction, sellPath(query), fields, { cookie: who?.cookie, params: { nftid: String(NFT_ID) } });
const openSale = () => db.select().from(listings).where(and(eq(listings.tokenId, tokenId), eq(listings.status, "active"))).get();

describe("the sell page's guards", () => {
  it("sends visitors to sign in and wallet-less users to the wallet page, and shows the owner their token", async () => {
    const params = { nftid: String(NFT_ID) };
    const visitor = await visit(sellLoader, sellPath(), { params });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login\?redirectTo=%2Fsell%2F1/);
    const noWallet = await visit(sellLoader, sellPath(), { params, cookie: walletless.cookie });
    expect(noWallet.status).toBe(302);
    expect(noWallet.headers.get("Location")).toMatch(/^\/wallet\?redirectTo=/);
    const owner = await visit(sellLoader, sellPath(), { params, cookie: seller.cookie });
    expect(owner.status).toBe(200);
    expect(((await owner.json()) as { tokenId: number }).tokenId).toBe(tokenId);
  });

  it("refuses another user's token with a 403 and sends nothing", async () => {
    const params = { nftid: String(NFT_ID) };
    expect((await visit(sellLoader, sellPath(`?token=${tokenId}`), { params, cookie: buyer.cookie })).status).toBe(403);
    const attempt = await sell(buyer, { intent: "sell", price: "1" }, `?token=${tokenId}`);
    expect(attempt.status).toBe(403);
    // A token of another NFT named on this NFT's page is refused too.
    expect((await visit(sellLoader, `/sell/2?token=${tokenId}`, { params: { nftid: "2" }, cookie: seller.cookie })).status).toBe(403);
    expect((await sell(null, { intent: "sell", price: "1" })).status).toBe(302);
    expect((await sell(walletless, { intent: "sell", price: "1" })).status).toBe(302);
    expect(openSale()).toBeUndefined();
  });

  it("answers bad input at the field and prepares nothing", async () => {
    for (const [fields, field] of [
      [{ intent: "sell", price: "" }, "price"],
      [{ intent: "sell", price: "-2" }, "price"],
      [{ intent: "sell", price: "ten" }, "price"],
      [{ intent: "sell", price: "1e30" }, "price"],
      [{ intent: "sell", price: "5000000" }, "price"],
      [{ intent: "auction", price: "1", days: "31" }, "days"],
      [{ intent: "auction", price: "1", days: "0" }, "days"],
    ] as const) {
      const response = await sell(seller, fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      const body = await answer(response);
      expect(body.prepared).toBeNull();
      expect(body.result.error?.[field]?.[0], JSON.stringify(fields)).toBeTruthy();
    }
  });
});

describe("selling, buying and the stale listing", () => {
  it("asks for the market's approval once, then lists at the typed price", async () => {
    const first = await answer(await sell(seller, { intent: "sell", price: "0.05" }));
    expect(first.prepared?.ok && first.prepared.steps.map((s) => s.kind)).toEqual(["approve", "sell"]);
    await sign(sellerWallet(), first.prepared);
    expect(openSale()).toMatchObject({ onAuction: false, priceWei: coins("0.05"), sellerAddress: accounts[5].address });
    // Approved now: a new price needs one transaction.
    const again = await answer(await sell(seller, { intent: "reprice", price: "0.07" }));
    expect(again.prepared?.ok && again.prepared.steps.map((s) => s.kind)).toEqual(["reprice"]);
    await sign(sellerWallet(), again.prepared);
    expect(openSale()?.priceWei).toBe(coins("0.07"));
  });

  it("never lets a buyer pay an old price", async () => {
    const listing = openSale()!;
    const buy = (who: TestUser | null, expectedPriceWei: string) =>
      post(buyAction, `/nfttransfer/${listing.id}`, { intent: "buy", expectedPriceWei }, { cookie: who?.cookie, params: { nftid: String(listing.id) } });
    const stale = await answer(await buy(buyer, coins("0.05").toString()));
    expect(stale.prepared).toEqual({ ok: false, error: `The price changed to 0.07000 ${config.chain.coinSymbol}: reload the page to see the new total.` });
    expect((await buy(seller, coins("0.07").toString())).status).toBe(409);
    expect((await buy(null, coins("0.07").toString())).status).toBe(302);
    expect((await buy(buyer, "not a price")).status).toBe(400);
    const fresh = await answer(await buy(buyer, coins("0.07").toString()));
    expect(fresh.prepared?.ok).toBe(true);
    // The call itself names the price: the contract refuses it once the seller changes the price.
    await sign(sellerWallet(), (await answer(await sell(seller, { intent: "reprice", price: "0.06" }))).prepared);
    await expect(sign(buyerWallet(), fresh.prepared)).rejects.toThrow(/price mismatch|PriceMismatch/i);
    expect(openSale()?.status).toBe("active");
  });

  it("keeps a listing dead after its token left and came back", async () => {
    const listing = openSale()!;
    const owner = sellerWallet();
    await owner.sendAndWait(await chain.collectible.transferFrom.populateTransaction(accounts[5].address, accounts[6].address, tokenId));
    const holder = new TransactionSender(new Wallet(accounts[6].privateKey, chain.provider), { interfaces: chain.interfaces });
    await holder.sendAndWait(await chain.collectible.transferFrom.populateTransaction(accounts[6].address, accounts[5].address, tokenId));
    await indexToHead(db, chain);
    expect(db.select().from(listings).where(eq(listings.id, listing.id)).get()?.status).toBe("cancelled");
    expect((await readListing(chain, listing.chainListingId!, tokenId)).active).toBe(false);
    const page = await visit(listingLoader, `/nfttransfer/${listing.id}`, { params: { nftid: String(listing.id) }, cookie: buyer.cookie });
    expect(((await page.json()) as { listing: { state: string } }).listing.state).toBe("closed");
    const refused = await answer(
      await post(buyAction, `/nfttransfer/${listing.id}`, { intent: "buy", expectedPriceWei: coins("0.06").toString() }, { cookie: buyer.cookie, params: { nftid: String(listing.id) } }),
    );
    expect(refused.prepared).toEqual({ ok: false, error: "This listing is no longer available" });
    // Sent anyway, straight to the contract, it is refused there too.
    const call = await chain.market.buyListing.populateTransaction(listing.chainListingId!, tokenId, coins("0.06"));
    await expect(buyerWallet().sendAndWait({ ...call, value: (await chain.market.resaleTotal(coins("0.06"))) as bigint })).rejects.toThrow(/moved since listing|TokenMovedSinceListing/i);
  });
});

describe("auctions from the sell page and bids", () => {
  const bid = (who: TestUser | null, listingId: number, bidValue: string) =>
    post(placeBidAction, `/place_a_bid?listing=${listingId}`, { intent: "bid", bidValue }, { cookie: who?.cookie });

  it("opens an auction, refuses low bids with the spec's message, and lets the seller cancel only before the first bid", async () => {
    const created = await answer(await sell(seller, { intent: "auction", price: "0.02", days: "3" }));
    expect(created.prepared?.ok && created.prepared.steps.map((s) => s.kind)).toEqual(["auction"]);
    await sign(sellerWallet(), created.prepared);
    const auction = openSale()!;
    expect(auction).toMatchObject({ onAuction: true, priceWei: coins("0.02") });

    // The escrowed token still belongs to its seller's page, and to no one else's.
    expect((await visit(sellLoader, sellPath(), { params: { nftid: String(NFT_ID) }, cookie: seller.cookie })).status).toBe(200);
    expect((await sell(buyer, { intent: "cancel" }, `?token=${tokenId}`)).status).toBe(403);

    const belowReserve = await answer(await bid(buyer, auction.id, "0.01"));
    expect(belowReserve.result.error?.bidValue).toEqual([`Please Enter a Bid of at least the Reserve Price 0.02000 ${config.chain.coinSymbol}`]);
    expect((await answer(await bid(seller, auction.id, "0.05"))).prepared).toEqual({ ok: false, error: "You cannot bid on your own auction." });
    expect((await bid(null, auction.id, "0.05")).status).toBe(302);
    expect((await bid(walletless, auction.id, "0.05")).status).toBe(302);
    expect((await bid(buyer, auction.id, "-1")).status).toBe(400);

    const first = await answer(await bid(buyer, auction.id, "0.02"));
    expect(first.prepared?.ok && BigInt(first.prepared.steps[0].tx.value)).toBe(coins("0.02") + (coins("0.02") * 1125n) / 10_000n);
    await sign(buyerWallet(), first.prepared);
    const equal = await answer(await bid(buyer, auction.id, "0.02"));
    expect(equal.result.error?.bidValue).toEqual([`Please Enter Value Greater than Previous Bid Value 0.02000 ${config.chain.coinSymbol}`]);
    const cancel = await answer(await sell(seller, { intent: "cancel" }));
    expect(cancel.prepared).toEqual({ ok: false, error: "This auction has a bid: it can no longer be cancelled." });
  });
});
