import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { InfoPage } from "~/components/info-page";
import styles from "~/styles/listing.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Place a bid | Diginoor" }];

/** The spec names this route without content: it explains how bidding works and where to do it. */
export default function PlaceABid() {
  return (
    <InfoPage
      eyebrow="Auctions"
      title="Place a bid"
      notice="Bidding opens soon, once you can connect a wallet. Live auctions are already on the marketplace."
      links={[
        { to: "/market", label: "See live auctions" },
        { to: "/wallet", label: "Choose a wallet" },
        { to: "/collections", label: "Browse the collections" },
      ]}
    >
      <p>Some collectibles are sold by auction: the highest bid when the timer ends wins the token.</p>
      <ul>
        <li>The first bid must reach the reserve price shown on the auction.</li>
        <li>Each new bid must be higher than the last one.</li>
        <li>If someone outbids you, your bid is refunded to your wallet.</li>
        <li>When the auction ends it is settled: the token goes to the winner and the production house receives its 10% royalty.</li>
      </ul>
    </InfoPage>
  );
}
