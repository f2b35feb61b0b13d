import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import styles from "~/styles/listing.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Purchase confirmation | Diginoor" }];

/** The spec names this route without content: it explains where purchase confirmations appear. */
export default function NftConfirmationInfo() {
  return (
    <div className="page prose info-page">
      <p className="eyebrow">Purchases</p>
      <h1>Purchase confirmation</h1>
      <p>
        After you buy a collectible, its confirmation page follows the transfer to your wallet, which takes 20 to 30
        minutes. Once it arrives, the collectible appears in the Showcase tab of your profile.
      </p>
      <p className="notice">You have no purchase in progress. Buying opens soon, once you can connect a wallet.</p>
      <p className="info-page__links">
        <Link className="button" to="/collections">
          Browse the collections
        </Link>
        <Link className="button button--ghost" to="/market">
          Visit the marketplace
        </Link>
        <Link className="button button--ghost" to="/wallet">
          Choose a wallet
        </Link>
      </p>
    </div>
  );
}
