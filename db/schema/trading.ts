/** The market: listings (fixed-price resales and auctions), the bids on auctions, and sales. */
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, isWei, wei, RARITIES } from "./columns";
import { users } from "./accounts";
import { films, nfts } from "./catalogue";

/**
 * An open listing: the condition of the partial indexes on `listings` below, and the one spelling
 * every query uses. A query must write the index's own literal: compared with a bound value
 * instead, the condition would make SQLite plan the statement afresh on every run
 * (docs/decisions/099-statements-planned-once.md). `status` may be an expression of the column.
 */
export function isOpenListing(status: SQLWrapper): SQL {
  return sql`${status} = 'active'`;
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
    /** When the listing stopped being active: set by a trigger as its status leaves 'active' (drizzle/0044). */
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

/**
 * A listing its seller signed instead of sending (docs/decisions/177-gasless-listings.md): the
 * values of the EIP-712 SignedListing beside its `listings` row (seller, token and price live
 * there), the signature a buyer's transaction carries, and the digest the market's events name.
 */
export const signedListings = sqliteTable(
  "signed_listings",
  {
    listingId: integer("listing_id")
      .primaryKey()
      .references(() => listings.id, { onDelete: "cascade" }),
    digest: text("digest").notNull(),
    signature: text("signature").notNull(),
    /** The token's transfer count on the collectible when signed. */
    transferCount: integer("transfer_count").notNull(),
    /** The seller's signedListingNonce when signed. */
    nonce: integer("nonce").notNull(),
    /** Unix seconds after which the market refuses it. */
    deadline: integer("deadline").notNull(),
  },
  (t) => [uniqueIndex("signed_listings_digest").on(t.digest)],
);

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

export const OFFER_STATUSES = ["active", "accepted", "cancelled", "declined", "expired", "outbid"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/**
 * Offers on tokens as the market records them (docs/decisions/173-offers.md): one row per
 * `OfferMade`, its status moved by `OfferEnded` and `OfferAccepted`. A token has at most one
 * active offer on chain; an active row past `expires_at` has expired but not yet been ended.
 */
export const offers = sqliteTable(
  "offers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The market's offer id. */
    chainOfferId: integer("chain_offer_id").notNull(),
    tokenId: integer("token_id").notNull(),
    nftId: integer("nft_id")
      .notNull()
      .references(() => nfts.id),
    buyerAddress: text("buyer_address").notNull(),
    buyerUserId: integer("buyer_user_id").references(() => users.id),
    amountWei: wei("amount_wei").notNull(),
    /** The buyer fee held with the amount, at the rate in force when the offer was made. */
    feeWei: wei("fee_wei").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    status: text("status", { enum: OFFER_STATUSES }).notNull().default("active"),
    txHash: text("tx_hash").notNull(),
    blockNumber: integer("block_number").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("offers_amount", sql`${isWei("amount_wei")} AND ${t.amountWei} <> '0' AND ${isWei("fee_wei")}`),
    check("offers_status", sql`${t.status} IN ('active', 'accepted', 'cancelled', 'declined', 'expired', 'outbid')`),
    uniqueIndex("offers_chain_id").on(t.chainOfferId),
    // A token's offer (its pages, the owner's profile, the keeper's expired offers).
    index("offers_token").on(t.tokenId, t.status),
    // The keeper's expired offers: written as the literal that `offerIsActive` repeats (docs/decisions/099-statements-planned-once.md).
    index("offers_active_expiry").on(t.expiresAt).where(sql`${t.status} = 'active'`),
    index("offers_buyer").on(t.buyerAddress, t.createdAt),
  ],
);

/** An offer not yet accepted or ended on chain, as the partial index `offers_active_expiry` spells it. */
export const offerIsActive = sql`${offers.status} = 'active'`;
