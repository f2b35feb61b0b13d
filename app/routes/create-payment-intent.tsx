import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { readJsonBody } from "~/lib/input.server";
import { paymentIntentSchema } from "~/lib/validation/payment-intent.server";
import { PAYMENT_FAILED, payOrderByCardToken } from "~/models/card-payments.server";
import { getUserId } from "~/models/session.server";

const MAX_BODY_BYTES = 4 * 1024;

/** The spec's error shape: the page shows `error.type` and `error.raw.message`. */
const refuse = (status: number, type: string, message: string, code?: string) => json({ error: { type, raw: { type, message, ...(code ? { code } : {}) } } }, { status });

const UNREADABLE = {
  400: "The request body is not valid JSON.",
  413: "The request is too large.",
  415: "Send the payment as JSON (Content-Type: application/json).",
} as const;

/**
 * The spec's `POST /create-payment-intent` (docs/decisions/143-create-payment-intent.md): JSON
 * { description, source, currency "usd", amount in cents, order }. The signed-in buyer's quoted
 * card order is paid with a Stripe PaymentIntent for the order's own total, confirmed with the
 * card token; an amount other than that total is refused. 200 with the intent and the
 * confirmation page to go to; otherwise 4xx (or Stripe's status) in the spec's error shape.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return refuse(405, "invalid_request_error", "Use POST to create a payment.");
  const userId = await getUserId(request);
  if (userId === null) return refuse(401, "authentication_error", "Please Login to Continue");
  const read = await readJsonBody(request, MAX_BODY_BYTES);
  if (!read.ok) return refuse(read.status, "invalid_request_error", UNREADABLE[read.status]);
  const parsed = paymentIntentSchema.safeParse(read.body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue.code === "invalid_type" && issue.path.length === 0 ? "Send a JSON object with description, source, currency, amount and order." : issue.message;
    return refuse(400, "invalid_request_error", message);
  }
  const { description, source, amount, order } = parsed.data;
  const outcome = await payOrderByCardToken(userId, { orderId: order, cents: amount, description, cardToken: source }).catch((error: unknown) => {
    console.error(`[payments] create-payment-intent for order ${order} failed:`, error);
    return { ok: false as const, status: 502, type: "api_error", message: PAYMENT_FAILED };
  });
  if (!outcome.ok) return refuse(outcome.status, outcome.type, outcome.message, "code" in outcome ? outcome.code : undefined);
  return json({ id: outcome.id, status: outcome.status, order: outcome.orderId, next: outcome.next });
}

export function loader() {
  return refuse(405, "invalid_request_error", "Use POST to create a payment.");
}
