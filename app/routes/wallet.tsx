import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { AddFunds } from "~/components/add-funds";
import { StandaloneCard } from "~/components/standalone-card";
import { ToastRegion, type ToastMessage } from "~/components/toast-region";
import { config } from "~/config.server";
import { amountInCoin } from "~/lib/coin.server";

import { parseForm } from "~/lib/input.server";
import { useHydrated } from "~/lib/use-hydrated";
import { sameSitePath } from "~/lib/same-site-path";
import { ADD_FUNDS_MIN_CENTS } from "~/lib/validation/add-funds.server";
import { walletFormSchema } from "~/lib/validation/wallet.server";
import type { Eip1193Provider, WalletOption } from "~/lib/wallet/client";
import { MOBILE_WALLET_UNAVAILABLE } from "~/lib/wallet/context";
import { addFundsOptions } from "~/models/add-funds.server";
import { clientAddress } from "~/models/auth.server";
import { requireSession, requireUserId } from "~/models/session.server";
import { prepareWithdrawal } from "~/models/refunds.server";
import { passwordTrade, sendWithPassword } from "~/models/standard-trading.server";
import {
  googleSignInLinked,
  openByGoogleSignIn,
  redeemWalletCode,
  requestWalletCode,
  sendCoin,
  sendNft,
  standardWallet,
  standardWalletCollectibles,
} from "~/models/standard-wallet.server";
import { activeWallet, disconnectWallet } from "~/models/wallets.server";
import { appChain } from "~/services/chain.server";
import { custodyAvailable, faucetAvailable, FAUCET_AMOUNT_WEI, topUpFromFaucet } from "~/services/custody.server";
import { redirectWithToast } from "~/services/toast.server";
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

const BALANCE_UNAVAILABLE = "Unavailable: the blockchain cannot be reached right now.";

/** Wallets belong to accounts: visitors sign in first and come back here. */
export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const wallet = activeWallet(userId);
  const standard = await standardWallet(userId);
  return json({
    wallet: wallet ? { address: wallet.address, kind: wallet.kind, balance: await balanceOf(wallet.address) } : null,
    standard: standard
      ? { address: standard.address, balance: standard.balanceWei === null ? null : amountInCoin(standard.balanceWei), collectibles: standardWalletCollectibles(standard.address) }
      : null,
    standardAvailable: custodyAvailable(),
    googleLinked: googleSignInLinked(userId),
    faucet: faucetAvailable() ? amountInCoin(FAUCET_AMOUNT_WEI) : null,
    network: config.chain.name,
    redirectTo: sameSitePath(new URL(request.url).searchParams.get("redirectTo")),
    walletConnectAvailable: config.walletConnectProjectId !== null,
    /** The on-ramps that add funds to the active wallet (docs/decisions/142-on-ramps.md). */
    addFunds: wallet ? { choices: addFundsOptions(), suggestedDollars: String(ADD_FUNDS_MIN_CENTS / 100) } : null,
  });
}

type ActionReply = { intent: string | null; error?: string; fieldErrors?: Record<string, string[] | null>; codeSent?: true };

const refusal = (intent: string | null, status: number, error: string) => json<ActionReply>({ intent, error }, { status });

/**
 * Disconnect (the account stops trading with its wallet until it connects one again), and the
 * standard wallet's forms, each a plain POST that works without JavaScript.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const session = await requireSession(request);
  const userId = session.user.id;
  // Read before the form: it copies the body, which the form's parse then consumes.
  const trade = await passwordTrade(request, context);
  const submission = await parseForm(request, walletFormSchema);
  if (submission.status !== "success") {
    const reply = submission.reply();
    const intent = typeof submission.payload.intent === "string" ? submission.payload.intent : null;
    return json<ActionReply>({ intent, error: reply.error?.[""]?.[0] ?? "Please check the form.", fieldErrors: reply.error ?? undefined }, { status: 400 });
  }
  const form = submission.value;
  const proof = { signedInAt: session.signedInAt, signInMethod: session.signInMethod, clientAddress: clientAddress(request, context) };
  switch (form.intent) {
    case "disconnect":
      disconnectWallet(userId);
      return redirect("/wallet");
    case "request-code": {
      const outcome = await requestWalletCode(userId);
      if (!outcome.ok) return refusal(form.intent, outcome.status, outcome.message);
      return json<ActionReply>({ intent: form.intent, codeSent: true });
    }
    case "google": {
      const outcome = openByGoogleSignIn(userId, session);
      if (!outcome.ok) return refusal(form.intent, outcome.status, outcome.message);
      return redirectWithToast("/wallet", { kind: "success", text: "Your standard wallet is ready and connected." });
    }
    case "redeem-code": {
      const outcome = redeemWalletCode(userId, form.code);
      if (!outcome.ok) return json<ActionReply>({ intent: form.intent, error: outcome.message, codeSent: true }, { status: outcome.status });
      return redirectWithToast("/wallet", { kind: "success", text: "Your standard wallet is ready and connected." });
    }
    case "faucet": {
      const standard = await standardWallet(userId);
      if (!standard || !faucetAvailable()) return refusal(form.intent, 409, "The dev faucet tops up a standard wallet on the embedded dev chain only.");
      await topUpFromFaucet(standard.address);
      return redirectWithToast("/wallet", { kind: "success", text: `${amountInCoin(FAUCET_AMOUNT_WEI)} of test coin added to your standard wallet.` });
    }
    case "withdraw-refunds": {
      if (!trade) return refusal(form.intent, 409, "Your active wallet withdraws refunds itself: use Withdraw refunds on your profile.");
      const sent = await sendWithPassword(trade, () => prepareWithdrawal(trade.address));
      if (!sent.ok) return redirectWithToast("/profile", { kind: "error", text: sent.message });
      return redirectWithToast("/profile", { kind: "success", text: "Refunds withdrawn to your standard wallet." });
    }
    case "send-coin": {
      const outcome = await sendCoin(userId, { to: form.to, amountWei: form.amount, password: form.password }, proof);
      if (!outcome.ok) return refusal(form.intent, outcome.status, outcome.message);
      return redirectWithToast("/wallet", { kind: "success", text: `Sent ${amountInCoin(form.amount)} to ${form.to}. Transaction ${outcome.txHash}.` });
    }
    case "send-nft": {
      const outcome = await sendNft(userId, { tokenId: form.tokenId, to: form.to, password: form.password }, proof);
      if (!outcome.ok) return refusal(form.intent, outcome.status, outcome.message);
      return redirectWithToast("/wallet", { kind: "success", text: `Sent token #${form.tokenId} to ${form.to}. Transaction ${outcome.txHash}.` });
    }
  }
}

const SOCIAL_LOGIN = {
  name: "Social-login wallet",
  examples: "Sign in with an account you already have",
  about: "A wallet created for you when you sign in with a social account: no extension to install and no recovery phrase to write down first.",
} as const;

/** The email option: a code mailed to the account's email creates or unlocks its standard wallet (a plain form). */
function EmailWalletOption({ available, reply }: { available: boolean; reply: ActionReply | undefined }) {
  const codeSent = reply?.codeSent === true;
  const codeError = reply?.intent === "redeem-code" ? (reply.fieldErrors?.code?.[0] ?? reply.error) : undefined;
  const requestError = reply?.intent === "request-code" ? reply.error : undefined;
  return (
    <li className="wallet-option">
      <h2>Email or phone wallet</h2>
      <p>
        <span className="visually-hidden">Examples: </span>
        One-time code by email. A wallet tied to your account and unlocked with a code we email you. Good for a first collectible.
        {available ? null : " Not available on this site yet."}
      </p>
      {codeSent ? (
        <Form method="post" className="wallet-code-form">
          <p>We emailed you a 6-digit code. It works once, for 10 minutes.</p>
          <label htmlFor="wallet-code">Code</label>
          <input id="wallet-code" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" maxLength={6} required aria-invalid={codeError ? true : undefined} aria-describedby={codeError ? "wallet-code-error" : undefined} />
          {codeError ? (
            <p className="form-error" id="wallet-code-error" role="alert">
              {codeError}
            </p>
          ) : null}
          <button type="submit" className="button button--small" name="intent" value="redeem-code">
            Open my wallet
          </button>
        </Form>
      ) : (
        <Form method="post">
          <button type="submit" className="button button--small" name="intent" value="request-code" disabled={!available}>
            Email me a code<span className="visually-hidden">: Email or phone wallet</span>
          </button>
          {requestError ? (
            <p className="form-error" role="alert">
              {requestError}
            </p>
          ) : null}
        </Form>
      )}
    </li>
  );
}

type StandardWalletView = { address: string; balance: string | null; collectibles: { tokenId: number; title: string }[] };

/** The standard wallet: its address and balance, the dev faucet, sending coin and collectibles out after the password, and the key export. */
function StandardWallet({ wallet, faucet, reply }: { wallet: StandardWalletView; faucet: string | null; reply: ActionReply | undefined }) {
  const faucetError = reply?.intent === "faucet" ? reply.error : undefined;
  return (
    <section className="wallet-connected" aria-labelledby="standard-wallet-title">
      <h2 id="standard-wallet-title">Standard wallet</h2>
      <dl className="wallet-facts">
        <dt>Address</dt>
        <dd className="wallet-address">{wallet.address}</dd>
        <dt>Balance</dt>
        <dd>{wallet.balance ?? BALANCE_UNAVAILABLE}</dd>
      </dl>
      {faucet ? (
        <Form method="post">
          <button type="submit" className="button button--small" name="intent" value="faucet">
            Top up from the dev faucet
          </button>
          <span className="dim"> Test coin only ({faucet}): this site runs on a development chain.</span>
          {faucetError ? (
            <p className="form-error" role="alert">
              {faucetError}
            </p>
          ) : null}
        </Form>
      ) : null}
      <SendForm intent="send-coin" title="Send coin to another wallet" reply={reply}>
        {(fieldError) => (
          <>
            <label htmlFor="send-amount">Amount</label>
            <input id="send-amount" name="amount" inputMode="decimal" required />
            {fieldError("amount") ? <p className="form-error">{fieldError("amount")}</p> : null}
          </>
        )}
      </SendForm>
      {wallet.collectibles.length > 0 ? (
        <SendForm intent="send-nft" title="Send a collectible to another wallet" reply={reply}>
          {(fieldError) => (
            <>
              <label htmlFor="send-nft-token">Collectible</label>
              <select id="send-nft-token" name="tokenId" required>
                {wallet.collectibles.map((token) => (
                  <option key={token.tokenId} value={token.tokenId}>
                    {token.title} (token #{token.tokenId})
                  </option>
                ))}
              </select>
              {fieldError("tokenId") ? <p className="form-error">{fieldError("tokenId")}</p> : null}
            </>
          )}
        </SendForm>
      ) : (
        <p className="dim">Your standard wallet holds no collectibles yet.</p>
      )}
      <p>
        <Link to="/wallet/export">Export the private key</Link>
      </p>
    </section>
  );
}

/** A transfer out of the standard wallet: what to send (the children), the address, and the account password. */
function SendForm({
  intent,
  title,
  reply,
  children,
}: {
  intent: "send-coin" | "send-nft";
  title: string;
  reply: ActionReply | undefined;
  children: (fieldError: (name: string) => string | undefined) => ReactNode;
}) {
  const own = reply?.intent === intent ? reply : undefined;
  const fieldError = (name: string) => own?.fieldErrors?.[name]?.[0];
  return (
    <Form method="post" className="wallet-send-form" aria-labelledby={`${intent}-title`}>
      <h3 id={`${intent}-title`}>{title}</h3>
      {children(fieldError)}
      <label htmlFor={`${intent}-to`}>To address</label>
      <input id={`${intent}-to`} name="to" autoComplete="off" spellCheck={false} required />
      {fieldError("to") ? <p className="form-error">{fieldError("to")}</p> : null}
      <label htmlFor={`${intent}-password`}>Your password</label>
      <input id={`${intent}-password`} name="password" type="password" autoComplete="current-password" />
      {own?.error && !own.fieldErrors ? (
        <p className="form-error" role="alert">
          {own.error}
        </p>
      ) : null}
      <button type="submit" className="button button--small" name="intent" value={intent}>
        Send
      </button>
    </Form>
  );
}

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
        <dd>{wallet.balance ?? BALANCE_UNAVAILABLE}</dd>
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
  const { wallet, standard, standardAvailable, googleLinked, faucet, network, redirectTo, walletConnectAvailable, addFunds } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as ActionReply | undefined;
  const hydrated = useHydrated();
  const [message, setMessage] = useState<ToastMessage | null>(null);
  useEffect(() => {
    if (!wallet) localStorage.removeItem("LAST_ACTIVE_ACCOUNT");
  }, [wallet]);
  return (
    <StandaloneCard heading="Connect your wallet" wide>
      {wallet ? <ConnectedWallet wallet={wallet} network={network} /> : null}
      {standard ? <StandardWallet wallet={standard} faucet={faucet} reply={reply} /> : null}
      {addFunds ? <AddFunds choices={addFunds.choices} suggestedDollars={addFunds.suggestedDollars} returnTo="/wallet" heading="Add funds" id="add-funds" /> : null}
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
        <li className="wallet-option">
          <h2>{SOCIAL_LOGIN.name}</h2>
          <p id="social-wallet-status">
            <span className="visually-hidden">Examples: </span>
            {SOCIAL_LOGIN.examples}. {SOCIAL_LOGIN.about}
            {googleLinked ? " Opens within 10 minutes of a Google sign-in." : " For accounts that sign in with Google; others use a code by email."}
          </p>
          <Form method="post">
            <button type="submit" className="button button--small" name="intent" value="google" disabled={!standardAvailable || !googleLinked} aria-describedby="social-wallet-status">
              Connect<span className="visually-hidden">: {SOCIAL_LOGIN.name}</span>
            </button>
            {reply?.intent === "google" && reply.error ? (
              <p className="form-error" role="alert">
                {reply.error}
              </p>
            ) : null}
          </Form>
        </li>
        <EmailWalletOption available={standardAvailable} reply={reply} />
      </ul>
      <p className="account__links">
        <Link to="/how it works">How wallets work</Link>
        <Link to="/how it works#tutorials-title">Watch the wallet videos</Link>
      </p>
      <ToastRegion toast={message} />
    </StandaloneCard>
  );
}
