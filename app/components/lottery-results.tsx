import { Link } from "@remix-run/react";
import type { LotteryResult } from "~/models/lottery-results.server";

const RESULT_TEXT: Record<LotteryResult, string> = {
  won: "Won",
  "not won": "Not won",
  refunded: "Cancelled, refunded",
  drawing: "Drawing",
  open: "Draw to come",
};

type Row = { lotteryId: number; name: string; tickets: number; result: LotteryResult; winningTicket: number | null };

/** The profile's lottery results: each lottery the player held tickets in, and how it ended for them. */
export function LotteryResults({ results }: { results: Row[] }) {
  if (!results.length) return null;
  return (
    <section className="profile__lottery-results" aria-labelledby="profile-lottery-results-title">
      <h2 id="profile-lottery-results-title">Lottery results</h2>
      <ul className="profile__activity">
        {results.map((row) => (
          <li key={row.lotteryId}>
            <Link to={`/lottery/${row.lotteryId}`}>{row.name}</Link>
            <span className="dim">
              {row.tickets} {row.tickets === 1 ? "ticket" : "tickets"}
            </span>
            <strong>{RESULT_TEXT[row.result]}</strong>
            {row.winningTicket !== null ? <span className="dim">Winning ticket {row.winningTicket}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
