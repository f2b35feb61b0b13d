import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { InfoPage } from "~/components/info-page";
import styles from "~/styles/listing.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Mobile wallet | Diginoor" }];

/** The spec names this wallet route without content: it explains the mobile wallet connection. */
export default function WalletConnect() {
  return (
    <InfoPage
      eyebrow="Wallets"
      title="Connect a mobile wallet"
      notice="Wallet connections open soon. Until then you can explore the collections and the marketplace."
      links={[
        { to: "/wallet", label: "Choose a wallet" },
        { to: "/market", label: "Visit the marketplace" },
        { to: "/collections", label: "Browse the collections" },
      ]}
    >
      <p>
        A mobile wallet connection links the wallet app on your phone to Diginoor: you scan a QR code with the app, and
        from then on the app asks you to approve every purchase and bid. Your keys never leave your phone.
      </p>
    </InfoPage>
  );
}
