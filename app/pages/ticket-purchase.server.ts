import { json, redirect, type AppLoadContext } from "@remix-run/node";
import { config } from "~/config.server";
import { formatBps } from "~/lib/format";
import { parseForm } from "~/lib/input.server";
import { MAX_TICKETS_PER_ORDER, ticketPurchaseSchema, type TicketPayment } from "~/lib/validation/lottery";
import type { TicketPaymentChoice, TicketPopupView } from "~/components/ticket-purchase";
import { addFundsOptions } from "~/models/add-funds.server";
import { marketFeeRates } from "~/models/fees.server";
import { startTicketCheckout } from "~/models/lottery-tickets.server";
import type { Lottery } from "~/models/lottery.server";
import { RATE_RULES, retryAfterHeader, retryMessage, takeHit } from "~/models/rate-limits.server";
import { requireUserId } from "~/models/session.server";
import { cardDeliveryAddress } from "~/models/standard-wallet.server";
import { activeWallet, walletUrl } from "~/models/wallets.server";
import { isTicketWalletPost, ticketWalletAction, ticketWalletView } from "~/pages/ticket-wallet.server";

/** The lottery's fiat on-ramp widget (the spec's staging widget, docs/decisions/142-on-ramps.md). */
const LOTTERY_ON_RAMPS = ["transak"] as const;

function providerChoice(value: TicketPayment, label: string, hint: string, provider: { mode: string; reason?: string }): TicketPaymentChoice {
  return { value, label, hint, unavailable: provider.mode === "off" ? (provider.reason ?? "Not available.") : null };
}

/** The popup of `lottery` for `userId` (null: a visitor, who is asked to log in on paying). `returnTo`: where an on-ramp sends the buyer back. */
export function ticketPopupView(lottery: Lottery, userId: number | null, returnTo: string): TicketPopupView {
  const { primaryBps } = marketFeeRates();
  return {
    lotteryId: lottery.id,
    name: lottery.name,
    ticketPriceCents: lottery.ticketPriceCents,
    ticketPrice: lottery.ticketPrice,
    maxTickets: MAX_TICKETS_PER_ORDER,
    feeBps: primaryBps,
    feeLabel: `Buyer fee (${formatBps(primaryBps)})`,
    payments: [
      providerChoice("card", "Pay with card", "Pay the total in dollars with a debit or credit card.", config.payments),
      providerChoice("crypto-provider", "Crypto payments provider", "Pay in the cryptocurrency of your choice (Coinbase).", config.cryptoPayments),
    ],
    onRamp: userId === null ? null : { choices: addFundsOptions(LOTTERY_ON_RAMPS), connectHref: activeWallet(userId) ? null : walletUrl(returnTo) },
    wallet: userId === null ? null : ticketWalletView(userId, returnTo),
  };
}

/**
 * The popup form's post, at /lottery/{id} and /lottery_pop?lottery={id}: the count and the payment
 * checked, then a signed-in buyer is sent to the provider's page for the server's price
 * (docs/decisions/155-lottery-ticket-orders.md); a wallet's payment is answered by `ticketWalletAction`. Visitors log in first with the spec's "Please
 * Login to Continue" and come back to the form they posted.
 */
export async function ticketPurchaseAction(request: Request, context: AppLoadContext, lottery: Lottery) {
  // Paying by wallet (docs/decisions/162-lottery-tickets-on-chain.md) has requests of its own.
  if (await isTicketWalletPost(request)) return ticketWalletAction(request, context, lottery);
  const submission = await parseForm(request, ticketPurchaseSchema);
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const userId = await requireUserId(request, { notice: true });
  const refuse = (error: string, status: number, headers?: HeadersInit) => json({ result: submission.reply({ fieldErrors: { payment: [error] } }) }, { status, headers });
  const waitMs = takeHit([[RATE_RULES.purchaseQuotesPerAccount, String(userId)]]);
  if (waitMs > 0) return refuse(retryMessage(waitMs, "purchase quotes"), 429, retryAfterHeader(waitMs));
  const { tickets, payment } = submission.value;
  const provider = payment === "card" ? config.payments : config.cryptoPayments;
  // A closed provider creates nothing, not even a standard wallet.
  if (provider.mode === "off") return refuse(provider.reason, 409);
  // A prize goes to the buyer's wallet: the active one, else the standard wallet (docs/decisions/146-standard-wallet-out-and-card-delivery.md).
  const wallet = cardDeliveryAddress(userId);
  if (!wallet) return refuse("Connect a wallet first: a prize goes to your wallet.", 409);
  const start = await startTicketCheckout(userId, lottery.id, tickets, payment, wallet).catch((error: unknown) => {
    console.error(`[payments] ${payment} checkout for ${tickets} tickets of lottery ${lottery.id} failed:`, error);
    return { ok: false as const, error: "Payment failed" };
  });
  return start.ok ? redirect(start.url, 303) : refuse(start.error, 409);
}
