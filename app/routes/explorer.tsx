import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { config } from "~/config.server";
import { notFound } from "~/lib/http.server";
import styles from "~/styles/explorer.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** The built-in explorer's frame; /explorer alone has no page (decision 060). */
export async function loader({ request }: LoaderFunctionArgs) {
  if (/^\/explorer\/?$/i.test(new URL(request.url).pathname)) notFound("The explorer shows an address, a transaction or a token: follow a proof or transaction link.");
  return json({ chainName: config.chain.name, chainId: config.chain.chainId });
}

export default function ExplorerLayout() {
  const { chainName, chainId } = useLoaderData<typeof loader>();
  return (
    <div className="page explorer">
      <p className="eyebrow">
        Explorer · {chainName} (chain id {chainId}) · balances, owners and transactions read live from the chain; transfers as indexed
      </p>
      <Outlet />
    </div>
  );
}
