import { Link, useRevalidator } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState, type MutableRefObject } from "react";
import { Countdown, useNow } from "~/components/countdown";
import { FactList } from "~/components/fact-list";
import { PasswordConfirmation } from "~/components/password-confirmation";
import { useHandedFocus, type HandedFocus } from "~/lib/field-focus";
import { Modal, openModal } from "~/components/modal";
import { formatBps, formatCoin } from "~/lib/format";
import type { ChainContext } from "~/lib/wallet/context";
import type { AuctionView } from "~/models/auctions.server";

/**
 * The bid form checks as the user types with the server's zod schema; zod and the form load apart
 * from the page, only where the user can bid, so item pages do not ship them to every visitor.
 */
const loadBidForm = () => import("~/components/bid-form");
const BidForm = lazy(loadBidForm);

/** How often a page waiting for an ended auction's settlement looks again. */
const SETTLEMENT_POLL_MS = 5000;

/** The configured chain as the bid modal names it: the network to be on, and the one coin every amount is in. */
export type BidChain = Pick<ChainContext, "name" | "coinSymbol">;

/**
 * An auction's last bid, real reserve and countdown, and the Place a bid modal while it is live
 * (`?bid=1` without JavaScript). Once the end passes it says "AUCTION ENDED, SETTLE IN PROGRESS"
 * and looks again every few seconds until the keeper has settled it (docs/decisions/008-auctions-settle.md).
 */
export function NftBid({
  auction,
  nftId,
  chain,
  serverOpen,
  closeHref,
  connectHref,
  byPassword = false,
}: {
  auction: AuctionView;
  nftId: number;
  chain: BidChain;
  serverOpen: boolean;
  /** A standard wallet: the plain form, confirmed by the password, stays (docs/decisions/144-standard-wallet-trading.md). */
  byPassword?: boolean;
  /** The page itself without the modal; with the modal's query it opens it (a site path, written as is on the server). */
  closeHref: string;
  /** Where to connect a wallet before bidding; null when the signed-in user has a trading wallet. */
  connectHref: string | null;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [opened, setOpened] = useState(serverOpen);
  // What was typed into the plain form while the checking form loaded: it carries over.
  const [draft, setDraft] = useState("");
  // The checking form takes over in the browser (effects run only there), once the modal is open
  // and what was typed before the page was interactive (the modal open from `?bid=1`) has been
  // read from the plain field, which the switch replaces.
  const [checking, setChecking] = useState(false);
  // A submit of the plain form while the checking form loads: the checking form sends it on arrival.
  const [submitWaiting, setSubmitWaiting] = useState(false);
  const plainField = useRef<HTMLInputElement>(null);
  // The bid field is replaced twice (plain, plain while the checking form loads, checking): each
  // hands the focus to the next, so typing goes on into the new one.
  const handedFocus: HandedFocus = useRef(null);
  useEffect(() => {
    if (!opened || checking || byPassword) return;
    setDraft(plainField.current?.value ?? "");
    setChecking(true);
  }, [opened, checking, byPassword]);
  const now = useNow(auction.asOf);
  const live = auction.state === "live" && now < auction.endsAt;
  const revalidator = useRevalidator();
  const canBid = live && connectHref === null;
  // Fetched once the page is interactive, so the form is usually there before the modal opens.
  useEffect(() => {
    if (canBid) void loadBidForm();
  }, [canBid]);
  useEffect(() => {
    if (live) return;
    const timer = setInterval(() => revalidator.state === "idle" && revalidator.revalidate(), SETTLEMENT_POLL_MS);
    return () => clearInterval(timer);
  }, [live, revalidator]);

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
      <Countdown endsAt={auction.endsAt} renderedAt={auction.asOf} label="Auction ending in" />
      {live ? (
        <>
          <Link
            to={`${closeHref}?bid=1`}
            preventScrollReset
            className="button nft-trade__action"
            aria-haspopup="dialog"
            onClick={(event) => {
              openModal(dialogRef)(event);
              setOpened(true);
            }}
          >
            Place a bid
          </Link>
          <Modal id="bid" title="Place a bid" dialogRef={dialogRef} serverOpen={serverOpen} closeHref={closeHref}>
            <FactList className="modal__lines" facts={[["Previous bid", auction.lastBid ?? `No bids yet (reserve ${auction.reserve})`]]} />
            {connectHref ? (
              <>
                <p className="notice">Bidding needs a signed-in account with a connected wallet.</p>
                <Link to={connectHref} className="button">
                  Connect a wallet to bid
                </Link>
              </>
            ) : checking ? (
              <Suspense fallback={<PlainBidForm auction={auction} chain={chain} handedFocus={handedFocus} draft={draft} onDraft={setDraft} onSubmitWaiting={() => setSubmitWaiting(true)} />}>
                <BidForm auction={auction} nftId={nftId} chain={chain} draft={draft} handedFocus={handedFocus} submitWaiting={submitWaiting} />
              </Suspense>
            ) : (
              <PlainBidForm auction={auction} chain={chain} handedFocus={handedFocus} fieldRef={plainField} byPassword={byPassword} />
            )}
          </Modal>
        </>
      ) : (
        <p className="nft-trade__status">AUCTION ENDED, SETTLE IN PROGRESS</p>
      )}
    </>
  );
}


/**
 * The bid form as plain HTML: what the server renders, and what shows until the checking form has
 * loaded. Posted without JavaScript, /place_a_bid checks the amount and says signing needs JavaScript.
 * While the checking form loads (`onDraft` given), it starts from `draft`, what is typed is handed
 * to the checking form, and a submit waits for it (`onSubmitWaiting`): the checking form sends it.
 */
function PlainBidForm({
  auction,
  chain,
  handedFocus,
  draft,
  onDraft,
  onSubmitWaiting,
  fieldRef,
  byPassword = false,
}: {
  auction: AuctionView;
  chain: BidChain;
  byPassword?: boolean;
  handedFocus: HandedFocus;
  draft?: string;
  onDraft?: (value: string) => void;
  onSubmitWaiting?: () => void;
  fieldRef?: MutableRefObject<HTMLInputElement | null>;
}) {
  const inputId = `bid-${auction.listingId}-amount`;
  const ownField = useRef<HTMLInputElement>(null);
  const field = fieldRef ?? ownField;
  useHandedFocus(field, handedFocus);
  return (
    <form
      method="post"
      action={`/place_a_bid?listing=${auction.listingId}`}
      className="form"
      onSubmit={
        onSubmitWaiting
          ? (event) => {
              event.preventDefault();
              onSubmitWaiting();
            }
          : undefined
      }
    >
      <input type="hidden" name="intent" value="bid" />
      {byPassword ? <PasswordConfirmation id={`bid-${auction.listingId}-password`} /> : null}
      <div className="field">
        <label htmlFor={inputId}>Bid Value ({chain.coinSymbol})</label>
        <input
          ref={field}
          id={inputId}
          name="bidValue"
          defaultValue={draft}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          required
          placeholder={formatCoin(BigInt(auction.previousBidWei))}
          onChange={onDraft ? (event) => onDraft(event.currentTarget.value) : undefined}
        />
        <p className="dim">{auction.hasBids ? `Your bid must be higher than ${auction.lastBid}.` : `Your bid must reach the reserve of ${auction.reserve}.`}</p>
      </div>
      <p className="notice modal__warning">Make sure you are connected to {chain.name} before placing the bid</p>
      <FactList
        className="modal__lines"
        facts={[
          ["Gas fee", "Estimated by your wallet"],
          [`Buyer fee (${formatBps(auction.feeBps)})`, "—"],
          ["You will pay", "—", "modal__total"],
        ]}
      />
      <button type="submit" className="button">
        Place a bid
      </button>
    </form>
  );
}
