import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { StudioTable } from "~/components/studio-table";
import { requireStudio } from "~/models/studio/access.server";
import { studioTeam } from "~/models/studio/content.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStudio(request, { admin: true });
  return json({ team: studioTeam() });
}

/** The About page's team, in the order the page shows it. */
export default function StudioTeam() {
  const { team } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="team-heading">
      <h1 id="team-heading">Team</h1>
      <p className="studio-actions">
        <Link className="button" to="/studio/team/new">
          New team member
        </Link>
      </p>
      <StudioTable label="Team table">
        <thead>
          <tr>
            <th scope="col">Position</th>
            <th scope="col">Name</th>
            <th scope="col">Role</th>
          </tr>
        </thead>
        <tbody>
          {team.map((member) => (
            <tr key={member.id}>
              <td>{member.sortOrder}</td>
              <td>
                <Link to={`/studio/team/${member.id}`}>{member.name}</Link>
              </td>
              <td>{member.role}</td>
            </tr>
          ))}
        </tbody>
      </StudioTable>
    </section>
  );
}
