import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { TicketPurchase, walletRefusalOf } from "~/components/ticket-purchase";
import { idParam, notFound } from "~/lib/http.server";
import { lotteries, lotteryById } from "~/models/lottery.server";
import { requireUserId } from "~/models/session.server";
import { ticketPopupView, ticketPurchaseAction } from "~/pages/ticket-purchase.server";
import styles from "~/styles/lottery.css";

export { ErrorBoundary } from "~/components/error-boundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.popup ? `Purchase tickets: ${data.popup.name} | Diginoor` : "Open lotteries | Diginoor" }];

/** The lottery `?lottery=` names, when it does; a 404 for one that does not exist or is not open. */
function namedLottery(request: Request) {
  const named = new URL(request.url).searchParams.get("lottery");
  if (named === null) return null;
  const lottery = lotteryById(idParam(named, "lottery"));
  if (!lottery || lottery.status !== "open") notFound("There is no open lottery with that id.");
  return lottery;
}

/**
 * Without `?lottery=`, a compact panel of the open lotteries (the spec names this route without
 * showing it). With `?lottery={id}`, the ticket popup as a plain page, the detail page's popup
 * without JavaScript: signed-in only, visitors log in first with "Please Login to Continue".
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const lottery = namedLottery(request);
  if (!lottery) return json({ lotteries: lotteries(), popup: null });
  const userId = await requireUserId(request, { notice: true });
  return json({ lotteries: [], popup: ticketPopupView(lottery, userId, `/lottery_pop?lottery=${lottery.id}`) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const lottery = namedLottery(request) ?? notFound("Name the lottery to buy tickets for.");
  return ticketPurchaseAction(request, context, lottery);
}

export default function LotteryPopup() {
  const { lotteries, popup } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  if (popup) {
    const here = `/lottery_pop?lottery=${popup.lotteryId}`;
    return (
      <div className="page">
        <section className="lottery-panel ticket-dialog--page" aria-labelledby="lottery-pop-title">
          <Link to={`/lottery/${popup.lotteryId}`} className="icon-button lottery-panel__close" aria-label="Close">
            <span aria-hidden="true">×</span>
          </Link>
          <p className="eyebrow">{popup.name}</p>
          <h1 id="lottery-pop-title">Purchase tickets</h1>
          <TicketPurchase view={popup} action={here} lastResult={reply?.result} returnTo={here} walletRefusal={walletRefusalOf(reply)} />
        </section>
      </div>
    );
  }
  return (
    <div className="page">
      <section className="lottery-panel lottery-pop" aria-labelledby="lottery-pop-title">
        <Link to="/lottery" className="icon-button lottery-panel__close" aria-label="Close">
          <span aria-hidden="true">×</span>
        </Link>
        <p className="eyebrow">Diginoor lottery</p>
        <h1 id="lottery-pop-title">Open lotteries</h1>
        {lotteries.length ? (
          <ul className="lottery-pop__list">
            {lotteries.map((lottery) => (
              <li key={lottery.id} className="lottery-pop__item">
                <img src={lottery.imageUrl} alt="" width="96" height="60" loading="lazy" />
                <div className="lottery-pop__text">
                  <h2>
                    <Link to={`/lottery/${lottery.id}`}>{lottery.name}</Link>
                  </h2>
                  <p className="dim">
                    {lottery.ticketPrice} a ticket · {lottery.prizePool} pool · draw on {lottery.drawsOn}
                  </p>
                  <label className="lottery-progress">
                    <span>{lottery.progress.label}</span>
                    <progress value={lottery.progress.value} max={lottery.progress.minimum} />
                  </label>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-state">No lottery is open right now.</p>
        )}
        <p>
          <Link to="/lottery">Rules and all lotteries</Link>
        </p>
      </section>
    </div>
  );
}
