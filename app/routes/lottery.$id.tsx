import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useRef } from "react";
import { LotteryStats } from "~/components/lottery-stats";
import { Modal, openModal } from "~/components/modal";
import { TicketPurchase, walletRefusalOf } from "~/components/ticket-purchase";
import { idParam, notFound } from "~/lib/http.server";
import { flagParam, parseQuery } from "~/lib/input.server";
import { tweetHref, useSiteOrigin } from "~/lib/share";
import { lotteryById, ticketHistory } from "~/models/lottery.server";
import { LotteryOutcomeSection } from "~/components/lottery-outcome";
import { lotteryOutcome } from "~/models/lottery-results.server";
import { getUserId } from "~/models/session.server";
import { ticketPopupView, ticketPurchaseAction } from "~/pages/ticket-purchase.server";
import styles from "~/styles/lottery.css";

export { ErrorBoundary } from "~/components/error-boundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.lottery.name} | Diginoor` : "Lottery | Diginoor" },
];

function findLottery(rawId: string | undefined) {
  const lottery = lotteryById(idParam(rawId, "lottery"));
  if (!lottery) notFound("There is no lottery with that id.");
  return lottery;
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const lottery = findLottery(params.id);
  const url = new URL(request.url);
  return json({
    lottery,
    history: ticketHistory(lottery.id),
    popup: ticketPopupView(lottery, await getUserId(request), `/lottery/${lottery.id}?buy=1`),
    outcome: lotteryOutcome(lottery.id)!,
    buyOpen: parseQuery(url, { buy: flagParam }).value.buy === "1",
  });
}

/** The popup's form (docs/decisions/155-lottery-ticket-orders.md): visitors get the spec's "Please Login to Continue" on the login page. */
export async function action({ params, request, context }: ActionFunctionArgs) {
  return ticketPurchaseAction(request, context, findLottery(params.id));
}

export default function LotteryDetail() {
  const { lottery, history, popup, buyOpen, outcome } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const selfHref = `/lottery/${lottery.id}`;
  const loginHref = `/login?redirectTo=${encodeURIComponent(selfHref)}`;
  const origin = useSiteOrigin();
  const shareHref = tweetHref(`Join the ${lottery.name} on Diginoor`, `${origin}${selfHref}`);

  return (
    <div className="page lottery-detail">
      <p>
        <Link to="/lottery">← All lotteries</Link>
      </p>
      <div className="lottery-detail__grid">
        <img className="lottery-detail__art" src={lottery.imageUrl} alt="" width="640" height="400" />
        <div className="lottery-detail__main">
          <p className="eyebrow">Lottery · draw on {lottery.drawsOn}</p>
          <h1>{lottery.name}</h1>
          <div className="lottery-detail__social">
            <Link to={loginHref} className="button button--ghost button--small">
              <span aria-hidden="true">♡</span> Like
            </Link>
            <a href={shareHref} target="_blank" rel="noopener noreferrer" className="button button--ghost button--small">
              Share<span className="visually-hidden"> on Twitter (opens in a new tab)</span>
            </a>
          </div>
          <p>{lottery.description}</p>
          {lottery.reward ? (
            <p className="lottery-detail__reward">
              <img src={lottery.reward.thumbUrl} alt="" width="56" height="56" />
              <span>
                Reward NFT: <Link to={`/nftdetail/${lottery.reward.id}`}>{lottery.reward.title}</Link> ({lottery.reward.rarity})
              </span>
            </p>
          ) : null}
          <LotteryStats
            lottery={lottery}
            progressNote={
              lottery.progress.activated
                ? " — the minimum is reached, the draw is on."
                : ` — ${lottery.progress.minimum - lottery.progress.sold} more to activate the draw.`
            }
          />
          {lottery.status === "open" ? (
            <Link to={`/lottery_pop?lottery=${lottery.id}`} className="button lottery-detail__buy" aria-haspopup="dialog" onClick={openModal(dialogRef)} preventScrollReset>
              PURCHASE TICKETS
            </Link>
          ) : (
            <p className="notice">This lottery is closed: tickets are no longer on sale.</p>
          )}
        </div>
      </div>

      <LotteryOutcomeSection lotteryId={lottery.id} outcome={outcome} />

      <section className="section" aria-labelledby="history-title">
        <h2 id="history-title">Ticket history</h2>
        {history.length ? (
          <table className="lottery-history">
            <thead>
              <tr>
                <th scope="col">Player</th>
                <th scope="col">Tickets</th>
                <th scope="col">Time</th>
              </tr>
            </thead>
            <tbody>
              {history.map((entry) => (
                <tr key={entry.id}>
                  <td>{entry.player}</td>
                  <td>{entry.tickets}</td>
                  <td>{entry.time}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="empty-state">No tickets yet. Ticket orders appear here once their payment is confirmed.</p>
        )}
      </section>

      {lottery.status === "open" ? (
        <Modal
          id="ticket-dialog"
          title="Purchase tickets"
          className="ticket-dialog"
          dialogRef={dialogRef}
          serverOpen={buyOpen || Boolean(reply)}
          closeHref={selfHref}
        >
          <p className="dim">{lottery.name}</p>
          <TicketPurchase view={popup} action={selfHref} lastResult={reply?.result} returnTo={`${selfHref}?buy=1`} walletRefusal={walletRefusalOf(reply)} />
        </Modal>
      ) : null}
    </div>
  );
}
