import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { db } from "~db/client.server";
import { rateLimitHits, users } from "~db/schema";
import { ACCOUNT_MESSAGES, EMAIL_TAKEN } from "~/lib/validation/accounts";
import { createAccount } from "~/models/accounts.server";
import { RATE_RULES } from "~/models/rate-limits.server";
import { action as signupJson, loader as signupJsonGet } from "~/routes/auth.signup";
import { action as loginAction, loader as loginLoader } from "~/routes/login";
import { action as logoutAction } from "~/routes/logout";
import { action as signupAction, loader as signupLoader } from "~/routes/signup";
import { getUserId } from "~/models/session.server";
import { cookiesFrom, errorsOf, expectRedirect, freshEmail, post, visit } from "./support";

vi.hoisted(() => {
  // Tests stand in for a reverse proxy that reports the client's address.
  process.env.CLIENT_ADDRESS_HEADER = "x-forwarded-for";
});

const PASSWORD = "correct horse 9";

const userByEmail = (email: string) =>
  db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())).get();
const userCount = () => db.select({ n: sql<number>`count(*)` }).from(users).get()!.n;

function signupFields(overrides: Record<string, string> = {}) {
  return { name: "Priya Raman", phone: "+91 98765 43210", email: freshEmail(), password: PASSWORD, confirmPassword: PASSWORD, ...overrides };
}

async function account(email = freshEmail()) {
  const created = await createAccount({ name: "Arjun", phone: "+919876543210", email, password: PASSWORD });
  if (!created.ok) throw new Error("account not created");
  return { email, id: created.id };
}

async function signIn(email: string, password = PASSWORD, extra: Record<string, string> = {}, address = "203.0.113.7") {
  return post(loginAction, "/login", { email, password, ...extra }, { headers: { "X-Forwarded-For": address } });
}

describe("signup form", () => {
  it("creates the account, hashes the password and shows the spec's success message", async () => {
    const fields = signupFields();
    const response = await post(signupAction, "/signup", fields);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ loginHref: "/login", message: ACCOUNT_MESSAGES.signedUp });
    const stored = userByEmail(fields.email)!;
    expect(stored.name).toBe("Priya Raman");
    expect(stored.phone).toBe("+919876543210");
    expect(stored.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(stored.passwordHash).not.toContain(PASSWORD);
    expect(stored.uid).toMatch(/^[A-Za-z0-9_-]{28}$/);
  });

  it.each([
    ["98765 43210", "+919876543210"],
    ["098765-43210", "+919876543210"],
    ["+44 20 7946 0958", "+442079460958"],
    ["0044 20 7946 0958", "+442079460958"],
  ])("stores the phone %s as %s (+91 when no country code is typed)", async (typed, stored) => {
    const fields = signupFields({ phone: typed });
    expect((await post(signupAction, "/signup", fields)).status).toBe(200);
    expect(userByEmail(fields.email)!.phone).toBe(stored);
  });

  it("keeps where to go after logging in, same-site only", async () => {
    const kept = await post(signupAction, "/signup", signupFields({ redirectTo: "/nftdetail/3" }));
    expect(await kept.json()).toMatchObject({ loginHref: "/login?redirectTo=%2Fnftdetail%2F3" });
    const refused = await post(signupAction, "/signup", signupFields({ redirectTo: "https://evil.example/" }));
    expect(await refused.json()).toMatchObject({ loginHref: "/login" });
  });

  it("refuses an email that is taken, in any letter case, and stores nothing", async () => {
    const { email } = await account();
    const before = userCount();
    const response = await post(signupAction, "/signup", signupFields({ email: email.toUpperCase() }));
    expect(response.status).toBe(409);
    expect((await errorsOf(response)).email).toEqual([EMAIL_TAKEN]);
    expect(userCount()).toBe(before);
  });

  it.each([
    ["every field empty", { name: "", phone: "", email: "", password: "", confirmPassword: "" }, ["name", "phone", "email", "password"]],
    ["no fields at all", {}, ["name", "phone", "email", "password"]],
    ["an 8-character password", { password: "12345678", confirmPassword: "12345678" }, ["password"]],
    ["a confirmation that does not match", { confirmPassword: `${PASSWORD}x` }, ["confirmPassword"]],
    ["a malformed email", { email: "priya@" }, ["email"]],
    ["a 10,000-character name", { name: "x".repeat(10_000) }, ["name"]],
    ["a 10,000-character password", { password: "x".repeat(10_000), confirmPassword: "x".repeat(10_000) }, ["password"]],
    ["a 10,000-character email", { email: `${"a".repeat(10_000)}@example.com` }, ["email"]],
    ["letters for a phone", { phone: "call me maybe" }, ["phone"]],
    ["a too-short phone", { phone: "+91 12" }, ["phone"]],
  ])("refuses %s with messages and stores nothing", async (_label, overrides, invalid) => {
    const before = userCount();
    const fields = Object.keys(overrides).length ? signupFields(overrides) : {};
    const response = await post(signupAction, "/signup", fields);
    expect(response.status).toBe(400);
    const errors = await errorsOf(response);
    for (const field of invalid) expect(errors[field]?.length, field).toBeGreaterThan(0);
    expect(userCount()).toBe(before);
  });

  it("uses the spec's texts for a bad email and a mismatched confirmation, and never echoes passwords", async () => {
    const response = await post(signupAction, "/signup", signupFields({ email: "not-an-email", confirmPassword: "something else" }));
    const { result: reply } = (await response.json()) as { result: { error: Record<string, string[]>; initialValue?: Record<string, unknown> } };
    expect(reply.error.email).toEqual([ACCOUNT_MESSAGES.invalidEmail]);
    expect(reply.error.confirmPassword).toEqual([ACCOUNT_MESSAGES.passwordMismatch]);
    expect(JSON.stringify(reply)).not.toContain(PASSWORD);
  });

  it("refuses a file where text belongs", async () => {
    const response = await post(signupAction, "/signup", { ...signupFields(), name: new Blob(["x"]) });
    expect(response.status).toBe(400);
    expect((await errorsOf(response)).name?.length).toBeGreaterThan(0);
  });

  it("stores a script tag in the name as plain text", async () => {
    const name = '<script>alert("x")</script>';
    const fields = signupFields({ name });
    expect((await post(signupAction, "/signup", fields)).status).toBe(200);
    expect(userByEmail(fields.email)!.name).toBe(name);
  });

  it("sends a signed-in user home", async () => {
    const { email } = await account();
    const cookie = cookiesFrom(await signIn(email));
    expectRedirect(await visit(signupLoader, "/signup", { cookie }), "/");
  });
});

describe("POST /auth/signup (JSON)", () => {
  const call = (body: string, contentType = "application/json") =>
    post(signupJson, "/auth/signup", body, { headers: { "Content-Type": contentType } });
  const payload = (overrides: Record<string, unknown> = {}) =>
    JSON.stringify({ name: "Kavya", email: freshEmail("json"), password: PASSWORD, phone: "9876543210", ...overrides });

  it("answers 200 with the new uid and creates the account with +91", async () => {
    const body = payload();
    const response = await call(body);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { uid: string; message: string };
    expect(answer.message).toBe(ACCOUNT_MESSAGES.signedUp);
    const stored = userByEmail(JSON.parse(body).email)!;
    expect(stored.uid).toBe(answer.uid);
    expect(stored.phone).toBe("+919876543210");
  });

  it("answers 409 for a taken email in any case", async () => {
    const { email } = await account();
    const response = await call(payload({ email: email.toUpperCase() }));
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toBe(EMAIL_TAKEN);
  });

  it.each([
    ["a short password", payload({ password: "short" }), 400, "password"],
    ["a missing name", payload({ name: undefined }), 400, "name"],
    ["a number for the email", payload({ email: 42 }), 400, "email"],
    ["an array for the phone", payload({ phone: ["+91"] }), 400, "phone"],
    ["a huge name", payload({ name: "x".repeat(10_000) }), 400, "name"],
    ["a JSON array", "[]", 400, "body"],
    ["null", "null", 400, "body"],
  ])("answers %s with a 4xx and a message", async (_label, body, status, field) => {
    const before = userCount();
    const response = await call(body);
    expect(response.status).toBe(status);
    const answer = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(answer.message.length).toBeGreaterThan(0);
    expect(answer.errors[field]?.length).toBeGreaterThan(0);
    expect(userCount()).toBe(before);
  });

  it("refuses broken JSON, other content types, oversized bodies and GET", async () => {
    expect((await call("{name:")).status).toBe(400);
    expect((await call(payload(), "text/plain")).status).toBe(415);
    expect((await call(payload({ name: "x".repeat(20_000) }))).status).toBe(413);
    expect((await signupJsonGet()).status).toBe(405);
  });
});

describe("login", () => {
  it("signs in, keeps the user id in the session and returns to a same-site redirectTo", async () => {
    const { email, id } = await account();
    const response = await signIn(email.toUpperCase(), PASSWORD, { redirectTo: "/nftdetail/2?bid=1" });
    expectRedirect(response, "/nftdetail/2?bid=1");
    const cookie = cookiesFrom(response);
    expect(await getUserId(new Request("http://localhost/", { headers: { Cookie: cookie } }))).toBe(id);
  });

  it.each(["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)"])(
    "refuses the off-site redirectTo %s and goes to /",
    async (redirectTo) => {
      const { email } = await account();
      expectRedirect(await signIn(email, PASSWORD, { redirectTo }), "/");
    },
  );

  it("shows the spec's messages", async () => {
    const { email } = await account();
    const invalid = await signIn("not an email", PASSWORD);
    expect(invalid.status).toBe(400);
    expect((await errorsOf(invalid)).email).toEqual([ACCOUNT_MESSAGES.invalidEmail]);
    const unknown = await signIn(freshEmail("nobody"), PASSWORD);
    expect(unknown.status).toBe(401);
    expect((await errorsOf(unknown)).email).toEqual([ACCOUNT_MESSAGES.userNotFound]);
    const wrong = await signIn(email, "not the password");
    expect(wrong.status).toBe(401);
    expect((await errorsOf(wrong)).password).toEqual([ACCOUNT_MESSAGES.wrongPassword]);
    expect(wrong.headers.get("Set-Cookie") ?? "").not.toContain("__session=");
  });

  it.each([
    ["empty fields", { email: "", password: "" }],
    ["no fields", {}],
    ["a 10,000-character password", { email: "a@example.com", password: "x".repeat(10_000) }],
    ["a 10,000-character email", { email: `${"a".repeat(10_000)}@example.com`, password: PASSWORD }],
  ])("refuses %s with a 400", async (_label, fields) => {
    const response = await post(loginAction, "/login", fields);
    expect(response.status).toBe(400);
    expect(Object.values(await errorsOf(response)).flat().length).toBeGreaterThan(0);
  });

  it("sends a signed-in user who opens /login on to the page they came from", async () => {
    const { email } = await account();
    const cookie = cookiesFrom(await signIn(email));
    expectRedirect(await visit(loginLoader, "/login?redirectTo=%2Fwallet", { cookie }), "/wallet");
    expectRedirect(await visit(loginLoader, "/login?redirectTo=%2F%2Fevil.example", { cookie }), "/");
    // Back to /login itself would loop: account pages send the user home instead.
    expectRedirect(await visit(loginLoader, "/login?redirectTo=%2FLogin%3FredirectTo%3D%252F", { cookie }), "/");
    expectRedirect(await signIn(email, PASSWORD, { redirectTo: "/signup" }), "/");
    const visitor = await visit(loginLoader, "/login?redirectTo=%2Fwallet");
    expect(await visitor.json()).toMatchObject({ redirectTo: "/wallet", google: false });
  });
});

describe("sign-in limits", () => {
  const perPair = RATE_RULES.signInFailuresPerAccountAndAddress;
  const perAddress = RATE_RULES.signInFailuresPerAddress;
  const perAccount = RATE_RULES.signInFailuresPerAccount;

  it(`pauses an account on one address after ${perPair.limit} failures, even for the right password, and says when to retry`, async () => {
    const { email } = await account();
    for (let i = 0; i < perPair.limit; i++) expect((await signIn(email, "wrong password", {}, "198.51.100.7")).status).toBe(401);
    const blocked = await signIn(email, PASSWORD, {}, "198.51.100.7");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);
    const { result: reply } = (await blocked.json()) as { result: { error: Record<string, string[]> } };
    expect(reply.error[""]).toEqual(["Too many failed sign-in attempts. Please try again in 15 minutes."]);
    expect(blocked.headers.get("Set-Cookie") ?? "").not.toContain("__session=");
  });

  it(`${perPair.limit} wrong passwords from one address do not lock the owner out from another`, async () => {
    const { email } = await account();
    for (let i = 0; i < perPair.limit; i++) await signIn(email, "wrong password", {}, "198.51.100.66");
    expect((await signIn(email, PASSWORD, {}, "198.51.100.66")).status).toBe(429);
    expectRedirect(await signIn(email, PASSWORD, {}, "198.51.100.67"), "/");
  });

  it(`stops a spray from many addresses at the per-account ceiling of ${perAccount.limit}`, async () => {
    const { email } = await account();
    const now = Date.now();
    db.insert(rateLimitHits)
      .values(Array.from({ length: perAccount.limit }, () => ({ rule: perAccount.name, key: email, at: new Date(now) })))
      .run();
    expect((await signIn(email, PASSWORD, {}, "198.51.100.200")).status).toBe(429);
  });

  it("opens again once the failures are older than the window (kept in the database)", async () => {
    const { email } = await account();
    for (let i = 0; i < perPair.limit; i++) await signIn(email, "wrong password");
    expect((await signIn(email, PASSWORD)).status).toBe(429);
    db.update(rateLimitHits)
      .set({ at: new Date(Date.now() - perPair.windowMs - 1000) })
      .where(eq(rateLimitHits.key, `${email}|203.0.113.7`))
      .run();
    expectRedirect(await signIn(email, PASSWORD), "/");
  });

  it(`pauses an address after ${perAddress.limit} failures across accounts, leaving other addresses alone`, async () => {
    const address = "192.0.2.44";
    for (let i = 0; i < perAddress.limit; i++) await signIn(freshEmail("spray"), "guess-guess", {}, address);
    const { email } = await account();
    expect((await signIn(email, PASSWORD, {}, address)).status).toBe(429);
    expectRedirect(await signIn(email, PASSWORD, {}, "192.0.2.45"), "/");
  });

  it("a successful sign-in clears the account's failures on that address", async () => {
    const { email } = await account();
    for (let i = 0; i < perPair.limit - 1; i++) await signIn(email, "wrong password", {}, "10.9.9.9");
    expectRedirect(await signIn(email, PASSWORD, {}, "10.9.9.9"), "/");
    expect((await signIn(email, "wrong password", {}, "10.9.9.9")).status).toBe(401);
    expect((await signIn(email, PASSWORD, {}, "10.9.9.9")).status).toBe(302);
  });
});

describe("logout", () => {
  it("ends the session and goes home", async () => {
    const { email } = await account();
    const cookie = cookiesFrom(await signIn(email));
    const response = await post(logoutAction, "/logout", {}, { cookie });
    expectRedirect(response, "/");
    const after = cookiesFrom(response, cookie);
    expect(await getUserId(new Request("http://localhost/", { headers: { Cookie: after } }))).toBeNull();
  });
});
