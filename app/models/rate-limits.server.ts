import { and, count, eq, gte, lt, min } from "drizzle-orm";
import { config } from "~/config.server";
import { db } from "~db/client.server";
import { rateLimitHits } from "~db/schema";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** At most `limit` events per key inside a sliding window of `windowMs`; `perAddress` rules are keyed by client address alone. */
export type RateRule = { name: string; limit: number; windowMs: number; perAddress?: true };

/**
 * Every limit the site applies (docs/decisions/045-rate-limits.md). Sign-in failures are keyed by account email AND
 * client address, so wrong passwords typed from one address never lock the owner out from
 * another; the per-email ceiling is far higher and only stops a spray from many addresses.
 * Forms whose answers tell whether an account exists (sign-in, sign-up, reset) are also limited
 * per address, which keeps enumeration slow.
 */
export const RATE_RULES = {
  signInFailuresPerAccountAndAddress: { name: "sign-in-failure:email+address", limit: 5, windowMs: 15 * MINUTE },
  signInFailuresPerAddress: { name: "sign-in-failure:address", limit: 20, windowMs: 15 * MINUTE, perAddress: true },
  signInFailuresPerAccount: { name: "sign-in-failure:email", limit: 100, windowMs: 15 * MINUTE },
  signupsPerAddress: { name: "signup:address", limit: 10, windowMs: HOUR, perAddress: true },
  signupsPerEmail: { name: "signup:email", limit: 5, windowMs: HOUR },
  resetRequestsPerAddress: { name: "reset:address", limit: 10, windowMs: HOUR, perAddress: true },
  resetMailsPerEmail: { name: "reset:email", limit: 3, windowMs: HOUR },
  contactPerAddress: { name: "contact:address", limit: 5, windowMs: HOUR, perAddress: true },
  contactPerEmail: { name: "contact:email", limit: 5, windowMs: HOUR },
  newsletterPerAddress: { name: "newsletter:address", limit: 10, windowMs: HOUR, perAddress: true },
  newsletterPerEmail: { name: "newsletter:email", limit: 3, windowMs: HOUR },
  emailChangesPerAccount: { name: "email-change:account", limit: 5, windowMs: HOUR },
  /** Nonce requests and signed-message checks of wallet connections together (one connection makes two). */
  walletProofsPerAccount: { name: "wallet-proof:account", limit: 30, windowMs: 15 * MINUTE },
  /** One-time codes mailed to unlock the standard wallet (docs/decisions/137-standard-wallet-custody.md). */
  walletCodesPerAccount: { name: "wallet-code:account", limit: 5, windowMs: HOUR },
  /** Tries to show the standard wallet's key, right password or not (docs/decisions/146-standard-wallet-out-and-card-delivery.md). */
  keyExportsPerAccount: { name: "key-export:account", limit: 3, windowMs: HOUR },
  /** Follow and unfollow clicks (docs/decisions/085-follows.md): plenty for people, not for a script. */
  followsPerAccount: { name: "follow:account", limit: 60, windowMs: HOUR },
  /** A purchase quotes once and reports its payment once; a collector retries a few times (docs/decisions/017-orders-model.md). */
  purchaseQuotesPerAccount: { name: "purchase-quote:account", limit: 30, windowMs: 15 * MINUTE },
  paymentReportsPerAccount: { name: "payment-report:account", limit: 30, windowMs: 15 * MINUTE },
  /** Pages of the built-in explorer (docs/decisions/060-built-in-explorer.md): a person reads a few a minute, a crawler hundreds. */
  explorerPagesPerAddress: { name: "explorer:address", limit: 60, windowMs: MINUTE, perAddress: true },
} as const satisfies Record<string, RateRule>;

/** One rule applied to one key; a null key (no client address known) or an exempt address is not counted. */
export type RateCheck = [RateRule, string | null];

/** Email keys ignore letter case, as accounts do. */
export const emailKey = (email: string) => email.trim().toLowerCase();

/** Sign-in failures are counted per account and address together. */
export const accountAndAddressKey = (email: string, address: string | null) => `${emailKey(email)}|${address ?? "unknown"}`;

/** The limits a sign-in (or a re-entered current password) is checked against, and that a failure counts towards. */
export const signInChecks = (email: string, address: string | null): RateCheck[] => [
  [RATE_RULES.signInFailuresPerAccountAndAddress, accountAndAddressKey(email, address)],
  [RATE_RULES.signInFailuresPerAddress, address],
  [RATE_RULES.signInFailuresPerAccount, emailKey(email)],
];

const live = (checks: RateCheck[]) =>
  checks.filter(
    (check): check is [RateRule, string] => check[1] !== null && !(check[0].perAddress && config.rateLimitExemptAddresses.has(check[1])),
  );

/**
 * How long until every check is open again, in ms; 0 when none is at its limit. A full window
 * opens when its oldest event leaves it.
 */
export function retryAfterMs(checks: RateCheck[], now = Date.now()): number {
  let wait = 0;
  for (const [rule, key] of live(checks)) {
    const row = db
      .select({ hits: count(), oldest: min(rateLimitHits.at) })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.rule, rule.name), eq(rateLimitHits.key, key), gte(rateLimitHits.at, new Date(now - rule.windowMs))))
      .get();
    if (row && row.hits >= rule.limit && row.oldest) wait = Math.max(wait, row.oldest.getTime() + rule.windowMs - now);
  }
  return wait;
}

/** Counts one event against every check (and forgets events older than their windows). */
export function recordHits(checks: RateCheck[], now = Date.now()) {
  const at = new Date(now);
  db.transaction((tx) => {
    for (const [rule, key] of live(checks)) {
      tx.delete(rateLimitHits)
        .where(and(eq(rateLimitHits.rule, rule.name), lt(rateLimitHits.at, new Date(now - rule.windowMs))))
        .run();
      tx.insert(rateLimitHits).values({ rule: rule.name, key, at }).run();
    }
  });
}

/**
 * For events that count whether they succeed or not (a sign-up, a reset request, a message):
 * 0 and the event is counted when every check is open, else the wait in ms and nothing is counted.
 */
export function takeHit(checks: RateCheck[], now = Date.now()): number {
  const wait = retryAfterMs(checks, now);
  if (wait === 0) recordHits(checks, now);
  return wait;
}

export function clearHits(rule: RateRule, key: string) {
  db.delete(rateLimitHits)
    .where(and(eq(rateLimitHits.rule, rule.name), eq(rateLimitHits.key, key)))
    .run();
}

/** "Too many {what}. Please try again in N minutes." */
export function retryMessage(waitMs: number, what: string): string {
  const minutes = Math.max(1, Math.ceil(waitMs / MINUTE));
  return `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/** The Retry-After header of a 429, in whole seconds. */
export const retryAfterHeader = (waitMs: number) => ({ "Retry-After": String(Math.max(1, Math.ceil(waitMs / 1000))) });
