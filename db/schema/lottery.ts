/** Lotteries, the tickets bought for them, and the secret behind each draw's commitment. */
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, version, PAYMENT_METHODS } from "./columns";
import { users } from "./accounts";
import { nfts } from "./catalogue";
import { orders } from "./orders";

export const LOTTERY_STATUSES = ["open", "closed", "drawn", "cancelled"] as const;
export type LotteryStatus = (typeof LOTTERY_STATUSES)[number];

export const lotteries = sqliteTable(
  "lotteries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    imageUrl: text("image_url").notNull(),
    description: text("description").notNull(),
    /** The NFT offered as the headline reward, if any. */
    rewardNftId: integer("reward_nft_id").references(() => nfts.id),
    ticketPriceCents: integer("ticket_price_cents").notNull(),
    prizePoolCents: integer("prize_pool_cents").notNull(),
    totalPlayers: integer("total_players").notNull().default(0),
    totalTickets: integer("total_tickets").notNull().default(0),
    /** Tickets needed before the draw can happen (the spec's 100); below it, refunds (docs/decisions/023-lottery-refund-below-minimum.md). */
    minTickets: integer("min_tickets").notNull().default(100),
    drawsAt: integer("draws_at", { mode: "timestamp_ms" }).notNull(),
    /** open → closed (sales end at `drawsAt`) → drawn, or cancelled below the minimum (docs/decisions/155-lottery-ticket-orders.md). */
    status: text("status", { enum: LOTTERY_STATUSES }).notNull().default("open"),
    /**
     * keccak256 of the draw's secret, published from creation (decision 23); the secret itself
     * stays in `lottery_secrets`. Null for lotteries created before the studio console.
     */
    commitment: text("commitment"),
    /** The chain's head when sales closed; the draw uses the hash of the block after it (decision 24). */
    closedBlockNumber: integer("closed_block_number"),
    closedAt: integer("closed_at", { mode: "timestamp_ms" }),
    /** The draw's published inputs and result, written once by the draw. */
    drawBlockNumber: integer("draw_block_number"),
    drawBlockHash: text("draw_block_hash"),
    ticketListHash: text("ticket_list_hash"),
    revealedSecret: text("revealed_secret"),
    winningTicket: integer("winning_ticket"),
    winnerUserId: integer("winner_user_id").references(() => users.id),
    drawnAt: integer("drawn_at", { mode: "timestamp_ms" }),
    /** Where the prize went: the NFT's token and the transaction that paid the pool's money. */
    prizeWalletAddress: text("prize_wallet_address"),
    prizeTokenId: integer("prize_token_id"),
    prizeTxHash: text("prize_tx_hash"),
    /**
     * The signed transaction paying the pool's money, recorded before it is broadcast, so that a
     * restart sends those same bytes again instead of paying twice (docs/decisions/164-lottery-draw-and-prize.md).
     */
    prizeTx: text("prize_tx"),
    /** When that payment's receipt was seen: the prize money is paid. */
    prizePaidAt: integer("prize_paid_at", { mode: "timestamp_ms" }),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    check("lotteries_price", sql`${t.ticketPriceCents} > 0 AND ${t.prizePoolCents} >= 0`),
    check("lotteries_counts", sql`${t.totalPlayers} >= 0 AND ${t.totalTickets} >= 0 AND ${t.minTickets} >= 1`),
    check("lotteries_status", sql`${t.status} IN ('open', 'closed', 'drawn', 'cancelled')`),
    index("lotteries_status").on(t.status, t.drawsAt),
  ],
);

export const lotteryEntries = sqliteTable(
  "lottery_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    lotteryId: integer("lottery_id")
      .notNull()
      .references(() => lotteries.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    tickets: integer("tickets").notNull(),
    amountCents: integer("amount_cents").notNull(),
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }).notNull(),
    status: text("status", { enum: ["pending", "confirmed", "failed", "refunded"] }).notNull().default("pending"),
    providerRef: text("provider_ref").unique(),
    /** The paid order that issued these tickets (null for entries made before ticket orders). */
    orderId: text("order_id")
      .unique()
      .references(() => orders.id),
    /** Tickets are numbered from 1 per lottery in the order they were issued: this entry holds `firstTicket` … `firstTicket + tickets − 1`. */
    firstTicket: integer("first_ticket"),
    createdAt: createdAt(),
  },
  (t) => [
    check("lottery_entries_tickets", sql`${t.tickets} >= 1 AND ${t.amountCents} >= 0`),
    index("lottery_entries_lottery").on(t.lotteryId, t.createdAt),
    index("lottery_entries_user").on(t.userId, t.createdAt),
  ],
);

/**
 * The secret behind each lottery's published commitment, revealed only at the draw. A table of its
 * own so that no query of lotteries can hand it to a page by accident.
 */
export const lotterySecrets = sqliteTable("lottery_secrets", {
  lotteryId: integer("lottery_id")
    .primaryKey()
    .references(() => lotteries.id),
  secret: text("secret").notNull(),
});
