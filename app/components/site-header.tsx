import { Form, Link, useLocation } from "@remix-run/react";
import type { KeyboardEvent } from "react";
import { NotificationBell, type HeaderNotification } from "~/components/notification-bell";
import { WalletIcon } from "~/components/icons";
import { KeptElement } from "~/lib/kept-markup";

const NAV = [
  { to: "/collections", label: "COLLECTIONS" },
  { to: "/market", label: "MARKETPLACE" },
  { to: "/how it works", label: "HOW IT WORKS" },
  { to: "/blog", label: "BLOG" },
  { to: "/about", label: "ABOUT" },
] as const;

/** The signed-in user as the header shows them (a subset of the root loader's user). */
export type HeaderUser = { name: string; unreadNotifications: number };

function LogoutButton({ className }: { className: string }) {
  return (
    <Form method="post" action="/logout" className="site-header__logout">
      <button type="submit" className={className}>
        Logout
      </button>
    </Form>
  );
}

/** Esc closes the open mobile menu and puts focus back on its toggle. */
function closeMenuOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
  const menu = event.currentTarget;
  if (event.key !== "Escape" || !menu.open) return;
  menu.open = false;
  menu.querySelector("summary")?.focus();
}

/**
 * The main navigation's item the page at `pathname` is within (that item's page or one below it),
 * as a NavLink would find it: by the path's first segment, whatever its case or encoding.
 */
export function navItemOf(pathname: string): NavTarget | null {
  const segment = pathname.split("/")[1] ?? "";
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape is no item's path.
  }
  return NAV.find((item) => item.to.slice(1) === decoded.toLowerCase())?.to ?? null;
}

type NavTarget = (typeof NAV)[number]["to"];

/**
 * Shared header; the mobile menu is a <details> so it opens without JavaScript. A visitor's header
 * is the same for every page within the same navigation item, so the server keeps its markup
 * (docs/decisions/100-kept-markup.md); a signed-in user's bell posts back to the page,
 * and is rendered for each.
 */
export function SiteHeader({ user, notifications }: { user: HeaderUser | null; notifications: HeaderNotification[] }) {
  const current = navItemOf(useLocation().pathname);
  if (user) {
    return (
      <header className="site-header">
        <HeaderContent user={user} notifications={notifications} current={current} />
      </header>
    );
  }
  return (
    <KeptElement as="header" className="site-header" name="site-header" inputs={[current]}>
      <HeaderContent user={null} notifications={[]} current={current} />
    </KeptElement>
  );
}

function HeaderContent({ user, notifications, current }: { user: HeaderUser | null; notifications: HeaderNotification[]; current: NavTarget | null }) {
  return (
    <>
      <Link to="/" className="site-header__logo" aria-label="Diginoor home">
        <img src="/art/logo.svg" alt="" width="150" height="36" />
      </Link>
      <nav className="site-header__nav" aria-label="Main">
        {NAV.map((item) => (
          <Link key={item.to} to={item.to} prefetch="intent" className={item.to === current ? "active" : undefined} aria-current={item.to === current ? "page" : undefined}>
            {item.label}
          </Link>
        ))}
      </nav>
      {user ? <NotificationBell unread={user.unreadNotifications} notifications={notifications} /> : null}
      <div className="site-header__actions">
        <Link to="/wallet" className="icon-button" aria-label="Wallet">
          <WalletIcon />
        </Link>
        {user ? (
          <>
            <Link to="/profile" className="button button--ghost button--small" aria-label={`My account: ${user.name}`}>
              {user.name}
            </Link>
            <LogoutButton className="button button--small" />
          </>
        ) : (
          <>
            <Link to="/login" className="button button--ghost button--small">
              Login
            </Link>
            <Link to="/signup" className="button button--small">
              Signup
            </Link>
          </>
        )}
      </div>
      <details className="mobile-menu" onKeyDown={closeMenuOnEscape}>
        <summary aria-label="Open menu">
          <span className="mobile-menu__bars" aria-hidden="true" />
        </summary>
        <nav aria-label="Mobile">
          {NAV.map((item) => (
            <Link key={item.to} to={item.to}>
              {item.label}
            </Link>
          ))}
          <Link to="/contact">CONTACT</Link>
          <Link to="/profile">MY ACCOUNT</Link>
          <Link to="/wallet">WALLET</Link>
          {user ? (
            <LogoutButton className="mobile-menu__logout" />
          ) : (
            <>
              <Link to="/login">LOGIN</Link>
              <Link to="/signup">SIGNUP</Link>
            </>
          )}
        </nav>
      </details>
    </>
  );
}
