/**
 * The built-in block explorer (docs/decisions/060-built-in-explorer.md): what the chain says about
 * an address, a transaction or a token of the collectible. Facts of one thing (a balance, a
 * token's owner and royalty, a transaction and its receipt) are read from the node; lists that
 * grow with the chain's history (transfers, the tokens an address holds) are paged from the
 * indexer's tables, so no page costs more as the chain grows.
 */
import { and, asc, desc, eq, gt, lte, sql, type SQL } from "drizzle-orm";
import type { AppLoadContext } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getAddress, isAddress, type LogDescription } from "ethers";
import { z } from "zod";
import { amountInCoin } from "~/lib/coin.server";
import { builtInExplorerPath } from "~/lib/explorer";
import { ChainUnavailableError } from "~/lib/explorer.server";
import { formatBps } from "~/lib/format";
import { clientAddress } from "~/models/auth.server";
import { nftView } from "~/models/nfts.server";
import { chainAddress } from "~/models/profile-tabs.server";
import { RATE_RULES, retryAfterHeader, retryMessage, takeHit } from "~/models/rate-limits.server";
import { appChain, nftIdFromTokenUri, type ChainContext } from "~/services/chain.server";
import { decodeChainError } from "~/lib/chain-errors";
import { db, prepared } from "~db/client.server";
import { chainTransfers, tokens } from "~db/schema";

const READ_TIMEOUT_MS = 5000;
/** Transfers listed on one page of an address or a token. */
export const TRANSFER_PAGE_SIZE = 50;
/** Token ids listed on one page of an address's holdings. */
export const HELD_TOKEN_PAGE_SIZE = 100;

/** Runs a read of the app's chain with a time limit; a missing deployment or a silent node is a ChainUnavailableError. */
export async function reading<T>(read: (chain: ChainContext) => Promise<T>): Promise<T> {
  let chain: ChainContext;
  try {
    chain = appChain();
  } catch (error) {
    throw new ChainUnavailableError(error instanceof Error ? error.message : String(error));
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChainUnavailableError("The chain node did not answer in time.")), READ_TIMEOUT_MS);
  });
  try {
    return await Promise.race([read(chain), timeout]);
  } catch (error) {
    if (error instanceof ChainUnavailableError) throw error;
    if (decodeChainError(error).kind === "unreachable") throw new ChainUnavailableError("The chain node is not answering.");
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Every explorer page counts against its client address's limit (docs/decisions/045-rate-limits.md);
 * past it the page is a 429 that says when to come back, and nothing is read.
 */
export function limitExplorerReads(request: Request, context: AppLoadContext): void {
  const waitMs = takeHit([[RATE_RULES.explorerPagesPerAddress, clientAddress(request, context)]]);
  if (waitMs > 0) throw json(retryMessage(waitMs, "explorer pages"), { status: 429, headers: retryAfterHeader(waitMs) });
}


export type Transfer = { tokenId: number; from: string; to: string; txHash: string; blockNumber: number; logIndex: number; kind: "Mint" | "Transfer" | "Burn" };

const ZERO = "0x0000000000000000000000000000000000000000";

/** Where a transfer stands in the chain: its block and its log's index there. */
type Position = { blockNumber: number; logIndex: number };

/** `?before=1234-5`: the transfers older than the one at block 1234, log 5 (the next page of a list). */
const positionParam = z
  .string()
  .regex(/^\d{1,15}-\d{1,9}$/)
  .transform((text): Position => {
    const [blockNumber, logIndex] = text.split("-").map(Number);
    return { blockNumber, logIndex };
  });

/** The query string of an address or token page: where its transfer list and its holdings list continue. */
export const explorerQueryShape = { before: positionParam, tokensAfter: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER) };

export type ExplorerQuery = { before?: Position; tokensAfter?: number };

const positionText = (transfer: Position) => `${transfer.blockNumber}-${transfer.logIndex}`;

const transferColumns = {
  tokenId: chainTransfers.tokenId,
  from: chainTransfers.fromAddress,
  to: chainTransfers.toAddress,
  txHash: chainTransfers.txHash,
  blockNumber: chainTransfers.blockNumber,
  logIndex: chainTransfers.logIndex,
};

/**
 * Newest first, from the position before `block`-`logIndex` (exclusive). The block bound is the
 * index's range; the log index only skips the few transfers of that one block already shown.
 */
const transfersBefore = (filter?: SQL) =>
  db
    .select(transferColumns)
    .from(chainTransfers)
    .where(
      and(
        filter,
        lte(chainTransfers.blockNumber, sql.placeholder("block")),
        sql`NOT (${chainTransfers.blockNumber} = ${sql.placeholder("block")} AND ${chainTransfers.logIndex} >= ${sql.placeholder("logIndex")})`,
      ),
    )
    .orderBy(desc(chainTransfers.blockNumber), desc(chainTransfers.logIndex))
    .limit(sql.placeholder("limit"))
    .prepare();

const everyTransfer = prepared(() => transfersBefore());
const transfersOfToken = prepared(() => transfersBefore(eq(chainTransfers.tokenId, sql.placeholder("tokenId"))));
const transfersFrom = prepared(() => transfersBefore(eq(chainTransfers.fromAddress, sql.placeholder("address"))));
const transfersTo = prepared(() => transfersBefore(eq(chainTransfers.toAddress, sql.placeholder("address"))));

const heldTokens = prepared(() =>
  db
    .select({ tokenId: tokens.tokenId })
    .from(tokens)
    .where(and(eq(tokens.ownerAddress, sql.placeholder("owner")), gt(tokens.tokenId, sql.placeholder("after"))))
    .orderBy(asc(tokens.tokenId))
    .limit(sql.placeholder("limit"))
    .prepare(),
);

type StoredTransfer = Omit<Transfer, "kind">;

const withKind = (row: StoredTransfer): Transfer => ({ ...row, kind: row.from === ZERO ? "Mint" : row.to === ZERO ? "Burn" : "Transfer" });

/** One page of transfers and where the next one starts (null on the last page). */
export type TransferPage = { transfers: Transfer[]; olderBefore: string | null };

/** The page of `rows` (newest first, one more than a page when there are more) with the position the next page starts before. */
function transferPage(rows: StoredTransfer[]): TransferPage {
  const page = rows.slice(0, TRANSFER_PAGE_SIZE);
  return { transfers: page.map(withKind), olderBefore: rows.length > TRANSFER_PAGE_SIZE ? positionText(page[page.length - 1]) : null };
}

const newestFirst = (a: Position, b: Position) => b.blockNumber - a.blockNumber || b.logIndex - a.logIndex;

const startBefore = (before: Position | undefined) => ({
  block: before?.blockNumber ?? Number.MAX_SAFE_INTEGER,
  logIndex: before?.logIndex ?? Number.MAX_SAFE_INTEGER,
  limit: TRANSFER_PAGE_SIZE + 1,
});

/** An address's transfers, sent or received: a page of each read from its index, merged. */
function addressTransfers(address: string, before: Position | undefined): TransferPage {
  const values = { ...startBefore(before), address };
  const byEvent = new Map<string, StoredTransfer>();
  for (const row of [...transfersFrom().all(values), ...transfersTo().all(values)]) byEvent.set(`${row.txHash}:${row.logIndex}`, row);
  return transferPage([...byEvent.values()].sort(newestFirst).slice(0, TRANSFER_PAGE_SIZE + 1));
}

export type AddressView = TransferPage & {
  address: string;
  kind: "collectible" | "market" | "contract" | "account";
  label: string;
  balance: string;
  collection: { name: string; symbol: string; minted: number } | null;
  /** Whether this page continues a list (links back to its start). */
  paged: boolean;
  heldTokenIds: number[];
  /** The `tokensAfter` of the holdings' next page; null on the last. */
  moreTokensAfter: number | null;
};

/** An account or contract; null for text that is not an address. */
export async function addressView(raw: string, query: ExplorerQuery = {}): Promise<AddressView | null> {
  if (!isAddress(raw)) return null;
  const address = getAddress(raw);
  return reading(async (chain) => {
    const { collectible, market } = chain.deployment;
    const isCollectible = address === getAddress(collectible);
    const isMarket = address === getAddress(market);
    // The node's answers are awaited together: a page waits for one round trip, not five.
    const [balance, code, collection] = await Promise.all([
      chain.provider.getBalance(address),
      chain.provider.getCode(address),
      isCollectible
        ? Promise.all([chain.collectible.name(), chain.collectible.symbol(), chain.collectible.totalMinted()]).then(([name, symbol, minted]) => ({
            name: String(name),
            symbol: String(symbol),
            minted: Number(minted),
          }))
        : null,
    ]);
    const kind = isCollectible ? "collectible" : isMarket ? "market" : code === "0x" ? "account" : "contract";
    const label = {
      collectible: "Diginoor collectible contract (ERC-721 with ERC-2981 royalties)",
      market: "Diginoor marketplace contract (primary sales, listings, auctions)",
      contract: "Contract",
      account: "Account",
    }[kind];
    const page = isCollectible ? transferPage(everyTransfer().all(startBefore(query.before))) : addressTransfers(address, query.before);
    const held = isCollectible
      ? []
      : heldTokens()
          .all({ owner: address, after: query.tokensAfter ?? 0, limit: HELD_TOKEN_PAGE_SIZE + 1 })
          .map((row) => row.tokenId);
    const heldTokenIds = held.slice(0, HELD_TOKEN_PAGE_SIZE);
    return {
      address,
      kind,
      label,
      balance: amountInCoin(balance),
      collection,
      ...page,
      paged: query.before !== undefined || query.tokensAfter !== undefined,
      heldTokenIds,
      moreTokensAfter: held.length > HELD_TOKEN_PAGE_SIZE ? heldTokenIds[heldTokenIds.length - 1] : null,
    };
  });
}

export type TokenView = TransferPage & {
  tokenId: number;
  collectible: string;
  owner: string;
  nft: { id: number; title: string } | null;
  royalty: { receiver: string; share: string };
  paged: boolean;
};

/** One token of the collectible; null when the id is not a minted token. */
export async function tokenView(raw: string, query: ExplorerQuery = {}): Promise<TokenView | null> {
  if (!/^\d{1,12}$/.test(raw)) return null;
  const tokenId = Number(raw);
  return reading(async (chain) => {
    // A token that was never minted makes its reads revert.
    const unlessUnminted = <T>(read: Promise<T>): Promise<T | null> =>
      read.catch((error: unknown) => {
        if (decodeChainError(error, chain.interfaces).kind === "reverted") return null;
        throw error;
      });
    const [owner, uri, royalty] = await Promise.all([
      unlessUnminted(chain.collectible.ownerOf(tokenId) as Promise<string>),
      unlessUnminted(chain.collectible.tokenURI(tokenId) as Promise<string>),
      unlessUnminted(chain.collectible.royaltyInfo(tokenId, 10_000n) as Promise<[string, bigint]>),
    ]);
    if (owner === null || uri === null || royalty === null) return null;
    const nftId = nftIdFromTokenUri(uri);
    const nft = nftId === null ? null : nftView(nftId);
    return {
      tokenId,
      collectible: getAddress(chain.deployment.collectible),
      owner: String(owner),
      nft: nft ? { id: nft.id, title: nft.title } : null,
      royalty: { receiver: royalty[0], share: formatBps(Number(royalty[1])) },
      ...transferPage(transfersOfToken().all({ ...startBefore(query.before), tokenId })),
      paged: query.before !== undefined,
    };
  });
}

export type EventArgument = { name: string; text: string; href: string | null };
export type DecodedEvent = { contract: string; name: string; args: EventArgument[] };

export type TransactionView = {
  hash: string;
  status: "Success" | "Failed" | "Pending";
  blockNumber: number | null;
  from: string;
  to: string | null;
  value: string;
  gasUsed: string | null;
  events: DecodedEvent[];
  /** Logs of contracts other than ours, which this explorer cannot decode. */
  otherLogs: number;
};

/** Amount-like event arguments are shown in the coin; ids link to their token. */
const AMOUNT_ARGUMENT = /(price|amount|fee|royalty|bid)$/i;

function describeArguments(parsed: LogDescription): EventArgument[] {
  return parsed.fragment.inputs.map((input, index) => {
    const value: unknown = parsed.args[index];
    const name = input.name || `#${index}`;
    if (input.type === "address") return { name, text: String(value), href: builtInExplorerPath({ kind: "address", address: String(value) }) };
    if (typeof value === "bigint" && input.type.startsWith("uint")) {
      if (name === "tokenId") return { name, text: value.toString(), href: builtInExplorerPath({ kind: "token", tokenId: Number(value) }) };
      if (AMOUNT_ARGUMENT.test(name) && !/bps/i.test(name)) return { name, text: amountInCoin(value), href: null };
      if (name === "endTime") return { name, text: new Date(Number(value) * 1000).toISOString(), href: null };
    }
    return { name, text: String(value), href: null };
  });
}

const HASH = /^0x[0-9a-fA-F]{64}$/;

/** A transaction with its receipt and decoded market events; null for an unknown or malformed hash. */
export async function transactionView(raw: string): Promise<TransactionView | null> {
  if (!HASH.test(raw)) return null;
  return reading(async (chain) => {
    const [transaction, receipt] = await Promise.all([chain.provider.getTransaction(raw), chain.provider.getTransactionReceipt(raw)]);
    if (!transaction) return null;
    const contracts = [
      { address: getAddress(chain.deployment.collectible), name: "Collectible", contract: chain.collectible },
      { address: getAddress(chain.deployment.market), name: "Market", contract: chain.market },
    ];
    const events: DecodedEvent[] = [];
    let otherLogs = 0;
    for (const log of receipt?.logs ?? []) {
      const source = contracts.find((c) => c.address === getAddress(log.address));
      const parsed = source ? source.contract.interface.parseLog(log) : null;
      if (source && parsed) events.push({ contract: source.name, name: parsed.name, args: describeArguments(parsed) });
      else otherLogs += 1;
    }
    return {
      hash: transaction.hash,
      status: receipt ? (receipt.status === 1 ? "Success" : "Failed") : "Pending",
      blockNumber: receipt?.blockNumber ?? transaction.blockNumber ?? null,
      from: transaction.from,
      to: transaction.to,
      value: amountInCoin(transaction.value),
      gasUsed: receipt ? receipt.gasUsed.toLocaleString("en-US") : null,
      events,
      otherLogs,
    };
  });
}

/** The collectible contract's address for the item page's proof link; null before a deployment exists. */
export function collectibleAddress(): string | null {
  try {
    return chainAddress(appChain().deployment.collectible);
  } catch {
    return null;
  }
}
