/**
 * Crypto-provider purchases (docs/decisions/140-crypto-provider-purchases.md): an order quoted for
 * the crypto provider holds its unit for as long as its Coinbase Commerce charge can be paid; only
 * the verified `charge:confirmed` webhook moves it to paid (one compare-and-set that keeps the
 * event id, so a replay changes nothing); the mint job then mints it as it mints a card payment
 * (docs/decisions/136-card-purchases.md). A charge that expires, is underpaid or is cancelled ends
 * its order where the buyer sees why, and the unit returns to sale.
 */
import { and, eq, inArray } from "drizzle-orm";
import { config } from "~/config.server";
import { applyBps, formatUsd } from "~/lib/format";
import { cardAmounts } from "~/models/card-payments.server";
import { reservePrimaryUnit, saleItem, UNPAID_PAYMENT_MESSAGES } from "~/models/orders.server";
import { markOrderPaid } from "~/models/order-mints.server";
import { cancelCryptoCharge, createCryptoCharge, retrieveCryptoCharge, type ChargeState, type CryptoEvent } from "~/services/payments/crypto.server";
import { db } from "~db/client.server";
import { nfts, orders, type OrderStatus } from "~db/schema";

/** How long a unit stays held once the provider has seen the payment on the chain, waiting for its confirmation. */
export const PAYMENT_CONFIRMATION_HOLD_MS = 24 * 60 * 60 * 1000;

/** The charge's description: the price and the buyer fee apart, as the purchase modal shows them. */
export function cryptoChargeDescription(amounts: ReturnType<typeof cardAmounts>): string {
  return `Price ${formatUsd(amounts.priceCents)} + Buyer fee (${amounts.feeBps / 100}%) ${formatUsd(amounts.feeCents)} = ${formatUsd(amounts.totalCents)}`;
}

export type CryptoCheckoutStart = { ok: true; url: string } | { ok: false; error: string };

/** A charge the buyer may still pay on the hosted page. */
const payable = (state: ChargeState) => state.status === "NEW";
/** A charge whose payment the provider has seen (pending or completed): its webhook decides. */
const paymentSeen = (state: ChargeState) => state.status === "PENDING" || state.status === "COMPLETED";

/**
 * Quotes a crypto-provider order for one unit of `nftId` (delivered to `walletAddress`) and opens
 * its charge at the server's price and buyer fee, whatever the page sent. The buyer's charge for
 * the same quote is reused while it can be paid.
 */
export async function startCryptoCheckout(userId: number, walletAddress: string, nftId: number, now = new Date()): Promise<CryptoCheckoutStart> {
  if (config.cryptoPayments.mode === "off") return { ok: false, error: config.cryptoPayments.reason };
  const reservation = reservePrimaryUnit(userId, walletAddress, nftId, now, "crypto-provider");
  if (!reservation.ok) return reservation;
  const order = db.select().from(orders).where(eq(orders.id, reservation.orderId)).get()!;
  if (order.providerRef) {
    const earlier = await retrieveCryptoCharge(order.providerRef);
    if (payable(earlier.state)) return { ok: true, url: earlier.hostedUrl };
    // Paid, and its webhook not here yet: never a second charge for one order.
    if (paymentSeen(earlier.state)) return { ok: true, url: earlier.redirectUrl };
  }
  const item = saleItem(db, nftId)!;
  const title = db.select({ title: nfts.title }).from(nfts).where(eq(nfts.id, nftId)).get()?.title ?? `NFT ${nftId}`;
  const amounts = cardAmounts(order.priceCents);
  const charge = await createCryptoCharge({
    orderId: order.id,
    name: `${title} (NFT)`,
    description: cryptoChargeDescription(amounts),
    totalCents: amounts.totalCents,
    redirectUrl: `${config.appUrl}/Nft_conformation/${item.id}?order=${order.id}`,
    cancelUrl: `${config.appUrl}/checkout/crypto/${order.id}/cancel`,
    metadata: { nft_id: String(item.id), price_cents: String(amounts.priceCents), fee_cents: String(amounts.feeCents) },
  });
  // The unit stays held while the charge can be paid; the fee in coin is the same share of the price.
  db.update(orders)
    .set({ providerRef: charge.code, feeWei: applyBps(order.priceWei, amounts.feeBps), feeCents: amounts.feeCents, expiresAt: charge.expiresAt, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, "quoted")))
    .run();
  return { ok: true, url: charge.hostedUrl };
}

export type CryptoCancel = { nftId: number; released: boolean };

/**
 * The buyer came back from the hosted page by Cancel: the charge is cancelled so it can no longer
 * be paid, then the order's unit returns to sale. A charge whose payment the provider has seen is
 * left to its webhook. Null when the order is not the buyer's crypto-provider order.
 */
export async function cancelCryptoCheckout(userId: number, orderId: string): Promise<CryptoCancel | null> {
  const order = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.method, "crypto-provider")))
    .get();
  if (!order || order.nftId === null) return null;
  const nftId = order.nftId;
  if (order.status !== "quoted" || !order.providerRef) return { nftId, released: false };
  const cancelled = await cancelCryptoCharge(order.providerRef);
  if (!cancelled && paymentSeen((await retrieveCryptoCharge(order.providerRef)).state)) return { nftId, released: false };
  const moved = endUnpaid(order.id, ["quoted"], "expired", UNPAID_PAYMENT_MESSAGES.cancelled);
  return { nftId, released: moved };
}

/** Ends an order its payment never paid, from one of `from`: one compare-and-set; true when this call moved it. */
function endUnpaid(orderId: string, from: OrderStatus[], to: "expired" | "failed", reason: string, eventId?: string): boolean {
  const moved = db
    .update(orders)
    .set({ status: to, failureReason: reason, ...(eventId ? { providerEventId: eventId } : {}), updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), inArray(orders.status, from)))
    .run();
  return moved.changes === 1;
}

// ---------------------------------------------------------------------------------------------
// Webhooks
// ---------------------------------------------------------------------------------------------

/** What a verified Commerce event did, for the webhook's answer and its log line. */
export type CryptoEventOutcome = { status: 200 | 404; outcome: string };

/**
 * Applies a verified Commerce event to the order its charge names (metadata `order_id`, and the
 * charge's code on the order): `charge:confirmed` pays the order once, for the mint job;
 * `charge:pending` holds the unit while the payment confirms; `charge:failed` (expired, cancelled,
 * under- or otherwise unresolved) and `charge:delayed` (paid after it expired) end it and release
 * the unit. Each move is one compare-and-set that keeps the event id (unique), so a replayed or
 * late event changes nothing. A charge of no crypto-provider order of ours is a 404.
 */
export function applyCryptoEvent(event: CryptoEvent, now = new Date()): CryptoEventOutcome {
  const { charge } = event;
  const order = db
    .select({ id: orders.id, status: orders.status, providerEventId: orders.providerEventId })
    .from(orders)
    .where(and(eq(orders.id, charge.orderId ?? ""), eq(orders.method, "crypto-provider"), eq(orders.providerRef, charge.code)))
    .get();
  if (!order) return { status: 404, outcome: "no crypto-provider order for this charge" };
  const unchanged = (): CryptoEventOutcome => ({ status: 200, outcome: order.providerEventId === event.id ? "replay: unchanged" : `unchanged (${order.status})` });

  switch (event.type) {
    case "charge:confirmed":
      // A charge confirmed after our clock ran out is still paid: its payment was seen in time. The
      // mint job takes it from here (docs/decisions/138-paid-order-mint-job.md).
      return markOrderPaid(order.id, { eventId: event.id, paymentRef: charge.code }, now) ? { status: 200, outcome: "paid" } : unchanged();
    case "charge:pending": {
      const held = db
        .update(orders)
        .set({ expiresAt: new Date(now.getTime() + PAYMENT_CONFIRMATION_HOLD_MS), updatedAt: now })
        .where(and(eq(orders.id, order.id), eq(orders.status, "quoted")))
        .run();
      return held.changes === 1 ? { status: 200, outcome: "payment seen: unit held until it is confirmed" } : unchanged();
    }
    case "charge:failed":
    case "charge:delayed": {
      const ending = chargeEnding(event.type, charge.state);
      if (!ending) return { status: 200, outcome: `ignored (${charge.state.status})` };
      const moved = endUnpaid(order.id, ending.to === "expired" ? ["quoted"] : ["quoted", "expired"], ending.to, ending.reason, event.id);
      return moved ? { status: 200, outcome: `${ending.to} (${ending.why}): unit released` } : unchanged();
    }
    default:
      return { status: 200, outcome: "ignored" };
  }
}

/**
 * How a failed or delayed charge ends its order: unpaid (expired, cancelled) → expired, nothing to
 * give back; money received that did not pay it (underpaid, paid late, in parts …) → failed, for a
 * refund.
 */
function chargeEnding(type: string, state: ChargeState): { to: "expired" | "failed"; why: string; reason: string } | null {
  if (type === "charge:delayed") return { to: "failed", why: "paid after it expired", reason: UNPAID_PAYMENT_MESSAGES.unresolved };
  if (state.status === "EXPIRED") return { to: "expired", why: "expired", reason: UNPAID_PAYMENT_MESSAGES.expired };
  if (state.status === "CANCELED") return { to: "expired", why: "cancelled", reason: UNPAID_PAYMENT_MESSAGES.cancelled };
  if (state.status === "UNRESOLVED" && state.context === "UNDERPAID") return { to: "failed", why: "underpaid", reason: UNPAID_PAYMENT_MESSAGES.underpaid };
  if (state.status === "UNRESOLVED") return { to: "failed", why: `unresolved: ${state.context ?? "no context"}`, reason: UNPAID_PAYMENT_MESSAGES.unresolved };
  return null;
}
