import { config } from "~/config.server";
import { usdCentsToWei, weiToUsdCents } from "~/lib/format";

/**
 * USD ↔ coin conversion. The embedded default is the configured fixed rate
 * (USD_CENTS_PER_COIN); a live price service plugs in behind this same interface.
 */
export function currentRate(): { usdCentsPerCoin: number; source: "fixed" } {
  return { usdCentsPerCoin: config.rates.usdCentsPerCoin, source: "fixed" };
}

/** The coin amount (wei) for a dollar price, rounded to 5 decimals. */
export function usdToWei(cents: number): bigint {
  return usdCentsToWei(cents, currentRate().usdCentsPerCoin);
}

export function weiToUsd(wei: bigint): number {
  return weiToUsdCents(wei, currentRate().usdCentsPerCoin);
}
