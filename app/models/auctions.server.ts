import { and, desc, eq, sql } from "drizzle-orm";
import { amountInCoin } from "~/lib/coin.server";
import { transactionUrl } from "~/lib/explorer.server";
import { formatCoin, formatDate, shortAddress } from "~/lib/format";
import { marketFeeRates } from "~/models/fees.server";
import { db, prepared } from "~db/client.server";
import { bids, listingIsActive, listings, users } from "~db/schema";

export type ActiveAuction = {
  listingId: number;
  reserveWei: bigint;
  highestBidWei: bigint | null;
  endsAt: number;
  status: "active" | "sold" | "cancelled" | "settled";
  /** The buyer fee the contract fixed when the auction opened; null until indexed. */
  feeBps: number | null;
};

const activeAuctionStatement = prepared(() =>
  db
    .select({
      listingId: listings.id,
      reserveWei: listings.priceWei,
      highestBidWei: listings.highestBidWei,
      endsAt: listings.endsAt,
      status: listings.status,
      feeBps: listings.feeBps,
    })
    .from(listings)
    .where(and(eq(listings.nftId, sql.placeholder("nftId")), eq(listings.onAuction, true), listingIsActive))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(1)
    .prepare(),
);

/** The NFT's auction that is still open (live, or ended and waiting for settlement); null if none. */
export function activeAuctionForNft(nftId: number): ActiveAuction | null {
  const [row] = activeAuctionStatement().all({ nftId });
  // An auction listing always has an end (a check constraint); the guard keeps the type honest.
  if (!row || !row.endsAt) return null;
  return { ...row, endsAt: row.endsAt.getTime() };
}

/**
 * What the detail page shows of an auction, amounts as text. "live" takes bids; "ended" waits
 * for settlement (docs/decisions/008-auctions-settle.md), which anyone may trigger after the end.
 */
export function auctionView(auction: ActiveAuction, now = Date.now()) {
  const previousBidWei = auction.highestBidWei ?? auction.reserveWei;
  return {
    listingId: auction.listingId,
    /** What the next bid must beat (or, before the first bid, reach), in wei as decimal text. */
    previousBidWei: previousBidWei.toString(),
    hasBids: auction.highestBidWei !== null,
    feeBps: auction.feeBps ?? marketFeeRates().resaleBps,
    state: auction.endsAt > now ? ("live" as const) : ("ended" as const),
    endsAt: auction.endsAt,
    /** The server's clock when `state` was decided: the countdown starts from it until the browser's takes over. */
    asOf: now,
    reserve: amountInCoin(auction.reserveWei),
    lastBid: auction.highestBidWei === null ? null : amountInCoin(auction.highestBidWei),
    /** The amount the next bid must beat, as a plain decimal for the bid input's minimum. */
    previousBid: formatCoin(previousBidWei),
    previousBidLabel: amountInCoin(previousBidWei),
  };
}

export type AuctionView = ReturnType<typeof auctionView>;

export type HistoryEntry = {
  id: number;
  name: string;
  txHash: string | null;
  txLabel: string | null;
  txUrl: string | null;
  value: string;
  date: string;
};

const bidHistoryStatement = prepared(() =>
  db
    .select({ bid: bids, userName: users.name })
    .from(bids)
    .leftJoin(users, eq(users.id, bids.userId))
    .where(eq(bids.listingId, sql.placeholder("listingId")))
    .orderBy(desc(bids.createdAt), desc(bids.id))
    .limit(sql.placeholder("limit"))
    .prepare(),
);

/** Bids of one auction, newest first; a bidder with an account shows by name, others by address. */
export function bidHistory(listingId: number, limit = 50): HistoryEntry[] {
  return bidHistoryStatement()
    .all({ listingId, limit })
    .map(({ bid, userName }) => ({
      id: bid.id,
      name: userName ?? shortAddress(bid.bidderAddress),
      txHash: bid.txHash,
      txLabel: bid.txHash ? shortAddress(bid.txHash) : null,
      txUrl: transactionUrl(bid.txHash),
      value: amountInCoin(bid.amountWei),
      date: formatDate(bid.createdAt),
    }));
}

const lastAuctionStatement = prepared(() =>
  db
    .select({ listingId: listings.id, status: listings.status, highestBidWei: listings.highestBidWei, highestBidder: listings.highestBidder })
    .from(listings)
    .where(and(eq(listings.nftId, sql.placeholder("nftId")), eq(listings.onAuction, true)))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(1)
    .prepare(),
);

const winnerNameStatement = prepared(() =>
  db
    .select({ name: users.name })
    .from(bids)
    .innerJoin(users, eq(users.id, bids.userId))
    .where(and(eq(bids.listingId, sql.placeholder("listingId")), sql`lower(${bids.bidderAddress}) = lower(${sql.placeholder("bidder")})`))
    .orderBy(desc(bids.id))
    .limit(1)
    .prepare(),
);

/** How a finished auction ended, as text: who won at what price, or that nobody bid. */
export function auctionOutcome(auction: { listingId: number; status: string; highestBidWei: bigint | null; highestBidder: string | null }): string | null {
  if (auction.status === "cancelled") return "The seller cancelled this auction before any bid.";
  if (auction.status !== "settled") return null;
  if (auction.highestBidWei === null || !auction.highestBidder) return "This auction ended without a bid.";
  const [winner] = winnerNameStatement().all({ listingId: auction.listingId, bidder: auction.highestBidder });
  return `Won by ${winner?.name ?? shortAddress(auction.highestBidder)} for ${amountInCoin(auction.highestBidWei)}`;
}

/** The outcome of the NFT's latest auction once it is over (settled or cancelled); null while one is open or there was none. */
export function lastAuctionOutcome(nftId: number): string | null {
  const [row] = lastAuctionStatement().all({ nftId });
  return row ? auctionOutcome(row) : null;
}
