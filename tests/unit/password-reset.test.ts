import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesFrom, errorsOf, expectRedirect, freshEmail, post, visit } from "./support";

/** Mails received by the test's SMTP server on 127.0.0.1. */
type Received = { to: string[]; raw: string };
const inbox: Received[] = [];
const waiting: ((mail: Received) => void)[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") };
      const waiter = waiting.shift();
      if (waiter) waiter(mail);
      else inbox.push(mail);
      callback();
    });
  },
});

const nextMail = () =>
  new Promise<Received>((resolve) => {
    const ready = inbox.shift();
    if (ready) resolve(ready);
    else waiting.push(resolve);
  });

/** The reset link in a mail, with quoted-printable soft line breaks undone. */
function resetLinkIn(mail: Received): { url: URL; token: string } {
  const text = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const match = text.match(/https?:\/\/[^\s"<>]+\/resetpass\/([A-Za-z0-9_-]{43})/);
  if (!match) throw new Error(`no reset link in:\n${mail.raw}`);
  return { url: new URL(match[0]), token: match[1] };
}

// Routes are imported once SMTP_URL points at the test server (configuration is read on import).
let routes: {
  resetAction: typeof import("~/routes/resetpass").action;
  resetLoader: typeof import("~/routes/resetpass").loader;
  linkLoader: typeof import("~/routes/resetpass_.$token").loader;
  linkAction: typeof import("~/routes/resetpass_.$token").action;
  loginAction: typeof import("~/routes/login").action;
};
let accounts: typeof import("~/models/accounts.server");
let reset: typeof import("~/models/password-reset.server");
let session: typeof import("~/models/session.server");
let toasts: typeof import("~/services/toast.server");
let database: typeof import("~db/client.server");
let schema: typeof import("~db/schema");

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  process.env.APP_URL = "http://diginoor.test";
  const [resetpass, link, login] = await Promise.all([
    import("~/routes/resetpass"),
    import("~/routes/resetpass_.$token"),
    import("~/routes/login"),
  ]);
  routes = {
    resetAction: resetpass.action,
    resetLoader: resetpass.loader,
    linkLoader: link.loader,
    linkAction: link.action,
    loginAction: login.action,
  };
  [accounts, reset, session, toasts, database, schema] = await Promise.all([
    import("~/models/accounts.server"),
    import("~/models/password-reset.server"),
    import("~/models/session.server"),
    import("~/services/toast.server"),
    import("~db/client.server"),
    import("~db/schema"),
  ]);
});

afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const OLD_PASSWORD = "old password 1";
const NEW_PASSWORD = "brand new password 2";

async function account() {
  const email = freshEmail("reset");
  const created = await accounts.createAccount({ name: "Meena", phone: "+919812345678", email, password: OLD_PASSWORD });
  if (!created.ok) throw new Error("account not created");
  return email;
}

const login = (email: string, password: string) => post(routes.loginAction, "/login", { email, password });
const linkPath = (token: string) => `/resetpass/${token}`;

async function requestLink(email: string) {
  const response = await post(routes.resetAction, "/resetpass", { email });
  expect(response.status).toBe(200);
  const mail = await nextMail();
  expect(mail.to).toEqual([email]);
  return resetLinkIn(mail);
}

describe("password reset by mail", () => {
  it("mails a link over SMTP that sets a new password once; the new password logs in", async () => {
    const email = await account();
    const before = cookiesFrom(await login(email, OLD_PASSWORD));

    const response = await post(routes.resetAction, "/resetpass", { email });
    expect(await response.json()).toEqual({ sentTo: email, message: "Password reset link sent email" });
    const mail = await nextMail();
    expect(mail.raw).toContain("Subject: Reset your Diginoor password");
    const { url, token } = resetLinkIn(mail);
    expect(url.origin).toBe("http://diginoor.test");

    expect((await visit(routes.linkLoader, linkPath(token), { params: { token } })).status).toBe(200);
    const mismatch = await post(routes.linkAction, linkPath(token), { password: NEW_PASSWORD, confirmPassword: "other" }, { params: { token } });
    expect(mismatch.status).toBe(400);
    expect((await errorsOf(mismatch)).confirmPassword).toEqual(["OMG..! Confirm Password Not Matched !"]);

    const done = await post(routes.linkAction, linkPath(token), { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { params: { token } });
    expectRedirect(done, "/login");
    const { toast } = await toasts.takeToast(new Request("http://localhost/login", { headers: { Cookie: cookiesFrom(done) } }));
    expect(toast?.text).toBe("Your password has been changed. Please log in with your new password.");

    expectRedirect(await login(email, NEW_PASSWORD), "/");
    expect((await errorsOf(await login(email, OLD_PASSWORD))).password).toEqual(["Wrong password"]);
    // The session signed in with the old password has ended.
    expect(await session.getUserId(new Request("http://localhost/", { headers: { Cookie: before } }))).toBeNull();

    // Used once: the link is dead and changes nothing.
    expect((await visit(routes.linkLoader, linkPath(token), { params: { token } })).status).toBe(410);
    const reuse = await post(routes.linkAction, linkPath(token), { password: "third password 3", confirmPassword: "third password 3" }, { params: { token } });
    expect(reuse.status).toBe(410);
    expectRedirect(await login(email, NEW_PASSWORD), "/");
  });

  it("stores only a hash of the token", async () => {
    const email = await account();
    const { token } = await requestLink(email);
    const rows = database.db.select().from(schema.accountTokens).all();
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.some((row) => row.tokenHash === createHash("sha256").update(token).digest("hex"))).toBe(true);
  });

  it("refuses a link after one hour", async () => {
    const email = await account();
    const sent = await reset.sendPasswordResetLink(email, "http://diginoor.test", Date.now() - reset.RESET_LINK_LIFETIME_MS - 1000);
    expect(sent).toBe(true);
    const { token } = resetLinkIn(await nextMail());
    expect((await visit(routes.linkLoader, linkPath(token), { params: { token } })).status).toBe(410);
    const expired = await post(routes.linkAction, linkPath(token), { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { params: { token } });
    expect(expired.status).toBe(410);
    expectRedirect(await login(email, OLD_PASSWORD), "/");
  });

  it("a newer link replaces an unused older one", async () => {
    const email = await account();
    const first = await requestLink(email);
    const second = await requestLink(email);
    expect((await visit(routes.linkLoader, linkPath(first.token), { params: { token: first.token } })).status).toBe(410);
    expect((await visit(routes.linkLoader, linkPath(second.token), { params: { token: second.token } })).status).toBe(200);
  });

  it.each(["abc", "x".repeat(10_000), "A".repeat(43)])("refuses a made-up token (%#)", async (token) => {
    expect((await visit(routes.linkLoader, linkPath(token), { params: { token } })).status).toBe(410);
    const response = await post(routes.linkAction, linkPath(token), { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { params: { token } });
    expect(response.status).toBe(410);
  });

  it("refuses a short new password and keeps the link usable", async () => {
    const email = await account();
    const { token } = await requestLink(email);
    const response = await post(routes.linkAction, linkPath(token), { password: "short", confirmPassword: "short" }, { params: { token } });
    expect(response.status).toBe(400);
    expect((await errorsOf(response)).password?.length).toBeGreaterThan(0);
    expect((await visit(routes.linkLoader, linkPath(token), { params: { token } })).status).toBe(200);
  });
});

describe("the reset request form", () => {
  it("uses the spec's messages and sends no mail for them", async () => {
    const invalid = await post(routes.resetAction, "/resetpass", { email: "nope" });
    expect(invalid.status).toBe(400);
    expect((await errorsOf(invalid)).email).toEqual(["Invalid email address"]);
    const unknown = await post(routes.resetAction, "/resetpass", { email: freshEmail("ghost") });
    expect(unknown.status).toBe(404);
    expect((await errorsOf(unknown)).email).toEqual(["User not found"]);
    for (const fields of [{}, { email: "" }, { email: `${"a".repeat(10_000)}@example.com` }]) {
      expect((await post(routes.resetAction, "/resetpass", fields)).status).toBe(400);
    }
    expect(inbox).toEqual([]);
  });

  it("sends a signed-in user home", async () => {
    const email = await account();
    const cookie = cookiesFrom(await login(email, OLD_PASSWORD));
    expectRedirect(await visit(routes.resetLoader, "/resetpass", { cookie }), "/");
  });
});
