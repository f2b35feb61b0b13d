import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { idParam, notFound } from "~/lib/http.server";
import { lotteryOutcome } from "~/models/lottery-results.server";

/**
 * A lottery's published draw as JSON, for checking it outside the browser (`npm run
 * lottery:verify`): the commitment, and once drawn the revealed secret, the ticket-list hash, the
 * block and its hash, and the winning ticket; the ticket list itself is at `ticketListHref`.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const outcome = lotteryOutcome(idParam(params.id, "lottery"));
  if (!outcome) notFound("There is no lottery with that id.");
  return json(outcome, { headers: { "Cache-Control": "no-cache" } });
}
