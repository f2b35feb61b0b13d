import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { listPosition, pageHref, Pagination, rowsShown } from "~/components/pagination";
import { StudioTable } from "~/components/studio-table";
import { choiceParam, pageParam, parseQuery } from "~/lib/input.server";
import { requireStudio } from "~/models/studio/access.server";
import { ORDER_METHODS, ORDER_STATUSES, STUDIO_ORDER_PAGE_SIZE, studioOrders } from "~/models/studio/orders.server";

/** A day typed in a date input, as the ms timestamp of its start (UTC). */
const dayParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .transform((day) => Date.parse(`${day}T00:00:00Z`))
  .pipe(z.number().int());
const DAY_MS = 86_400_000;
const FILTERS = ["status", "method", "from", "to"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireStudio(request);
  const url = new URL(request.url);
  const { value, ignored } = parseQuery(url, {
    status: choiceParam(ORDER_STATUSES),
    method: choiceParam(ORDER_METHODS),
    from: dayParam,
    to: dayParam,
    page: pageParam(100_000),
  });
  const page = value.page ?? 1;
  const { orders, total } = studioOrders(actor, { ...value, to: value.to === undefined ? undefined : value.to + DAY_MS }, page);
  const form = Object.fromEntries(FILTERS.map((key) => [key, ignored.includes(key) ? "" : (url.searchParams.get(key) ?? "")]));
  return json({
    orders,
    form,
    ignored,
    statuses: ORDER_STATUSES,
    methods: ORDER_METHODS,
    ...listPosition(page, total, STUDIO_ORDER_PAGE_SIZE),
    total,
  });
}

/**
 * Orders of every payment method, newest first, fifty a page, filtered by status, method and
 * date, with provider references and transactions. Retrying a failed mint and refunding come
 * with the card payments.
 */
export default function StudioOrders() {
  const { orders, form, ignored, statuses, methods, page, pageCount, total, firstRow } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="orders-heading">
      <h1 id="orders-heading">Orders</h1>
      <Form method="get" className="studio-actions" aria-label="Filter orders">
        <div className="field">
          <label htmlFor="orders-status">Status</label>
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
      <p className="dim" aria-live="polite">
        {total === 1 ? "1 order" : `${total.toLocaleString("en-US")} orders`}
        {rowsShown(firstRow, orders.length, pageCount)}
      </p>
      {orders.length === 0 ? <p>{total ? "There are no orders on this page." : "No orders match."}</p> : null}
      <StudioTable label="Orders table">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Order</th>
            <th scope="col">NFT</th>
            <th scope="col">Buyer</th>
            <th scope="col">Method</th>
            <th scope="col">Status</th>
            <th scope="col">Price</th>
            <th scope="col">Provider reference</th>
            <th scope="col">Transaction</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id}>
              <td>{o.when}</td>
              <td>
                <code>{o.id}</code>
              </td>
              <td>
                <Link to={`/studio/nfts/${o.nftId}`}>{o.title}</Link>
              </td>
              <td>
                {o.buyer}
                <br />
                <code>{o.wallet}</code>
              </td>
              <td>{o.method}</td>
              <td>
                {o.status}
                {o.failureReason ? ` (${o.failureReason})` : ""}
              </td>
              <td>{o.price}</td>
              <td>{o.providerRef ?? "—"}</td>
              <td>
                {o.txUrl ? <a href={o.txUrl}>{o.tokenId === null ? o.txHash : `token ${o.tokenId}`}</a> : (o.txHash ?? "—")}
              </td>
            </tr>
          ))}
        </tbody>
      </StudioTable>
      {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} hrefFor={(n) => pageHref("/studio/orders", form, n)} label="Pages" /> : null}
    </section>
  );
}
