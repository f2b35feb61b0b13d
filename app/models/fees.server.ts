/**
 * The buyer fees pages show: the rates the market contract charges, as the indexer and the
 * chain start-up keep them in market_fees, so a page never calls the node (docs/decisions/052-fees-from-the-contract.md). An
 * auction charges its own rate, fixed when it opened (listings.fee_bps).
 */
import { eq } from "drizzle-orm";
import { config } from "~/config.server";
import { db, prepared } from "~db/client.server";
import { marketFees } from "~db/schema";

export type FeeRates = { primaryBps: number; resaleBps: number; royaltyBps: number };

const feesStatement = prepared(() => db.select().from(marketFees).where(eq(marketFees.id, 1)).prepare());

/**
 * The contract's current rates. Before the chain was ever read (a web server started without
 * the chain side) the rates the contracts are deployed with stand in.
 */
export function marketFeeRates(): FeeRates {
  const row = feesStatement().get();
  return {
    primaryBps: row?.primaryFeeBps ?? config.fees.primaryBuyerBps,
    resaleBps: row?.resaleFeeBps ?? config.fees.resaleBuyerBps,
    royaltyBps: config.fees.royaltyBps,
  };
}
