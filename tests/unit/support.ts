import { randomBytes } from "node:crypto";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { SESSION_USER_KEY, sessionStorage } from "~/services/session.server";
import { takeToast } from "~/services/toast.server";
import { db } from "~db/client.server";
import { users } from "~db/schema";

export type TestUser = { id: number; uid: string; name: string; cookie: string };

/** Inserts an account and returns it with a signed session cookie, as if it had just logged in. */
export async function createUser(fields: { name?: string; walletAddress?: string | null } = {}): Promise<TestUser> {
  const uid = `test-${randomBytes(6).toString("hex")}`;
  const name = fields.name ?? `Tester ${uid.slice(-4)}`;
  const { id } = db
    .insert(users)
    .values({ uid, name, email: `${uid}@example.com`, walletAddress: fields.walletAddress ?? null })
    .returning({ id: users.id })
    .get();
  const session = await sessionStorage().getSession();
  session.set(SESSION_USER_KEY, id);
  const setCookie = await sessionStorage().commitSession(session);
  return { id, uid, name, cookie: setCookie.split(";")[0] };
}

export function randomWallet(): string {
  return `0x${randomBytes(20).toString("hex")}`;
}

type Handler<Args> = (args: Args) => Promise<Response> | Response;

/** Calls a loader the way a browser GET would, with the user's cookie when given. */
export async function get(loader: Handler<LoaderFunctionArgs>, path: string, user?: TestUser | null, params = {}) {
  const headers = new Headers();
  if (user) headers.set("Cookie", user.cookie);
  return callRoute(() => loader({ request: new Request(`http://localhost${path}`, { headers }), params, context: {} }));
}

/** Calls an action with a body (FormData, or a plain object sent as JSON). */
export async function post(
  action: Handler<ActionFunctionArgs>,
  path: string,
  body: FormData | ArrayBuffer | ReadableStream | Blob | string | Record<string, unknown>,
  user?: TestUser | null,
  params = {},
  extraHeaders: Record<string, string> = {},
) {
  const headers = new Headers(extraHeaders);
  if (user) headers.set("Cookie", user.cookie);
  let requestBody: BodyInit;
  if (body instanceof FormData || body instanceof ArrayBuffer || body instanceof ReadableStream || body instanceof Blob || typeof body === "string") {
    requestBody = body;
  } else {
    headers.set("Content-Type", "application/json");
    requestBody = JSON.stringify(body);
  }
  const request = new Request(`http://localhost${path}`, { method: "POST", headers, body: requestBody, duplex: "half" } as RequestInit);
  return callRoute(() => action({ request, params, context: {} }));
}

/** Loaders and actions may throw a Response (redirects, 404s): treat it as the answer. */
async function callRoute(run: () => Promise<Response> | Response): Promise<Response> {
  try {
    return await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

export function formOf(fields: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** The flash toast a response sets, read the way the next page's root loader would. */
export async function toastOf(response: Response) {
  const setCookie = response.headers.get("Set-Cookie") ?? "";
  const cookie = setCookie.split(/,(?=\s*__)/).find((part) => part.trim().startsWith("__toast="));
  if (!cookie) return null;
  const { toast } = await takeToast(new Request("http://localhost/", { headers: { Cookie: cookie.split(";")[0].trim() } }));
  return toast;
}
