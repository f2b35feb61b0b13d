/**
 * One handler per contract event: how each event changes the read model. Every handler is
 * idempotent (a replayed event leaves the same rows) and keys the rows it creates by the event
 * itself (transaction hash and log index), so one transaction may emit many events of a kind.
 * (docs/decisions/054-events-keyed-by-position.md)
 */
import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { ZeroAddress, type Log, type Result } from "ethers";
import type { Db } from "~db/client.server";
import { bids, chainTransfers, listingIsActive, listings, marketFees, nfts, offers, sales, tokens, type OfferStatus } from "~db/schema";
import {
  auctionWonNotification,
  itemSoldNotification,
  notifyOnce,
  offerAcceptedNotification,
  offerEndedNotification,
  offerReceivedNotification,
  outbidNotification,
} from "~/models/notifications.server";
import { fulfilOffChainOrder } from "~/models/card-payments.server";
import { applyTicketsBought } from "~/models/lottery-wallet.server";
import { endSignedListing, endSignedListingsBelowNonce, endSignedListingsOfMovedToken } from "~/models/signed-listings.server";
import { fulfilOrder } from "~/models/orders.server";
import { userIdForAddress } from "~/models/wallets.server";
import { nftIdFromTokenUri, type ChainContext } from "~/services/chain.server";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** One decoded event with what its handler may need beside the database. */
export type IndexedEvent = {
  log: Log;
  args: Result;
  /** The block's time. */
  at: Date;
  chain: ChainContext;
  /** Token URIs of the tokens minted in this batch, read from the node before the transaction. */
  tokenUris: ReadonlyMap<number, string>;
};

export type EventHandler = (tx: Tx, event: IndexedEvent) => void;


const userIdByWallet = (tx: Tx, address: string) => userIdForAddress(address, tx);

function nftIdOfToken(tx: Tx, tokenId: number): number | null {
  return tx.select({ nftId: tokens.nftId }).from(tokens).where(eq(tokens.tokenId, tokenId)).get()?.nftId ?? null;
}

/** Which listing row a market event means: the market numbers fixed-price listings and auctions apart. */
const marketListing = (onAuction: boolean, chainListingId: number) =>
  and(eq(listings.onAuction, onAuction), eq(listings.chainListingId, chainListingId));

function listingRow(tx: Tx, onAuction: boolean, chainListingId: number) {
  return tx.select({ id: listings.id, nftId: listings.nftId }).from(listings).where(marketListing(onAuction, chainListingId)).get();
}

/**
 * Notifies the account behind a wallet about an event, once per event and kind; a wallet no
 * account has proven gets nothing (docs/decisions/086-trading-notifications.md).
 */
function notifyWallet(
  tx: Tx,
  address: string,
  { log }: IndexedEvent,
  kind: "outbid" | "won" | "sold" | "offer" | "offer-accepted" | "offer-outbid" | "offer-expired" | "offer-declined",
  notification: (nftTitle: string) => Parameters<typeof notifyOnce>[2],
  nftId: number,
) {
  const userId = userIdByWallet(tx, address);
  const title = tx.select({ title: nfts.title }).from(nfts).where(eq(nfts.id, nftId)).get()?.title;
  if (userId === null || title === undefined) return;
  notifyOnce(tx, userId, notification(title), `${log.transactionHash}:${log.index}:${kind}`);
}

type ListingValues = { tokenId: number; sellerAddress: string; priceWei: bigint; endsAt?: Date; feeBps?: number };

/** Stores a new listing or auction, or refreshes the row a replayed (or seeded) event already stored. */
function upsertListing(tx: Tx, onAuction: boolean, chainListingId: number, values: ListingValues, { log, at }: IndexedEvent) {
  const columns = { ...values, txHash: log.transactionHash, blockNumber: log.blockNumber };
  const existing = listingRow(tx, onAuction, chainListingId);
  if (existing) {
    tx.update(listings).set(columns).where(eq(listings.id, existing.id)).run();
    return;
  }
  const nftId = nftIdOfToken(tx, values.tokenId);
  if (nftId === null) throw new Error(`token ${values.tokenId} is not a Diginoor edition the indexer knows`);
  tx.insert(listings)
    .values({ ...columns, nftId, onAuction, chainListingId, sellerUserId: userIdByWallet(tx, values.sellerAddress), status: "active", createdAt: at })
    .run();
}

function recordSale(
  tx: Tx,
  { log, at }: IndexedEvent,
  entry: { kind: "primary" | "resale" | "auction"; tokenId: number; nftId: number | null; seller: string; buyer: string; price: bigint; royalty: bigint },
) {
  if (entry.nftId === null) throw new Error(`the sale of token ${entry.tokenId} names no NFT the indexer knows`);
  tx.insert(sales)
    .values({
      nftId: entry.nftId,
      tokenId: entry.tokenId,
      kind: entry.kind,
      sellerAddress: entry.seller,
      buyerAddress: entry.buyer,
      priceWei: entry.price,
      royaltyWei: entry.royalty,
      txHash: log.transactionHash,
      logIndex: log.index,
      blockNumber: log.blockNumber,
      createdAt: at,
    })
    // Rows stored before block numbers were kept get theirs on a replay.
    .onConflictDoUpdate({ target: [sales.txHash, sales.logIndex], set: { blockNumber: log.blockNumber } })
    .run();
}

/** SQL: the stored amount (decimal text) is at most `amount`. */
const weiAtMost = (column: typeof listings.highestBidWei, amount: bigint) => {
  const digits = amount.toString();
  return sql`(${column} IS NULL OR length(${column}) < ${digits.length} OR (length(${column}) = ${digits.length} AND ${column} <= ${digits}))`;
};

const transfer: EventHandler = (tx, event) => {
  const { args, log } = event;
  const tokenId = Number(args.tokenId);
  const owner = args.to as string;
  tx.insert(chainTransfers)
    .values({ tokenId, fromAddress: args.from as string, toAddress: owner, txHash: log.transactionHash, logIndex: log.index, blockNumber: log.blockNumber })
    .onConflictDoNothing()
    .run();
  if (args.from === ZeroAddress) {
    const uri = event.tokenUris.get(tokenId);
    tx.insert(tokens)
      .values({ tokenId, nftId: uri ? nftIdFromTokenUri(uri) : null, ownerAddress: owner, mintTxHash: log.transactionHash, mintBlock: log.blockNumber, updatedBlock: log.blockNumber, createdAt: event.at })
      .onConflictDoUpdate({ target: tokens.tokenId, set: { mintBlock: log.blockNumber } })
      .run();
  }
  // Only a transfer at least as new as the last one applied moves the token.
  const moved = tx
    .update(tokens)
    .set({ ownerAddress: owner, updatedBlock: log.blockNumber })
    .where(and(eq(tokens.tokenId, tokenId), sql`${tokens.updatedBlock} <= ${log.blockNumber}`))
    .run();
  if (moved.changes === 0) return;
  // Any move of the token ends its fixed-price listing for good, as the contract does (docs/decisions/050-listings-follow-the-token.md).
  if (args.from === ZeroAddress) return;
  tx.update(listings)
    .set({ status: "cancelled" })
    .where(and(eq(listings.tokenId, tokenId), eq(listings.onAuction, false), listingIsActive, isNotNull(listings.chainListingId)))
    .run();
  endSignedListingsOfMovedToken(tx, tokenId, log.blockNumber);
};

const primarySale: EventHandler = (tx, event) => {
  const { args, log, chain, at } = event;
  const tokenId = Number(args.tokenId);
  const nftId = Number(args.nftId);
  recordSale(tx, event, { kind: "primary", tokenId, nftId, seller: chain.deployment.market, buyer: args.buyer, price: args.price, royalty: args.royalty });
  fulfilOrder(tx, { chainOrderId: args.orderId as string, tokenId, nftId, buyer: args.buyer as string, txHash: log.transactionHash, logIndex: log.index, blockNumber: log.blockNumber, at });
};

/** A wallet's payment for a ticket order issues its tickets (docs/decisions/162-lottery-tickets-on-chain.md). */
const ticketsBought: EventHandler = (tx, { args, log, at }) => {
  applyTicketsBought(tx, { chainOrderId: args.orderId as string, buyer: args.buyer as string, txHash: log.transactionHash, logIndex: log.index, blockNumber: log.blockNumber, at });
};

const listed: EventHandler = (tx, event) => {
  const { args } = event;
  upsertListing(tx, false, Number(args.listingId), { tokenId: Number(args.tokenId), sellerAddress: args.seller as string, priceWei: args.price as bigint }, event);
};

const listingPriceUpdated: EventHandler = (tx, { args }) => {
  tx.update(listings).set({ priceWei: args.newPrice as bigint }).where(marketListing(false, Number(args.listingId))).run();
};

const listingCancelled: EventHandler = (tx, { args }) => {
  tx.update(listings).set({ status: "cancelled" }).where(marketListing(false, Number(args.listingId))).run();
};

const listingSold: EventHandler = (tx, event) => {
  const { args } = event;
  const tokenId = Number(args.tokenId);
  tx.update(listings).set({ status: "sold" }).where(marketListing(false, Number(args.listingId))).run();
  const nftId = nftIdOfToken(tx, tokenId);
  recordSale(tx, event, { kind: "resale", tokenId, nftId, seller: args.seller, buyer: args.buyer, price: args.price, royalty: args.royalty });
  if (nftId !== null) notifyWallet(tx, args.seller as string, event, "sold", (title) => itemSoldNotification(title, args.price as bigint), nftId);
};

/** A signed listing was bought (docs/decisions/177-gasless-listings.md): a resale like a listing's. */
const signedListingSold: EventHandler = (tx, event) => {
  const { args } = event;
  const tokenId = Number(args.tokenId);
  endSignedListing(tx, args.digest as string, "sold");
  const nftId = nftIdOfToken(tx, tokenId);
  recordSale(tx, event, { kind: "resale", tokenId, nftId, seller: args.seller, buyer: args.buyer, price: args.price, royalty: args.royalty });
  if (nftId !== null) notifyWallet(tx, args.seller as string, event, "sold", (title) => itemSoldNotification(title, args.price as bigint), nftId);
};

const signedListingCancelled: EventHandler = (tx, { args }) => {
  endSignedListing(tx, args.digest as string, "cancelled");
};

const signedListingNonceRaised: EventHandler = (tx, { args }) => {
  endSignedListingsBelowNonce(tx, args.seller as string, Number(args.nonce));
};

const auctionCreated: EventHandler = (tx, event) => {
  const { args } = event;
  upsertListing(
    tx,
    true,
    Number(args.auctionId),
    {
      tokenId: Number(args.tokenId),
      sellerAddress: args.seller as string,
      priceWei: args.reservePrice as bigint,
      endsAt: new Date(Number(args.endTime) * 1000),
      feeBps: Number(args.feeBps),
    },
    event,
  );
};

/** A bid in an auction's last minutes moves its end (docs/decisions/022-auction-rules.md). */
const auctionExtended: EventHandler = (tx, { args }) => {
  tx.update(listings).set({ endsAt: new Date(Number(args.endTime) * 1000) }).where(marketListing(true, Number(args.auctionId))).run();
};

const auctionCancelled: EventHandler = (tx, { args }) => {
  tx.update(listings).set({ status: "cancelled" }).where(marketListing(true, Number(args.auctionId))).run();
};

const bidPlaced: EventHandler = (tx, event) => {
  const { args, log } = event;
  const listing = listingRow(tx, true, Number(args.auctionId));
  if (!listing) throw new Error(`auction ${args.auctionId} is not in the read model`);
  const amount = args.amount as bigint;
  // A bid stored before log indexes were kept (one per transaction then) is this event's row.
  tx.update(bids)
    .set({ logIndex: log.index, blockNumber: log.blockNumber })
    .where(and(eq(bids.txHash, log.transactionHash), isNull(bids.blockNumber)))
    .run();
  tx.insert(bids)
    .values({
      listingId: listing.id,
      nftId: listing.nftId,
      userId: userIdByWallet(tx, args.bidder),
      bidderAddress: args.bidder,
      amountWei: amount,
      txHash: log.transactionHash,
      logIndex: log.index,
      blockNumber: log.blockNumber,
      createdAt: event.at,
    })
    .onConflictDoNothing()
    .run();
  // Bids only ever rise, so the larger of the stored and the event's amount is the highest.
  tx.update(listings)
    .set({ highestBidWei: amount, highestBidder: args.bidder as string })
    .where(and(eq(listings.id, listing.id), weiAtMost(listings.highestBidWei, amount)))
    .run();
};

const auctionSettled: EventHandler = (tx, event) => {
  const { args } = event;
  const listing = listingRow(tx, true, Number(args.auctionId));
  if (!listing) throw new Error(`auction ${args.auctionId} is not in the read model`);
  tx.update(listings).set({ status: "settled" }).where(eq(listings.id, listing.id)).run();
  if (args.winner === ZeroAddress) return;
  recordSale(tx, event, { kind: "auction", tokenId: Number(args.tokenId), nftId: listing.nftId, seller: args.seller, buyer: args.winner, price: args.amount, royalty: args.royalty });
  const amount = args.amount as bigint;
  notifyWallet(tx, args.winner as string, event, "won", (title) => auctionWonNotification(title, amount), listing.nftId);
  notifyWallet(tx, args.seller as string, event, "sold", (title) => itemSoldNotification(title, amount), listing.nftId);
};

/** The market credits an outbid bidder's refund: that bidder hears they were outbid. */
const bidRefundCredited: EventHandler = (tx, event) => {
  const { args } = event;
  const listing = listingRow(tx, true, Number(args.auctionId));
  if (!listing) throw new Error(`auction ${args.auctionId} is not in the read model`);
  // A leader raising their own bid is refunded the old one, but nobody outbid them.
  const newBid = tx
    .select({ bidder: bids.bidderAddress })
    .from(bids)
    .where(and(eq(bids.txHash, event.log.transactionHash), eq(bids.listingId, listing.id)))
    .orderBy(desc(bids.logIndex))
    .get();
  if (newBid && newBid.bidder.toLowerCase() === (args.bidder as string).toLowerCase()) return;
  notifyWallet(tx, args.bidder as string, event, "outbid", (title) => outbidNotification(title, args.amount as bigint), listing.nftId);
};

/** The contract's `OfferEnd` reasons, in its order, as the read model's statuses. */
const OFFER_END_STATUS: readonly OfferStatus[] = ["cancelled", "declined", "expired", "outbid"];

const offerRow = (tx: Tx, chainOfferId: number) => tx.select().from(offers).where(eq(offers.chainOfferId, chainOfferId)).get();

/**
 * A new offer (docs/decisions/173-offers.md): its row, and a notice to the token's owner. The offer
 * it replaced ended as outbid in this same transaction, just before: a token's offers follow one
 * another, so that is the token's previous offer, and its offerer hears of it unless they raised
 * their own offer.
 */
const offerMade: EventHandler = (tx, event) => {
  const { args, log, at } = event;
  const tokenId = Number(args.tokenId);
  const nftId = nftIdOfToken(tx, tokenId);
  if (nftId === null) throw new Error(`token ${tokenId} is not a Diginoor edition the indexer knows`);
  const offerId = Number(args.offerId);
  const buyer = args.buyer as string;
  const amount = args.amount as bigint;
  tx.insert(offers)
    .values({
      chainOfferId: offerId,
      tokenId,
      nftId,
      buyerAddress: buyer,
      buyerUserId: userIdByWallet(tx, buyer),
      amountWei: amount,
      feeWei: args.fee as bigint,
      expiresAt: new Date(Number(args.expiresAt) * 1000),
      txHash: log.transactionHash,
      blockNumber: log.blockNumber,
      createdAt: at,
    })
    .onConflictDoNothing()
    .run();
  const owner = tx.select({ owner: tokens.ownerAddress }).from(tokens).where(eq(tokens.tokenId, tokenId)).get()?.owner;
  if (owner) notifyWallet(tx, owner, event, "offer", (title) => offerReceivedNotification(title, amount), nftId);
  const previous = tx
    .select()
    .from(offers)
    .where(and(eq(offers.tokenId, tokenId), sql`${offers.chainOfferId} < ${offerId}`))
    .orderBy(desc(offers.chainOfferId))
    .get();
  if (previous?.status === "outbid" && previous.buyerAddress.toLowerCase() !== buyer.toLowerCase()) {
    const refund = previous.amountWei + previous.feeWei;
    notifyWallet(tx, previous.buyerAddress, event, "offer-outbid", (title) => offerEndedNotification("outbid", title, refund), nftId);
  }
};

/** An offer ended without a sale; its offerer hears when it expired or the owner declined it. */
const offerEnded: EventHandler = (tx, event) => {
  const { args } = event;
  const status = OFFER_END_STATUS[Number(args.reason)];
  if (!status) throw new Error(`offer ${args.offerId} ended for an unknown reason ${args.reason}`);
  const row = offerRow(tx, Number(args.offerId));
  if (!row) throw new Error(`offer ${args.offerId} is not in the read model`);
  tx.update(offers).set({ status }).where(eq(offers.id, row.id)).run();
  if (status === "expired" || status === "declined") {
    const refund = args.refund as bigint;
    notifyWallet(tx, row.buyerAddress, event, `offer-${status}`, (title) => offerEndedNotification(status, title, refund), row.nftId);
  }
};

/** The owner sold the token for the offer: a resale, and notices to both sides. */
const offerAccepted: EventHandler = (tx, event) => {
  const { args } = event;
  const row = offerRow(tx, Number(args.offerId));
  if (!row) throw new Error(`offer ${args.offerId} is not in the read model`);
  tx.update(offers).set({ status: "accepted" }).where(eq(offers.id, row.id)).run();
  const amount = args.amount as bigint;
  recordSale(tx, event, { kind: "resale", tokenId: row.tokenId, nftId: row.nftId, seller: args.seller, buyer: args.buyer, price: amount, royalty: args.royalty });
  notifyWallet(tx, args.buyer as string, event, "offer-accepted", (title) => offerAcceptedNotification(title, amount), row.nftId);
  notifyWallet(tx, args.seller as string, event, "sold", (title) => itemSoldNotification(title, amount), row.nftId);
};

/** The fees pages show are the ones the contract charges (docs/decisions/052-fees-from-the-contract.md). */
const feesUpdated: EventHandler = (tx, { args }) => {
  const rates = { primaryFeeBps: Number(args.primaryFeeBps), resaleFeeBps: Number(args.resaleFeeBps), updatedAt: new Date() };
  tx.insert(marketFees).values({ id: 1, ...rates }).onConflictDoUpdate({ target: marketFees.id, set: rates }).run();
};

/**
 * A mint for an order paid off-chain (card) fulfils it and is that item's primary sale, sold by
 * the market as a wallet's is; a wallet order waits for its PrimarySale, which records its sale.
 */
const orderMinted: EventHandler = (tx, event) => {
  const { args, log, chain, at } = event;
  const tokenId = Number(args.tokenId);
  const nftId = Number(args.nftId);
  const buyer = args.to as string;
  const sold = fulfilOffChainOrder(tx, { chainOrderId: args.orderId as string, tokenId, nftId, buyer, txHash: log.transactionHash, logIndex: log.index, blockNumber: log.blockNumber, at });
  if (sold) recordSale(tx, event, { kind: "primary", tokenId, nftId, seller: chain.deployment.market, buyer, price: sold.priceWei, royalty: 0n });
};

/** Events of the collectible the read model follows; others are ignored. */
export const collectibleHandlers: Readonly<Record<string, EventHandler>> = { Transfer: transfer, OrderMinted: orderMinted };

/** Events of the market the read model follows; others (payouts, withdrawals, settings) are ignored. */
export const marketHandlers: Readonly<Record<string, EventHandler>> = {
  PrimarySale: primarySale,
  TicketsBought: ticketsBought,
  Listed: listed,
  ListingPriceUpdated: listingPriceUpdated,
  ListingCancelled: listingCancelled,
  ListingSold: listingSold,
  SignedListingSold: signedListingSold,
  SignedListingCancelled: signedListingCancelled,
  SignedListingNonceRaised: signedListingNonceRaised,
  AuctionCreated: auctionCreated,
  AuctionExtended: auctionExtended,
  AuctionCancelled: auctionCancelled,
  BidPlaced: bidPlaced,
  BidRefundCredited: bidRefundCredited,
  AuctionSettled: auctionSettled,
  OfferMade: offerMade,
  OfferEnded: offerEnded,
  OfferAccepted: offerAccepted,
  FeesUpdated: feesUpdated,
};
