import { Link } from "@remix-run/react";
import { KeptElement } from "~/lib/kept-markup";
import { NewsletterForm } from "./newsletter-form";

export type FooterBacker = { id: number; name: string; logoUrl: string; url: string | null };

const SOCIAL = [
  { label: "Twitter", href: "https://twitter.com/" },
  { label: "Instagram", href: "https://www.instagram.com/" },
  { label: "Discord", href: "https://discord.com/" },
  { label: "YouTube", href: "https://www.youtube.com/" },
] as const;

/**
 * The site's footer. Its newsletter box returns to the page it was sent from, and is rendered for
 * each; its links and backers are the same on every page, so the server keeps their markup
 * (docs/decisions/100-kept-markup.md) in a box the grid does not see.
 */
export function SiteFooter({ backers }: { backers: FooterBacker[] }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section className="site-footer__brand" aria-label="Newsletter">
          <img src="/art/logo.svg" alt="Diginoor" width="150" height="36" />
          <p>Film collectibles of Indian cinema, approved by the studios that made the films.</p>
          <NewsletterForm />
        </section>
        <KeptElement as="div" className="site-footer__links" name="site-footer" inputs={[backers]}>
          <FooterLinks backers={backers} />
        </KeptElement>
      </div>
      <div className="site-footer__legal">
        <p>© {new Date().getFullYear()} Diginoor. All rights reserved.</p>
        <p>
          <Link to="/Termscondition">Terms &amp; Condition</Link>
          <Link to="/Privacypolicy">Privacy Policy</Link>
        </p>
      </div>
    </footer>
  );
}

function FooterLinks({ backers }: { backers: FooterBacker[] }) {
  return (
    <>
      <nav aria-label="Marketplace">
        <h2>Marketplace</h2>
        <Link to="/collections">Explore</Link>
        <Link to="/how it works">Help Center</Link>
        <Link to="/blog">Blog</Link>
        <Link to="/lottery">Lottery</Link>
      </nav>
      <nav aria-label="Company">
        <h2>Company</h2>
        <Link to="/about#team">Jobs</Link>
        <Link to="/contact?topic=partner">Become a partner</Link>
        <Link to="/contact?topic=feature">Suggest feature</Link>
        <Link to="/contact">Contact</Link>
      </nav>
      <nav aria-label="Community">
        <h2>Community</h2>
        {SOCIAL.map((s) => (
          <a key={s.label} href={s.href} rel="noopener noreferrer" target="_blank">
            {s.label}
          </a>
        ))}
      </nav>
      <section aria-label="Backed by">
        <h2>Backed By</h2>
        <ul className="site-footer__backers">
          {backers.map((b) => (
            <li key={b.id}>{b.name}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
