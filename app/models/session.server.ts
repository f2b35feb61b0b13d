import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { config, getSessionSecret } from "~/config.server";
import { keepAtMost } from "~/lib/memo.server";
import { carriesCookie, SESSION_COOKIE } from "~/lib/cookie-names";
import { isTokenShaped } from "~/lib/tokens.server";
import { revokeSession, sessionByToken, startSession, type ActiveSession } from "~/models/sessions.server";
import { redirectWithToast } from "~/services/toast.server";
import type { SignInMethod } from "~db/schema";

/**
 * The key remix-auth's Authenticator is given for its session; our sign-in writes the session
 * token under SESSION_TOKEN_KEY instead, and the server-side session row says who it belongs to.
 */
export const SESSION_USER_KEY = "user";
const SESSION_TOKEN_KEY = "sid";

type SessionData = {
  [SESSION_TOKEN_KEY]: string;
  /** Kept by remix-auth during sign-in flows (the strategy name, Google's OAuth state). */
  [key: string]: unknown;
};

let storage: ReturnType<typeof createSessionStorage> | undefined;

function createSessionStorage() {
  return createCookieSessionStorage<SessionData>({
    cookie: {
      name: SESSION_COOKIE,
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: config.cookieSecure,
      secrets: [getSessionSecret()],
      maxAge: Math.floor(config.sessionLifetime.maxMs / 1000),
    },
  });
}

/** The one session store (created on first use so the secret is read or generated lazily). */
export function sessionStorage() {
  return (storage ??= createSessionStorage());
}

/**
 * Several loaders may ask about the same request: look the session up once per request. Remix hands
 * each loader its own copy of the request, and every copy carries the request's one signal, so the
 * loaders of a page (GET) share the lookup through it. An action's request keeps its own: the
 * loaders that run after it see the session as the action left it.
 */
const sessionOfRequest = new WeakMap<Request | AbortSignal, Promise<ActiveSession | null>>();

/**
 * Cookie headers this worker has verified, with the session token each carries (null: none).
 * Checking the signature and decoding the cookie cost an HMAC and three parses on every signed-in
 * request, and give the same answer for the same header while the secret stands (it is read once,
 * at start). The session row is still checked on every request, so a revoked session ends at once.
 * Bounded twice: the oldest header is dropped first, and a long header is verified every time
 * (docs/decisions/103-session-cookie-checked-once-per-header.md).
 */
const KEPT_SESSION_COOKIES = 2_000;
const KEPT_COOKIE_MAX_LENGTH = 1_000;
const tokenOfCookie = new Map<string, string | null>();

async function sessionTokenOf(cookie: string): Promise<string | null> {
  const kept = tokenOfCookie.get(cookie);
  if (kept !== undefined) return kept;
  const value = (await sessionStorage().getSession(cookie)).get(SESSION_TOKEN_KEY);
  const token = isTokenShaped(value) ? value : null;
  if (cookie.length <= KEPT_COOKIE_MAX_LENGTH) keepAtMost(tokenOfCookie, KEPT_SESSION_COOKIES, cookie, token);
  return token;
}

async function lookUpSession(request: Request): Promise<ActiveSession | null> {
  const cookie = request.headers.get("Cookie");
  // Most requests are visitors': no session cookie, nothing to parse or verify.
  if (cookie === null || !carriesCookie(cookie, SESSION_COOKIE)) return null;
  const token = await sessionTokenOf(cookie);
  return token ? sessionByToken(token) : null;
}

/** The signed-in session of this request (with its user), or null for a visitor or an ended session. */
export function currentSession(request: Request): Promise<ActiveSession | null> {
  const key = request.method === "GET" ? request.signal : request;
  let found = sessionOfRequest.get(key);
  if (!found) sessionOfRequest.set(key, (found = lookUpSession(request)));
  return found;
}

export async function getUserId(request: Request): Promise<number | null> {
  return (await currentSession(request))?.user.id ?? null;
}

/** Pages that make no sense right after signing in (and /login itself would loop): go home instead. */
const ACCOUNT_PAGES = /^\/(login|signup|resetpass|logout|auth)(\/|\?|#|$)/i;

/** Where a signed-in user goes instead of `to` (an already same-site path). */
export const afterSignIn = (to: string) => (ACCOUNT_PAGES.test(to) ? "/" : to);

/** A new session for the account on this browser, signed in by `method`, as the Set-Cookie header that carries its token. */
export async function signInCookie(request: Request, userId: number, address: string | null, method: SignInMethod): Promise<string> {
  const session = await sessionStorage().getSession(request.headers.get("Cookie"));
  for (const key of Object.keys(session.data)) session.unset(key);
  session.set(SESSION_TOKEN_KEY, startSession(userId, { userAgent: request.headers.get("User-Agent"), address, method }));
  return sessionStorage().commitSession(session);
}

/**
 * Signs the user in on this browser: a new server-side session and a cookie carrying its token,
 * sent with a redirect (never back to an account page). Any session the browser had is ended.
 */
export async function redirectSignedIn(request: Request, userId: number, to: string, address: string | null, method: SignInMethod) {
  const previous = await currentSession(request);
  if (previous) revokeSession(previous.id);
  return redirect(afterSignIn(to), { headers: { "Set-Cookie": await signInCookie(request, userId, address, method) } });
}

/** Ends the session on the server (a copied cookie stops working) and returns the header that clears the cookie. */
export async function endSession(request: Request): Promise<string> {
  const active = await currentSession(request);
  if (active) revokeSession(active.id);
  const session = await sessionStorage().getSession(request.headers.get("Cookie"));
  return sessionStorage().destroySession(session);
}

/**
 * The longest address a visitor is sent back to. Only a crafted URL is longer, and handed on as
 * `redirectTo` (encoded again) it would make a Location header beyond what clients and proxies
 * read (node's 16 KB): such a request goes back to its path alone, or home.
 */
const RETURN_PATH_MAX = 2_000;

/** The path (and query) of the request, for sending the visitor back after sign-in. */
export function currentUrl(request: Request): string {
  const url = new URL(request.url);
  const here = `${url.pathname}${url.search}`;
  if (here.length <= RETURN_PATH_MAX) return here;
  return url.pathname.length <= RETURN_PATH_MAX ? url.pathname : "/";
}

export function loginUrl(redirectTo: string): string {
  return redirectTo && redirectTo !== "/" ? `/login?${new URLSearchParams({ redirectTo })}` : "/login";
}

/**
 * Signed-out visitors are sent to /login and come back here afterwards. With `notice`, the login
 * page shows the spec's "Please Login to Continue" warning.
 */
export async function requireSession(request: Request, options: { notice?: boolean } = {}): Promise<ActiveSession> {
  const session = await currentSession(request);
  if (session) return session;
  const to = loginUrl(currentUrl(request));
  throw options.notice ? await redirectWithToast(to, { kind: "info", text: "Please Login to Continue" }) : redirect(to);
}

export async function requireUserId(request: Request, options: { notice?: boolean } = {}): Promise<number> {
  return (await requireSession(request, options)).user.id;
}
