/**
 * The keeper settles auctions whose end has passed (by the chain's clock), from the keeper
 * account. A settlement that fails is tried again on the next round; one that someone else
 * already made is skipped. The indexer then marks the auction settled. It ends expired offers, so
 * their money is credited to their offerers (docs/decisions/173-offers.md), and closes, draws or
 * cancels lotteries and delivers their prizes (docs/decisions/164-lottery-draw-and-prize.md).
 */
import { and, eq, lte } from "drizzle-orm";
import type { Db } from "~db/client.server";
import { listingIsActive, listings, offerIsActive, offers } from "~db/schema";
import { driveLotteries, type LotteryRound } from "~/models/lottery-draw.server";
import { chainTime, readAuction, readOffer, type ChainContext } from "~/services/chain.server";
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

export type ExpiredOffersReport = { ended: { offerId: number; txHash: string }[]; failed: { offerId: number; reason: string }[] };

/**
 * Ends every offer the database knows as active whose expiry has passed by the chain's clock, so
 * its amount is credited to its offerer for withdrawal. One already ended or replaced is skipped.
 */
export async function endExpiredOffers(db: Db, chain: ChainContext): Promise<ExpiredOffersReport> {
  const now = await chainTime(chain);
  const expired = db
    .select({ offerId: offers.chainOfferId, tokenId: offers.tokenId })
    .from(offers)
    .where(and(offerIsActive, lte(offers.expiresAt, new Date(now))))
    .all();
  const report: ExpiredOffersReport = { ended: [], failed: [] };
  for (const { offerId, tokenId } of expired) {
    try {
      const offer = await readOffer(chain, tokenId);
      if (offer?.offerId !== offerId || offer.expiresAt * 1000 > now) continue;
      const receipt = await chain.keeper.sendAndWait(await chain.market.cancelOffer.populateTransaction(offerId, tokenId));
      report.ended.push({ offerId, txHash: receipt.hash });
    } catch (error) {
      report.failed.push({ offerId, reason: chain.explain(error).message });
    }
  }
  return report;
}

/** What a lottery round did, in the keeper's log lines. */
function lotteryLines(round: LotteryRound): string[] {
  return [
    ...round.closed.map((id) => `keeper: lottery ${id} sales closed.`),
    ...round.drawn.map(({ lotteryId, winningTicket }) => `keeper: lottery ${lotteryId} drawn: ticket ${winningTicket} wins.`),
    ...round.cancelled.map((id) => `keeper: lottery ${id} cancelled below its minimum; its ticket orders are refunded.`),
    ...round.prizeMinted.map(({ lotteryId, tokenId }) => `keeper: lottery ${lotteryId} prize NFT minted (token ${tokenId}).`),
    ...round.prizeSent.map(({ lotteryId, txHash }) => `keeper: lottery ${lotteryId} prize money sent (${txHash}).`),
    ...round.prizePaid.map((id) => `keeper: lottery ${id} prize money paid.`),
    ...round.failed.map(({ lotteryId, step, reason }) => `keeper: lottery ${lotteryId} ${step} not done yet: ${reason}`),
  ];
}

/** Runs the keeper in the background; failed settlements, draws and prizes are retried each round. */
export function startKeeper(db: Db, chain: ChainContext, options: LoopOptions & { mineWhenWaiting?: boolean }): RunningJob {
  return runLoop(
    "keeper",
    async () => {
      const report = await settleEndedAuctions(db, chain);
      for (const { auctionId, txHash } of report.settled) options.log?.(`keeper: settled auction ${auctionId} (${txHash}).`);
      for (const { auctionId, reason } of report.failed) options.log?.(`keeper: auction ${auctionId} not settled yet: ${reason}`);
      const offersReport = await endExpiredOffers(db, chain);
      for (const { offerId, txHash } of offersReport.ended) options.log?.(`keeper: ended expired offer ${offerId} (${txHash}).`);
      for (const { offerId, reason } of offersReport.failed) options.log?.(`keeper: expired offer ${offerId} not ended yet: ${reason}`);
      for (const line of lotteryLines(await driveLotteries(chain, { mineWhenWaiting: options.mineWhenWaiting }))) options.log?.(line);
    },
    options,
  );
}
