import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { idParam, notFound } from "~/lib/http.server";
import { lotteryById } from "~/models/lottery.server";
import styles from "~/styles/lottery.css";

export { ErrorBoundary } from "~/components/error-boundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Ticket order | Diginoor" }];

export async function loader({ params }: LoaderFunctionArgs) {
  const lottery = lotteryById(idParam(params.id, "lottery"));
  if (!lottery) notFound("There is no lottery with that id.");
  return json({ lottery: { id: lottery.id, name: lottery.name, imageUrl: lottery.imageUrl } });
}

/**
 * The order confirmation ("Your order for N tickets is confirmed"). N comes from a confirmed
 * ticket order of the signed-in account; until accounts and payments exist there is none to show.
 */
export default function LotteryConfirmation() {
  const { lottery } = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <section className="lottery-panel" aria-labelledby="confirmation-title">
        <img className="lottery-panel__art" src={lottery.imageUrl} alt="" width="320" height="200" />
        <p className="eyebrow">Ticket order</p>
        <h1 id="confirmation-title">{lottery.name}</h1>
        <p>Your ticket orders will be confirmed here after payment.</p>
        <Link to={`/lottery/${lottery.id}`} className="button">
          Close
        </Link>
      </section>
    </div>
  );
}
