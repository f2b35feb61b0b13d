/**
 * What the web server checks before a request reaches Remix (docs/decisions/040-http-guards.md):
 * security headers (a page's CSP adds the hashes of its own scripts, docs/decisions/152-scripts-allowed-by-hash.md), the methods we serve, a well-formed Host, the
 * same-origin rule for every state-changing request, and body limits enforced while reading.
 */
import { PassThrough, type Readable } from "node:stream";
import {
  createReadableStreamFromReadable,
  createRequestHandler as createRemixHandler,
  type AppLoadContext,
  type ServerBuild,
} from "@remix-run/node";
import type { Express, NextFunction, Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { acceptedEncoding, encodedBody, isCompressible, isCompressibleType } from "~/lib/compression.server";
import { BODY_LIMITS } from "~/lib/input.server";
import { startRequestTurn } from "~/lib/memo.server";
import {
  answerTheClientHolds,
  etagAsSent,
  generationsBeforeLoaders,
  namesAnswer,
  rememberAnswer,
  SAFE_METHODS,
  strongEtagOf,
  VISITOR_CACHE_CONTROL,
  type KeptAnswer,
} from "~/services/http-cache.server";

/**
 * Origins outside this site the browser may talk to. The one list the CSP is built from: add a
 * wallet relay to `connect`, a payment provider's checkout frame to `frame`, and any site a form
 * post may redirect to (an OAuth provider) to `formAction`.
 */
export type ExternalOrigins = { connect: string[]; frame: string[]; formAction: string[] };

/** Paths that take cross-site posts because they verify a signature instead (payment webhooks). */
export const CROSS_SITE_POST_PATHS: readonly string[] = ["/webhooks/stripe", "/webhooks/crypto"];

/** Methods the site answers; the rest (TRACE, PROPFIND, OPTIONS …) get 405. */
const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);

const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
const HOST_PATTERN = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9A-Fa-f:.]+\\])(?::(\\d{1,5}))?$`);

/** A Host header a URL can be built from: a name or bracketed IPv6 address, and a port up to 65535. */
export function isValidHost(host: string | undefined): host is string {
  if (!host || host.length > 255) return false;
  const match = HOST_PATTERN.exec(host);
  if (!match) return false;
  if (match[1] !== undefined && Number(match[1]) > 65_535) return false;
  try {
    new URL(`http://${host}`);
    return true;
  } catch {
    return false;
  }
}

export type CrossSiteCheck = { method: string; path: string; origin?: string; secFetchSite?: string; ownOrigins: readonly string[] };

/**
 * Whether a request may change state. Browsers send Sec-Fetch-Site (secure contexts) or Origin
 * (every POST) with a cross-site post, so a request that carries neither is not a browser being
 * used by another site (curl, scripts, tests) and passes.
 */
export function isSameOriginRequest({ method, path, origin, secFetchSite, ownOrigins }: CrossSiteCheck): boolean {
  if (SAFE_METHODS.has(method) || CROSS_SITE_POST_PATHS.includes(path)) return true;
  if (secFetchSite) return secFetchSite === "same-origin" || secFetchSite === "none";
  if (origin) return ownOrigins.includes(origin);
  return true;
}

const plain = (res: ExpressResponse, status: number, message: string) => {
  if (res.headersSent) return;
  res.status(status).type("text/plain").send(message);
};

/**
 * What the server still reads, and drops, from a client whose body it refused: closing a socket
 * with unread input sends a reset, and the client's system may then discard the 413 before the
 * client has read it. So the server keeps reading for a while (as web servers' lingering close
 * does) and closes the connection after this long or this much, whichever comes first, unless
 * the body has ended by then.
 */
const REFUSAL_GRACE_MS = 5000;
const REFUSAL_GRACE_BYTES = 16 * 1024 * 1024;

/**
 * Answers 413 to a body that grew past its limit (unless the app has answered already) and keeps
 * nothing more of it: the rest is read and dropped for the grace above; a body that ends within
 * it leaves the connection open for the next request, one that does not has it closed.
 */
function refuseBody(req: ExpressRequest, res: ExpressResponse, message: string) {
  let dropped = 0;
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.byteLength;
    if (dropped > REFUSAL_GRACE_BYTES) req.socket.destroy();
  });
  req.resume();
  const closeLater = setTimeout(() => req.socket.destroy(), REFUSAL_GRACE_MS).unref();
  // A body that ends within the grace leaves the connection good for the client's next request.
  req.once("end", () => clearTimeout(closeLater));
  req.socket.once("close", () => clearTimeout(closeLater));
  plain(res, 413, message);
}

/**
 * The CSP of an answer whose inline scripts are `scriptSources` (hash sources; none but a page has
 * any): every other script must come from this site.
 */
export type ContentSecurityPolicy = (scriptSources: readonly string[]) => string;

function contentSecurityPolicy(external: ExternalOrigins, development: boolean): ContentSecurityPolicy {
  const list = (...sources: string[]) => sources.filter(Boolean).join(" ");
  const rest = [
    "style-src 'self'",
    // React renders a few `style` attributes (CSS variables of the carousel); style elements stay 'self'.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${list("'self'", ...external.connect, development ? "ws://localhost:*" : "")}`,
    `frame-src ${external.frame.length ? external.frame.join(" ") : "'none'"}`,
    "frame-ancestors 'none'",
    `form-action ${list("'self'", ...external.formAction)}`,
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
  return (scriptSources) => `default-src 'self'; script-src ${list("'self'", ...scriptSources)}; ${rest}`;
}

export type GuardOptions = {
  /** Origins a same-site page is served from besides the request's own (the configured APP_URL). */
  appOrigin: string;
  external: ExternalOrigins;
  /** Send Strict-Transport-Security: the site is served over TLS. */
  hsts: boolean;
  development: boolean;
};

/**
 * Installs every guard on the app, before static files and Remix. The last one reads the body
 * under its limit into `res.locals.body` (see readBody), which remixHandler hands to Remix.
 */
export function installGuards(app: Express, options: GuardOptions) {
  const policy = contentSecurityPolicy(options.external, options.development);
  const withoutInlineScripts = policy([]);
  app.locals.contentSecurityPolicy = policy;
  app.use((req, res, next) => {
    res.set({
      "Content-Security-Policy": withoutInlineScripts,
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
      // Wallet and payment pop-ups keep their link to the page that opened them.
      "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    });
    if (options.hsts || req.secure) res.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  });

  app.use((req, res, next) => {
    if (ALLOWED_METHODS.has(req.method)) return next();
    res.set("Allow", [...ALLOWED_METHODS].join(", "));
    plain(res, 405, "That method is not allowed here.");
  });

  app.use((req, res, next) => {
    if (!isValidHost(req.headers.host)) return plain(res, 400, "The Host header of that request is missing or malformed.");
    // Only origin-form targets ("/path?query"): an absolute or "*" target cannot name a page of this site.
    if (!req.originalUrl.startsWith("/")) return plain(res, 400, "That request target is malformed.");
    next();
  });

  app.use((req, res, next) => {
    const ownOrigins = [`${req.protocol}://${req.headers.host}`, options.appOrigin];
    const allowed = isSameOriginRequest({
      method: req.method,
      path: req.path,
      origin: req.get("Origin"),
      secFetchSite: req.get("Sec-Fetch-Site"),
      ownOrigins,
    });
    if (allowed) return next();
    plain(res, 403, "This request came from another website, so it was refused. Please use the form on this site.");
  });

  app.use(async (req, res, next) => {
    try {
      const body = await readBody(req, res);
      if (res.headersSent) return;
      res.locals.body = body;
      next();
    } catch (error) {
      next(error);
    }
  });
}

/** The byte limit of a request body of this type (multipart uploads get the upload ceiling). */
function bodyLimit(contentType: string | undefined): number {
  return /^multipart\/form-data/i.test(contentType ?? "") ? BODY_LIMITS.multipart : BODY_LIMITS.form;
}

const TOO_LARGE = "That request is too large.";

/**
 * The request body, read under its limit: refused by its declared length before any byte is read,
 * and by the count of bytes as they arrive. Small bodies are buffered; multipart bodies stream on
 * (the upload reader in app/lib/input.server.ts stops at its own, smaller file limit).
 */
async function readBody(req: ExpressRequest, res: ExpressResponse): Promise<Buffer | Readable | null> {
  if (SAFE_METHODS.has(req.method)) return null;
  const limit = bodyLimit(req.get("Content-Type"));
  // Node's parser has already refused a Content-Length that is not a number.
  if (Number(req.get("Content-Length") ?? 0) > limit) {
    // Nothing of the body is read: the connection closes after the answer, so that no later
    // request on it is read as part of this one.
    req.pause();
    res.set("Connection", "close");
    plain(res, 413, TOO_LARGE);
    return null;
  }
  if (limit === BODY_LIMITS.multipart) {
    const counted = new PassThrough();
    // Whoever reads the body sees the error; the request has been answered with 413 already.
    counted.on("error", () => undefined);
    let seen = 0;
    const count = (chunk: Buffer) => {
      seen += chunk.byteLength;
      if (seen <= limit) return;
      req.off("data", count);
      req.unpipe(counted);
      counted.destroy(new Error(TOO_LARGE));
      refuseBody(req, res, TOO_LARGE);
    };
    req.on("data", count);
    req.pipe(counted);
    return counted;
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let seen = 0;
    const onData = (chunk: Buffer) => {
      seen += chunk.byteLength;
      if (seen <= limit) {
        chunks.push(chunk);
        return;
      }
      req.off("data", onData);
      refuseBody(req, res, TOO_LARGE);
      resolve(null);
    };
    req.on("data", onData);
    req.once("end", () => resolve(Buffer.concat(chunks)));
    req.once("error", reject);
  });
}

/** The Fetch Request Remix sees: built from the checked Host and path, with the limited body. */
function remixRequest(req: ExpressRequest, res: ExpressResponse, body: Buffer | Readable | null): Request {
  const url = new URL(`${req.protocol}://${req.headers.host}`);
  const queryAt = req.originalUrl.indexOf("?");
  url.pathname = queryAt === -1 ? req.originalUrl : req.originalUrl.slice(0, queryAt);
  url.search = queryAt === -1 ? "" : req.originalUrl.slice(queryAt);
  const controller = new AbortController();
  // Only a client that left before the answer was written aborts the loaders; building an
  // AbortError for every finished response is measurable on every page.
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (body) {
    init.body = Buffer.isBuffer(body) ? new Uint8Array(body) : createReadableStreamFromReadable(body);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

/**
 * A response's body in one piece: no answer of the app streams, and a whole body is written and
 * compressed in one call (docs/decisions/132-pages-compressed-in-one-call.md). A document is
 * already one chunk.
 */
async function wholeBody(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
  return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
}

/** Answers 304 for the answer tagged `etag`, which the client holds: no body, the headers its stored copy takes. */
function notModified(req: ExpressRequest, res: ExpressResponse, { etag, compressible, headers }: Pick<KeptAnswer, "etag" | "compressible" | "headers">) {
  for (const [name, value] of headers) res.set(name, value);
  const encoding = compressible && req.method !== "HEAD" ? acceptedEncoding(req) : null;
  res.set("ETag", etagAsSent(etag, encoding));
  res.status(304).end();
}

/**
 * Remix behind the guards: each loader and action gets the client address and the page's CSP;
 * each answer is written whole, compressed for a client that accepts it. A visitor's answer the
 * client already holds is a 304, without running Remix when this worker remembers it
 * (docs/decisions/151-not-modified-without-rendering.md).
 */
export function remixHandler(build: ServerBuild, mode: string): RequestHandler {
  const handle = createRemixHandler(build, mode);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const requestBody = (res.locals.body ?? null) as Buffer | Readable | null;
      const context: AppLoadContext = {
        clientAddress: req.socket.remoteAddress ?? null,
        contentSecurityPolicy: req.app.locals.contentSecurityPolicy as ContentSecurityPolicy | undefined,
      };
      startRequestTurn();
      const request = remixRequest(req, res, requestBody);
      const generations = generationsBeforeLoaders(request);
      const held = await answerTheClientHolds(request, generations);
      if (held) return notModified(req, res, held);
      const response = await handle(request, context);
      // An upload refused part-way has already been answered with 413.
      if (res.headersSent) return;
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [name, value] of response.headers) {
        // A page's own policy replaces the guards' one; two policies would both apply.
        if (name === "content-security-policy") res.set(name, value);
        else res.append(name, value);
      }
      if (!response.body) return void res.end();
      const whole = await wholeBody(response.body);
      const contentType = res.get("Content-Type");
      if (isCompressibleType(contentType)) res.vary("Accept-Encoding");
      // A visitor's answer (app/entry.server.tsx marks it public, and never one that sets a cookie) is tagged.
      const visitorAnswer = generations !== null && response.headers.get("Cache-Control") === VISITOR_CACHE_CONTROL && !response.headers.has("Set-Cookie");
      const etag = visitorAnswer ? strongEtagOf(whole) : null;
      if (etag && generations !== null) {
        const compressible = isCompressible(whole.byteLength, contentType);
        rememberAnswer(request, generations, etag, compressible, { get: (name) => res.get(name) });
        // The answer's headers are set already.
        if (namesAnswer(req.get("If-None-Match") ?? null, etag)) return notModified(req, res, { etag, compressible, headers: [] });
      }
      const accepted = req.method === "HEAD" ? null : acceptedEncoding(req);
      const { body, encoding } = encodedBody(whole, { contentType, cacheControl: res.get("Cache-Control"), accepted });
      if (encoding) res.set({ "Content-Encoding": encoding, "Content-Length": String(body.byteLength) });
      if (etag) res.set("ETag", etagAsSent(etag, encoding));
      res.end(body);
    } catch (error) {
      if (res.headersSent) return;
      next(error);
    }
  };
}
