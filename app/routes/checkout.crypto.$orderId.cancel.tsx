import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFound } from "~/lib/http.server";
import { orderIdField } from "~/lib/validation/purchase.server";
import { cancelCryptoCheckout } from "~/models/crypto-payments.server";
import { requireUserId } from "~/models/session.server";
import { redirectWithToast } from "~/services/toast.server";

/**
 * The charge's cancel URL: the buyer left the hosted page without paying. Their crypto-provider
 * order's charge is cancelled and its unit returns to sale, then they are back on the item.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const orderId = orderIdField.safeParse(params.orderId);
  if (!orderId.success) notFound("You have no order like that.");
  const cancelled = await cancelCryptoCheckout(userId, orderId.data);
  if (!cancelled) notFound("You have no order like that.");
  return redirectWithToast(`/nftdetail/${cancelled.nftId}`, {
    kind: "info",
    text: cancelled.released ? "Crypto payment cancelled: nothing was charged." : "This crypto payment can no longer be cancelled.",
  });
}
