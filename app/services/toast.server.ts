import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { config, getSessionSecret } from "~/config.server";
import { carriesCookie, TOAST_COOKIE } from "~/lib/cookie-names";

export type Toast = { kind: "success" | "error" | "info"; text: string };

/** The spec's warning for a signed-out visitor on a protected page or action, shown on /login. */
export const LOGIN_WARNING: Toast = { kind: "info", text: "Please Login to Continue" };

let storage: ReturnType<typeof createToastStorage> | undefined;

function createToastStorage() {
  return createCookieSessionStorage<Record<string, never>, { toast: Toast }>({
    cookie: {
      name: TOAST_COOKIE,
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: config.cookieSecure,
      secrets: [getSessionSecret()],
    },
  });
}

function toastStorage() {
  return (storage ??= createToastStorage());
}

/**
 * The one toast mechanism: a flash message carried by a cookie across a redirect, so it works
 * the same with and without JavaScript. The root loader reads it and the layout shows it.
 */
export async function redirectWithToast(url: string, toast: Toast, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastCookie(toast));
  return redirect(url, { ...init, headers });
}

/** The Set-Cookie value that carries `toast` to the next page the browser loads (for JSON replies followed by a client navigation). */
export async function toastCookie(toast: Toast): Promise<string> {
  const session = await toastStorage().getSession();
  session.flash("toast", toast);
  return toastStorage().commitSession(session);
}

/** Reads (and clears) the pending toast; the returned headers must go on the response. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const headers = new Headers();
  const cookie = request.headers.get("Cookie");
  if (!carriesCookie(cookie, TOAST_COOKIE)) return { toast: null, headers };
  const session = await toastStorage().getSession(cookie);
  const toast = session.get("toast") ?? null;
  if (toast) headers.append("Set-Cookie", await toastStorage().destroySession(session));
  return { toast, headers };
}
