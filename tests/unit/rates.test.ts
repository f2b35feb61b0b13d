import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { WEI_PER_COIN } from "~/lib/format";
import { priceService, RATES_URL } from "../mocks/rates";

const prices = priceService();
const server = setupServer(...prices.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const RATE_ENV = ["RATES_URL", "RATES_CACHE_SECONDS", "RATES_TIMEOUT_MS", "RATES_STALE_SECONDS"] as const;

/** The rate module as a web worker has it after start-up, read with `env` (fresh modules: a fresh configuration and cache). */
async function started(env: Partial<Record<(typeof RATE_ENV)[number], string>>) {
  for (const name of RATE_ENV) delete process.env[name];
  Object.assign(process.env, env);
  vi.resetModules();
  const rates = await import("~/services/rates.server");
  await rates.startRateRefresher();
  return rates;
}

const live = { RATES_URL, RATES_TIMEOUT_MS: "200" };

beforeEach(() => {
  prices.price("2000.00");
  prices.currencies.length = 0;
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(console.warn).mockRestore();
});

/** Lets the refresher's timer fire `ms` from now and its request finish. */
async function after(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
}

describe("the live rate", () => {
  it("converts dollars at the price service's rate for the chain's coin, rounded to 5 decimals as before", async () => {
    const { currentRate, usdToWei, weiToUsd, maxWeiWorth } = await started(live);
    expect(prices.currencies).toEqual(["ETH"]);
    expect(currentRate()).toMatchObject({ usdCentsPerCoin: 200_000, source: "live" });
    expect(currentRate().fetchedAt).toBeTypeOf("number");
    // $10 at $2,000 a coin is 0.005 coin; $20 at $2,000.035 (200,004 cents, half up) is 0.0099998…, 0.01000 in 5 decimals.
    expect(usdToWei(1000)).toBe(WEI_PER_COIN / 200n);
    expect(weiToUsd(WEI_PER_COIN)).toBe(200_000);
    prices.price("2000.035");
    const { usdToWei: at2000_04, maxWeiWorth: bound } = await started(live);
    expect(at2000_04(2000)).toBe(10n ** 16n);
    expect(bound(2000)).toBe((2000n * WEI_PER_COIN) / 200_004n);
    expect(maxWeiWorth(2000)).toBe(WEI_PER_COIN / 100n);
  });

  it("starts serving within the timeout, at the fixed rate, when the service does not answer at start-up", async () => {
    prices.fail({ kind: "hang" });
    const begun = Date.now();
    const { currentRate } = await started(live);
    expect(Date.now() - begun).toBeLessThan(1_500);
    expect(currentRate()).toEqual({ usdCentsPerCoin: 300_000, source: "fixed" });
  });

  it("asks the price service once per cache period, however many pages read it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const { currentRate } = await started({ ...live, RATES_CACHE_SECONDS: "60" });
    prices.price("2500.00");
    for (let i = 0; i < 1000; i++) expect(currentRate().usdCentsPerCoin).toBe(200_000);
    await after(59_000);
    expect(prices.requests()).toBe(1);
    expect(currentRate().usdCentsPerCoin).toBe(200_000);
    await after(1_000);
    expect(prices.requests()).toBe(2);
    expect(currentRate()).toMatchObject({ usdCentsPerCoin: 250_000, source: "live" });
  });

  it("keeps the last good rate, labelled so, when the service times out", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const { currentRate } = await started(live);
    const fetchedAt = currentRate().fetchedAt;
    prices.fail({ kind: "hang" });
    await vi.advanceTimersByTimeAsync(60_000);
    // The request is cut off by its own 200 ms timeout, not by the test's clock.
    await vi.waitFor(() => expect(currentRate().source).toBe("last-good"), { timeout: 2_000 });
    expect(currentRate()).toEqual({ usdCentsPerCoin: 200_000, source: "last-good", fetchedAt });
    expect(prices.requests()).toBe(2);
  });

  it("falls back to the fixed rate, labelled fixed, once the last good rate is older than 10 minutes", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const { currentRate, usdToWei } = await started(live);
    prices.fail({ kind: "status", status: 503 });
    for (let minute = 1; minute <= 9; minute++) await after(60_000);
    expect(currentRate()).toMatchObject({ usdCentsPerCoin: 200_000, source: "last-good" });
    await after(61_000);
    expect(currentRate()).toEqual({ usdCentsPerCoin: 300_000, source: "fixed" });
    expect(usdToWei(3000)).toBe(WEI_PER_COIN / 100n);
    // Once the service answers again, the live rate is back at the next refresh.
    prices.price("2100");
    await after(60_000);
    expect(currentRate()).toMatchObject({ usdCentsPerCoin: 210_000, source: "live" });
  });

  it.each([
    ["a 500", { kind: "status", status: 500 }],
    ["a 404", { kind: "status", status: 404 }],
    ["a body of another shape", { kind: "body", body: { price: 2000 } }],
    ["a number instead of a decimal string", { kind: "body", body: { data: { rates: { USD: 2000 } } } }],
    ["a negative price", { kind: "body", body: { data: { rates: { USD: "-2000.00" } } } }],
    ["a zero price", { kind: "body", body: { data: { rates: { USD: "0.00" } } } }],
    ["a price below a cent", { kind: "body", body: { data: { rates: { USD: "0.004" } } } }],
    ["not a number", { kind: "body", body: { data: { rates: { USD: "NaN" } } } }],
  ] as const)("ignores %s: the last good rate stays, and without one the fixed rate is used", async (_, answer) => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const { currentRate } = await started(live);
    prices.fail(answer);
    await after(60_000);
    expect(prices.requests()).toBe(2);
    expect(currentRate()).toMatchObject({ usdCentsPerCoin: 200_000, source: "last-good" });

    const fresh = await started(live);
    expect(fresh.currentRate()).toEqual({ usdCentsPerCoin: 300_000, source: "fixed" });
  });
});

describe("without RATES_URL", () => {
  it("uses the configured fixed rate, labelled fixed, and never asks a price service", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const { currentRate, usdToWei } = await started({});
    await after(3_600_000);
    expect(currentRate()).toEqual({ usdCentsPerCoin: 300_000, source: "fixed" });
    // $10 at $3,000 a coin: 0.0033333…, 0.00333 in 5 decimals.
    expect(usdToWei(1000)).toBe(3_330_000_000_000_000n);
    expect(prices.requests()).toBe(0);
  });
});

describe("the rate settings", () => {
  it("refuse a last-good period shorter than the cache period, and a URL that is not http(s)", async () => {
    await expect(started({ ...live, RATES_CACHE_SECONDS: "60", RATES_STALE_SECONDS: "30" })).rejects.toThrow(/RATES_STALE_SECONDS must be at least RATES_CACHE_SECONDS/);
    await expect(started({ RATES_URL: "ftp://rates.example.test/" })).rejects.toThrow(/RATES_URL must be an http\(s\) URL/);
    expect(prices.requests()).toBe(0);
  });
});
