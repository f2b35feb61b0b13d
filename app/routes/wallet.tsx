import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { requireUserId } from "~/models/session.server";
import type { RouteHandle } from "~/root";
import styles from "~/styles/account.css";
import { StandaloneCard } from "~/components/standalone-card";

export const handle: RouteHandle = { standalone: true };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Wallet | Diginoor" }];

/** Wallets belong to accounts: visitors sign in first and come back here. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserId(request);
  return json(null);
}

const PROVIDERS = [
  {
    name: "Browser-extension wallet",
    examples: "MetaMask, Coinbase Wallet, Rabby",
    about:
      "A wallet that lives in your browser. You approve every purchase and bid in its own pop-up, and your keys never leave your computer.",
  },
  {
    name: "Social-login wallet",
    examples: "Sign in with an account you already have",
    about: "A wallet created for you when you sign in with a social account: no extension to install and no recovery phrase to write down first.",
  },
  {
    name: "Mobile wallet",
    examples: "WalletConnect",
    about: "Scan a QR code with the wallet app on your phone. The app asks you to approve each transaction, so your keys stay on your phone.",
  },
  {
    name: "Email or phone wallet",
    examples: "One-time code by email or SMS",
    about: "A wallet tied to your email address or phone number and unlocked with a one-time code. Good for a first collectible.",
  },
] as const;

export default function Wallet() {
  return (
    <StandaloneCard heading="Connect your wallet" wide>
      <p>
        Your collectibles are delivered to a crypto wallet, and buying, bidding and selling are signed by it. Choose the
        kind of wallet you use. No wallet yet? We will provide a standard one for your account.
      </p>
      <p className="notice" id="wallet-notice">
        Connecting a wallet opens soon, together with buying and bidding.
      </p>
      <ul className="wallet-options" aria-label="Wallet providers">
        {PROVIDERS.map((provider) => (
          <li key={provider.name} className="wallet-option">
            <h2>{provider.name}</h2>
            <p>
              <span className="visually-hidden">Examples: </span>
              {provider.examples}. {provider.about}
            </p>
            <button type="button" className="button button--small" disabled aria-describedby="wallet-notice">
              Connect<span className="visually-hidden">: {provider.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="account__links">
        <Link to="/how it works">How wallets work</Link>
        <Link to="/how it works#tutorials-title">Watch the wallet videos</Link>
      </p>
    </StandaloneCard>
  );
}
