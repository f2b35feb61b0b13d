import { eq, sql } from "drizzle-orm";
import { db, prepared, type Transaction } from "~db/client.server";
import { cacheGenerations } from "~db/schema";

/**
 * The catalogue's generation, bumped by every catalogue write. It lives in the database, not in
 * this process: the web server runs as several workers, and a write served by one must reach
 * what every other one keeps (docs/decisions/089-memos-shared-across-workers.md).
 */
const CATALOGUE = "catalogue";

const generationStatement = prepared(() =>
  db.select({ value: cacheGenerations.value }).from(cacheGenerations).where(eq(cacheGenerations.name, sql.placeholder("name"))).prepare(),
);

function catalogueGeneration(): number {
  return generationStatement().get({ name: CATALOGUE })?.value ?? 0;
}

/**
 * Keeps a read's result for `ttlMs`. For aggregates over the whole catalogue that nobody needs
 * to the second (leaderboards, filter options): computing them per request grows with the catalogue.
 * A write that changes what they read calls `invalidateMemos`, so public pages follow at once, on
 * every worker (checking the generation is one indexed read).
 */
export function memoize<T>(ttlMs: number, read: () => T): () => T {
  let value: T;
  let expires = 0;
  let readIn = -1;
  return () => {
    const now = Date.now();
    const generation = catalogueGeneration();
    if (now >= expires || readIn !== generation) {
      value = read();
      expires = now + ttlMs;
      readIn = generation;
    }
    return value;
  };
}

/**
 * Forgets every kept answer, in every worker: the next call of each memoized read reads afresh.
 * A write inside a transaction passes it, so the bump commits (or rolls back) with the write.
 */
export function invalidateMemos(executor: Transaction | typeof db = db): void {
  executor.insert(cacheGenerations)
    .values({ name: CATALOGUE, value: 1 })
    .onConflictDoUpdate({ target: cacheGenerations.name, set: { value: sql`${cacheGenerations.value} + 1` } })
    .run();
}
