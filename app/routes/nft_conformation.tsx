import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { InfoPage } from "~/components/info-page";
import styles from "~/styles/listing.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Purchase confirmation | Diginoor" }];

/** The spec names this route without content: it explains where purchase confirmations appear. */
export default function NftConfirmationInfo() {
  return (
    <InfoPage
      eyebrow="Purchases"
      title="Purchase confirmation"
      notice="You have no purchase in progress. When you buy a collectible, its confirmation page opens."
      links={[
        { to: "/collections", label: "Browse the collections" },
        { to: "/market", label: "Visit the marketplace" },
        { to: "/wallet", label: "Choose a wallet" },
      ]}
    >
      <p>
        After you buy a collectible, its confirmation page follows the transfer to your wallet, which takes 20 to 30
        minutes. Once it arrives, the collectible appears in the Showcase tab of your profile.
      </p>
    </InfoPage>
  );
}
