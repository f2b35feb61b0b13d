import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireStudio } from "~/models/studio/access.server";
import { studioOverview } from "~/models/studio/inbox.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireStudio(request);
  return json({ overview: studioOverview(actor), admin: actor.role === "admin" });
}

/** What needs attention: the catalogue's size and, for admins, unread messages. */
export default function StudioOverview() {
  const { overview, admin } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="studio-heading">
      <h1 id="studio-heading">Studio console</h1>
      <ul>
        <li>
          <Link to="/studio/films">{overview.films} films</Link> ({overview.unpublishedFilms} unpublished)
        </li>
        <li>
          <Link to="/studio/nfts">{overview.nfts} NFTs</Link> (<Link to="/studio/nfts?status=unpublished">{overview.unpublishedNfts} unpublished</Link>)
        </li>
        {admin ? (
          <li>
            <Link to="/studio/inbox">{overview.unreadMessages} unread contact messages</Link>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
