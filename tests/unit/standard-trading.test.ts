import { and, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexToHead } from "~/jobs/indexer.server";
import { hashPassword } from "~/lib/password.server";
import type { PurchaseReply } from "~/models/orders.server";
import type { TradeReply } from "~/models/trading.server";
import { activateWallet } from "~/models/wallets.server";
import { action as purchaseAction } from "~/routes/nftdetail.$nftid";
import { action as buyAction } from "~/routes/nfttransfer.$nftid";
import { action as placeBidAction } from "~/routes/place_a_bid";
import { action as sellAction } from "~/routes/sell.$nftid";
import { action as walletAction } from "~/routes/wallet";
import { createStandardWallet, topUpFromFaucet } from "~/services/custody.server";
import { mintTo, type ChainContext } from "~/services/chain.server";
import type { DevChain } from "~/services/devchain.server";
import { db } from "~db/client.server";
import { listings, nfts, orders, users } from "~db/schema";
import { accounts, startAppChain, stopAppChain } from "./support/chain";
import { createUser, expectRedirect, post, type TestUser } from "./support";

const NFT_ID = 1;
const PASSWORD = "correct horse battery";

let node: DevChain;
let chain: ChainContext;

beforeAll(async () => {
  ({ node, chain } = await startAppChain());
  await indexToHead(db, chain);
}, 120_000);

afterAll(() => stopAppChain(node, chain));

/** An account with a password whose active wallet is its standard wallet, topped up `coins` times. */
async function standardUser(coins = 1): Promise<TestUser & { address: string }> {
  const user = await createUser();
  db.update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, user.id))
    .run();
  const address = createStandardWallet(user.id);
  expect(activateWallet(user.id, address, "standard", Date.now()).ok).toBe(true);
  for (let i = 0; i < coins; i++) await topUpFromFaucet(address);
  return { ...user, address };
}

const sent = (address: string) => chain.provider.getTransactionCount(address);
const trade = async (response: Response) => (await response.json()) as TradeReply;
const formError = (reply: TradeReply) => Object.values(reply.result.error ?? {}).flat()[0];
const sell = (who: TestUser | null, fields: Record<string, string>, tokenId: number) =>
  post(sellAction, `/sell/${NFT_ID}?token=${tokenId}`, fields, { cookie: who?.cookie, params: { nftid: String(NFT_ID) } });
const openSale = (tokenId: number) => db.select().from(listings).where(and(eq(listings.tokenId, tokenId), eq(listings.status, "active"))).get();

describe("selling from the standard wallet with the password", () => {
  it("lists at a fixed price with the right password, sends nothing with a wrong one, and counts the wrong one", async () => {
    const seller = await standardUser();
    const { tokenId } = await mintTo(chain, seller.address, NFT_ID, accounts[0].address);
    await indexToHead(db, chain);

    const wrong = await sell(seller, { intent: "sell", price: "0.5", password: "not my password" }, tokenId);
    expect(wrong.status).toBe(401);
    expect(formError(await trade(wrong))).toBe("Wrong password");
    const missing = await sell(seller, { intent: "sell", price: "0.5" }, tokenId);
    expect(formError(await trade(missing))).toBe("Please enter your current password.");
    expect(await sent(seller.address)).toBe(0);

    expectRedirect(await sell(seller, { intent: "sell", price: "0.5", password: PASSWORD }, tokenId), "/profile?tab=on-sale");
    // The market's approval, then the listing: one transaction each.
    expect(await sent(seller.address)).toBe(2);
    await indexToHead(db, chain);
    expect(openSale(tokenId)).toMatchObject({ priceWei: 5n * 10n ** 17n, onAuction: false });

    // Four more wrong passwords reach the sign-in limit: the fifth wrong try in all is refused unchecked.
    for (let i = 0; i < 4; i++) await sell(seller, { intent: "cancel", password: "still wrong" }, tokenId);
    const locked = await sell(seller, { intent: "cancel", password: PASSWORD }, tokenId);
    expect(locked.status).toBe(429);
    expect(openSale(tokenId)).toBeDefined();
    expect(await sent(seller.address)).toBe(2);
  });

  it("cancels its listing, and another account cannot cancel it", async () => {
    const seller = await standardUser();
    const other = await standardUser();
    const { tokenId } = await mintTo(chain, seller.address, NFT_ID, accounts[0].address);
    await indexToHead(db, chain);
    expectRedirect(await sell(seller, { intent: "sell", price: "0.2", password: PASSWORD }, tokenId), "/profile?tab=on-sale");
    await indexToHead(db, chain);

    expect((await sell(other, { intent: "cancel", password: PASSWORD }, tokenId)).status).toBe(403);
    expect(await sent(other.address)).toBe(0);
    expectRedirect(await sell(seller, { intent: "cancel", password: PASSWORD }, tokenId), "/profile?tab=on-sale");
    await indexToHead(db, chain);
    expect(openSale(tokenId)).toBeUndefined();
  });

  it("refuses visitors and wallet-less accounts, and bad amounts at the field", async () => {
    const seller = await standardUser();
    const walletless = await createUser();
    const { tokenId } = await mintTo(chain, seller.address, NFT_ID, accounts[0].address);
    await indexToHead(db, chain);
    expect((await sell(null, { intent: "sell", price: "1", password: PASSWORD }, tokenId)).headers.get("Location")).toMatch(/^\/login/);
    expect((await sell(walletless, { intent: "sell", price: "1", password: PASSWORD }, tokenId)).headers.get("Location")).toMatch(/^\/wallet/);
    for (const price of ["-1", "1e40", "99999999999999999999999999999999999999"]) {
      expect((await sell(seller, { intent: "sell", price, password: PASSWORD }, tokenId)).status, price).toBe(400);
    }
    expect(await sent(seller.address)).toBe(0);
  });
});

describe("buying, bidding and withdrawing from the standard wallet", () => {
  it("buys another account's listing with the password; the token moves to the standard wallet", async () => {
    const seller = await standardUser();
    const buyer = await standardUser();
    const { tokenId } = await mintTo(chain, seller.address, NFT_ID, accounts[0].address);
    await indexToHead(db, chain);
    expectRedirect(await sell(seller, { intent: "sell", price: "0.3", password: PASSWORD }, tokenId), "/profile?tab=on-sale");
    await indexToHead(db, chain);
    const listing = openSale(tokenId)!;
    const buy = (fields: Record<string, string>) =>
      post(buyAction, `/nfttransfer/${listing.id}`, { expectedPriceWei: String(listing.priceWei), ...fields }, { cookie: buyer.cookie, params: { nftid: String(listing.id) } });

    expect((await buy({ password: "wrong" })).status).toBe(401);
    expect(await sent(buyer.address)).toBe(0);
    expect((await buy({ password: PASSWORD, expectedPriceWei: "1" })).status).toBe(409);
    expect(await sent(buyer.address)).toBe(0);
    expectRedirect(await buy({ password: PASSWORD }), "/profile?tab=showcase");
    expect(await sent(buyer.address)).toBe(1);
    expect(((await chain.collectible.ownerOf(tokenId)) as string).toLowerCase()).toBe(buyer.address.toLowerCase());
  });

  it("bids with the password, says so when the balance is short, and withdraws the refund once outbid", async () => {
    const seller = await standardUser();
    const first = await standardUser();
    const second = await standardUser(2);
    const { tokenId } = await mintTo(chain, seller.address, NFT_ID, accounts[0].address);
    await indexToHead(db, chain);
    expectRedirect(await sell(seller, { intent: "auction", price: "0.1", days: "3", password: PASSWORD }, tokenId), "/profile?tab=on-sale");
    await indexToHead(db, chain);
    const listing = openSale(tokenId)!;
    expect(listing.onAuction).toBe(true);
    const bid = (who: TestUser, bidValue: string, password = PASSWORD) =>
      post(placeBidAction, `/place_a_bid?listing=${listing.id}`, { intent: "bid", bidValue, password }, { cookie: who.cookie });

    const short = await bid(first, "5");
    expect(short.status).toBe(400);
    expect(formError(await trade(short))).toMatch(/^Not enough .* in your standard wallet.*dev faucet/);
    expect((await bid(first, "-1")).status).toBe(400);
    expect(await sent(first.address)).toBe(0);

    const placed = await bid(first, "0.2");
    expect(placed.status).toBe(302);
    expect(placed.headers.get("Location")).toMatch(new RegExp(`^/Bid_conformation/${NFT_ID}\\?tx=0x[0-9a-f]{64}$`));
    expect(await sent(first.address)).toBe(1);
    expect((await bid(second, "0.3")).status).toBe(302);

    const due = (await chain.market.pendingWithdrawals(first.address)) as bigint;
    expect(due).toBeGreaterThan(0n);
    const before = await chain.provider.getBalance(first.address);
    expect((await post(walletAction, "/wallet", { intent: "withdraw-refunds", password: "wrong" }, { cookie: first.cookie })).headers.get("Location")).toBe("/profile");
    expect(await sent(first.address)).toBe(1);
    expectRedirect(await post(walletAction, "/wallet", { intent: "withdraw-refunds", password: PASSWORD }, { cookie: first.cookie }), "/profile");
    expect(await sent(first.address)).toBe(2);
    expect((await chain.market.pendingWithdrawals(first.address)) as bigint).toBe(0n);
    expect(await chain.provider.getBalance(first.address)).toBeGreaterThan(before);
  });

  it("buys a primary edition with the password through the same order report, and opens its confirmation", async () => {
    const buyer = await standardUser();
    const fixedId = db.select({ id: nfts.id }).from(nfts).where(and(eq(nfts.saleType, "fixed"), eq(nfts.published, true), gt(nfts.available, 2))).orderBy(nfts.id).get()!.id;
    const purchase = (password: string) => post(purchaseAction, `/nftdetail/${fixedId}`, { intent: "password", password }, { cookie: buyer.cookie, params: { nftid: String(fixedId) } });

    const wrong = await purchase("wrong");
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as PurchaseReply).result.error?.[""]).toEqual(["Wrong password"]);
    expect(db.select().from(orders).where(eq(orders.userId, buyer.id)).all()).toEqual([]);

    const bought = await purchase(PASSWORD);
    expect(bought.status).toBe(302);
    const [order] = db.select().from(orders).where(eq(orders.userId, buyer.id)).all();
    expect(bought.headers.get("Location")).toBe(`/Nft_conformation/${fixedId}?order=${order.id}`);
    expect(order.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(order.walletAddress.toLowerCase()).toBe(buyer.address.toLowerCase());
    expect(await sent(buyer.address)).toBe(1);
  });
});
