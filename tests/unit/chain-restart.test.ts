import { count, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { indexToHead } from "~/jobs/indexer.server";
import { ChainStateError, prepareChain } from "~/services/chain-bootstrap.server";
import { readAuction, readListing } from "~/services/chain.server";
import { readDeploymentFile } from "~/services/deployment.server";
import { freePort, type DevChain } from "~/services/devchain.server";
import { db } from "~db/client.server";
import { bids, listings, tokens } from "~db/schema";
import { CHAIN_ID, keys, sellerKeys, startChain } from "./support/chain";

let port: number;
let node: DevChain;

const bootstrap = () =>
  prepareChain({ db, rpcUrl: node.rpcUrl, chainId: CHAIN_ID, keys, deploymentFile: config.chain.deploymentFile, sellerKeys });

beforeAll(async () => {
  port = await freePort();
  // No state file: stopping the node loses the chain, as a reset would.
  node = await startChain(port);
});

afterAll(async () => {
  await node?.stop();
});

describe("restart consistency", () => {
  it("keeps a deployment that still exists, then redeploys and relists the seed after a chain reset", async () => {
    const first = await bootstrap();
    await indexToHead(db, first);
    const listingCount = db.select({ n: count() }).from(listings).get()!.n;
    const tokenCount = db.select({ n: count() }).from(tokens).get()!.n;
    first.provider.destroy();

    // A restart against the same chain changes nothing.
    const again = await bootstrap();
    expect(again.deployment.market).toBe(first.deployment.market);
    expect(again.deployment.deploymentBlockHash).toBe(first.deployment.deploymentBlockHash);
    again.provider.destroy();

    await node.stop();
    node = await startChain(port);
    const afterReset = await bootstrap();
    await indexToHead(db, afterReset);
    expect(afterReset.deployment.deploymentBlockHash).not.toBe(first.deployment.deploymentBlockHash);
    expect(readDeploymentFile(config.chain.deploymentFile)!.deploymentBlockHash).toBe(afterReset.deployment.deploymentBlockHash);
    // Same catalogue, no duplicates, every listing backed by the new contracts.
    expect(db.select({ n: count() }).from(listings).get()!.n).toBe(listingCount);
    expect(db.select({ n: count() }).from(tokens).get()!.n).toBe(tokenCount);
    expect(db.select({ n: count() }).from(listings).where(isNull(listings.chainListingId)).get()!.n).toBe(0);
    for (const row of db.select().from(listings).all()) {
      if (row.onAuction) expect((await readAuction(afterReset, row.chainListingId!))?.tokenId).toBe(row.tokenId);
      else expect((await readListing(afterReset, row.chainListingId!, row.tokenId)).priceWei).toBe(row.priceWei);
    }
    afterReset.provider.destroy();
  });

  it("refuses to start after a reset when people had traded on the lost chain", async () => {
    const listing = db.select().from(listings).get()!;
    db.insert(bids).values({ listingId: listing.id, nftId: listing.nftId, bidderAddress: "0x90F79bf6EB2c4f870365E785982E1f101E93b906", amountWei: 5n, txHash: `0x${"ab".repeat(32)}` }).run();
    await node.stop();
    node = await startChain(port);
    const attempt = bootstrap();
    await expect(attempt).rejects.toBeInstanceOf(ChainStateError);
    await expect(attempt).rejects.toThrow(/no longer holds.*1 purchases, bids, sales or listings/s);
    // Nothing was cleared.
    expect(db.select({ n: count() }).from(bids).get()!.n).toBe(1);
  });
});
