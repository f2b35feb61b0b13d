import { Link, useActionData, useFetcher, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { FactList } from "~/components/fact-list";
import { FormErrors } from "~/components/form-field";
import { PasswordConfirmation } from "~/components/password-confirmation";
import { NftBid, type BidChain } from "~/components/nft-bid";
import { TradeStatusLine, useTradeSteps } from "~/components/trade-steps";
import type { TradeReply } from "~/models/trading.server";
import type { ListingPageData } from "~/models/listing-page.server";
import { ListingDetails, NftProperties } from "~/components/nft-properties";
import { CollectibleLayout } from "~/components/collectible-layout";
import { FollowButton, type FollowTargetView } from "~/components/follow-button";

/** How the page lets this visitor trade: where to sign in or connect first (null when ready), and whether the bid modal is open. */
export type ListingTrading = { connectHref: string | null; bidOpen: boolean; chain: BidChain; byPassword: boolean };

/**
 * Buy NFT: asks the action for the purchase at the price shown (it re-reads the listing on chain),
 * has the wallet send it and opens the profile. Without JavaScript the form says signing needs it.
 */
function BuyForm({ priceWei, byPassword }: { priceWei: string; byPassword: boolean }) {
  const fetcher = useFetcher<TradeReply>();
  const posted = useActionData<TradeReply>();
  const navigate = useNavigate();
  const { status, busy, run } = useTradeSteps();
  useEffect(() => {
    const prepared = fetcher.data?.prepared;
    if (fetcher.state !== "idle" || !prepared?.ok) return;
    void run(prepared).then((hash) => {
      if (hash) navigate("/profile?tab=showcase");
    });
  }, [fetcher.data, fetcher.state, navigate, run]);
  const answer = fetcher.data ?? posted;
  const refusal = answer?.prepared && !answer.prepared.ok ? answer.prepared.error : (answer?.result.error?.[""]?.[0] ?? null);
  return (
    <fetcher.Form method="post" className="listing__buy">
      <input type="hidden" name="intent" value="buy" />
      <input type="hidden" name="expectedPriceWei" value={priceWei} />
      {byPassword ? <PasswordConfirmation id="buy-password" /> : null}
      <button type="submit" className="button" disabled={busy || fetcher.state !== "idle"}>
        Buy NFT
      </button>
      <FormErrors id="buy-refusal" errors={refusal ? [refusal] : undefined} />
      {!fetcher.data && posted?.prepared?.ok ? <p className="notice">Your wallet signs the purchase in the browser: please turn on JavaScript to continue.</p> : null}
      <TradeStatusLine status={status} />
    </fetcher.Form>
  );
}

/** What the buyer can do now, by listing state. */
function ListingAction({ listing, trading }: { listing: ListingPageData; trading: ListingTrading }) {
  if (listing.auction) {
    return (
      <section className="listing__panel" aria-labelledby="listing-auction">
        <h2 id="listing-auction" className="listing__panel-title">
          Auction
        </h2>
        <NftBid
          auction={listing.auction}
          nftId={listing.nft.id}
          chain={trading.chain}
          serverOpen={trading.bidOpen}
          closeHref={`/nfttransfer/${listing.id}`}
          connectHref={trading.connectHref}
          byPassword={trading.byPassword}
        />
      </section>
    );
  }
  if (listing.state === "fixed" && listing.fixedPrice) {
    const price = listing.fixedPrice;
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
            [`Resale fee (${price.feeRate})`, price.fee],
            ["Total", price.total, "listing__total"],
          ]}
        />
        <p className="dim">
          {listing.royaltyRate} royalty goes to {listing.nft.production} on this sale, paid from the price.
        </p>
        {trading.connectHref ? (
          <>
            <Link to={trading.connectHref} className="button" aria-describedby="listing-buy-hint">
              Buy NFT
            </Link>
            <p id="listing-buy-hint" className="dim listing__hint">
              Buying needs a signed-in account with a connected wallet.
            </p>
          </>
        ) : (
          <BuyForm priceWei={price.priceWei} byPassword={trading.byPassword} />
        )}
      </section>
    );
  }
  return (
    <section className="listing__panel" aria-label="Listing status">
      <p className="listing__status">{listing.outcome ?? "This listing is no longer available"}</p>
      <Link to="/market" className="button button--ghost">
        Browse the marketplace
      </Link>
    </section>
  );
}

/** The buy/bid page of one marketplace listing (/nfttransfer/{id} and /transfer/{id}). */
export function ListingPage({
  listing,
  trading,
  sellerToFollow,
}: {
  listing: ListingPageData;
  trading: ListingTrading;
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
      {/* An open auction's panel shows its last bid and reserve itself. */}
      {listing.auction ? null : (
        <FactList
          className="listing__facts"
          facts={[["Last Bid Value", listing.lastBid ?? "No bids yet"], listing.reserve ? ["Reserve Price", listing.reserve] : null]}
        />
      )}
      <ListingAction listing={listing} trading={trading} />
      <p>
        <Link to={`/offers/${listing.tokenId}`}>Offers on this token</Link>
      </p>
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
