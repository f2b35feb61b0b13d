/**
 * Wallets of accounts (docs/decisions/070-wallets-table.md): proving an address with a Sign-In
 * with Ethereum message (docs/decisions/071-sign-in-with-ethereum.md), the account's active
 * wallet, and the guards every trading loader and action runs
 * (docs/decisions/072-trading-guards.md).
 */
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { getAddress, isAddress, Signature } from "ethers";
import { checkContractWalletSignature, type SiweMessage } from "siwe";
import { config } from "~/config.server";
import { keptUntilAccountChange } from "~/lib/memo.server";
import { parseSiweMessage, SIWE_STATEMENT, siweMessage } from "~/lib/siwe.server";
import { currentUrl, requireSession } from "~/models/session.server";
import { ChainUnavailableError } from "~/lib/explorer.server";
import { reading } from "~/models/explorer.server";
import { keptUntilNextBlock } from "~/models/kept-chain-reads.server";
import { ownerOf, type ChainContext } from "~/services/chain.server";
import { redirectWithToast } from "~/services/toast.server";
import { db, prepared, type Db, type Transaction } from "~db/client.server";
import { tokens, walletIsActive, walletNonces, wallets, type WalletKind } from "~db/schema";

/** A Sign-In with Ethereum nonce and the message it is part of stay valid this long. */
export const SIWE_NONCE_TTL_MS = 10 * 60 * 1000;
/** Clocks of the browser's wallet and of the server may differ a little. */
const CLOCK_SKEW_MS = 60 * 1000;

export const CONNECT_WALLET_TOAST = { kind: "error", text: "Please Connect Wallet to Proceed" } as const;
const ADDRESS_TAKEN_MESSAGE = "This wallet is already connected to another Diginoor account. Connect a different wallet.";

/** The checksummed form of an address, or null when it is not one. */
export function checksumAddress(address: string): string | null {
  return isAddress(address) ? getAddress(address.toLowerCase()) : null;
}

const activeWalletStatement = prepared(() =>
  db
    .select({ address: wallets.address, kind: wallets.kind })
    .from(wallets)
    .where(and(eq(wallets.userId, sql.placeholder("userId")), walletIsActive))
    .prepare(),
);

/** The account's active wallet (the one it trades with), if any; kept until a write to the account. */
export const activeWallet = keptUntilAccountChange((userId): { address: string; kind: WalletKind } | null => activeWalletStatement().get({ userId }) ?? null);

/** Who, if anyone, proved this address. `database` lets the indexer ask inside its own transaction. */
export function userIdForAddress(address: string, database: Db | Transaction = db): number | null {
  const checksummed = checksumAddress(address);
  if (!checksummed) return null;
  return database.select({ userId: wallets.userId }).from(wallets).where(eq(wallets.address, checksummed)).get()?.userId ?? null;
}

/**
 * Every trading loader and action starts here: a visitor goes to /login, an account without an
 * active verified wallet to /wallet with the spec's message; both come back to this page after.
 */
export async function requireTradingWallet(request: Request): Promise<{ userId: number; address: string }> {
  const session = await requireSession(request);
  const wallet = activeWallet(session.user.id);
  if (!wallet) throw await redirectWithToast(walletUrl(currentUrl(request)), CONNECT_WALLET_TOAST);
  return { userId: session.user.id, address: wallet.address };
}

/** /wallet, remembering where to go once a wallet is connected. */
export function walletUrl(redirectTo: string): string {
  return redirectTo && redirectTo !== "/" ? `/wallet?${new URLSearchParams({ redirectTo })}` : "/wallet";
}

const notHeld = () => new Response("This collectible is not held by your connected wallet.", { status: 403, statusText: "Forbidden" });
const holderUnknown = () =>
  new Response(`The ${config.chain.name} node is not answering right now, so we cannot check who holds this collectible. Please try again in a moment.`, {
    status: 503,
    statusText: "Service Unavailable",
  });

/**
 * A chain read an ownership guard depends on: a node that cannot be asked (or not in time) is a
 * 503 saying so, never an answer such as "not yours".
 */
export async function readForOwnershipCheck<T>(read: (chain: ChainContext) => Promise<T>): Promise<T> {
  try {
    return await reading(read);
  } catch (error) {
    if (error instanceof ChainUnavailableError) throw holderUnknown();
    throw error;
  }
}

/** Tokens whose holder a web worker keeps. */
export const KEPT_TOKEN_HOLDERS = 10_000;

/** Who holds each token, asked of the node once per indexed block (docs/decisions/101-chain-reads-kept-until-the-next-block.md). */
const keptHolders = keptUntilNextBlock((tokenId, blockTag) => readForOwnershipCheck((chain) => ownerOf(chain, Number(tokenId), blockTag)), KEPT_TOKEN_HOLDERS);

/**
 * A 403 (shown by the shared error boundary) unless `address` holds `tokenId` on chain, as of the
 * indexer's last block; a 503 when the chain cannot be asked.
 */
export async function requireTokenOwner(address: string, tokenId: number): Promise<void> {
  let owner: string | null;
  try {
    owner = await keptHolders(String(tokenId));
  } catch (error) {
    if (error instanceof Response) throw error;
    // ownerOf reverts for a token that does not exist: nobody owns it.
    owner = null;
  }
  if (!owner || owner.toLowerCase() !== address.toLowerCase()) throw notHeld();
}

const heldTokenStatement = prepared(() =>
  db
    .select({ tokenId: tokens.tokenId })
    .from(tokens)
    .where(and(eq(tokens.nftId, sql.placeholder("nftId")), sql`lower(${tokens.ownerAddress}) = ${sql.placeholder("owner")}`))
    .orderBy(tokens.tokenId)
    .limit(1)
    .prepare(),
);

/**
 * The sell page's guard: the token of NFT design `nftId` that `address` holds (the indexed
 * holding, checked again on chain), else a 403.
 */
export async function requireHeldToken(address: string, nftId: number): Promise<number> {
  const held = heldTokenStatement().get({ nftId, owner: address.toLowerCase() });
  if (!held) throw notHeld();
  await requireTokenOwner(address, held.tokenId);
  return held.tokenId;
}

/* ---------- Proving an address ---------- */

const siteHost = () => new URL(config.appUrl).host;

/**
 * A single-use nonce for this account and the message the wallet at `address` is asked to sign.
 * Expired nonces are forgotten on the way.
 */
export function startWalletProof(userId: number, address: string, now = Date.now()): { message: string } {
  const checksummed = checksumAddress(address);
  if (!checksummed) throw new Error("startWalletProof needs a valid address");
  const nonce = randomBytes(16).toString("hex");
  db.transaction((tx) => {
    tx.delete(walletNonces).where(lt(walletNonces.expiresAt, new Date(now))).run();
    tx.insert(walletNonces)
      .values({ nonce, userId, expiresAt: new Date(now + SIWE_NONCE_TTL_MS) })
      .run();
  });
  return {
    message: siweMessage({
      domain: siteHost(),
      address: checksummed,
      statement: SIWE_STATEMENT,
      uri: config.appUrl,
      chainId: config.chain.chainId,
      nonce,
      issuedAt: new Date(now),
      expirationTime: new Date(now + SIWE_NONCE_TTL_MS),
    }),
  };
}

export type WalletProof = { ok: true; address: string } | { ok: false; status: 400 | 409 | 503; error: string };

const refused = (error: string, status: 400 | 409 | 503 = 400): WalletProof => ({ ok: false, status, error });

type DiginoorMessage = SiweMessage & { issuedAt: string; expirationTime: string };

/** True when the message says only what the server writes: its statement, its times, and none of the optional fields it leaves out. */
function isDiginoorMessage(message: SiweMessage): message is DiginoorMessage {
  return (
    message.statement === SIWE_STATEMENT &&
    message.version === "1" &&
    message.issuedAt !== undefined &&
    message.expirationTime !== undefined &&
    message.scheme === undefined &&
    message.notBefore === undefined &&
    message.requestId === undefined &&
    message.resources === undefined
  );
}

/** True when `signature` has the form of a key's signature (65 bytes, a valid v); siwe logs any other before it asks a contract. */
function isKeySignature(signature: string): boolean {
  try {
    Signature.from(signature);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the message's address signed it: the account's key (siwe's verify, no chain needed), else
 * a contract wallet (Safe, smart account) whose isValidSignature (EIP-1271) the chain is asked.
 * Throws ChainUnavailableError when only the chain could tell and it does not answer.
 */
async function signedByItsAddress(message: SiweMessage, signature: string, now: number): Promise<boolean> {
  if (isKeySignature(signature)) {
    const byKey = await message.verify({ signature, time: new Date(now).toISOString() }, { suppressExceptions: true });
    if (byKey.success) return true;
  }
  try {
    return await reading((chain) => checkContractWalletSignature(message, signature, chain.provider));
  } catch (error) {
    if (error instanceof ChainUnavailableError) throw error;
    // An address without code, or a contract without isValidSignature, signed nothing.
    return false;
  }
}

/**
 * Checks a signed Sign-In with Ethereum message (its statement, site, chain, nonce of this account,
 * times, signer) and makes its address the account's active wallet. The nonce is used up whatever
 * the outcome once it was found, so a message can never be tried twice.
 */
export async function completeWalletProof(userId: number, text: string, signature: string, now = Date.now()): Promise<WalletProof> {
  const message = parseSiweMessage(text);
  if (!message || !isDiginoorMessage(message)) return refused("This is not a Diginoor wallet sign-in message.");
  if (message.domain !== siteHost() || message.uri !== config.appUrl) return refused("This message was written for another site.");
  if (message.chainId !== config.chain.chainId) return refused("Please Connect to Mainnet");
  if (Date.parse(message.issuedAt) > now + CLOCK_SKEW_MS || Date.parse(message.expirationTime) <= now) {
    return refused("This sign-in message has expired. Please connect again.");
  }
  const used = db
    .update(walletNonces)
    .set({ usedAt: new Date(now) })
    .where(and(eq(walletNonces.nonce, message.nonce), eq(walletNonces.userId, userId), isNull(walletNonces.usedAt), gt(walletNonces.expiresAt, new Date(now))))
    .returning({ nonce: walletNonces.nonce })
    .get();
  if (!used) return refused("This sign-in message was already used or has expired. Please connect again.");
  try {
    if (!(await signedByItsAddress(message, signature, now))) return refused("The signature does not come from this wallet.");
  } catch (error) {
    if (!(error instanceof ChainUnavailableError)) throw error;
    return refused(
      `The ${config.chain.name} node is not answering right now, so we cannot check this wallet's signature. Please try again in a moment.`,
      503,
    );
  }
  return activateWallet(userId, message.address, "external", now);
}

/** Makes a proven address the account's only active wallet; refused when another account proved it. */
export function activateWallet(userId: number, address: string, kind: WalletKind, now: number): WalletProof {
  return db.transaction((tx) => {
    const holder = tx.select({ userId: wallets.userId }).from(wallets).where(eq(wallets.address, address)).get();
    if (holder && holder.userId !== userId) return refused(ADDRESS_TAKEN_MESSAGE, 409);
    tx.update(wallets).set({ active: false }).where(and(eq(wallets.userId, userId), walletIsActive)).run();
    tx.insert(wallets)
      .values({ userId, address, kind, verifiedAt: new Date(now), active: true })
      .onConflictDoUpdate({ target: wallets.address, set: { active: true, verifiedAt: new Date(now), kind } })
      .run();
    return { ok: true, address } as const;
  });
}

/**
 * Disconnect: the account keeps its proven address (its history stays its own) but trades with
 * no wallet until it connects one again.
 */
export function disconnectWallet(userId: number): void {
  db.update(wallets).set({ active: false }).where(and(eq(wallets.userId, userId), walletIsActive)).run();
}
