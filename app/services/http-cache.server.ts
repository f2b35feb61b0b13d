/**
 * HTTP caching of a visitor's answers (docs/decisions/150-visitor-pages-cached-over-http.md).
 *
 * A visitor's successful GET answer (a document, or a loader's data) is the same for every
 * visitor: it carries a strong ETag, the hash of its bytes, and lets a shared cache keep it for a
 * few seconds. The server remembers, per address, the tag it last sent and the generations of the
 * data it was read under (docs/decisions/151-not-modified-without-rendering.md): a request naming
 * that tag while the generations stand and the answer is younger than a shared cache may keep it
 * gets 304 without running a loader or rendering.
 */
import { createHash } from "node:crypto";
import type { ContentEncoding } from "~/lib/compression.server";
import { keepAtMost, visitorDataGenerations } from "~/lib/memo.server";
import { carriesCookie, SESSION_COOKIE, TOAST_COOKIE } from "~/lib/cookie-names";

/** How long a shared cache may serve a visitor's answer without asking again. */
const SHARED_FRESH_SECONDS = 5;
/** How long past that a shared cache may serve it while it asks again in the background. */
const STALE_WHILE_REVALIDATE_SECONDS = 30;

/**
 * A browser asks again every time (max-age=0) and mostly gets a 304, so a studio's console edit
 * shows on the next visit; a proxy or CDN may answer from its copy for a few seconds.
 */
export const VISITOR_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_FRESH_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;

/** What a signed-in viewer's answers, and answers that set a cookie, say (docs/decisions/135-signed-in-answers-not-stored.md). */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * The strong ETag of a body: the first 128 bits of its SHA-1, in hex. It tells apart the answers of
 * one address, which no one chooses to collide; SHA-1 took two thirds of SHA-256's time on /market.
 */
export function strongEtagOf(body: Uint8Array): string {
  return `"${createHash("sha1").update(body).digest("hex").slice(0, 32)}"`;
}

/**
 * The tag of the bytes sent: a compressed body is another representation of the same answer, so
 * its strong tag names the encoding too.
 */
export function etagAsSent(etag: string, encoding: ContentEncoding | null): string {
  return encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;
}

/** An ETag without its encoding: the answer it names, however it was sent. */
const answerTagOf = (etag: string) => etag.replace(/^W\//, "").replace(/-(?:br|gzip)"$/, '"');

/** Whether `If-None-Match` names the answer tagged `etag` (weak comparison, as RFC 9110 asks for this header). */
export function namesAnswer(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const wanted = answerTagOf(etag);
  return ifNoneMatch.split(",").some((tag) => answerTagOf(tag.trim()) === wanted);
}

/** What a 304 repeats of the answer it stands for: the client's stored copy takes these headers. */
const REPEATED_HEADERS = ["Cache-Control", "Vary", "Content-Security-Policy"] as const;

export type KeptAnswer = {
  etag: string;
  /** Whether the body was large and textual enough to be sent compressed (its tag then names the encoding). */
  compressible: boolean;
  headers: [string, string][];
  generations: string;
  keptUntil: number;
};

/** Addresses whose last visitor answer is remembered; the one remembered longest ago goes first. */
const KEPT_ADDRESSES = 2_000;
const kept = new Map<string, KeptAnswer>();

/** Methods that only read: the ones an answer may be kept or conditional for. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD"]);

/**
 * The request's cookies let it be answered from what a visitor was sent: no pending flash toast
 * (its answer clears the cookie, so it is rendered) and no session cookie.
 */
function askedAsVisitor(request: Request): boolean {
  const cookie = request.headers.get("Cookie");
  // Any session cookie, even a stale one, is rendered: its answer is the page's to decide.
  return !carriesCookie(cookie, TOAST_COOKIE) && !carriesCookie(cookie, SESSION_COOKIE);
}

/**
 * The generations a visitor answer to this request would be read under, read before its loaders
 * run (a write landing during them only makes the remembered answer look older than it is), or
 * null for a request whose answer is never remembered.
 */
export function generationsBeforeLoaders(request: Request): string | null {
  return SAFE_METHODS.has(request.method) ? visitorDataGenerations() : null;
}

/**
 * The remembered answer a conditional visitor request already holds, or null: then the request
 * runs as usual. `generations` is `generationsBeforeLoaders(request)`.
 */
export async function answerTheClientHolds(request: Request, generations: string | null): Promise<KeptAnswer | null> {
  if (generations === null) return null;
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (!ifNoneMatch) return null;
  const answer = kept.get(request.url);
  if (!answer || answer.generations !== generations || Date.now() >= answer.keptUntil) return null;
  if (!namesAnswer(ifNoneMatch, answer.etag)) return null;
  return askedAsVisitor(request) ? answer : null;
}

/**
 * Remembers a visitor's answer to `request` (one app/entry.server.tsx marked public: a visitor's,
 * setting no cookie), read under `generations`, for as long as a shared cache may serve it.
 */
export function rememberAnswer(request: Request, generations: string, etag: string, compressible: boolean, headers: { get(name: string): string | undefined }): void {
  const repeated = REPEATED_HEADERS.flatMap((name): [string, string][] => {
    const value = headers.get(name);
    return value === undefined ? [] : [[name, value]];
  });
  keepAtMost(kept, KEPT_ADDRESSES, request.url, { etag, compressible, headers: repeated, generations, keptUntil: Date.now() + SHARED_FRESH_SECONDS * 1000 });
}
