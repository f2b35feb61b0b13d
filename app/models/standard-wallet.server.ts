/**
 * The standard wallet (docs/decisions/137-standard-wallet-custody.md, 146-standard-wallet-out-and-card-delivery.md):
 * a one-time code mailed to the account's email, or a recent Google sign-in, creates or unlocks the
 * account's custodial wallet and makes it the active one; coin, collectibles and the key leave it
 * only after the account password is entered again.
 */
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { isError, type TransactionRequest } from "ethers";
import { getSessionSecret } from "~/config.server";
import { amountInCoin } from "~/lib/coin.server";
import { reauthenticate, RECENT_SIGN_IN_MS } from "~/models/accounts.server";
import { RATE_RULES, recordHits, retryAfterMs, retryMessage, signInChecks, takeHit } from "~/models/rate-limits.server";
import { recordAudit } from "~/models/studio/audit.server";
import { activateWallet, activeWallet } from "~/models/wallets.server";
import { appChain, ownerOf } from "~/services/chain.server";
import { ChainTransactionError } from "~/services/chain-sender.server";
import { createStandardWallet, custodyAvailable, exportPrivateKey, sendFromStandardWallet, standardWalletAddress, transferGasCost } from "~/services/custody.server";
import { sendMail } from "~/services/mail.server";
import { db } from "~db/client.server";
import { nfts, tokens, users, walletCodes, type SignInMethod } from "~db/schema";

/** A code works for 10 minutes, once, and is dead after this many wrong tries. */
export const WALLET_CODE_LIFETIME_MS = 10 * 60 * 1000;
export const WALLET_CODE_ATTEMPTS = 5;

export const STANDARD_WALLET_MESSAGES = {
  unavailable: "The standard wallet is not available on this site yet.",
  codeDead: "This code has expired or was already used. Please ask for a new code.",
  wrongCode: "Wrong code. Please check the code in your email.",
  notGoogle: "This account does not sign in with Google: open your wallet with a code by email.",
  signedInWithPassword: "You signed in with your password this time: sign in with Google to open your wallet this way, or use a code by email.",
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

/**
 * Where a card purchase of an account is delivered: its active wallet, else its standard wallet,
 * created on first use and made its active wallet, as a code would open it: nothing leaves it
 * without the account password (docs/decisions/146-standard-wallet-out-and-card-delivery.md). Null
 * when the site keeps no standard wallets: the account connects one first.
 */
export function cardDeliveryAddress(userId: number, now = Date.now()): string | null {
  const active = activeWallet(userId);
  if (active) return active.address;
  if (!custodyAvailable()) return null;
  const opened = activateWallet(userId, createStandardWallet(userId), "standard", now);
  return opened.ok ? opened.address : null;
}

/** The account can sign in with Google (it may have a password as well). */
export function googleSignInLinked(userId: number): boolean {
  return Boolean(db.select({ googleId: users.googleId }).from(users).where(eq(users.id, userId)).get()?.googleId);
}

/** How the session asking signed in, and from where: what a confirmation by password or Google needs. */
export type SessionProof = { signedInAt: Date; signInMethod: SignInMethod | null; clientAddress: string | null };

/**
 * True when the session was a Google sign-in: recorded so since sessions carry their method; a
 * session from before then counts only for an account that has no password, so could not have
 * signed in any other way.
 */
function signedInWithGoogle(userId: number, signInMethod: SignInMethod | null): boolean {
  if (signInMethod !== null) return signInMethod === "google";
  const account = db.select({ googleId: users.googleId, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).get();
  return Boolean(account?.googleId) && !account?.passwordHash;
}

/**
 * The social-login option: a session that signed in with Google opens the account's standard
 * wallet within 10 minutes of its sign-in, as an account proves itself for an email change
 * (docs/decisions/046-reauthentication-and-email-change.md, 146-standard-wallet-out-and-card-delivery.md).
 */
export function openByGoogleSignIn(userId: number, session: Pick<SessionProof, "signedInAt" | "signInMethod">, now = Date.now()): Outcome {
  if (!custodyAvailable()) return { ok: false, status: 503, message: STANDARD_WALLET_MESSAGES.unavailable };
  if (!googleSignInLinked(userId)) return { ok: false, status: 403, message: STANDARD_WALLET_MESSAGES.notGoogle };
  if (!signedInWithGoogle(userId, session.signInMethod)) return { ok: false, status: 403, message: STANDARD_WALLET_MESSAGES.signedInWithPassword };
  if (now - session.signedInAt.getTime() > RECENT_SIGN_IN_MS) return { ok: false, status: 403, message: STANDARD_WALLET_MESSAGES.googleAgain };
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

/**
 * The account proves itself again before anything leaves its standard wallet: its password, or a
 * recent Google sign-in for an account without one. A wrong password counts as a failed sign-in,
 * and too many of them stop the checks for a while (docs/decisions/045-rate-limits.md).
 */
export async function confirmByPassword(userId: number, password: string | undefined, session: SessionProof): Promise<Outcome> {
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

const NO_STANDARD_WALLET: Outcome = { ok: false, status: 409, message: "You have no standard wallet yet." };
const CHAIN_UNREACHABLE = "The blockchain cannot be reached right now. Please try again in a moment.";

/** Sends from the standard wallet; a refusal by the chain is a message, not an error. */
async function sendAs(userId: number, request: TransactionRequest): Promise<Outcome & { txHash?: string }> {
  try {
    return { ok: true, txHash: await sendFromStandardWallet(userId, request) };
  } catch (error) {
    if (!(error instanceof ChainTransactionError)) throw error;
    return { ok: false, status: 503, message: error.message };
  }
}

export type CoinTransfer = { to: string; amountWei: bigint; password: string | undefined };

/**
 * Sends coin from the standard wallet after the account proves itself again. The amount must
 * leave the gas of the transfer in the wallet.
 */
export async function sendCoin(userId: number, transfer: CoinTransfer, session: SessionProof): Promise<Outcome & { txHash?: string }> {
  const from = standardWalletAddress(userId);
  if (!from) return NO_STANDARD_WALLET;
  const confirmed = await confirmByPassword(userId, transfer.password, session);
  if (!confirmed.ok) return confirmed;
  let available: bigint;
  try {
    available = (await appChain().provider.getBalance(from)) - (await transferGasCost());
  } catch {
    return { ok: false, status: 503, message: CHAIN_UNREACHABLE };
  }
  if (transfer.amountWei > available) {
    return { ok: false, status: 400, message: "This amount is more than your balance minus the network fee." };
  }
  return sendAs(userId, { to: transfer.to, value: transfer.amountWei });
}

export const NFT_SEND_MESSAGES = {
  toSelf: "This is your standard wallet's own address: give the address of the wallet to send to.",
  notHeld: "This collectible is not held by your standard wallet.",
} as const;

/** The collectibles the standard wallet holds, as the indexer last saw them, for the send form. */
export function standardWalletCollectibles(address: string): { tokenId: number; title: string }[] {
  return db
    .select({ tokenId: tokens.tokenId, title: nfts.title })
    .from(tokens)
    .innerJoin(nfts, eq(nfts.id, tokens.nftId))
    .where(eq(tokens.ownerAddress, address))
    .orderBy(tokens.tokenId)
    .all();
}

export type NftTransfer = { tokenId: number; to: string; password: string | undefined };

/**
 * Sends a collectible the standard wallet holds on chain to another address, after the account
 * proves itself again; the wallet must hold coin for the transfer's gas. The indexer then moves
 * the token to its new holder, as for any transfer.
 */
export async function sendNft(userId: number, transfer: NftTransfer, session: SessionProof): Promise<Outcome & { txHash?: string }> {
  const from = standardWalletAddress(userId);
  if (!from) return NO_STANDARD_WALLET;
  if (transfer.to.toLowerCase() === from.toLowerCase()) return { ok: false, status: 400, message: NFT_SEND_MESSAGES.toSelf };
  const confirmed = await confirmByPassword(userId, transfer.password, session);
  if (!confirmed.ok) return confirmed;
  const chain = appChain();
  let request: TransactionRequest;
  try {
    const holder = await ownerOf(chain, transfer.tokenId).catch((error: unknown) => {
      // ownerOf reverts for a token that does not exist: nobody holds it.
      if (isError(error, "CALL_EXCEPTION")) return null;
      throw error;
    });
    if (holder?.toLowerCase() !== from.toLowerCase()) return { ok: false, status: 403, message: NFT_SEND_MESSAGES.notHeld };
    request = await chain.collectible["safeTransferFrom(address,address,uint256)"].populateTransaction(from, transfer.to, transfer.tokenId);
    const [gas, fees, balance] = await Promise.all([chain.provider.estimateGas({ ...request, from }), chain.provider.getFeeData(), chain.provider.getBalance(from)]);
    const feeWei = gas * (fees.maxFeePerGas ?? fees.gasPrice ?? 0n);
    if (balance < feeWei) {
      return { ok: false, status: 400, message: `Your standard wallet needs about ${amountInCoin(feeWei)} for the network fee of this transfer: add coin to it first.` };
    }
  } catch (error) {
    if (isError(error, "CALL_EXCEPTION")) return { ok: false, status: 400, message: chain.explain(error).message };
    return { ok: false, status: 503, message: CHAIN_UNREACHABLE };
  }
  return sendAs(userId, request);
}

/** The subject of the notice mailed to the account after each export of its key. */
export const KEY_EXPORT_NOTICE = "Your Diginoor standard wallet's key was exported";

/**
 * The standard wallet's private key, after the account proves itself again: at most a few tries
 * an hour, each export recorded in the audit log and mailed to the account, so an export the owner
 * did not make does not go unnoticed. The key is returned to the export page only.
 */
export async function exportStandardWalletKey(
  userId: number,
  password: string | undefined,
  session: SessionProof,
  now = Date.now(),
): Promise<Outcome & { address?: string; privateKey?: string }> {
  const address = standardWalletAddress(userId);
  const account = db.select({ email: users.email }).from(users).where(eq(users.id, userId)).get();
  if (!address || !account) return NO_STANDARD_WALLET;
  const waitMs = takeHit([[RATE_RULES.keyExportsPerAccount, String(userId)]], now);
  if (waitMs > 0) return { ok: false, status: 429, message: retryMessage(waitMs, "key exports"), waitMs };
  const confirmed = await confirmByPassword(userId, password, session);
  if (!confirmed.ok) return confirmed;
  const privateKey = exportPrivateKey(userId);
  if (!privateKey) return NO_STANDARD_WALLET;
  recordAudit({ actorUserId: userId, action: "standard-wallet.key-export", entity: "standard_wallet", entityId: address, before: null, after: null });
  await sendMail({
    to: account.email,
    subject: KEY_EXPORT_NOTICE,
    text: `The private key of your standard wallet ${address} was shown after your password was entered, on ${new Date(now).toUTCString()}.\n\nIf this was not you, change your password now and move your collectibles and coin to a new wallet: whoever holds the key controls the wallet.`,
    html: `<p>The private key of your standard wallet ${address} was shown after your password was entered, on ${new Date(now).toUTCString()}.</p><p>If this was not you, change your password now and move your collectibles and coin to a new wallet: whoever holds the key controls the wallet.</p>`,
  });
  return { ok: true, address, privateKey };
}
