import { describe, expect, it } from "vitest";
import {
  applyBps,
  formatBps,
  formatCoin,
  formatDate,
  formatUsd,
  parseCoin,
  shortAddress,
  timeLeft,
  usdCentsToWei,
  weiToUsdCents,
} from "~/lib/format";

describe("money formatting", () => {
  it("shows whole dollars without cents and other amounts with two decimals", () => {
    expect(formatUsd(1200)).toBe("$12");
    expect(formatUsd(1250)).toBe("$12.50");
    expect(formatUsd(5)).toBe("$0.05");
    expect(formatUsd(123456789)).toBe("$1,234,567.89");
  });

  it("converts dollars to coin at the rate, rounded to 5 decimals", () => {
    // $12 at $3,000 per coin = 0.004 coin exactly.
    expect(usdCentsToWei(1200, 300_000)).toBe(4_000_000_000_000_000n);
    // $200 at $3,000 = 0.0666666… → 0.06667
    expect(formatCoin(usdCentsToWei(20_000, 300_000))).toBe("0.06667");
    expect(usdCentsToWei(20_000, 300_000) % 10n ** 13n).toBe(0n);
  });

  it("converts wei back to cents, rounding down", () => {
    expect(weiToUsdCents(4_000_000_000_000_000n, 300_000)).toBe(1200);
    expect(weiToUsdCents(3_999_999_999_999_999n, 300_000)).toBe(1199);
  });

  it("formats coin amounts without exponent notation, even huge ones", () => {
    expect(formatCoin(0n)).toBe("0.00000");
    expect(formatCoin(607n * 10n ** 18n)).toBe("607.00000");
    expect(formatCoin(10n ** 40n)).toBe("10000000000000000000000.00000");
    expect(formatCoin(1n)).toBe("0.00000");
    expect(formatCoin(123_456_789_000_000_000n, 2)).toBe("0.12");
  });

  it("parses typed coin amounts and rejects malformed ones", () => {
    expect(parseCoin("0.5")).toBe(5n * 10n ** 17n);
    expect(parseCoin(" 12 ")).toBe(12n * 10n ** 18n);
    expect(parseCoin("0.000000000000000001")).toBe(1n);
    for (const bad of ["", "abc", "-1", "1e18", "0.0000000000000000001", "1,5", "Infinity", "0x10"]) {
      expect(parseCoin(bad), bad).toBeNull();
    }
  });

  it("takes basis-point shares rounding down, as the contract does", () => {
    expect(applyBps(1_000n, 1000)).toBe(100n);
    expect(applyBps(999n, 2050)).toBe(204n);
    expect(formatBps(2050)).toBe("20.5%");
    expect(formatBps(1125)).toBe("11.25%");
    expect(formatBps(1000)).toBe("10%");
  });
});

describe("dates and times", () => {
  it("writes dates the way the spec does", () => {
    expect(formatDate(Date.UTC(2025, 11, 26, 23, 0))).toBe("26 December, 2025");
  });

  it("counts down to zero and stays there", () => {
    const now = Date.UTC(2026, 0, 1);
    expect(timeLeft(now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000, now)).toEqual({
      done: false,
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(timeLeft(now - 1000, now)).toEqual({ done: true, days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it("shortens addresses for display", () => {
    expect(shortAddress("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266")).toBe("0xf39F…2266");
  });
});
