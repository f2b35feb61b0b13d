import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { invalidateMemos, memoize } from "~/lib/memo.server";

/** Another web worker: its own connection to the same database file. */
function otherWorker() {
  return new Database(path.join(process.env.DATA_DIR!, "diginoor.sqlite"));
}

describe("kept answers across web workers", () => {
  it("keeps an answer until its time is up when nothing is written", () => {
    let reads = 0;
    const kept = memoize(60_000, () => ++reads);
    expect([kept(), kept(), kept()]).toEqual([1, 1, 1]);
  });

  it("reads afresh in this worker after a catalogue write served by another worker", () => {
    let source = "before the edit";
    const kept = memoize(60_000, () => source);
    expect(kept()).toBe("before the edit");
    source = "after the edit";
    const other = otherWorker();
    // What invalidateMemos does, committed by the other worker's connection.
    other
      .prepare("INSERT INTO cache_generations (name, value) VALUES ('catalogue', 1) ON CONFLICT(name) DO UPDATE SET value = value + 1")
      .run();
    other.close();
    expect(kept()).toBe("after the edit");
  });

  it("makes another worker read afresh after a write served here", () => {
    const other = otherWorker();
    const generation = () => (other.prepare("SELECT value FROM cache_generations WHERE name = 'catalogue'").get() as { value: number } | undefined)?.value ?? 0;
    const before = generation();
    invalidateMemos();
    expect(generation()).toBe(before + 1);
    other.close();
  });
});
