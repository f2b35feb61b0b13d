import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { createAccount } from "~/models/accounts.server";
import { RATE_RULES } from "~/models/rate-limits.server";
import { action as signupJson } from "~/routes/auth.signup";
import { action as confirmEmailAction, loader as confirmEmailLoader } from "~/routes/confirm_email.$token";
import { action as contactAction } from "~/routes/contact";
import { action as editAction, loader as editLoader } from "~/routes/edit_profile";
import { action as newsletterAction } from "~/routes/footer";
import { action as loginAction } from "~/routes/login";
import { action as logoutAction } from "~/routes/logout";
import { action as profileEditAction } from "~/routes/profile.edit_profile";
import { loader as profileLoader } from "~/routes/profile._index";
import { action as signOutOthersAction } from "~/routes/profile.sessions";
import { action as resetAction } from "~/routes/resetpass";
import { action as signupAction } from "~/routes/signup";
import { getUserId } from "~/models/session.server";
import { db } from "~db/client.server";
import { accountTokens, contactMessages, newsletterSignups, sessions, users } from "~db/schema";
import { cookiesFrom, createUser, errorsOf, expectRedirect, freshEmail, post, postJson, toastOf, visit } from "./support";

const PASSWORD = "saffron kite 42";
const PHONE_UA = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const LAPTOP_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";

async function account(email = freshEmail("secure")) {
  const created = await createAccount({ name: "Meena", phone: "+919812345678", email, password: PASSWORD });
  if (!created.ok) throw new Error("account not created");
  return { id: created.id, email };
}

/** Signs in from a device (its user agent) and network (its client address); returns the cookie. */
async function signIn(email: string, options: { userAgent?: string; address?: string; password?: string } = {}) {
  const response = await post(loginAction, "/login", { email, password: options.password ?? PASSWORD }, {
    headers: { "User-Agent": options.userAgent ?? LAPTOP_UA },
    context: { clientAddress: options.address ?? "203.0.113.20" },
  });
  expect(response.status).toBe(302);
  return cookiesFrom(response);
}

const signedInAs = (cookie: string) => getUserId(new Request("http://localhost/", { headers: { Cookie: cookie } }));
const row = (id: number) => db.select().from(users).where(eq(users.id, id)).get()!;

/** Mails saved to the outbox since `since` (a list of file names seen before). */
function outbox(): string[] {
  try {
    return readdirSync(config.mail.outboxDir).sort();
  } catch {
    return [];
  }
}
type SavedMail = { to: { address: string }[]; subject: string; text: string };
function mailsSince(before: string[]): SavedMail[] {
  return outbox()
    .filter((file) => !before.includes(file))
    .map((file) => JSON.parse(readFileSync(path.join(config.mail.outboxDir, file), "utf8")) as SavedMail);
}

describe("server-side sessions", () => {
  it("a copied cookie stops working after logout", async () => {
    const { id, email } = await account();
    const cookie = await signIn(email);
    const copy = cookie;
    expect(await signedInAs(copy)).toBe(id);
    expectRedirect(await post(logoutAction, "/logout", {}, { cookie }), "/");
    expect(await signedInAs(copy)).toBeNull();
    expect((await visit(profileLoader, "/profile", { cookie: copy })).headers.get("Location")).toBe("/login?redirectTo=%2Fprofile");
  });

  it("stores only a hash of the cookie's token", async () => {
    const { id, email } = await account();
    await signIn(email);
    const stored = db.select().from(sessions).where(eq(sessions.userId, id)).all();
    expect(stored).toHaveLength(1);
    expect(stored[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("ends a session after 7 idle days and 30 days after sign-in, whatever the cookie says", async () => {
    const { id, email } = await account();
    const idle = await signIn(email);
    const old = await signIn(email);
    const [idleRow, oldRow] = db.select().from(sessions).where(eq(sessions.userId, id)).orderBy(sessions.id).all();
    const day = 24 * 60 * 60 * 1000;
    db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 7 * day - 1000) }).where(eq(sessions.id, idleRow.id)).run();
    db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, oldRow.id)).run();
    expect(await signedInAs(idle)).toBeNull();
    expect(await signedInAs(old)).toBeNull();
    expect(config.sessionLifetime).toEqual({ idleMs: 7 * day, maxMs: 30 * day });
  });

  it("a visit keeps a session alive (last seen moves on, at most every few minutes)", async () => {
    const { id, email } = await account();
    const cookie = await signIn(email);
    const sixDaysAgo = new Date(Date.now() - 6 * 24 * 60 * 60 * 1000);
    db.update(sessions).set({ lastSeenAt: sixDaysAgo }).where(eq(sessions.userId, id)).run();
    expect(await signedInAs(cookie)).toBe(id);
    const seen = db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.userId, id)).get()!.at;
    expect(Date.now() - seen.getTime()).toBeLessThan(60_000);
  });

  it("the profile lists the signed-in devices and signs out the others without touching this one", async () => {
    const { id, email } = await account();
    const phone = await signIn(email, { userAgent: PHONE_UA, address: "198.51.100.23" });
    const laptop = await signIn(email, { userAgent: LAPTOP_UA, address: "203.0.113.99" });
    const stranger = await createUser();

    const page = (await (await visit(profileLoader, "/profile", { cookie: laptop })).json()) as {
      devices: { device: string; network: string | null; current: boolean }[];
    };
    expect(page.devices).toHaveLength(2);
    expect(page.devices).toContainEqual(expect.objectContaining({ device: "Firefox on Windows", network: "203.0.113.x", current: true }));
    expect(page.devices).toContainEqual(expect.objectContaining({ device: "Chrome on Android", network: "198.51.100.x", current: false }));

    const response = await post(signOutOthersAction, "/profile/sessions", {}, { cookie: laptop });
    expectRedirect(response, "/profile");
    expect(await toastOf(response)).toEqual({ kind: "success", text: "Signed out of 1 other device." });
    expect(await signedInAs(laptop)).toBe(id);
    expect(await signedInAs(phone)).toBeNull();
    // Another account's sessions are never touched.
    expect(await signedInAs(stranger.cookie)).toBe(stranger.id);
  });

  it("signing out other devices needs a session", async () => {
    const before = db.select({ n: sql<number>`count(*)` }).from(sessions).where(sql`${sessions.revokedAt} IS NULL`).get()!.n;
    const response = await post(signOutOthersAction, "/profile/sessions", {});
    expectRedirect(response, "/login?redirectTo=%2Fprofile%2Fsessions");
    expect(db.select({ n: sql<number>`count(*)` }).from(sessions).where(sql`${sessions.revokedAt} IS NULL`).get()!.n).toBe(before);
  });
});

describe.each([
  { path: "/profile/edit_profile", action: profileEditAction },
  { path: "/edit_profile", action: editAction },
])("re-authentication on $path", ({ path: page, action }) => {
  it("changes the email only with the current password, by a link to the new address, announced to the old one", async () => {
    const { id, email } = await account();
    const cookie = await signIn(email);
    const newEmail = freshEmail("moved");
    const before = outbox();

    const missing = await post(action, page, { intent: "profile", name: "Meena", email: newEmail }, { cookie });
    expect(missing.status).toBe(401);
    expect((await missing.json()).result.error.currentPassword).toEqual(["Please enter your current password."]);
    const wrong = await post(action, page, { intent: "profile", name: "Meena", email: newEmail, currentPassword: "not my password" }, { cookie });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).result.error.currentPassword).toEqual(["Wrong password"]);
    expect(row(id).email).toBe(email);
    expect(mailsSince(before)).toEqual([]);

    const asked = await post(action, page, { intent: "profile", name: "Meena", email: newEmail, currentPassword: PASSWORD }, { cookie });
    expectRedirect(asked, page);
    expect((await toastOf(asked))?.text).toBe(`Horray..! User Updated Successfully! To change your email, open the link we sent to ${newEmail} within one hour.`);
    expect(row(id).email).toBe(email);
    const mails = mailsSince(before);
    expect(mails.map((m) => m.to[0].address).sort()).toEqual([email, newEmail].sort());
    const notice = mails.find((m) => m.to[0].address === email)!;
    expect(notice.text).toContain(newEmail);
    expect(notice.text).not.toMatch(/confirm_email/);
    const link = new RegExp(`${config.appUrl}/confirm_email/([A-Za-z0-9_-]{43})`).exec(mails.find((m) => m.to[0].address === newEmail)!.text);
    expect(link).not.toBeNull();
    const token = link![1];
    expect(db.select().from(accountTokens).all().some((t) => t.tokenHash === token)).toBe(false);

    // Opening the link shows the change; only the button applies it.
    const shown = await visit(confirmEmailLoader, `/confirm_email/${token}`, { params: { token } });
    expect(await shown.json()).toEqual({ newEmail });
    expect(row(id).email).toBe(email);
    const applied = await post(confirmEmailAction, `/confirm_email/${token}`, {}, { params: { token } });
    expectRedirect(applied, "/login");
    expect(row(id).email).toBe(newEmail);

    // Single use.
    expect((await post(confirmEmailAction, `/confirm_email/${token}`, {}, { params: { token } })).status).toBe(410);
    expect((await visit(confirmEmailLoader, `/confirm_email/${token}`, { params: { token } })).status).toBe(410);
  });

  it("a confirmation link dies after one hour, and a forged one does nothing", async () => {
    const { id, email } = await account();
    const cookie = await signIn(email);
    const newEmail = freshEmail("late");
    const before = outbox();
    await post(action, page, { intent: "profile", name: "Meena", email: newEmail, currentPassword: PASSWORD }, { cookie });
    const token = /confirm_email\/([A-Za-z0-9_-]{43})/.exec(mailsSince(before).find((m) => m.to[0].address === newEmail)!.text)![1];
    db.update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(accountTokens.tokenHash, createHash("sha256").update(token).digest("hex")))
      .run();
    expect((await post(confirmEmailAction, `/confirm_email/${token}`, {}, { params: { token } })).status).toBe(410);
    const forged = "A".repeat(43);
    expect((await post(confirmEmailAction, `/confirm_email/${forged}`, {}, { params: { token: forged } })).status).toBe(410);
    expect((await post(confirmEmailAction, "/confirm_email/short", {}, { params: { token: "short" } })).status).toBe(410);
    expect(row(id).email).toBe(email);
  });

  it("changes the password only with the current one", async () => {
    const { id, email } = await account();
    const cookie = await signIn(email);
    const hash = row(id).passwordHash;
    const next = "monsoon lantern 7";
    const missing = await post(action, page, { intent: "password", password: next, confirmPassword: next }, { cookie });
    expect(missing.status).toBe(401);
    const wrong = await post(action, page, { intent: "password", currentPassword: "nope nope nope", password: next, confirmPassword: next }, { cookie });
    expect(wrong.status).toBe(401);
    expect((await errorsOf(wrong)).currentPassword).toEqual(["Wrong password"]);
    expect(row(id).passwordHash).toBe(hash);
    expect(await signedInAs(cookie)).toBe(id);
  });

  it("counts wrong current passwords as failed sign-ins", async () => {
    const { email } = await account();
    const cookie = await signIn(email, { address: "192.0.2.150" });
    const guess = (n: number) =>
      post(action, page, { intent: "password", currentPassword: `guess number ${n}`, password: "monsoon lantern 7", confirmPassword: "monsoon lantern 7" }, {
        cookie,
        context: { clientAddress: "192.0.2.150" },
      });
    for (let i = 0; i < RATE_RULES.signInFailuresPerAccountAndAddress.limit; i++) expect((await guess(i)).status).toBe(401);
    const paused = await guess(99);
    expect(paused.status).toBe(429);
    expect(JSON.stringify(await paused.json())).toContain("Too many failed sign-in attempts.");
  });

  it("an account without a password (Google) changes its email right after signing in, not later", async () => {
    const google = await createUser();
    const newEmail = freshEmail("google-moved");
    const fresh = await post(action, page, { intent: "profile", name: google.name, email: newEmail }, { cookie: google.cookie });
    expectRedirect(fresh, page);
    db.update(sessions).set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) }).where(eq(sessions.userId, google.id)).run();
    const stale = await post(action, page, { intent: "profile", name: google.name, email: freshEmail("google-late") }, { cookie: google.cookie });
    expect(stale.status).toBe(403);
    expect((await stale.json()).result.error[""]).toEqual([
      "For your security, please sign in with Google again, then make this change within 10 minutes.",
    ]);
    const page2 = (await (await visit(editLoader, "/edit_profile", { cookie: google.cookie })).json()) as { info: { hasPassword: boolean } };
    expect(page2.info.hasPassword).toBe(false);
  });
});

describe("rate limits", () => {
  it(`signup: ${RATE_RULES.signupsPerAddress.limit} attempts per address an hour, then a clear message (form) and a 429 (JSON)`, async () => {
    const address = "198.51.100.140";
    const context = { clientAddress: address };
    const taken = (await account()).email;
    for (let i = 0; i < RATE_RULES.signupsPerAddress.limit; i++) {
      const fields = { name: "Spray", phone: "+919800000000", email: i % 2 ? taken : freshEmail("spray"), password: PASSWORD, confirmPassword: PASSWORD };
      expect([200, 409]).toContain((await post(signupAction, "/signup", fields, { context })).status);
    }
    const users0 = db.select({ n: sql<number>`count(*)` }).from(users).get()!.n;
    const email = freshEmail("late");
    const refused = await post(signupAction, "/signup", { name: "Late", phone: "+919800000001", email, password: PASSWORD, confirmPassword: PASSWORD }, { context });
    expect(refused.status).toBe(429);
    expect((await errorsOf(refused)).email?.[0]).toMatch(/^Too many sign-up attempts\. Please try again in \d+ minutes?\.$/);
    const json = await postJson(signupJson, "/auth/signup", { name: "Late", phone: "+919800000001", email, password: PASSWORD }, { context });
    expect(json.status).toBe(429);
    expect(Number(json.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await json.json()) as { message: string }).message).toMatch(/^Too many sign-up attempts/);
    expect(db.select({ n: sql<number>`count(*)` }).from(users).get()!.n).toBe(users0);
    // Another address signs up as usual.
    expect((await post(signupAction, "/signup", { name: "Fine", phone: "+919800000002", email, password: PASSWORD, confirmPassword: PASSWORD }, { context: { clientAddress: "198.51.100.141" } })).status).toBe(200);
  });

  it(`reset: at most ${RATE_RULES.resetMailsPerEmail.limit} mails an hour to one address, from any number of addresses`, async () => {
    const { email } = await account();
    const before = outbox();
    for (let i = 0; i < RATE_RULES.resetMailsPerEmail.limit; i++) {
      expect((await post(resetAction, "/resetpass", { email }, { context: { clientAddress: `192.0.2.${10 + i}` } })).status).toBe(200);
    }
    const refused = await post(resetAction, "/resetpass", { email }, { context: { clientAddress: "192.0.2.99" } });
    expect(refused.status).toBe(429);
    expect((await errorsOf(refused)).email?.[0]).toMatch(/^Too many reset requests\./);
    expect(mailsSince(before)).toHaveLength(RATE_RULES.resetMailsPerEmail.limit);
  });

  it(`reset: ${RATE_RULES.resetRequestsPerAddress.limit} requests per address an hour, so probing for accounts stays slow`, async () => {
    const context = { clientAddress: "192.0.2.200" };
    for (let i = 0; i < RATE_RULES.resetRequestsPerAddress.limit; i++) {
      expect((await post(resetAction, "/resetpass", { email: freshEmail("probe") }, { context })).status).toBe(404);
    }
    expect((await post(resetAction, "/resetpass", { email: freshEmail("probe") }, { context })).status).toBe(429);
  });

  it(`contact: ${RATE_RULES.contactPerAddress.limit} messages per address an hour`, async () => {
    const context = { clientAddress: "203.0.113.150" };
    const count = () => db.select({ n: sql<number>`count(*)` }).from(contactMessages).get()!.n;
    const message = (i: number) => ({ name: "Ravi", email: freshEmail("contact"), message: `Hello, this is message ${i}.` });
    for (let i = 0; i < RATE_RULES.contactPerAddress.limit; i++) expect((await post(contactAction, "/contact", message(i), { context })).status).toBe(302);
    const before = count();
    const refused = await post(contactAction, "/contact", message(99), { context });
    expect(refused.status).toBe(429);
    expect((await errorsOf(refused)).email?.[0]).toMatch(/^Too many messages\./);
    expect(count()).toBe(before);
  });

  it(`newsletter: ${RATE_RULES.newsletterPerEmail.limit} sign-ups per email an hour`, async () => {
    const email = freshEmail("news");
    for (let i = 0; i < RATE_RULES.newsletterPerEmail.limit; i++) {
      expect((await post(newsletterAction, "/footer", { email, redirectTo: "/" }, { context: { clientAddress: `203.0.113.${160 + i}` } })).status).toBe(302);
    }
    const refused = await post(newsletterAction, "/footer", { email, redirectTo: "/" }, { context: { clientAddress: "203.0.113.170" } });
    expect(refused.status).toBe(429);
    expect((await errorsOf(refused)).email?.[0]).toMatch(/^Too many sign-ups\./);
    expect(db.select().from(newsletterSignups).all().filter((s) => s.email === email)).toHaveLength(1);
  });
});

describe("input hygiene", () => {
  const signupWith = (password: string, email = freshEmail("weak")) =>
    post(signupAction, "/signup", { name: "Weak", phone: "+919800000003", email, password, confirmPassword: password }, { context: { clientAddress: null } });

  it.each([
    ["a common password", "qwertyuiop", "This is one of the most common passwords. Please choose one that is harder to guess."],
    ["a common password in capitals", "Password123", "This is one of the most common passwords. Please choose one that is harder to guess."],
    ["one repeated character", "zzzzzzzzzzzz", "Please choose a password that is not one character repeated."],
    ["a sequence", "abcdefghijk", "Please choose a password that is not a simple sequence like 123456789."],
    ["a descending sequence", "987654321", "Please choose a password that is not a simple sequence like 123456789."],
  ])("refuses %s with a clear message and creates nothing", async (_label, password, message) => {
    const email = freshEmail("weak");
    const response = await signupWith(password, email);
    expect(response.status).toBe(400);
    expect((await errorsOf(response)).password).toEqual([message]);
    expect(db.select().from(users).where(eq(users.email, email)).get()).toBeUndefined();
  });

  it("refuses the email's own name as a password, on the form and the JSON call", async () => {
    const email = "mahendran.rajagopal@example.com";
    expect((await errorsOf(await signupWith("Mahendran.Rajagopal", email))).password).toEqual(["Please choose a password that is not your email address."]);
    const json = await postJson(signupJson, "/auth/signup", { name: "M", phone: "+919800000004", email, password: "mahendran.rajagopal" }, { context: {} });
    expect(json.status).toBe(400);
  });

  it("refuses a common new password on the edit-profile page too", async () => {
    const { id, email } = await account();
    const cookie = await signIn(email);
    const hash = row(id).passwordHash;
    const response = await post(editAction, "/edit_profile", { intent: "password", currentPassword: PASSWORD, password: "iloveyou123", confirmPassword: "iloveyou123" }, { cookie });
    expect(response.status).toBe(400);
    expect(row(id).passwordHash).toBe(hash);
  });

  it("strips control, bidi-override and zero-width characters from names and refuses names of nothing else", async () => {
    const { id, email } = await account();
    const cookie = await signIn(email);
    const save = (name: string) => post(editAction, "/edit_profile", { intent: "profile", name, email }, { cookie });

    expectRedirect(await save("\u202EMeena\u200B K\u0007\u2066"), "/edit_profile");
    expect(row(id).name).toBe("Meena K");
    // Zero-width joiners are part of Malayalam and Tamil spelling: kept inside a name.
    expectRedirect(await save("മീന\u200Dക്ക്"), "/edit_profile");
    expect(row(id).name).toBe("മീന\u200Dക്ക്");

    for (const invisible of ["\u200B\u200C\u200D", "\u202E\u202D", "\u0000\u0008", " \uFEFF "]) {
      const refused = await save(invisible);
      expect(refused.status).toBe(400);
      expect((await refused.json()).result.error.name).toEqual(["Please enter your name."]);
    }
    expect(row(id).name).toBe("മീന\u200Dക്ക്");
  });

  it("drops half of a surrogate pair, which only a JSON sign-up can send, and keeps whole emoji", async () => {
    const email = freshEmail("half-pair");
    const response = await postJson(signupJson, "/auth/signup", { name: "Kavya 🔥\ud83d", phone: "+919800000006", email, password: PASSWORD }, { context: { clientAddress: "203.0.113.232" } });
    expect(response.status).toBe(200);
    expect(db.select().from(users).where(eq(users.email, email)).get()?.name).toBe("Kavya 🔥");
  });

  it("cleans names on sign-up and the contact form as well", async () => {
    const email = freshEmail("clean");
    await post(signupAction, "/signup", { name: "\u202Aலதா\u202C", phone: "+919800000005", email, password: PASSWORD, confirmPassword: PASSWORD }, { context: { clientAddress: "203.0.113.230" } });
    expect(db.select().from(users).where(eq(users.email, email)).get()?.name).toBe("லதா");
    const refused = await post(contactAction, "/contact", { name: "\u200B\u200B", email, message: "A message of some length." }, { context: { clientAddress: "203.0.113.231" } });
    expect(refused.status).toBe(400);
    expect((await errorsOf(refused)).name).toEqual(["Please tell us your name."]);
  });
});
