/**
 * The ticket popup's wallet payments (docs/decisions/162-lottery-tickets-on-chain.md), posted to
 * the popup's own action (/lottery/{id}, /lottery_pop?lottery={id}) with an `intent`: a browser
 * wallet asks for the signed payment (`wallet-quote`) and reports the hash its wallet sent
 * (`wallet-submitted`); the standard wallet pays by password in one plain post (`wallet-password`,
 * docs/decisions/144-standard-wallet-trading.md), which works without JavaScript.
 */
import { json, redirect, type AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { parseForm } from "~/lib/input.server";
import { ticketPurchaseSchema } from "~/lib/validation/lottery";
import { orderIdField } from "~/lib/validation/purchase.server";
import { purchasedPath } from "~/models/lottery-tickets.server";
import { quoteTicketPurchase, WALLET_INTENTS, type TicketWalletReply, type TicketWalletView } from "~/models/lottery-wallet.server";
import type { Lottery } from "~/models/lottery.server";
import { NOT_THIS_PAYMENT_MESSAGE, recordSubmittedPayment } from "~/models/orders.server";
import { RATE_RULES, retryAfterHeader, retryMessage, takeHit } from "~/models/rate-limits.server";
import { passwordTrade, sendWithPassword } from "~/models/standard-trading.server";
import { activeWallet, requireTradingWallet, walletUrl } from "~/models/wallets.server";
import { db } from "~db/client.server";
import { orders } from "~db/schema";


const ticketCountField = ticketPurchaseSchema.shape.tickets;

const ticketWalletSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("wallet-quote"), tickets: ticketCountField }),
  // The password is read by the standard wallet's own check, beside this schema.
  z.object({ intent: z.literal("wallet-password"), tickets: ticketCountField }),
  z.object({
    intent: z.literal("wallet-submitted"),
    orderId: orderIdField,
    txHash: z.string({ error: "The transaction is missing." }).regex(/^0x[0-9a-fA-F]{64}$/, "That is not a transaction hash."),
  }),
]);



export function ticketWalletView(userId: number, returnTo: string): TicketWalletView {
  const wallet = activeWallet(userId);
  if (!wallet) return { connectHref: walletUrl(returnTo) };
  return { pays: wallet.kind === "standard" ? "standard" : "browser" };
}

/** True when the post is one of the wallet payments, which `ticketWalletAction` answers. */
export async function isTicketWalletPost(request: Request): Promise<boolean> {
  // A body that is not a form is no wallet payment: the popup's own parse answers it with a 4xx.
  const form = await request.clone().formData().catch(() => null);
  const intent = form?.get("intent");
  return typeof intent === "string" && (WALLET_INTENTS as readonly string[]).includes(intent);
}

/** The account's own ticket order `orderId`, already paid by `txHash`: a report the indexer beat. */
function alreadyPaidBy(userId: number, orderId: string, txHash: string): boolean {
  const order = db.select({ userId: orders.userId, txHash: orders.txHash }).from(orders).where(eq(orders.id, orderId)).get();
  return order?.userId === userId && order.txHash?.toLowerCase() === txHash.toLowerCase();
}

/**
 * Answers a wallet payment of `lottery`'s tickets. Quotes and payment reports count against the
 * account's limits as an NFT's do (docs/decisions/045-rate-limits.md). The standard wallet's post
 * is answered by a redirect to the page that follows the order, or by the popup again with why not.
 */
export async function ticketWalletAction(request: Request, context: AppLoadContext, lottery: Lottery): Promise<Response> {
  const { userId, address } = await requireTradingWallet(request);
  const byPassword = await passwordTrade(request, context);
  const submission = await parseForm(request, ticketWalletSchema);
  const reply = (body: Omit<TicketWalletReply, "error"> & { error?: string }, status = 200, headers?: HeadersInit) =>
    json<TicketWalletReply & { result: ReturnType<typeof submission.reply> }>(
      { ...body, error: body.error ?? null, result: submission.reply(body.error ? { formErrors: [body.error] } : undefined) },
      { status, headers },
    );
  if (submission.status !== "success") {
    const error = Object.values(submission.error ?? {}).flat()[0] ?? "Please check the form.";
    return reply({ intent: "wallet-quote", prepared: null, orderId: null, error }, 400);
  }
  const input = submission.value;
  const limit = input.intent === "wallet-submitted" ? { rule: RATE_RULES.paymentReportsPerAccount, what: "payment reports" } : { rule: RATE_RULES.purchaseQuotesPerAccount, what: "purchase quotes" };
  const waitMs = takeHit([[limit.rule, String(userId)]]);
  if (waitMs > 0) return reply({ intent: input.intent, prepared: null, orderId: null, error: retryMessage(waitMs, limit.what) }, 429, retryAfterHeader(waitMs));

  switch (input.intent) {
    case "wallet-quote": {
      if (byPassword) return reply({ intent: input.intent, prepared: null, orderId: null, error: "Your standard wallet pays with your password: use Pay from your standard wallet." }, 409);
      const prepared = await quoteTicketPurchase(userId, address, lottery.id, input.tickets);
      return prepared.ok
        ? reply({ intent: input.intent, prepared, orderId: prepared.orderId })
        : reply({ intent: input.intent, prepared, orderId: null, error: prepared.error }, 409);
    }
    case "wallet-password": {
      if (!byPassword) return reply({ intent: input.intent, prepared: null, orderId: null, error: "Your active wallet confirms payments itself: use Pay with your wallet." }, 409);
      const sent = await sendWithPassword(byPassword, () => quoteTicketPurchase(userId, address, lottery.id, input.tickets));
      if (!sent.ok) return reply({ intent: input.intent, prepared: null, orderId: null, error: sent.message }, sent.status);
      // The browser's report, so the same check applies to the hash custody sent.
      const orderId = sent.prepared.orderId;
      const report = await recordSubmittedPayment(userId, orderId, sent.txHash);
      if ((report === "not-this-payment" || report === "no-open-order") && !alreadyPaidBy(userId, orderId, sent.txHash)) {
        return reply({ intent: input.intent, prepared: null, orderId: null, error: NOT_THIS_PAYMENT_MESSAGE }, 409);
      }
      return redirect(purchasedPath(lottery.id, orderId));
    }
    case "wallet-submitted": {
      const report = await recordSubmittedPayment(userId, input.orderId, input.txHash);
      if (report === "kept" || report === "pending" || alreadyPaidBy(userId, input.orderId, input.txHash)) {
        // Pending: not mined yet; the indexer issues the tickets once it is.
        return reply({ intent: input.intent, prepared: null, orderId: input.orderId }, report === "pending" ? 202 : 200);
      }
      const error = report === "not-this-payment" ? NOT_THIS_PAYMENT_MESSAGE : "There is no open order like that.";
      return reply({ intent: input.intent, prepared: null, orderId: null, error }, 409);
    }
  }
}
