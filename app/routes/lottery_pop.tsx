import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { lotteries } from "~/models/lottery.server";
import styles from "~/styles/lottery.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Open lotteries | Diginoor" }];

export async function loader() {
  return json({ lotteries: lotteries() });
}

/** The spec names this route without showing it: a compact panel of the open lotteries. */
export default function LotteryPopup() {
  const { lotteries } = useLoaderData<typeof loader>();
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
