import { Form, Link, NavLink } from "@remix-run/react";
import type { KeyboardEvent } from "react";
import { NotificationBell, type HeaderNotification } from "~/components/notification-bell";
import { WalletIcon } from "~/components/icons";

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

/** Shared header; the mobile menu is a <details> so it opens without JavaScript. */
export function SiteHeader({ user, notifications }: { user: HeaderUser | null; notifications: HeaderNotification[] }) {
  return (
    <header className="site-header">
      <Link to="/" className="site-header__logo" aria-label="Diginoor home">
        <img src="/art/logo.svg" alt="" width="150" height="36" />
      </Link>
      <nav className="site-header__nav" aria-label="Main">
        {NAV.map((item) => (
          <NavLink key={item.to} to={item.to} prefetch="intent">
            {item.label}
          </NavLink>
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
    </header>
  );
}
