import { and, eq, gt, isNull } from "drizzle-orm";
import { hashToken, newToken } from "~/lib/tokens.server";
import { db, type Transaction } from "~db/client.server";
import { accountTokens, ACCOUNT_TOKEN_PURPOSES } from "~db/schema";

/**
 * The one mechanism behind emailed links (password reset, email change): a random token in the
 * link, only its SHA-256 hash stored, usable once, for one hour.
 */
export const ACCOUNT_LINK_LIFETIME_MS = 60 * 60 * 1000;

export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** A new link for the account; it replaces any earlier unused link of the same purpose. */
export function issueAccountToken(userId: number, purpose: AccountTokenPurpose, newEmail: string | null = null, now = Date.now()): string {
  const token = newToken();
  db.transaction((tx) => {
    discardAccountTokens(tx, userId, purpose);
    tx.insert(accountTokens)
      .values({ userId, purpose, newEmail, tokenHash: hashToken(token), expiresAt: new Date(now + ACCOUNT_LINK_LIFETIME_MS) })
      .run();
  });
  return token;
}

/** Forgets the account's unused links of one purpose (e.g. reset links to an address the account no longer has). */
export function discardAccountTokens(tx: Transaction | typeof db, userId: number, purpose: AccountTokenPurpose) {
  tx.delete(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)))
    .run();
}

function liveToken(token: string, purpose: AccountTokenPurpose, now: number) {
  return and(
    eq(accountTokens.tokenHash, hashToken(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, new Date(now)),
  );
}

/** The account and new email of a link that can still be used (not used, not expired), or null. */
export function liveAccountToken(token: string, purpose: AccountTokenPurpose, now = Date.now()) {
  return (
    db
      .select({ userId: accountTokens.userId, newEmail: accountTokens.newEmail })
      .from(accountTokens)
      .where(liveToken(token, purpose, now))
      .get() ?? null
  );
}

/**
 * Uses a link inside the caller's transaction: marks it used and returns its account (and new
 * email), or null when it was already used or has expired. The change it authorises belongs in
 * the same transaction, so a link cannot be used twice.
 */
export function claimAccountToken(tx: Transaction, token: string, purpose: AccountTokenPurpose, now = Date.now()) {
  return (
    tx
      .update(accountTokens)
      .set({ usedAt: new Date(now) })
      .where(liveToken(token, purpose, now))
      .returning({ userId: accountTokens.userId, newEmail: accountTokens.newEmail })
      .get() ?? null
  );
}
