/**
 * The indexer: follows the collectible's and the market's events into the database (tokens,
 * listings, auctions, bids, sales, primary purchases). Each batch of blocks is applied in one
 * transaction together with the cursor, and every write is an upsert keyed by the event, so a
 * restart or a replayed batch never duplicates rows. A node that is down is retried with backoff.
 */
import { and, eq, sql } from "drizzle-orm";
import { ZeroAddress, type Log, type LogDescription } from "ethers";
import type { Db } from "~db/client.server";
import { bids, chainCursor, listings, purchases, sales, tokens, users } from "~db/schema";
import { INDEXER_CURSOR } from "~/services/chain-bootstrap.server";
import { nftIdFromTokenUri, purchaseIdFromOrderId, type ChainContext } from "~/services/chain.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type IndexerOptions = {
  /** Blocks an event must be buried under before it is applied. */
  confirmations?: number;
  /** Blocks read per batch. */
  batchBlocks?: number;
};

export type IndexResult = { fromBlock: number; toBlock: number; events: number } | null;

type DecodedLog = { log: Log; event: LogDescription };

/** Everything a batch needs from the node, fetched before the (synchronous) database transaction. */
type BatchContext = { timestamps: Map<number, Date>; tokenUris: Map<number, string> };

const lower = (address: string) => address.toLowerCase();

function userIdByWallet(tx: Tx, address: string): number | null {
  const row = tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.walletAddress}) = ${lower(address)}`)
    .get();
  return row?.id ?? null;
}

function nftIdOfToken(tx: Tx, tokenId: number): number | null {
  return tx.select({ nftId: tokens.nftId }).from(tokens).where(eq(tokens.tokenId, tokenId)).get()?.nftId ?? null;
}

/** Which listing row a market event means: the market numbers fixed-price listings and auctions apart. */
const marketListing = (onAuction: boolean, chainListingId: number) =>
  and(eq(listings.onAuction, onAuction), eq(listings.chainListingId, chainListingId));

function listingRow(tx: Tx, onAuction: boolean, chainListingId: number) {
  return tx.select({ id: listings.id, nftId: listings.nftId }).from(listings).where(marketListing(onAuction, chainListingId)).get();
}

type ListingValues = { tokenId: number; sellerAddress: string; priceWei: bigint; endsAt?: Date; txHash: string };

/** Stores a new listing or auction, or refreshes the row a replayed event already stored. */
function upsertListing(tx: Tx, onAuction: boolean, chainListingId: number, values: ListingValues, at: Date) {
  const existing = listingRow(tx, onAuction, chainListingId);
  if (existing) {
    tx.update(listings).set(values).where(eq(listings.id, existing.id)).run();
    return;
  }
  const nftId = nftIdOfToken(tx, values.tokenId);
  if (nftId === null) return;
  tx.insert(listings)
    .values({ ...values, nftId, onAuction, chainListingId, sellerUserId: userIdByWallet(tx, values.sellerAddress), status: "active", createdAt: at })
    .run();
}

function recordSale(
  tx: Tx,
  entry: { log: Log; kind: "primary" | "resale" | "auction"; tokenId: number; nftId: number | null; seller: string; buyer: string; price: bigint; royalty: bigint; at: Date },
) {
  if (entry.nftId === null) return;
  tx.insert(sales)
    .values({
      nftId: entry.nftId,
      tokenId: entry.tokenId,
      kind: entry.kind,
      sellerAddress: entry.seller,
      buyerAddress: entry.buyer,
      priceWei: entry.price,
      royaltyWei: entry.royalty,
      txHash: entry.log.transactionHash,
      logIndex: entry.log.index,
      createdAt: entry.at,
    })
    .onConflictDoNothing()
    .run();
}

/** Applies one event; must be idempotent (a replay leaves the same rows). */
function applyEvent(tx: Tx, chain: ChainContext, { log, event }: DecodedLog, context: BatchContext): void {
  const at = context.timestamps.get(log.blockNumber) ?? new Date();
  const args = event.args;
  const fromCollectible = lower(log.address) === lower(chain.deployment.collectible);

  if (fromCollectible) {
    if (event.name !== "Transfer") return;
    const tokenId = Number(args.tokenId);
    const owner = args.to as string;
    if (args.from === ZeroAddress) {
      const uri = context.tokenUris.get(tokenId);
      tx.insert(tokens)
        .values({ tokenId, nftId: uri ? nftIdFromTokenUri(uri) : null, ownerAddress: owner, mintTxHash: log.transactionHash, updatedBlock: log.blockNumber, createdAt: at })
        .onConflictDoNothing()
        .run();
    }
    // Only a transfer at least as new as the last one applied moves the token.
    tx.update(tokens)
      .set({ ownerAddress: owner, updatedBlock: log.blockNumber })
      .where(and(eq(tokens.tokenId, tokenId), sql`${tokens.updatedBlock} <= ${log.blockNumber}`))
      .run();
    return;
  }

  switch (event.name) {
    case "PrimarySale": {
      const tokenId = Number(args.tokenId);
      const nftId = Number(args.nftId);
      recordSale(tx, { log, kind: "primary", tokenId, nftId, seller: chain.deployment.market, buyer: args.buyer, price: args.price, royalty: args.royalty, at });
      const purchaseId = purchaseIdFromOrderId(args.orderId);
      if (purchaseId) {
        tx.update(purchases)
          .set({ status: "Minted", tokenId, txHash: log.transactionHash, failureReason: null, updatedAt: new Date() })
          .where(eq(purchases.id, purchaseId))
          .run();
      }
      return;
    }
    case "Listed":
      upsertListing(
        tx,
        false,
        Number(args.listingId),
        { tokenId: Number(args.tokenId), sellerAddress: args.seller as string, priceWei: args.price as bigint, txHash: log.transactionHash },
        at,
      );
      return;
    case "ListingPriceUpdated":
      tx.update(listings).set({ priceWei: args.newPrice as bigint }).where(marketListing(false, Number(args.listingId))).run();
      return;
    case "ListingCancelled":
      tx.update(listings).set({ status: "cancelled" }).where(marketListing(false, Number(args.listingId))).run();
      return;
    case "ListingSold": {
      const tokenId = Number(args.tokenId);
      tx.update(listings).set({ status: "sold" }).where(marketListing(false, Number(args.listingId))).run();
      recordSale(tx, { log, kind: "resale", tokenId, nftId: nftIdOfToken(tx, tokenId), seller: args.seller, buyer: args.buyer, price: args.price, royalty: args.royalty, at });
      return;
    }
    case "AuctionCreated":
      upsertListing(
        tx,
        true,
        Number(args.auctionId),
        {
          tokenId: Number(args.tokenId),
          sellerAddress: args.seller as string,
          priceWei: args.reservePrice as bigint,
          endsAt: new Date(Number(args.endTime) * 1000),
          txHash: log.transactionHash,
        },
        at,
      );
      return;
    case "BidPlaced": {
      const listing = listingRow(tx, true, Number(args.auctionId));
      if (!listing) return;
      const amount = args.amount as bigint;
      tx.insert(bids)
        .values({ listingId: listing.id, nftId: listing.nftId, userId: userIdByWallet(tx, args.bidder), bidderAddress: args.bidder, amountWei: amount, txHash: log.transactionHash, createdAt: at })
        .onConflictDoNothing()
        .run();
      // Bids only ever rise, so the larger of the stored and the event's amount is the highest.
      tx.update(listings)
        .set({ highestBidWei: amount, highestBidder: args.bidder as string })
        .where(
          and(
            eq(listings.id, listing.id),
            sql`(${listings.highestBidWei} IS NULL OR length(${listings.highestBidWei}) < ${amount.toString().length} OR (length(${listings.highestBidWei}) = ${amount.toString().length} AND ${listings.highestBidWei} <= ${amount.toString()}))`,
          ),
        )
        .run();
      return;
    }
    case "AuctionSettled": {
      const listing = listingRow(tx, true, Number(args.auctionId));
      if (!listing) return;
      tx.update(listings).set({ status: "settled" }).where(eq(listings.id, listing.id)).run();
      if (args.winner !== ZeroAddress) {
        recordSale(tx, { log, kind: "auction", tokenId: Number(args.tokenId), nftId: listing.nftId, seller: args.seller, buyer: args.winner, price: args.amount, royalty: args.royalty, at });
      }
      return;
    }
    default:
      return;
  }
}

function readCursor(db: Db): number {
  const cursor = db.select().from(chainCursor).where(eq(chainCursor.name, INDEXER_CURSOR)).get();
  if (!cursor) throw new Error("The indexer has no cursor: the chain start-up (prepareChain) has not run.");
  return cursor.blockNumber;
}

/**
 * Reads and applies the next batch of confirmed blocks. Returns what was applied, or null when
 * the database is already at the chain's confirmed head.
 */
export async function indexOnce(db: Db, chain: ChainContext, options: IndexerOptions = {}): Promise<IndexResult> {
  const confirmations = options.confirmations ?? 0;
  const batchBlocks = options.batchBlocks ?? 2000;
  const last = readCursor(db);
  const head = (await chain.provider.getBlockNumber()) - confirmations;
  if (head <= last) return null;
  const fromBlock = last + 1;
  const toBlock = Math.min(head, last + batchBlocks);
  const logs = await chain.provider.getLogs({ address: [chain.deployment.collectible, chain.deployment.market], fromBlock, toBlock });

  const decoded: DecodedLog[] = [];
  for (const log of logs) {
    const contract = lower(log.address) === lower(chain.deployment.collectible) ? chain.collectible : chain.market;
    const event = contract.interface.parseLog(log);
    if (event) decoded.push({ log, event });
  }
  const context: BatchContext = { timestamps: new Map(), tokenUris: new Map() };
  for (const blockNumber of new Set(decoded.map((d) => d.log.blockNumber))) {
    const block = await chain.provider.getBlock(blockNumber);
    if (block) context.timestamps.set(blockNumber, new Date(block.timestamp * 1000));
  }
  for (const { event, log } of decoded) {
    if (event.name === "Transfer" && event.args.from === ZeroAddress && lower(log.address) === lower(chain.deployment.collectible)) {
      const tokenId = Number(event.args.tokenId);
      context.tokenUris.set(tokenId, (await chain.collectible.tokenURI(tokenId)) as string);
    }
  }

  db.transaction((tx) => {
    for (const entry of decoded) applyEvent(tx, chain, entry, context);
    tx.update(chainCursor).set({ blockNumber: toBlock, updatedAt: new Date() }).where(eq(chainCursor.name, INDEXER_CURSOR)).run();
  });
  return { fromBlock, toBlock, events: decoded.length };
}

/** Indexes until the database has reached the chain's confirmed head. */
export async function indexToHead(db: Db, chain: ChainContext, options: IndexerOptions = {}): Promise<number> {
  let events = 0;
  for (let result = await indexOnce(db, chain, options); result; result = await indexOnce(db, chain, options)) events += result.events;
  return events;
}

export type RunningJob = { stop(): Promise<void> };

export type LoopOptions = { pollMs: number; maxBackoffMs?: number; log?: (line: string) => void };

/**
 * Runs `tick` every `pollMs`; a failing tick (the node down) waits twice as long each time, up to
 * `maxBackoffMs`, then resumes the normal pace once a tick succeeds.
 */
export function runLoop(name: string, tick: () => Promise<void>, options: LoopOptions): RunningJob {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  let failures = 0;
  const done = (async () => {
    while (!stopped) {
      try {
        await tick();
        if (failures > 0) options.log?.(`${name}: the chain answers again.`);
        failures = 0;
      } catch (error) {
        failures += 1;
        if (failures === 1) options.log?.(`${name}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}; retrying.`);
      }
      const delay = failures ? Math.min(options.pollMs * 2 ** failures, options.maxBackoffMs ?? 30_000) : options.pollMs;
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, delay);
      });
    }
  })();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      wake?.();
      await done;
    },
  };
}

/** Starts following the chain in the background. */
export function startIndexer(db: Db, chain: ChainContext, options: IndexerOptions & LoopOptions): RunningJob {
  return runLoop("indexer", async () => void (await indexToHead(db, chain, options)), options);
}
