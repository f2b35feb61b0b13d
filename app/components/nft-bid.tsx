import { Link } from "@remix-run/react";
import { useRef } from "react";
import { Countdown } from "~/components/countdown";
import { FactList } from "~/components/fact-list";
import { Modal, openModal } from "~/components/modal";
import type { AuctionView } from "~/models/auctions.server";

/** An auction's last bid, reserve and countdown, and the Place a bid modal while it is live (`?bid=1` without JavaScript). */
export function NftBid({
  auction,
  auctionSymbol,
  renderedAt,
  serverOpen,
  closeHref,
}: {
  auction: AuctionView;
  auctionSymbol: string;
  renderedAt: number;
  serverOpen: boolean;
  closeHref: string;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  return (
    <>
      <div className="nft-trade__pair">
        <div>
          <p className="nft-trade__label">Last Bid Value</p>
          <p className="nft-trade__price">{auction.lastBid ?? "No bids yet"}</p>
        </div>
        <div>
          <p className="nft-trade__label">Reserve Price</p>
          <p className="nft-trade__price">{auction.reserve}</p>
        </div>
      </div>
      <p className="nft-trade__label">Auction ending in</p>
      <Countdown endsAt={auction.endsAt} renderedAt={renderedAt} label="Auction ending in" />
      {auction.state === "live" ? (
        <>
          <Link to="?bid=1" preventScrollReset className="button nft-trade__action" aria-haspopup="dialog" onClick={openModal(dialogRef)}>
            Place a bid
          </Link>
          <Modal id="bid" title="Place a bid" dialogRef={dialogRef} serverOpen={serverOpen} closeHref={closeHref}>
            <FactList className="modal__lines" facts={[["Previous bid", auction.lastBid ?? `No bids yet (reserve ${auction.reserve})`]]} />
            <div className="field">
              <label htmlFor="bid-value">Bid Value ({auctionSymbol})</label>
              <input
                id="bid-value"
                name="bidValue"
                type="number"
                inputMode="decimal"
                min={auction.previousBid}
                step="any"
                defaultValue={auction.previousBid}
                aria-describedby="bid-help"
              />
              <p id="bid-help" className="dim">
                {auction.lastBid ? `Your bid must be higher than ${auction.lastBid}.` : `Your bid must reach the reserve of ${auction.reserve}.`}
              </p>
            </div>
            <p className="notice modal__warning">Make sure you are connected to Matic Mainnet before placing the bid</p>
            <FactList className="modal__lines" facts={[["Gas fee", "Estimated when you confirm in your wallet"]]} />
            <Link to="/wallet" className="button">
              Connect a wallet to bid
            </Link>
          </Modal>
        </>
      ) : (
        <p className="nft-trade__status">AUCTION ENDED, SETTLE IN PROGRESS</p>
      )}
    </>
  );
}
