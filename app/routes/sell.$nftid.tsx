import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { FactList } from "~/components/fact-list";
import { ListingDetails, NftProperties } from "~/components/nft-properties";
import { config } from "~/config.server";
import { idParam, notFound } from "~/lib/http.server";
import { nftView } from "~/models/nfts.server";
import { requireHeldToken, requireTradingWallet } from "~/models/wallets.server";
import styles from "~/styles/listing.css";
import { CollectibleLayout } from "~/components/collectible-layout";

export { ErrorBoundary } from "~/components/error-boundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Sell ${data.nft.title} | Diginoor` : "Sell | Diginoor" },
];

/** Only the holder of one of this design's tokens, signed in with that wallet connected, may sell it (docs/decisions/072-trading-guards.md). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const nftId = idParam(params.nftid, "collectible");
  const { address } = await requireTradingWallet(request);
  const nft = nftView(nftId, "holder") ?? notFound("There is no collectible with that id.");
  await requireHeldToken(address, nftId);
  return json({
    nft,
    chain: { name: config.chain.name, coinSymbol: config.chain.coinSymbol, auctionSymbol: config.chain.auctionSymbol },
  });
}

/** The owner's sell page (docs/decisions/012-spec-paths-spelling.md): list a collectible at a fixed price or start an auction. */
export default function Sell() {
  const { nft, chain } = useLoaderData<typeof loader>();
  return (
    <CollectibleLayout
      nft={nft}
      meta={<span className="dim">collection</span>}
    >
      <FactList
        className="listing__facts"
        facts={[
          ["Price", nft.price],
          ["Last Bid Value", "No bids yet"],
        ]}
      />
      <details className="listing__rewards">
        <summary>Exclusive rewards</summary>
        <p>{nft.exclusive}</p>
      </details>
      <section className="listing__panel" aria-labelledby="put-to-sale">
        <h2 id="put-to-sale" className="listing__panel-title">
          Put to Sale
        </h2>
        <p className="notice" id="sell-notice">
          Listing opens once you sign in and connect the wallet that owns this collectible.
        </p>
        <Form method="post" className="form listing__form" aria-describedby="sell-notice">
          <fieldset disabled>
            <legend>Sell Instantly</legend>
            <div className="field">
              <label htmlFor="sell-price">Price ({chain.coinSymbol})</label>
              <input id="sell-price" name="price" inputMode="decimal" placeholder="0.05" />
            </div>
            <button type="submit" className="button" name="intent" value="sell">
              Sell Instantly
            </button>
          </fieldset>
        </Form>
        <Form method="post" className="form listing__form" aria-describedby="sell-notice">
          <fieldset disabled>
            <legend>Create Auction</legend>
            <div className="listing__form-row">
              <div className="field">
                <label htmlFor="auction-price">Reserve price ({chain.auctionSymbol})</label>
                <input id="auction-price" name="price" inputMode="decimal" placeholder="0.05" />
              </div>
              <div className="field">
                <label htmlFor="auction-days">Number of days</label>
                <input id="auction-days" name="days" type="number" min="1" max="30" step="1" placeholder="7" />
              </div>
            </div>
            <button type="submit" className="button" name="intent" value="auction">
              Create Auction
            </button>
          </fieldset>
        </Form>
      </section>
      <ListingDetails
        headingId="sell-details"
        rows={[
          ["Quantity", `${nft.available} of ${nft.quantity} NFTs remaining`],
          ["Blockchain", chain.name],
        ]}
      />
      <NftProperties nft={nft} headingId="sell-properties" />
    </CollectibleLayout>
  );
}
