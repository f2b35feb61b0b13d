import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { StudioTable } from "~/components/studio-table";
import { requireStudio } from "~/models/studio/access.server";
import { studioHouses } from "~/models/studio/content.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStudio(request, { admin: true });
  return json({ houses: studioHouses() });
}

/** Production houses by position: the home page's strip shows the first five that are on it. */
export default function StudioHouses() {
  const { houses } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="houses-heading">
      <h1 id="houses-heading">Production houses</h1>
      <p>The home page&apos;s strip of official studio partners shows the first five houses on it, by position.</p>
      <StudioTable label="Production houses table">
        <thead>
          <tr>
            <th scope="col">Position</th>
            <th scope="col">House</th>
            <th scope="col">Home strip</th>
            <th scope="col">Royalty address</th>
          </tr>
        </thead>
        <tbody>
          {houses.map((house) => (
            <tr key={house.id}>
              <td>{house.sortOrder}</td>
              <td>
                <Link to={`/studio/houses/${house.id}`}>{house.name}</Link>
              </td>
              <td>{house.onHomeStrip ? "Yes" : "No"}</td>
              <td>{house.payoutAddress ? <code>{house.payoutAddress}</code> : "Treasury"}</td>
            </tr>
          ))}
        </tbody>
      </StudioTable>
    </section>
  );
}
