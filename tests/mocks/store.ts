import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Where a provider's stand-in keeps what it created (sessions, intents, charges, reservations) by their key. */
export type RecordStore<T> = { get(key: string): T | undefined; put(record: T): void };

/**
 * One JSON file per record, so every web worker sees the records the others created. Records are
 * kept by their `id` unless `keyOf` names another key (a charge's code).
 */
export function fileStore<T extends { id: string }>(dir: string): RecordStore<T>;
export function fileStore<T>(dir: string, keyOf: (record: T) => string): RecordStore<T>;
export function fileStore<T>(dir: string, keyOf: (record: T) => string = (record) => (record as { id: string }).id): RecordStore<T> {
  mkdirSync(dir, { recursive: true });
  const file = (key: string) => path.join(dir, `${key.replace(/[^A-Za-z0-9_]/g, "")}.json`);
  return {
    get: (key) => (existsSync(file(key)) ? (JSON.parse(readFileSync(file(key), "utf8")) as T) : undefined),
    put: (record) => {
      const temporary = `${file(keyOf(record))}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify(record));
      renameSync(temporary, file(keyOf(record)));
    },
  };
}
