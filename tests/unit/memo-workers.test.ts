import { setImmediate as nodeSetImmediate } from "node:timers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { betweenRequests, createUser, otherWorker } from "./support";
import { invalidateMemos, KEPT_CARD_QUERIES, keptUntilCardsChange, memoize } from "~/lib/memo.server";
import { db } from "~db/client.server";

/** What the other worker's invalidateMemos() commits. */
function catalogueWriteByAnotherWorker() {
  const other = otherWorker();
  other.prepare("INSERT INTO cache_generations (name, value) VALUES ('catalogue', 1) ON CONFLICT(name) DO UPDATE SET value = value + 1").run();
  other.close();
}

describe("kept answers across web workers", () => {
  it("keeps an answer until its time is up when nothing is written", () => {
    let reads = 0;
    const kept = memoize(60_000, () => ++reads);
    expect([kept(), kept(), kept()]).toEqual([1, 1, 1]);
  });

  it("reads afresh in this worker after a catalogue write served by another worker", async () => {
    let source = "before the edit";
    const kept = memoize(60_000, () => source);
    expect(kept()).toBe("before the edit");
    await betweenRequests();
    source = "after the edit";
    catalogueWriteByAnotherWorker();
    await betweenRequests();
    expect(kept()).toBe("after the edit");
  });

  it("reads each generation once per turn of the event loop: another worker's write shows from the next turn", async () => {
    let source = "before the edit";
    const kept = memoize(60_000, () => source);
    expect(kept()).toBe("before the edit");
    source = "after the edit";
    catalogueWriteByAnotherWorker();
    expect(kept()).toBe("before the edit");
    // A request's loaders await one another without leaving the turn.
    await Promise.resolve();
    await Promise.resolve();
    expect(kept()).toBe("before the edit");
    await betweenRequests();
    expect(kept()).toBe("after the edit");
  });

  it("ends the turn while a test fakes the clock", async () => {
    let source = "before the edit";
    const kept = memoize(60_000, () => source);
    vi.useFakeTimers();
    try {
      expect(kept()).toBe("before the edit");
      source = "after the edit";
      catalogueWriteByAnotherWorker();
      await new Promise((resolve) => nodeSetImmediate(resolve));
      expect(kept()).toBe("after the edit");
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads afresh within the same turn after a write served here", () => {
    let source = "before the edit";
    const kept = memoize(60_000, () => source);
    expect(kept()).toBe("before the edit");
    source = "after the edit";
    invalidateMemos();
    expect(kept()).toBe("after the edit");
  });

  it("reads afresh within the same turn after a write here that the triggers count", async () => {
    await createUser();
    let reads = 0;
    const kept = keptUntilCardsChange(() => ++reads, { key: () => "" });
    expect([kept(), kept()]).toEqual([1, 1]);
    db.$client.prepare("UPDATE nfts SET title = title WHERE id = 1").run();
    expect(kept()).toBe(2);
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

describe("card reads kept until a write", () => {
  afterEach(() => vi.useRealTimers());

  /** A kept read that counts how often it really read, per query. */
  function countingRead(validUntil?: () => number) {
    const reads = new Map<string, number>();
    return keptUntilCardsChange(
      (query: string) => {
        reads.set(query, (reads.get(query) ?? 0) + 1);
        return `${query} read ${reads.get(query)}`;
      },
      { key: (query) => query, validUntil },
    );
  }

  it("answers the same query from what it kept while nothing is written", () => {
    const kept = countingRead();
    expect([kept("market p1"), kept("market p1"), kept("market p2"), kept("market p1")]).toEqual([
      "market p1 read 1",
      "market p1 read 1",
      "market p2 read 1",
      "market p1 read 1",
    ]);
  });

  it.each([
    ["a listing", "UPDATE listings SET price_wei = price_wei WHERE id = (SELECT min(id) FROM listings)"],
    [
      "a like",
      "INSERT INTO likes (user_id, nft_id, created_at) SELECT u.id, n.id, 0 FROM users u, nfts n " +
        "WHERE NOT EXISTS (SELECT 1 FROM likes l WHERE l.user_id = u.id AND l.nft_id = n.id) LIMIT 1",
    ],
    ["an NFT", "UPDATE nfts SET title = title WHERE id = 1"],
    ["a film", "UPDATE films SET name = name WHERE id = (SELECT min(id) FROM films)"],
    ["a studio", "UPDATE production_houses SET name = name WHERE id = (SELECT min(id) FROM production_houses)"],
  ])("reads afresh after another worker writes %s", async (_, write) => {
    await createUser();
    const kept = countingRead();
    expect(kept("q")).toBe("q read 1");
    const other = otherWorker();
    expect(other.prepare(write).run().changes).toBe(1);
    other.close();
    await betweenRequests();
    expect(kept("q")).toBe("q read 2");
    expect(kept("q")).toBe("q read 2");
  });

  it("does not read afresh for writes to what cards do not show", async () => {
    await createUser();
    const kept = countingRead();
    kept("q");
    const other = otherWorker();
    other.prepare("UPDATE users SET name = name WHERE id = (SELECT min(id) FROM users)").run();
    other.close();
    await betweenRequests();
    expect(kept("q")).toBe("q read 1");
  });

  it("reads afresh once an answer's time is up, with nothing written", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const kept = countingRead(() => Date.now() + 1_000);
    expect(kept("auctions")).toBe("auctions read 1");
    vi.advanceTimersByTime(999);
    expect(kept("auctions")).toBe("auctions read 1");
    vi.advanceTimersByTime(1);
    expect(kept("auctions")).toBe("auctions read 2");
  });

  it(`keeps at most ${KEPT_CARD_QUERIES} queries, dropping the oldest first`, () => {
    const kept = countingRead();
    for (let n = 0; n <= KEPT_CARD_QUERIES; n++) kept(`q${n}`);
    expect(kept(`q${KEPT_CARD_QUERIES}`)).toBe(`q${KEPT_CARD_QUERIES} read 1`);
    expect(kept("q1")).toBe("q1 read 1");
    expect(kept("q0")).toBe("q0 read 2");
  });
});
