/**
 * Card payments by Stripe (docs/decisions/019-payment-providers.md, 135): a hosted Checkout
 * Session per order, expiring it on cancel, refunds, and webhook verification over the raw body.
 * In sandbox mode the same SDK calls are answered in-process (docs/decisions/021-sandbox-mode.md).
 */
import Stripe from "stripe";
import { config, getSandboxWebhookSecret } from "~/config.server";
import { paymentIntentEvent, SANDBOX_STRIPE_KEY, type MockPaymentIntent } from "../../../tests/mocks/stripe";
import { deliverSandboxWebhook, startSandbox } from "./sandbox.server";

export type CardLineItem = { name: string; cents: number };

export type CardCheckoutRequest = {
  orderId: string;
  lineItems: CardLineItem[];
  successUrl: string;
  cancelUrl: string;
  /** Stripe accepts 30 minutes to 24 hours from now. */
  expiresAt: Date;
  email: string | null;
};

export type CardCheckout = {
  id: string;
  status: "open" | "complete" | "expired";
  paid: boolean;
  /** The hosted page; null once the session is no longer open. */
  url: string | null;
  orderId: string | null;
  /** The PaymentIntent that took the money, once paid. */
  paymentIntentId: string | null;
  totalCents: number;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
};

/** How long a signed webhook stays acceptable: Stripe's own default. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

declare global {
  var __diginoorStripe: Stripe | undefined;
}

function stripe(): Stripe {
  const payments = config.payments;
  if (payments.mode === "off") throw new Error(payments.reason);
  if (!globalThis.__diginoorStripe) {
    globalThis.__diginoorStripe = new Stripe(payments.mode === "stripe" ? payments.stripeSecretKey : SANDBOX_STRIPE_KEY, {
      ...(payments.mode === "sandbox" ? { httpClient: Stripe.createFetchHttpClient(startSandbox().stripeFetch) } : {}),
      maxNetworkRetries: 2,
      timeout: 15_000,
      appInfo: { name: "Diginoor" },
    });
  }
  return globalThis.__diginoorStripe;
}

function webhookSecret(): string {
  const payments = config.payments;
  if (payments.mode === "stripe") return payments.stripeWebhookSecret;
  if (payments.mode === "sandbox") return getSandboxWebhookSecret();
  throw new Error(payments.reason);
}

function checkoutOf(session: Stripe.Checkout.Session): CardCheckout {
  return {
    id: session.id,
    status: session.status === "complete" ? "complete" : session.status === "expired" ? "expired" : "open",
    paid: session.payment_status === "paid",
    url: session.url,
    orderId: session.metadata?.order_id ?? session.client_reference_id,
    paymentIntentId: typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null),
    totalCents: session.amount_total ?? 0,
    successUrl: session.success_url ?? "",
    cancelUrl: session.cancel_url ?? "",
    expiresAt: new Date(session.expires_at * 1000),
  };
}

/** A Checkout Session for one order: each line item in US cents, the order id in its metadata. */
export async function createCardCheckout(request: CardCheckoutRequest): Promise<CardCheckout> {
  const session = await stripe().checkout.sessions.create(
    {
      mode: "payment",
      line_items: request.lineItems.map((item) => ({ quantity: 1, price_data: { currency: "usd", unit_amount: item.cents, product_data: { name: item.name } } })),
      client_reference_id: request.orderId,
      metadata: { order_id: request.orderId },
      payment_intent_data: { metadata: { order_id: request.orderId } },
      customer_email: request.email ?? undefined,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      expires_at: Math.floor(request.expiresAt.getTime() / 1000),
    },
    // A repeated request for the same order and expiry creates no second session.
    { idempotencyKey: `checkout-${request.orderId}-${request.expiresAt.getTime()}` },
  );
  return checkoutOf(session);
}

export async function retrieveCardCheckout(sessionId: string): Promise<CardCheckout> {
  return checkoutOf(await stripe().checkout.sessions.retrieve(sessionId));
}

/** The line items of a session, as Stripe lists them. */
export async function cardCheckoutLineItems(sessionId: string): Promise<CardLineItem[]> {
  const items = await stripe().checkout.sessions.listLineItems(sessionId);
  return items.data.map((item) => ({ name: item.description ?? "", cents: item.amount_total }));
}

/**
 * Ends an open session so it can no longer be paid. False when it is not open any more (paid
 * or expired already).
 */
export async function expireCardCheckout(sessionId: string): Promise<boolean> {
  try {
    await stripe().checkout.sessions.expire(sessionId);
    return true;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 400) return false;
    throw error;
  }
}

export type CardPaymentIntentRequest = { orderId: string; cents: number; description: string; cardToken: string; email: string | null };

export type CardPaymentIntent = { id: string; status: string; amountCents: number; amountReceivedCents: number; orderId: string | null };

function intentOf(intent: Stripe.PaymentIntent): CardPaymentIntent {
  return { id: intent.id, status: intent.status, amountCents: intent.amount, amountReceivedCents: intent.amount_received, orderId: intent.metadata?.order_id ?? null };
}

/**
 * The spec's card payment: a PaymentIntent for one order, in US cents, confirmed at once with the
 * card token the page got from Stripe. The order id rides in its metadata, as the webhook reads it.
 * A repeated request with the same token for the same order creates no second intent.
 */
export async function createCardPaymentIntent(request: CardPaymentIntentRequest): Promise<CardPaymentIntent> {
  const intent = await stripe().paymentIntents.create(
    {
      amount: request.cents,
      currency: "usd",
      description: request.description,
      // A card token needs no redirect; a payment that would is refused instead of left half-done.
      automatic_payment_methods: { enabled: true, allow_redirects: "never" },
      payment_method_data: { type: "card", card: { token: request.cardToken } } as Stripe.PaymentIntentCreateParams.PaymentMethodData,
      confirm: true,
      metadata: { order_id: request.orderId },
      receipt_email: request.email ?? undefined,
    },
    { idempotencyKey: `payment-intent-${request.orderId}-${request.cardToken}` },
  );
  // Stripe sends the webhook of a paid intent after answering: so does the sandbox.
  if (config.payments.mode === "sandbox" && intent.status === "succeeded") void deliverSandboxWebhook("/webhooks/stripe", JSON.stringify(paymentIntentEvent(intent as unknown as MockPaymentIntent)), (payload) => ({ "Stripe-Signature": signSandboxWebhook(payload) }));
  return intentOf(intent);
}

export async function retrieveCardPaymentIntent(intentId: string): Promise<CardPaymentIntent> {
  return intentOf(await stripe().paymentIntents.retrieve(intentId));
}

/** A refusal from Stripe in the shape the spec's page reads: Stripe's error type and its message. */
export type CardError = { status: number; type: string; message: string; code?: string };

/** Stripe's refusal, or null for an error that is not Stripe's (a bug, the network). */
export function cardErrorOf(error: unknown): CardError | null {
  if (!(error instanceof Stripe.errors.StripeError)) return null;
  return { status: error.statusCode ?? 502, type: error.rawType ?? "api_error", message: error.message, code: error.code };
}

/**
 * Refunds a card payment in full. `idempotencyKey` names the refund, so asking again (after a
 * crash before the answer was recorded) never refunds twice.
 */
export async function refundCardPayment(paymentIntentId: string, idempotencyKey: string): Promise<{ id: string; status: string | null; cents: number }> {
  const refund = await stripe().refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey });
  return { id: refund.id, status: refund.status, cents: refund.amount };
}

export type VerifiedWebhook = { ok: true; event: Stripe.Event } | { ok: false; reason: string };

/**
 * Checks a webhook's signature over the exact bytes received and its timestamp (within
 * WEBHOOK_TOLERANCE_SECONDS); never parse the body before this.
 */
export function verifyCardWebhook(rawBody: string, signature: string | null): VerifiedWebhook {
  if (!signature) return { ok: false, reason: "no Stripe-Signature header" };
  try {
    return { ok: true, event: stripe().webhooks.constructEvent(rawBody, signature, webhookSecret(), WEBHOOK_TOLERANCE_SECONDS) };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** Signs `payload` as Stripe signs a delivery to this site: the sandbox's stand-in page does, nothing else may. */
export function signSandboxWebhook(payload: string, timestamp?: number): string {
  if (config.payments.mode !== "sandbox") throw new Error("Only the sandbox signs webhooks.");
  return stripe().webhooks.generateTestHeaderString({ payload, secret: getSandboxWebhookSecret(), timestamp });
}
