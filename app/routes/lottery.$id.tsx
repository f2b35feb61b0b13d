import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { getFormProps } from "@conform-to/react";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { LotteryStats } from "~/components/lottery-stats";
import { Modal, openModal } from "~/components/modal";
import { formatUsd } from "~/lib/format";
import { idParam, notFound } from "~/lib/http.server";
import { flagParam, parseForm, parseQuery } from "~/lib/input.server";
import { tweetHref, useSiteOrigin } from "~/lib/share";
import { lotteryById, ticketHistory } from "~/models/lottery.server";
import { lotteryOutcome } from "~/models/lottery-results.server";
import { LotteryOutcomeSection } from "~/components/lottery-outcome";
import { MAX_TICKETS_PER_ORDER, ticketPurchaseSchema } from "~/lib/validation/lottery";
import { useValidatedForm } from "~/lib/validation/use-validated-form";
import { requireUserId } from "~/models/session.server";
import styles from "~/styles/lottery.css";

export { ErrorBoundary } from "~/components/error-boundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.lottery.name} | Diginoor` : "Lottery | Diginoor" },
];

const PAYMENT_CHOICES = [
  { value: "onramp", label: "Buy Crypto / Card", hint: "Buy crypto with your card through a fiat on-ramp, then pay." },
  { value: "card", label: "Pay with card", hint: "Pay the total in dollars with a debit or credit card." },
  { value: "crypto-provider", label: "Crypto payments provider", hint: "Pay in the cryptocurrency of your choice." },
] as const;


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
    outcome: lotteryOutcome(lottery.id)!,
    maxTickets: MAX_TICKETS_PER_ORDER,
    buyOpen: parseQuery(url, { buy: flagParam }).value.buy === "1",
  });
}

/** Buying tickets needs an account: visitors get the spec's "Please Login to Continue" on the login page. */
export async function action({ params, request }: ActionFunctionArgs) {
  findLottery(params.id);
  const submission = await parseForm(request, ticketPurchaseSchema);
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  await requireUserId(request, { notice: true });
  // Ticket payments are not taken yet: say so rather than pretend the order went through.
  return json({ result: submission.reply({ fieldErrors: { payment: ["Ticket payments are not open yet. Nothing was charged."] } }) }, { status: 409 });
}

/** Ticket count → running total; "" or an out-of-range count has no total. */
function orderTotal(countText: string, ticketPriceCents: number, maxTickets: number): string | null {
  if (!/^\d{1,3}$/.test(countText)) return null;
  const count = Number(countText);
  return count >= 1 && count <= maxTickets ? formatUsd(count * ticketPriceCents) : null;
}

export default function LotteryDetail() {
  const { lottery, history, maxTickets, buyOpen, outcome } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [form, fields] = useValidatedForm(ticketPurchaseSchema, { id: "tickets", lastResult: reply?.result });
  const ticketError = fields.tickets.errors?.[0];
  const paymentError = fields.payment.errors?.[0];
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [countText, setCountText] = useState("1");
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const count = Number(countText);
  const total = orderTotal(countText, lottery.ticketPriceCents, maxTickets);
  const step = (by: number) => setCountText(String(Math.min(maxTickets, Math.max(1, (Number.isInteger(count) ? count : 1) + by))));
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
            <Link to={`${selfHref}?buy=1`} className="button lottery-detail__buy" onClick={openModal(dialogRef)} preventScrollReset>
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
                <th scope="col">Date</th>
              </tr>
            </thead>
            <tbody>
              {history.map((entry) => (
                <tr key={entry.id}>
                  <td>{entry.player}</td>
                  <td>{entry.tickets}</td>
                  <td>{entry.date}</td>
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
          <Form method="post" className="form" {...getFormProps(form)}>
            <div className="field">
              <label htmlFor="ticket-count">Number of tickets</label>
              <div className="ticket-stepper">
                <button type="button" className="icon-button" aria-label="One ticket fewer" disabled={!hydrated || count <= 1} onClick={() => step(-1)}>
                  −
                </button>
                <input
                  id="ticket-count"
                  name="tickets"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={maxTickets}
                  step={1}
                  required
                  value={countText}
                  onChange={(event) => setCountText(event.target.value)}
                  aria-invalid={ticketError ? true : undefined}
                  aria-describedby={ticketError ? "ticket-count-error" : undefined}
                />
                <button type="button" className="icon-button" aria-label="One ticket more" disabled={!hydrated || count >= maxTickets} onClick={() => step(1)}>
                  +
                </button>
              </div>
              {ticketError ? (
                <p className="field-error" id="ticket-count-error">
                  {ticketError}
                </p>
              ) : null}
            </div>
            <p className="ticket-dialog__total" aria-live="polite">
              Total: <strong>{total ?? "—"}</strong>
              <span className="dim"> ({lottery.ticketPrice} per ticket)</span>
            </p>
            <fieldset className="ticket-dialog__payment" aria-describedby={paymentError ? "payment-error" : undefined}>
              <legend>Payment</legend>
              {PAYMENT_CHOICES.map((choice, index) => (
                <label key={choice.value} className="payment-choice">
                  <input type="radio" name="payment" value={choice.value} defaultChecked={index === 0} />
                  <span>
                    <strong>{choice.label}</strong>
                    <span className="dim">{choice.hint}</span>
                  </span>
                </label>
              ))}
              {paymentError ? (
                <p className="field-error" id="payment-error">
                  {paymentError}
                </p>
              ) : null}
            </fieldset>
            <p className="dim">You&apos;ll log in to your account before paying.</p>
            <button type="submit" className="button">
              PURCHASE TICKETS
            </button>
          </Form>
        </Modal>
      ) : null}
    </div>
  );
}
