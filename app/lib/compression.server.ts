/**
 * How a whole response body is compressed for the client that asked for it
 * (docs/decisions/132-pages-compressed-in-one-call.md). Every answer Remix gives is whole before a
 * byte of it is written (documents are rendered to one string, decision 095), so it is compressed
 * in one call on this thread, at the fastest settings: through a zlib stream at the `compression`
 * middleware's settings, compressing the home page added about 300 µs to its worker's CPU.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Below this a body is sent as it is: what compressing it would save is less than its headers. */
export const COMPRESSED_FROM_BYTES = 1024;

/** The encodings offered, the first the client accepts is used. */
const CONTENT_ENCODINGS = ["br", "gzip"] as const;
export type ContentEncoding = (typeof CONTENT_ENCODINGS)[number];

/** The first of our encodings the request's `Accept-Encoding` allows (express's negotiation), or null. */
export function acceptedEncoding(req: { acceptsEncodings(encoding: string): string | false }): ContentEncoding | null {
  return CONTENT_ENCODINGS.find((encoding) => req.acceptsEncodings(encoding) === encoding) ?? null;
}

/** Text-like types: HTML, JSON (data requests), plain text, CSV, XML, SVG. */
const COMPRESSIBLE_TYPE = /^\s*(text\/|application\/(json|javascript|xml)\b|application\/[\w.-]+\+(json|xml)\b|image\/svg\+xml\b)/i;

export function isCompressibleType(contentType: string | null | undefined): boolean {
  return COMPRESSIBLE_TYPE.test(contentType ?? "");
}

/** Whether a body of this size and type is compressed for a client that accepts it. */
export function isCompressible(byteLength: number, contentType: string | null | undefined): boolean {
  return byteLength >= COMPRESSED_FROM_BYTES && isCompressibleType(contentType);
}

/**
 * Each encoding at its fastest level. Measured in one worker process between renders of the page,
 * at seed scale (the home page 42 KB, /market 58 KB, /status 10 KB): Brotli's quality 0 took 51, 50
 * and 24 µs, for 9.1, 8.4 and 3.4 KB; gzip's level 1 took 1.3–2.3 times as long for about the
 * same sizes; quality 1 half as long again for 3–6% less; gzip's level 6 and Brotli's quality 4 (the
 * middleware's choice) about 300 µs on the two large pages, for 12–16% less.
 */
const compressors: Record<ContentEncoding, (body: Uint8Array) => Uint8Array> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 0, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
  gzip: (body) => gzipSync(body, { level: 1 }),
};

/** What the client gets: the body, compressed in `encoding` when it accepts one and that pays. */
export type EncodedBody = { body: Uint8Array; encoding: ContentEncoding | null };

export function encodedBody(
  body: Uint8Array,
  { contentType, cacheControl, accepted }: { contentType: string | null | undefined; cacheControl: string | null | undefined; accepted: ContentEncoding | null },
): EncodedBody {
  const worthIt = accepted !== null && isCompressible(body.byteLength, contentType) && !/\bno-transform\b/i.test(cacheControl ?? "");
  return worthIt ? { body: compressors[accepted](body), encoding: accepted } : { body, encoding: null };
}
