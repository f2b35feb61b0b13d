/**
 * `npm run chain:demo`: the whole trading story on a throwaway embedded chain and database,
 * with the dev accounts: primary purchase → list → buy → auction → two bids → time travel →
 * keeper settles → refund withdrawal; then the indexer and the rows it wrote.
 * Leaves data/ and any running chain alone (its own anvil on a free port, its own temp folder).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "diginoor-demo-"));

async function main() {
  const { startScratchChain } = await import("./scratch-chain");
  const { Wallet, ZeroAddress } = await import("ethers");
  const { and, eq } = await import("drizzle-orm");
  const { rpcCall } = await import("~/services/devchain.server");
  const { TransactionSender } = await import("~/services/chain-sender.server");
  const { chainOrderId, findEvent, signPrimaryQuote, tokenUriFor } = await import("~/services/chain.server");
  const { indexToHead } = await import("~/jobs/indexer.server");
  const { settleEndedAuctions } = await import("~/jobs/keeper.server");
  const { bids, listings, nfts, sales, tokens } = await import("~db/schema");

  const { node, chain, accounts, db } = await startScratchChain(10);
  try {
    console.log(`Chain ${node.rpcUrl}; collectible ${chain.deployment.collectible}, market ${chain.deployment.market}`);
    const fromBlock = (await chain.provider.getBlockNumber()) + 1;

    const as = (index: number) => new TransactionSender(new Wallet(accounts[index].privateKey, chain.provider), { interfaces: chain.interfaces });
    const [alice, bob, carol] = [as(5), as(4), as(3)];
    const step = (label: string, hash: string) => console.log(`${label.padEnd(44)} ${hash}`);

    // 1. Primary purchase: the server signs a quote, the buyer pays price + fee and gets the token.
    const purchaseId = randomBytes(10).toString("hex");
    const price = 10n ** 16n;
    const item = db.select({ quantity: nfts.quantity }).from(nfts).where(eq(nfts.id, 1)).get();
    if (!item) throw new Error("The catalogue has no NFT 1.");
    const quote = {
      orderId: chainOrderId(purchaseId),
      buyer: alice.address,
      nftId: 1n,
      editionSize: BigInt(item.quantity),
      price,
      productionHouse: chain.minter.address,
      tokenURI: tokenUriFor(1),
      deadline: BigInt(Math.floor(Date.now() / 1000) + 600),
    };
    const signature = await signPrimaryQuote(chain, quote);
    const primary = await alice.sendAndWait({
      ...(await chain.market.buyPrimary.populateTransaction(quote, signature)),
      value: (await chain.market.primaryTotal(price)) as bigint,
    });
    const tokenId = Number(findEvent(primary, chain.market, "PrimarySale")!.args.tokenId);
    step(`1. primary purchase (token ${tokenId})`, primary.hash);

    // 2. Alice lists it; 3. Bob buys it.
    step("   approve the market", (await alice.sendAndWait(await chain.collectible.setApprovalForAll.populateTransaction(chain.deployment.market, true))).hash);
    const listed = await alice.sendAndWait(await chain.market.list.populateTransaction(tokenId, price * 2n));
    const listingId = Number(findEvent(listed, chain.market, "Listed")!.args.listingId);
    step(`2. list at 0.02 (listing ${listingId})`, listed.hash);
    const bought = await bob.sendAndWait({
      ...(await chain.market.buyListing.populateTransaction(listingId, tokenId, price * 2n)),
      value: (await chain.market.resaleTotal(price * 2n)) as bigint,
    });
    step("3. buy the listing", bought.hash);

    // 4. Bob auctions it for a day; 5. Alice and Carol bid.
    step("   approve the market", (await bob.sendAndWait(await chain.collectible.setApprovalForAll.populateTransaction(chain.deployment.market, true))).hash);
    const created = await bob.sendAndWait(await chain.market.createAuction.populateTransaction(tokenId, price, 1));
    const auctionId = Number(findEvent(created, chain.market, "AuctionCreated")!.args.auctionId);
    step(`4. create auction ${auctionId} (reserve 0.01, 1 day)`, created.hash);
    for (const [bidder, amount, label] of [[alice, price, "5. bid 0.01"], [carol, price * 3n, "   bid 0.03 (outbids)"]] as const) {
      const receipt = await bidder.sendAndWait({
        ...(await chain.market.bid.populateTransaction(auctionId, amount)),
        value: (await chain.market.bidTotal(auctionId, amount)) as bigint,
      });
      step(label, receipt.hash);
    }

    // 6. Time travel past the end; 7. the keeper settles; 8. Alice withdraws her refund.
    await rpcCall(node.rpcUrl, "evm_increaseTime", [86_401]);
    await rpcCall(node.rpcUrl, "evm_mine");
    console.log("6. time travel: one day later");
    await indexToHead(db, chain);
    const report = await settleEndedAuctions(db, chain);
    for (const settled of report.settled) step(`7. keeper settles auction ${settled.auctionId}`, settled.txHash);
    const refund = (await chain.market.pendingWithdrawals(alice.address)) as bigint;
    const withdrawn = await alice.sendAndWait(await chain.market.withdraw.populateTransaction());
    step(`8. refund withdrawal (${refund} wei)`, withdrawn.hash);

    const events = await indexToHead(db, chain);
    console.log(`\nIndexer: ${events} new events applied. Rows for token ${tokenId} (from block ${fromBlock}):`);
    console.table(db.select({ tokenId: tokens.tokenId, nftId: tokens.nftId, owner: tokens.ownerAddress }).from(tokens).where(eq(tokens.tokenId, tokenId)).all());
    console.table(
      db.select({ id: listings.id, onAuction: listings.onAuction, chainId: listings.chainListingId, price: listings.priceWei, highestBid: listings.highestBidWei, status: listings.status }).from(listings).where(eq(listings.tokenId, tokenId)).all().map((row) => ({ ...row, price: String(row.price), highestBid: String(row.highestBid) })),
    );
    const auctionRows = db.select({ id: listings.id }).from(listings).where(and(eq(listings.onAuction, true), eq(listings.chainListingId, auctionId))).all();
    for (const { id } of auctionRows) {
      console.table(db.select({ bidder: bids.bidderAddress, amount: bids.amountWei, tx: bids.txHash }).from(bids).where(eq(bids.listingId, id)).all().map((row) => ({ ...row, amount: String(row.amount) })));
    }
    console.table(
      db.select({ kind: sales.kind, seller: sales.sellerAddress, buyer: sales.buyerAddress, price: sales.priceWei, royalty: sales.royaltyWei }).from(sales).where(eq(sales.tokenId, tokenId)).all().map((row) => ({ ...row, seller: row.seller === ZeroAddress ? "-" : row.seller, price: String(row.price), royalty: String(row.royalty) })),
    );
    chain.provider.destroy();
  } finally {
    await node.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
