import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { config, getSessionSecret } from "~/config.server";

/** The key remix-auth's Authenticator stores the signed-in user under; we keep the user's row id there. */
export const SESSION_USER_KEY = "user";

type SessionData = { [SESSION_USER_KEY]: number };

let storage: ReturnType<typeof createSessionStorage> | undefined;

function createSessionStorage() {
  return createCookieSessionStorage<SessionData>({
    cookie: {
      name: "__session",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: config.cookieSecure,
      secrets: [getSessionSecret()],
      maxAge: 60 * 60 * 24 * 30,
    },
  });
}

/** The one session store (created on first use so the secret is read or generated lazily). */
export function sessionStorage() {
  return (storage ??= createSessionStorage());
}

export async function getUserId(request: Request): Promise<number | null> {
  const session = await sessionStorage().getSession(request.headers.get("Cookie"));
  const id = session.get(SESSION_USER_KEY);
  return typeof id === "number" && Number.isInteger(id) && id > 0 ? id : null;
}

/** The path (and query) of the request, for sending the visitor back after sign-in. */
export function currentUrl(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

export function loginUrl(redirectTo: string): string {
  return redirectTo && redirectTo !== "/" ? `/login?${new URLSearchParams({ redirectTo })}` : "/login";
}

/** Signed-out visitors are sent to /login and come back here afterwards. */
export async function requireUserId(request: Request): Promise<number> {
  const id = await getUserId(request);
  if (id === null) throw redirect(loginUrl(currentUrl(request)));
  return id;
}
