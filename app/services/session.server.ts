import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { eq, sql } from "drizzle-orm";
import { config, getSessionSecret } from "~/config.server";
import { redirectWithToast } from "~/services/toast.server";
import { db, prepared } from "~db/client.server";
import { users } from "~db/schema";

/** The key remix-auth's Authenticator stores the signed-in user under; we keep the user's row id there. */
export const SESSION_USER_KEY = "user";
/** When the session was signed in (ms); sessions older than the account's last password change are void. */
const SESSION_SIGNED_IN_AT_KEY = "signedInAt";

type SessionData = {
  [SESSION_USER_KEY]: number;
  [SESSION_SIGNED_IN_AT_KEY]: number;
  /** Kept by remix-auth during sign-in flows (the strategy name, Google's OAuth state). */
  [key: string]: unknown;
};

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

const sessionsValidFromQuery = prepared(() =>
  db
    .select({ validFrom: users.sessionsValidFrom })
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .prepare(),
);

export async function getUserId(request: Request): Promise<number | null> {
  const session = await sessionStorage().getSession(request.headers.get("Cookie"));
  const id = session.get(SESSION_USER_KEY);
  if (typeof id !== "number" || !Number.isInteger(id) || id < 1) return null;
  const account = sessionsValidFromQuery().get({ id });
  if (!account) return null;
  const signedInAt = session.get(SESSION_SIGNED_IN_AT_KEY);
  if (account.validFrom && !(typeof signedInAt === "number" && signedInAt >= account.validFrom.getTime())) return null;
  return id;
}

/** Pages that make no sense right after signing in (and /login itself would loop): go home instead. */
const ACCOUNT_PAGES = /^\/(login|signup|resetpass|logout|auth)(\/|\?|#|$)/i;

/** Where a signed-in user goes instead of `to` (an already same-site path). */
export const afterSignIn = (to: string) => (ACCOUNT_PAGES.test(to) ? "/" : to);

/** Signs the user in on this browser: a fresh session cookie, sent with a redirect (never back to an account page). */
export async function redirectSignedIn(request: Request, userId: number, to: string) {
  const session = await sessionStorage().getSession(request.headers.get("Cookie"));
  for (const key of Object.keys(session.data)) session.unset(key);
  session.set(SESSION_USER_KEY, userId);
  session.set(SESSION_SIGNED_IN_AT_KEY, Date.now());
  return redirect(afterSignIn(to), { headers: { "Set-Cookie": await sessionStorage().commitSession(session) } });
}

/** The Set-Cookie header that ends the session on this browser. */
export async function endSessionCookie(request: Request): Promise<string> {
  const session = await sessionStorage().getSession(request.headers.get("Cookie"));
  return sessionStorage().destroySession(session);
}

/** The path (and query) of the request, for sending the visitor back after sign-in. */
export function currentUrl(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

export function loginUrl(redirectTo: string): string {
  return redirectTo && redirectTo !== "/" ? `/login?${new URLSearchParams({ redirectTo })}` : "/login";
}

/**
 * Signed-out visitors are sent to /login and come back here afterwards. With `notice`, the login
 * page shows the spec's "Please Login to Continue" warning.
 */
export async function requireUserId(request: Request, options: { notice?: boolean } = {}): Promise<number> {
  const id = await getUserId(request);
  if (id !== null) return id;
  const to = loginUrl(currentUrl(request));
  throw options.notice ? await redirectWithToast(to, { kind: "info", text: "Please Login to Continue" }) : redirect(to);
}
