import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { idParam, notFound } from "~/lib/http.server";
import { lotteryById } from "~/models/lottery.server";
import styles from "~/styles/lottery.css";

export { ErrorBoundary } from "~/components/error-boundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Confirming your payment | Diginoor" }];

export async function loader({ params }: LoaderFunctionArgs) {
  const lottery = lotteryById(idParam(params.id, "lottery"));
  if (!lottery) notFound("There is no lottery with that id.");
  return json({ lottery: { id: lottery.id, name: lottery.name } });
}

/** Where the crypto payments provider sends the buyer back after paying for tickets. */
export default function LotteryPurchased() {
  const { lottery } = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <section className="lottery-panel" aria-labelledby="purchased-title">
        <p className="eyebrow">{lottery.name}</p>
        <h1 id="purchased-title">Thank you</h1>
        <p>We&apos;re confirming your payment with the provider. Your tickets appear on the lottery page once it&apos;s confirmed.</p>
        <Link to={`/lottery/${lottery.id}`} className="button">
          Back to {lottery.name}
        </Link>
      </section>
    </div>
  );
}
