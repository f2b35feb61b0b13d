/**
 * Seeds a database with the catalogue.
 *
 *   npm run db:seed -- [--scale N] [--database PATH] [--reset]
 *
 * --scale N      total number of NFTs (the base catalogue, plus generated editions up to N)
 * --database     the SQLite file (default: $DATABASE_PATH, else data/diginoor.sqlite)
 * --reset        delete the database file first
 */
import { rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { openDatabase } from "../db/open";
import { isEmpty, seedDatabase } from "../db/seed";

const USAGE = "Usage: npm run db:seed -- [--scale N] [--database PATH] [--reset]";

function fail(message: string, exitCode: number): never {
  console.error(message);
  process.exit(exitCode);
}

function readArguments() {
  try {
    const { values } = parseArgs({
      options: {
        scale: { type: "string" },
        database: { type: "string" },
        reset: { type: "boolean", default: false },
      },
      strict: true,
      allowPositionals: false,
    });
    let scale: number | undefined;
    if (values.scale !== undefined) {
      scale = Number(values.scale);
      if (!/^\d+$/.test(values.scale.trim()) || !Number.isSafeInteger(scale) || scale < 1) {
        fail(`--scale must be a whole number of NFTs, 1 or more (got "${values.scale}").\n${USAGE}`, 2);
      }
    }
    const database = values.database ?? process.env.DATABASE_PATH ?? "data/diginoor.sqlite";
    return { scale, database, reset: values.reset };
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`, 2);
  }
}

const { scale, database, reset } = readArguments();

if (reset) {
  // WAL mode keeps two companion files; stale ones would be replayed into the new database.
  for (const file of [database, `${database}-wal`, `${database}-shm`]) rmSync(file, { force: true });
}

const db = openDatabase(database);
try {
  if (!isEmpty(db)) {
    fail(`${database} already has NFTs; seeding only fills an empty database. Add --reset to start over.`, 1);
  }
  const started = performance.now();
  const summary = seedDatabase(db, { scale });
  const elapsed = performance.now() - started;
  console.log(`Seeded ${database}`);
  console.table(summary);
  console.log(`in ${(elapsed / 1000).toFixed(2)} s`);
} finally {
  db.$client.close();
}
