import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { requireStudio } from "~/models/studio/access.server";
import styles from "~/styles/studio.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Studio | Diginoor" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireStudio(request);
  return json({ actor: { name: actor.name, role: actor.role, house: actor.productionHouseName } });
}

const SECTIONS = [
  { to: "/studio", label: "Overview", end: true, admin: false },
  { to: "/studio/films", label: "Films", end: false, admin: false },
  { to: "/studio/nfts", label: "NFTs", end: false, admin: false },
  { to: "/studio/lotteries", label: "Lotteries", end: false, admin: true },
  { to: "/studio/orders", label: "Orders", end: false, admin: false },
  { to: "/studio/posts", label: "Blog posts", end: false, admin: true },
  { to: "/studio/team", label: "Team", end: false, admin: true },
  { to: "/studio/houses", label: "Production houses", end: false, admin: true },
  { to: "/studio/inbox", label: "Inbox", end: false, admin: true },
  { to: "/studio/roles", label: "Roles", end: false, admin: true },
  { to: "/studio/audit", label: "Audit log", end: false, admin: true },
];

/** The studio console's frame: who is signed in, and the sections their role opens. */
export default function StudioLayout() {
  const { actor } = useLoaderData<typeof loader>();
  return (
    <div className="page studio">
      <nav className="studio__nav" aria-label="Studio console">
        <p className="studio__who">
          {actor.name} · {actor.role === "admin" ? "Admin" : `Studio: ${actor.house}`}
        </p>
        <ul>
          {SECTIONS.filter((section) => !section.admin || actor.role === "admin").map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} end={section.end}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="studio__main">
        <Outlet />
      </div>
    </div>
  );
}
