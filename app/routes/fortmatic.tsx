import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import styles from "~/styles/listing.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Email or phone wallet | Diginoor" }];

/** The spec names this wallet route without content: it explains the email or phone wallet. */
export default function Fortmatic() {
  return (
    <div className="page prose info-page">
      <p className="eyebrow">Wallets</p>
      <h1>Use an email or phone wallet</h1>
      <p>
        An email or phone wallet is tied to your email address or phone number and unlocked with a one-time code. There
        is no browser extension to install, which makes it a gentle way to collect your first film NFT.
      </p>
      <p className="notice">Wallet connections open soon. Until then you can explore the collections and the marketplace.</p>
      <p className="info-page__links">
        <Link className="button" to="/wallet">
          Choose a wallet
        </Link>
        <Link className="button button--ghost" to="/market">
          Visit the marketplace
        </Link>
        <Link className="button button--ghost" to="/collections">
          Browse the collections
        </Link>
      </p>
    </div>
  );
}
