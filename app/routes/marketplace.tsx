import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Countdown } from "~/components/countdown";
import styles from "~/styles/market.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Marketplace | Diginoor" }];

/** The spec's coming-soon timer: 6,000,000 seconds from the moment the page loads. */
const COMING_SOON_MS = 6_000_000_000;

export async function loader() {
  const renderedAt = Date.now();
  return json({ renderedAt, endsAt: renderedAt + COMING_SOON_MS });
}

export default function Marketplace() {
  const { renderedAt, endsAt } = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <section className="coming-soon" aria-labelledby="coming-soon-title">
        <p className="eyebrow">The Diginoor marketplace</p>
        <h1 id="coming-soon-title">COMING SOON</h1>
        <p className="dim">
          A new home for trading film collectibles between fans is on its way. Until then, resales and auctions are open on
          the market.
        </p>
        <Countdown endsAt={endsAt} renderedAt={renderedAt} label="Time until the marketplace opens" />
        <Link to="/market" className="button">
          Browse the market now
        </Link>
      </section>
    </div>
  );
}
