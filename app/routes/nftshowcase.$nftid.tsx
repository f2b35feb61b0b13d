import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ListingDetails, NftProperties } from "~/components/nft-properties";
import { config } from "~/config.server";
import { idParam, notFound } from "~/lib/http.server";
import { parseQuery, tokenParam } from "~/lib/input.server";
import { nftForViewer } from "~/models/nfts.server";
import { getUserId } from "~/models/session.server";
import styles from "~/styles/listing.css";
import { CollectibleLayout } from "~/components/collectible-layout";

export { ErrorBoundary } from "~/components/error-boundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.nft.title} | Diginoor` : "Showcase | Diginoor" },
];

/** An unpublished NFT is shown only to those it concerns (`nftForViewer`). */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const nftId = idParam(params.nftid, "collectible");
  const nft = nftForViewer(nftId, await getUserId(request)) ?? notFound("There is no collectible with that id.");
  // `?token=` names which of the owner's tokens of this NFT is meant; the sell page checks it.
  const { value } = parseQuery(new URL(request.url), { token: tokenParam });
  const sellHref = value.token ? `/sell/${nft.id}?token=${value.token}` : `/sell/${nft.id}`;
  return json({ nft, chainName: config.chain.name, sellHref });
}

/** An owned collectible, as reached from the profile's Showcase tab. */
export default function NftShowcase() {
  const { nft, chainName, sellHref } = useLoaderData<typeof loader>();
  return (
    <CollectibleLayout
      nft={nft}
      meta={<span className="dim">Serial {nft.serial}</span>}
    >
      <p className="notice">
        Owned collectibles appear on your profile Showcase.{" "}
        <Link to="/profile?tab=showcase">Go to your Showcase</Link>
      </p>
      <details className="listing__rewards">
        <summary>Exclusive rewards</summary>
        <p>{nft.exclusive}</p>
      </details>
      <ListingDetails
        headingId="showcase-details"
        rows={[
          ["Blockchain", chainName],
          ["Collection", nft.movie],
        ]}
      />
      <NftProperties nft={nft} headingId="showcase-properties" />
      <p className="listing__actions">
        <Link to={sellHref} className="button">
          Put to Sale
        </Link>
        <Link to={`/nftdetail/${nft.id}`} className="button button--ghost">
          View in the collection
        </Link>
      </p>
    </CollectibleLayout>
  );
}
