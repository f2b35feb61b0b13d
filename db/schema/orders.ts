/** What buyers pay for: orders from quote to token, and the tokens each purchase brought. */
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, isWei, wei, PAYMENT_METHODS } from "./columns";
import { users } from "./accounts";
import { nfts } from "./catalogue";
import { lotteries } from "./lottery";

export const PURCHASE_STATUSES = ["Pending", "Minted", "Failed"] as const;

/** Tokens bought by a user: primary mints and resale purchases. */
export const purchases = sqliteTable(
  "purchases",
  {
    /** 20 random alphanumeric characters, as the spec's purchase ids. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    nftId: integer("nft_id")
      .notNull()
      .references(() => nfts.id),
    walletAddress: text("wallet_address").notNull(),
    tokenId: integer("token_id"),
    txHash: text("tx_hash"),
    /** The PrimarySale event that minted it: one transaction may pay several orders. */
    logIndex: integer("log_index"),
    blockNumber: integer("block_number"),
    status: text("status", { enum: PURCHASE_STATUSES }).notNull().default("Pending"),
    kind: text("kind", { enum: ["primary", "resale"] }).notNull(),
    /** What the buyer paid: cents for card, wei for coin payments. */
    paidCents: integer("paid_cents"),
    paidWei: wei("paid_wei"),
    transferredFrom: text("transferred_from"),
    failureReason: text("failure_reason"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    check("purchases_status", sql`${t.status} IN ('Pending', 'Minted', 'Failed')`),
    check("purchases_minted_has_tx", sql`${t.status} <> 'Minted' OR ${t.txHash} IS NOT NULL`),
    check("purchases_paid", sql`${t.paidCents} IS NULL OR ${t.paidCents} >= 0`),
    check("purchases_paid_wei", sql`${t.paidWei} IS NULL OR (${isWei("paid_wei")})`),
    index("purchases_user").on(t.userId, t.createdAt),
    index("purchases_nft").on(t.nftId, t.createdAt),
    index("purchases_status").on(t.status),
    uniqueIndex("purchases_event").on(t.txHash, t.logIndex),
  ],
);

/** Where an order stands; moves only forward (docs/decisions/017-orders-model.md). */
export const ORDER_STATUSES = ["quoted", "paid", "minting", "fulfilled", "failed", "refunded", "expired"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * One paid path's record from quote to token, whatever pays it (the spec's checkout collection;
 * docs/decisions/017-orders-model.md).
 * A quoted order holds its unit of the edition until `expiresAt`; the indexer, never the browser,
 * marks it fulfilled (docs/decisions/018-fulfilment.md).
 */
export const orders = sqliteTable(
  "orders",
  {
    /** 20 random alphanumeric characters; as bytes32 it is the chain's order id. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** The NFT an order buys; null for an order of lottery tickets. */
    nftId: integer("nft_id").references(() => nfts.id),
    /** The lottery whose tickets an order buys (docs/decisions/155-lottery-ticket-orders.md); null for an NFT. */
    lotteryId: integer("lottery_id").references(() => lotteries.id),
    /** How many tickets a lottery order buys. */
    tickets: integer("tickets"),
    /** The wallet the token goes to (for tickets: where a prize would go). */
    walletAddress: text("wallet_address").notNull(),
    method: text("method", { enum: PAYMENT_METHODS }).notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("quoted"),
    priceCents: integer("price_cents").notNull(),
    /** The rate the quote locked: US cents per coin. */
    usdCentsPerCoin: integer("usd_cents_per_coin").notNull(),
    priceWei: wei("price_wei").notNull(),
    feeWei: wei("fee_wei").notNull(),
    /** The buyer fee in cents: what a card session charged on top of the price, else the coin fee at the locked rate (docs/decisions/148-my-orders-and-card-amounts.md). */
    feeCents: integer("fee_cents"),
    /** Until when the quote holds its unit (wall clock); the chain has its own deadline in the quote. */
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    providerRef: text("provider_ref").unique(),
    providerEventId: text("provider_event_id").unique(),
    /** The transaction that pays the order: reported by the buyer's page, then the one the chain shows. */
    txHash: text("tx_hash"),
    /** The PrimarySale event that fulfilled it: one transaction may pay several orders. */
    logIndex: integer("log_index"),
    blockNumber: integer("block_number"),
    tokenId: integer("token_id"),
    failureReason: text("failure_reason"),
    /** The provider's record of the money taken (Stripe: the PaymentIntent), for a refund. */
    paymentRef: text("payment_ref"),
    /** Mint attempts the order's job has started (docs/decisions/138-paid-order-mint-job.md). */
    mintAttempts: integer("mint_attempts").notNull().default(0),
    /**
     * When the mint job takes the order up next: a minting order's lease, or its backoff after a
     * failed attempt; null once its mint is on chain, waiting for the indexer.
     */
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }),
    /** The provider's refund of a failed order; `manualRefund` when its provider has no refund API. */
    refundRef: text("refund_ref"),
    manualRefund: integer("manual_refund", { mode: "boolean" }).notNull().default(false),
    /**
     * A drawn lottery's ticket order paid by wallet: the transaction that paid the money the market
     * held for it on to the treasury (docs/decisions/162-lottery-tickets-on-chain.md).
     */
    releaseRef: text("release_ref"),
    /**
     * The production house of the order's NFT, copied by triggers whenever an order is written or
     * an NFT moves house, so that a studio's orders are read from their own index
     * (docs/decisions/123-orders-by-house.md). Never written by the app.
     */
    productionHouseId: integer("production_house_id"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    check("orders_price", sql`${t.priceCents} >= 0 AND ${t.usdCentsPerCoin} > 0`),
    check("orders_price_wei", sql`${isWei("price_wei")} AND ${isWei("fee_wei")}`),
    check(
      "orders_fulfilled_has_token",
      sql`${t.status} <> 'fulfilled' OR ${t.lotteryId} IS NOT NULL OR (${t.tokenId} IS NOT NULL AND ${t.txHash} IS NOT NULL)`,
    ),
    check(
      "orders_item",
      sql`(${t.nftId} IS NOT NULL AND ${t.lotteryId} IS NULL AND ${t.tickets} IS NULL) OR (${t.nftId} IS NULL AND ${t.lotteryId} IS NOT NULL AND ${t.tickets} BETWEEN 1 AND 100)`,
    ),
    index("orders_user").on(t.userId, t.createdAt),
    index("orders_reserving").on(t.nftId, t.status, t.expiresAt),
    index("orders_lottery").on(t.lotteryId, t.status),
    index("orders_status").on(t.status, t.createdAt),
    index("orders_mint_due").on(t.status, t.nextAttemptAt),
    index("orders_created").on(t.createdAt, t.id),
    index("orders_by_house").on(t.productionHouseId, t.createdAt),
    index("orders_by_house_status").on(t.productionHouseId, t.status, t.createdAt),
    uniqueIndex("orders_event").on(t.txHash, t.logIndex),
  ],
);
