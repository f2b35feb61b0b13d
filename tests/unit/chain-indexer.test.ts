import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import { Contract, Wallet } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexToHead, startIndexer } from "~/jobs/indexer.server";
import { settleEndedAuctions } from "~/jobs/keeper.server";
import { INDEXER_CURSOR, prepareChain } from "~/services/chain-bootstrap.server";
import { ChainTransactionError, TransactionSender } from "~/services/chain-sender.server";
import { mintTo, ownerOf, readAuction, readListing, royaltyOf, totalMinted, type ChainContext } from "~/services/chain.server";
import { freePort, type DevChain } from "~/services/devchain.server";
import { config } from "~/config.server";
import { db } from "~db/client.server";
import { bids, chainCursor, listings, sales, tokens } from "~db/schema";
import { accounts, CHAIN_ID, keys, sellerKeys, startChain, travel } from "./support/chain";

let port: number;
let node: DevChain;
let chain: ChainContext;
const stateFile = path.join(config.dataDir, "chain-state.json");

beforeAll(async () => {
  port = await freePort();
  node = await startChain(port, stateFile);
  chain = await prepareChain({ db, rpcUrl: node.rpcUrl, chainId: CHAIN_ID, keys, deploymentFile: config.chain.deploymentFile, sellerKeys });
  await indexToHead(db, chain);
}, 60_000);

afterAll(async () => {
  chain?.provider.destroy();
  await node?.stop();
});

/** A sender for a dev account, for acting as a collector. */
function actor(index: number) {
  return new TransactionSender(new Wallet(accounts[index].privateKey, chain.provider), { interfaces: chain.interfaces });
}

const tally = () => ({
  tokens: db.select({ n: count() }).from(tokens).get()!.n,
  listings: db.select({ n: count() }).from(listings).get()!.n,
  bids: db.select({ n: count() }).from(bids).get()!.n,
  sales: db.select({ n: count() }).from(sales).get()!.n,
});

describe("the seeded catalogue on chain", () => {
  it("puts every seeded listing and auction on chain at the price the market shows", async () => {
    const rows = db.select().from(listings).all();
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(row.chainListingId, `listing ${row.id}`).not.toBeNull();
      expect(row.txHash).toMatch(/^0x[0-9a-f]{64}$/);
      if (row.onAuction) {
        const auction = (await readAuction(chain, row.chainListingId!))!;
        expect(auction.highestBidWei).toBe(row.priceWei);
        expect(auction.tokenId).toBe(row.tokenId);
        expect(auction.endTime * 1000).toBe(row.endsAt!.getTime());
      } else {
        const listing = await readListing(chain, row.chainListingId!, row.tokenId);
        expect(listing.priceWei).toBe(row.priceWei);
        expect(listing.seller).toBe(row.sellerAddress);
        expect(await ownerOf(chain, row.tokenId)).toBe(row.sellerAddress);
      }
    }
    // Token ids come from the contract, and the indexer knows every token with its NFT.
    expect(tally().tokens).toBe(Number(await totalMinted(chain)));
    expect(db.select({ n: count() }).from(tokens).where(eq(tokens.nftId, rows[0].nftId)).get()!.n).toBeGreaterThan(0);
  });
});

describe("minting", () => {
  it("gives 20 concurrent mints 20 distinct token ids, all delivered", async () => {
    const buyer = accounts[5].address;
    const minted = await Promise.all(Array.from({ length: 20 }, (_, i) => mintTo(chain, buyer, (i % 5) + 1, accounts[0].address)));
    expect(new Set(minted.map((m) => m.tokenId)).size).toBe(20);
    expect(new Set(minted.map((m) => m.txHash)).size).toBe(20);
    for (const { tokenId } of minted) expect(await ownerOf(chain, tokenId)).toBe(buyer);
    const royalty = await royaltyOf(chain, minted[0].tokenId, 1000n);
    expect(royalty.amountWei).toBe(100n);
  });
});

describe("the indexer and the keeper", () => {
  it("records a resale, an auction's bids, the keeper's settlement and royalties", async () => {
    const fixed = db.select().from(listings).where(and(eq(listings.onAuction, false), eq(listings.status, "active"))).get()!;
    const auctioned = db.select().from(listings).where(and(eq(listings.onAuction, true), eq(listings.status, "active"))).get()!;
    const buyer = actor(5);
    const total = (await chain.market.resaleTotal(fixed.priceWei)) as bigint;
    const market = chain.market.connect(buyer.wallet) as Contract;
    await buyer.sendAndWait({ ...(await market.buyListing.populateTransaction(fixed.chainListingId, fixed.tokenId, fixed.priceWei)), value: total });

    const firstBid = auctioned.priceWei;
    const secondBid = auctioned.priceWei * 2n;
    for (const [bidder, amount] of [[actor(5), firstBid], [actor(4), secondBid]] as const) {
      const value = (await chain.market.bidTotal(auctioned.chainListingId, amount)) as bigint;
      await bidder.sendAndWait({ ...(await chain.market.bid.populateTransaction(auctioned.chainListingId, amount)), value });
    }
    await indexToHead(db, chain);
    const live = db.select().from(listings).where(eq(listings.id, auctioned.id)).get()!;
    expect(live.highestBidWei).toBe(secondBid);
    expect(live.highestBidder).toBe(accounts[4].address);

    // Nothing to settle before the end.
    expect((await settleEndedAuctions(db, chain)).settled.map((s) => s.auctionId)).not.toContain(auctioned.chainListingId);
    await travel(node.rpcUrl, 31 * 86_400);
    const report = await settleEndedAuctions(db, chain);
    expect(report.settled.map((s) => s.auctionId)).toContain(auctioned.chainListingId);
    expect(report.failed).toEqual([]);
    await indexToHead(db, chain);

    expect(db.select().from(listings).where(eq(listings.id, fixed.id)).get()!.status).toBe("sold");
    expect(db.select().from(listings).where(eq(listings.id, auctioned.id)).get()!.status).toBe("settled");
    const auctionBids = db.select().from(bids).where(eq(bids.listingId, auctioned.id)).all();
    expect(auctionBids.map((b) => b.amountWei).sort()).toEqual([firstBid, secondBid].sort());
    const resale = db.select().from(sales).where(and(eq(sales.kind, "resale"), eq(sales.tokenId, fixed.tokenId))).get()!;
    expect(resale.buyerAddress).toBe(accounts[5].address);
    expect(resale.royaltyWei).toBe(fixed.priceWei / 10n);
    const won = db.select().from(sales).where(and(eq(sales.kind, "auction"), eq(sales.tokenId, auctioned.tokenId))).get()!;
    expect(won.buyerAddress).toBe(accounts[4].address);
    expect(won.priceWei).toBe(secondBid);
    expect(won.royaltyWei).toBe(secondBid / 10n);
    expect(db.select().from(tokens).where(eq(tokens.tokenId, auctioned.tokenId)).get()!.ownerAddress).toBe(accounts[4].address);
    expect(db.select().from(tokens).where(eq(tokens.tokenId, fixed.tokenId)).get()!.ownerAddress).toBe(accounts[5].address);
  });

  it("replays the whole chain from a saved cursor without duplicating a row", async () => {
    const before = tally();
    const statuses = db.select({ id: listings.id, status: listings.status, bid: listings.highestBidWei }).from(listings).all();
    db.update(chainCursor).set({ blockNumber: chain.deployment.deploymentBlock - 1 }).where(eq(chainCursor.name, INDEXER_CURSOR)).run();
    expect(await indexToHead(db, chain)).toBeGreaterThan(0);
    expect(tally()).toEqual(before);
    expect(db.select({ id: listings.id, status: listings.status, bid: listings.highestBidWei }).from(listings).all()).toEqual(statuses);
  });

  it("keeps retrying while the node is down and catches up once it is back", async () => {
    const minted = await mintTo(chain, accounts[3].address, 2, accounts[0].address);
    await node.stop();
    const lines: string[] = [];
    const job = startIndexer(db, chain, { pollMs: 50, maxBackoffMs: 200, log: (line) => lines.push(line) });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(lines.some((line) => line.startsWith("indexer:") && line.includes("retrying"))).toBe(true);
    expect(db.select().from(tokens).where(eq(tokens.tokenId, minted.tokenId)).get()).toBeUndefined();

    node = await startChain(port, stateFile);
    await expect.poll(() => db.select().from(tokens).where(eq(tokens.tokenId, minted.tokenId)).get()?.ownerAddress, { timeout: 10_000 }).toBe(accounts[3].address);
    await job.stop();
    expect(lines).toContain("indexer: the chain answers again.");
  });

  it("explains a refused transaction in plain words", async () => {
    const sold = db.select().from(listings).where(eq(listings.status, "sold")).get()!;
    const buyer = actor(5);
    const error = await buyer
      .sendAndWait({ ...(await chain.market.buyListing.populateTransaction(sold.chainListingId, sold.tokenId, sold.priceWei)), value: 1n })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChainTransactionError);
    expect((error as ChainTransactionError).message).toBe("The transaction was refused: Listing not active.");
    expect((error as ChainTransactionError).decoded.kind).toBe("reverted");
  });
});
