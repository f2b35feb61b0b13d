import type { ReactNode } from "react";
import { Link } from "@remix-run/react";

/** The frame of a page shown on its own (sign-in, sign-up, reset, wallet): close button, logo, heading. */
export function StandaloneCard({ heading, wide = false, children }: { heading: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "standalone-card standalone-card--wide account" : "standalone-card account"}>
      <Link to="/" className="icon-button standalone-card__close" aria-label="Close">
        <span aria-hidden="true">✕</span>
      </Link>
      <img className="account__logo" src="/art/logo.svg" alt="Diginoor" width="140" height="34" />
      <h1>{heading}</h1>
      {children}
    </div>
  );
}
