import { parseWithZod } from "@conform-to/zod/v4";
import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { z } from "zod";

/** One file field of a multipart post, with the most bytes it may hold and what to say beyond that. */
export type FileLimit = { field: string; maxBytes: number; tooLarge: string };

/** Room for the multipart boundaries, part headers and a few small text fields around one file. */
const MULTIPART_OVERHEAD = 64 * 1024;
const MAX_TEXT_PART = 16 * 1024;
const MAX_PARTS = 20;
const MAX_JSON_BODY = 16 * 1024;

/**
 * What the web server (app/services/http-guards.server.ts) reads of any request body at most,
 * refusing more with 413 before Remix sees it: 64 KB for forms and JSON, and for multipart
 * posts a ceiling well above the 5 MB image limit, so an image slightly too large still gets the
 * field's own message from the upload reader below.
 */
export const BODY_LIMITS = { form: 64 * 1024, multipart: 16 * 1024 * 1024 } as const;

class FileTooLarge extends Error {}

function contentLength(request: Request): number | null {
  const header = request.headers.get("Content-Length");
  return header && /^\d+$/.test(header) ? Number(header) : null;
}

const tooLargeResponse = () => new Response("That request is too large.", { status: 413 });
const unreadable = () => new Response("That form could not be read.", { status: 400 });
const unsupportedType = () =>
  new Response("Send the form as application/x-www-form-urlencoded, multipart/form-data or a JSON object.", { status: 415 });

/**
 * Streams a multipart body part by part and stops reading as soon as the file outgrows its limit
 * (or anything else looks oversized), so a huge upload is never held in memory.
 */
async function readMultipart(request: Request, limit: FileLimit | null): Promise<{ formData: FormData; fileTooLarge: boolean }> {
  const length = contentLength(request);
  const largest = limit ? limit.maxBytes + MULTIPART_OVERHEAD : MULTIPART_OVERHEAD;
  if (length !== null && length > largest) {
    if (limit) return { formData: new FormData(), fileTooLarge: true };
    throw tooLargeResponse();
  }
  if (!/;\s*boundary=/i.test(request.headers.get("Content-Type") ?? "")) throw unreadable();
  const seen = new FormData();
  let parts = 0;
  const handler: UploadHandler = async ({ name, filename, contentType, data }) => {
    if (++parts > MAX_PARTS) throw tooLargeResponse();
    const isFile = typeof filename === "string";
    const max = isFile && name === limit?.field ? limit.maxBytes : MAX_TEXT_PART;
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    let size = 0;
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size > max) {
        if (max === MAX_TEXT_PART) throw tooLargeResponse();
        throw new FileTooLarge();
      }
      chunks.push(new Uint8Array(chunk));
    }
    if (isFile) return new File(chunks, filename, { type: contentType });
    const text = new TextDecoder().decode(Buffer.concat(chunks));
    seen.append(name, text);
    return text;
  };
  try {
    return { formData: await unstable_parseMultipartFormData(request, handler), fileTooLarge: false };
  } catch (error) {
    if (error instanceof FileTooLarge) return { formData: seen, fileTooLarge: true };
    if (error instanceof Response) throw error;
    // A missing boundary, a truncated part or a body cut off by the web server's limit.
    throw unreadable();
  }
}

/**
 * A JSON body as it was sent (numbers stay numbers), for API routes whose schema checks types:
 * refused by status when it is not JSON (415), larger than `maxBytes` (413) or unparsable (400).
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<{ ok: true; body: unknown } | { ok: false; status: 400 | 413 | 415 }> {
  if (!/^application\/json\b/i.test(request.headers.get("Content-Type") ?? "")) return { ok: false, status: 415 };
  const length = contentLength(request);
  if (length !== null && length > maxBytes) return { ok: false, status: 413 };
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes) return { ok: false, status: 413 };
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false, status: 400 };
  }
}

/** A JSON object body as form fields (top-level strings, numbers and booleans), so one schema serves both. */
async function readJson(request: Request): Promise<FormData> {
  const length = contentLength(request);
  if (length !== null && length > MAX_JSON_BODY) throw tooLargeResponse();
  const text = await request.text();
  if (text.length > MAX_JSON_BODY) throw tooLargeResponse();
  const formData = new FormData();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return formData;
  }
  if (body && typeof body === "object" && !Array.isArray(body)) {
    for (const [name, value] of Object.entries(body)) {
      if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
        formData.append(name, String(value));
      }
    }
  }
  return formData;
}

const mediaType = (request: Request) => (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();

/**
 * The one way a post's body becomes form fields: url-encoded and multipart forms, or a JSON
 * object (for API-style calls). A body of any other type is refused with 415, and one that
 * cannot be parsed with 400, so no action ever sees it.
 */
export async function readFormData(request: Request, file: FileLimit | null = null): Promise<{ formData: FormData; fileTooLarge: boolean }> {
  const type = mediaType(request);
  if (type === "application/json") return { formData: await readJson(request), fileTooLarge: false };
  if (type === "multipart/form-data") return readMultipart(request, file);
  if (type === "application/x-www-form-urlencoded") {
    try {
      return { formData: await request.formData(), fileTooLarge: false };
    } catch {
      throw unreadable();
    }
  }
  if (type === "" && (await request.arrayBuffer()).byteLength === 0) return { formData: new FormData(), fileTooLarge: false };
  throw unsupportedType();
}

/** Parsed fields as a url-encoded request, for code that reads `request.formData()` itself (remix-auth's form strategy). */
export function asFormRequest(request: Request, fields: Record<string, string>): Request {
  const body = new URLSearchParams(fields);
  const headers = new Headers(request.headers);
  headers.set("Content-Type", "application/x-www-form-urlencoded");
  headers.delete("Content-Length");
  return new Request(request.url, { method: request.method, headers, body });
}

/**
 * The one action helper: parses a post (see readFormData) with a zod schema. On failure the
 * result carries `reply()` with the field errors the page re-renders next to each field (with or
 * without JavaScript); on success it carries the typed value.
 * With `file`, a multipart post is streamed and a file over its limit is refused with
 * `file.tooLarge` on that field before the rest of the body is read.
 */
export async function parseForm<Schema extends z.ZodType>(request: Request, schema: Schema, options?: { file?: FileLimit }) {
  const limit = options?.file ?? null;
  const { formData, fileTooLarge } = await readFormData(request, limit);
  if (!limit || !fileTooLarge) return parseWithZod(formData, { schema });
  // A one-byte stand-in keeps the field's own checks quiet, so the size is the one message shown.
  formData.set(limit.field, new File([new Uint8Array(1)], "refused"));
  const refuse = schema.superRefine((_value, ctx) => {
    ctx.addIssue({ code: "custom", path: [limit.field], message: limit.tooLarge });
  });
  return parseWithZod(formData, { schema: refuse });
}

/** Reads query-string filters: each value that fails its schema is dropped and reported. */
export function parseQuery<Shape extends Record<string, z.ZodType>>(url: URL, shape: Shape) {
  const value: Record<string, unknown> = {};
  const ignored: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    const raw = url.searchParams.get(key);
    if (raw === null || raw === "") continue;
    const parsed = field.safeParse(raw);
    if (parsed.success) value[key] = parsed.data;
    else ignored.push(key);
  }
  return { value: value as { [K in keyof Shape]?: z.output<Shape[K]> }, ignored };
}

/** `?page=N` of a paginated list: a whole number from 1 to `max`. */
export const pageParam = (max: number) => z.coerce.number().int().min(1).max(max);

/** The page of a list without other filters that a request asks for: its `?page=N`, or the first when it has none or one that is not a page (`?page=abc`). */
export const pageOf = (request: Request, max = 100_000): number => parseQuery(new URL(request.url), { page: pageParam(max) }).value.page ?? 1;

/** `?purchase=1`-style switches that open a panel without JavaScript. */
export const flagParam = z.literal("1");

/** One of a fixed set of values, e.g. a tab name. */
export const choiceParam = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values);

/** `?token=N`: which token (edition) of a collectible is meant. */
export const tokenParam = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/**
 * Text typed into a search or filter box: trimmed, 1 to 80 characters, no control characters. A
 * NUL would end an FTS5 query early (docs/decisions/090-title-search-fts5.md), and no title or name
 * holds one: such a value is ignored and reported like any other bad filter.
 */
export const searchTextParam = z.string().trim().min(1).max(80).regex(/^\P{Cc}*$/u);

/** A URL slug as typed: letters, digits and dashes. */
export const slugParam = z.string().regex(/^[A-Za-z0-9-]{1,120}$/);
