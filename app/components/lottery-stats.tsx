import type { ReactNode } from "react";
import type { Lottery } from "~/models/lottery.server";

/** Players, ticket price, prize pool and tickets sold against the minimum, as on every lottery view. */
export function LotteryStats({ lottery, progressNote }: { lottery: Lottery; progressNote?: ReactNode }) {
  return (
    <>
      <dl className="lottery-stats">
        <div>
          <dt>Players</dt>
          <dd>{lottery.players}</dd>
        </div>
        <div>
          <dt>Ticket price</dt>
          <dd>{lottery.ticketPrice}</dd>
        </div>
        <div>
          <dt>Prize pool</dt>
          <dd>{lottery.prizePool}</dd>
        </div>
      </dl>
      <label className="lottery-progress">
        <span>
          {lottery.progress.label}
          {progressNote}
        </span>
        <progress value={lottery.progress.value} max={lottery.progress.minimum} />
      </label>
    </>
  );
}
