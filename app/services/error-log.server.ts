import { randomUUID } from "node:crypto";
import { isRouteErrorResponse } from "@remix-run/react";

/** Errors already logged: Remix may hand the same error over again (loader, then render). */
const logged = new WeakSet<object>();

/** The id that ties a log line to its request: the proxy's X-Request-Id when it sends one. */
export function requestId(request: Request): string {
  const given = request.headers.get("X-Request-Id");
  return given && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
}

/**
 * Logs an unexpected server error once, with the request it broke. Responses thrown on purpose
 * (404s, redirects) and requests the client gave up on are not errors of ours.
 */
export function logUnexpectedError(error: unknown, request: Request): void {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) || error instanceof Response) return;
  if (typeof error === "object" && error !== null) {
    if (logged.has(error)) return;
    logged.add(error);
  }
  const { pathname } = new URL(request.url);
  const detail = error instanceof Error ? error.stack ?? error.message : String(error);
  console.error(`[error] request ${requestId(request)} ${request.method} ${pathname}: ${detail}`);
}
