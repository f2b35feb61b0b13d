import { useEffect, useState } from "react";
import { timeLeft } from "~/lib/format";

/** The time in ms: `renderedAt` in the server render, then the browser's clock, ticking every second. */
export function useNow(renderedAt: number): number {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Days, hours, minutes and seconds to `endsAt` (ms). The server renders the value at request
 * time; in the browser it ticks every second and shows zeros once the deadline has passed.
 */
export function Countdown({ endsAt, renderedAt, label }: { endsAt: number; renderedAt: number; label: string }) {
  const left = timeLeft(endsAt, useNow(renderedAt));
  const parts = [
    [left.days, "days"],
    [left.hours, "hr"],
    [left.minutes, "min"],
    [left.seconds, "sec"],
  ] as const;
  return (
    <div className="countdown" role="timer" aria-label={label}>
      {parts.map(([value, unit]) => (
        <span key={unit} className="countdown__part">
          <strong>{String(value).padStart(2, "0")}</strong> {unit}
        </span>
      ))}
    </div>
  );
}
