/** The Bids tab: each auction the wallet bid on, and how its bid stands. */
import { countDistinct, desc, eq, sql } from "drizzle-orm";
import { amountInCoin } from "~/lib/coin.server";
import { db, prepared } from "~db/client.server";
import { bids, films, listings, nfts } from "~db/schema";
import { cardOf, keptWalletTab, nftColumns, offsetOf, pageCount, PROFILE_PAGE_SIZE, type BidStatus } from "./cards.server";

/**
 * How a wallet's bids on one auction stand: while the auction is open it is leading or outbid;
 * once settled it won or lost. An auction that ended without this wallet winning is lost.
 */
export function bidStatus(auction: { status: "active" | "sold" | "cancelled" | "settled"; highestBidder: string | null }, wallet: string): BidStatus {
  const isHighest = auction.highestBidder !== null && auction.highestBidder.toLowerCase() === wallet.toLowerCase();
  if (auction.status === "active") return isHighest ? "leading" : "outbid";
  return auction.status === "settled" && isHighest ? "won" : "lost";
}

const BID_STATUS_TEXT: Record<BidStatus, string> = { leading: "Leading", outbid: "Outbid", won: "Won", lost: "Lost" };

/** The wallet's latest bid on an auction is its highest: every bid beats the one before. */
const latestBidOf = sql<string>`(
  SELECT own.amount_wei FROM ${bids} own
  WHERE own.listing_id = ${listings.id} AND own.bidder_address = ${sql.placeholder("wallet")}
  ORDER BY own.block_number DESC, own.log_index DESC, own.id DESC LIMIT 1
)`;

const auctionsBidOn = prepared(() =>
  db
    .select({
      ...nftColumns,
      listingId: listings.id,
      status: listings.status,
      highestBidder: listings.highestBidder,
      highestBidWei: listings.highestBidWei,
      myBid: latestBidOf,
      lastBidAt: sql<number>`max(${bids.createdAt})`,
    })
    .from(bids)
    .innerJoin(listings, eq(listings.id, bids.listingId))
    .innerJoin(nfts, eq(nfts.id, listings.nftId))
    .innerJoin(films, eq(films.id, nfts.filmId))
    .where(eq(bids.bidderAddress, sql.placeholder("wallet")))
    .groupBy(bids.listingId)
    .orderBy(desc(sql`max(${bids.createdAt})`), desc(bids.listingId))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare(),
);

const auctionsBidOnCount = prepared(() =>
  db.select({ n: countDistinct(bids.listingId) }).from(bids).where(eq(bids.bidderAddress, sql.placeholder("wallet"))).prepare(),
);

/**
 * Bids: each auction the wallet bid on, with its latest bid and how it stands, linking to the
 * item. Kept until a write to bids or to what cards show (the indexer's bids bump the cards
 * generation: docs/decisions/116-bids-tab-kept-until-a-write.md); how a bid stands follows its
 * listing's status and highest bidder, never the clock.
 */
export const bidsTab = keptWalletTab((address, page) => ({
  page,
  pageCount: pageCount(auctionsBidOnCount().get({ wallet: address })?.n ?? 0),
  items: auctionsBidOn()
    .all({ wallet: address, limit: PROFILE_PAGE_SIZE, offset: offsetOf(page) })
    .map((row) => {
      const status = bidStatus(row, address);
      return cardOf(row, {
        key: `auction-${row.listingId}`,
        href: `/nftdetail/${row.nftId}`,
        detail: `Your bid ${amountInCoin(BigInt(row.myBid))}`,
        status,
        statusText: BID_STATUS_TEXT[status],
      });
    }),
}));
