import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { http, HttpResponse } from "msw";
import type { RecordStore } from "./store";

/**
 * A stand-in for the parts of the Coinbase Commerce API that crypto-provider payments use
 * (charges: create, retrieve, cancel), in its shapes and over HTTP, and the webhook events it sends.
 * The sandbox (docs/decisions/021-sandbox-mode.md) and the tests run the real adapter against it.
 */

export const COMMERCE_API = "https://api.commerce.coinbase.com";
export const COMMERCE_API_VERSION = "2018-03-22";
/** The sandbox's API key: no real account has it. */
export const SANDBOX_COMMERCE_KEY = "diginoor-sandbox-commerce-key";
/** Commerce marks a charge expired when no payment came within an hour of its creation. */
export const CHARGE_LIFETIME_MS = 60 * 60 * 1000;

export type ChargeStatus = "NEW" | "PENDING" | "COMPLETED" | "EXPIRED" | "UNRESOLVED" | "RESOLVED" | "CANCELED";
export type TimelineEntry = { time: string; status: ChargeStatus; context?: "UNDERPAID" | "OVERPAID" | "DELAYED" | "MULTIPLE" | "MANUAL" | "OTHER" };
type Money = { amount: string; currency: string };

/** A charge as the API returns it (the fields crypto-provider payments read, and a few more). */
export type MockCharge = {
  id: string;
  resource: "charge";
  code: string;
  name: string;
  description: string;
  pricing_type: "fixed_price";
  pricing: { local: Money };
  metadata: Record<string, string>;
  hosted_url: string;
  redirect_url: string;
  cancel_url: string;
  created_at: string;
  expires_at: string;
  timeline: TimelineEntry[];
  payments: { network: string; transaction_id: string; status: string; value: { local: Money } }[];
};

export type ChargeStore = RecordStore<MockCharge>;

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const chargeCode = () => Array.from(randomBytes(8), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join("");

const commerceError = (status: number, type: string, message: string) => HttpResponse.json({ error: { type, message } }, { status });

type CreateChargeBody = {
  name?: unknown;
  description?: unknown;
  pricing_type?: unknown;
  local_price?: { amount?: unknown; currency?: unknown };
  metadata?: unknown;
  redirect_url?: unknown;
  cancel_url?: unknown;
};

/**
 * The handlers. `hostedUrl` says where a charge's hosted page is (the sandbox's stand-in page);
 * requests without the expected key are refused as Commerce refuses them. Charges are found by
 * their code.
 */
export function commerceHandlers({ store, hostedUrl, apiKey = SANDBOX_COMMERCE_KEY }: { store: ChargeStore; hostedUrl: (code: string) => string; apiKey?: string }) {
  const authorised = (request: Request) => request.headers.get("X-CC-Api-Key") === apiKey;
  const unauthorised = () => commerceError(401, "authorization_error", "No such API key.");
  const notFound = (code: string) => commerceError(404, "not_found", `Charge ${code} not found`);

  return [
    http.post(`${COMMERCE_API}/charges`, async ({ request }) => {
      if (!authorised(request)) return unauthorised();
      const body = (await request.json().catch(() => null)) as CreateChargeBody | null;
      if (!body || typeof body.name !== "string" || typeof body.description !== "string") return commerceError(400, "invalid_request", "name and description are required");
      if (body.pricing_type !== "fixed_price") return commerceError(400, "invalid_request", "pricing_type must be fixed_price or no_price");
      const amount = body.local_price?.amount;
      if (typeof amount !== "string" || !/^\d+(\.\d{1,2})?$/.test(amount) || body.local_price?.currency !== "USD") {
        return commerceError(400, "invalid_request", "local_price needs an amount and a currency");
      }
      if (typeof body.redirect_url !== "string" || typeof body.cancel_url !== "string") return commerceError(400, "invalid_request", "redirect_url and cancel_url must be URLs");
      const now = Date.now();
      const code = chargeCode();
      const charge: MockCharge = {
        id: randomUUID(),
        resource: "charge",
        code,
        name: body.name,
        description: body.description,
        pricing_type: "fixed_price",
        pricing: { local: { amount, currency: "USD" } },
        metadata: (body.metadata ?? {}) as Record<string, string>,
        hosted_url: hostedUrl(code),
        redirect_url: body.redirect_url,
        cancel_url: body.cancel_url,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + CHARGE_LIFETIME_MS).toISOString(),
        timeline: [{ time: new Date(now).toISOString(), status: "NEW" }],
        payments: [],
      };
      store.put(charge);
      return HttpResponse.json({ data: charge }, { status: 201 });
    }),

    http.get(`${COMMERCE_API}/charges/:code`, ({ request, params }) => {
      if (!authorised(request)) return unauthorised();
      const charge = store.get(String(params.code));
      return charge ? HttpResponse.json({ data: charge }) : notFound(String(params.code));
    }),

    http.post(`${COMMERCE_API}/charges/:code/cancel`, ({ request, params }) => {
      if (!authorised(request)) return unauthorised();
      const charge = store.get(String(params.code));
      if (!charge) return notFound(String(params.code));
      if (currentStatus(charge) !== "NEW") return commerceError(400, "invalid_request", "can only cancel a charge with NEW status");
      const cancelled = withStatus(charge, { status: "CANCELED" });
      store.put(cancelled);
      return HttpResponse.json({ data: cancelled });
    }),
  ];
}

export const currentStatus = (charge: MockCharge) => charge.timeline[charge.timeline.length - 1].status;

function withStatus(charge: MockCharge, entry: Omit<TimelineEntry, "time">): MockCharge {
  return { ...charge, timeline: [...charge.timeline, { time: new Date().toISOString(), ...entry }] };
}

export type CommerceEventType = "charge:created" | "charge:pending" | "charge:confirmed" | "charge:failed" | "charge:delayed" | "charge:resolved";

/** A webhook delivery of `type` about `charge`, as Commerce posts it. */
export function chargeEvent(type: CommerceEventType, charge: MockCharge, id: string = randomUUID()) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    scheduled_for: now,
    attempt_number: 1,
    event: { id, resource: "event", type, api_version: COMMERCE_API_VERSION, created_at: now, data: charge },
  };
}

/** The header Commerce signs a delivery with: hex HMAC-SHA256 of the raw body under the shared secret. */
export function signCommerceWebhook(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(payload).digest("hex");
}

/** How the buyer leaves the hosted page, as the sandbox's stand-in offers it. */
export type ChargeEnding = "pay" | "underpay" | "expire";

/**
 * The charge as the provider ends it, and the events it sends, in order: paid in full (pending,
 * then confirmed), paid too little (failed, unresolved as underpaid) or never paid (failed,
 * expired). Null when the charge is not new any more.
 */
export function endCharge(store: ChargeStore, code: string, ending: ChargeEnding) {
  const charge = store.get(code);
  if (!charge || currentStatus(charge) !== "NEW") return null;
  const price = charge.pricing.local;
  const payment = (amount: string) => ({
    network: "ethereum",
    transaction_id: `0x${randomBytes(32).toString("hex")}`,
    status: "CONFIRMED",
    value: { local: { amount, currency: price.currency } },
  });
  if (ending === "pay") {
    const pending = { ...withStatus(charge, { status: "PENDING" }), payments: [payment(price.amount)] };
    const completed = withStatus(pending, { status: "COMPLETED" });
    store.put(completed);
    return { charge: completed, events: [chargeEvent("charge:pending", pending), chargeEvent("charge:confirmed", completed)] };
  }
  if (ending === "underpay") {
    const half = (Math.floor(Math.round(Number(price.amount) * 100) / 2) / 100).toFixed(2);
    const underpaid = { ...withStatus(charge, { status: "UNRESOLVED", context: "UNDERPAID" }), payments: [payment(half)] };
    store.put(underpaid);
    return { charge: underpaid, events: [chargeEvent("charge:failed", underpaid)] };
  }
  const expired = withStatus(charge, { status: "EXPIRED" });
  store.put(expired);
  return { charge: expired, events: [chargeEvent("charge:failed", expired)] };
}
