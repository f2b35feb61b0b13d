import type { ReactNode } from "react";

/** One fact: its label, its value, and optionally a class for the row (e.g. a total). */
export type Fact = readonly [label: ReactNode, value: ReactNode, rowClassName?: string];

/** A list of labelled facts (price, fee, players …): the `<dl>` every collectible and lottery page shows. */
export function FactList({ facts, className }: { facts: readonly (Fact | null)[]; className?: string }) {
  return (
    <dl className={className}>
      {facts.map((fact, index) =>
        fact ? (
          <div key={index} className={fact[2]}>
            <dt>{fact[0]}</dt>
            <dd>{fact[1]}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
