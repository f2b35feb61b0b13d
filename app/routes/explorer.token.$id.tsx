import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AddressLink, TransferTable } from "~/components/explorer";
import { explorerPageData } from "~/lib/explorer.server";
import { tokenView } from "~/models/explorer.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `Token #${data.tokenId} | Explorer | Diginoor` : "Explorer | Diginoor" }];

export async function loader({ params }: LoaderFunctionArgs) {
  return json(await explorerPageData(() => tokenView(params.id ?? ""), "token"));
}

export default function ExplorerToken() {
  const view = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Token #{view.tokenId}</h1>
      <dl className="explorer__facts">
        <div>
          <dt>Collectible</dt>
          <dd>{view.nft ? <Link to={`/nftdetail/${view.nft.id}`}>{view.nft.title}</Link> : <span className="dim">Not in the catalogue</span>}</dd>
        </div>
        <div>
          <dt>Owner</dt>
          <dd>
            <AddressLink address={view.owner} />
          </dd>
        </div>
        <div>
          <dt>Contract</dt>
          <dd>
            <AddressLink address={view.collectible} />
          </dd>
        </div>
        <div>
          <dt>Royalty (ERC-2981)</dt>
          <dd>
            {view.royalty.share} to <AddressLink address={view.royalty.receiver} />
          </dd>
        </div>
      </dl>
      <section className="section" aria-labelledby="history-title">
        <h2 id="history-title">Transfer history</h2>
        <TransferTable transfers={view.transfers} caption={`Transfers of token ${view.tokenId}`} />
      </section>
    </>
  );
}
