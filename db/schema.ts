import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import {
  check,
  customType,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";

/**
 * Amounts of the chain's native coin, in wei. SQLite integers stop at 2^63 (about 9.2 coins),
 * so wei are stored as canonical decimal text and handled as bigint (docs/decisions/027-money-in-integer-units.md).
 */
const wei = customType<{ data: bigint; driverData: string }>({
  dataType: () => "text",
  toDriver: (value) => value.toString(),
  fromDriver: (value) => BigInt(value),
});

/** A canonical non-negative decimal integer: digits only, no leading zero. */
const isWei = (column: string) =>
  sql.raw(`${column} GLOB '[0-9]*' AND NOT ${column} GLOB '*[^0-9]*' AND (${column} = '0' OR ${column} NOT GLOB '0*')`);

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

export const RARITIES = ["Common", "Rare", "Ultimate", "Legendary"] as const;
export type Rarity = (typeof RARITIES)[number];
export const PURCHASE_STATUSES = ["Pending", "Minted", "Failed"] as const;
export const PAYMENT_METHODS = ["wallet", "card", "crypto-provider", "social-wallet", "wallet-protocol", "custodial"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Who may use the studio console (docs/decisions/065-studio-roles.md). */
export const ROLES = ["user", "studio", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** A row's edit counter: a save names the version it started from, so a stale save is refused. */
const version = () => integer("version").notNull().default(1);
/** Hidden from every public page while false; the studio console switches it. */
const published = () => integer("published", { mode: "boolean" }).notNull().default(true);

/** Film studios; royalties go to `payoutAddress`. */
export const productionHouses = sqliteTable("production_houses", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  about: text("about").notNull(),
  logoUrl: text("logo_url").notNull(),
  payoutAddress: text("payout_address"),
  sortOrder: integer("sort_order").notNull().default(0),
  /** Shown in the home page's strip of official studio partners (the first five by position). */
  onHomeStrip: integer("on_home_strip", { mode: "boolean" }).notNull().default(true),
  version: version(),
});

/**
 * Editions each production house has sold at a fixed price (auction tokens are counted by their
 * sales, not here). Triggers on `production_houses` and `nfts` (migration 0026) keep it in step
 * with every NFT's `quantity - available`, so the home page's top sellers read one row per house
 * instead of summing the catalogue (docs/decisions/121-editions-sold-kept-by-triggers.md).
 */
export const houseEditionsSold = sqliteTable("house_editions_sold", {
  productionHouseId: integer("production_house_id")
    .primaryKey()
    .references(() => productionHouses.id, { onDelete: "cascade" }),
  sold: integer("sold").notNull(),
});

/** Films are the collections NFTs belong to. Coming-soon films have no page yet. */
export const films = sqliteTable(
  "films",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    tagline: text("tagline").notNull(),
    blurb: text("blurb").notNull(),
    year: integer("year").notNull(),
    status: text("status", { enum: ["live", "coming_soon"] }).notNull(),
    posterUrl: text("poster_url").notNull(),
    bannerUrl: text("banner_url").notNull(),
    productionHouseId: integer("production_house_id")
      .notNull()
      .references(() => productionHouses.id),
    sortOrder: integer("sort_order").notNull().default(0),
    published: published(),
    version: version(),
  },
  (t) => [check("films_status", sql`${t.status} IN ('live', 'coming_soon')`)],
);

/**
 * A published and an unpublished NFT: the conditions of the partial indexes on `nfts`, written as
 * their own literals for the reason `isOpenListing` gives below.
 */
export function isPublishedNft(published: SQLWrapper): SQL {
  return sql`${published} = 1`;
}

export function isUnpublishedNft(published: SQLWrapper): SQL {
  return sql`${published} = 0`;
}

/**
 * A collectible design: one film moment in an edition of `quantity` tokens.
 * The spec's denormalised fields (film_name, film_image, movie, production_house, seller image)
 * come from the film and production-house relations.
 */
export const nfts = sqliteTable(
  "nfts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Display serial (the spec's rarity-prefixed id) from the unique id, so it cannot collide (docs/decisions/006-unique-token-ids.md). */
    serial: text("serial").notNull().unique(),
    title: text("title").notNull(),
    mediaUrl: text("media_url").notNull(),
    thumbUrl: text("thumb_url").notNull(),
    filmId: integer("film_id")
      .notNull()
      .references(() => films.id),
    productionHouseId: integer("production_house_id")
      .notNull()
      .references(() => productionHouses.id),
    celebrity: text("celebrity").notNull(),
    rarity: text("rarity", { enum: RARITIES }).notNull(),
    category: text("category").notNull(),
    description: text("description").notNull(),
    about: text("about").notNull(),
    /** Primary-sale price in US cents. */
    priceCents: integer("price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    available: integer("available").notNull(),
    /** The spec's `auction` field: "Yes" is an auction, anything else a fixed price. */
    saleType: text("sale_type", { enum: ["fixed", "auction"] }).notNull(),
    exclusive: text("exclusive").notNull(),
    published: published(),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    check("nfts_rarity", sql`${t.rarity} IN ('Common', 'Rare', 'Ultimate', 'Legendary')`),
    check("nfts_sale_type", sql`${t.saleType} IN ('fixed', 'auction')`),
    check("nfts_price", sql`${t.priceCents} >= 0`),
    check("nfts_quantity", sql`${t.quantity} >= 1`),
    check("nfts_available", sql`${t.available} >= 0 AND ${t.available} <= ${t.quantity}`),
    index("nfts_film").on(t.filmId, t.id),
    index("nfts_rarity").on(t.rarity, t.id),
    index("nfts_celebrity").on(t.celebrity, t.id),
    index("nfts_by_sale_type").on(t.saleType, t.id),
    index("nfts_production_house").on(t.productionHouseId),
    // Counting the public catalogue, or a film's part of it, reads these instead of every NFT row.
    index("nfts_published_by_film").on(t.filmId, t.id).where(isPublishedNft(t.published)),
    index("nfts_unpublished_by_house").on(t.productionHouseId).where(isUnpublishedNft(t.published)),
  ],
);

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Public user id (the spec's uid). */
    uid: text("uid").notNull().unique(),
    name: text("name").notNull(),
    phone: text("phone"),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    googleId: text("google_id").unique(),
    avatarUrl: text("avatar_url"),
    coverUrl: text("cover_url"),
    role: text("role", { enum: ROLES }).notNull().default("user"),
    /**
     * The production house a studio account manages; set exactly when the role is studio (kept by
     * the roles model: a CHECK added here would make the migration rebuild the users table).
     */
    productionHouseId: integer("production_house_id").references(() => productionHouses.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_email").on(sql`lower(${t.email})`),
    index("users_role").on(t.role),
  ],
);

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

/** One record per payment attempt (the spec's checkout collection). */
/** Where an order stands; moves only forward (docs/decisions/017-orders-model.md). */
export const LOTTERY_STATUSES = ["open", "closed", "drawn", "cancelled"] as const;
export type LotteryStatus = (typeof LOTTERY_STATUSES)[number];

export const ORDER_STATUSES = ["quoted", "paid", "minting", "fulfilled", "failed", "refunded", "expired"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * One paid path's record from quote to token, whatever pays it (docs/decisions/017-orders-model.md).
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

/**
 * An open listing and an account's active wallet: the conditions of the partial indexes below, and
 * the one spelling every query uses. A query must write the index's own literal: compared with a
 * bound value instead, the condition would make SQLite plan the statement afresh on every run
 * (docs/decisions/099-statements-planned-once.md). `status` may be an expression of the column.
 */
export function isOpenListing(status: SQLWrapper): SQL {
  return sql`${status} = 'active'`;
}

export function isActiveWallet(active: SQLWrapper): SQL {
  return sql`${active} = 1`;
}

/**
 * Marketplace listings (the spec's metadata collection): a fixed-price resale or an English
 * auction of one token. The chain is the source of truth; these rows are its read model.
 */
export const listings = sqliteTable(
  "listings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    nftId: integer("nft_id")
      .notNull()
      .references(() => nfts.id),
    tokenId: integer("token_id").notNull(),
    onAuction: integer("on_auction", { mode: "boolean" }).notNull(),
    /** The marketplace contract's listing or auction id, once on chain. */
    chainListingId: integer("chain_listing_id"),
    sellerAddress: text("seller_address").notNull(),
    sellerUserId: integer("seller_user_id").references(() => users.id),
    /** Fixed price, or the auction's reserve price. */
    priceWei: wei("price_wei").notNull(),
    /** The spec's NFTUpdatedPrice for auctions: the highest bid so far. */
    highestBidWei: wei("highest_bid_wei"),
    highestBidder: text("highest_bidder"),
    endsAt: integer("ends_at", { mode: "timestamp_ms" }),
    status: text("status", { enum: ["active", "sold", "cancelled", "settled"] })
      .notNull()
      .default("active"),
    /** An auction's buyer fee, fixed by the contract when the auction opened. */
    feeBps: integer("fee_bps"),
    txHash: text("tx_hash"),
    /** Block of the Listed / AuctionCreated event (null until indexed). */
    blockNumber: integer("block_number"),
    createdAt: createdAt(),
    /** When the listing stopped being active: set by a trigger as its status leaves 'active' (drizzle/0042). */
    closedAt: integer("closed_at", { mode: "timestamp_ms" }),
    /**
     * The NFT's rarity, film and actor, copied onto the listing by triggers so that the market's
     * filters read one index (drizzle/0014_listing_facets.sql). Never written by code: null only in
     * the instant between a row's insert and its trigger.
     */
    rarity: text("rarity", { enum: RARITIES }),
    filmId: integer("film_id").references(() => films.id),
    celebrity: text("celebrity"),
  },
  (t) => [
    check("listings_price", sql`${isWei("price_wei")}`),
    check("listings_bid", sql`${t.highestBidWei} IS NULL OR (${isWei("highest_bid_wei")})`),
    check("listings_status", sql`${t.status} IN ('active', 'sold', 'cancelled', 'settled')`),
    check("listings_auction_end", sql`${t.onAuction} = 0 OR ${t.endsAt} IS NOT NULL`),
    uniqueIndex("listings_chain_id").on(t.onAuction, t.chainListingId),
    index("listings_status_created").on(t.status, t.createdAt),
    index("listings_auctions_ending").on(t.onAuction, t.status, t.endsAt),
    // An NFT's listings, and its open auction (the item and sell pages): with the sale kind in the
    // index, the planner no longer walks every open auction through listings_auctions_ending.
    index("listings_nft").on(t.nftId, t.status, t.onAuction),
    // A token's open sale (the sell page, every transfer the indexer applies): without it, a scan of every listing.
    index("listings_token").on(t.tokenId, t.status),
    index("listings_seller").on(t.sellerAddress, t.status, t.createdAt),
    index("listings_seller_created").on(t.sellerAddress, t.createdAt),
    index("listings_seller_user").on(t.sellerUserId, t.status),
    // The market's filters on active listings, newest first, each holding every other filter's
    // columns so a combination is checked in the index (docs/decisions/097-market-filters-on-listings.md).
    index("listings_active_by_rarity").on(t.rarity, t.createdAt, t.filmId, t.celebrity, t.onAuction, t.priceWei).where(isOpenListing(t.status)),
    index("listings_active_by_film").on(t.filmId, t.createdAt, t.rarity, t.celebrity, t.onAuction, t.priceWei).where(isOpenListing(t.status)),
    index("listings_active_by_celebrity").on(t.celebrity, t.createdAt, t.rarity, t.filmId, t.onAuction, t.priceWei).where(isOpenListing(t.status)),
    index("listings_active_price").on(t.onAuction, sql`length(${t.priceWei})`, t.priceWei).where(isOpenListing(t.status)),
    // Collection stats and the market's sorts (docs/decisions/168-collection-stats-and-market-sorting.md):
    // a film's floor now and on each past day, and every active listing by price (status first, so
    // that the planner sees the order given by the index after the status it searches).
    index("listings_active_film_floor").on(t.filmId, t.onAuction, sql`length(${t.priceWei})`, t.priceWei).where(isOpenListing(t.status)),
    index("listings_film_price_history").on(t.filmId, t.onAuction, sql`length(${t.priceWei})`, t.priceWei, t.createdAt, t.closedAt),
    index("listings_active_by_price").on(t.status, sql`length(${t.priceWei})`, t.priceWei, t.id).where(isOpenListing(t.status)),
  ],
);

export const listingIsActive = isOpenListing(listings.status);

export const bids = sqliteTable(
  "bids",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id),
    nftId: integer("nft_id")
      .notNull()
      .references(() => nfts.id),
    userId: integer("user_id").references(() => users.id),
    bidderAddress: text("bidder_address").notNull(),
    amountWei: wei("amount_wei").notNull(),
    txHash: text("tx_hash"),
    logIndex: integer("log_index").notNull().default(0),
    blockNumber: integer("block_number"),
    createdAt: createdAt(),
  },
  (t) => [
    check("bids_amount", sql`${isWei("amount_wei")} AND ${t.amountWei} <> '0'`),
    index("bids_listing").on(t.listingId, t.createdAt),
    index("bids_nft").on(t.nftId, t.createdAt),
    index("bids_user").on(t.userId, t.createdAt),
    index("bids_bidder").on(t.bidderAddress, t.createdAt),
    uniqueIndex("bids_event").on(t.txHash, t.logIndex),
  ],
);

/** Sale history (primary sales, resales and settled auctions) as seen on chain. */
export const sales = sqliteTable(
  "sales",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    nftId: integer("nft_id")
      .notNull()
      .references(() => nfts.id),
    tokenId: integer("token_id").notNull(),
    kind: text("kind", { enum: ["primary", "resale", "auction"] }).notNull(),
    sellerAddress: text("seller_address").notNull(),
    buyerAddress: text("buyer_address").notNull(),
    priceWei: wei("price_wei").notNull(),
    royaltyWei: wei("royalty_wei").notNull(),
    txHash: text("tx_hash").notNull(),
    logIndex: integer("log_index").notNull().default(0),
    blockNumber: integer("block_number"),
    createdAt: createdAt(),
  },
  (t) => [
    check("sales_kind", sql`${t.kind} IN ('primary', 'resale', 'auction')`),
    check("sales_price", sql`${isWei("price_wei")} AND ${isWei("royalty_wei")}`),
    uniqueIndex("sales_event").on(t.txHash, t.logIndex),
    index("sales_nft").on(t.nftId, t.createdAt),
    index("sales_buyer").on(t.buyerAddress, t.createdAt),
    index("sales_seller").on(t.sellerAddress, t.createdAt),
  ],
);

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

/** Named counters (the spec's tokenid, auction_id and listing_id documents). */
export const counters = sqliteTable(
  "counters",
  {
    name: text("name").primaryKey(),
    value: integer("value").notNull().default(0),
  },
  (t) => [check("counters_value", sql`${t.value} >= 0`)],
);

export const notifications = sqliteTable(
  "notifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    tag: text("tag").notNull(),
    text: text("text").notNull(),
    read: integer("read", { mode: "boolean" }).notNull().default(false),
    /**
     * The chain event that caused it ("{tx hash}:{log index}:{kind}"), unique, so a replayed event
     * never notifies twice (docs/decisions/086-trading-notifications.md). Null for other notifications.
     */
    eventKey: text("event_key"),
    createdAt: createdAt(),
  },
  (t) => [index("notifications_user").on(t.userId, t.read, t.createdAt), uniqueIndex("notifications_event").on(t.eventKey)],
);

/** Who follows whom (docs/decisions/085-follows.md): one row per pair, never oneself. */
export const follows = sqliteTable(
  "follows",
  {
    followerId: integer("follower_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    followedId: integer("followed_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followedId] }),
    check("follows_not_self", sql`${t.followerId} <> ${t.followedId}`),
    index("follows_followed").on(t.followedId, t.createdAt),
    index("follows_follower").on(t.followerId, t.createdAt),
  ],
);

export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    /** HTML, sanitised again whenever it is rendered. */
    contentHtml: text("content_html").notNull(),
    authorName: text("author_name").notNull(),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    imageUrl: text("image_url").notNull(),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }).notNull(),
    published: published(),
    version: version(),
  },
  (t) => [index("blog_posts_published").on(t.publishedAt)],
);

export const likes = sqliteTable(
  "likes",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    nftId: integer("nft_id")
      .notNull()
      .references(() => nfts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.nftId] }), index("likes_nft").on(t.nftId)],
);

export const contactMessages = sqliteTable("contact_messages", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  /** What the link that led to the form was about, e.g. "Report collectible #12: …". */
  subject: text("subject"),
  message: text("message").notNull(),
  /** When someone first opened it in the studio inbox; null while unread. */
  readAt: integer("read_at", { mode: "timestamp_ms" }),
  createdAt: createdAt(),
});

export const newsletterSignups = sqliteTable(
  "newsletter_signups",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_email").on(sql`lower(${t.email})`)],
);

export const teamMembers = sqliteTable("team_members", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  role: text("role").notNull(),
  imageUrl: text("image_url").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  version: version(),
});

/** Partners shown on /about and in the footer's Backed By list. */
export const partners = sqliteTable(
  "partners",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    kind: text("kind", { enum: ["partner", "backer"] }).notNull(),
    logoUrl: text("logo_url").notNull(),
    url: text("url"),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [check("partners_kind", sql`${t.kind} IN ('partner', 'backer')`)],
);

// ---------------------------------------------------------------------------------------------
// Chain read model: kept in step with the contracts by the indexer (app/jobs/indexer.server.ts)
// ---------------------------------------------------------------------------------------------

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

/** Every change made in the studio console: who, what, when, and the row before and after. */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Null for a change made from the command line (npm run admin:grant). */
    actorUserId: integer("actor_user_id").references(() => users.id),
    /** e.g. "nft.update", "role.grant". */
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    /** JSON of the row before and after the change; null when it did not exist. */
    before: text("before"),
    after: text("after"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created").on(t.createdAt), index("audit_log_entity").on(t.entity, t.entityId)],
);

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

/* Accounts: sessions, emailed single-use links and rate limits. */

/** How a session was signed in: the email-and-password form, or Google (docs/decisions/146-standard-wallet-out-and-card-delivery.md). */
export const SIGN_IN_METHODS = ["password", "google"] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/**
 * One signed-in browser. The cookie carries a random token; only its SHA-256 hash is stored, so
 * the table alone cannot sign anyone in. A session ends when revoked (logout, password change or
 * reset, "Sign out other devices"), after its idle timeout, or at its absolute expiry.
 */
export const sessions = sqliteTable(
  "sessions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    tokenHash: text("token_hash").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
    /** "Firefox on Windows"-style summary of the browser that signed in. */
    device: text("device").notNull(),
    /** The client address it signed in from, shortened (a /24 or /48 network). */
    network: text("network"),
    /** How the browser signed in; null for sessions started before it was recorded. */
    signInMethod: text("sign_in_method", { enum: SIGN_IN_METHODS }),
  },
  (t) => [index("sessions_user").on(t.userId, t.revokedAt)],
);

export const ACCOUNT_TOKEN_PURPOSES = ["password-reset", "email-change"] as const;

/**
 * Single-use emailed links (password reset, email change confirmation); only a SHA-256 hash of the
 * token is stored. An email change carries the new address until the link is used.
 */
export const accountTokens = sqliteTable(
  "account_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    newEmail: text("new_email"),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("account_tokens_purpose", sql`${t.purpose} IN ('password-reset', 'email-change')`),
    check("account_tokens_new_email", sql`(${t.purpose} = 'email-change') = (${t.newEmail} IS NOT NULL)`),
    index("account_tokens_user").on(t.userId, t.purpose),
  ],
);

/** Rate-limited events (sign-in failures, sign-ups, reset mails, contact messages ...), per rule and key. */
export const rateLimitHits = sqliteTable(
  "rate_limit_hits",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    rule: text("rule").notNull(),
    key: text("key").notNull(),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("rate_limit_hits_key").on(t.rule, t.key, t.at)],
);

/**
 * How many times each kind of kept answer has been invalidated. Every web worker reads it before
 * using a kept answer, so a studio edit served by one worker shows on every worker at once
 * (docs/decisions/089-memos-shared-across-workers.md).
 */
export const cacheGenerations = sqliteTable("cache_generations", {
  name: text("name").primaryKey(),
  value: integer("value").notNull().default(0),
});

/* Wallets (docs/decisions/070-wallets-table.md). */

export const WALLET_KINDS = ["external", "standard"] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];

/**
 * A wallet an account proved it controls: by a signed Sign-In with Ethereum message (external) or
 * because the server created it (standard). An address belongs to one account only; an account has
 * at most one active wallet, the one it trades with. Addresses are stored checksummed.
 */
export const wallets = sqliteTable(
  "wallets",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    address: text("address").notNull().unique(),
    kind: text("kind", { enum: WALLET_KINDS }).notNull(),
    verifiedAt: integer("verified_at", { mode: "timestamp_ms" }).notNull(),
    active: integer("active", { mode: "boolean" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("wallets_kind", sql`${t.kind} IN ('external', 'standard')`),
    uniqueIndex("wallets_one_active").on(t.userId).where(isActiveWallet(t.active)),
    index("wallets_user").on(t.userId),
  ],
);

export const walletIsActive = isActiveWallet(wallets.active);

/**
 * Single-use Sign-In with Ethereum nonces, issued to one account and valid 10 minutes
 * (docs/decisions/071-sign-in-with-ethereum.md).
 */
export const walletNonces = sqliteTable(
  "wallet_nonces",
  {
    nonce: text("nonce").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("wallet_nonces_expiry").on(t.expiresAt)],
);

/*
 * The standard wallet (docs/decisions/137-standard-wallet-custody.md): the account's key, encrypted
 * with AES-256-GCM under STANDARD_WALLET_KEY, and the one-time codes mailed to unlock it.
 */

/** One standard wallet per account; `encrypted_key` is base64 of IV (12 bytes), auth tag (16) and ciphertext. */
export const standardWalletKeys = sqliteTable("standard_wallet_keys", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  address: text("address").notNull().unique(),
  encryptedKey: text("encrypted_key").notNull(),
  createdAt: createdAt(),
});

/** A mailed one-time code: only its SHA-256 hash kept, single use, short-lived, a few attempts. */
export const walletCodes = sqliteTable(
  "wallet_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("wallet_codes_user").on(t.userId)],
);
