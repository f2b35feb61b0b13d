/**
 * The paid-order mint job (docs/decisions/138-paid-order-mint-job.md): each round mints the paid
 * orders the webhooks recorded, retries failed attempts when their pause is over, takes up again
 * an order whose attempt's lease ran out (its process died), and refunds orders that failed. Its
 * whole state is in the orders table, so a restart resumes where the last process stopped.
 */
import { driveOrderMints, type OrderMintSettings } from "~/models/order-mints.server";
import type { ChainContext } from "~/services/chain.server";
import { runLoop, type LoopOptions, type RunningJob } from "./loop.server";

export function startOrderMints(chain: ChainContext, options: LoopOptions & OrderMintSettings): RunningJob {
  const log = options.log ?? (() => undefined);
  return runLoop(
    "order mints",
    async () => {
      // The node down is nobody's order failing: the loop backs off without spending an attempt.
      await chain.provider.getBlockNumber();
      const round = await driveOrderMints(chain, options);
      for (const orderId of round.minted) log(`order mints: order ${orderId} is on chain; the indexer fulfils it.`);
      for (const { orderId, reason } of round.retrying) log(`order mints: order ${orderId} not minted yet (${reason}); retrying later.`);
      for (const orderId of round.failed) log(`order mints: order ${orderId} failed after its last attempt.`);
      for (const orderId of round.refunded) log(`order mints: order ${orderId} refunded.`);
      for (const { orderId, reason } of round.refundRetrying) log(`order mints: order ${orderId} not refunded yet (${reason}); retrying later.`);
      for (const orderId of round.manualRefund) log(`order mints: order ${orderId} failed and its provider has no refund API: REFUND IT BY HAND.`);
    },
    options,
  );
}
