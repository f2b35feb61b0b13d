import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { TransferTable } from "~/components/explorer";
import { builtInExplorerPath } from "~/lib/explorer";
import { explorerPageData } from "~/lib/explorer.server";
import { addressView } from "~/models/explorer.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.label} ${data.address} | Explorer | Diginoor` : "Explorer | Diginoor" }];

export async function loader({ params }: LoaderFunctionArgs) {
  return json(await explorerPageData(() => addressView(params.address ?? ""), "address"));
}

export default function ExplorerAddress() {
  const view = useLoaderData<typeof loader>();
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
          {view.ownedTokenIds.length ? (
            <ul className="explorer__tokens">
              {view.ownedTokenIds.map((tokenId) => (
                <li key={tokenId}>
                  <Link to={builtInExplorerPath({ kind: "token", tokenId })}>Token #{tokenId}</Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty-state">This address holds no Diginoor collectibles.</p>
          )}
        </section>
      )}
      <section className="section" aria-labelledby="transfers-title">
        <h2 id="transfers-title">{view.kind === "collectible" ? "Latest transfers" : "Collectible transfers"}</h2>
        <TransferTable transfers={view.transfers} caption={`Transfers of ${view.address}`} />
      </section>
    </>
  );
}
