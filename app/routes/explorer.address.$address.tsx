import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ListPager, TransferTable } from "~/components/explorer";
import { builtInExplorerPath } from "~/lib/explorer";
import { explorerPageData } from "~/lib/explorer.server";
import { parseQuery } from "~/lib/input.server";
import { addressView, explorerQueryShape, limitExplorerReads } from "~/models/explorer.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.label} ${data.address} | Explorer | Diginoor` : "Explorer | Diginoor" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  limitExplorerReads(request, context);
  const query = parseQuery(new URL(request.url), explorerQueryShape).value;
  return json(await explorerPageData(() => addressView(params.address ?? "", query), "address"));
}

export default function ExplorerAddress() {
  const view = useLoaderData<typeof loader>();
  const path = builtInExplorerPath({ kind: "address", address: view.address });
  return (
    <>
      <h1>{view.label}</h1>
      <dl className="explorer__facts">
        <div>
          <dt>Address</dt>
          <dd className="explorer__hash">{view.address}</dd>
        </div>
        <div>
          <dt>Balance</dt>
          <dd>{view.balance}</dd>
        </div>
        {view.collection ? (
          <>
            <div>
              <dt>Token name</dt>
              <dd>
                {view.collection.name} ({view.collection.symbol})
              </dd>
            </div>
            <div>
              <dt>Tokens minted</dt>
              <dd>{view.collection.minted}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {view.kind === "collectible" || view.kind === "market" ? null : (
        <section className="section" aria-labelledby="owned-title">
          <h2 id="owned-title">Collectibles held</h2>
          {view.heldTokenIds.length ? (
            <ul className="explorer__tokens">
              {view.heldTokenIds.map((tokenId) => (
                <li key={tokenId}>
                  <Link to={builtInExplorerPath({ kind: "token", tokenId })}>Token #{tokenId}</Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty-state">{view.paged ? "No more collectibles on this page." : "This address holds no Diginoor collectibles."}</p>
          )}
          <ListPager
            label="Collectibles held"
            firstHref={view.paged ? `${path}#owned-title` : null}
            nextHref={view.moreTokensAfter === null ? null : `${path}?tokensAfter=${view.moreTokensAfter}#owned-title`}
            firstText="First collectibles"
            nextText="More collectibles"
          />
        </section>
      )}
      <section className="section" aria-labelledby="transfers-title">
        <h2 id="transfers-title">{view.kind === "collectible" ? "Latest transfers" : "Collectible transfers"}</h2>
        <TransferTable transfers={view.transfers} caption={`Transfers of ${view.address}`} />
        <ListPager
          label="Transfers"
          firstHref={view.paged ? `${path}#transfers-title` : null}
          nextHref={view.olderBefore ? `${path}?before=${view.olderBefore}#transfers-title` : null}
          firstText="Newest transfers"
          nextText="Older transfers"
        />
      </section>
    </>
  );
}
