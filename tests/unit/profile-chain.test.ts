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
import type { DevChain } from "~/services/devchain.server";
import { formatCoin } from "~/lib/format";
import { db } from "~db/client.server";
import { chainBlocks, chainCursor, listings, notifications } from "~db/schema";
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
  return new TransactionSender(new Wallet(accounts[index].privateKey, chain.provider), { interfaces: chain.interfaces });
}

describe("the profile against the chain", () => {
  it("an outbid bidder sees Outbid, one notification and the refund to withdraw; after withdrawing it is gone; the winner sees Won", async () => {
    const auctioned = db.select().from(listings).where(and(eq(listings.onAuction, true), eq(listings.status, "active"))).get()!;
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

    const wallets = Array.from({ length: KEPT_REFUND_WALLETS + 1 }, (_, i) => `0x${(i + 1).toString(16).padStart(40, "0")}`);
    expect(await chainCallsDuring(async () => { for (const one of wallets) await refundsDue(one); })).toBe(wallets.length);
    expect(await chainCallsDuring(() => refundsDue(wallets[wallets.length - 1]))).toBe(0);
    expect(await chainCallsDuring(() => refundsDue(wallets[0]))).toBe(1);
  });
});
