/**
 * The standard wallet (docs/decisions/137-standard-wallet-custody.md): a one-time code mailed to
 * the account's email creates or unlocks the account's custodial wallet and makes it the active
 * one; coin leaves it only after the account password is entered again.
 */
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { getSessionSecret } from "~/config.server";
import { reauthenticate, RECENT_SIGN_IN_MS } from "~/models/accounts.server";
import { RATE_RULES, recordHits, retryAfterMs, retryMessage, signInChecks, takeHit } from "~/models/rate-limits.server";
import { activateWallet } from "~/models/wallets.server";
import { appChain } from "~/services/chain.server";
import { ChainTransactionError } from "~/services/chain-sender.server";
import { createStandardWallet, custodyAvailable, sendFromStandardWallet, standardWalletAddress, transferGasCost } from "~/services/custody.server";
import { sendMail } from "~/services/mail.server";
import { db } from "~db/client.server";
import { users, walletCodes } from "~db/schema";

/** A code works for 10 minutes, once, and is dead after this many wrong tries. */
export const WALLET_CODE_LIFETIME_MS = 10 * 60 * 1000;
export const WALLET_CODE_ATTEMPTS = 5;

export const STANDARD_WALLET_MESSAGES = {
  unavailable: "The standard wallet is not available on this site yet.",
  codeDead: "This code has expired or was already used. Please ask for a new code.",
  wrongCode: "Wrong code. Please check the code in your email.",
  notGoogle: "This account does not sign in with Google only: open your wallet with a code by email.",
  googleAgain: "For your security, please sign in with Google again, then open your wallet within 10 minutes.",
} as const;

/** Keyed with the server's secret, so the six digits cannot be tried against a copy of the database. */
const hashCode = (code: string) => createHmac("sha256", getSessionSecret()).update(`wallet-code:${code}`).digest("hex");

export type Outcome = { ok: true } | { ok: false; status: 400 | 401 | 403 | 409 | 429 | 503; message: string; waitMs?: number };

/** Mails a new six-digit code to the account's email; it replaces any earlier code. */
export async function requestWalletCode(userId: number, now = Date.now()): Promise<Outcome> {
  if (!custodyAvailable()) return { ok: false, status: 503, message: STANDARD_WALLET_MESSAGES.unavailable };
  const account = db.select({ email: users.email }).from(users).where(eq(users.id, userId)).get();
  if (!account) return { ok: false, status: 403, message: "Please sign in again." };
  const waitMs = takeHit([[RATE_RULES.walletCodesPerAccount, String(userId)]], now);
  if (waitMs > 0) return { ok: false, status: 429, message: retryMessage(waitMs, "wallet codes"), waitMs };
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  db.transaction((tx) => {
    tx.delete(walletCodes).where(and(eq(walletCodes.userId, userId), isNull(walletCodes.usedAt))).run();
    tx.delete(walletCodes).where(lt(walletCodes.expiresAt, new Date(now))).run();
    tx.insert(walletCodes)
      .values({ userId, codeHash: hashCode(code), expiresAt: new Date(now + WALLET_CODE_LIFETIME_MS) })
      .run();
  });
  await sendMail({
    to: account.email,
    subject: "Your Diginoor wallet code",
    text: `Your code to open your Diginoor standard wallet is ${code}.\n\nIt works once, for 10 minutes. If you did not ask for it, ignore this mail: nothing changes.`,
    html: `<p>Your code to open your Diginoor standard wallet is <strong>${code}</strong>.</p><p>It works once, for 10 minutes. If you did not ask for it, ignore this mail: nothing changes.</p>`,
  });
  return { ok: true };
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Checks the account's live code: a wrong one uses up an attempt, the right one is used up and
 * creates (first time) or unlocks the standard wallet, which becomes the account's active wallet.
 */
export function redeemWalletCode(userId: number, code: string, now = Date.now()): Outcome {
  if (!custodyAvailable()) return { ok: false, status: 503, message: STANDARD_WALLET_MESSAGES.unavailable };
  const live = db
    .select({ id: walletCodes.id, codeHash: walletCodes.codeHash })
    .from(walletCodes)
    .where(and(eq(walletCodes.userId, userId), isNull(walletCodes.usedAt), gt(walletCodes.expiresAt, new Date(now)), lt(walletCodes.attempts, WALLET_CODE_ATTEMPTS)))
    .orderBy(desc(walletCodes.id))
    .get();
  if (!live) return { ok: false, status: 400, message: STANDARD_WALLET_MESSAGES.codeDead };
  if (!sameHash(live.codeHash, hashCode(code))) {
    db.update(walletCodes)
      .set({ attempts: sql`${walletCodes.attempts} + 1` })
      .where(eq(walletCodes.id, live.id))
      .run();
    return { ok: false, status: 400, message: STANDARD_WALLET_MESSAGES.wrongCode };
  }
  const claimed = db
    .update(walletCodes)
    .set({ usedAt: new Date(now) })
    .where(and(eq(walletCodes.id, live.id), isNull(walletCodes.usedAt)))
    .run();
  if (claimed.changes !== 1) return { ok: false, status: 400, message: STANDARD_WALLET_MESSAGES.codeDead };
  return openStandardWallet(userId, now);
}

/** Creates (first time) or unlocks the standard wallet and makes it the account's active wallet. */
function openStandardWallet(userId: number, now: number): Outcome {
  const activated = activateWallet(userId, createStandardWallet(userId), "standard", now);
  return activated.ok ? { ok: true } : { ok: false, status: activated.status, message: activated.error };
}

/** True for an account that signs in with Google only: each of its sign-ins is a Google sign-in. */
export function signsInWithGoogleOnly(userId: number): boolean {
  const account = db.select({ googleId: users.googleId, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).get();
  return Boolean(account?.googleId) && !account?.passwordHash;
}

/**
 * The social-login option: an account that signs in with Google only opens its standard wallet
 * within 10 minutes of a sign-in, as it proves itself for an email change (docs/decisions/046-reauthentication-and-email-change.md).
 */
export function openByGoogleSignIn(userId: number, signedInAt: Date, now = Date.now()): Outcome {
  if (!custodyAvailable()) return { ok: false, status: 503, message: STANDARD_WALLET_MESSAGES.unavailable };
  if (!signsInWithGoogleOnly(userId)) return { ok: false, status: 403, message: STANDARD_WALLET_MESSAGES.notGoogle };
  if (now - signedInAt.getTime() > RECENT_SIGN_IN_MS) return { ok: false, status: 403, message: STANDARD_WALLET_MESSAGES.googleAgain };
  return openStandardWallet(userId, now);
}

/** The account's standard wallet and its coin balance (null while the node cannot be reached). */
export async function standardWallet(userId: number): Promise<{ address: string; balanceWei: bigint | null } | null> {
  const address = standardWalletAddress(userId);
  if (!address) return null;
  const balanceWei = await appChain()
    .provider.getBalance(address)
    .catch(() => null);
  return { address, balanceWei };
}

/** What the server knows of the session that asks to spend from the standard wallet. */
export type SpendingSession = { signedInAt: Date; clientAddress: string | null };

/**
 * The account proves itself again before its standard wallet spends: its password, or a recent
 * Google sign-in for an account without one. A wrong password counts as a failed sign-in, and
 * too many of them lock the check out as they lock the sign-in.
 */
export async function confirmByPassword(userId: number, password: string | undefined, session: SpendingSession): Promise<Outcome> {
  const account = db.select({ email: users.email }).from(users).where(eq(users.id, userId)).get();
  if (!account) return { ok: false, status: 403, message: "Please sign in again." };
  const checks = signInChecks(account.email, session.clientAddress);
  const waitMs = retryAfterMs(checks);
  if (waitMs > 0) return { ok: false, status: 429, message: retryMessage(waitMs, "failed sign-in attempts"), waitMs };
  const proof = await reauthenticate(userId, password, session.signedInAt);
  if (proof.ok) return { ok: true };
  if (proof.wrongPassword) recordHits(checks);
  return { ok: false, status: proof.field ? 401 : 403, message: proof.message };
}

export type CoinTransfer = { to: string; amountWei: bigint; password: string | undefined };

/**
 * Sends coin from the standard wallet after the account proves itself again (its password, or a
 * recent Google sign-in for an account without one); a wrong password counts as a failed sign-in.
 * The amount must leave the gas of the transfer in the wallet.
 */
export async function sendCoin(
  userId: number,
  transfer: CoinTransfer,
  session: SpendingSession,
): Promise<Outcome & { txHash?: string }> {
  const from = standardWalletAddress(userId);
  if (!from) return { ok: false, status: 409, message: "You have no standard wallet yet." };
  const proof = await confirmByPassword(userId, transfer.password, session);
  if (!proof.ok) return proof;
  let available: bigint;
  try {
    available = (await appChain().provider.getBalance(from)) - (await transferGasCost());
  } catch {
    return { ok: false, status: 503, message: "The blockchain cannot be reached right now. Please try again in a moment." };
  }
  if (transfer.amountWei > available) {
    return { ok: false, status: 400, message: "This amount is more than your balance minus the network fee." };
  }
  try {
    return { ok: true, txHash: await sendFromStandardWallet(userId, { to: transfer.to, value: transfer.amountWei }) };
  } catch (error) {
    if (!(error instanceof ChainTransactionError)) throw error;
    return { ok: false, status: 503, message: error.message };
  }
}
