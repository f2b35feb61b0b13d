import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStudio } from "~/models/studio/access.server";
import { newsletterCsv } from "~/models/studio/inbox.server";

/** The newsletter sign-ups as a CSV download (admins only). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStudio(request, { admin: true });
  return new Response(newsletterCsv(), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="newsletter-signups.csv"',
      "Cache-Control": "no-store",
    },
  });
}
