/**
 * Crypto-provider payments by Coinbase Commerce (docs/decisions/019-payment-providers.md, 140): a
 * hosted charge per order at a fixed USD price, cancelling it, and webhook verification over the
 * raw body. A small typed client over fetch (Coinbase keeps no maintained Node SDK); in sandbox
 * mode its fetch is answered in-process (docs/decisions/021-sandbox-mode.md).
 */
import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { config, getSandboxCryptoWebhookSecret } from "~/config.server";
import { centsToDecimal, decimalToCents } from "~/lib/format";
import { COMMERCE_API, COMMERCE_API_VERSION, SANDBOX_COMMERCE_KEY, signCommerceWebhook } from "../../../tests/mocks/commerce";
import { startSandbox } from "./sandbox.server";

export type CryptoChargeRequest = {
  orderId: string;
  name: string;
  /** What the buyer pays for, line by line, as the hosted page shows it. */
  description: string;
  totalCents: number;
  redirectUrl: string;
  cancelUrl: string;
  /** More keys for the charge's metadata (strings), beside the order id. */
  metadata: Record<string, string>;
};

/** Where a charge stands: the last status of its timeline, and its context (UNDERPAID …) when unresolved. */
export type ChargeState = { status: string; context: string | null };

export type CryptoCharge = {
  id: string;
  code: string;
  /** The hosted page. */
  hostedUrl: string;
  orderId: string | null;
  totalCents: number;
  name: string;
  description: string;
  metadata: Record<string, string>;
  redirectUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  state: ChargeState;
};

const REQUEST_TIMEOUT_MS = 15_000;

const chargeSchema = z.object({
  id: z.string(),
  code: z.string().regex(/^[A-Z0-9]{1,32}$/),
  name: z.string().default(""),
  description: z.string().default(""),
  hosted_url: z.url(),
  pricing: z.object({ local: z.object({ amount: z.string(), currency: z.literal("USD") }) }),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  redirect_url: z.string().default(""),
  cancel_url: z.string().default(""),
  expires_at: z.iso.datetime(),
  timeline: z.array(z.object({ status: z.string(), context: z.string().nullish() })).min(1),
});

type ChargeData = z.infer<typeof chargeSchema>;

/** The webhook body's parts that are read, once its signature holds. */
const webhookSchema = z.object({
  event: z.object({ id: z.string().min(1).max(100), type: z.string(), created_at: z.iso.datetime(), data: chargeSchema }),
});

export type CryptoEvent = { id: string; type: string; createdAt: Date; charge: CryptoCharge };

function settings() {
  const payments = config.cryptoPayments;
  if (payments.mode === "off") throw new Error(payments.reason);
  return payments.mode === "commerce"
    ? { apiKey: payments.apiKey, webhookSecret: payments.webhookSecret, fetch: globalThis.fetch }
    : { apiKey: SANDBOX_COMMERCE_KEY, webhookSecret: getSandboxCryptoWebhookSecret(), fetch: startSandbox().commerceFetch };
}

/** A refusal by the provider, with its status and its own words. */
export class CommerceError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(`Coinbase Commerce ${status} ${type}: ${message}`);
  }
}

async function commerce(method: "GET" | "POST", path: string, body?: unknown): Promise<CryptoCharge> {
  const { apiKey, fetch } = settings();
  const response = await fetch(`${COMMERCE_API}${path}`, {
    method,
    headers: { "Content-Type": "application/json", Accept: "application/json", "X-CC-Api-Key": apiKey, "X-CC-Version": COMMERCE_API_VERSION },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const answer = (await response.json().catch(() => null)) as { data?: unknown; error?: { type?: string; message?: string } } | null;
  if (!response.ok) throw new CommerceError(response.status, answer?.error?.type ?? "error", answer?.error?.message ?? response.statusText);
  const charge = chargeSchema.safeParse(answer?.data);
  if (!charge.success) throw new Error(`Coinbase Commerce answered ${method} ${path} with an unexpected charge: ${charge.error.message}`);
  return chargeOf(charge.data);
}

function chargeOf(data: ChargeData): CryptoCharge {
  const metadata = Object.fromEntries(Object.entries(data.metadata ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const last = data.timeline[data.timeline.length - 1];
  return {
    id: data.id,
    code: data.code,
    hostedUrl: data.hosted_url,
    orderId: metadata.order_id ?? null,
    totalCents: decimalToCents(data.pricing.local.amount) ?? 0,
    name: data.name,
    description: data.description,
    metadata,
    redirectUrl: data.redirect_url,
    cancelUrl: data.cancel_url,
    expiresAt: new Date(data.expires_at),
    state: { status: last.status, context: last.context ?? null },
  };
}

/** A charge for one order at a fixed USD price, the order id in its metadata. */
export function createCryptoCharge(request: CryptoChargeRequest): Promise<CryptoCharge> {
  return commerce("POST", "/charges", {
    name: request.name,
    description: request.description,
    pricing_type: "fixed_price",
    local_price: { amount: centsToDecimal(request.totalCents), currency: "USD" },
    redirect_url: request.redirectUrl,
    cancel_url: request.cancelUrl,
    metadata: { ...request.metadata, order_id: request.orderId },
  });
}

export function retrieveCryptoCharge(code: string): Promise<CryptoCharge> {
  return commerce("GET", `/charges/${encodeURIComponent(code)}`);
}

/**
 * Cancels a charge nobody has paid yet, so it can no longer be paid. False when it is not new any
 * more (paid, expired or cancelled already).
 */
export async function cancelCryptoCharge(code: string): Promise<boolean> {
  try {
    await commerce("POST", `/charges/${encodeURIComponent(code)}/cancel`);
    return true;
  } catch (error) {
    if (error instanceof CommerceError && error.status === 400) return false;
    throw error;
  }
}

export type VerifiedCryptoWebhook = { ok: true; event: CryptoEvent } | { ok: false; reason: string };

/**
 * Checks a webhook's X-CC-Webhook-Signature (hex HMAC-SHA256 of the exact bytes received, under the
 * shared secret) in constant time, then reads the event; never parse the body before this.
 */
export function verifyCryptoWebhook(rawBody: string, signature: string | null): VerifiedCryptoWebhook {
  if (!signature) return { ok: false, reason: "no X-CC-Webhook-Signature header" };
  if (!/^[0-9a-f]{64}$/i.test(signature)) return { ok: false, reason: "the signature is not a hex HMAC-SHA256" };
  const expected = Buffer.from(signCommerceWebhook(rawBody, settings().webhookSecret), "hex");
  if (!timingSafeEqual(expected, Buffer.from(signature, "hex"))) return { ok: false, reason: "the signature does not match the body" };
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return { ok: false, reason: "the signed body is not JSON" };
  }
  const parsed = webhookSchema.safeParse(body);
  if (!parsed.success) return { ok: false, reason: `the signed body is not a charge event: ${parsed.error.issues[0]?.message ?? ""}` };
  const { event } = parsed.data;
  return { ok: true, event: { id: event.id, type: event.type, createdAt: new Date(event.created_at), charge: chargeOf(event.data) } };
}

/** Signs `payload` as Commerce signs a delivery to this site: the sandbox's stand-in page does, nothing else may. */
export function signSandboxCryptoWebhook(payload: string): string {
  if (config.cryptoPayments.mode !== "sandbox") throw new Error("Only the sandbox signs webhooks.");
  return signCommerceWebhook(payload, getSandboxCryptoWebhookSecret());
}
