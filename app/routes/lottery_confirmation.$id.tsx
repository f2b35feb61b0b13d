import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { idParam, notFound } from "~/lib/http.server";
import { parseQuery } from "~/lib/input.server";
import { orderIdField } from "~/lib/validation/purchase.server";
import { ticketOrderView } from "~/models/lottery-tickets.server";
import { lotteryById } from "~/models/lottery.server";
import { requireUserId } from "~/models/session.server";
import styles from "~/styles/lottery.css";

export { ErrorBoundary } from "~/components/error-boundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Ticket order | Diginoor" }];

/**
 * `?order=` names the buyer's own ticket order; one not confirmed yet is followed on
 * /lottery_purchased/{id} until it is.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const lottery = lotteryById(idParam(params.id, "lottery")) ?? notFound("There is no lottery with that id.");
  const { value } = parseQuery(new URL(request.url), { order: orderIdField });
  const userId = value.order ? await requireUserId(request) : null;
  const order = userId !== null && value.order ? (ticketOrderView(userId, lottery.id, value.order) ?? notFound("You have no order like that.")) : null;
  if (order && order.state !== "confirmed") throw redirect(`/lottery_purchased/${lottery.id}?order=${order.id}`);
  return json({ lottery: { id: lottery.id, name: lottery.name, imageUrl: lottery.imageUrl }, order });
}

/** The spec's order confirmation: the order for N tickets is confirmed, with a Close button. */
export default function LotteryConfirmation() {
  const { lottery, order } = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <section className="lottery-panel" aria-labelledby="confirmation-title">
        <img className="lottery-panel__art" src={lottery.imageUrl} alt="" width="320" height="200" />
        <p className="eyebrow">Ticket order</p>
        <h1 id="confirmation-title">{lottery.name}</h1>
        {order ? (
          <>
            <p role="status">
              Your order for {order.tickets} {order.tickets === 1 ? "ticket" : "tickets"} is confirmed.
            </p>
            <p>
              {order.numbers} · {order.total}
            </p>
          </>
        ) : (
          <p>Your ticket orders will be confirmed here after payment.</p>
        )}
        <Link to={`/lottery/${lottery.id}`} className="button">
          Close
        </Link>
      </section>
    </div>
  );
}
