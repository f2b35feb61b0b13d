import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AddressLink, ListPager, TransferTable } from "~/components/explorer";
import { builtInExplorerPath } from "~/lib/explorer";
import { explorerPageData } from "~/lib/explorer.server";
import { parseQuery } from "~/lib/input.server";
import { explorerQueryShape, limitExplorerReads, tokenView } from "~/models/explorer.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `Token #${data.tokenId} | Explorer | Diginoor` : "Explorer | Diginoor" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  limitExplorerReads(request, context);
  const query = parseQuery(new URL(request.url), explorerQueryShape).value;
  return json(await explorerPageData(() => tokenView(params.id ?? "", query), "token"));
}

export default function ExplorerToken() {
  const view = useLoaderData<typeof loader>();
  const path = builtInExplorerPath({ kind: "token", tokenId: view.tokenId });
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
          <dt>Offers</dt>
          <dd>
            <Link to={`/offers/${view.tokenId}`}>Offers on this token</Link>
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
        <ListPager
          label="Transfer history"
          firstHref={view.paged ? `${path}#history-title` : null}
          nextHref={view.olderBefore ? `${path}?before=${view.olderBefore}#history-title` : null}
          firstText="Newest transfers"
          nextText="Older transfers"
        />
      </section>
    </>
  );
}
