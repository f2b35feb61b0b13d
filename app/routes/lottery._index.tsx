import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Carousel, carouselLinks } from "~/components/carousel";
import { rarityClass } from "~/components/nft-card";
import { lotteries } from "~/models/lottery.server";
import { winnerHistory } from "~/models/lottery-results.server";
import { MAX_TICKETS_PER_ORDER } from "~/lib/validation/lottery";
import styles from "~/styles/lottery.css";
import { LotteryStats } from "~/components/lottery-stats";

export const links: LinksFunction = () => [...carouselLinks, { rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Lottery | Diginoor" }];

export async function loader() {
  return json({ lotteries: lotteries(), maxTickets: MAX_TICKETS_PER_ORDER, history: winnerHistory() });
}

export default function LotteryList() {
  const { lotteries, maxTickets, history } = useLoaderData<typeof loader>();
  const banner = lotteries.slice(0, 3);
  return (
    <div className="page lottery">
      {/* The spec's video banner, as still artwork: nothing to stream, nothing fetched from elsewhere. */}
      <section className="lottery-banner" aria-labelledby="lottery-title">
        <div className="lottery-banner__art" aria-hidden="true">
          {banner.map((lottery) => (
            <img key={lottery.id} src={lottery.imageUrl} alt="" width="320" height="200" />
          ))}
        </div>
        <div className="lottery-banner__text">
          <p className="eyebrow">Diginoor lottery</p>
          <h1 id="lottery-title">Win a Legendary collectible</h1>
          <p>Buy tickets for a draw, and one ticket takes home a Legendary NFT from the film and the prize pool.</p>
          <a href="#lotteries" className="button">
            See the open lotteries
          </a>
        </div>
      </section>

      <div className="lottery-info">
        <section className="section lottery-rules" aria-labelledby="rules-title">
          <h2 id="rules-title">Rules</h2>
          <ol>
            <li>Each lottery has its own ticket price, shown on its card. Every ticket is one entry in the draw.</li>
            <li>
              You can buy from 1 to {maxTickets} tickets in one order, and as many orders as you like. You need to be
              logged in to buy tickets.
            </li>
            <li>
              A lottery is activated once at least 100 tickets have been sold. The bar on each lottery shows how close
              it is.
            </li>
            <li>
              Each lottery has exactly one draw, on its draw date. One winning ticket is picked at random from all the
              tickets sold.
            </li>
            <li>
              The holder of the winning ticket receives the lottery&apos;s reward NFT in their wallet, plus the prize
              pool.
            </li>
            <li>
              If fewer than 100 tickets have been sold by the draw date, there is no draw and every ticket is refunded to
              the payment method used to buy it.
            </li>
          </ol>
        </section>

        <section className="section lottery-rewards" aria-labelledby="rewards-title">
          <h2 id="rewards-title">Potential rewards</h2>
          {lotteries.length ? (
            <ul className="lottery-rewards__list">
              {lotteries.map((lottery) => (
                <li key={lottery.id} className={lottery.reward ? rarityClass(lottery.reward.rarity) : undefined}>
                  {lottery.reward ? (
                    <>
                      <img src={lottery.reward.thumbUrl} alt="" width="72" height="72" loading="lazy" />
                      <div>
                        <p className="lottery-rewards__nft">
                          <Link to={`/nftdetail/${lottery.reward.id}`}>{lottery.reward.title}</Link>
                        </p>
                        <p className="dim">
                          {lottery.reward.rarity} NFT + {lottery.prizePool} pool · {lottery.name}
                        </p>
                      </div>
                    </>
                  ) : (
                    <p>
                      {lottery.prizePool} pool · {lottery.name}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="dim">The rewards of the next lotteries will be shown here.</p>
          )}
        </section>
      </div>

      <section className="section" id="lotteries" aria-labelledby="lotteries-title">
        <h2 id="lotteries-title">Open lotteries</h2>
        {lotteries.length ? (
          <Carousel label="Open lotteries" autoplayMs={5000} perView={{ desktop: 3, tablet: 2, mobile: 1 }}>
            {lotteries.map((lottery) => (
              <article key={lottery.id} className="lottery-card">
                <img className="lottery-card__art" src={lottery.imageUrl} alt="" width="320" height="200" loading="lazy" />
                <h3>{lottery.name}</h3>
                <LotteryStats lottery={lottery} />
                <Link to={`/lottery/${lottery.id}`} className="button" aria-label={`ENTER CONTEST: ${lottery.name}`}>
                  ENTER CONTEST
                </Link>
              </article>
            ))}
          </Carousel>
        ) : (
          <p className="empty-state">No lottery is open right now. New draws are announced on the blog.</p>
        )}
      </section>

      <section className="section" aria-labelledby="winners-title">
        <h2 id="winners-title">Winner history</h2>
        {history.sample ? <p className="dim">Sample entries: no lottery has been drawn yet, and the first real winners replace them.</p> : null}
        <table className="lottery-history lottery-winners">
          <thead>
            <tr>
              <th scope="col">Lottery</th>
              <th scope="col">Winner</th>
              <th scope="col">Winning ticket</th>
              <th scope="col">Prize</th>
              <th scope="col">Drawn</th>
            </tr>
          </thead>
          <tbody>
            {history.winners.map((row) => (
              <tr key={row.key}>
                <td>
                  {row.href ? <Link to={row.href}>{row.lottery}</Link> : row.lottery}
                  {history.sample ? <span className="lottery-winners__sample">sample</span> : null}
                </td>
                <td>{row.winner}</td>
                <td>{row.ticket}</td>
                <td>{row.prize}</td>
                <td>{row.date}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
