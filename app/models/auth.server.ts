import { createCookie, type AppLoadContext } from "@remix-run/node";
import { Authenticator } from "remix-auth";

// Routes take remix-auth's error class from here: importing remix-auth in a route module would
// pull the whole server runtime into the browser bundle.
export { AuthorizationError } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { GoogleStrategy } from "remix-auth-google";
import { config, getSessionSecret } from "~/config.server";
import { signInWithGoogle, verifyLogin } from "~/models/accounts.server";
import { SESSION_USER_KEY, sessionStorage } from "~/models/session.server";

let authenticator: Authenticator<number> | undefined;

/**
 * The one Authenticator: "form" checks an email and password, "google" (only when configured)
 * runs Google's OAuth flow. Both resolve to the users.id the session keeps.
 */
export function auth(): Authenticator<number> {
  if (authenticator) return authenticator;
  authenticator = new Authenticator<number>(sessionStorage(), { sessionKey: SESSION_USER_KEY, throwOnError: true });
  authenticator.use(
    new FormStrategy(async ({ form }) => verifyLogin(String(form.get("email") ?? "").trim(), String(form.get("password") ?? ""))),
  );
  if (config.google) {
    authenticator.use(
      new GoogleStrategy(
        {
          clientID: config.google.clientId,
          clientSecret: config.google.clientSecret,
          callbackURL: config.google.callbackUrl,
          prompt: "select_account",
        },
        async ({ profile }) =>
          signInWithGoogle({
            sub: profile._json.sub ?? profile.id,
            email: profile._json.email,
            emailVerified: profile._json.email_verified === true,
            name: profile._json.name ?? profile.displayName,
          }),
      ),
    );
  }
  return authenticator;
}

export const googleSignInEnabled = () => config.google !== null;

/** Where to go after Google sends the user back; kept in its own short-lived signed cookie. */
const returnToCookie = () =>
  createCookie("__return_to", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: config.cookieSecure,
    secrets: [getSessionSecret()],
    maxAge: 10 * 60,
  });

export async function rememberReturnTo(response: Response, to: string): Promise<Response> {
  response.headers.append("Set-Cookie", await returnToCookie().serialize(to));
  return response;
}

/** The remembered path (already sanitised when stored) and the header that forgets it. */
export async function takeReturnTo(request: Request): Promise<{ to: string; clear: string }> {
  const cookie = returnToCookie();
  const stored: unknown = await cookie.parse(request.headers.get("Cookie"));
  return { to: typeof stored === "string" ? stored : "/", clear: await cookie.serialize("", { maxAge: 0 }) };
}

/**
 * The client's address: from the trusted proxy's header (its last entry) when one is configured,
 * else the connection's own address as the web server saw it.
 */
export function clientAddress(request: Request, context: AppLoadContext): string | null {
  if (!config.clientAddressHeader) return context.clientAddress?.slice(0, 64) || null;
  const entries = request.headers.get(config.clientAddressHeader)?.split(",") ?? [];
  const last = entries[entries.length - 1]?.trim();
  return last ? last.slice(0, 64) : null;
}
