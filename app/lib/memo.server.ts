/** Bumped by every catalogue write, so no kept answer outlives the data it was read from. */
let generation = 0;

/**
 * Keeps a read's result for `ttlMs`. For aggregates over the whole catalogue that nobody needs
 * to the second (leaderboards, filter options): computing them per request grows with the catalogue.
 * A write that changes what they read calls `invalidateMemos`, so public pages follow at once.
 */
export function memoize<T>(ttlMs: number, read: () => T): () => T {
  let value: T;
  let expires = 0;
  let readIn = -1;
  return () => {
    const now = Date.now();
    if (now >= expires || readIn !== generation) {
      value = read();
      expires = now + ttlMs;
      readIn = generation;
    }
    return value;
  };
}

/** Forgets every kept answer: the next call of each memoized read reads afresh. */
export function invalidateMemos(): void {
  generation++;
}
