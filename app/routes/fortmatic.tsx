import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { InfoPage } from "~/components/info-page";
import styles from "~/styles/listing.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Email or phone wallet | Diginoor" }];

/** The spec names this wallet route without content: it explains the email or phone wallet. */
export default function Fortmatic() {
  return (
    <InfoPage
      eyebrow="Wallets"
      title="Use an email or phone wallet"
      notice="On the wallet page, ask for a code by email: it opens a standard wallet for your account. Codes by SMS come later."
      links={[
        { to: "/wallet", label: "Get a code by email" },
        { to: "/market", label: "Visit the marketplace" },
        { to: "/collections", label: "Browse the collections" },
      ]}
    >
      <p>
        An email or phone wallet is tied to your email address or phone number and unlocked with a one-time code. There
        is no browser extension to install, which makes it a gentle way to collect your first film NFT.
      </p>
    </InfoPage>
  );
}
