import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { config } from "~/config.server";
import * as schema from "./schema";
import { isEmpty, seedDatabase } from "./seed";

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
/** The handle inside `db.transaction(...)`, for helpers that take part in the caller's transaction. */
export type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

const MIGRATIONS = path.resolve("drizzle");

/** Opens a database file, applies pending migrations, and tunes SQLite for a web server. */
export function openDatabase(file: string): Db {
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder: MIGRATIONS });
  return db;
}

declare global {
  // Survives module reloads in development so one connection serves the process.
  var __diginoorDb: Db | undefined;
}

function appDatabase(): Db {
  if (!globalThis.__diginoorDb) {
    const db = openDatabase(config.databasePath);
    if (config.seedOnStart && isEmpty(db)) seedDatabase(db);
    globalThis.__diginoorDb = db;
  }
  return globalThis.__diginoorDb;
}

/** The application's database, opened (and on first start migrated and seeded) on first use. */
export const db: Db = new Proxy({} as Db, {
  get(_target, property) {
    const real = appDatabase();
    const value = Reflect.get(real, property, real);
    return typeof value === "function" ? value.bind(real) : value;
  },
});

/**
 * A query built and prepared once, on first use. Building SQL through the query builder costs
 * far more than running it here (about 0.5 ms against 0.02 ms), so hot reads reuse a statement
 * and pass their values as placeholders.
 */
export function prepared<Query>(build: () => Query): () => Query {
  let query: Query | undefined;
  return () => (query ??= build());
}

/** Like `prepared`, one statement per shape: e.g. per combination of filters a list can take. */
export function preparedPerShape<Query>(build: (shape: string) => Query): (shape: string) => Query {
  const statements = new Map<string, Query>();
  return (shape) => {
    let query = statements.get(shape);
    if (!query) statements.set(shape, (query = build(shape)));
    return query;
  };
}
