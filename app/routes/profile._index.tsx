import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { choiceParam, parseQuery } from "~/lib/input.server";
import styles from "~/styles/profile.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Profile | Diginoor" }];

const TABS = [
  { id: "bids", label: "Bids", empty: "Auctions you bid on appear here.", cta: { to: "/market", label: "See live auctions" } },
  { id: "showcase", label: "Showcase", empty: "Collectibles you own appear here.", cta: { to: "/collections", label: "Browse the collections" } },
  { id: "on-sale", label: "On Sale", empty: "Collectibles you list for sale or auction appear here.", cta: { to: "/market", label: "Visit the marketplace" } },
  { id: "activity", label: "Activity", empty: "Your bids, sales and likes appear here.", cta: { to: "/collections", label: "Browse the collections" } },
] as const;
const TAB_IDS = ["bids", "showcase", "on-sale", "activity"] as const;
const ACTIVITY_TAGS = ["likes", "bids", "auctions", "sold", "followers", "following"] as const;

/** Tabs are links (?tab=...), so each one is a server-rendered page that works without JavaScript. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { value } = parseQuery(new URL(request.url), { tab: choiceParam(TAB_IDS), tag: choiceParam(ACTIVITY_TAGS) });
  const tab = value.tab ?? "bids";
  return json({ tab, tag: tab === "activity" ? value.tag ?? null : null });
}

function ShareIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7a3 3 0 0 0 .1.8L8.4 11.2a3 3 0 1 0 0 3.6l6.7 3.4A3 3 0 1 0 18 16Z"
      />
    </svg>
  );
}

export default function Profile() {
  const { tab, tag } = useLoaderData<typeof loader>();
  const current = TABS.find((t) => t.id === tab)!;
  return (
    <div className="page profile">
      <p className="notice" id="profile-notice">
        Please Login to Continue. <Link to="/login?redirectTo=/profile">Login</Link>
      </p>
      <section className="profile__cover" aria-label="Cover picture">
        <div className="profile__upload">
          <label htmlFor="cover-upload">Upload cover picture</label>
          <input id="cover-upload" name="cover" type="file" accept=".jpg,.jpeg,.png" disabled aria-describedby="cover-hint profile-notice" />
          <p className="profile__hint" id="cover-hint">
            One JPG or PNG image, up to 5 MB.
          </p>
        </div>
      </section>
      <div className="profile__head">
        <div className="profile__avatar">
          <div className="profile__upload">
            <label htmlFor="avatar-upload">Upload avatar</label>
            <input id="avatar-upload" className="visually-hidden" name="avatar" type="file" accept=".jpg,.jpeg,.png" disabled aria-describedby="cover-hint profile-notice" />
          </div>
        </div>
        <div className="profile__who">
          <h1>Your name</h1>
          <p className="dim">No wallet connected</p>
        </div>
        <div className="profile__actions">
          <Link to="/profile/edit_profile" className="button button--ghost button--small">
            Edit Profile
          </Link>
          <button type="button" className="icon-button" aria-label="Share profile" disabled>
            <ShareIcon />
          </button>
          <button type="button" className="icon-button" aria-label="More options" disabled>
            <span aria-hidden="true">⋯</span>
          </button>
        </div>
      </div>
      <nav className="profile__tabs" aria-label="Profile sections">
        {TABS.map((t) => (
          <Link key={t.id} to={`?tab=${t.id}`} aria-current={t.id === tab ? "page" : undefined} preventScrollReset>
            {t.label}
          </Link>
        ))}
      </nav>
      <section aria-labelledby="profile-tab-title">
        <h2 id="profile-tab-title">{current.label}</h2>
        {tab === "activity" ? (
          <ul className="profile__tags" aria-label="Filter activity">
            {ACTIVITY_TAGS.map((t) => (
              <li key={t}>
                <Link
                  to={`?tab=activity&tag=${t}`}
                  className="button button--ghost button--small"
                  aria-current={t === tag ? "true" : undefined}
                  preventScrollReset
                >
                  {t}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="empty-state">
          <p>
            {tag ? `No ${tag} yet. ` : "Nothing here yet. "}
            {current.empty}
          </p>
          <Link to={current.cta.to} className="button button--ghost button--small">
            {current.cta.label}
          </Link>
        </div>
      </section>
    </div>
  );
}
