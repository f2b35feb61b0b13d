import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useFollowPending } from "~/lib/use-follow-pending";
import { ExplorerLink } from "~/components/explorer";
import { tweetHref } from "~/lib/share";
import { orderIdField } from "~/lib/validation/purchase.server";
import { idParam, notFound } from "~/lib/http.server";
import { parseQuery } from "~/lib/input.server";
import { nftForViewer } from "~/models/nfts.server";
import { purchaseProgress } from "~/models/orders.server";
import { getUserId, requireUserId } from "~/models/session.server";
import styles from "~/styles/listing.css";

export { ErrorBoundary } from "~/components/error-boundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Your NFT is on its way | Diginoor" }];

/**
 * `?order=` names which of the buyer's orders for this NFT to follow; without it, their latest. An
 * unpublished NFT is shown only to those it concerns (`nftForViewer`).
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const nftId = idParam(params.nftid, "collectible");
  const { value } = parseQuery(new URL(request.url), { order: orderIdField });
  // An order is the buyer's own: naming one needs signing in; anyone else sees the page's texts.
  const userId = value.order ? await requireUserId(request) : await getUserId(request);
  const nft = nftForViewer(nftId, userId) ?? notFound("There is no collectible with that id.");
  const order = userId === null ? null : await purchaseProgress(userId, nft.id, value.order ?? null);
  if (value.order && !order) notFound("You have no order like that.");
  return json({ nft: { title: nft.title, thumbUrl: nft.thumbUrl, rarity: nft.rarity, filmName: nft.movie }, order });
}

/** What the buyer reads about their order, in the spec's words where it has them. */
const STATE_TEXT = {
  Pending: "Minting to",
  Minted: "NFT minted successfully",
  Failed: "Failed to mint NFT, Please contact support",
  Expired: "This order's quote ran out before it was paid: nothing was charged. Open the NFT to buy it again.",
} as const;

/**
 * Mint confirmation after a purchase: the spec's texts and the order's live status, from the
 * indexer's record (Pending → Minted with its transaction, or Failed). With JavaScript it looks
 * again every few seconds while pending; without, the page refreshes itself.
 */
export default function NftConfirmation() {
  const { nft, order } = useLoaderData<typeof loader>();
  const pending = order?.state === "Pending";
  const refresh = useFollowPending(pending);
  const tweet = tweetHref(`I just claimed ${nft.title} from ${nft.filmName} on Diginoor!`);
  return (
    <div className="page confirmation">
      {refresh}
      <img className="confirmation__thumb" src={nft.thumbUrl} alt={`${nft.title} artwork`} width="280" height="280" />
      <p className="dim">
        {nft.title} · {nft.filmName} · {nft.rarity}
      </p>
      <h1>Your NFT is on it&apos;s way!</h1>
      <p>
        Congratulations! You&apos;ve claimed your NFT, it&apos;s currently being transferred to your wallet. Please wait 20 -
        30 minutes to complete.
      </p>
      {order ? (
        <div className={`order-status order-status--${order.state.toLowerCase()}`} role="status" aria-live="polite">
          <p>
            Purchase status: <strong>{order.state}</strong>
          </p>
          <p>{order.state === "Pending" ? `${STATE_TEXT.Pending} ${order.wallet}` : (order.note ?? STATE_TEXT[order.state])}</p>
          {order.refund ? <p>{order.refund}</p> : null}
          <p className="dim">
            Order {order.id} · {order.paid}
          </p>
          {order.txUrl ? <ExplorerLink href={order.txUrl}>View Transaction</ExplorerLink> : null}
        </div>
      ) : (
        <p className="notice">You have no purchase of this NFT yet: open the NFT and press PURCHASE.</p>
      )}
      <p className="confirmation__actions">
        <a className="button button--ghost" href={tweet} target="_blank" rel="noopener noreferrer">
          Tweet it
        </a>
        <Link className="button" to="/profile">
          Continue
        </Link>
      </p>
    </div>
  );
}
