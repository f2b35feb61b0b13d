import { eq } from "drizzle-orm";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~db/client.server";
import { sessions, users } from "~db/schema";
import { createAccount } from "~/models/accounts.server";
import { action as googleAction } from "~/routes/auth.google";
import { loader as googleCallback } from "~/routes/auth.google_.callback";
import { action as loginAction, loader as loginLoader } from "~/routes/login";
import { getUserId } from "~/models/session.server";
import { STANDARD_WALLET_MESSAGES } from "~/models/standard-wallet.server";
import { activeWallet } from "~/models/wallets.server";
import { action as walletAction } from "~/routes/wallet";
import { takeToast } from "~/services/toast.server";
import { GOOGLE_CLIENT, googleOAuth, type GoogleAccount } from "../mocks/google";
import { cookiesFrom, freshEmail, post, visit } from "./support";

vi.hoisted(() => {
  process.env.GOOGLE_CLIENT_ID = "test-client.apps.googleusercontent.com";
  process.env.GOOGLE_CLIENT_SECRET = "test-client-secret";
});

const google = googleOAuth();
const server = setupServer(...google.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

let subjects = 0;
const googleAccount = (overrides: Partial<GoogleAccount> = {}): GoogleAccount => ({
  sub: `1045${process.pid}${++subjects}`,
  email: freshEmail("google"),
  email_verified: true,
  name: "Lakshmi Narayanan",
  ...overrides,
});

/**
 * The whole browser round trip: press the Google button, follow the redirect to Google (which
 * sends the chosen account back with a code), then load our callback with the cookies we got.
 */
async function signInWithGoogle(account: GoogleAccount, redirectTo = "/") {
  google.choose(account);
  const start = await post(googleAction, "/auth/google", { redirectTo });
  expect(start.status).toBe(302);
  const toGoogle = new URL(start.headers.get("Location")!);
  expect(toGoogle.origin + toGoogle.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
  expect(toGoogle.searchParams.get("client_id")).toBe(GOOGLE_CLIENT.id);
  expect(toGoogle.searchParams.get("redirect_uri")).toBe("http://localhost/auth/google/callback");
  let cookie = cookiesFrom(start);

  const atGoogle = await fetch(toGoogle, { redirect: "manual" });
  expect(atGoogle.status).toBe(302);
  const callback = new URL(atGoogle.headers.get("Location")!);
  const done = await visit(googleCallback, callback.pathname + callback.search, { cookie });
  cookie = cookiesFrom(done, cookie);
  return { done, cookie, userId: await getUserId(new Request("http://localhost/", { headers: { Cookie: cookie } })) };
}

const rowsWithGoogleId = (sub: string) => db.select().from(users).where(eq(users.googleId, sub)).all();

describe("Google sign-in (Google's endpoints mocked with MSW)", () => {
  it("shows the button when configured", async () => {
    const page = await visit(loginLoader, "/login");
    expect(await page.json()).toMatchObject({ google: true });
  });

  it("creates the user on the first sign-in and finds the same one the second time", async () => {
    const account = googleAccount();
    const first = await signInWithGoogle(account, "/nftdetail/1");
    expect(first.done.status).toBe(302);
    expect(first.done.headers.get("Location")).toBe("/nftdetail/1");
    const created = rowsWithGoogleId(account.sub);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ name: account.name, email: account.email, passwordHash: null });
    expect(created[0].uid).toMatch(/^[A-Za-z0-9_-]{28}$/);
    expect(first.userId).toBe(created[0].id);

    const second = await signInWithGoogle({ ...account, name: "Renamed At Google" });
    expect(second.done.headers.get("Location")).toBe("/");
    expect(second.userId).toBe(created[0].id);
    expect(rowsWithGoogleId(account.sub)).toHaveLength(1);
    expect(db.select().from(users).where(eq(users.id, created[0].id)).get()!.name).toBe(account.name);
  });

  it("cuts a long Google name to 100 characters without leaving half of an emoji", async () => {
    const account = googleAccount({ name: `${"ல".repeat(99)}🔥 and more` });
    await signInWithGoogle(account);
    const [created] = rowsWithGoogleId(account.sub);
    expect(created.name).toBe("ல".repeat(99));
  });

  it("links a verified Google email to the existing password account, which keeps its password", async () => {
    const email = freshEmail("both");
    const created = await createAccount({ name: "Devi", phone: "+919800000001", email, password: "password for devi" });
    if (!created.ok) throw new Error("account not created");
    const account = googleAccount({ email: email.toUpperCase() });
    const result = await signInWithGoogle(account);
    expect(result.userId).toBe(created.id);
    expect(rowsWithGoogleId(account.sub).map((u) => u.id)).toEqual([created.id]);
    const byPassword = await post(loginAction, "/login", { email, password: "password for devi" });
    expect(byPassword.headers.get("Location")).toBe("/");
  });

  it("records how each session signed in, so only the Google sign-in of an account with both opens its standard wallet", async () => {
    const email = freshEmail("both-ways");
    const created = await createAccount({ name: "Meena", phone: "+919800000003", email, password: "password for meena" });
    if (!created.ok) throw new Error("account not created");
    const byGoogle = await signInWithGoogle(googleAccount({ email }));
    const byPassword = cookiesFrom(await post(loginAction, "/login", { email, password: "password for meena" }));
    const methods = db.select({ method: sessions.signInMethod }).from(sessions).where(eq(sessions.userId, created.id)).orderBy(sessions.id).all();
    expect(methods.map((row) => row.method)).toEqual(["google", "password"]);

    const refused = await post(walletAction, "/wallet", { intent: "google" }, { cookie: byPassword });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: STANDARD_WALLET_MESSAGES.signedInWithPassword });
    const opened = await post(walletAction, "/wallet", { intent: "google" }, { cookie: byGoogle.cookie });
    expect(opened.headers.get("Location")).toBe("/wallet");
    expect(activeWallet(created.id)?.kind).toBe("standard");
  });

  it("refuses an unverified Google email and leaves the password account alone", async () => {
    const email = freshEmail("unverified");
    const created = await createAccount({ name: "Ravi", phone: "+919800000002", email, password: "password for ravi" });
    if (!created.ok) throw new Error("account not created");
    const account = googleAccount({ email, email_verified: false });
    const result = await signInWithGoogle(account);
    expect(result.userId).toBeNull();
    expect(result.done.headers.get("Location")).toBe("/login");
    const { toast } = await takeToast(new Request("http://localhost/login", { headers: { Cookie: result.cookie } }));
    expect(toast).toMatchObject({ kind: "error", text: expect.stringContaining("Google has not verified this email address") });
    expect(rowsWithGoogleId(account.sub)).toHaveLength(0);
    expect(db.select().from(users).where(eq(users.id, created.id)).get()!.googleId).toBeNull();
  });

  it("refuses a callback whose state does not match the one we sent", async () => {
    google.choose(googleAccount());
    const start = await post(googleAction, "/auth/google", {});
    const cookie = cookiesFrom(start);
    const atGoogle = await fetch(start.headers.get("Location")!, { redirect: "manual" });
    const callback = new URL(atGoogle.headers.get("Location")!);
    callback.searchParams.set("state", "forged");
    const done = await visit(googleCallback, callback.pathname + callback.search, { cookie });
    expect(done.headers.get("Location")).toBe("/login");
    expect(await getUserId(new Request("http://localhost/", { headers: { Cookie: cookiesFrom(done, cookie) } }))).toBeNull();
  });

  it("refuses a code Google does not know (token exchange fails)", async () => {
    google.choose(googleAccount());
    const start = await post(googleAction, "/auth/google", {});
    const cookie = cookiesFrom(start);
    const state = new URL(start.headers.get("Location")!).searchParams.get("state")!;
    const done = await visit(googleCallback, `/auth/google/callback?code=made-up&state=${state}`, { cookie });
    expect(done.headers.get("Location")).toBe("/login");
    const { toast } = await takeToast(new Request("http://localhost/login", { headers: { Cookie: cookiesFrom(done, cookie) } }));
    expect(toast?.text).toBe("Google sign-in did not complete. Please try again.");
  });

  it("keeps only a same-site place to return to", async () => {
    const result = await signInWithGoogle(googleAccount(), "https://evil.example/");
    expect(result.done.headers.get("Location")).toBe("/");
  });
});
