import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useFollowPending } from "~/lib/use-follow-pending";
import { idParam, notFound } from "~/lib/http.server";
import { parseQuery } from "~/lib/input.server";
import { orderIdField } from "~/lib/validation/purchase.server";
import { ticketOrderView } from "~/models/lottery-tickets.server";
import { lotteryById } from "~/models/lottery.server";
import { requireUserId } from "~/models/session.server";
import styles from "~/styles/lottery.css";

export { ErrorBoundary } from "~/components/error-boundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Confirming your payment | Diginoor" }];

/**
 * Where the providers send the buyer back after paying for tickets (`?order=` names the order, the
 * buyer's own only). Once the payment is confirmed and the tickets issued, the confirmation page.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const lottery = lotteryById(idParam(params.id, "lottery")) ?? notFound("There is no lottery with that id.");
  const { value } = parseQuery(new URL(request.url), { order: orderIdField });
  const userId = value.order ? await requireUserId(request) : null;
  const order = userId !== null && value.order ? (ticketOrderView(userId, lottery.id, value.order) ?? notFound("You have no order like that.")) : null;
  if (order?.state === "confirmed") throw redirect(`/lottery_confirmation/${lottery.id}?order=${order.id}`);
  return json({ lottery: { id: lottery.id, name: lottery.name }, order });
}

const HEADING = { pending: "Thank you", failed: "No tickets were issued", expired: "No tickets were issued" } as const;

/** The order's live status: pending until its provider confirms the payment, then the confirmation page; failed or expired with the reason. */
export default function LotteryPurchased() {
  const { lottery, order } = useLoaderData<typeof loader>();
  const pending = order?.state === "pending";
  const refresh = useFollowPending(pending);
  return (
    <div className="page">
      {refresh}
      <section className="lottery-panel" aria-labelledby="purchased-title">
        <p className="eyebrow">{lottery.name}</p>
        <h1 id="purchased-title">{order && order.state !== "confirmed" ? HEADING[order.state] : "Thank you"}</h1>
        {order ? (
          <div className={`order-status order-status--${order.state}`} role="status" aria-live="polite">
            <p>
              Order status: <strong>{order.state === "pending" ? "Pending" : order.state === "failed" ? "Failed" : "Expired"}</strong>
            </p>
            <p>{order.reason ?? `We're confirming your payment for ${order.tickets} ${order.tickets === 1 ? "ticket" : "tickets"} with the provider: your tickets are issued once it is confirmed.`}</p>
            <p className="dim">
              Order {order.id} · {order.total}
            </p>
          </div>
        ) : (
          <p>We&apos;re confirming your payment with the provider. Your tickets appear on the lottery page once it&apos;s confirmed.</p>
        )}
        <Link to={`/lottery/${lottery.id}`} className="button">
          Back to {lottery.name}
        </Link>
      </section>
    </div>
  );
}
