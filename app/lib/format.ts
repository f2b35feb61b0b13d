/**
 * The one money and formatting module. Amounts travel as integers (US cents, wei) and are
 * turned into text only here, at the edge (docs/decisions/027-money-in-integer-units.md).
 */

export const WEI_PER_COIN = 10n ** 18n;
/** Coin amounts converted from dollars are rounded to 5 decimals (docs/decisions/002-one-chain-per-deployment.md). */
const COIN_DECIMALS = 5;
const WEI_PER_STEP = 10n ** BigInt(18 - COIN_DECIMALS);

/** "$12" for whole dollars, "$12.50" otherwise. */
export function formatUsd(cents: number): string {
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  const whole = dollars.toLocaleString("en-US");
  return rest === 0 ? `$${whole}` : `$${whole}.${String(rest).padStart(2, "0")}`;
}

/** Cents as the decimal dollar string payment APIs take ("12.05"). */
export function centsToDecimal(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** A decimal dollar string ("12.05", "12.5", "12") as cents; null when it is not one. */
export function decimalToCents(text: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0")) : null;
}

/** Dollars to wei at a rate given in cents per coin, rounded to the nearest 5th decimal. */
export function usdCentsToWei(cents: number, usdCentsPerCoin: number): bigint {
  const exact = (BigInt(cents) * WEI_PER_COIN) / BigInt(usdCentsPerCoin);
  return ((exact + WEI_PER_STEP / 2n) / WEI_PER_STEP) * WEI_PER_STEP;
}

/** Wei to dollars (in cents) at a rate given in cents per coin, rounded down. */
export function weiToUsdCents(wei: bigint, usdCentsPerCoin: number): number {
  return Number((wei * BigInt(usdCentsPerCoin)) / WEI_PER_COIN);
}

/** "0.00400" style: a fixed number of decimals, truncated, never in exponent notation. */
export function formatCoin(wei: bigint, decimals = COIN_DECIMALS): string {
  const negative = wei < 0n;
  const abs = negative ? -wei : wei;
  const whole = abs / WEI_PER_COIN;
  const fraction = (abs % WEI_PER_COIN).toString().padStart(18, "0").slice(0, decimals);
  const text = decimals > 0 ? `${whole}.${fraction}` : `${whole}`;
  return negative ? `-${text}` : text;
}

/** "0.00400 ETH": an amount named by the deployment's one coin symbol (docs/decisions/002-one-chain-per-deployment.md). */
export function formatCoinAmount(wei: bigint, symbol: string): string {
  return `${formatCoin(wei)} ${symbol}`;
}

/** Parses a decimal coin amount typed by a person ("0.5", "12") into wei; null if malformed. */
export function parseCoin(text: string): bigint | null {
  const match = /^\s*(\d{1,30})(?:\.(\d{1,18}))?\s*$/.exec(text);
  if (!match) return null;
  const [, whole, fraction = ""] = match;
  return BigInt(whole) * WEI_PER_COIN + BigInt(fraction.padEnd(18, "0"));
}

/** A share of an amount in basis points, rounded down (what a contract would compute). */
export function applyBps(amount: bigint, bps: number): bigint {
  return (amount * BigInt(bps)) / 10_000n;
}

// Built once: `toLocaleString` with options builds a new formatter on every call (about 20 µs).
const PERCENT_NUMBER = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** "20.5%" from 2050 basis points. */
export function formatBps(bps: number): string {
  return `${PERCENT_NUMBER.format(bps / 100)}%`;
}

const MONTHS = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
];

/** "26 December, 2025", the spec's date text. UTC so server and browser agree. */
export function formatDate(at: Date | number): string {
  const d = new Date(at);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}, ${d.getUTCFullYear()}`;
}

/** "26 December, 2025 14:05 UTC": a date with its time, for logs and the studio console. */
export function formatDateTime(at: Date | number): string {
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${formatDate(d)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`;
}

/** "0xAbCd…1234" for display; full addresses belong in titles and links. */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

/** Days, hours, minutes and seconds left until `end`, zeros once passed. */
export function timeLeft(end: number, now: number) {
  const total = Math.max(0, Math.floor((end - now) / 1000));
  return {
    done: total === 0,
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
