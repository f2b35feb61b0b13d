import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AddressLink } from "~/components/explorer";
import { explorerPageData } from "~/lib/explorer.server";
import { limitExplorerReads, transactionView } from "~/models/explorer.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `Transaction ${data.hash.slice(0, 12)}… | Explorer | Diginoor` : "Explorer | Diginoor" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  limitExplorerReads(request, context);
  return json(await explorerPageData(() => transactionView(params.hash ?? ""), "transaction"));
}

export default function ExplorerTransaction() {
  const view = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Transaction</h1>
      <dl className="explorer__facts">
        <div>
          <dt>Hash</dt>
          <dd className="explorer__hash">{view.hash}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd className={`explorer__status explorer__status--${view.status.toLowerCase()}`}>{view.status}</dd>
        </div>
        <div>
          <dt>Block</dt>
          <dd>{view.blockNumber ?? "Not yet in a block"}</dd>
        </div>
        <div>
          <dt>From</dt>
          <dd>
            <AddressLink address={view.from} />
          </dd>
        </div>
        <div>
          <dt>To</dt>
          <dd>{view.to ? <AddressLink address={view.to} /> : "Contract creation"}</dd>
        </div>
        <div>
          <dt>Value</dt>
          <dd>{view.value}</dd>
        </div>
        {view.gasUsed ? (
          <div>
            <dt>Gas used</dt>
            <dd>{view.gasUsed}</dd>
          </div>
        ) : null}
      </dl>
      <section className="section" aria-labelledby="events-title">
        <h2 id="events-title">Events</h2>
        {view.events.length ? (
          <ol className="explorer__events">
            {view.events.map((event, index) => (
              <li key={index} className="explorer__event">
                <h3>
                  {event.contract}: {event.name}
                </h3>
                <dl className="explorer__facts">
                  {event.args.map((arg) => (
                    <div key={arg.name}>
                      <dt>{arg.name}</dt>
                      <dd className="explorer__hash">{arg.href ? <Link to={arg.href}>{arg.text}</Link> : arg.text}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ol>
        ) : (
          <p className="empty-state">No events of the Diginoor contracts.</p>
        )}
        {view.otherLogs ? <p className="dim">{view.otherLogs} event(s) of other contracts are not decoded here.</p> : null}
      </section>
    </>
  );
}
