import { http, HttpResponse } from "msw";

/** A Google account as Google's userinfo endpoint describes it. */
export type GoogleAccount = { sub: string; email: string; email_verified: boolean; name: string };

export const GOOGLE_CLIENT = { id: "test-client.apps.googleusercontent.com", secret: "test-client-secret" };

/**
 * A stand-in for Google's OAuth endpoints: the account chooser (authorisation redirect), the token
 * exchange and userinfo. `choose(account)` decides who "picks" their account at the next sign-in.
 */
export function googleOAuth() {
  const codes = new Map<string, GoogleAccount>();
  const tokens = new Map<string, GoogleAccount>();
  let chosen: GoogleAccount | null = null;
  let issued = 0;

  const handlers = [
    http.get("https://accounts.google.com/o/oauth2/v2/auth", ({ request }) => {
      const url = new URL(request.url);
      const redirectUri = url.searchParams.get("redirect_uri");
      const state = url.searchParams.get("state");
      if (url.searchParams.get("client_id") !== GOOGLE_CLIENT.id || !redirectUri || !state || !chosen) {
        return HttpResponse.text("invalid_request", { status: 400 });
      }
      if (url.searchParams.get("response_type") !== "code" || !url.searchParams.get("scope")?.includes("email")) {
        return HttpResponse.text("invalid_scope", { status: 400 });
      }
      const code = `code-${++issued}`;
      codes.set(code, chosen);
      const back = new URL(redirectUri);
      back.search = new URLSearchParams({ code, state }).toString();
      return new HttpResponse(null, { status: 302, headers: { Location: back.toString() } });
    }),
    http.post("https://oauth2.googleapis.com/token", async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const account = codes.get(form.get("code") ?? "");
      const clientOk = form.get("client_id") === GOOGLE_CLIENT.id && form.get("client_secret") === GOOGLE_CLIENT.secret;
      if (!account || !clientOk || form.get("grant_type") !== "authorization_code") {
        return HttpResponse.json({ error: "invalid_grant" }, { status: 400 });
      }
      codes.delete(form.get("code")!);
      const accessToken = `token-${++issued}`;
      tokens.set(accessToken, account);
      return HttpResponse.json({ access_token: accessToken, expires_in: 3599, token_type: "Bearer", scope: "openid email profile", id_token: "unused" });
    }),
    http.get("https://www.googleapis.com/oauth2/v3/userinfo", ({ request }) => {
      const account = tokens.get(request.headers.get("Authorization")?.replace(/^Bearer /, "") ?? "");
      if (!account) return HttpResponse.json({ error: "invalid_token" }, { status: 401 });
      return HttpResponse.json({ ...account, given_name: account.name.split(" ")[0], family_name: "", picture: "", locale: "en" });
    }),
  ];

  return {
    handlers,
    choose(account: GoogleAccount) {
      chosen = account;
    },
  };
}
