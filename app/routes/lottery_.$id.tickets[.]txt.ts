import type { LoaderFunctionArgs } from "@remix-run/node";
import { idParam, notFound } from "~/lib/http.server";
import { lotteryOutcome, publishedTicketList } from "~/models/lottery-results.server";

/**
 * The lottery's ticket list as plain text, one `first_ticket,tickets,order id` line per entry: the
 * bytes whose keccak256 is the published ticket-list hash (docs/decisions/155-lottery-ticket-orders.md).
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = idParam(params.id, "lottery");
  if (!lotteryOutcome(id)) notFound("There is no lottery with that id.");
  return new Response(publishedTicketList(id), { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" } });
}
