/**
 * Reads a configured remote JSON source (a CMS, a social wall; docs/decisions/061-remote-content-sources.md) with a timeout and a cache, so a
 * slow or failing source never holds a page up: callers get the fresh value, else the last good
 * value for a while, else null and show their embedded default.
 */
import type { z } from "zod";

export type RemoteSourceOptions<T> = {
  url: string;
  schema: z.ZodType<T>;
  /** How long a good answer is served without asking again. */
  ttlMs: number;
  /** How long the last good answer is still served while the source fails. */
  staleMs: number;
  timeoutMs: number;
  /** Names the source in the server log when it fails. */
  name: string;
};

/** One GET of a JSON document, validated; throws on a timeout, a non-2xx status or an answer the schema refuses. */
export async function fetchJson<T>(url: string, schema: z.ZodType<T>, timeoutMs: number): Promise<T> {
  const response = await fetch(url, { headers: { Accept: "application/json" }, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`unexpected answer: ${parsed.error.issues.slice(0, 3).map((i) => i.path.join(".")).join(", ")}`);
  return parsed.data;
}

export function remoteSource<T>({ url, schema, ttlMs, staleMs, timeoutMs, name }: RemoteSourceOptions<T>): () => Promise<T | null> {
  let good: { value: T; at: number } | null = null;
  let retryAfter = 0;
  let inFlight: Promise<T | null> | null = null;

  const fetchFresh = async (): Promise<T | null> => {
    try {
      const value = await fetchJson(url, schema, timeoutMs);
      good = { value, at: Date.now() };
      return value;
    } catch (error) {
      // A failing source is asked again after one cache period, not on every page view.
      retryAfter = Date.now() + ttlMs;
      console.warn(`[${name}] ${url} failed (${error instanceof Error ? error.message : String(error)}); using ${good ? "the last good answer" : "the embedded default"}.`);
      return good && Date.now() - good.at < staleMs ? good.value : null;
    }
  };

  return async () => {
    const now = Date.now();
    if (good && now - good.at < ttlMs) return good.value;
    if (now < retryAfter) return good && now - good.at < staleMs ? good.value : null;
    inFlight ??= fetchFresh().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
