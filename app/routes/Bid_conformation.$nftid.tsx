import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { idParam, notFound } from "~/lib/http.server";
import { nftView } from "~/models/nfts.server";
import styles from "~/styles/listing.css";

export { ErrorBoundary } from "~/components/error-boundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Bid placed | Diginoor" }];

export async function loader({ params }: LoaderFunctionArgs) {
  const nft = nftView(idParam(params.nftid, "collectible"), "holder") ?? notFound("There is no collectible with that id.");
  return json({ nft: { title: nft.title, thumbUrl: nft.thumbUrl, rarity: nft.rarity, filmName: nft.movie } });
}

/** Bid confirmation. Bidding is not open yet, so there is no transaction to link. */
export default function BidConfirmation() {
  const { nft } = useLoaderData<typeof loader>();
  const tweet = `https://twitter.com/intent/tweet?text=${encodeURIComponent(`I just bid on ${nft.title} from ${nft.filmName} on Diginoor!`)}`;
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
      <p className="notice">Bidding opens soon. Once you bid, this page links your bid&apos;s transaction.</p>
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
