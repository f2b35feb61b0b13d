import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { choiceParam, parseQuery } from "~/lib/input.server";
import { sameSitePath } from "~/lib/same-site-path";
import { FUNDS_NOT_ADDED, FUNDS_ON_THEIR_WAY } from "~/models/add-funds.server";
import { requireUserId } from "~/models/session.server";
import { redirectWithToast } from "~/services/toast.server";

/**
 * Where an on-ramp sends the buyer back (docs/decisions/142-on-ramps.md): it says how the purchase
 * went, then returns to the page it started from. The providers add their own parameters: MoonPay
 * `transactionStatus`, Transak `status`; our own `outcome` tells Wyre's failure URL from its success URL.
 * Nothing is credited here: the coin arrives on the chain.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserId(request);
  const url = new URL(request.url);
  const { value } = parseQuery(url, {
    outcome: choiceParam(["done", "failed"] as const),
    transactionStatus: z.string().max(40),
    status: z.string().max(40),
  });
  const failed = value.outcome === "failed" || value.transactionStatus === "failed" || ["CANCELLED", "FAILED", "EXPIRED", "REFUNDED"].includes(value.status ?? "");
  return redirectWithToast(sameSitePath(url.searchParams.get("to")), failed ? { kind: "error", text: FUNDS_NOT_ADDED } : { kind: "success", text: FUNDS_ON_THEIR_WAY });
}
