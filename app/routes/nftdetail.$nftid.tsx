import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData, useNavigate } from "@remix-run/react";
import { useRef, type MouseEvent, type ReactNode, type RefObject } from "react";
import { Countdown } from "~/components/countdown";
import { ExplorerLink } from "~/components/explorer";
import { LikeButton } from "~/components/like-button";
import { MediaPlayer } from "~/components/media-player";
import { NftCard } from "~/components/nft-card";
import { NftProperties } from "~/components/nft-properties";
import { config } from "~/config.server";
import { explorerUrl } from "~/lib/explorer.server";
import { applyBps, formatBps, formatCoin, formatUsd } from "~/lib/format";
import { idParam, notFound } from "~/lib/http.server";
import { flagParam, parseQuery } from "~/lib/input.server";
import { collectibleAddress } from "~/models/explorer.server";
import { marketFeeRates } from "~/models/fees.server";
import { activeAuctionForNft, auctionView, bidHistory } from "~/models/auctions.server";
import { moreNftsLike, nftView } from "~/models/nfts.server";
import { saleHistory } from "~/models/sales.server";
import { usdToWei } from "~/services/rates.server";
import { requireUserId } from "~/services/session.server";
import styles from "~/styles/nft-detail.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.nft.title} | Diginoor` : "Collectible not found | Diginoor" },
];

export async function loader({ params, request }: LoaderFunctionArgs) {
  // The spec keeps NFT detail (and with it the purchase and bid modals) for signed-in users.
  await requireUserId(request);
  const nft = nftView(idParam(params.nftid, "collectible")) ?? notFound("There is no collectible with that id.");
  const url = new URL(request.url);
  // `?purchase=1` and `?bid=1` open the modals without JavaScript.
  const { value: open } = parseQuery(url, { purchase: flagParam, bid: flagParam });
  const now = Date.now();
  const { coinSymbol } = config.chain;
  const collectible = collectibleAddress();

  const auctionRow = nft.saleType === "auction" ? activeAuctionForNft(nft.id) : null;
  const auction = auctionRow ? auctionView(auctionRow, now) : null;
  const priceWei = usdToWei(nft.priceCents);
  const fees = marketFeeRates();
  const buyerFeeWei = applyBps(priceWei, fees.primaryBps);
  const coin = (wei: bigint) => `${formatCoin(wei)} ${coinSymbol}`;

  return json({
    nft,
    chainName: config.chain.name,
    auctionSymbol: config.chain.auctionSymbol,
    royalties: `${formatBps(fees.royaltyBps)} Royalties`,
    proofUrl: collectible ? explorerUrl({ kind: "address", address: collectible }) : null,
    fixed:
      nft.saleType === "fixed"
        ? {
            priceUsd: formatUsd(nft.priceCents),
            price: coin(priceWei),
            feeLabel: `Buyer fee (${formatBps(fees.primaryBps)})`,
            fee: coin(buyerFeeWei),
            total: coin(priceWei + buyerFeeWei),
          }
        : null,
    auction,
    history:
      nft.saleType === "auction" ? (auctionRow ? bidHistory(auctionRow.listingId) : []) : saleHistory(nft.id),
    more: moreNftsLike(nft),
    pageUrl: new URL(`/nftdetail/${nft.id}`, url).href,
    renderedAt: now,
    purchaseOpen: open.purchase === "1" && nft.saleType === "fixed" && nft.available > 0,
    bidOpen: open.bid === "1" && auction?.state === "live",
  });
}

/**
 * A modal that works both ways: with JavaScript its opener calls showModal(); without it the
 * opener is a link to `?purchase=1` / `?bid=1` and the server renders the dialog open, in place.
 */
function Modal({
  id,
  title,
  dialogRef,
  serverOpen,
  closeHref,
  children,
}: {
  id: string;
  title: string;
  dialogRef: RefObject<HTMLDialogElement>;
  serverOpen: boolean;
  closeHref: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const onClose = () => {
    // Drop `?purchase=1` / `?bid=1` so a reload does not reopen what the user closed.
    if (serverOpen) navigate(closeHref, { replace: true, preventScrollReset: true });
  };
  return (
    <dialog ref={dialogRef} id={id} className="modal" aria-labelledby={`${id}-title`} open={serverOpen || undefined} onClose={onClose}>
      <div className="modal__head">
        <h2 id={`${id}-title`}>{title}</h2>
        <Link
          to={closeHref}
          preventScrollReset
          className="icon-button modal__close"
          aria-label="Close"
          onClick={(event) => {
            event.preventDefault();
            dialogRef.current?.close();
          }}
        >
          <span aria-hidden="true">✕</span>
        </Link>
      </div>
      {children}
    </dialog>
  );
}

/** With JavaScript, an opener link shows the dialog in place instead of following `?…=1`. */
function openWith(dialogRef: RefObject<HTMLDialogElement>) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const dialog = dialogRef.current;
    if (!dialog || typeof dialog.showModal !== "function") return;
    event.preventDefault();
    if (!dialog.open) dialog.showModal();
  };
}

export default function NftDetail() {
  const data = useLoaderData<typeof loader>();
  const { nft, fixed, auction } = data;
  const purchaseRef = useRef<HTMLDialogElement>(null);
  const bidRef = useRef<HTMLDialogElement>(null);
  const selfHref = `/nftdetail/${nft.id}`;
  const shareHref = `https://twitter.com/intent/tweet?text=${encodeURIComponent(`${nft.title} on Diginoor`)}&url=${encodeURIComponent(data.pageUrl)}`;
  const isAuction = nft.saleType === "auction";
  const historyTitle = isAuction ? "Bid history" : "Sale history";

  return (
    <div className="page nft-detail">
      <div className="nft-detail__top">
        <MediaPlayer title={nft.title} rarity={nft.rarity} mediaUrl={nft.mediaUrl} thumbUrl={nft.thumbUrl} />

        <div className="nft-detail__info">
          <div className="nft-detail__social">
            <LikeButton nftId={nft.id} title={nft.title} count={nft.likeCount} />
            <a className="button button--ghost button--small" href={shareHref} target="_blank" rel="noopener noreferrer">
              Share<span className="visually-hidden"> on Twitter (opens in a new tab)</span>
            </a>
          </div>
          <p className="eyebrow">
            {nft.movie} · {nft.rarity} collection
          </p>
          <h1>{nft.title}</h1>
          <p className="nft-detail__description">{nft.description}</p>
          <details className="nft-detail__rewards">
            <summary>Exclusive rewards</summary>
            <p>{nft.exclusive}</p>
          </details>

          <section className="nft-trade" aria-labelledby="trade-title">
            <h2 id="trade-title" className="visually-hidden">
              {isAuction ? "Auction" : "Buy"}
            </h2>
            {fixed ? (
              <>
                <p className="nft-trade__label">Fixed Price</p>
                <p className="nft-trade__price">
                  {fixed.priceUsd} <span className="dim">≈ {fixed.price}</span>
                </p>
                {nft.available > 0 ? (
                  <>
                    <Link
                      to="?purchase=1"
                      preventScrollReset
                      className="button nft-trade__action"
                      aria-haspopup="dialog"
                      onClick={openWith(purchaseRef)}
                    >
                      PURCHASE
                    </Link>
                    <Modal id="purchase" title="Purchase" dialogRef={purchaseRef} serverOpen={data.purchaseOpen} closeHref={selfHref}>
                      <dl className="modal__lines">
                        <div>
                          <dt>Title</dt>
                          <dd>{nft.title}</dd>
                        </div>
                        <div>
                          <dt>Production house</dt>
                          <dd>{nft.production}</dd>
                        </div>
                        <div>
                          <dt>Price</dt>
                          <dd>{fixed.price}</dd>
                        </div>
                        <div>
                          <dt>{fixed.feeLabel}</dt>
                          <dd>{fixed.fee}</dd>
                        </div>
                        <div>
                          <dt>Gas fee</dt>
                          <dd>Calculated on transaction</dd>
                        </div>
                        <div className="modal__total">
                          <dt>Total (before gas)</dt>
                          <dd>{fixed.total}</dd>
                        </div>
                      </dl>
                      <p className="notice">Payments open with wallet connection: connect a wallet to continue.</p>
                      <div className="pay-groups">
                        <PayGroup title="Buy Using Wallet" options={["Wallet Connect", "Metamask", "Fortmatic"]} />
                        <PayGroup title="Buy Crypto / Card" options={["Add funds/crypto", "Pay with card", "Coinbase"]} />
                      </div>
                    </Modal>
                  </>
                ) : (
                  <p className="nft-trade__status">Sold out</p>
                )}
              </>
            ) : auction ? (
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
                <Countdown endsAt={auction.endsAt} renderedAt={data.renderedAt} label="Auction ending in" />
                {auction.state === "live" ? (
                  <>
                    <Link
                      to="?bid=1"
                      preventScrollReset
                      className="button nft-trade__action"
                      aria-haspopup="dialog"
                      onClick={openWith(bidRef)}
                    >
                      Place a bid
                    </Link>
                    <Modal id="bid" title="Place a bid" dialogRef={bidRef} serverOpen={data.bidOpen} closeHref={selfHref}>
                      <dl className="modal__lines">
                        <div>
                          <dt>Previous bid</dt>
                          <dd>{auction.lastBid ?? `No bids yet (reserve ${auction.reserve})`}</dd>
                        </div>
                      </dl>
                      <div className="field">
                        <label htmlFor="bid-value">Bid Value ({data.auctionSymbol})</label>
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
                          {auction.lastBid
                            ? `Your bid must be higher than ${auction.lastBid}.`
                            : `Your bid must reach the reserve of ${auction.reserve}.`}
                        </p>
                      </div>
                      <p className="notice modal__warning">Make sure you are connected to Matic Mainnet before placing the bid</p>
                      <dl className="modal__lines">
                        <div>
                          <dt>Gas fee</dt>
                          <dd>Estimated when you confirm in your wallet</dd>
                        </div>
                      </dl>
                      <Link to="/wallet" className="button">
                        Connect a wallet to bid
                      </Link>
                    </Modal>
                  </>
                ) : (
                  <p className="nft-trade__status">AUCTION ENDED, SETTLE IN PROGRESS</p>
                )}
              </>
            ) : (
              <p className="nft-trade__status">This auction has closed</p>
            )}
          </section>
        </div>
      </div>

      <div className="nft-detail__panels">
        <section className="nft-panel" aria-labelledby="details-title">
          <h2 id="details-title">Details</h2>
          <p>
            {nft.available} of {nft.quantity} NFTs remaining
          </p>
          <p>
            Blockchain <strong>{data.chainName}</strong>
          </p>
          {data.proofUrl ? (
            <ExplorerLink href={data.proofUrl}>view proof of authenticity</ExplorerLink>
          ) : (
            <p className="dim">The contract address appears here once the collection contract is deployed.</p>
          )}
        </section>

        <NftProperties nft={nft} headingId="properties-title" />

        <section className="nft-panel nft-panel--pair" aria-label="Creator and collection">
          <div className="nft-block">
            <img src={nft.studioLogoUrl} alt="" width="96" height="36" />
            <div>
              <p className="nft-block__label">Creator</p>
              <p className="nft-block__name">{nft.production}</p>
              <p className="dim">{data.royalties}</p>
            </div>
          </div>
          <div className="nft-block">
            <img src={nft.filmPosterUrl} alt="" width="48" height="64" />
            <div>
              <p className="nft-block__label">Collection</p>
              <Link to={`/${nft.filmSlug}`} className="nft-block__name">
                {nft.movie}
              </Link>
            </div>
          </div>
        </section>

        <section className="nft-panel" aria-labelledby="about-title">
          <h2 id="about-title">About {nft.production}</h2>
          <p>{nft.studioAbout}</p>
        </section>

        <section className="nft-panel nft-panel--wide" aria-labelledby="history-title">
          <h2 id="history-title">{historyTitle}</h2>
          {data.history.length ? (
            <table className="history-table">
              <thead>
                <tr>
                  <th scope="col">User</th>
                  <th scope="col">Transaction</th>
                  <th scope="col">Value</th>
                </tr>
              </thead>
              <tbody>
                {data.history.map((entry) => (
                  <tr key={entry.id}>
                    <td>{entry.name}</td>
                    <td>
                      {entry.txUrl ? (
                        <ExplorerLink href={entry.txUrl}>{entry.txLabel}</ExplorerLink>
                      ) : (
                        entry.txLabel ?? <span className="dim">Pending</span>
                      )}
                    </td>
                    <td>{entry.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="empty-state">{isAuction ? "No bids yet" : "No sales yet"}</p>
          )}
        </section>
      </div>

      <section className="section" aria-labelledby="more-title">
        <h2 id="more-title">MORE NFTS YOU MIGHT LIKE</h2>
        <ul className="card-grid">
          {data.more.map((card) => (
            <li key={card.id}>
              <NftCard nft={card} href={`/nftdetail/${card.id}`} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** Payment routes arrive with wallet connection; until then each option leads to the wallet page. */
function PayGroup({ title, options }: { title: string; options: readonly string[] }) {
  return (
    <section className="pay-group" aria-label={title}>
      <h3>{title}</h3>
      <ul>
        {options.map((option) => (
          <li key={option}>
            <Link to="/wallet" className="pay-option">
              <span className="pay-option__name">{option}</span>
              <span className="pay-option__hint">Connect a wallet to continue</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
