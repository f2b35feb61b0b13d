/**
 * The keeper settles auctions whose end has passed (by the chain's clock), from the keeper
 * account. A settlement that fails is tried again on the next round; one that someone else
 * already made is skipped. The indexer then marks the auction settled.
 */
import { and, eq, lte } from "drizzle-orm";
import type { Db } from "~db/client.server";
import { listingIsActive, listings } from "~db/schema";
import { chainTime, readAuction, type ChainContext } from "~/services/chain.server";
import { runLoop, type LoopOptions, type RunningJob } from "./loop.server";

export type SettleReport = { settled: { auctionId: number; txHash: string }[]; failed: { auctionId: number; reason: string }[] };

/** Settles every ended, unsettled auction the database knows of. */
export async function settleEndedAuctions(db: Db, chain: ChainContext): Promise<SettleReport> {
  const now = await chainTime(chain);
  const ended = db
    .select({ auctionId: listings.chainListingId })
    .from(listings)
    .where(and(eq(listings.onAuction, true), listingIsActive, lte(listings.endsAt, new Date(now))))
    .all();
  const report: SettleReport = { settled: [], failed: [] };
  for (const { auctionId } of ended) {
    if (auctionId === null) continue;
    try {
      const auction = await readAuction(chain, auctionId);
      // Already settled (by anyone) or unknown: the indexer brings the row up to date.
      if (!auction || auction.settled || auction.endTime * 1000 > now) continue;
      const receipt = await chain.keeper.sendAndWait(await chain.market.settleAuction.populateTransaction(auctionId));
      report.settled.push({ auctionId, txHash: receipt.hash });
    } catch (error) {
      report.failed.push({ auctionId, reason: chain.explain(error).message });
    }
  }
  return report;
}

/** Runs the keeper in the background; failed settlements are retried each round. */
export function startKeeper(db: Db, chain: ChainContext, options: LoopOptions): RunningJob {
  return runLoop(
    "keeper",
    async () => {
      const report = await settleEndedAuctions(db, chain);
      for (const { auctionId, txHash } of report.settled) options.log?.(`keeper: settled auction ${auctionId} (${txHash}).`);
      for (const { auctionId, reason } of report.failed) options.log?.(`keeper: auction ${auctionId} not settled yet: ${reason}`);
    },
    options,
  );
}
