import { vi } from "vitest";
import { db } from "~db/client.server";

/** How SQLite plans a query, its steps joined. */
export function planOf(source: { sql: string; params: unknown[] }): string {
  const plan = db.$client.prepare(`EXPLAIN QUERY PLAN ${source.sql}`).all(...source.params) as { detail: string }[];
  return plan.map((step) => step.detail).join(" ");
}

/** The kept-read check (docs/decisions/158-generation-triggers-from-one-map.md) reads each kept statement's tables by EXPLAIN: not the read's own. */
export const isKeptReadCheck = (text: string) => text.startsWith("EXPLAIN ");

/** The statements `read` prepares, each with its plan (every parameter bound to 1). */
export function statementsOf(read: () => unknown): { text: string; plan: string }[] {
  const prepare = vi.spyOn(db.$client, "prepare");
  let texts: string[];
  try {
    read();
    texts = prepare.mock.calls.map(([text]) => text).filter((text) => !isKeptReadCheck(text));
  } finally {
    prepare.mockRestore();
  }
  return texts.map((text) => ({ text, plan: planOf({ sql: text, params: (text.match(/\?/g) ?? []).map(() => 1) }) }));
}
