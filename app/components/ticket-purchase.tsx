import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import { AddFunds, type AddFundsChoice } from "~/components/add-funds";
import { FactList } from "~/components/fact-list";
import { TicketWalletSection } from "~/components/ticket-wallet";
import { applyBps, formatUsd } from "~/lib/format";
import { useHydrated } from "~/lib/use-hydrated";
import { ticketPurchaseSchema, type TicketPayment } from "~/lib/validation/lottery";
import { useValidatedForm } from "~/lib/validation/use-validated-form";
import type { TicketWalletView } from "~/models/lottery-wallet.server";

/** A payment choice of the popup's form, or why it is closed. */
export type TicketPaymentChoice = { value: TicketPayment; label: string; hint: string; unavailable: string | null };

/** What the ticket popup shows (the detail page's dialog and the plain page /lottery_pop?lottery={id}). */
export type TicketPopupView = {
  lotteryId: number;
  name: string;
  ticketPriceCents: number;
  ticketPrice: string;
  maxTickets: number;
  feeBps: number;
  feeLabel: string;
  payments: TicketPaymentChoice[];
  /**
   * The fiat on-ramp ("Buy Crypto / Card"): it adds funds to the active wallet, which then pays.
   * Its choices, or where to connect a wallet first; null for a visitor.
   */
  onRamp: { choices: AddFundsChoice[]; connectHref: string | null } | null;
  /** Paying by wallet: how the active wallet pays, or where to get one; null for a visitor. */
  wallet: TicketWalletView | null;
};

/** Why the server refused the popup's last payment from the standard wallet, from the action's answer. */
export function walletRefusalOf(reply: object | undefined): string | null {
  return reply && "intent" in reply && reply.intent === "wallet-password" && "error" in reply && typeof reply.error === "string" ? reply.error : null;
}

/** The on-ramp suggests at least what it sells (docs/decisions/142-on-ramps.md). */
const ADD_FUNDS_MIN_DOLLARS = 20;

/** A count the form would accept, from what the field holds; null for "" or one out of range. */
function countOf(text: string, max: number): number | null {
  if (!/^\d{1,3}$/.test(text)) return null;
  const count = Number(text);
  return count >= 1 && count <= max ? count : null;
}

/** An order's lines in cents: count × ticket price, the buyer fee of an NFT of that price, and the total. */
function linesOf(count: number, view: TicketPopupView) {
  const priceCents = count * view.ticketPriceCents;
  const feeCents = Number(applyBps(BigInt(priceCents), view.feeBps));
  return { priceCents, feeCents, totalCents: priceCents + feeCents };
}

/**
 * The ticket popup's content (docs/decisions/155-lottery-ticket-orders.md): the number of tickets
 * with − and + (1 to the stated maximum), the running total with its fee lines, and the payment
 * sections. The form is a plain post to `action` (no JavaScript needed): the server prices the
 * order itself and sends the buyer to the provider's page. Each way to pay is one section of
 * `PaymentSections`.
 */
export function TicketPurchase({
  view,
  action,
  lastResult,
  returnTo,
  walletRefusal = null,
}: {
  view: TicketPopupView;
  action: string;
  lastResult: SubmissionResult<string[]> | undefined;
  returnTo: string;
  /** Why the server refused the last payment from the standard wallet, if it did. */
  walletRefusal?: string | null;
}) {
  const [form, fields] = useValidatedForm(ticketPurchaseSchema, { id: `tickets-${view.lotteryId}`, lastResult });
  const hydrated = useHydrated();
  const [countText, setCountText] = useState("1");
  const count = countOf(countText, view.maxTickets);
  const lines = count === null ? null : linesOf(count, view);
  const step = (by: number) => setCountText(String(Math.min(view.maxTickets, Math.max(1, (count ?? 1) + by))));
  const ticketError = fields.tickets.errors?.[0];
  const paymentError = fields.payment.errors?.[0];

  return (
    <>
      <Form method="post" action={action} className="form" {...getFormProps(form)}>
        <div className="field">
          <label htmlFor={`ticket-count-${view.lotteryId}`}>Number of tickets</label>
          <div className="ticket-stepper">
            <button type="button" className="icon-button" aria-label="One ticket fewer" disabled={!hydrated || (count ?? 1) <= 1} onClick={() => step(-1)}>
              −
            </button>
            <input
              id={`ticket-count-${view.lotteryId}`}
              name="tickets"
              type="number"
              inputMode="numeric"
              min={1}
              max={view.maxTickets}
              step={1}
              required
              value={countText}
              onChange={(event) => setCountText(event.target.value)}
              aria-invalid={ticketError ? true : undefined}
              aria-describedby={ticketError ? `ticket-count-${view.lotteryId}-error` : `ticket-count-${view.lotteryId}-hint`}
            />
            <button type="button" className="icon-button" aria-label="One ticket more" disabled={!hydrated || (count ?? 0) >= view.maxTickets} onClick={() => step(1)}>
              +
            </button>
          </div>
          <p className="dim" id={`ticket-count-${view.lotteryId}-hint`}>
            1 to {view.maxTickets} tickets per order, {view.ticketPrice} each.
          </p>
          {ticketError ? (
            <p className="field-error" id={`ticket-count-${view.lotteryId}-error`}>
              {ticketError}
            </p>
          ) : null}
        </div>
        <p className="ticket-dialog__total" aria-live="polite">
          Total: <strong>{lines ? formatUsd(lines.priceCents) : "—"}</strong>
          <span className="dim"> ({view.ticketPrice} per ticket)</span>
        </p>
        <FactList
          className="modal__lines"
          facts={[
            ["Tickets", lines ? `${count} × ${view.ticketPrice} = ${formatUsd(lines.priceCents)}` : "—"],
            [view.feeLabel, lines ? formatUsd(lines.feeCents) : "—"],
            ["Total by card or crypto", lines ? formatUsd(lines.totalCents) : "—", "modal__total"],
          ]}
        />
        <HostedPayments payments={view.payments} error={paymentError} />
      </Form>
      <PaymentSections view={view} count={count} action={action} totalCents={lines?.totalCents ?? null} returnTo={returnTo} walletRefusal={walletRefusal} />
    </>
  );
}

/** Pay by a hosted provider: card or the crypto payments provider, chosen in the form and paid on their page. */
function HostedPayments({ payments, error }: { payments: TicketPaymentChoice[]; error: string | undefined }) {
  const open = payments.filter((choice) => choice.unavailable === null);
  return (
    <>
      <fieldset className="ticket-dialog__payment" aria-describedby={error ? "ticket-payment-error" : undefined}>
        <legend>Payment</legend>
        {open.map((choice, index) => (
          <label key={choice.value} className="payment-choice">
            <input type="radio" name="payment" value={choice.value} defaultChecked={index === 0} />
            <span>
              <strong>{choice.label}</strong>
              <span className="dim">{choice.hint}</span>
            </span>
          </label>
        ))}
        {payments
          .filter((choice) => choice.unavailable !== null)
          .map((choice) => (
            <p key={choice.value} className="dim">
              {choice.label}: {choice.unavailable}
            </p>
          ))}
        {error ? (
          <p className="field-error" id="ticket-payment-error">
            {error}
          </p>
        ) : null}
      </fieldset>
      <p className="dim">Your tickets are issued once the payment is confirmed; a prize goes to your wallet (or the standard wallet we keep for your account).</p>
      <button type="submit" className="button" disabled={open.length === 0}>
        PURCHASE TICKETS
      </button>
    </>
  );
}

/**
 * The ways to pay besides the form's hosted providers, each a section of its own: the wallet
 * (a browser wallet, or the standard wallet by password), and the fiat on-ramp, which adds funds
 * to the wallet for a wallet payment.
 */
function PaymentSections({
  view,
  count,
  action,
  totalCents,
  returnTo,
  walletRefusal,
}: {
  view: TicketPopupView;
  count: number | null;
  action: string;
  totalCents: number | null;
  returnTo: string;
  walletRefusal: string | null;
}) {
  return (
    <>
      {view.wallet ? <TicketWalletSection wallet={view.wallet} lotteryId={view.lotteryId} action={action} count={count} maxTickets={view.maxTickets} refusal={walletRefusal} /> : null}
      <OnRampSection onRamp={view.onRamp} totalCents={totalCents} returnTo={returnTo} />
    </>
  );
}

/** "Buy Crypto / Card": the lottery's fiat on-ramp widget adds the order's dollars to the active wallet. */
function OnRampSection({ onRamp, totalCents, returnTo }: { onRamp: TicketPopupView["onRamp"]; totalCents: number | null; returnTo: string }) {
  if (!onRamp) return null;
  if (onRamp.connectHref) {
    return (
      <section className="pay-group" aria-label="Buy Crypto / Card">
        <h3>Buy Crypto / Card</h3>
        <p className="notice">Buying crypto adds funds to your wallet: connect one first.</p>
        <Link to={onRamp.connectHref} className="button button--ghost">
          Connect a wallet
        </Link>
      </section>
    );
  }
  const dollars = Math.max(ADD_FUNDS_MIN_DOLLARS, Math.ceil((totalCents ?? 0) / 100));
  return <AddFunds key={dollars} choices={onRamp.choices} suggestedDollars={String(dollars)} returnTo={returnTo} heading="Buy Crypto / Card: add funds to your wallet, then pay by wallet" id="tickets-add-funds" />;
}
