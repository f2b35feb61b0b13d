import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { StandaloneCard } from "~/components/standalone-card";
import { ToastRegion, type ToastMessage } from "~/components/toast-region";
import { config } from "~/config.server";
import { amountInCoin } from "~/lib/coin.server";

import { parseForm } from "~/lib/input.server";
import { useHydrated } from "~/lib/use-hydrated";
import { sameSitePath } from "~/lib/same-site-path";
import { walletDisconnectSchema } from "~/lib/validation/wallet.server";
import type { Eip1193Provider, WalletOption } from "~/lib/wallet/client";
import { MOBILE_WALLET_UNAVAILABLE } from "~/lib/wallet/context";
import { requireUserId } from "~/models/session.server";
import { activeWallet, disconnectWallet } from "~/models/wallets.server";
import { appChain } from "~/services/chain.server";
import type { RouteHandle } from "~/root";
import styles from "~/styles/account.css";

export const handle: RouteHandle = { standalone: true };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Wallet | Diginoor" }];

/** The balance of the connected wallet as the chain reports it now; null while the node cannot be reached. */
async function balanceOf(address: string): Promise<string | null> {
  try {
    return amountInCoin(await appChain().provider.getBalance(address));
  } catch {
    return null;
  }
}

/** Wallets belong to accounts: visitors sign in first and come back here. */
export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const wallet = activeWallet(userId);
  return json({
    wallet: wallet ? { address: wallet.address, kind: wallet.kind, balance: await balanceOf(wallet.address) } : null,
    network: config.chain.name,
    redirectTo: sameSitePath(new URL(request.url).searchParams.get("redirectTo")),
    walletConnectAvailable: config.walletConnectProjectId !== null,
  });
}

/** Disconnect: the account stops trading with its wallet until it connects one again. */
export async function action({ request }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  const submission = await parseForm(request, walletDisconnectSchema);
  if (submission.status !== "success") return json({ error: "Use the Disconnect button." }, { status: 400 });
  disconnectWallet(userId);
  return redirect("/wallet");
}

const OTHER_PROVIDERS = [
  {
    name: "Social-login wallet",
    examples: "Sign in with an account you already have",
    about: "A wallet created for you when you sign in with a social account: no extension to install and no recovery phrase to write down first.",
  },
  {
    name: "Email or phone wallet",
    examples: "One-time code by email or SMS",
    about: "A wallet tied to your email address or phone number and unlocked with a one-time code. Good for a first collectible.",
  },
] as const;

type Step = { kind: "idle" } | { kind: "choosing"; options: WalletOption[]; offerSdk: boolean } | { kind: "busy"; text: string } | { kind: "wrong-chain"; provider: Eip1193Provider };

type ConnectProps = { redirectTo: string; onMessage: (toast: ToastMessage) => void };

/** The signed connection of a wallet, then back to where the collector was going; a refusal or wrong network says so. */
function useWalletConnection({ redirectTo, onMessage }: ConnectProps) {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: "idle" });

  async function connect(provider: Eip1193Provider) {
    const wallet = await import("~/lib/wallet/client");
    setStep({ kind: "busy", text: "Check your wallet: sign the message to connect it." });
    try {
      const connected = await wallet.connectWallet(provider, redirectTo);
      navigate(connected.redirectTo === "/" ? "/wallet" : connected.redirectTo);
    } catch (error) {
      const message = wallet.walletErrorMessage(error);
      setStep(error instanceof wallet.WalletError && error.reason === "wrong-chain" ? { kind: "wrong-chain", provider } : { kind: "idle" });
      onMessage({ kind: "error", text: message });
    }
  }

  return { step, setStep, connect };
}

/** The mobile option: WalletConnect's QR code, loaded on click (JavaScript only, and only with a project id). */
function MobileConnect({ available, ...props }: ConnectProps & { available: boolean }) {
  const hydrated = useHydrated();
  const { step, setStep, connect } = useWalletConnection(props);

  async function open() {
    const wallet = await import("~/lib/wallet/client");
    setStep({ kind: "busy", text: "Scan the QR code with your wallet app…" });
    try {
      await connect(await wallet.walletConnectProvider());
    } catch (error) {
      setStep({ kind: "idle" });
      props.onMessage({ kind: "error", text: wallet.walletErrorMessage(error) });
    }
  }

  return (
    <button type="button" className="button button--small" disabled={!available || !hydrated || step.kind === "busy"} onClick={open} aria-describedby="mobile-wallet-status">
      {step.kind === "busy" ? step.text : "Connect"}
      <span className="visually-hidden">: Mobile wallet</span>
    </button>
  );
}

/** The browser-extension option: discovery, the signed connection and the network switch (JavaScript only). */
function ExtensionConnect(props: ConnectProps) {
  const { onMessage } = props;
  const hydrated = useHydrated();
  const { step, setStep, connect } = useWalletConnection(props);

  async function discover() {
    const wallet = await import("~/lib/wallet/client");
    const options = await wallet.discoverWallets();
    if (options.length === 0) onMessage({ kind: "error", text: wallet.NO_WALLET_MESSAGE });
    if (options.length === 1 && wallet.includesMetaMask(options)) {
      wallet.chooseWallet(options[0]);
      await connect(options[0].provider);
      return;
    }
    setStep({ kind: "choosing", options, offerSdk: !wallet.includesMetaMask(options) });
  }

  async function connectWithSdk() {
    const wallet = await import("~/lib/wallet/client");
    try {
      setStep({ kind: "busy", text: "Opening MetaMask…" });
      await connect(await wallet.metaMaskSdkProvider());
    } catch (error) {
      setStep({ kind: "idle" });
      onMessage({ kind: "error", text: wallet.walletErrorMessage(error) });
    }
  }

  async function switchNetwork(provider: Eip1193Provider) {
    const wallet = await import("~/lib/wallet/client");
    try {
      await wallet.switchToConfiguredChain(provider);
      await connect(provider);
    } catch (error) {
      onMessage({ kind: "error", text: wallet.walletErrorMessage(error) });
    }
  }

  if (step.kind === "choosing") {
    return (
      <div className="wallet-choices" role="group" aria-label="Wallets found in this browser">
        {step.options.map((option) => (
          <button
            key={option.id}
            type="button"
            className="button button--small"
            onClick={async () => {
              (await import("~/lib/wallet/client")).chooseWallet(option);
              await connect(option.provider);
            }}
          >
            {option.icon ? <img src={option.icon} alt="" width="20" height="20" /> : null}
            {option.name}
          </button>
        ))}
        {step.offerSdk ? (
          <button type="button" className="button button--small button--ghost" onClick={connectWithSdk}>
            MetaMask mobile app
          </button>
        ) : null}
      </div>
    );
  }
  if (step.kind === "wrong-chain") {
    return (
      <button type="button" className="button button--small" onClick={() => switchNetwork(step.provider)}>
        Switch network
      </button>
    );
  }
  return (
    <button type="button" className="button button--small" disabled={!hydrated || step.kind === "busy"} onClick={discover} aria-describedby={hydrated ? undefined : "wallet-js"}>
      {step.kind === "busy" ? step.text : "Connect"}
      <span className="visually-hidden">: Browser-extension wallet</span>
    </button>
  );
}

function ConnectedWallet({ wallet, network }: { wallet: { address: string; balance: string | null }; network: string }) {
  useEffect(() => {
    localStorage.setItem("LAST_ACTIVE_ACCOUNT", wallet.address);
  }, [wallet.address]);
  return (
    <section className="wallet-connected" aria-labelledby="wallet-connected-title">
      <h2 id="wallet-connected-title">Connected wallet</h2>
      <dl className="wallet-facts">
        <dt>Account</dt>
        <dd className="wallet-address">{wallet.address}</dd>
        <dt>Balance</dt>
        <dd>{wallet.balance ?? "Unavailable: the blockchain cannot be reached right now."}</dd>
        <dt>Network</dt>
        <dd>{network}</dd>
      </dl>
      <Form method="post" onSubmit={() => localStorage.removeItem("LAST_ACTIVE_ACCOUNT")}>
        <button type="submit" className="button button--ghost" name="intent" value="disconnect">
          Disconnect
        </button>
      </Form>
    </section>
  );
}

export default function Wallet() {
  const { wallet, network, redirectTo, walletConnectAvailable } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const [message, setMessage] = useState<ToastMessage | null>(null);
  useEffect(() => {
    if (!wallet) localStorage.removeItem("LAST_ACTIVE_ACCOUNT");
  }, [wallet]);
  return (
    <StandaloneCard heading="Connect your wallet" wide>
      {wallet ? <ConnectedWallet wallet={wallet} network={network} /> : null}
      <p>
        Your collectibles are delivered to a crypto wallet, and buying, bidding and selling are signed by it. Choose the
        kind of wallet you use. No wallet yet? We will provide a standard one for your account.
      </p>
      {hydrated ? null : (
        <p className="notice" id="wallet-js">
          Connecting a wallet needs JavaScript: your wallet signs a message in the browser to prove it is yours. Please turn
          JavaScript on to connect.
        </p>
      )}
      <ul className="wallet-options" aria-label="Wallet providers">
        <li className="wallet-option">
          <h2>Browser-extension wallet</h2>
          <p>
            <span className="visually-hidden">Examples: </span>
            MetaMask, Coinbase Wallet, Rabby. A wallet that lives in your browser. You approve every purchase and bid in its
            own pop-up, and your keys never leave your computer.
          </p>
          <ExtensionConnect redirectTo={redirectTo} onMessage={setMessage} />
        </li>
        <li className="wallet-option">
          <h2>Mobile wallet</h2>
          <p id="mobile-wallet-status">
            <span className="visually-hidden">Examples: </span>
            WalletConnect. Scan a QR code with the wallet app on your phone.{" "}
            {walletConnectAvailable ? null : MOBILE_WALLET_UNAVAILABLE}
          </p>
          <MobileConnect available={walletConnectAvailable} redirectTo={redirectTo} onMessage={setMessage} />
        </li>
        {OTHER_PROVIDERS.map((provider) => (
          <li key={provider.name} className="wallet-option">
            <h2>{provider.name}</h2>
            <p>
              <span className="visually-hidden">Examples: </span>
              {provider.examples}. {provider.about}
            </p>
            <button type="button" className="button button--small" disabled aria-describedby="standard-wallet-notice">
              Connect<span className="visually-hidden">: {provider.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="dim" id="standard-wallet-notice">
        Social-login and email or phone wallets open soon, together with card payments.
      </p>
      <p className="account__links">
        <Link to="/how it works">How wallets work</Link>
        <Link to="/how it works#tutorials-title">Watch the wallet videos</Link>
      </p>
      <ToastRegion toast={message} />
    </StandaloneCard>
  );
}
