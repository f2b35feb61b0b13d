import { and, eq } from "drizzle-orm";
import { Wallet } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexToHead } from "~/jobs/indexer.server";
import type { ListingTypedData, PreparedSignedListing, SignedListingValues } from "~/models/signed-listings.server";
import { marketListings } from "~/models/listings.server";
import type { Prepared, TradeReply } from "~/models/trading.server";
import { action as buyAction, loader as listingLoader } from "~/routes/nfttransfer.$nftid";
import { action as sellAction, loader as sellLoader } from "~/routes/sell.$nftid";
import { TransactionSender } from "~/services/chain-sender.server";
import { mintTo, type ChainContext } from "~/services/chain.server";
import type { DevChain } from "~/services/devchain.server";
import { db } from "~db/client.server";
import { listings, sales, signedListings } from "~db/schema";
import { accounts, startAppChain, stopAppChain } from "./support/chain";
import { createUser, post, visit, type TestUser } from "./support";

const NFT_ID = 1;
const PRICE_WEI = 5n * 10n ** 16n;

let node: DevChain;
let chain: ChainContext;
let seller: TestUser;
let buyer: TestUser;
let tokenId: number;
const walletOf = (index: number) => new TransactionSender(new Wallet(accounts[index].privateKey, chain.provider), { interfaces: chain.interfaces });

beforeAll(async () => {
  ({ node, chain } = await startAppChain());
  ({ tokenId } = await mintTo(chain, accounts[5].address, NFT_ID, accounts[0].address));
  await indexToHead(db, chain);
  seller = await createUser({ walletAddress: accounts[5].address });
  buyer = await createUser({ walletAddress: accounts[2].address });
}, 120_000);

afterAll(() => stopAppChain(node, chain));

type SignReply = { intent: string; prepared: PreparedSignedListing | null };

const params = { nftid: String(NFT_ID) };
const sell = (who: TestUser, fields: Record<string, string>, query = "") => post(sellAction, `/sell/${NFT_ID}${query}`, fields, { cookie: who.cookie, params });

/** The sell page's "List without gas": the listing the wallet is asked to sign. */
async function askToSign(who: TestUser, price: string, query = ""): Promise<Extract<PreparedSignedListing, { ok: true }>> {
  const reply = (await (await sell(who, { intent: "sign-listing", price }, query)).json()) as SignReply;
  if (!reply.prepared?.ok) throw new Error(`nothing to sign: ${JSON.stringify(reply)}`);
  return reply.prepared;
}

/** Signs typed data as a browser wallet does with eth_signTypedData_v4. */
const signAs = (index: number, typedData: ListingTypedData) => new Wallet(accounts[index].privateKey).signTypedData(typedData.domain, typedData.types, typedData.message);

function storeFields(listing: SignedListingValues, signature: string) {
  return { intent: "store-signed", priceWei: listing.priceWei, transferCount: String(listing.transferCount), nonce: String(listing.nonce), deadline: String(listing.deadline), signature };
}

/** Posts the signature back: kept (the page goes to the profile), or the reason it was refused. */
async function store(who: TestUser, listing: SignedListingValues, signature: string, query = ""): Promise<{ kept: boolean; error: string | null }> {
  const response = await sell(who, storeFields(listing, signature), query);
  if (response.status === 302) return { kept: response.headers.get("Location") === "/profile?tab=on-sale", error: null };
  expect(response.status).toBeGreaterThanOrEqual(400);
  return { kept: false, error: ((await response.json()) as { error: string }).error };
}

async function sendSteps(index: number, prepared: Prepared | null) {
  if (!prepared?.ok) throw new Error(`nothing to send: ${JSON.stringify(prepared)}`);
  for (const { tx } of prepared.steps) await walletOf(index).sendAndWait({ to: tx.to, data: tx.data, value: BigInt(tx.value) });
  await indexToHead(db, chain);
}

const openSignedListing = () =>
  db
    .select({ id: listings.id, status: listings.status, priceWei: listings.priceWei, sellerAddress: listings.sellerAddress, chainListingId: listings.chainListingId })
    .from(listings)
    .innerJoin(signedListings, eq(signedListings.listingId, listings.id))
    .where(and(eq(listings.tokenId, tokenId), eq(listings.status, "active")))
    .get();

const buy = (who: TestUser, listingId: number, expectedPriceWei: bigint) =>
  post(buyAction, `/nfttransfer/${listingId}`, { intent: "buy", expectedPriceWei: expectedPriceWei.toString() }, { cookie: who.cookie, params: { nftid: String(listingId) } });

describe("listing by signature", () => {
  it("keeps a signed listing only once the signature recovers the seller, who owns the token and has approved the market", async () => {
    const prepared = await askToSign(seller, "0.05");
    expect(prepared.steps.map((step) => step.kind)).toEqual(["approve"]);
    expect(prepared.typedData.primaryType).toBe("SignedListing");
    expect(prepared.listing).toMatchObject({ seller: accounts[5].address, tokenId, priceWei: PRICE_WEI.toString(), transferCount: 0, nonce: 0 });
    const signature = await signAs(5, prepared.typedData);

    // Not approved yet: nothing is kept.
    expect(await store(seller, prepared.listing, signature)).toEqual({ kept: false, error: "The market is not approved for your tokens: please list again to approve it first." });
    await sendSteps(5, prepared);
    const sellerNonce = await chain.provider.getTransactionCount(accounts[5].address);

    // Signed by another key, or another price than the one signed: refused.
    const forged = await store(seller, prepared.listing, await signAs(2, prepared.typedData));
    expect(forged.error).toBe("This listing was not signed by your connected wallet.");
    const cheaper = await store(seller, { ...prepared.listing, priceWei: (PRICE_WEI / 2n).toString() }, signature);
    expect(cheaper.error).toBe("This listing was not signed by your connected wallet.");
    expect((await sell(seller, { ...storeFields(prepared.listing, signature), signature: "0x1234" })).status).toBe(400);
    expect(openSignedListing()).toBeUndefined();

    expect(await store(seller, prepared.listing, signature)).toEqual({ kept: true, error: null });
    expect(openSignedListing()).toMatchObject({ status: "active", priceWei: PRICE_WEI, sellerAddress: accounts[5].address, chainListingId: null });
    // Listing cost the seller no transaction.
    expect(await chain.provider.getTransactionCount(accounts[5].address)).toBe(sellerNonce);
    // A second listing of a token on sale is refused.
    expect((await store(seller, prepared.listing, signature)).error).toBe("This token is already on sale: cancel that sale before you list it again.");
  });

  it("shows the signed listing in /market, on its item page and on the sell page like any listing", async () => {
    const listing = openSignedListing()!;
    expect(marketListings({}, 1).items.map((item) => item.listingId)).toContain(listing.id);
    const page = await visit(listingLoader, `/nfttransfer/${listing.id}`, { params: { nftid: String(listing.id) } });
    expect(((await page.json()) as { listing: { state: string } }).listing.state).toBe("fixed");
    const sellPage = (await (await visit(sellLoader, `/sell/${NFT_ID}`, { params, cookie: seller.cookie })).json()) as { sale: { signed: boolean } };
    expect(sellPage.sale.signed).toBe(true);
    // It keeps its signed price: another price means cancelling and signing again.
    const reprice = (await (await sell(seller, { intent: "reprice", price: "0.07" })).json()) as TradeReply;
    expect(reprice.prepared).toEqual({ ok: false, error: "A listing by signature keeps its price: cancel it and list again at the new price." });
  });

  it("is bought by another collector with the seller's signature, and the indexer records the resale", async () => {
    const listing = openSignedListing()!;
    expect(((await (await buy(seller, listing.id, PRICE_WEI)).json()) as TradeReply).prepared).toEqual({ ok: false, error: "This is your own listing." });
    const reply = (await (await buy(buyer, listing.id, PRICE_WEI)).json()) as TradeReply;
    expect(reply.prepared?.ok && chain.market.interface.parseTransaction(reply.prepared.steps[0].tx)?.name).toBe("buySignedListing");
    await sendSteps(2, reply.prepared);
    expect(await chain.collectible.ownerOf(tokenId)).toBe(accounts[2].address);
    expect(db.select({ status: listings.status }).from(listings).where(eq(listings.id, listing.id)).get()?.status).toBe("sold");
    expect(db.select({ kind: sales.kind, priceWei: sales.priceWei, buyer: sales.buyerAddress }).from(sales).where(eq(sales.tokenId, tokenId)).all()).toContainEqual({
      kind: "resale",
      priceWei: PRICE_WEI,
      buyer: accounts[2].address,
    });
    // Replayed by its signature, it is refused before anything is sent.
    expect(((await (await buy(buyer, listing.id, PRICE_WEI)).json()) as TradeReply).prepared).toEqual({ ok: false, error: "This listing is no longer available" });
  });

  it("ends when its token moves", async () => {
    const query = `?token=${tokenId}`;
    const prepared = await askToSign(buyer, "0.08", query);
    await sendSteps(2, prepared);
    expect((await store(buyer, prepared.listing, await signAs(2, prepared.typedData), query)).kept).toBe(true);
    const listing = openSignedListing()!;
    await walletOf(2).sendAndWait(await chain.collectible.transferFrom.populateTransaction(accounts[2].address, accounts[3].address, tokenId));
    await indexToHead(db, chain);
    expect(db.select({ status: listings.status }).from(listings).where(eq(listings.id, listing.id)).get()?.status).toBe("cancelled");
  });

  it("is cancelled on chain by its seller: one listing, or all of them by raising the nonce", async () => {
    const holder = await createUser({ walletAddress: accounts[3].address });
    const query = `?token=${tokenId}`;
    const prepared = await askToSign(holder, "0.09", query);
    await sendSteps(3, prepared);
    expect((await store(holder, prepared.listing, await signAs(3, prepared.typedData), query)).kept).toBe(true);
    const first = openSignedListing()!;
    const cancelOne = (await (await sell(holder, { intent: "cancel" }, query)).json()) as TradeReply;
    expect(cancelOne.prepared?.ok && chain.market.interface.parseTransaction(cancelOne.prepared.steps[0].tx)?.name).toBe("cancelSignedListing");
    await sendSteps(3, cancelOne.prepared);
    expect(db.select({ status: listings.status }).from(listings).where(eq(listings.id, first.id)).get()?.status).toBe("cancelled");

    const again = await askToSign(holder, "0.09", query);
    expect(again.steps).toEqual([]);
    expect((await store(holder, again.listing, await signAs(3, again.typedData), query)).kept).toBe(true);
    const listing = openSignedListing()!;
    const cancelAll = (await (await sell(holder, { intent: "cancel-signed" }, query)).json()) as TradeReply;
    expect(cancelAll.prepared?.ok && chain.market.interface.parseTransaction(cancelAll.prepared.steps[0].tx)?.name).toBe("cancelAllSignedListings");
    await sendSteps(3, cancelAll.prepared);
    expect(db.select({ status: listings.status }).from(listings).where(eq(listings.id, listing.id)).get()?.status).toBe("cancelled");
  });
});
