import { Form, Link, useFetcher, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { FormErrors } from "~/components/form-field";
import { PasswordConfirmation } from "~/components/password-confirmation";
import { TradeStatusLine, useTradeSteps } from "~/components/trade-steps";
import { useHydrated } from "~/lib/use-hydrated";
import type { TicketWalletReply, TicketWalletView } from "~/models/lottery-wallet.server";

/** The page that follows a ticket order after its payment (the spec's /lottery_purchased/{id}). */
const purchasedHref = (lotteryId: number, orderId: string) => `/lottery_purchased/${lotteryId}?order=${orderId}`;

/**
 * "Pay by wallet" in the ticket popup (docs/decisions/162-lottery-tickets-on-chain.md): a browser
 * wallet pays the signed payment the server prepares (JavaScript), the standard wallet pays with
 * the account password in a plain form post (no JavaScript needed), and an account without a
 * wallet is shown where to connect one or open its standard wallet. `count` is the popup's ticket
 * count (null while it is out of range); `refusal` why the server refused the last password post.
 */
export function TicketWalletSection({
  wallet,
  lotteryId,
  action,
  count,
  maxTickets,
  refusal,
}: {
  wallet: TicketWalletView;
  lotteryId: number;
  action: string;
  count: number | null;
  maxTickets: number;
  refusal: string | null;
}) {
  return (
    <section className="pay-group" aria-label="Pay by wallet">
      <h3>Pay by wallet</h3>
      {"connectHref" in wallet ? (
        <>
          <p className="notice">
            Paying by wallet needs a wallet: connect a browser wallet (Metamask, Wallet Connect or another), or open the standard wallet we keep for your account, on your Wallet page.
          </p>
          <Link to={wallet.connectHref} className="button button--ghost">
            Connect or open a wallet
          </Link>
        </>
      ) : wallet.pays === "standard" ? (
        <StandardWalletTickets lotteryId={lotteryId} action={action} count={count} maxTickets={maxTickets} refusal={refusal} />
      ) : (
        <BrowserWalletTickets lotteryId={lotteryId} action={action} count={count} />
      )}
      <p className="dim">The payment is the tickets and the buyer fee in coin, plus the network&apos;s gas; your tickets are issued once the chain confirms it.</p>
    </section>
  );
}

/**
 * Pay with your wallet: the action quotes the order and answers the signed payment, the wallet
 * sends it, the page reports the transaction for the order and opens the page that follows it.
 */
function BrowserWalletTickets({ lotteryId, action, count }: { lotteryId: number; action: string; count: number | null }) {
  const hydrated = useHydrated();
  const quote = useFetcher<TicketWalletReply>();
  const report = useFetcher<TicketWalletReply>();
  const navigate = useNavigate();
  const { status, busy, run } = useTradeSteps();
  const sent = useRef<string | null>(null);

  const { submit: reportSubmit } = report;
  useEffect(() => {
    const { prepared, orderId } = quote.data ?? {};
    if (quote.state !== "idle" || !prepared?.ok || !orderId) return;
    void run(prepared, (hash) => {
      sent.current = orderId;
      reportSubmit({ intent: "wallet-submitted", orderId, txHash: hash }, { method: "post", action });
    });
  }, [quote.data, quote.state, run, reportSubmit, action]);
  useEffect(() => {
    if (report.state === "idle" && report.data?.orderId && sent.current) navigate(purchasedHref(lotteryId, sent.current));
  }, [report.state, report.data, navigate, lotteryId]);

  if (!hydrated) return <p className="notice">Your wallet signs the payment in the browser: please turn on JavaScript to pay with it.</p>;
  const refusal = quote.data?.error ?? report.data?.error ?? null;
  return (
    <quote.Form method="post" action={action} className="form">
      <input type="hidden" name="intent" value="wallet-quote" />
      <input type="hidden" name="tickets" value={count ?? ""} />
      <button type="submit" className="button" disabled={count === null || busy || quote.state !== "idle" || sent.current !== null}>
        Pay with your wallet
      </button>
      <FormErrors id={`tickets-${lotteryId}-wallet-refusal`} errors={refusal ? [refusal] : undefined} />
      <TradeStatusLine status={status} />
    </quote.Form>
  );
}

/**
 * Pay from your standard wallet: a plain form post with the account password; the server quotes
 * the order, sends the payment from custody and opens the page that follows the order. With
 * JavaScript the form takes the popup's count; without it, the form has its own count field.
 */
function StandardWalletTickets({ lotteryId, action, count, maxTickets, refusal }: { lotteryId: number; action: string; count: number | null; maxTickets: number; refusal: string | null }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "wallet-password";
  const countId = `tickets-${lotteryId}-standard-count`;
  return (
    <Form method="post" action={action} className="form">
      <input type="hidden" name="intent" value="wallet-password" />
      {hydrated ? (
        <input type="hidden" name="tickets" value={count ?? ""} />
      ) : (
        <div className="field">
          <label htmlFor={countId}>Tickets to pay from your standard wallet</label>
          <input id={countId} name="tickets" type="number" inputMode="numeric" min={1} max={maxTickets} step={1} required defaultValue={1} />
        </div>
      )}
      <PasswordConfirmation id={`tickets-${lotteryId}-password`} />
      <button type="submit" className="button" disabled={sending || (hydrated && count === null)}>
        Pay from your standard wallet
      </button>
      <FormErrors id={`tickets-${lotteryId}-standard-refusal`} errors={refusal ? [refusal] : undefined} />
    </Form>
  );
}
