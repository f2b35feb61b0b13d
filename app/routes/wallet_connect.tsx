import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import styles from "~/styles/listing.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Mobile wallet | Diginoor" }];

/** The spec names this wallet route without content: it explains the mobile wallet connection. */
export default function WalletConnect() {
  return (
    <div className="page prose info-page">
      <p className="eyebrow">Wallets</p>
      <h1>Connect a mobile wallet</h1>
      <p>
        A mobile wallet connection links the wallet app on your phone to Diginoor: you scan a QR code with the app, and
        from then on the app asks you to approve every purchase and bid. Your keys never leave your phone.
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
