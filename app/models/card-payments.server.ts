/**
 * Card purchases (docs/decisions/136-card-purchases.md): an order quoted for card holds its unit
 * for as long as its Stripe Checkout Session can be paid; only the verified
 * `checkout.session.completed` webhook (or `payment_intent.succeeded` for the spec's
 * POST /create-payment-intent, docs/decisions/143-create-payment-intent.md) moves it to paid (one
 * compare-and-set, so a replay changes nothing); the mint job drives its order-keyed mint (docs/decisions/138-paid-order-mint-job.md)
 * and the indexer marks it fulfilled when it sees the mint (docs/decisions/017-orders-model.md,
 * 018-fulfilment.md).
 */
import { and, eq } from "drizzle-orm";
import { config } from "~/config.server";
import { applyBps, formatCoin, formatUsd, usdCentsToWei } from "~/lib/format";
import { marketFeeRates } from "~/models/fees.server";
import { fulfilOrder, reservePrimaryUnit, saleItem, type PrimarySaleEvent } from "~/models/orders.server";
import { markOrderPaid } from "~/models/order-mints.server";
import { orderIdFromChain } from "~/services/chain.server";
import {
  cardErrorOf,
  createCardCheckout,
  createCardPaymentIntent,
  expireCardCheckout,
  retrieveCardCheckout,
  retrieveCardPaymentIntent,
  type CardLineItem,
} from "~/services/payments/card.server";
import { currentRate } from "~/services/rates.server";
import { db, type Transaction } from "~db/client.server";
import { nfts, orders, users } from "~db/schema";

/** Stripe's shortest session: a card order holds its unit this long, so a paid session always has one. */
export const CARD_CHECKOUT_TTL_MS = 30 * 60 * 1000;

/** A card purchase's amounts in cents: the server's price and the contract's buyer fee on it. */
export type CardAmounts = { priceCents: number; feeCents: number; totalCents: number; feeBps: number };

export function cardAmounts(priceCents: number, feeBps = marketFeeRates().primaryBps): CardAmounts {
  const feeCents = Number(applyBps(BigInt(priceCents), feeBps));
  return { priceCents, feeCents, totalCents: priceCents + feeCents, feeBps };
}

/** The Checkout Session's line items: the price and the buyer fee apart, as the modal shows them. */
export function cardLineItems(title: string, amounts: CardAmounts): CardLineItem[] {
  return [
    { name: `${title} (NFT)`, cents: amounts.priceCents },
    { name: `Buyer fee (${amounts.feeBps / 100}%)`, cents: amounts.feeCents },
  ];
}

/** The modal's card lines, formatted: dollars, with the coin at the current rate beside them. */
export function cardPriceView(priceCents: number): { price: string; fee: string; total: string } {
  const amounts = cardAmounts(priceCents);
  const rate = currentRate().usdCentsPerCoin;
  const both = (cents: number) => `${formatUsd(cents)} (${formatCoin(usdCentsToWei(cents, rate))} ${config.chain.coinSymbol})`;
  return { price: both(amounts.priceCents), fee: both(amounts.feeCents), total: both(amounts.totalCents) };
}

export type CardCheckoutStart = { ok: true; url: string } | { ok: false; error: string };

/**
 * Quotes a card order for one unit of `nftId` (delivered to `walletAddress`) and opens its
 * Checkout Session from the server's price, whatever the page sent. The buyer's open session for
 * the same quote is reused.
 */
export async function startCardCheckout(userId: number, walletAddress: string, nftId: number, now = new Date()): Promise<CardCheckoutStart> {
  if (config.payments.mode === "off") return { ok: false, error: config.payments.reason };
  const reservation = reservePrimaryUnit(userId, walletAddress, nftId, now, "card");
  if (!reservation.ok) return reservation;
  const order = db.select().from(orders).where(eq(orders.id, reservation.orderId)).get()!;
  if (order.providerRef?.startsWith("pi_")) {
    // Paid by POST /create-payment-intent and its webhook not here yet: never a session besides.
    const intent = await retrieveCardPaymentIntent(order.providerRef);
    if (intent.status === "succeeded" || intent.status === "processing") return { ok: true, url: `${config.appUrl}/Nft_conformation/${nftId}?order=${order.id}` };
  } else if (order.providerRef) {
    const earlier = await retrieveCardCheckout(order.providerRef);
    if (earlier.status === "open" && earlier.url) return { ok: true, url: earlier.url };
    // Paid, and its webhook not here yet: never a second session for one order.
    if (earlier.paid) return { ok: true, url: earlier.successUrl };
  }
  const item = saleItem(db, nftId)!;
  const buyer = db.select({ email: users.email }).from(users).where(eq(users.id, userId)).get();
  const amounts = cardAmounts(order.priceCents);
  const expiresAt = new Date(now.getTime() + CARD_CHECKOUT_TTL_MS);
  const checkout = await createCardCheckout({
    orderId: order.id,
    lineItems: cardLineItems(nftTitle(nftId), amounts),
    successUrl: `${config.appUrl}/Nft_conformation/${item.id}?order=${order.id}`,
    cancelUrl: `${config.appUrl}/checkout/card/${order.id}/cancel`,
    expiresAt,
    email: buyer?.email ?? null,
  });
  // The unit stays held while the session can be paid; the fee in coin is the same share of the price.
  db.update(orders)
    .set({ providerRef: checkout.id, feeWei: applyBps(order.priceWei, amounts.feeBps), feeCents: amounts.feeCents, expiresAt, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, "quoted")))
    .run();
  if (!checkout.url) throw new Error(`Checkout Session ${checkout.id} has no hosted page.`);
  return { ok: true, url: checkout.url };
}

function nftTitle(nftId: number): string {
  return db.select({ title: nfts.title }).from(nfts).where(eq(nfts.id, nftId)).get()?.title ?? `NFT ${nftId}`;
}

/** Where the buyer goes back to (the item, or the lottery of a ticket order), and whether the order ended unpaid. */
export type CardCancel = { back: string; released: boolean };

/**
 * The buyer came back from the hosted page by Cancel: the session is ended so it cannot be paid
 * any more, then the order's unit returns to sale (a ticket order issues nothing). A session that
 * was paid meanwhile is left to its webhook. Null when the order is not the buyer's card order.
 */
export async function cancelCardCheckout(userId: number, orderId: string): Promise<CardCancel | null> {
  const order = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.method, "card")))
    .get();
  if (!order) return null;
  const back = order.nftId !== null ? `/nftdetail/${order.nftId}` : `/lottery/${order.lotteryId}`;
  if (order.status !== "quoted" || !order.providerRef?.startsWith("cs_")) return { back, released: false };
  const ended = await expireCardCheckout(order.providerRef);
  if (!ended && (await retrieveCardCheckout(order.providerRef)).paid) return { back, released: false };
  const moved = db
    .update(orders)
    .set({ status: "expired", updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.status, "quoted")))
    .run();
  return { back, released: moved.changes === 1 };
}

// ---------------------------------------------------------------------------------------------
// The spec's POST /create-payment-intent
// ---------------------------------------------------------------------------------------------

/** What the spec's page reads from a refusal: `error.type` and `error.raw.message`. */
export type PaymentIntentRefusal = { status: number; type: string; message: string; code?: string };

export type PaymentIntentOutcome = { ok: true; id: string; status: string; orderId: string; next: string } | ({ ok: false } & PaymentIntentRefusal);

/** The spec's text when a card payment fails without a reason of its own. */
export const PAYMENT_FAILED = "Payment failed";

const refusal = (status: number, type: string, message: string): PaymentIntentOutcome => ({ ok: false, status, type, message });

/**
 * Pays the buyer's quoted card order with a PaymentIntent for the order's own total (docs/decisions/143-create-payment-intent.md):
 * an amount other than the server's total is refused, as is another account's order, one no longer
 * quoted or past its quote. An open Checkout Session of the order is ended first so the order can
 * be paid only once. The intent is confirmed with the card token; only its verified webhook marks
 * the order paid.
 */
export async function payOrderByCardToken(userId: number, input: { orderId: string; cents: number; description: string; cardToken: string }, now = new Date()): Promise<PaymentIntentOutcome> {
  if (config.payments.mode === "off") return refusal(503, "api_error", config.payments.reason);
  const order = db.select().from(orders).where(and(eq(orders.id, input.orderId), eq(orders.userId, userId))).get();
  if (!order) return refusal(404, "invalid_request_error", "You have no order like that.");
  if (order.method !== "card") return refusal(409, "invalid_request_error", "This order is not paid by card.");
  if (order.status !== "quoted" || order.expiresAt.getTime() <= now.getTime()) return refusal(409, "invalid_request_error", "This order can no longer be paid: it was paid already or its quote has expired.");
  const amounts = cardAmounts(order.priceCents);
  const { totalCents } = amounts;
  if (input.cents !== totalCents) return refusal(400, "invalid_request_error", `The amount must be this order's total, ${formatUsd(totalCents)} (${totalCents} cents).`);
  try {
    if (order.providerRef?.startsWith("cs_")) {
      // The order's hosted checkout can no longer be paid once this payment starts.
      const ended = await expireCardCheckout(order.providerRef);
      if (!ended && (await retrieveCardCheckout(order.providerRef)).paid) return refusal(409, "invalid_request_error", "This order is paid already.");
    } else if (order.providerRef?.startsWith("pi_")) {
      const earlier = await retrieveCardPaymentIntent(order.providerRef);
      if (earlier.status === "succeeded" || earlier.status === "processing") return refusal(409, "invalid_request_error", "This order is paid already.");
    }
    const buyer = db.select({ email: users.email }).from(users).where(eq(users.id, userId)).get();
    const intent = await createCardPaymentIntent({ orderId: order.id, cents: totalCents, description: input.description, cardToken: input.cardToken, email: buyer?.email ?? null });
    // Kept whatever the order's state: the intent's webhook may have paid it already.
    db.update(orders)
      .set({ providerRef: intent.id, feeWei: applyBps(order.priceWei, amounts.feeBps), feeCents: amounts.feeCents, updatedAt: now })
      .where(eq(orders.id, order.id))
      .run();
    console.log(`[payments] order ${order.id}: PaymentIntent ${intent.id} ${intent.status}`);
    return { ok: true, id: intent.id, status: intent.status, orderId: order.id, next: `/Nft_conformation/${order.nftId}?order=${order.id}` };
  } catch (error) {
    const stripeError = cardErrorOf(error);
    if (!stripeError) throw error;
    console.warn(`[payments] order ${order.id}: Stripe refused the PaymentIntent: ${stripeError.type} ${stripeError.message}`);
    return { ok: false, status: stripeError.status, type: stripeError.type, message: stripeError.message || PAYMENT_FAILED, code: stripeError.code };
  }
}

// ---------------------------------------------------------------------------------------------
// Webhooks
// ---------------------------------------------------------------------------------------------

/** What a verified Stripe event did, for the webhook's answer and its log line. */
export type CardEventOutcome = { status: 200 | 404 | 409; outcome: string };

type SessionObject = {
  id: string;
  payment_status?: string;
  payment_intent?: string | { id: string } | null;
  metadata?: Record<string, string> | null;
  client_reference_id?: string | null;
  amount_total?: number | null;
};

/**
 * Applies a verified Stripe event. `checkout.session.completed` (paid) and `payment_intent.succeeded`
 * move their quoted order to paid once, keeping the event id (unique) and the PaymentIntent a refund
 * needs; the mint job takes it up from there. `checkout.session.expired` releases the unit of an
 * order still quoted. A session or intent that names no card order of ours is a 404.
 */
export function applyCardEvent(event: { id: string; type: string; data: { object: unknown } }): CardEventOutcome {
  if (event.type === "payment_intent.succeeded") return applyPaymentIntentEvent(event.id, event.data.object as IntentObject);
  if (event.type !== "checkout.session.completed" && event.type !== "checkout.session.expired") return { status: 200, outcome: "ignored" };
  const session = event.data.object as SessionObject;
  const orderId = session.metadata?.order_id ?? session.client_reference_id ?? "";
  const order = db
    .select({ id: orders.id, status: orders.status, providerEventId: orders.providerEventId })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.method, "card"), eq(orders.providerRef, session.id)))
    .get();
  if (!order) return { status: 404, outcome: "no card order for this session" };
  if (event.type === "checkout.session.expired") {
    const moved = db.update(orders).set({ status: "expired", updatedAt: new Date() }).where(and(eq(orders.id, order.id), eq(orders.status, "quoted"))).run();
    return { status: 200, outcome: moved.changes === 1 ? "expired: unit released" : `unchanged (${order.status})` };
  }
  if (session.payment_status !== "paid") return { status: 200, outcome: "not paid yet" };
  // A session paid after our clock ran out is still paid: its unit was held as long as it could be paid.
  const paymentRef = typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);
  return recordPaid(order, event.id, paymentRef);
}

/** Records a card order paid by a verified event, once; the mint job takes it up from there. */
function recordPaid(order: { id: string; status: string; providerEventId: string | null }, eventId: string, paymentRef: string | null): CardEventOutcome {
  // An event id already kept is a replay, whichever session or intent it now names: it pays nothing twice.
  if (db.select({ id: orders.id }).from(orders).where(eq(orders.providerEventId, eventId)).get()) return { status: 200, outcome: "replay: unchanged" };
  if (!markOrderPaid(order.id, { eventId, paymentRef })) {
    return { status: 200, outcome: order.providerEventId === eventId ? "replay: unchanged" : `unchanged (${order.status})` };
  }
  return { status: 200, outcome: "paid" };
}

type IntentObject = { id: string; amount_received?: number; metadata?: Record<string, string> | null };

/**
 * `payment_intent.succeeded` moves the card order its metadata names to paid once, when the amount
 * received is the order's total, keeping the intent as the payment a refund needs; the mint job
 * takes it up from there. It may come before the request that made the intent has kept the
 * intent's id, so the order is found by the metadata our server wrote (the event is signed). A
 * Checkout Session's intent names its order too: whichever of its two events comes first pays the
 * order, the other changes nothing.
 */
function applyPaymentIntentEvent(eventId: string, intent: IntentObject): CardEventOutcome {
  const order = db
    .select({ id: orders.id, status: orders.status, priceCents: orders.priceCents, providerEventId: orders.providerEventId })
    .from(orders)
    .where(and(eq(orders.id, intent.metadata?.order_id ?? ""), eq(orders.method, "card")))
    .get();
  if (!order) return { status: 404, outcome: "no card order for this intent" };
  if (intent.amount_received !== cardAmounts(order.priceCents).totalCents) return { status: 409, outcome: `amount received ${String(intent.amount_received)} is not the order's total` };
  return recordPaid(order, eventId, intent.id);
}

/**
 * The collectible's OrderMinted event, inside the indexer's transaction: an order paid off-chain
 * (card) is fulfilled by it, and its sale is the coin amount the order locked, which the caller
 * records in the item's sale history as a wallet's PrimarySale is
 * (docs/decisions/148-my-orders-and-card-amounts.md). A wallet order is fulfilled by its
 * PrimarySale event instead, which the same transaction emits after: null.
 */
export function fulfilOffChainOrder(tx: Transaction, minted: PrimarySaleEvent): { priceWei: bigint } | null {
  const orderId = orderIdFromChain(minted.chainOrderId);
  if (!orderId) return null;
  const order = tx.select({ method: orders.method, priceWei: orders.priceWei }).from(orders).where(eq(orders.id, orderId)).get();
  if (!order || order.method === "wallet") return null;
  fulfilOrder(tx, minted);
  return { priceWei: order.priceWei };
}
