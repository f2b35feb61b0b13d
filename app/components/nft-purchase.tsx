import { Form, Link, useFetcher, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { AddFunds, type AddFundsChoice } from "~/components/add-funds";
import { FactList } from "~/components/fact-list";
import { FormErrors } from "~/components/form-field";
import { Modal, openModal } from "~/components/modal";
import { PasswordConfirmation } from "~/components/password-confirmation";
import { TradeStatusLine, useTradeSteps } from "~/components/trade-steps";
import { useHydrated } from "~/lib/use-hydrated";
import type { PurchaseReply } from "~/models/orders.server";

/** Where a card purchase is delivered: the connected wallet, the account's standard wallet, or nowhere yet (connect one first). */
export type CardDelivery = "wallet" | "standard" | "connect";

/** A card purchase's lines in dollars and coin and where it is delivered, or why cards are not taken. */
export type CardPriceView = { price: string; fee: string; total: string; delivery: CardDelivery } | { unavailable: string };

/** A fixed-price sale's amounts, already formatted. */
export type FixedPriceView = {
  priceUsd: string;
  price: string;
  feeLabel: string;
  fee: string;
  total: string;
  royalty: string;
  /** Says the coin amounts come from the configured fixed rate; null when they come from a live price. */
  rateNote: string | null;
  card: CardPriceView;
  /** The crypto provider's lines: the same numbers as the card's, or why it is not taken. */
  crypto: CardPriceView;
  /** The on-ramps the modal offers when the wallet cannot pay (docs/decisions/142-on-ramps.md). */
  addFunds: AddFundsChoice[];
};

/**
 * The fixed price, and the PURCHASE button with its modal (open from the server with `?purchase=1`):
 * the amounts, the real gas estimate for the connected wallet, and Pay, which reserves a unit at a
 * locked price and has the wallet send the payment (docs/decisions/018-fulfilment.md); for a standard
 * wallet, a plain form the password confirms (docs/decisions/144-standard-wallet-trading.md).
 */
export function NftPurchase({
  nft,
  fixed,
  serverOpen,
  serverGas,
  serverShortfall,
  closeHref,
  connectHref,
  byPassword,
  passwordRefusal,
}: {
  nft: { id: number; title: string; production: string; available: number };
  fixed: FixedPriceView;
  serverOpen: boolean;
  /** The gas estimate the server made for a modal it rendered open (no JavaScript needed). */
  serverGas: string | null;
  /** The dollars the connected wallet lacks, from the server for a modal it rendered open; null when it can pay. */
  serverShortfall: string | null;
  /** The page itself without the modal; with the modal's query it opens it (a site path, written as is on the server). */
  closeHref: string;
  /** Where to connect a wallet before paying; null when the signed-in user has a trading wallet. */
  connectHref: string | null;
  /** The active wallet is the standard wallet: the password confirms the payment (docs/decisions/144-standard-wallet-trading.md). */
  byPassword: boolean;
  /** Why the server refused the last purchase confirmed by the password, if it did. */
  passwordRefusal: string | null;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [opened, setOpened] = useState(serverOpen);
  const estimate = useFetcher<PurchaseReply>();
  const action = `/nftdetail/${nft.id}`;
  const { submit: estimateSubmit } = estimate;
  useEffect(() => {
    if (opened && !connectHref) estimateSubmit({ intent: "estimate" }, { method: "post", action });
  }, [opened, connectHref, estimateSubmit, action]);
  const estimateError = estimate.data?.result.error ? Object.values(estimate.data.result.error).flat()[0] : null;
  const shortfall = estimate.data ? (estimate.data.shortfall ?? null) : serverShortfall;
  const gas = estimate.data?.gas ?? serverGas ?? (estimateError ? "Not available" : connectHref ? "Estimated once a wallet is connected" : "Estimating…");

  return (
    <>
      <p className="nft-trade__label">Fixed Price</p>
      <p className="nft-trade__price">
        {fixed.priceUsd} <span className="dim">≈ {fixed.price}</span>
      </p>
      {nft.available > 0 ? (
        <>
          <Link
            to={`${closeHref}?purchase=1`}
            preventScrollReset
            className="button nft-trade__action"
            aria-haspopup="dialog"
            onClick={(event) => {
              openModal(dialogRef)(event);
              setOpened(true);
            }}
          >
            PURCHASE
          </Link>
          <Modal id="purchase" title="Purchase" dialogRef={dialogRef} serverOpen={serverOpen} closeHref={closeHref}>
            <FactList
              className="modal__lines"
              facts={[
                ["Title", nft.title],
                ["Production house", nft.production],
                ["Price", `${fixed.priceUsd} (${fixed.price})`],
                [fixed.feeLabel, fixed.fee],
                ["Gas fee", gas],
                ["Total (before gas)", fixed.total, "modal__total"],
              ]}
            />
            <p className="dim">{fixed.royalty}</p>
            {fixed.rateNote ? <p className="dim">{fixed.rateNote}</p> : null}
            {estimateError ? <p className="field-error">{estimateError}</p> : null}
            <section className="pay-group" aria-label="Buy Using Wallet">
              <h3>Buy Using Wallet</h3>
              {connectHref ? (
                <>
                  <p className="notice">Paying by wallet needs a connected wallet: Wallet Connect, Metamask or another browser wallet.</p>
                  <Link to={connectHref} className="button">
                    Connect a wallet to pay
                  </Link>
                </>
              ) : byPassword ? (
                <PasswordPayment nftId={nft.id} action={action} refusal={passwordRefusal} />
              ) : (
                <WalletPayment nftId={nft.id} action={action} />
              )}
            </section>
            <section className="pay-group" aria-label="Buy Crypto / Card">
              <h3>Buy Crypto / Card</h3>
              {[fixed.card, fixed.crypto].some((lines) => "delivery" in lines && lines.delivery === "standard") ? (
                <p className="notice">No wallet needed: your collectible is delivered to the standard wallet we keep for your account. Find it on your Wallet page.</p>
              ) : null}
              <ProviderPayment provider={CARD} action={action} lines={fixed.card} feeLabel={fixed.feeLabel} />
              <ProviderPayment provider={CRYPTO_PROVIDER} action={action} lines={fixed.crypto} feeLabel={fixed.feeLabel} />
            </section>
            {connectHref ? null : shortfall ? (
              <AddFunds
                choices={fixed.addFunds}
                suggestedDollars={shortfall}
                returnTo={`${closeHref}?purchase=1`}
                heading={`Add funds: your wallet needs about $${shortfall} more to pay by wallet`}
                id="purchase-add-funds"
              />
            ) : (
              <p className="dim">
                <Link to="/wallet#add-funds">Add funds/crypto to your wallet</Link>
              </p>
            )}
          </Modal>
        </>
      ) : (
        <p className="nft-trade__status">Sold out</p>
      )}
    </>
  );
}

/** A hosted provider's option in the modal: how it names itself, and the action's intent that starts it. */
type Provider = { intent: "card" | "crypto"; pay: string; by: string; purchase: string };
const CARD: Provider = { intent: "card", pay: "Pay with card", by: "by card", purchase: "A card purchase" };
const CRYPTO_PROVIDER: Provider = { intent: "crypto", pay: "Pay with crypto (Coinbase)", by: "by crypto (Coinbase)", purchase: "A crypto payment" };

/**
 * Pay by a hosted provider (card, crypto provider): the line items first, then a plain form post (no
 * JavaScript needed) that quotes the order and is redirected to the provider's page
 * (docs/decisions/136-card-purchases.md, 140-crypto-provider-purchases.md). Without a connected
 * wallet the token goes to the account's standard wallet (docs/decisions/146-standard-wallet-out-and-card-delivery.md).
 */
function ProviderPayment({ provider, action, lines, feeLabel }: { provider: Provider; action: string; lines: CardPriceView; feeLabel: string }) {
  if ("unavailable" in lines) return <p className="dim">{provider.pay}: {lines.unavailable}</p>;
  return (
    <>
      <FactList
        className="modal__lines"
        facts={[
          ["Price", lines.price],
          [feeLabel, lines.fee],
          [`Total ${provider.by}`, lines.total, "modal__total"],
        ]}
      />
      {lines.delivery === "connect" ? (
        <p className="notice">{provider.purchase} is delivered to your wallet: connect one first.</p>
      ) : (
        <form method="post" action={action} className="form">
          <input type="hidden" name="intent" value={provider.intent} />
          <button type="submit" className="button">
            {provider.pay}
          </button>
        </form>
      )}
    </>
  );
}

/**
 * Pay from the standard wallet: a plain form post with the account password (no JavaScript
 * needed); the server reserves a unit, sends the payment from custody and redirects to the
 * confirmation page. A refusal comes back to the page with the modal open (`?purchase=1`).
 */
function PasswordPayment({ nftId, action, refusal }: { nftId: number; action: string; refusal: string | null }) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "password";
  return (
    <Form method="post" action={`${action}?purchase=1`} className="form">
      <input type="hidden" name="intent" value="password" />
      <PasswordConfirmation id={`purchase-${nftId}-password`} />
      <button type="submit" className="button" disabled={sending}>
        Pay from your standard wallet
      </button>
      <FormErrors id="purchase-refusal" errors={refusal ? [refusal] : undefined} />
    </Form>
  );
}

/**
 * Pay: the action reserves a unit and answers the signed payment, the wallet sends it, the page
 * reports the transaction for the order and opens the confirmation page, which follows the order
 * until the indexer has seen the mint.
 */
function WalletPayment({ nftId, action }: { nftId: number; action: string }) {
  const hydrated = useHydrated();
  const quote = useFetcher<PurchaseReply>();
  const report = useFetcher<PurchaseReply>();
  const navigate = useNavigate();
  const { status, busy, run } = useTradeSteps();
  const sent = useRef<{ orderId: string; hash: string } | null>(null);

  const { submit: reportSubmit } = report;
  useEffect(() => {
    const { prepared, orderId } = quote.data ?? {};
    if (quote.state !== "idle" || !prepared?.ok || !orderId) return;
    void run(prepared, (hash) => {
      sent.current = { orderId, hash };
      reportSubmit({ intent: "submitted", orderId, txHash: hash }, { method: "post", action });
    });
  }, [quote.data, quote.state, run, reportSubmit, action]);
  useEffect(() => {
    if (report.state === "idle" && report.data && sent.current) navigate(`/Nft_conformation/${nftId}?order=${sent.current.orderId}`);
  }, [report.state, report.data, navigate, nftId]);

  if (!hydrated) return <p className="notice">Your wallet signs the payment in the browser: please turn on JavaScript to pay.</p>;
  const refusal = quote.data?.prepared && !quote.data.prepared.ok ? quote.data.prepared.error : null;
  return (
    <quote.Form method="post" action={action} className="form">
      <input type="hidden" name="intent" value="quote" />
      <button type="submit" className="button" disabled={busy || quote.state !== "idle" || sent.current !== null}>
        Pay with wallet
      </button>
      <FormErrors id="purchase-refusal" errors={refusal ? [refusal] : undefined} />
      <TradeStatusLine status={status} />
    </quote.Form>
  );
}
