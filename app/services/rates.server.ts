/**
 * USD ↔ coin conversion (docs/decisions/020-exchange-rates.md). With RATES_URL the rate is a live
 * coin/USD price that a background refresher asks for once per cache period; pages read it
 * synchronously and never wait for the price service. While the service fails, the last good
 * price is used for a while, then the configured fixed rate (USD_CENTS_PER_COIN), labelled as such.
 */
import { z } from "zod";
import { config, type Config } from "~/config.server";
import { usdCentsToWei, WEI_PER_COIN, weiToUsdCents } from "~/lib/format";
import { fetchJson } from "~/services/remote-source.server";

export type RateSource = "live" | "last-good" | "fixed";

export type Rate = {
  usdCentsPerCoin: number;
  /** live: the latest refresh succeeded; last-good: it failed, an earlier answer is used; fixed: the configured rate. */
  source: RateSource;
  /** When the price service gave this rate (ms since the epoch); absent for the fixed rate. */
  fetchedAt?: number;
};

/** "3012.345" dollars → 301235 cents, exactly (no binary floating point), half up. */
function dollarsToCents(dollars: string): number {
  const [whole, fraction = ""] = dollars.split(".");
  const thousandths = Number((fraction + "000").slice(0, 3));
  return Number(whole) * 100 + Math.floor(thousandths / 10) + (thousandths % 10 >= 5 ? 1 : 0);
}

/**
 * Coinbase's `GET /v2/exchange-rates?currency=ETH`: `{ data: { currency: "ETH", rates: { USD: "3012.34", … } } }`.
 * Anything else, and a zero or negative price, is refused.
 */
const exchangeRates = z
  .object({ data: z.object({ rates: z.object({ USD: z.string().regex(/^\d{1,12}(\.\d+)?$/, "USD must be a decimal number") }) }) })
  .transform((answer) => dollarsToCents(answer.data.rates.USD))
  .refine((cents) => cents > 0, "the price must be above zero");

/** The rates of one process: the fixed rate alone, or a live price kept fresh by `start()`. */
export function rateService(settings: Config["rates"]) {
  const fixed: Rate = { usdCentsPerCoin: settings.usdCentsPerCoin, source: "fixed" };
  const live = settings.live;
  let good: { usdCentsPerCoin: number; fetchedAt: number } | null = null;
  let latestFailed = false;
  let inFlight: Promise<void> | null = null;
  let started = false;

  /** One request at a time; a failure keeps the last good price and is logged. */
  const refresh = (): Promise<void> => {
    if (!live) return Promise.resolve();
    inFlight ??= fetchJson(live.url, exchangeRates, live.timeoutMs)
      .then(
        (usdCentsPerCoin) => {
          good = { usdCentsPerCoin, fetchedAt: Date.now() };
          latestFailed = false;
        },
        (error: unknown) => {
          latestFailed = true;
          const fallback = current().source === "last-good" ? "the last good rate" : "the fixed rate";
          console.warn(`[rates] ${live.url} failed (${error instanceof Error ? error.message : String(error)}); using ${fallback}.`);
        },
      )
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  const current = (): Rate => {
    if (!good || !live || Date.now() - good.fetchedAt > live.staleMs) return fixed;
    return { usdCentsPerCoin: good.usdCentsPerCoin, source: latestFailed ? "last-good" : "live", fetchedAt: good.fetchedAt };
  };

  /** The first price (bounded by the timeout), then one refresh per cache period; the timer never keeps the process alive. */
  const start = async (): Promise<void> => {
    if (!live || started) return;
    started = true;
    const next = () => setTimeout(() => void refresh().then(next), live.refreshMs).unref();
    await refresh();
    next();
  };

  return { current, refresh, start };
}

const rates = rateService(config.rates);

/** The rate to convert with now; synchronous, so a page never waits for the price service. */
export function currentRate(): Rate {
  return rates.current();
}

/** Fetches the first live price (at most RATES_TIMEOUT_MS) and keeps it fresh; a no-op without RATES_URL. */
export function startRateRefresher(): Promise<void> {
  return rates.start();
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
