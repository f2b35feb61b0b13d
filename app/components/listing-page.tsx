import { Link } from "@remix-run/react";
import { Countdown } from "~/components/countdown";
import { FactList } from "~/components/fact-list";
import type { ListingPageData } from "~/models/listing-page.server";
import { ListingDetails, NftProperties } from "~/components/nft-properties";
import { CollectibleLayout } from "~/components/collectible-layout";
import { FollowButton, type FollowTargetView } from "~/components/follow-button";

/** What the buyer can do now, by listing state. Buying and bidding start at the wallet page. */
function ListingAction({ listing, renderedAt }: { listing: ListingPageData; renderedAt: number }) {
  switch (listing.state) {
    case "fixed": {
      const price = listing.fixedPrice!;
      return (
        <section className="listing__panel" aria-labelledby="listing-price">
          <h2 id="listing-price" className="listing__panel-title">
            Fixed Price
          </h2>
          <p className="listing__price">
            {price.price} <span className="dim">≈ {price.priceUsd}</span>
          </p>
          <FactList
            className="listing__lines"
            facts={[
              ["Price", price.price],
              [`Buyer fee (${price.feeRate})`, price.fee],
              ["You pay", price.total, "listing__total"],
            ]}
          />
          <p className="dim">
            {listing.royaltyRate} royalty goes to {listing.nft.production} on this sale, paid from the price.
          </p>
          <Link to="/wallet" className="button" aria-describedby="listing-buy-hint">
            Buy NFT
          </Link>
          <p id="listing-buy-hint" className="dim listing__hint">
            Connect a wallet to buy.
          </p>
        </section>
      );
    }
    case "auction":
      return (
        <section className="listing__panel" aria-labelledby="listing-auction">
          <h2 id="listing-auction" className="listing__panel-title">
            Auction ends in
          </h2>
          <Countdown endsAt={listing.endsAt!} renderedAt={renderedAt} label="Time left in this auction" />
          <Link to="/wallet" className="button" aria-describedby="listing-bid-hint">
            Place a bid
          </Link>
          <p id="listing-bid-hint" className="dim listing__hint">
            Connect a wallet to bid. Each bid must be higher than the last one.
          </p>
        </section>
      );
    case "auction-ended":
      return (
        <section className="listing__panel" aria-label="Auction status">
          <p className="listing__status">AUCTION ENDED, SETTLE IN PROGRESS</p>
          <p className="dim">The highest bidder receives the token once the auction is settled.</p>
        </section>
      );
    case "closed":
      return (
        <section className="listing__panel" aria-label="Listing status">
          <p className="listing__status">This listing is no longer available</p>
          <Link to="/market" className="button button--ghost">
            Browse the marketplace
          </Link>
        </section>
      );
  }
}

/** The buy/bid page of one marketplace listing (/nfttransfer/{id} and /transfer/{id}). */
export function ListingPage({
  listing,
  renderedAt,
  sellerToFollow,
}: {
  listing: ListingPageData;
  renderedAt: number;
  /** The seller's account, when the seller has one here. */
  sellerToFollow: FollowTargetView | null;
}) {
  const { nft } = listing;
  return (
    <CollectibleLayout
      nft={nft}
      meta={
        <span className="dim">
          Sold by <span title={listing.seller.address}>{sellerToFollow?.name ?? listing.seller.label}</span>
        </span>
      }
    >
      {sellerToFollow ? <FollowButton target={sellerToFollow} /> : null}
      <FactList
        className="listing__facts"
        facts={[["Last Bid Value", listing.lastBid ?? "No bids yet"], listing.reserve ? ["Reserve Price", listing.reserve] : null]}
      />
      <ListingAction listing={listing} renderedAt={renderedAt} />
      <ListingDetails
        headingId="listing-details"
        rows={[
          ["Quantity", `${nft.available} of ${nft.quantity} NFTs remaining`],
          ["This listing", `1 token (#${listing.tokenId})`],
          ["Blockchain", listing.chainName],
        ]}
      />
      <NftProperties nft={nft} headingId="listing-properties" />
    </CollectibleLayout>
  );
}
