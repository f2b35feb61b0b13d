import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { LegalDocument } from "~/content/legal";
import { privacySections } from "~/content/privacy";
import styles from "~/styles/legal.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Privacy Policy | Diginoor" }];

export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p className="dim">
          What personal data Diginoor collects, why, who we share it with, and the choices you have.
        </p>
      }
      sections={privacySections}
    />
  );
}
