import type { ReactNode } from "react";
import { FactList } from "~/components/fact-list";
import type { Lottery } from "~/models/lottery.server";

/** Players, ticket price, prize pool and tickets sold against the minimum, as on every lottery view. */
export function LotteryStats({ lottery, progressNote }: { lottery: Lottery; progressNote?: ReactNode }) {
  return (
    <>
      <FactList
        className="lottery-stats"
        facts={[
          ["Players", lottery.players],
          ["Ticket price", lottery.ticketPrice],
          ["Prize pool", lottery.prizePool],
          ["Time left", lottery.timeLeft],
        ]}
      />
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
