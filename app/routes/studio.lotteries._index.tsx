import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { StudioTable } from "~/components/studio-table";
import { requireStudio } from "~/models/studio/access.server";
import { studioLotteries } from "~/models/studio/lotteries.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStudio(request, { admin: true });
  return json({ lotteries: studioLotteries() });
}

export default function StudioLotteries() {
  const { lotteries } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="lotteries-heading">
      <h1 id="lotteries-heading">Lotteries</h1>
      <p className="studio-actions">
        <Link className="button" to="/studio/lotteries/new">
          New lottery
        </Link>
      </p>
      <StudioTable label="Lotteries table">
        <thead>
          <tr>
            <th scope="col">Lottery</th>
            <th scope="col">Ticket</th>
            <th scope="col">Tickets sold</th>
            <th scope="col">Draw</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {lotteries.map((lottery) => (
            <tr key={lottery.id}>
              <td>
                <Link to={`/studio/lotteries/${lottery.id}`}>{lottery.name}</Link>
              </td>
              <td>{lottery.ticketPrice}</td>
              <td>
                {lottery.totalTickets} of {lottery.minTickets}
              </td>
              <td>{lottery.draws}</td>
              <td>{lottery.status}</td>
            </tr>
          ))}
        </tbody>
      </StudioTable>
    </section>
  );
}
