/**
 * Turns what a node, a wallet or ethers throws into words a collector understands, and a kind
 * the caller can act on (retry a nonce clash or an unreachable node, never retry a revert).
 */
import { isError, type Interface } from "ethers";

export type ChainErrorKind =
  | "rejected"
  | "insufficient-funds"
  | "nonce"
  | "unreachable"
  | "timeout"
  | "reverted"
  | "unknown";

export type DecodedChainError = { kind: ChainErrorKind; message: string; reason?: string };

/** The spec's message when the user refuses to sign in the wallet. */
export const USER_REJECTED_MESSAGE = "Transaction Rejected";

/** Plain words for the marketplace contracts' custom errors; other errors are spelled out from their names. */
const CUSTOM_ERROR_WORDS: Record<string, string> = {
  ERC721NonexistentToken: "This token does not exist.",
  ERC721IncorrectOwner: "This token belongs to someone else.",
  ERC721InsufficientApproval: "The marketplace is not approved to move this token.",
  AccessControlUnauthorizedAccount: "This account is not allowed to do that.",
  ReentrancyGuardReentrantCall: "The transaction tried to call the marketplace again before finishing.",
};

/** Solidity panic codes (assert failures, overflows …). */
const PANIC_WORDS: Record<number, string> = {
  0x01: "an internal check failed",
  0x11: "an amount overflowed",
  0x12: "a division by zero",
  0x32: "an index out of range",
};

/** "BidTooLow" → "Bid too low." */
function sentenceFromName(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2").toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
}

/** Geth says "already known", anvil "transaction already imported", others "already exists" / "in mempool". */
const NONCE_PATTERN =
  /nonce (too low|too high|has already been used)|already known|already imported|already exists|already in mempool|replacement (transaction )?underpriced|known transaction/i;
const UNREACHABLE_PATTERN = /ECONNREFUSED|ECONNRESET|ETIMEDOUT|socket hang up|fetch failed|failed to detect network|network error|timeout/i;
const FUNDS_PATTERN = /insufficient funds|OutOfFunds/i;
/** anvil (a block above its head, or below the state it was loaded from), geth, and pruning nodes in their words. */
const MISSING_BLOCK_STATE_PATTERN = /BlockOutOfRange|header not found|missing trie node|state (is )?not available|historical state/i;

/** Finds revert data (0x…) anywhere in a nested error. */
function revertData(error: unknown, depth = 0): string | null {
  if (depth > 5 || error === null || typeof error !== "object") return null;
  const record = error as Record<string, unknown>;
  if (typeof record.data === "string" && /^0x[0-9a-fA-F]{8,}$/.test(record.data)) return record.data;
  for (const key of ["data", "error", "info", "cause"]) {
    const found = revertData(record[key], depth + 1);
    if (found) return found;
  }
  return null;
}

function messagesOf(error: unknown): string {
  if (error === null || error === undefined) return "";
  if (typeof error === "string") return error;
  if (error instanceof Error) {
    const record = error as Error & { shortMessage?: string; info?: unknown; error?: unknown };
    return [record.shortMessage, record.message, messagesOf(record.error), messagesOf(record.cause), JSON.stringify(record.info ?? null)].join(" ");
  }
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

function reverted(reason: string): DecodedChainError {
  return { kind: "reverted", reason, message: `The transaction was refused: ${reason.replace(/\.$/, "")}.` };
}

/**
 * Decodes an error thrown while estimating, sending or waiting for a transaction.
 * `interfaces` are the contracts' ABIs, used to read custom errors.
 */
export function decodeChainError(error: unknown, interfaces: readonly Interface[] = []): DecodedChainError {
  const text = messagesOf(error);
  const code = (error as { code?: unknown } | null)?.code;

  if (isError(error, "ACTION_REJECTED") || code === 4001 || /user (rejected|denied)/i.test(text)) {
    return { kind: "rejected", message: USER_REJECTED_MESSAGE };
  }
  if (isError(error, "INSUFFICIENT_FUNDS") || FUNDS_PATTERN.test(text)) {
    return { kind: "insufficient-funds", message: "The wallet does not have enough funds to pay this amount and the gas." };
  }
  if (isError(error, "NONCE_EXPIRED") || isError(error, "REPLACEMENT_UNDERPRICED") || NONCE_PATTERN.test(text)) {
    return { kind: "nonce", message: "The transaction clashed with another one sent from the same account. Please try again." };
  }

  const data = revertData(error);
  if (data) {
    for (const contractInterface of interfaces) {
      const parsed = contractInterface.parseError(data);
      if (parsed) return reverted(CUSTOM_ERROR_WORDS[parsed.name] ?? sentenceFromName(parsed.name));
    }
  }
  if (isError(error, "CALL_EXCEPTION")) {
    if (error.revert?.name === "Panic") {
      const panicCode = Number(error.revert.args[0]);
      return reverted(PANIC_WORDS[panicCode] ?? `a check failed (panic ${panicCode})`);
    }
    if (error.reason) return reverted(error.reason);
    if (data) return reverted(`an error the marketplace does not know (${data.slice(0, 10)})`);
    return reverted("the contract did not say why");
  }
  const revertString = /reverted with reason string '([^']+)'|execution reverted: ([^"\n]+)/.exec(text);
  if (revertString) return reverted(revertString[1] ?? revertString[2]);

  // ethers' wait() gave up: the node answered, the transaction just was not mined in time.
  if (isError(error, "TIMEOUT") && /wait for transaction/i.test(text)) {
    return { kind: "timeout", message: "The transaction was sent but is not confirmed yet. It may still go through: please check again in a few minutes before trying again." };
  }
  if (isError(error, "TRANSACTION_REPLACED")) {
    return { kind: "nonce", message: "The transaction was replaced by another one sent from the same account. Please try again." };
  }
  if (isError(error, "NETWORK_ERROR") || isError(error, "TIMEOUT") || UNREACHABLE_PATTERN.test(text)) {
    return { kind: "unreachable", message: "The blockchain node cannot be reached right now. Please try again shortly." };
  }
  return { kind: "unknown", message: "The transaction failed. Please try again." };
}

/** Whether a node refused a read at a given block because it does not hold that block's state. */
export function isMissingBlockState(error: unknown): boolean {
  return MISSING_BLOCK_STATE_PATTERN.test(messagesOf(error));
}
