import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { config } from "~/config.server";
import { LegalDocument } from "~/content/legal";
import { termsSections } from "~/content/terms";
import { formatBps } from "~/lib/format";
import { marketFeeRates } from "~/models/fees.server";
import styles from "~/styles/legal.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Terms & Conditions | Diginoor" }];

export async function loader() {
  const fees = marketFeeRates();
  return json({
    chainName: config.chain.name,
    primaryFee: formatBps(fees.primaryBps),
    resaleFee: formatBps(fees.resaleBps),
    royalty: formatBps(fees.royaltyBps),
  });
}

export default function TermsPage() {
  const figures = useLoaderData<typeof loader>();
  return (
    <LegalDocument
      title="Terms and Conditions"
      intro={
        <p className="dim">
          Please read these terms carefully before you buy, bid on or sell a collectible on Diginoor. They include a limit on
          our liability (section 15) and an agreement to resolve disputes by arbitration (section 18).
        </p>
      }
      sections={termsSections(figures)}
    />
  );
}
