import { eq, sql } from "drizzle-orm";
import { setImmediate } from "node:timers";
import { config } from "~/config.server";
import { coveredBy } from "~/lib/kept-reads-check.server";
import { db, prepared, type Transaction } from "~db/client.server";
import type { Generation } from "~db/generations";
import { cacheGenerations } from "~db/schema";

/**
 * The catalogue's generation, bumped by every catalogue write. It lives in the database, not in
 * this process: the web server runs as several workers, and a write served by one must reach
 * what every other one keeps (docs/decisions/089-memos-shared-across-workers.md).
 */
const CATALOGUE = "catalogue" satisfies Generation;

/** What cards show: listings, NFTs, films, studios and likes; bumped by triggers on every write to them. */
const CARDS = "cards" satisfies Generation;

const generationStatement = prepared(() =>
  db.select({ value: cacheGenerations.value }).from(cacheGenerations).where(eq(cacheGenerations.name, sql.placeholder("name"))).prepare(),
);

/** How many rows this process's connection has written so far, triggers' writes included. */
const ownWritesStatement = prepared(() => db.$client.prepare<[], number>("SELECT total_changes()").pluck());

/**
 * The generations read in this turn of the event loop, and this connection's write count when
 * they were read (docs/decisions/128-account-reads-kept-until-a-write.md).
 */
let readThisTurn: { generations: Map<string, number>; ownWrites: number } | null = null;

/**
 * A generation as this process first read it in this turn of the event loop, unless this process
 * has written since: a page's reads then cost one read per name, whichever of its loaders asks. The
 * turn ends at the loop's next check phase (node's own `setImmediate`, which fake clocks leave
 * alone): a request's loaders and render run inside the callback that received it, awaits
 * included, unless they wait for I/O. A write another process commits meanwhile shows from the
 * next turn, as if it had come just after this one; every request starts a turn of its own
 * (`startRequestTurn`).
 */
function generationOf(name: string): number {
  const ownWrites = ownWritesStatement().get()!;
  if (readThisTurn === null) setImmediate(() => (readThisTurn = null));
  if (readThisTurn === null || readThisTurn.ownWrites !== ownWrites) readThisTurn = { generations: new Map(), ownWrites };
  let value = readThisTurn.generations.get(name);
  if (value === undefined) {
    value = generationStatement().get({ name })?.value ?? 0;
    readThisTurn.generations.set(name, value);
  }
  return value;
}

/**
 * Starts a request's turn: the web server calls it as each request reaches Remix, so that no
 * request answers from generations read before it arrived, whatever ran earlier in this turn of
 * the loop (another request's code, a timer's).
 */
export function startRequestTurn(): void {
  readThisTurn = null;
}

/**
 * The generations a visitor's answers are read under, as one text: the catalogue's and the cards'.
 * An address's remembered answer stands while this text does (docs/decisions/151-not-modified-without-rendering.md).
 */
export function visitorDataGenerations(): string {
  return `${generationOf(CATALOGUE)}.${generationOf(CARDS)}`;
}

/**
 * One account's generation: triggers bump it on every write to the account's row, sessions,
 * wallets and notifications (migration 0022, docs/decisions/112-sessions-kept-until-a-write.md),
 * and to its follows and likes (migrations 0032 and 0033).
 * The name is `account:<user id>`, as the triggers write it.
 */
export function accountGeneration(userId: number): number {
  return generationOf(`account:${userId}`);
}

/** Accounts a kept account read holds answers for; the one kept longest ago is dropped first. */
export const KEPT_ACCOUNTS = 2_000;

/**
 * Keeps a read of one account's rows (its user row, sessions, wallets, notifications, follows or
 * likes) per user while that account's generation stands: the triggers of migrations 0022, 0032
 * and 0033 bump it on every write to them, in any process
 * (docs/decisions/128-account-reads-kept-until-a-write.md). A signed-in page then reads the
 * generation, already read for its session, instead of the rows. `validUntil` bounds an answer
 * that the clock also changes (a session that goes idle).
 */
export function keptUntilAccountChange<T>(read: (userId: number) => T, options: { validUntil?: (answer: T) => number } = {}): (userId: number) => T {
  // Requests share the answer: frozen, so that a caller changing it fails instead of changing it for the next.
  return keptWhile(accountGeneration, (userId) => Object.freeze(read(userId)), {
    until: "account",
    key: String,
    validUntil: options.validUntil,
    capacity: KEPT_ACCOUNTS,
  });
}

/** Distinct queries (a card read's filters and page) a kept read holds answers for; the oldest is dropped first. */
export const KEPT_CARD_QUERIES = 256;

/** Keeps `value` under `key` as the newest entry of `kept`, dropping the oldest beyond `capacity`. */
export function keepAtMost<V>(kept: Map<string, V>, capacity: number, key: string, value: V): void {
  kept.delete(key);
  if (kept.size >= capacity) kept.delete(kept.keys().next().value as string);
  kept.set(key, value);
}

/**
 * Keeps a read's answers per query key (at most `capacity`) while the query's generation stands
 * and each answer's `validUntil` has not passed. The generation is checked on every call (read
 * once per turn), before the data: a write landing in between only makes a kept answer newer than
 * its generation. A read kept `until` a generation moves must read only tables whose writes bump
 * it: tests check each statement it runs (app/lib/kept-reads-check.server.ts).
 */
function keptWhile<Q, T>(
  generation: (query: Q) => number,
  read: (query: Q) => T,
  options: { until?: Generation; key: (query: Q) => string; validUntil?: (answer: T) => number; capacity: number },
): (query: Q) => T {
  const kept = new Map<string, { answer: T; generation: number; validUntil: number }>();
  const { until } = options;
  const readChecked = until && config.checkKept ? coveredBy(db.$client, until, read) : read;
  return (query) => {
    const current = generation(query);
    const key = options.key(query);
    const entry = kept.get(key);
    if (entry && entry.generation === current && Date.now() < entry.validUntil) return entry.answer;
    const answer = readChecked(query);
    keepAtMost(kept, options.capacity, key, { answer, generation: current, validUntil: options.validUntil?.(answer) ?? Infinity });
    return answer;
  };
}

/** Reads the generation `name` for a kept read of the whole catalogue or of its cards. */
const generationNamed = (name: typeof CATALOGUE | typeof CARDS) => () => generationOf(name);

/**
 * Keeps a read's result for `ttlMs`. For aggregates over the whole catalogue that nobody needs
 * to the second (leaderboards, filter options): computing them per request grows with the catalogue.
 * A write that changes what they read calls `invalidateMemos`, so public pages follow at once, on
 * every worker (checking the generation is one indexed read).
 */
export function memoize<T>(ttlMs: number, read: () => T): () => T {
  return keptWhile<void, T>(generationNamed(CATALOGUE), read, { key: () => "", validUntil: () => Date.now() + ttlMs, capacity: 1 });
}

/**
 * Keeps a read's answer (per query, when `key` tells queries apart) while the catalogue generation
 * stands, with no time limit: for a read whose tables bump that generation by triggers on every
 * write it depends on, in the writing transaction and whichever process makes it (blog posts:
 * docs/decisions/106-posts-kept-until-a-write.md; the explore grid's totals: 119).
 */
export function keptUntilCatalogueChange<Q = void, T = unknown>(read: (query: Q) => T, options: { key: (query: Q) => string } = { key: () => "" }): (query: Q) => T {
  return keptWhile(generationNamed(CATALOGUE), read, { ...options, until: CATALOGUE, capacity: KEPT_CARD_QUERIES });
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

/**
 * Keeps a card read's answer per query while nothing it reads is written. Triggers on listings,
 * likes, NFTs, films, studios and tokens bump the `cards` generation in the writing transaction, in
 * any process (docs/decisions/098-card-reads-kept-until-a-write.md and
 * 105-showcase-kept-until-a-write.md), so an answer is never older than the last committed write:
 * a busy page repeats the same few queries between writes. `validUntil`
 * bounds an answer that the clock also changes (live auctions end without a write).
 */
export function keptUntilCardsChange<Q = void, T = unknown>(
  read: (query: Q) => T,
  options: { key: (query: Q) => string; validUntil?: (answer: T) => number },
): (query: Q) => T {
  return keptWhile(generationNamed(CARDS), read, { ...options, until: CARDS, capacity: KEPT_CARD_QUERIES });
}
