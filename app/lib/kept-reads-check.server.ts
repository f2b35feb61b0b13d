/**
 * In tests (`config.checkKept`), a kept read is checked against the generation it is kept under:
 * every table the statements it runs read must be one whose writes bump that generation
 * (db/generations.ts, docs/decisions/158-generation-triggers-from-one-map.md). The tables are the
 * ones SQLite opens for each statement (its EXPLAIN), not a list written beside the read.
 */
import type Database from "better-sqlite3";
import { TABLES_KEPT_BY_TRIGGERS, tablesBumping, type Generation } from "~db/generations";

type Run = { source: string; parameters: unknown[] };

/** The statements run while each enclosing kept read is read (a kept read may call another). */
const recording: Run[][] = [];
let recordingSetUp = false;

/** Notes every statement run on `client` while a kept read is read. */
function recordStatements(client: Database.Database): void {
  if (recordingSetUp) return;
  recordingSetUp = true;
  const statement = Object.getPrototypeOf(client.prepare("SELECT 1")) as Record<"all" | "get" | "iterate" | "run", (...parameters: unknown[]) => unknown>;
  for (const method of ["all", "get", "iterate", "run"] as const) {
    const original = statement[method];
    statement[method] = function (this: Database.Statement, ...parameters: unknown[]) {
      for (const runs of recording) runs.push({ source: this.source, parameters });
      return original.apply(this, parameters);
    };
  }
}

/** A table a write trigger writes, named after the trigger's INSERT INTO, UPDATE or DELETE FROM. */
const writtenBy = (table: string) => new RegExp(`(INSERT\\s+(OR\\s+\\w+\\s+)?INTO|UPDATE|DELETE\\s+FROM)\\s+[\`'"]?${table}\\b`, "i");

const virtualTables = (client: Database.Database) =>
  client.prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'").pluck().all();

/**
 * Whether the writes that change `table` bump `generation`: its own (the map), or, for a table that
 * only triggers write (a search index, editions sold), those of every table whose triggers write it.
 */
function covered(client: Database.Database, generation: Generation, table: string, seen = new Set<string>()): boolean {
  if (tablesBumping(generation).has(table)) return true;
  const keptByTriggers = TABLES_KEPT_BY_TRIGGERS.includes(table) || virtualTables(client).includes(table);
  if (!keptByTriggers || seen.has(table)) return false;
  seen.add(table);
  const writers = client
    .prepare<[], { tbl_name: string; sql: string }>("SELECT tbl_name, sql FROM sqlite_master WHERE type = 'trigger'")
    .all()
    .filter(({ tbl_name, sql }) => tbl_name !== table && writtenBy(table).test(sql))
    .map(({ tbl_name }) => tbl_name);
  return writers.length > 0 && writers.every((writer) => covered(client, generation, writer, seen));
}

const tablesOfSource = new Map<string, Set<string>>();

/** The tables a statement reads: the b-trees its program opens, and the virtual tables (full-text search) its text names. */
function tablesRead(client: Database.Database, { source, parameters }: Run): Set<string> {
  const known = tablesOfSource.get(source);
  if (known) return known;
  const tableOfPage = new Map(
    client
      .prepare<[], { rootpage: number; tbl_name: string }>("SELECT rootpage, tbl_name FROM sqlite_master WHERE rootpage > 0")
      .all()
      .map(({ rootpage, tbl_name }) => [rootpage, tbl_name]),
  );
  const program = client.prepare<unknown[], { opcode: string; p2: number; p3: number }>(`EXPLAIN ${source}`).all(...parameters);
  const tables = new Set(program.filter(({ opcode, p3 }) => opcode === "OpenRead" && p3 === 0).map(({ p2 }) => tableOfPage.get(p2)!));
  if (program.some(({ opcode }) => opcode === "VOpen")) for (const name of virtualTables(client)) if (new RegExp(`\\b${name}\\b`).test(source)) tables.add(name);
  tablesOfSource.set(source, tables);
  return tables;
}

/** Each kept read, by where it is defined (its frames in app/), and whether a check has read it. */
const keptReads = new Map<string, boolean>();

/** Where the kept read being defined is, as its frames in app/ outside the memo modules. */
function definitionSite(): string {
  const frames = (new Error().stack ?? "").split("\n").slice(1);
  return frames
    .map((frame) => /\bapp\/[^():]+:\d+/.exec(frame)?.[0])
    .filter((frame): frame is string => frame !== undefined && !frame.startsWith("app/lib/memo.server") && !frame.startsWith("app/lib/kept-reads-check"))
    .join(" < ");
}

/** The kept reads defined so far that no check has read yet (tests/unit/generations.test.ts reads every one). */
export function keptReadsNotRead(): string[] {
  return [...keptReads].filter(([, read]) => !read).map(([site]) => site);
}

/** Thrown in tests when a kept read reads a table whose writes leave its generation alone. */
export class UncoveredKeptRead extends Error {}

/**
 * `read`, kept until `generation` moves, checked: each call fails when a statement it runs reads a
 * table whose writes do not bump `generation`.
 */
export function coveredBy<Q, T>(client: Database.Database, generation: Generation, read: (query: Q) => T): (query: Q) => T {
  const site = definitionSite();
  keptReads.set(site, false);
  return (query) => {
    keptReads.set(site, true);
    return readCoveredBy(client, generation, () => read(query));
  };
}

function readCoveredBy<T>(client: Database.Database, generation: Generation, read: () => T): T {
  recordStatements(client);
  const runs: Run[] = [];
  recording.push(runs);
  let answer: T;
  try {
    answer = read();
  } finally {
    recording.splice(recording.indexOf(runs), 1);
  }
  // The check's own statements belong to no read.
  const enclosing = recording.splice(0);
  try {
    checkTables(client, generation, runs);
  } finally {
    recording.push(...enclosing);
  }
  return answer;
}

function checkTables(client: Database.Database, generation: Generation, runs: readonly Run[]): void {
  for (const run of runs) {
    for (const table of tablesRead(client, run)) {
      if (!covered(client, generation, table)) {
        throw new UncoveredKeptRead(
          `A read kept until the ${generation} generation moves reads \`${table}\`, whose writes leave that generation alone: add it to db/generations.ts (and generate the triggers' migration), or do not keep the read. The statement:\n${run.source}`,
        );
      }
    }
  }
}
