/**
 * Custody of standard wallets (docs/decisions/137-standard-wallet-custody.md): keys generated on
 * the server, kept only encrypted with AES-256-GCM under STANDARD_WALLET_KEY, and used here to
 * sign the account's transactions. A key leaves this module only through exportPrivateKey, which
 * the key-export page calls after the account password (docs/decisions/146-standard-wallet-out-and-card-delivery.md).
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { Wallet, type TransactionRequest, type TypedDataDomain, type TypedDataField } from "ethers";
import { config, getStandardWalletKey } from "~/config.server";
import { appChain } from "~/services/chain.server";
import { TransactionSender } from "~/services/chain-sender.server";
import { db } from "~db/client.server";
import { standardWalletKeys } from "~db/schema";

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The standard wallet is offered only where its keys can be encrypted. */
export const custodyAvailable = () => getStandardWalletKey() !== null;

function encryptionKey(): Buffer {
  const key = getStandardWalletKey();
  if (!key) throw new Error("Standard wallets need STANDARD_WALLET_KEY on a configured chain.");
  return key;
}

/** base64 of IV, auth tag and ciphertext: a fresh IV each time, the tag proves the key was not altered. */
export function encryptPrivateKey(privateKey: string, key = encryptionKey()): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const ciphertext = Buffer.concat([cipher.update(privateKey, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString("base64");
}

/** Throws when the stored value was altered or was encrypted under another key. */
export function decryptPrivateKey(stored: string, key = encryptionKey()): string {
  const bytes = Buffer.from(stored, "base64");
  const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
}

/** The account's standard wallet address, if it has one. */
export function standardWalletAddress(userId: number): string | null {
  return db.select({ address: standardWalletKeys.address }).from(standardWalletKeys).where(eq(standardWalletKeys.userId, userId)).get()?.address ?? null;
}

/**
 * The account's standard wallet address, its key generated and stored encrypted on first use.
 * Two concurrent first uses keep one key: the account's row is inserted once.
 */
export function createStandardWallet(userId: number): string {
  const existing = standardWalletAddress(userId);
  if (existing) return existing;
  const wallet = Wallet.createRandom();
  db.insert(standardWalletKeys)
    .values({ userId, address: wallet.address, encryptedKey: encryptPrivateKey(wallet.privateKey) })
    .onConflictDoNothing({ target: standardWalletKeys.userId })
    .run();
  const address = standardWalletAddress(userId);
  if (!address) throw new Error("The standard wallet could not be stored.");
  return address;
}

/** The decrypted key of the account's standard wallet: only for the explicit export after the password. */
export function exportPrivateKey(userId: number): string | null {
  const row = db.select({ encryptedKey: standardWalletKeys.encryptedKey }).from(standardWalletKeys).where(eq(standardWalletKeys.userId, userId)).get();
  return row ? decryptPrivateKey(row.encryptedKey) : null;
}

declare global {
  // One sender per standard wallet and process, so the account's transactions never share a nonce.
  var __diginoorCustodySenders: Map<number, TransactionSender> | undefined;
}

/** Signs and sends as the account's standard wallet, one transaction at a time. */
function senderFor(userId: number): TransactionSender {
  const senders = (globalThis.__diginoorCustodySenders ??= new Map());
  const chain = appChain();
  const known = senders.get(userId);
  if (known && known.wallet.provider === chain.provider) return known;
  const row = db.select({ encryptedKey: standardWalletKeys.encryptedKey }).from(standardWalletKeys).where(eq(standardWalletKeys.userId, userId)).get();
  if (!row) throw new Error(`Account ${userId} has no standard wallet.`);
  const sender = new TransactionSender(new Wallet(decryptPrivateKey(row.encryptedKey), chain.provider), { interfaces: chain.interfaces });
  senders.set(userId, sender);
  return sender;
}

/** Sends a transaction from the account's standard wallet and waits until it is mined; returns its hash. */
export async function sendFromStandardWallet(userId: number, request: TransactionRequest): Promise<string> {
  const response = await senderFor(userId).send(request);
  await response.wait();
  return response.hash;
}

/** Signs EIP-712 typed data as the account's standard wallet (a gasless listing, docs/decisions/177-gasless-listings.md). */
export function signTypedDataAsStandardWallet(userId: number, domain: TypedDataDomain, types: Record<string, TypedDataField[]>, value: Record<string, unknown>): Promise<string> {
  return senderFor(userId).wallet.signTypedData(domain, types, value);
}

/** The gas a plain coin transfer costs at the current price, in wei. */
export async function transferGasCost(): Promise<bigint> {
  const fees = await appChain().provider.getFeeData();
  return 21_000n * (fees.maxFeePerGas ?? fees.gasPrice ?? 0n);
}

/** Test coin the dev faucet gives per top-up. */
export const FAUCET_AMOUNT_WEI = 10n ** 18n;

/** The dev faucet exists only on the embedded dev chain, whose coin is worth nothing. */
export const faucetAvailable = () => config.chain.embedded;

/** Sends test coin (one coin unless told) from the minter's funded dev account; the minter's sender keeps its nonces in order. */
export async function topUpFromFaucet(address: string, amountWei = FAUCET_AMOUNT_WEI): Promise<string> {
  if (!faucetAvailable()) throw new Error("The dev faucet exists only on the embedded dev chain.");
  const response = await appChain().minter.send({ to: address, value: amountWei });
  await response.wait();
  return response.hash;
}
