/**
 * `npm run bench:bids`: 200 bids sent at once by 20 accounts on one auction of a throwaway
 * embedded chain, with the indexer running as it does beside the web server. Prints how many bids
 * the chain accepted and refused, and how long after the last one was mined the database shows
 * exactly the chain's bid list: none lost, none twice, amounts strictly increasing.
 * Leaves data/ and any running chain alone (its own anvil on a free port, its own temp folder).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "diginoor-bench-bids-"));

const BIDDERS = 20;
const BIDS = 200;
const RESERVE = 10n ** 16n;
const STEP = 10n ** 14n;
/** A bid uses about 63k gas; a fixed limit lets a bid that lost the race be mined (and refused) instead of failing its estimate. */
const BID_GAS_LIMIT = 150_000n;

async function main() {
  const { startScratchChain } = await import("./scratch-chain");
  const { Wallet } = await import("ethers");
  const { and, eq } = await import("drizzle-orm");
  const { config } = await import("~/config.server");
  const { TransactionSender } = await import("~/services/chain-sender.server");
  const { findEvent, mintTo } = await import("~/services/chain.server");
  const { indexToHead, startIndexer } = await import("~/jobs/indexer.server");
  const { bids, listings } = await import("~db/schema");

  const { node, chain, accounts, db } = await startScratchChain(10 + BIDDERS);
  try {
    // The seller (dev account 5) puts a freshly minted token up for auction.
    const seller = new TransactionSender(new Wallet(accounts[5].privateKey, chain.provider), { interfaces: chain.interfaces });
    const { tokenId } = await mintTo(chain, seller.address, 1, accounts[0].address);
    await seller.sendAndWait(await chain.collectible.setApprovalForAll.populateTransaction(chain.deployment.market, true));
    const created = await seller.sendAndWait(await chain.market.createAuction.populateTransaction(tokenId, RESERVE, 1));
    const auctionId = Number(findEvent(created, chain.market, "AuctionCreated")!.args.auctionId);
    const feeBps = BigInt((await chain.market.getAuction(auctionId)).feeBps);
    await indexToHead(db, chain);
    const listing = db.select({ id: listings.id }).from(listings).where(and(eq(listings.onAuction, true), eq(listings.chainListingId, auctionId))).get();
    if (!listing) throw new Error("The auction did not reach the database.");

    // 200 bids of distinct amounts in random order, 10 per account, all signed before any is sent.
    const amounts = Array.from({ length: BIDS }, (_, i) => RESERVE + BigInt(i) * STEP).sort(() => Math.random() - 0.5);
    const bidders = accounts.slice(10, 10 + BIDDERS).map((a) => new Wallet(a.privateKey, chain.provider));
    const { gasPrice } = await chain.provider.getFeeData();
    const nonces = await Promise.all(bidders.map((w) => chain.provider.getTransactionCount(w.address, "pending")));
    const signed = await Promise.all(
      amounts.map((amount, i) => {
        const bidder = i % BIDDERS;
        return bidders[bidder].signTransaction({
          to: chain.deployment.market,
          data: chain.market.interface.encodeFunctionData("bid", [auctionId, amount]),
          value: amount + (amount * feeBps) / 10_000n,
          nonce: nonces[bidder] + Math.floor(i / BIDDERS),
          gasLimit: BID_GAS_LIMIT,
          gasPrice: (gasPrice ?? 10n ** 9n) * 2n,
          chainId: config.chain.chainId,
          type: 0,
        });
      }),
    );

    // The indexer as the server runs it (INDEXER_POLL_MS, default 1 s).
    const indexer = startIndexer(db, chain, { pollMs: config.chain.indexerPollMs });
    const started = performance.now();
    const hashes = await Promise.all(signed.map((raw) => chain.provider.send("eth_sendRawTransaction", [raw]) as Promise<string>));
    const receipts = await Promise.all(hashes.map((hash) => chain.provider.waitForTransaction(hash, 1, 60_000)));
    const mined = performance.now();
    const accepted = receipts.filter((r) => r?.status === 1).length;

    // The chain's bid list, in order, from its own events.
    const logs = await chain.market.queryFilter(chain.market.filters.BidPlaced(auctionId), created.blockNumber);
    const onChain = logs.map((log) => ({ key: `${log.transactionHash}:${log.index}`, amount: (log as unknown as { args: { amount: bigint } }).args.amount }));

    const deadline = Date.now() + 60_000;
    let lost = onChain.length;
    let duplicated = 0;
    let increasing = false;
    for (;;) {
      const rows = db
        .select({ txHash: bids.txHash, logIndex: bids.logIndex, amount: bids.amountWei })
        .from(bids)
        .where(eq(bids.listingId, listing.id))
        .orderBy(bids.blockNumber, bids.logIndex)
        .all();
      const keys = rows.map((r) => `${r.txHash}:${r.logIndex}`);
      duplicated = keys.length - new Set(keys).size;
      lost = onChain.filter((bid) => !keys.includes(bid.key)).length;
      increasing = rows.every((row, i) => i === 0 || row.amount > rows[i - 1].amount);
      const same = lost === 0 && duplicated === 0 && rows.length === onChain.length && rows.every((row, i) => row.amount === onChain[i].amount);
      if (same && increasing) break;
      if (Date.now() > deadline) throw new Error(`The database did not match the chain within 60 s (lost ${lost}, duplicated ${duplicated}).`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const consistent = performance.now();
    await indexer.stop();
    const highest = db.select({ amount: listings.highestBidWei }).from(listings).where(eq(listings.id, listing.id)).get()?.amount;

    console.log(`bench:bids — ${BIDS} concurrent bids from ${BIDDERS} accounts on auction ${auctionId}`);
    console.log(`  accepted by the chain   ${accepted}`);
    console.log(`  refused by the chain    ${BIDS - accepted} (not higher than the bid before them)`);
    console.log(`  all mined in            ${Math.round(mined - started)} ms`);
    console.log(`  database = chain after  ${Math.round(consistent - mined)} ms past the last receipt (${onChain.length} bids; 0 lost, 0 duplicated, strictly increasing)`);
    console.log(`  highest bid             ${highest === onChain.at(-1)?.amount ? "matches the chain" : "DIFFERS from the chain"}`);
    if (accepted !== onChain.length || highest !== onChain.at(-1)?.amount) process.exitCode = 1;
    chain.provider.destroy();
  } finally {
    await node.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
