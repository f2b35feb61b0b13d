import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { applyCardEvent } from "~/models/card-payments.server";
import { verifyCardWebhook } from "~/services/payments/card.server";

/**
 * Stripe's webhook endpoint (docs/decisions/136-card-purchases.md): the signature is checked over
 * the raw body before anything is read from it; a bad or stale one is a 400 and changes nothing.
 * A paid session's order moves to paid once, recorded in the database for the mint job in the jobs
 * process (docs/decisions/138-paid-order-mint-job.md); every delivery is logged with its outcome.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return json({ error: "Method not allowed" }, { status: 405 });
  const rawBody = await request.text();
  const verified = verifyCardWebhook(rawBody, request.headers.get("stripe-signature"));
  if (!verified.ok) {
    console.warn(`[webhook] stripe rejected: ${verified.reason}`);
    return json({ error: "Invalid signature" }, { status: 400 });
  }
  const { event } = verified;
  const result = applyCardEvent(event);
  console.log(`[webhook] stripe ${event.id} ${event.type}: ${result.outcome}`);
  return json({ received: true, outcome: result.outcome }, { status: result.status });
}
