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

class FileTooLarge extends Error {}

function contentLength(request: Request): number | null {
  const header = request.headers.get("Content-Length");
  return header && /^\d+$/.test(header) ? Number(header) : null;
}

const tooLargeResponse = () => new Response("That request is too large.", { status: 413 });

/**
 * Streams a multipart body part by part and stops reading as soon as the file outgrows its limit
 * (or anything else looks oversized), so a huge upload is never held in memory.
 */
async function readMultipart(request: Request, limit: FileLimit): Promise<{ formData: FormData; fileTooLarge: boolean }> {
  const length = contentLength(request);
  if (length !== null && length > limit.maxBytes + MULTIPART_OVERHEAD) return { formData: new FormData(), fileTooLarge: true };
  const seen = new FormData();
  let parts = 0;
  const handler: UploadHandler = async ({ name, filename, contentType, data }) => {
    if (++parts > MAX_PARTS) throw tooLargeResponse();
    const isFile = typeof filename === "string";
    const max = isFile && name === limit.field ? limit.maxBytes : MAX_TEXT_PART;
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
    if (error instanceof TypeError) throw new Response("That form could not be read.", { status: 400 });
    throw error;
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

/**
 * The one action helper: parses a form post (or a JSON object body, for API-style calls) with a
 * zod schema. On failure the result carries `reply()` with the field errors the page re-renders
 * next to each field (with or without JavaScript); on success it carries the typed value.
 * With `file`, a multipart post is streamed and a file over its limit is refused with
 * `file.tooLarge` on that field before the rest of the body is read.
 */
export async function parseForm<Schema extends z.ZodType>(request: Request, schema: Schema, options?: { file?: FileLimit }) {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (contentType.startsWith("application/json")) return parseWithZod(await readJson(request), { schema });
  if (options?.file && contentType.startsWith("multipart/form-data")) {
    const limit = options.file;
    const { formData, fileTooLarge } = await readMultipart(request, limit);
    if (!fileTooLarge) return parseWithZod(formData, { schema });
    // A one-byte stand-in keeps the field's own checks quiet, so the size is the one message shown.
    formData.set(limit.field, new File([new Uint8Array(1)], "refused"));
    const refuse = schema.superRefine((_value, ctx) => {
      ctx.addIssue({ code: "custom", path: [limit.field], message: limit.tooLarge });
    });
    return parseWithZod(formData, { schema: refuse });
  }
  return parseWithZod(await request.formData(), { schema });
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

/** `?purchase=1`-style switches that open a panel without JavaScript. */
export const flagParam = z.literal("1");

/** One of a fixed set of values, e.g. a tab name. */
export const choiceParam = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values);

/** A URL slug as typed: letters, digits and dashes. */
export const slugParam = z.string().regex(/^[A-Za-z0-9-]{1,120}$/);
