import { and, eq } from "drizzle-orm";
import { Wallet } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexToHead } from "~/jobs/indexer.server";
import { settleEndedAuctions } from "~/jobs/keeper.server";
import { KEPT_REFUND_WALLETS, refundsDue } from "~/models/refunds.server";
import { loader as profileLoader } from "~/routes/profile._index";
import { INDEXER_CURSOR } from "~/services/chain-bootstrap.server";
import { TransactionSender } from "~/services/chain-sender.server";
import type { ChainContext } from "~/services/chain.server";
import { rpcCall, type DevChain } from "~/services/devchain.server";
import { formatCoin } from "~/lib/format";
import { db } from "~db/client.server";
import { chainBlocks, chainCursor, listings, notifications, tokens } from "~db/schema";
import { accounts, contractReadsDuring, startAppChain, stopAppChain, travel } from "./support/chain";
import { createUser, visit, type TestUser } from "./support";

let node: DevChain;
let chain: ChainContext;

beforeAll(async () => {
  ({ node, chain } = await startAppChain());
  await indexToHead(db, chain);
}, 60_000);

afterAll(() => stopAppChain(node, chain));

type Profile = { cards: { statusText: string | null }[]; refunds: { amount: string; market: string; withdrawData: string } | null };
async function profile(user: TestUser, query = "?tab=bids"): Promise<Profile> {
  return (await (await visit(profileLoader, `/profile${query}`, { cookie: user.cookie })).json()) as Profile;
}
const chainCallsDuring = (run: () => Promise<unknown>) => contractReadsDuring(chain, run);
const notes = (user: TestUser) => db.select({ tag: notifications.tag }).from(notifications).where(eq(notifications.userId, user.id)).all().map((n) => n.tag);

function actor(index: number) {
  return sender(accounts[index].privateKey);
}
function sender(privateKey: string) {
  return new TransactionSender(new Wallet(privateKey, chain.provider), { interfaces: chain.interfaces });
}

describe("the profile against the chain", () => {
  it("shows the refunds as of the block its bids come from: an outbid or a withdrawal not yet indexed changes neither, indexing it changes both", async () => {
    // An auction of its own, by a seller the next test does not follow.
    const token = db.select().from(tokens).where(eq(tokens.ownerAddress, accounts[2].address)).get()!;
    const created = await actor(2).sendAndWait(await chain.market.createAuction.populateTransaction(token.tokenId, 10n ** 15n, 1));
    await indexToHead(db, chain);
    const auctioned = db.select().from(listings).where(eq(listings.txHash, created.hash)).get()!;
    const [bidder, rival] = [Wallet.createRandom(), Wallet.createRandom()];
    for (const wallet of [bidder, rival]) await rpcCall(node.rpcUrl, "anvil_setBalance", [wallet.address, `0x${(10n ** 20n).toString(16)}`]);
    const user = await createUser({ walletAddress: bidder.address });
    const bid = async (wallet: { privateKey: string }, amount: bigint) => {
      const value = (await chain.market.bidTotal(auctioned.chainListingId, amount)) as bigint;
      await sender(wallet.privateKey).sendAndWait({ ...(await chain.market.bid.populateTransaction(auctioned.chainListingId, amount)), value });
    };
    const refundWei = (await chain.market.bidTotal(auctioned.chainListingId, auctioned.priceWei)) as bigint;
    const refunds = { amount: `${formatCoin(refundWei)} ETH`, market: chain.deployment.market, withdrawData: chain.market.interface.encodeFunctionData("withdraw") };

    await bid(bidder, auctioned.priceWei);
    await indexToHead(db, chain);
    // Outbid in a block the indexer has not applied: the page, read for the first time, says Leading and holds no refund.
    await bid(rival, auctioned.priceWei * 2n);
    expect(await chain.market.pendingWithdrawals(bidder.address)).toBe(refundWei);
    expect(await profile(user)).toMatchObject({ cards: [{ statusText: "Leading" }], refunds: null });
    await indexToHead(db, chain);
    // The withdrawal's block not yet applied: Outbid, with the refund the indexed block holds.
    await sender(bidder.privateKey).sendAndWait({ to: refunds.market, data: refunds.withdrawData });
    expect(await chain.market.pendingWithdrawals(bidder.address)).toBe(0n);
    expect(await profile(user)).toMatchObject({ cards: [{ statusText: "Outbid" }], refunds });
    expect(await profile(user)).toMatchObject({ cards: [{ statusText: "Outbid" }], refunds });
    await indexToHead(db, chain);
    expect(await profile(user)).toMatchObject({ cards: [{ statusText: "Outbid" }], refunds: null });
  });

  it("an outbid bidder sees Outbid, one notification and the refund to withdraw; after withdrawing it is gone; the winner sees Won", async () => {
    const auctioned = db.select().from(listings).where(and(eq(listings.onAuction, true), eq(listings.status, "active"))).orderBy(listings.id).get()!;
    const outbid = await createUser({ walletAddress: accounts[5].address });
    const winner = await createUser({ walletAddress: accounts[4].address.toLowerCase() });
    const seller = await createUser({ walletAddress: auctioned.sellerAddress });

    const firstBid = auctioned.priceWei;
    for (const [index, amount] of [[5, firstBid], [4, firstBid * 2n]] as const) {
      const value = (await chain.market.bidTotal(auctioned.chainListingId, amount)) as bigint;
      await actor(index).sendAndWait({ ...(await chain.market.bid.populateTransaction(auctioned.chainListingId, amount)), value });
    }
    await indexToHead(db, chain);

    const refundWei = (await chain.market.bidTotal(auctioned.chainListingId, firstBid)) as bigint;
    const outbidView = await profile(outbid);
    expect(outbidView.cards.map((c) => c.statusText)).toEqual(["Outbid"]);
    expect(outbidView.refunds).toEqual({ amount: `${formatCoin(refundWei)} ETH`, market: chain.deployment.market, withdrawData: chain.market.interface.encodeFunctionData("withdraw") });
    expect((await profile(winner)).cards.map((c) => c.statusText)).toEqual(["Leading"]);
    expect((await profile(winner)).refunds).toBeNull();
    expect(notes(outbid)).toEqual(["NFT-outbid"]);

    // What the Withdraw refunds button sends, sent from the outbid wallet.
    const before = await chain.provider.getBalance(accounts[5].address);
    const receipt = await actor(5).sendAndWait({ to: outbidView.refunds!.market, data: outbidView.refunds!.withdrawData });
    const gas = receipt.gasUsed * receipt.gasPrice;
    expect(await chain.provider.getBalance(accounts[5].address)).toBe(before + refundWei - gas);
    // The amount read at the indexer's last block stands, without asking the node again, until
    // the indexer applies the withdrawal's block; the page is read again until then.
    expect(await chainCallsDuring(async () => expect((await profile(outbid)).refunds).toEqual(outbidView.refunds))).toBe(0);
    await indexToHead(db, chain);
    expect(await chainCallsDuring(async () => expect((await profile(outbid)).refunds).toBeNull())).toBe(1);
    expect(await chainCallsDuring(() => profile(outbid))).toBe(0);

    await travel(node.rpcUrl, 31 * 86_400);
    await settleEndedAuctions(db, chain);
    await indexToHead(db, chain);
    expect((await profile(winner)).cards.map((c) => c.statusText)).toEqual(["Won"]);
    expect((await profile(outbid)).cards.map((c) => c.statusText)).toEqual(["Lost"]);
    expect(notes(winner)).toEqual(["NFT-auction-won"]);
    expect(notes(seller)).toEqual(["NFT-sold"]);

    // Replaying every event from the deployment notifies nobody again.
    db.update(chainCursor).set({ blockNumber: chain.deployment.deploymentBlock - 1 }).where(eq(chainCursor.name, INDEXER_CURSOR)).run();
    expect(await indexToHead(db, chain)).toBeGreaterThan(0);
    expect([notes(outbid), notes(winner), notes(seller)]).toEqual([["NFT-outbid"], ["NFT-auction-won"], ["NFT-sold"]]);
  });

  it("reads a wallet's refunds again when another block stands at the indexed height, and keeps at most KEPT_REFUND_WALLETS wallets", async () => {
    const wallet = accounts[6].address;
    await refundsDue(wallet);
    expect(await chainCallsDuring(() => refundsDue(wallet))).toBe(0);
    // What a reorg (or a dev chain restarted from an older state) leaves: the same height, another block.
    const cursor = db.select().from(chainCursor).where(eq(chainCursor.name, INDEXER_CURSOR)).get()!.blockNumber;
    const indexed = db.select().from(chainBlocks).where(eq(chainBlocks.blockNumber, cursor)).get()!;
    db.update(chainBlocks).set({ hash: `0x${"ab".repeat(32)}` }).where(eq(chainBlocks.blockNumber, cursor)).run();
    try {
      expect(await chainCallsDuring(() => refundsDue(wallet))).toBe(1);
    } finally {
      db.update(chainBlocks).set({ hash: indexed.hash }).where(eq(chainBlocks.blockNumber, cursor)).run();
    }

    // A node without that block's state (anvil loaded from its state file holds only its head's):
    // asked at its head, and nothing kept.
    const beyond = (await chain.provider.getBlockNumber()) + 1000;
    db.insert(chainBlocks).values({ blockNumber: beyond, hash: `0x${"cd".repeat(32)}` }).run();
    db.update(chainCursor).set({ blockNumber: beyond }).where(eq(chainCursor.name, INDEXER_CURSOR)).run();
    try {
      expect(await chainCallsDuring(async () => expect(await refundsDue(accounts[9].address)).toBeNull())).toBe(2);
      expect(await chainCallsDuring(() => refundsDue(accounts[9].address))).toBe(2);
    } finally {
      db.update(chainCursor).set({ blockNumber: cursor }).where(eq(chainCursor.name, INDEXER_CURSOR)).run();
      db.delete(chainBlocks).where(eq(chainBlocks.blockNumber, beyond)).run();
    }

    const wallets = Array.from({ length: KEPT_REFUND_WALLETS + 1 }, (_, i) => `0x${(i + 1).toString(16).padStart(40, "0")}`);
    expect(await chainCallsDuring(async () => { for (const one of wallets) await refundsDue(one); })).toBe(wallets.length);
    expect(await chainCallsDuring(() => refundsDue(wallets[wallets.length - 1]))).toBe(0);
    expect(await chainCallsDuring(() => refundsDue(wallets[0]))).toBe(1);
  });
});
