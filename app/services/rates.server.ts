import { config } from "~/config.server";
import { usdCentsToWei, WEI_PER_COIN, weiToUsdCents } from "~/lib/format";

/**
 * USD ↔ coin conversion. The embedded default is the configured fixed rate
 * (USD_CENTS_PER_COIN); a live price service plugs in behind it (docs/decisions/020-exchange-rates.md).
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

/**
 * The most wei worth at most `cents`, exact (rounded down). For price bounds: usdToWei rounds to
 * 5 decimals for display, which can land above the bound ($20 at $3,000 a coin is 0.0066666…,
 * shown as 0.00667, worth $20.01).
 */
export function maxWeiWorth(cents: number): bigint {
  return (BigInt(cents) * WEI_PER_COIN) / BigInt(currentRate().usdCentsPerCoin);
}
