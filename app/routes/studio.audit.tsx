import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { StudioTable } from "~/components/studio-table";
import { formatDateTime } from "~/lib/format";
import { parseQuery } from "~/lib/input.server";
import { requireStudio } from "~/models/studio/access.server";
import { auditEntries } from "~/models/studio/audit.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStudio(request, { admin: true });
  const { value } = parseQuery(new URL(request.url), { before: z.coerce.number().int().positive().max(1e12) });
  const { entries, nextBefore } = auditEntries(value.before);
  return json({ entries: entries.map((e) => ({ ...e, when: formatDateTime(e.createdAt) })), nextBefore });
}

const pretty = (value: string | null) => (value === null ? "—" : JSON.stringify(JSON.parse(value), null, 1));

/** Every console change, newest first: who, what, when, and the row before and after. */
export default function StudioAudit() {
  const { entries, nextBefore } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="audit-heading">
      <h1 id="audit-heading">Audit log</h1>
      <StudioTable label="Audit log table">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{entry.when}</td>
              <td>{entry.actorEmail ?? "command line"}</td>
              <td>
                {entry.action} {entry.entity} #{entry.entityId}
              </td>
              <td>
                <pre className="studio-json">{pretty(entry.before)}</pre>
              </td>
              <td>
                <pre className="studio-json">{pretty(entry.after)}</pre>
              </td>
            </tr>
          ))}
        </tbody>
      </StudioTable>
      {nextBefore ? <Link to={`?before=${nextBefore}`}>Older entries</Link> : null}
    </section>
  );
}
