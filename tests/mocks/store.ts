import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Where a provider's stand-in keeps what it created (sessions, reservations).
 */
export type RecordStore<T extends { id: string }> = { get(id: string): T | undefined; put(record: T): void };

/** One JSON file per record, so every web worker sees the records the others created. */
export function fileStore<T extends { id: string }>(dir: string): RecordStore<T> {
  mkdirSync(dir, { recursive: true });
  const file = (id: string) => path.join(dir, `${id.replace(/[^A-Za-z0-9_]/g, "")}.json`);
  return {
    get: (id) => (existsSync(file(id)) ? (JSON.parse(readFileSync(file(id), "utf8")) as T) : undefined),
    put: (record) => {
      const temporary = `${file(record.id)}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify(record));
      renameSync(temporary, file(record.id));
    },
  };
}
