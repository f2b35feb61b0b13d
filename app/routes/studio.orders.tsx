import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { choiceParam, parseQuery } from "~/lib/input.server";
import { requireStudio } from "~/models/studio/access.server";
import { ORDER_METHODS, ORDER_STATUSES, studioOrders } from "~/models/studio/orders.server";

/** A day typed in a date input, as the ms timestamp of its start (UTC). */
const dayParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .transform((day) => Date.parse(`${day}T00:00:00Z`))
  .pipe(z.number().int());
const DAY_MS = 86_400_000;

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireStudio(request);
  const url = new URL(request.url);
  const { value, ignored } = parseQuery(url, {
    status: choiceParam(ORDER_STATUSES),
    method: choiceParam(ORDER_METHODS),
    from: dayParam,
    to: dayParam,
  });
  const orders = studioOrders(actor, { ...value, to: value.to === undefined ? undefined : value.to + DAY_MS });
  const form = Object.fromEntries(["status", "method", "from", "to"].map((key) => [key, ignored.includes(key) ? "" : (url.searchParams.get(key) ?? "")]));
  return json({ orders, form, ignored, statuses: ORDER_STATUSES, methods: ORDER_METHODS });
}

/**
 * Purchases and checkout attempts, filtered by status, payment method and date; read-only until
 * the orders table of the payments work exists (then retries and refunds belong here).
 */
export default function StudioOrders() {
  const { orders, form, ignored, statuses, methods } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="orders-heading">
      <h1 id="orders-heading">Orders</h1>
      <Form method="get" className="studio-actions" aria-label="Filter orders">
        <div className="field">
          <label htmlFor="orders-status">Purchase status</label>
          <select id="orders-status" name="status" defaultValue={form.status}>
            <option value="">Any</option>
            {statuses.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="orders-method">Payment method</label>
          <select id="orders-method" name="method" defaultValue={form.method}>
            <option value="">Any</option>
            {methods.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="orders-from">From</label>
          <input id="orders-from" type="date" name="from" defaultValue={form.from} />
        </div>
        <div className="field">
          <label htmlFor="orders-to">To</label>
          <input id="orders-to" type="date" name="to" defaultValue={form.to} />
        </div>
        <button type="submit" className="button button--small">
          Filter
        </button>
      </Form>
      {ignored.length ? <p className="notice">Ignored filters that could not be read: {ignored.join(", ")}.</p> : null}
      <h2>Purchases</h2>
      {orders.purchases.length === 0 ? <p>No purchases match.</p> : null}
      <table className="studio-table">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">NFT</th>
            <th scope="col">Buyer</th>
            <th scope="col">Kind</th>
            <th scope="col">Status</th>
            <th scope="col">Paid</th>
            <th scope="col">Transaction</th>
          </tr>
        </thead>
        <tbody>
          {orders.purchases.map((p) => (
            <tr key={p.id}>
              <td>{p.when}</td>
              <td>
                <Link to={`/studio/nfts/${p.nftId}`}>{p.title}</Link>
              </td>
              <td>
                {p.buyer}
                <br />
                <code>{p.wallet}</code>
              </td>
              <td>{p.kind}</td>
              <td>
                {p.status}
                {p.failureReason ? ` (${p.failureReason})` : ""}
              </td>
              <td>{p.paid}</td>
              <td>{p.txUrl ? <a href={p.txUrl}>{p.txHash}</a> : (p.txHash ?? "—")}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Checkouts</h2>
      {orders.checkouts.length === 0 ? <p>No checkouts match.</p> : null}
      <table className="studio-table">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">NFT</th>
            <th scope="col">Buyer</th>
            <th scope="col">Method</th>
            <th scope="col">Status</th>
            <th scope="col">Price</th>
            <th scope="col">Provider reference</th>
          </tr>
        </thead>
        <tbody>
          {orders.checkouts.map((c) => (
            <tr key={c.id}>
              <td>{c.when}</td>
              <td>
                <Link to={`/studio/nfts/${c.nftId}`}>{c.title}</Link>
              </td>
              <td>{c.buyer}</td>
              <td>{c.method}</td>
              <td>{c.status}</td>
              <td>{c.price}</td>
              <td>{c.providerRef ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
