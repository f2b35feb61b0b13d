import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import styles from "~/styles/listing.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Place a bid | Diginoor" }];

/** The spec names this route without content: it explains how bidding works and where to do it. */
export default function PlaceABid() {
  return (
    <div className="page prose info-page">
      <p className="eyebrow">Auctions</p>
      <h1>Place a bid</h1>
      <p>Some collectibles are sold by auction: the highest bid when the timer ends wins the token.</p>
      <ul>
        <li>The first bid must reach the reserve price shown on the auction.</li>
        <li>Each new bid must be higher than the last one.</li>
        <li>If someone outbids you, your bid is refunded to your wallet.</li>
        <li>When the auction ends it is settled: the token goes to the winner and the production house receives its 10% royalty.</li>
      </ul>
      <p className="notice">Bidding opens soon, once you can connect a wallet. Live auctions are already on the marketplace.</p>
      <p className="info-page__links">
        <Link className="button" to="/market">
          See live auctions
        </Link>
        <Link className="button button--ghost" to="/wallet">
          Choose a wallet
        </Link>
        <Link className="button button--ghost" to="/collections">
          Browse the collections
        </Link>
      </p>
    </div>
  );
}
