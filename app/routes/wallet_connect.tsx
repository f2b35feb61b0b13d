import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InfoPage } from "~/components/info-page";
import { config } from "~/config.server";
import { MOBILE_WALLET_UNAVAILABLE } from "~/lib/wallet/context";
import styles from "~/styles/listing.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Mobile wallet | Diginoor" }];

export function loader() {
  return json({ walletConnectAvailable: config.walletConnectProjectId !== null });
}

/** The spec names this wallet route without content: it explains the mobile wallet connection. */
export default function WalletConnect() {
  const { walletConnectAvailable } = useLoaderData<typeof loader>();
  return (
    <InfoPage
      eyebrow="Wallets"
      title="Connect a mobile wallet"
      notice={walletConnectAvailable ? "To connect, choose Mobile wallet on the wallet page and scan its QR code with your phone." : MOBILE_WALLET_UNAVAILABLE}
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
