import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { LotteryForm } from "~/components/studio-lottery-form";
import { listPosition, pageHref, Pagination, rowsShown } from "~/components/pagination";
import { StudioTable } from "~/components/studio-table";
import { idParam } from "~/lib/http.server";
import { pageOf, parseForm } from "~/lib/input.server";
import { saveReply } from "~/pages/studio-save-reply.server";
import { LOTTERY_MESSAGES, lotteryEditSchema } from "~/lib/validation/studio";
import { requireStudio } from "~/models/studio/access.server";
import { LOTTERY_TICKET_PAGE_SIZE, lotteryForEdit, lotteryTickets, updateLottery } from "~/models/studio/lotteries.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStudio(request, { admin: true });
  const id = idParam(params.id, "lottery");
  const lottery = lotteryForEdit(id);
  const page = pageOf(request);
  const { tickets, total } = lotteryTickets(id, page);
  return json({
    lottery,
    tickets,
    editable: lottery.status === "open",
    ...listPosition(page, total, LOTTERY_TICKET_PAGE_SIZE),
    total,
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const actor = await requireStudio(request, { admin: true });
  const id = idParam(params.id, "lottery");
  const submission = await parseForm(request, lotteryEditSchema);
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const { version, ...fields } = submission.value;
  return saveReply(submission, updateLottery(actor, id, version, fields), { to: () => `/studio/lotteries/${id}`, text: "Lottery saved." });
}

/** A page of the ticket orders, scrolled to them. */
const ticketsHref = (id: number, page: number) => pageHref(`/studio/lotteries/${id}`, {}, page, "#tickets");

/** A lottery's form while it sells tickets (price and draw time fixed from its first ticket), and every ticket order, fifty a page. */
export default function EditLottery() {
  const { lottery, tickets, editable, page, pageCount, total, firstRow } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <section aria-labelledby="edit-lottery">
      <h1 id="edit-lottery">{lottery.name}</h1>
      <p className="studio-actions">
        <Link to={`/lottery/${lottery.id}`}>View the public page</Link>
      </p>
      <p>
        Commitment of the draw (keccak256 of the server's secret): <code>{lottery.commitment ?? "none (created before the console)"}</code>
      </p>
      {editable && lottery.totalTickets > 0 ? <p className="notice">{LOTTERY_MESSAGES.sold}</p> : null}
      {editable ? (
        <LotteryForm
          key={lottery.version}
          version={lottery.version}
          lastResult={reply?.result}
          defaultValue={{
            name: lottery.name,
            description: lottery.description,
            imageUrl: lottery.imageUrl,
            ticketPriceUsd: (lottery.ticketPriceCents / 100).toFixed(2),
            prizePoolUsd: (lottery.prizePoolCents / 100).toFixed(2),
            rewardNftId: lottery.rewardNftId === null ? "" : String(lottery.rewardNftId),
            minTickets: String(lottery.minTickets),
            drawsAt: new Date(lottery.drawsAt).toISOString().slice(0, 16),
          }}
          submitLabel="Save lottery"
        />
      ) : (
        <p className="notice">{LOTTERY_MESSAGES.closed}</p>
      )}
      <h2 id="tickets">Tickets</h2>
      <p className="dim">
        {lottery.totalTickets.toLocaleString("en-US")} {lottery.totalTickets === 1 ? "ticket" : "tickets"} sold; {total === 1 ? "1 order" : `${total.toLocaleString("en-US")} orders`}
        {rowsShown(firstRow, tickets.length, pageCount)}
      </p>
      {tickets.length === 0 ? <p>{total ? "There are no orders on this page." : "No tickets yet."}</p> : null}
      <StudioTable label="Ticket orders table">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Buyer</th>
            <th scope="col">Tickets</th>
            <th scope="col">Amount</th>
            <th scope="col">Method</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {tickets.map((t) => (
            <tr key={t.id}>
              <td>{t.when}</td>
              <td>{t.email}</td>
              <td>{t.tickets}</td>
              <td>{t.amount}</td>
              <td>{t.method}</td>
              <td>{t.status}</td>
            </tr>
          ))}
        </tbody>
      </StudioTable>
      {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} hrefFor={(n) => ticketsHref(lottery.id, n)} label="Pages of tickets" /> : null}
    </section>
  );
}
