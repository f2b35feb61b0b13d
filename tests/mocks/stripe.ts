import { randomBytes } from "node:crypto";
import { http, HttpResponse } from "msw";
import type { RecordStore } from "./store";

/**
 * A stand-in for the parts of Stripe's API that card payments use: Checkout Sessions (create,
 * retrieve, line items, expire) and refunds, in Stripe's shapes, over HTTP. The sandbox
 * (docs/decisions/021-sandbox-mode.md) and the tests run the real `stripe` SDK against it.
 */

export const STRIPE_API = "https://api.stripe.com";
/** The sandbox's API key: a test-mode key no real account has. */
export const SANDBOX_STRIPE_KEY = "sk_test_diginoor_sandbox";

export type MockLineItem = { id: string; object: "item"; description: string; quantity: number; currency: string; amount_subtotal: number; amount_total: number; price: { unit_amount: number; currency: string } };

/** A Checkout Session as Stripe returns it (the fields card payments read). */
export type MockCheckoutSession = {
  id: string;
  object: "checkout.session";
  mode: "payment";
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  currency: string;
  amount_subtotal: number;
  amount_total: number;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string | null;
  payment_intent: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  line_items: MockLineItem[];
};

/** Where the stand-in keeps its sessions. */
export type SessionStore = RecordStore<MockCheckoutSession>;

const stripeId = (prefix: string) => `${prefix}_test_${randomBytes(18).toString("base64url").replace(/[-_]/g, "x")}`;

/**
 * Stripe's request bodies are form-encoded with bracketed keys (`line_items[0][price_data][currency]`):
 * this rebuilds the nested object (numeric keys give arrays).
 */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(parts[index + 1]) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

const stripeError = (status: number, message: string, param?: string) =>
  HttpResponse.json({ error: { type: "invalid_request_error", message, param } }, { status });

type CreateSessionBody = {
  mode?: string;
  success_url?: string;
  cancel_url?: string;
  client_reference_id?: string;
  customer_email?: string;
  expires_at?: string;
  metadata?: Record<string, string>;
  line_items?: { quantity?: string; price_data?: { currency?: string; unit_amount?: string; product_data?: { name?: string } } }[];
};

/** A PaymentIntent as Stripe returns it (the fields card payments read). */
export type MockPaymentIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  description: string | null;
  metadata: Record<string, string>;
  status: "requires_payment_method" | "succeeded";
  client_secret: string | null;
  created: number;
  livemode: false;
};

type CreatePaymentIntentBody = {
  amount?: string;
  currency?: string;
  description?: string;
  confirm?: string;
  metadata?: Record<string, string>;
  payment_method_data?: { type?: string; card?: { token?: string } };
};

/** Stripe's largest amount in a two-decimal currency: $999,999.99. */
const MAX_AMOUNT_CENTS = 99_999_999;

/** Stripe's test card tokens (https://docs.stripe.com/testing): paid, or declined with their decline code. */
export const TEST_CARD_TOKENS: Record<string, { declined?: string }> = {
  tok_visa: {},
  tok_mastercard: {},
  tok_chargeDeclined: { declined: "generic_decline" },
  tok_chargeDeclinedInsufficientFunds: { declined: "insufficient_funds" },
};

/** The refunds this process's stand-in made, in order (one per idempotency key). */
export const stripeRefunds: { id: string; paymentIntent: string; amount: number; idempotencyKey: string | null }[] = [];

/**
 * The handlers. `checkoutUrl` says where a session's hosted page is (the sandbox's stand-in page);
 * requests without the expected test key are refused as Stripe refuses them.
 */
export function stripeHandlers({
  store,
  intents,
  checkoutUrl,
  apiKey = SANDBOX_STRIPE_KEY,
}: {
  store: SessionStore;
  intents: RecordStore<MockPaymentIntent>;
  checkoutUrl: (sessionId: string) => string;
  apiKey?: string;
}) {
  const authorised = (request: Request) => request.headers.get("Authorization") === `Bearer ${apiKey}`;
  const unauthorised = () => HttpResponse.json({ error: { type: "invalid_request_error", message: "Invalid API Key provided." } }, { status: 401 });
  const sessionOr404 = (id: string) => store.get(id) ?? null;

  return [
    http.post(`${STRIPE_API}/v1/checkout/sessions`, async ({ request }) => {
      if (!authorised(request)) return unauthorised();
      const body = parseStripeForm(await request.text()) as CreateSessionBody;
      if (body.mode !== "payment") return stripeError(400, "Missing required param: mode.", "mode");
      if (!body.success_url || !body.cancel_url) return stripeError(400, "Missing required param: success_url.", "success_url");
      const items = body.line_items ?? [];
      if (items.length === 0) return stripeError(400, "Missing required param: line_items.", "line_items");
      const lineItems: MockLineItem[] = [];
      for (const item of items) {
        const unit = Number(item.price_data?.unit_amount);
        const quantity = Number(item.quantity ?? 1);
        const currency = item.price_data?.currency;
        const name = item.price_data?.product_data?.name;
        if (!Number.isSafeInteger(unit) || unit < 0 || !Number.isSafeInteger(quantity) || quantity < 1 || !currency || !name) {
          return stripeError(400, "Invalid line_items: each needs price_data with currency, an integer unit_amount and product_data.name.", "line_items");
        }
        lineItems.push({ id: stripeId("li"), object: "item", description: name, quantity, currency, amount_subtotal: unit * quantity, amount_total: unit * quantity, price: { unit_amount: unit, currency } });
      }
      if (new Set(lineItems.map((item) => item.currency)).size > 1) return stripeError(400, "All line items must share one currency.", "line_items");
      const now = Math.floor(Date.now() / 1000);
      const expiresAt = body.expires_at ? Number(body.expires_at) : now + 24 * 60 * 60;
      if (!Number.isSafeInteger(expiresAt) || expiresAt < now + 30 * 60 - 5 || expiresAt > now + 24 * 60 * 60) {
        return stripeError(400, "The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.", "expires_at");
      }
      const id = stripeId("cs");
      const total = lineItems.reduce((sum, item) => sum + item.amount_total, 0);
      const session: MockCheckoutSession = {
        id,
        object: "checkout.session",
        mode: "payment",
        status: "open",
        payment_status: "unpaid",
        currency: lineItems[0].currency,
        amount_subtotal: total,
        amount_total: total,
        client_reference_id: body.client_reference_id ?? null,
        customer_email: body.customer_email ?? null,
        metadata: body.metadata ?? {},
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        url: checkoutUrl(id),
        payment_intent: null,
        created: now,
        expires_at: expiresAt,
        livemode: false,
        line_items: lineItems,
      };
      store.put(session);
      return HttpResponse.json(withoutLineItems(session));
    }),

    http.get(`${STRIPE_API}/v1/checkout/sessions/:id`, ({ request, params }) => {
      if (!authorised(request)) return unauthorised();
      const session = sessionOr404(String(params.id));
      return session ? HttpResponse.json(withoutLineItems(session)) : stripeError(404, `No such checkout.session: '${String(params.id)}'`, "session");
    }),

    http.get(`${STRIPE_API}/v1/checkout/sessions/:id/line_items`, ({ request, params }) => {
      if (!authorised(request)) return unauthorised();
      const session = sessionOr404(String(params.id));
      if (!session) return stripeError(404, `No such checkout.session: '${String(params.id)}'`, "session");
      return HttpResponse.json({ object: "list", data: session.line_items, has_more: false, url: `/v1/checkout/sessions/${session.id}/line_items` });
    }),

    http.post(`${STRIPE_API}/v1/checkout/sessions/:id/expire`, ({ request, params }) => {
      if (!authorised(request)) return unauthorised();
      const session = sessionOr404(String(params.id));
      if (!session) return stripeError(404, `No such checkout.session: '${String(params.id)}'`, "session");
      if (session.status !== "open") return stripeError(400, `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`);
      const expired = { ...session, status: "expired" as const, url: null };
      store.put(expired);
      return HttpResponse.json(withoutLineItems(expired));
    }),

    http.post(`${STRIPE_API}/v1/payment_intents`, async ({ request }) => {
      if (!authorised(request)) return unauthorised();
      const body = parseStripeForm(await request.text()) as CreatePaymentIntentBody;
      const amount = Number(body.amount);
      if (!Number.isSafeInteger(amount) || amount < 50) return stripeError(400, "Amount must be at least $0.50 usd", "amount");
      if (amount > MAX_AMOUNT_CENTS) return stripeError(400, "Amount must be no more than $999,999.99", "amount");
      if (!body.currency) return stripeError(400, "Missing required param: currency.", "currency");
      const token = body.payment_method_data?.card?.token;
      if (body.confirm === "true" && !token) return stripeError(400, "You must provide a payment method to confirm this PaymentIntent.", "payment_method");
      const intent: MockPaymentIntent = {
        id: stripeId("pi"),
        object: "payment_intent",
        amount,
        amount_received: 0,
        currency: body.currency,
        description: body.description ?? null,
        metadata: body.metadata ?? {},
        status: "requires_payment_method",
        client_secret: null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intent.client_secret = `${intent.id}_secret_${stripeId("cs").slice(8)}`;
      if (body.confirm === "true" && token) {
        const card = TEST_CARD_TOKENS[token];
        if (!card) return stripeError(400, `No such token: '${token}'`, "payment_method_data[card][token]");
        if (card.declined) {
          return HttpResponse.json(
            { error: { type: "card_error", code: "card_declined", decline_code: card.declined, message: "Your card was declined.", payment_intent: { ...intent, status: "requires_payment_method" } } },
            { status: 402 },
          );
        }
        intent.status = "succeeded";
        intent.amount_received = amount;
      }
      intents.put(intent);
      return HttpResponse.json(intent);
    }),

    http.get(`${STRIPE_API}/v1/payment_intents/:id`, ({ request, params }) => {
      if (!authorised(request)) return unauthorised();
      const intent = intents.get(String(params.id));
      return intent ? HttpResponse.json(intent) : stripeError(404, `No such payment_intent: '${String(params.id)}'`, "intent");
    }),

    http.post(`${STRIPE_API}/v1/refunds`, async ({ request }) => {
      if (!authorised(request)) return unauthorised();
      const body = parseStripeForm(await request.text()) as { payment_intent?: string; amount?: string };
      if (!body.payment_intent) return stripeError(400, "Missing required param: payment_intent.", "payment_intent");
      // Stripe answers a repeated idempotency key with the first refund, never a second one.
      const key = request.headers.get("idempotency-key");
      const earlier = stripeRefunds.find((refund) => key !== null && refund.idempotencyKey === key);
      const refund = earlier ?? { id: stripeId("re"), paymentIntent: body.payment_intent, amount: Number(body.amount ?? 0), idempotencyKey: key };
      if (!earlier) stripeRefunds.push(refund);
      return HttpResponse.json({ id: refund.id, object: "refund", amount: refund.amount, currency: "usd", payment_intent: refund.paymentIntent, status: "succeeded" });
    }),
  ];
}

function withoutLineItems(session: MockCheckoutSession) {
  const { line_items: _lineItems, ...rest } = session;
  return rest;
}

/** A Stripe event of `type` about `object`, as Stripe's webhooks deliver it. */
function stripeEvent<T>(type: string, object: T, id = stripeId("evt")) {
  return {
    id,
    object: "event",
    api_version: "2025-10-29.clover",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** A Stripe event of `type` about `session`. */
export const sessionEvent = (type: "checkout.session.completed" | "checkout.session.expired", session: MockCheckoutSession, id?: string) => stripeEvent(type, withoutLineItems(session), id);

/** The `payment_intent.succeeded` event Stripe delivers for a paid intent. */
export const paymentIntentEvent = (intent: MockPaymentIntent, id?: string) => stripeEvent("payment_intent.succeeded", intent, id);

/**
 * The buyer pays on the hosted page: the open session is completed and paid, and the
 * `checkout.session.completed` event Stripe would send is returned. Null when it is not open.
 */
export function payCheckoutSession(store: SessionStore, sessionId: string) {
  const session = store.get(sessionId);
  if (!session || session.status !== "open") return null;
  const paid = { ...session, status: "complete" as const, payment_status: "paid" as const, payment_intent: stripeId("pi"), url: null };
  store.put(paid);
  return { session: paid, event: sessionEvent("checkout.session.completed", paid) };
}
