/**
 * The indexer: follows the collectible's and the market's events into the database (tokens,
 * every transfer, listings, auctions, bids, offers, sales, primary purchases, fee rates). Each batch of blocks is applied
 * in one transaction together with the cursor; each event in its own savepoint, so an event that
 * cannot be applied is recorded in chain_failed_events and reported without holding back the
 * blocks after it. The hashes of the latest blocks are kept: when the chain no longer has them
 * (a reorg, or a dev chain restarted from an older state) the read model is rolled back to the
 * last block both agree on and rebuilt from the chain (docs/decisions/051-reorgs-and-durable-chain-state.md).
 */
import { and, eq, gt, isNotNull, lt, sql } from "drizzle-orm";
import { ZeroAddress, type Log } from "ethers";
import type { Db } from "~db/client.server";
import { bids, chainBlocks, chainCursor, chainFailedEvents, chainTransfers, listings, offers, purchases, sales, tokens } from "~db/schema";
import { unfulfilOrdersAfter } from "~/models/orders.server";
import { INDEXER_CURSOR } from "~/services/chain-bootstrap.server";
import type { ChainContext } from "~/services/chain.server";
import { collectibleHandlers, marketHandlers, type EventHandler, type IndexedEvent, type Tx } from "./indexer-handlers.server";
import { runLoop, type LoopOptions, type RunningJob } from "./loop.server";

export type IndexerOptions = {
  /** Blocks an event must be buried under before it is applied. */
  confirmations?: number;
  /** Blocks read per batch. */
  batchBlocks?: number;
  /**
   * The newest block that may be indexed. The embedded chain answers with the height it has
   * just saved to disk, so nothing indexed can be lost by a crash. Default: the node's head.
   */
  durableHead?: () => Promise<number>;
  log?: (line: string) => void;
};

export type IndexResult = {
  fromBlock: number;
  toBlock: number;
  events: number;
  failed: number;
  /** The block the read model was rolled back to before this batch, when the chain changed under it. */
  rolledBackTo: number | null;
} | null;

/** How many of the latest block hashes are kept to find where a changed chain forks. */
export const KEPT_BLOCK_HASHES = 64;

const lower = (address: string) => address.toLowerCase();

type Decoded = { log: Log; name: string; handler: EventHandler; args: IndexedEvent["args"] };

function readCursor(db: Db): number {
  const cursor = db.select().from(chainCursor).where(eq(chainCursor.name, INDEXER_CURSOR)).get();
  if (!cursor) throw new Error("The indexer has no cursor: the chain start-up (prepareChain) has not run.");
  return cursor.blockNumber;
}

async function blockHash(chain: ChainContext, blockNumber: number): Promise<string | null> {
  return (await chain.provider.getBlock(blockNumber))?.hash ?? null;
}

/**
 * Where the chain and the read model part: null when the cursor's block is still the one
 * indexed, else the newest kept block the chain still has (or the block before the deployment
 * when none is left).
 */
async function forkPoint(db: Db, chain: ChainContext, cursor: number, chainHead: number): Promise<number | null> {
  const kept = db.select().from(chainBlocks).orderBy(sql`${chainBlocks.blockNumber} DESC`).all();
  const atCursor = kept.find((row) => row.blockNumber === cursor);
  if (cursor <= chainHead && (!atCursor || atCursor.hash === (await blockHash(chain, cursor)))) return null;
  for (const row of kept) {
    if (row.blockNumber <= chainHead && row.hash === (await blockHash(chain, row.blockNumber))) return row.blockNumber;
  }
  return chain.deployment.deploymentBlock - 1;
}

/**
 * Removes what blocks after `common` created and resets the state events change (owners,
 * listing and offer states, highest bids); the batch that follows replays the events from the deployment.
 */
function rollBack(tx: Tx, common: number): void {
  tx.delete(bids).where(gt(bids.blockNumber, common)).run();
  tx.delete(sales).where(gt(sales.blockNumber, common)).run();
  tx.delete(offers).where(gt(offers.blockNumber, common)).run();
  tx.update(offers).set({ status: "active" }).run();
  tx.delete(chainTransfers).where(gt(chainTransfers.blockNumber, common)).run();
  tx.delete(chainFailedEvents).where(gt(chainFailedEvents.blockNumber, common)).run();
  tx.update(purchases)
    .set({ status: "Pending", tokenId: null, txHash: null, logIndex: null, blockNumber: null, updatedAt: new Date() })
    .where(gt(purchases.blockNumber, common))
    .run();
  unfulfilOrdersAfter(tx, common);
  tx.delete(listings).where(and(gt(listings.blockNumber, common), sql`NOT EXISTS (SELECT 1 FROM ${bids} WHERE ${bids.listingId} = ${listings.id})`)).run();
  tx.delete(tokens).where(gt(tokens.mintBlock, common)).run();
  tx.update(tokens).set({ updatedBlock: 0 }).run();
  tx.update(listings).set({ status: "active", highestBidWei: null, highestBidder: null }).where(isNotNull(listings.chainListingId)).run();
  tx.delete(chainBlocks).run();
}

function decode(chain: ChainContext, logs: Log[]): Decoded[] {
  const decoded: Decoded[] = [];
  for (const log of logs) {
    const fromCollectible = lower(log.address) === lower(chain.deployment.collectible);
    const event = (fromCollectible ? chain.collectible : chain.market).interface.parseLog(log);
    const handler = event && (fromCollectible ? collectibleHandlers : marketHandlers)[event.name];
    if (event && handler) decoded.push({ log, name: event.name, handler, args: event.args });
  }
  return decoded;
}

/**
 * Reads and applies the next batch of confirmed blocks. Returns what was applied, or null when
 * the database is already at the chain's confirmed head.
 */
export async function indexOnce(db: Db, chain: ChainContext, options: IndexerOptions = {}): Promise<IndexResult> {
  const confirmations = options.confirmations ?? 0;
  const batchBlocks = options.batchBlocks ?? 2000;
  const cursor = readCursor(db);
  const chainHead = options.durableHead ? await options.durableHead() : await chain.provider.getBlockNumber();
  const rolledBackTo = await forkPoint(db, chain, cursor, chainHead);
  const last = rolledBackTo === null ? cursor : chain.deployment.deploymentBlock - 1;
  const head = chainHead - confirmations;
  if (head <= last && rolledBackTo === null) return null;
  const fromBlock = last + 1;
  const toBlock = Math.max(last, Math.min(head, last + batchBlocks));
  const logs = toBlock >= fromBlock ? await chain.provider.getLogs({ address: [chain.deployment.collectible, chain.deployment.market], fromBlock, toBlock }) : [];
  const decoded = decode(chain, logs);

  // Everything the handlers need from the node is read before the (synchronous) transaction.
  const timestamps = new Map<number, Date>();
  for (const blockNumber of new Set(decoded.map((d) => d.log.blockNumber))) {
    const block = await chain.provider.getBlock(blockNumber);
    if (block) timestamps.set(blockNumber, new Date(block.timestamp * 1000));
  }
  const tokenUris = new Map<number, string>();
  for (const { name, args, log } of decoded) {
    if (name === "Transfer" && args.from === ZeroAddress && lower(log.address) === lower(chain.deployment.collectible)) {
      const tokenId = Number(args.tokenId);
      tokenUris.set(tokenId, (await chain.collectible.tokenURI(tokenId)) as string);
    }
  }
  const hashes: { blockNumber: number; hash: string }[] = [];
  for (let blockNumber = Math.max(fromBlock, toBlock - KEPT_BLOCK_HASHES + 1); blockNumber <= toBlock; blockNumber++) {
    const hash = await blockHash(chain, blockNumber);
    if (!hash) throw new Error(`The node has no block ${blockNumber} below its head ${chainHead}.`);
    hashes.push({ blockNumber, hash });
  }

  const failures: string[] = [];
  db.transaction((tx) => {
    if (rolledBackTo !== null) rollBack(tx, rolledBackTo);
    for (const { log, name, handler, args } of decoded) {
      const event: IndexedEvent = { log, args, at: timestamps.get(log.blockNumber) ?? new Date(), chain, tokenUris };
      try {
        tx.transaction((savepoint) => handler(savepoint, event));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const failure = { blockNumber: log.blockNumber, txHash: log.transactionHash, logIndex: log.index, eventName: name, error: message };
        tx.insert(chainFailedEvents).values(failure).onConflictDoUpdate({ target: [chainFailedEvents.txHash, chainFailedEvents.logIndex], set: failure }).run();
        failures.push(`indexer: could not apply ${name} (block ${log.blockNumber}, tx ${log.transactionHash}, log ${log.index}): ${message}`);
      }
    }
    for (const row of hashes) tx.insert(chainBlocks).values(row).onConflictDoUpdate({ target: chainBlocks.blockNumber, set: { hash: row.hash } }).run();
    tx.delete(chainBlocks).where(lt(chainBlocks.blockNumber, toBlock - KEPT_BLOCK_HASHES + 1)).run();
    tx.delete(chainBlocks).where(gt(chainBlocks.blockNumber, toBlock)).run();
    tx.update(chainCursor).set({ blockNumber: toBlock, updatedAt: new Date() }).where(eq(chainCursor.name, INDEXER_CURSOR)).run();
  });
  if (rolledBackTo !== null) {
    options.log?.(`indexer: the chain no longer has block ${cursor} as indexed; rolled back to block ${rolledBackTo} and re-indexing.`);
  }
  for (const line of failures) options.log?.(line);
  return { fromBlock, toBlock, events: decoded.length, failed: failures.length, rolledBackTo };
}

/** Indexes until the database has reached the chain's confirmed head; returns the events applied. */
export async function indexToHead(db: Db, chain: ChainContext, options: IndexerOptions = {}): Promise<number> {
  let events = 0;
  for (let result = await indexOnce(db, chain, options); result; result = await indexOnce(db, chain, options)) events += result.events;
  return events;
}

/** Starts following the chain in the background. */
export function startIndexer(db: Db, chain: ChainContext, options: IndexerOptions & LoopOptions): RunningJob {
  return runLoop("indexer", async () => void (await indexToHead(db, chain, options)), options);
}
