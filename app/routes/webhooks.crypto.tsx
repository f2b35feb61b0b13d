import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { applyCryptoEvent } from "~/models/crypto-payments.server";
import { verifyCryptoWebhook } from "~/services/payments/crypto.server";

/**
 * The crypto provider's webhook endpoint (docs/decisions/140-crypto-provider-purchases.md): the
 * X-CC-Webhook-Signature is checked over the raw body before anything is read from it; a missing or
 * forged one is a 400 and changes nothing. A confirmed charge's order moves to paid once and the
 * mint job mints it, as for a card; every delivery is logged with its outcome.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return json({ error: "Method not allowed" }, { status: 405 });
  const rawBody = await request.text();
  const verified = verifyCryptoWebhook(rawBody, request.headers.get("x-cc-webhook-signature"));
  if (!verified.ok) {
    console.warn(`[webhook] crypto rejected: ${verified.reason}`);
    return json({ error: "Invalid signature" }, { status: 400 });
  }
  const { event } = verified;
  const result = applyCryptoEvent(event);
  console.log(`[webhook] crypto ${event.id} ${event.type} charge ${event.charge.code}: ${result.outcome}`);
  return json({ received: true, outcome: result.outcome }, { status: result.status });
}
