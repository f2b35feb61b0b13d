/**
 * Keeps a read's result for `ttlMs`. For aggregates over the whole catalogue that nobody needs
 * to the second (leaderboards, filter options): computing them per request grows with the catalogue.
 */
export function memoize<T>(ttlMs: number, read: () => T): () => T {
  let value: T;
  let expires = 0;
  return () => {
    const now = Date.now();
    if (now >= expires) {
      value = read();
      expires = now + ttlMs;
    }
    return value;
  };
}
