import { json } from "@remix-run/node";
import { transcode } from "node:buffer";

/** A friendly 404 for an unknown id: thrown from a loader, rendered by the error boundary. */
export function notFound(message: string): never {
  throw json(message, { status: 404 });
}

/** Route params that are ids: positive integers of sane size; anything else is a 404. */
export function idParam(raw: string | undefined, what: string): number {
  if (!raw || !/^\d{1,12}$/.test(raw)) notFound(`There is no ${what} with that id.`);
  const id = Number(raw);
  if (id < 1) notFound(`There is no ${what} with that id.`);
  return id;
}

/** A service the page depends on did not answer: a 503 the error boundary shows with this message. */
export function serviceUnavailable(message: string): never {
  throw json(message, { status: 503 });
}

/** The signed-in user may not do this (e.g. sell a token another wallet owns): a 403 the error boundary shows. */
export function forbidden(message: string): never {
  throw json(message, { status: 403 });
}

const encoder = new TextEncoder();

/**
 * A response text's UTF-8 bytes. Node 20's TextEncoder writes a string holding any character
 * beyond Latin-1 (an em dash in a title makes the whole page such a string) at half the speed of
 * ICU's converter from UTF-16: 53 µs against 25 µs for a 34 KB page; for ASCII the two are equal.
 * ICU refuses a lone surrogate, which TextEncoder writes as U+FFFD: such a text takes that path
 * (docs/decisions/104-page-bytes-by-icu.md).
 */
export function utf8Bytes(text: string): Uint8Array<ArrayBuffer> {
  try {
    // A new Buffer of transcode's own: its memory is an ArrayBuffer, never a shared one.
    return transcode(Buffer.from(text, "utf16le"), "utf16le", "utf8") as Uint8Array<ArrayBuffer>;
  } catch {
    return encoder.encode(text);
  }
}
