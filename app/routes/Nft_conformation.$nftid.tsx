import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { idParam, notFound } from "~/lib/http.server";
import { nftView } from "~/models/nfts.server";
import styles from "~/styles/listing.css";

export { ErrorBoundary } from "~/components/error-boundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Your NFT is on its way | Diginoor" }];

export async function loader({ params }: LoaderFunctionArgs) {
  const nft = nftView(idParam(params.nftid, "collectible"), "holder") ?? notFound("There is no collectible with that id.");
  return json({ nft: { title: nft.title, thumbUrl: nft.thumbUrl, rarity: nft.rarity, filmName: nft.movie } });
}

/**
 * Mint confirmation after a fixed-price purchase. Purchases are not open yet, so there is no
 * transaction hash to link and no live status to show.
 */
export default function NftConfirmation() {
  const { nft } = useLoaderData<typeof loader>();
  const tweet = `https://twitter.com/intent/tweet?text=${encodeURIComponent(`I just claimed ${nft.title} from ${nft.filmName} on Diginoor!`)}`;
  return (
    <div className="page confirmation">
      <img className="confirmation__thumb" src={nft.thumbUrl} alt={`${nft.title} artwork`} width="280" height="280" />
      <p className="dim">
        {nft.title} · {nft.filmName} · {nft.rarity}
      </p>
      <h1>Your NFT is on it&apos;s way!</h1>
      <p>
        Congratulations! You&apos;ve claimed your NFT, it&apos;s currently being transferred to your wallet. Please wait 20 -
        30 minutes to complete.
      </p>
      <p className="notice">Purchases open soon. Once you buy a collectible, this page shows its transfer status.</p>
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
