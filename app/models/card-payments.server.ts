/**
 * Card purchases (docs/decisions/136-card-purchases.md): an order quoted for card holds its unit
 * for as long as its Stripe Checkout Session can be paid; only the verified
 * `checkout.session.completed` webhook moves it to paid (one compare-and-set, so a replay changes
 * nothing); the mint job drives its order-keyed mint (docs/decisions/138-paid-order-mint-job.md)
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
import { createCardCheckout, expireCardCheckout, retrieveCardCheckout, type CardLineItem } from "~/services/payments/card.server";
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
  if (order.providerRef) {
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

export type CardCancel = { nftId: number; released: boolean };

/**
 * The buyer came back from the hosted page by Cancel: the session is ended so it cannot be paid
 * any more, then the order's unit returns to sale. A session that was paid meanwhile is left to
 * its webhook. Null when the order is not the buyer's card order.
 */
export async function cancelCardCheckout(userId: number, orderId: string): Promise<CardCancel | null> {
  const order = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.method, "card")))
    .get();
  if (!order) return null;
  if (order.status !== "quoted" || !order.providerRef) return { nftId: order.nftId, released: false };
  const ended = await expireCardCheckout(order.providerRef);
  if (!ended && (await retrieveCardCheckout(order.providerRef)).paid) return { nftId: order.nftId, released: false };
  const moved = db
    .update(orders)
    .set({ status: "expired", updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.status, "quoted")))
    .run();
  return { nftId: order.nftId, released: moved.changes === 1 };
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
 * Applies a verified Stripe event. `checkout.session.completed` (paid) moves its quoted order to
 * paid once, keeping the event id (unique) and the PaymentIntent a refund needs; the mint job takes
 * it up from there. `checkout.session.expired` releases the unit of an order still quoted. A session that names no card order of ours is a 404.
 */
export function applyCardEvent(event: { id: string; type: string; data: { object: unknown } }): CardEventOutcome {
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
  // An event id already kept is a replay, whichever session it now names: it pays nothing twice.
  if (db.select({ id: orders.id }).from(orders).where(eq(orders.providerEventId, event.id)).get()) return { status: 200, outcome: "replay: unchanged" };
  // A session paid after our clock ran out is still paid: its unit was held as long as it could be paid.
  const paymentRef = typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);
  if (!markOrderPaid(order.id, { eventId: event.id, paymentRef })) {
    return { status: 200, outcome: order.providerEventId === event.id ? "replay: unchanged" : `unchanged (${order.status})` };
  }
  return { status: 200, outcome: "paid" };
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
