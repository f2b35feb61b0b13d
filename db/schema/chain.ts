/** Chain read model: kept in step with the contracts by the indexer (app/jobs/indexer.server.ts). */
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { nfts } from "./catalogue";

/** Every token the collectible contract has minted, with its current owner. */
export const tokens = sqliteTable(
  "tokens",
  {
    /** The contract's token id. */
    tokenId: integer("token_id").primaryKey(),
    nftId: integer("nft_id").references(() => nfts.id),
    ownerAddress: text("owner_address").notNull(),
    mintTxHash: text("mint_tx_hash").notNull(),
    mintBlock: integer("mint_block"),
    /** Block of the last transfer applied, so an older event never overwrites a newer owner. */
    updatedBlock: integer("updated_block").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("tokens_owner").on(t.ownerAddress, t.updatedBlock),
    index("tokens_nft").on(t.nftId),
    // The explorer pages an address's tokens in id order (docs/decisions/060-built-in-explorer.md).
    index("tokens_owner_token").on(t.ownerAddress, t.tokenId),
  ],
);

/**
 * Every Transfer of the collectible (mints from and burns to the zero address included), so the
 * explorer pages a token's or an address's history from indexes instead of asking the node for
 * every log since the deployment (docs/decisions/060-built-in-explorer.md). Addresses as the
 * event names them (checksummed).
 */
export const chainTransfers = sqliteTable(
  "chain_transfers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    tokenId: integer("token_id").notNull(),
    fromAddress: text("from_address").notNull(),
    toAddress: text("to_address").notNull(),
    txHash: text("tx_hash").notNull(),
    logIndex: integer("log_index").notNull(),
    blockNumber: integer("block_number").notNull(),
  },
  (t) => [
    uniqueIndex("chain_transfers_event").on(t.txHash, t.logIndex),
    index("chain_transfers_position").on(t.blockNumber, t.logIndex),
    index("chain_transfers_token").on(t.tokenId, t.blockNumber, t.logIndex),
    index("chain_transfers_from").on(t.fromAddress, t.blockNumber, t.logIndex),
    index("chain_transfers_to").on(t.toAddress, t.blockNumber, t.logIndex),
  ],
);

/**
 * How far the indexer has read, and which deployment the read model describes. A row naming
 * another deployment means the chain was reset: start-up reconciles before anything runs.
 */
export const chainCursor = sqliteTable("chain_cursor", {
  name: text("name").primaryKey(),
  /** "{chainId}:{market address}:{deployment block hash}". */
  deployment: text("deployment").notNull(),
  /** The last block whose events are all applied. */
  blockNumber: integer("block_number").notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

/** Hashes of the latest indexed blocks: a different hash at the same height means a reorg. */
export const chainBlocks = sqliteTable("chain_blocks", {
  blockNumber: integer("block_number").primaryKey(),
  hash: text("hash").notNull(),
});

/** Events the indexer could not apply, with the error: recorded and reported, never blocking later blocks. */
export const chainFailedEvents = sqliteTable(
  "chain_failed_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    blockNumber: integer("block_number").notNull(),
    txHash: text("tx_hash").notNull(),
    logIndex: integer("log_index").notNull(),
    eventName: text("event_name").notNull(),
    error: text("error").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("chain_failed_events_event").on(t.txHash, t.logIndex)],
);

/** The market contract's current fee rates, as its events set them: pages show what the contract charges. */
export const marketFees = sqliteTable(
  "market_fees",
  {
    id: integer("id").primaryKey(),
    primaryFeeBps: integer("primary_fee_bps").notNull(),
    resaleFeeBps: integer("resale_fee_bps").notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [check("market_fees_single", sql`${t.id} = 1`)],
);
