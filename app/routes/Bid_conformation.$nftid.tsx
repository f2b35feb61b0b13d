import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { ExplorerLink } from "~/components/explorer";
import { transactionUrl } from "~/lib/explorer.server";
import { idParam, notFound } from "~/lib/http.server";
import { parseQuery } from "~/lib/input.server";
import { tweetHref } from "~/lib/share";
import { nftForViewer } from "~/models/nfts.server";
import { getUserId } from "~/models/session.server";
import styles from "~/styles/listing.css";

export { ErrorBoundary } from "~/components/error-boundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Bid placed | Diginoor" }];

/** `?tx=` is the bid's transaction, as the bid modal opens this page. */
const txQuery = { tx: z.string().regex(/^0x[0-9a-fA-F]{64}$/) };

/** An unpublished NFT is shown only to those it concerns (`nftForViewer`). */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const nftId = idParam(params.nftid, "collectible");
  const nft = nftForViewer(nftId, await getUserId(request)) ?? notFound("There is no collectible with that id.");
  const { value } = parseQuery(new URL(request.url), txQuery);
  return json({
    nft: { title: nft.title, thumbUrl: nft.thumbUrl, rarity: nft.rarity, filmName: nft.movie },
    txUrl: transactionUrl(value.tx ?? null),
  });
}

/** Bid confirmation: the token, the spec's message, and the bid's transaction on the explorer. */
export default function BidConfirmation() {
  const { nft, txUrl } = useLoaderData<typeof loader>();
  const tweet = tweetHref(`I just bid on ${nft.title} from ${nft.filmName} on Diginoor!`);
  return (
    <div className="page confirmation">
      <img className="confirmation__thumb" src={nft.thumbUrl} alt={`${nft.title} artwork`} width="280" height="280" />
      <p>
        <strong>{nft.title}</strong>
        <br />
        <span className="dim">
          {nft.filmName} · {nft.rarity} collection
        </span>
      </p>
      <h1>Happy you Bid an NFT!</h1>
      {txUrl ? (
        <ExplorerLink href={txUrl}>View your bid&apos;s transaction</ExplorerLink>
      ) : (
        <p className="dim">Your bids and their transactions are listed under My Bids.</p>
      )}
      <p className="confirmation__actions">
        <a className="button button--ghost" href={tweet} target="_blank" rel="noopener noreferrer">
          Tweet it
        </a>
        <Link className="button" to="/profile?tab=bids">
          My Bids
        </Link>
      </p>
    </div>
  );
}
