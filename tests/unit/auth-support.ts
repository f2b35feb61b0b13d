import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { expect } from "vitest";

type Fields = Record<string, string | Blob | undefined>;
type RouteFunction = (args: ActionFunctionArgs & LoaderFunctionArgs) => Promise<Response> | Response;
type Options = { cookie?: string | null; params?: Record<string, string>; headers?: Record<string, string> };

/** Route functions throw redirects; tests look at them like any other response. */
async function settle(run: () => Promise<Response> | Response): Promise<Response> {
  try {
    return await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function headersOf({ cookie, headers }: Options) {
  const all = new Headers(headers);
  if (cookie) all.set("Cookie", cookie);
  return all;
}

/** Calls a route action the way a browser form post would. */
export function post(action: RouteFunction, path: string, fields: Fields, options: Options = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.append(name, value);
  const request = new Request(`http://localhost${path}`, { method: "POST", body, headers: headersOf(options) });
  return settle(() => action({ request, params: options.params ?? {}, context: {} }));
}

/** Calls a loader the way a page visit would. */
export function visit(loader: RouteFunction, path: string, options: Options = {}) {
  const request = new Request(`http://localhost${path}`, { headers: headersOf(options) });
  return settle(() => loader({ request, params: options.params ?? {}, context: {} }));
}

/** The `name=value` pairs a browser would send back after this response (an expired cookie is dropped). */
export function cookiesFrom(response: Response, previous: string | null = null): string {
  const jar = new Map<string, string>();
  for (const pair of previous?.split("; ").filter(Boolean) ?? []) {
    const at = pair.indexOf("=");
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  for (const header of response.headers.getSetCookie()) {
    const [pair, ...attributes] = header.split("; ");
    const at = pair.indexOf("=");
    const expired = attributes.some((a) => /^expires=Thu, 01 Jan 1970/i.test(a) || /^max-age=0$/i.test(a));
    if (expired) jar.delete(pair.slice(0, at));
    else jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

export function expectRedirect(response: Response, location: string) {
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe(location);
}

/** Field errors of a conform reply, e.g. { email: ["User not found"] }. */
export async function errorsOf(response: Response): Promise<Record<string, string[] | null>> {
  const reply = (await response.json()) as { error?: Record<string, string[] | null> };
  return reply.error ?? {};
}

let counter = 0;
/** A fresh email address per call, so tests never collide. */
export const freshEmail = (label = "fan") => `${label}.${process.pid}.${++counter}@example.com`;
