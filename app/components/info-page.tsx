import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * The frame of the routes the spec names without content (wallet kinds, bidding, purchase
 * confirmation): a short explanation, a notice of what is open now, and the ways onward.
 * The first link is the main one. Pages using it load listing.css, which styles the frame.
 */
export function InfoPage({
  eyebrow,
  title,
  notice,
  links,
  children,
}: {
  eyebrow: string;
  title: string;
  notice: string;
  links: { to: string; label: string }[];
  children: ReactNode;
}) {
  return (
    <div className="page prose info-page">
      <p className="eyebrow">{eyebrow}</p>
      <h1>{title}</h1>
      {children}
      <p className="notice">{notice}</p>
      <p className="info-page__links">
        {links.map((link, index) => (
          <Link key={link.to} className={index === 0 ? "button" : "button button--ghost"} to={link.to}>
            {link.label}
          </Link>
        ))}
      </p>
    </div>
  );
}
