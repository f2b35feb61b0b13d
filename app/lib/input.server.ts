import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";

/**
 * The one action helper: parses a form post with a zod schema. On failure the result carries
 * `reply()` with the field errors the page re-renders next to each field (with or without
 * JavaScript); on success it carries the typed value.
 */
export async function parseForm<Schema extends z.ZodType>(request: Request, schema: Schema) {
  const formData = await request.formData();
  return parseWithZod(formData, { schema });
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
