import { eq, sql } from "drizzle-orm";
import { config } from "~/config.server";
import { amountInCoin } from "~/lib/coin.server";
import { applyBps, formatBps, formatUsd, shortAddress } from "~/lib/format";
import { keptUntilCardsChange } from "~/lib/memo.server";
import { weiToUsd } from "~/services/rates.server";
import { db, prepared } from "~db/client.server";
import { auctionOutcome, auctionView } from "./auctions.server";
import { marketFeeRates } from "./fees.server";
import { films, listings, nfts, productionHouses } from "~db/schema";

/**
 * What a buyer can do with a listing right now: buy it (fixed price), bid (live auction),
 * wait for settlement (auction past its end) or nothing (sold, cancelled, settled, or a listing
 * ended because its token moved).
 */
export type ListingState = "fixed" | "auction" | "auction-ended" | "closed";

const listingStatement = prepared(() =>
  db
    .select({ listing: listings, nft: nfts, filmName: films.name, studioName: productionHouses.name })
    .from(listings)
    .innerJoin(nfts, eq(nfts.id, listings.nftId))
    .innerJoin(films, eq(films.id, nfts.filmId))
    .innerJoin(productionHouses, eq(productionHouses.id, nfts.productionHouseId))
    .where(eq(listings.id, sql.placeholder("listingId")))
    .prepare(),
);

/**
 * A listing with its NFT, film and studio, kept until a write to any of them
 * (docs/decisions/098-card-reads-kept-until-a-write.md). Read-only: the page is built from it
 * afresh on every request, since its state also follows the clock.
 */
const listingRow = keptUntilCardsChange((listingId: number) => listingStatement().all({ listingId })[0] ?? null, { key: String });

/**
 * Everything the buy/bid page (/nfttransfer/{id}, /transfer/{id}) shows for one marketplace
 * listing, with every amount already formatted (loaders cannot carry bigint). Null when no
 * listing has that id.
 */
export function listingPage(listingId: number, now = Date.now()) {
  const row = listingRow(listingId);
  if (!row) return null;
  const { listing, nft } = row;
  const endsAt = listing.endsAt ? listing.endsAt.getTime() : null;

  let state: ListingState;
  if (listing.status !== "active") state = "closed";
  else if (!listing.onAuction) state = "fixed";
  else state = endsAt !== null && endsAt <= now ? "auction-ended" : "auction";

  const fees = marketFeeRates();
  const feeBps = listing.feeBps ?? fees.resaleBps;
  const buyerFeeWei = applyBps(listing.priceWei, feeBps);

  return {
    id: listing.id,
    state,
    tokenId: listing.tokenId,
    endsAt,
    seller: { address: listing.sellerAddress, label: shortAddress(listing.sellerAddress) },
    nft: {
      id: nft.id,
      title: nft.title,
      mediaUrl: nft.mediaUrl,
      thumbUrl: nft.thumbUrl,
      rarity: nft.rarity,
      description: nft.description,
      category: nft.category,
      movie: row.filmName,
      celebrity: nft.celebrity,
      production: row.studioName,
      quantity: nft.quantity,
      available: nft.available,
      exclusive: nft.exclusive,
    },
    chainName: config.chain.name,
    lastBid: listing.highestBidWei ? amountInCoin(listing.highestBidWei) : null,
    /** An open auction as the bid panel shows it (live, or ended and waiting for settlement). */
    auction:
      listing.onAuction && listing.status === "active" && endsAt !== null
        ? auctionView({ listingId: listing.id, reserveWei: listing.priceWei, highestBidWei: listing.highestBidWei, endsAt, status: listing.status, feeBps: listing.feeBps }, now)
        : null,
    /** How a closed auction ended: who won at what price. */
    outcome: listing.onAuction ? auctionOutcome({ listingId: listing.id, status: listing.status, highestBidWei: listing.highestBidWei, highestBidder: listing.highestBidder }) : null,
    /** Auctions: the real reserve price the first bid must reach. */
    reserve: listing.onAuction ? amountInCoin(listing.priceWei) : null,
    /** Fixed-price listings: the price, the buyer fee line item and what the buyer pays. */
    fixedPrice: listing.onAuction
      ? null
      : {
          price: amountInCoin(listing.priceWei),
          /** The price the buyer sees, sent back with Buy NFT so a changed price is never paid unseen. */
          priceWei: listing.priceWei.toString(),
          priceUsd: formatUsd(weiToUsd(listing.priceWei)),
          feeRate: formatBps(feeBps),
          fee: amountInCoin(buyerFeeWei),
          total: amountInCoin(listing.priceWei + buyerFeeWei),
        },
    royaltyRate: formatBps(fees.royaltyBps),
  };
}

export type ListingPageData = NonNullable<ReturnType<typeof listingPage>>;
