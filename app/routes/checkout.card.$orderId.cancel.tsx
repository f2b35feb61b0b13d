import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFound } from "~/lib/http.server";
import { orderIdField } from "~/lib/validation/purchase.server";
import { cancelCardCheckout } from "~/models/card-payments.server";
import { requireUserId } from "~/models/session.server";
import { redirectWithToast } from "~/services/toast.server";

/**
 * The Checkout Session's cancel URL: the buyer left the hosted page without paying. Their card
 * order's session is ended and its unit returns to sale (a ticket order issues nothing), then they
 * are back on the item or the lottery.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const orderId = orderIdField.safeParse(params.orderId);
  if (!orderId.success) notFound("You have no order like that.");
  const cancelled = await cancelCardCheckout(userId, orderId.data);
  if (!cancelled) notFound("You have no order like that.");
  return redirectWithToast(cancelled.back, {
    kind: "info",
    text: cancelled.released ? "Card payment cancelled: nothing was charged." : "This card payment can no longer be cancelled.",
  });
}
