import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import * as schema from "./schema";

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
/** The handle inside `db.transaction(...)`, for helpers that take part in the caller's transaction. */
export type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

const MIGRATIONS = path.resolve("drizzle");

/**
 * The statement's text with every bound LIMIT written as an expression. SQLite reads a bare `LIMIT ?`
 * while planning, so a statement that has one is planned afresh each time its values are bound,
 * which costs about what preparing it does (5–50 µs here); `LIMIT ? + 0` is planned once. The query
 * builder writes every limit as ` limit ?` (docs/decisions/099-statements-planned-once.md).
 */
export function withLimitPlannedOnce(source: string): string {
  return source.replace(/ limit \?(?!\d| \+ 0)/g, " limit ? + 0");
}

/** Opens a database file, applies pending migrations, and tunes SQLite for a web server. */
export function openDatabase(file: string): Db {
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  // Sums of wei (stored as decimal text) go beyond SQLite's 64-bit integers: summed exactly here.
  sqlite.aggregate("wei_sum", {
    start: () => 0n,
    step: (total: bigint, wei: unknown) => (typeof wei === "string" ? total + BigInt(wei) : total),
    result: (total: bigint) => total.toString(),
    deterministic: true,
  });
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => prepare(withLimitPlannedOnce(source))) as typeof sqlite.prepare;
  const db = drizzle(sqlite, { schema });
  const begin = db.transaction.bind(db);
  // A deferred transaction that reads before it writes fails at once with SQLITE_BUSY if another
  // connection commits in between, whatever the busy timeout: every transaction takes the write
  // lock when it begins, and waits for it (docs/decisions/117-transactions-begin-immediate.md).
  db.transaction = ((run, options) => begin(run, { behavior: "immediate", ...options })) as Db["transaction"];
  migrate(db, { migrationsFolder: MIGRATIONS });
  return db;
}
