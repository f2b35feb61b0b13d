import { and, eq } from "drizzle-orm";
import { Wallet } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { indexToHead } from "~/jobs/indexer.server";
import { endExpiredOffers } from "~/jobs/keeper.server";
import { profileOffers } from "~/models/offers.server";
import type { Prepared, TradeReply } from "~/models/trading.server";
import { action as offerAction, loader as offerLoader } from "~/routes/offers.$tokenid";
import { TransactionSender } from "~/services/chain-sender.server";
import { mintTo, ownerOf, type ChainContext } from "~/services/chain.server";
import type { DevChain } from "~/services/devchain.server";
import { db } from "~db/client.server";
import { listings, notifications, offers, sales } from "~db/schema";
import { accounts, startAppChain, stopAppChain, travel } from "./support/chain";
import { createUser, post, visit, type TestUser } from "./support";

const NFT_ID = 1;
const coins = (text: string) => BigInt(Math.round(Number(text) * 1e6)) * 10n ** 12n;
const withFee = (wei: bigint) => wei + (wei * 1125n) / 10_000n;

let node: DevChain;
let chain: ChainContext;
let owner: TestUser;
let first: TestUser;
let second: TestUser;
let walletless: TestUser;
const wallets = { owner: 5, first: 2, second: 3 } as const;
const sender = (who: keyof typeof wallets) => new TransactionSender(new Wallet(accounts[wallets[who]].privateKey, chain.provider), { interfaces: chain.interfaces });
const address = (who: keyof typeof wallets) => accounts[wallets[who]].address;

beforeAll(async () => {
  ({ node, chain } = await startAppChain());
  owner = await createUser({ walletAddress: address("owner") });
  first = await createUser({ walletAddress: address("first") });
  second = await createUser({ walletAddress: address("second") });
  walletless = await createUser();
}, 120_000);

afterAll(() => stopAppChain(node, chain));

async function ownersToken(): Promise<number> {
  const { tokenId } = await mintTo(chain, address("owner"), NFT_ID, accounts[0].address);
  await indexToHead(db, chain);
  return tokenId;
}

/** Sends every prepared step from a wallet, as the browser would, then lets the indexer catch up. */
async function sign(who: keyof typeof wallets, prepared: Prepared | null) {
  if (!prepared?.ok) throw new Error(`nothing to sign: ${JSON.stringify(prepared)}`);
  for (const { tx } of prepared.steps) await sender(who).sendAndWait({ to: tx.to, data: tx.data, value: BigInt(tx.value) });
  await indexToHead(db, chain);
}

const offerPost = (who: TestUser | null, tokenId: number, fields: Record<string, string>) =>
  post(offerAction, `/offers/${tokenId}`, fields, { cookie: who?.cookie, params: { tokenid: String(tokenId) } });
const answer = async (response: Response) => (await response.json()) as TradeReply;
const offerOf = (tokenId: number) => db.select().from(offers).where(eq(offers.tokenId, tokenId)).orderBy(offers.id).all();
const noticesOf = (user: TestUser, tag: string) => db.select().from(notifications).where(and(eq(notifications.userId, user.id), eq(notifications.tag, tag))).all();
const pending = async (who: keyof typeof wallets) => (await chain.market.pendingWithdrawals(address(who))) as bigint;

describe("making an offer", () => {
  it("escrows the amount with the resale fee, records it and tells the owner", async () => {
    const tokenId = await ownersToken();
    const made = await answer(await offerPost(first, tokenId, { intent: "offer", amount: "0.1", days: "7" }));
    expect(made.prepared?.ok && made.prepared.steps.map((s) => [s.kind, BigInt(s.tx.value)])).toEqual([["offer", withFee(coins("0.1"))]]);
    const before = await chain.provider.getBalance(chain.deployment.market);
    await sign("first", made.prepared);
    expect((await chain.provider.getBalance(chain.deployment.market)) - before).toBe(withFee(coins("0.1")));
    expect(offerOf(tokenId)).toMatchObject([{ status: "active", buyerAddress: address("first"), buyerUserId: first.id, amountWei: coins("0.1"), feeWei: withFee(coins("0.1")) - coins("0.1") }]);
    expect(noticesOf(owner, "NFT-offer").map((n) => n.text)).toEqual([
      `You have an offer of 0.10000 ${config.chain.coinSymbol} for your ${(await pageAs(owner, tokenId)).page.token.title} NFT. Open it from your profile's Offers to accept or decline it.`,
    ]);
    const ownersView = await pageAs(owner, tokenId);
    expect(ownersView.page).toMatchObject({ role: "owner", offer: { amount: `0.10000 ${config.chain.coinSymbol}`, expired: false } });
    expect(profileOffers(address("owner")).received.map((o) => o.tokenId)).toContain(tokenId);
  });

  it("refuses bad input at the field, the owner's own offer and one that does not beat the live offer, sending nothing", async () => {
    const tokenId = await ownersToken();
    for (const [fields, field] of [
      [{ intent: "offer", amount: "", days: "7" }, "amount"],
      [{ intent: "offer", amount: "-1", days: "7" }, "amount"],
      [{ intent: "offer", amount: "0.1", days: "31" }, "days"],
      [{ intent: "offer", amount: "0.1", days: "0" }, "days"],
    ] as const) {
      const response = await offerPost(first, tokenId, fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect((await answer(response)).result.error?.[field]?.[0], JSON.stringify(fields)).toBeTruthy();
    }
    expect((await offerPost(null, tokenId, { intent: "offer", amount: "0.1", days: "7" })).status).toBe(302);
    expect((await offerPost(walletless, tokenId, { intent: "offer", amount: "0.1", days: "7" })).status).toBe(302);
    expect((await answer(await offerPost(owner, tokenId, { intent: "offer", amount: "0.1", days: "7" }))).prepared).toEqual({ ok: false, error: "This token is yours: you cannot make an offer on it." });
    await sign("first", (await answer(await offerPost(first, tokenId, { intent: "offer", amount: "0.1", days: "7" }))).prepared);
    expect((await answer(await offerPost(second, tokenId, { intent: "offer", amount: "0.1", days: "7" }))).prepared).toEqual({
      ok: false,
      error: `Please offer more than the current offer of 0.10000 ${config.chain.coinSymbol}.`,
    });
    expect((await answer(await offerPost(second, tokenId, { intent: "accept", offerId: String(offerOf(tokenId)[0].chainOfferId) }))).prepared).toEqual({
      ok: false,
      error: "Only the token's owner can accept an offer.",
    });
    expect(offerOf(tokenId)).toHaveLength(1);
  });
});

async function pageAs(user: TestUser, tokenId: number) {
  const response = await visit(offerLoader, `/offers/${tokenId}`, { cookie: user.cookie, params: { tokenid: String(tokenId) } });
  return (await response.json()) as { page: { role: string; offer: { offerId: number; amount: string; expired: boolean } | null; token: { title: string } } };
}

describe("a higher offer, accepting, and the token's listing", () => {
  it("replaces the offer, refunds the outbid collector for withdrawal and tells them; the owner's acceptance sells the token as a sale does and ends its listing", async () => {
    const tokenId = await ownersToken();
    await sign("first", (await answer(await offerPost(first, tokenId, { intent: "offer", amount: "0.1", days: "7" }))).prepared);
    const refundBefore = await pending("first");
    await sign("second", (await answer(await offerPost(second, tokenId, { intent: "offer", amount: "0.2", days: "3" }))).prepared);
    const [outbid, live] = offerOf(tokenId);
    expect([outbid.status, live.status]).toEqual(["outbid", "active"]);
    expect((await pending("first")) - refundBefore).toBe(withFee(coins("0.1")));
    expect(noticesOf(first, "NFT-offer-outbid").at(-1)?.text).toMatch(new RegExp(`^Your offer on .+ was outbid\\. Withdraw your refund of 0\\.11125 ${config.chain.coinSymbol} from your profile\\.$`));
    expect(profileOffers(address("first")).made.find((o) => o.tokenId === tokenId)?.text).toBe("Outbid: refunded");

    // The owner lists the token too: accepting the offer ends the listing.
    const market = chain.market.connect(sender("owner").wallet) as typeof chain.market;
    await sender("owner").sendAndWait(await (chain.collectible.connect(sender("owner").wallet) as typeof chain.collectible).setApprovalForAll.populateTransaction(chain.deployment.market, true));
    await sender("owner").sendAndWait(await market.list.populateTransaction(tokenId, coins("1")));
    await indexToHead(db, chain);

    // An answer names the offer the owner saw: the replaced one is refused.
    expect((await answer(await offerPost(owner, tokenId, { intent: "accept", offerId: String(outbid.chainOfferId) }))).prepared).toEqual({
      ok: false,
      error: "This offer is no longer open: reload the page to see the token's offer.",
    });
    const accepted = await answer(await offerPost(owner, tokenId, { intent: "accept", offerId: String(live.chainOfferId) }));
    expect(accepted.prepared?.ok && accepted.prepared.steps.map((s) => s.kind)).toEqual(["accept-offer"]);
    const treasury = (await chain.market.treasury()) as string;
    const before = { owner: await chain.provider.getBalance(address("owner")), treasury: await chain.provider.getBalance(treasury) };
    if (!accepted.prepared?.ok) throw new Error("the acceptance was not prepared");
    const receipt = await sender("owner").sendAndWait({ to: accepted.prepared.steps[0].tx.to, data: accepted.prepared.steps[0].tx.data });
    await indexToHead(db, chain);
    const gas = receipt.gasUsed * receipt.gasPrice;

    expect(await ownerOf(chain, tokenId)).toBe(address("second"));
    expect((await chain.provider.getBalance(treasury)) - before.treasury).toBe(withFee(coins("0.2")) - coins("0.2"));
    // Minted with the minter as royalty receiver, so the owner receives the offer less its 10%.
    expect((await chain.provider.getBalance(address("owner"))) - before.owner + gas).toBe(coins("0.2") - coins("0.02"));
    expect(offerOf(tokenId).map((o) => o.status)).toEqual(["outbid", "accepted"]);
    expect(db.select().from(sales).where(eq(sales.tokenId, tokenId)).all()).toMatchObject([{ kind: "resale", sellerAddress: address("owner"), buyerAddress: address("second"), priceWei: coins("0.2"), royaltyWei: coins("0.02") }]);
    expect(db.select({ status: listings.status }).from(listings).where(eq(listings.tokenId, tokenId)).all()).toEqual([{ status: "cancelled" }]);
    expect(noticesOf(second, "NFT-offer-accepted").at(-1)?.text).toMatch(/^Your offer of 0\.20000 \S+ for .+ NFT was accepted: the NFT is yours$/);
    expect(noticesOf(owner, "NFT-sold").length).toBeGreaterThan(0);
    expect((await pageAs(owner, tokenId)).page.offer).toBeNull();
  });
});

describe("ending offers without a sale", () => {
  it("lets the offerer cancel and the owner decline, crediting the offerer; the keeper ends an expired offer and its offerer hears of it", async () => {
    const tokenId = await ownersToken();
    await sign("first", (await answer(await offerPost(first, tokenId, { intent: "offer", amount: "0.1", days: "1" }))).prepared);
    const offerId = () => String(offerOf(tokenId).at(-1)!.chainOfferId);
    expect((await answer(await offerPost(second, tokenId, { intent: "cancel", offerId: offerId() }))).prepared).toEqual({ ok: false, error: "Only the collector who made this offer can cancel it." });
    await sign("first", (await answer(await offerPost(first, tokenId, { intent: "cancel", offerId: offerId() }))).prepared);
    expect(offerOf(tokenId).at(-1)!.status).toBe("cancelled");

    await sign("first", (await answer(await offerPost(first, tokenId, { intent: "offer", amount: "0.1", days: "1" }))).prepared);
    await sign("owner", (await answer(await offerPost(owner, tokenId, { intent: "decline", offerId: offerId() }))).prepared);
    expect(offerOf(tokenId).at(-1)!.status).toBe("declined");
    expect(noticesOf(first, "NFT-offer-declined").at(-1)?.text).toMatch(/was declined by the owner\. Withdraw your refund of 0\.11125 /);

    await sign("first", (await answer(await offerPost(first, tokenId, { intent: "offer", amount: "0.1", days: "1" }))).prepared);
    expect((await endExpiredOffers(db, chain)).ended.map((e) => e.offerId)).not.toContain(Number(offerId()));
    await travel(node.rpcUrl, 86_400);
    const before = await pending("first");
    const report = await endExpiredOffers(db, chain);
    expect(report.ended.map((e) => e.offerId)).toContain(Number(offerId()));
    expect(report.failed).toEqual([]);
    await indexToHead(db, chain);
    expect(offerOf(tokenId).at(-1)!.status).toBe("expired");
    expect((await pending("first")) - before).toBe(withFee(coins("0.1")));
    expect(noticesOf(first, "NFT-offer-expired").at(-1)?.text).toMatch(/^Your offer on .+ expired\. Withdraw your refund of 0\.11125 /);
    // Nothing left to end.
    expect((await endExpiredOffers(db, chain)).ended).toEqual([]);
  });
});
