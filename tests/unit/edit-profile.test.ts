import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~db/client.server";
import { users } from "~db/schema";
import { createAccount } from "~/models/accounts.server";
import { EMAIL_TAKEN } from "~/lib/validation/accounts";
import { action as editAction, loader as editLoader } from "~/routes/edit_profile";
import { action as loginAction } from "~/routes/login";
import { loader as nftLoader } from "~/routes/nftdetail.$nftid";
import { action as profileEditAction, loader as profileEditLoader } from "~/routes/profile.edit_profile";
import { action as lotteryAction } from "~/routes/lottery.$id";
import { loader as walletLoader } from "~/routes/wallet";
import { getUserId } from "~/models/session.server";
import { cookiesFrom, errorsOf, expectRedirect, freshEmail, post, toastOf, visit } from "./support";

const PASSWORD = "profile password 1";

async function signedInUser() {
  const email = freshEmail("editor");
  const created = await createAccount({ name: "Selvi", phone: "+919811111111", email, password: PASSWORD });
  if (!created.ok) throw new Error("account not created");
  const cookie = cookiesFrom(await post(loginAction, "/login", { email, password: PASSWORD }));
  return { id: created.id, email, cookie };
}

const row = (id: number) => db.select().from(users).where(eq(users.id, id)).get()!;
const signedInAs = (cookie: string) => getUserId(new Request("http://localhost/", { headers: { Cookie: cookie } }));

const PAGES = [
  { path: "/profile/edit_profile", loader: profileEditLoader, action: profileEditAction },
  { path: "/edit_profile", loader: editLoader, action: editAction },
] as const;

describe.each(PAGES)("$path", ({ path, loader, action }) => {
  it("shows the signed-in user's own details", async () => {
    const user = await signedInUser();
    const response = await visit(loader, path, { cookie: user.cookie });
    expect(await response.json()).toEqual({ info: { name: "Selvi", phone: "+919811111111", email: user.email, hasPassword: true } });
  });

  it("saves a new name and phone at once with the spec's message (no password needed)", async () => {
    const user = await signedInUser();
    const response = await post(action, path, { intent: "profile", name: "Selvi R", phone: "98400 12345", email: user.email }, { cookie: user.cookie });
    expectRedirect(response, path);
    expect(await toastOf(response)).toEqual({ kind: "success", text: "Horray..! User Updated Successfully!" });
    expect(row(user.id)).toMatchObject({ name: "Selvi R", phone: "+919840012345", email: user.email });
  });

  it("refuses an email another account has (any case) and changes nothing", async () => {
    const user = await signedInUser();
    const other = await signedInUser();
    const response = await post(action, path, { intent: "profile", name: "Taken", email: other.email.toUpperCase() }, { cookie: user.cookie });
    expect(response.status).toBe(409);
    const reply = (await response.json()) as { result: { error: Record<string, string[]> } };
    expect(reply.result.error.email).toEqual([EMAIL_TAKEN]);
    expect(row(user.id)).toMatchObject({ name: "Selvi", email: user.email });
  });

  it("keeps its own email in another case", async () => {
    const user = await signedInUser();
    const response = await post(action, path, { intent: "profile", name: "Selvi", email: user.email.toUpperCase() }, { cookie: user.cookie });
    expectRedirect(response, path);
    expect(row(user.id).email).toBe(user.email.toUpperCase());
  });

  it.each([
    ["empty fields", { name: "", phone: "", email: "" }, ["name", "email"]],
    ["a 10,000-character name", { name: "x".repeat(10_000), email: "ok@example.com" }, ["name"]],
    ["a 10,000-character email", { name: "Ok", email: `${"a".repeat(10_000)}@example.com` }, ["email"]],
    ["a phone made of words", { name: "Ok", phone: "my phone", email: "ok2@example.com" }, ["phone"]],
    ["a file for the name", { name: new Blob(["x"]), email: "ok3@example.com" }, ["name"]],
  ])("refuses %s and changes nothing", async (_label, fields, invalid) => {
    const user = await signedInUser();
    const response = await post(action, path, { intent: "profile", ...fields }, { cookie: user.cookie });
    expect(response.status).toBe(400);
    const reply = (await response.json()) as { intent: string; result: { error: Record<string, string[]> } };
    expect(reply.intent).toBe("profile");
    for (const field of invalid) expect(reply.result.error[field]?.length, field).toBeGreaterThan(0);
    expect(row(user.id)).toMatchObject({ name: "Selvi", email: user.email, phone: "+919811111111" });
  });

  it("stores a script tag in the name as text", async () => {
    const user = await signedInUser();
    const name = "<script>alert(1)</script>";
    expectRedirect(await post(action, path, { intent: "profile", name, email: user.email }, { cookie: user.cookie }), path);
    expect(row(user.id).name).toBe(name);
  });

  it("refuses an unknown intent", async () => {
    const user = await signedInUser();
    for (const intent of [undefined, "delete", "x".repeat(10_000)]) {
      const fields = intent === undefined ? { name: "Hacker" } : { intent, name: "Hacker", email: user.email };
      expect((await post(action, path, fields, { cookie: user.cookie })).status).toBe(400);
    }
    expect(row(user.id).name).toBe("Selvi");
  });

  it("says when the confirmation does not match, and keeps the old password", async () => {
    const user = await signedInUser();
    const response = await post(action, path, { intent: "password", password: "new password 22", confirmPassword: "new password 23" }, { cookie: user.cookie });
    expect(response.status).toBe(400);
    const reply = (await response.json()) as { result: { error: Record<string, string[]> } };
    expect(reply.result.error.confirmPassword).toEqual(["OMG..! Confirm Password Not Matched !"]);
    expect(JSON.stringify(reply)).not.toContain("new password 22");
    expect(await signedInAs(user.cookie)).toBe(user.id);
  });

  it.each([
    ["an 8-character password", "12345678"],
    ["a 10,000-character password", "x".repeat(10_000)],
    ["no password", ""],
  ])("refuses %s", async (_label, password) => {
    const user = await signedInUser();
    const response = await post(action, path, { intent: "password", password, confirmPassword: password }, { cookie: user.cookie });
    expect(response.status).toBe(400);
    expect(await signedInAs(user.cookie)).toBe(user.id);
  });

  it("changes the password, ends the session and asks to log in again", async () => {
    const user = await signedInUser();
    const newPassword = "a much better password";
    const response = await post(action, path, { intent: "password", currentPassword: PASSWORD, password: newPassword, confirmPassword: newPassword }, { cookie: user.cookie });
    expectRedirect(response, `/login?redirectTo=${encodeURIComponent(path)}`);
    expect(await toastOf(response)).toEqual({ kind: "success", text: "Wow..! Password Updated. Please Login again to continue" });
    expect(await signedInAs(cookiesFrom(response, user.cookie))).toBeNull();
    // A copy of the old cookie (another device) is no longer signed in either.
    expect(await signedInAs(user.cookie)).toBeNull();
    expect((await errorsOf(await post(loginAction, "/login", { email: user.email, password: PASSWORD }))).password).toEqual(["Wrong password"]);
    const again = await post(loginAction, "/login", { email: user.email, password: newPassword, redirectTo: path });
    expectRedirect(again, path);
    expect(await signedInAs(cookiesFrom(again))).toBe(user.id);
  });

  it("sends a visitor to log in with the spec's warning, changing nothing", async () => {
    const page = await visit(loader, path);
    expectRedirect(page, `/login?redirectTo=${encodeURIComponent(path)}`);
    expect(await toastOf(page)).toEqual({ kind: "info", text: "Please Login to Continue" });
    const before = db.select().from(users).all();
    for (const fields of [
      { intent: "profile", name: "Visitor", email: "visitor@example.com" },
      { intent: "password", password: "visitor password", confirmPassword: "visitor password" },
    ]) {
      const response = await post(action, path, fields);
      expectRedirect(response, `/login?redirectTo=${encodeURIComponent(path)}`);
    }
    expect(db.select().from(users).all()).toEqual(before);
  });

  it("only ever changes the signed-in user's own account", async () => {
    const user = await signedInUser();
    const other = await signedInUser();
    const otherBefore = row(other.id);
    // Ids smuggled into the form are ignored: the session decides whose account this is.
    const fields = { intent: "profile", id: String(other.id), uid: otherBefore.uid, name: "Mine", email: user.email };
    expectRedirect(await post(action, path, fields, { cookie: user.cookie }), path);
    expect(row(user.id).name).toBe("Mine");
    expect(row(other.id)).toEqual(otherBefore);
    await post(action, path, { intent: "password", id: String(other.id), currentPassword: PASSWORD, password: "changed password", confirmPassword: "changed password" }, { cookie: user.cookie });
    expect(row(other.id).passwordHash).toBe(otherBefore.passwordHash);
    expect(await signedInAs(other.cookie)).toBe(other.id);
  });
});

describe("pages that need sign-in", () => {
  it.each([
    ["/nftdetail/1", nftLoader, { nftid: "1" }],
    ["/nftdetail/1?purchase=1", nftLoader, { nftid: "1" }],
    ["/nftdetail/2?bid=1", nftLoader, { nftid: "2" }],
    ["/nftdetail/999999", nftLoader, { nftid: "999999" }],
    ["/wallet", walletLoader, {}],
  ] as const)("%s sends a visitor to log in and back", async (path, loader, params) => {
    expectRedirect(await visit(loader, path, { params }), `/login?redirectTo=${encodeURIComponent(path)}`);
  });

  it("open for a signed-in user", async () => {
    const user = await signedInUser();
    const detail = await visit(nftLoader, "/nftdetail/1", { cookie: user.cookie, params: { nftid: "1" } });
    expect(detail.status).toBe(200);
    expect(((await detail.json()) as { nft: { id: number } }).nft.id).toBe(1);
    expect((await visit(walletLoader, "/wallet", { cookie: user.cookie })).status).toBe(200);
  });

  it("a lottery ticket order sends a visitor to log in with the spec's warning", async () => {
    const order = { tickets: "2", payment: "card" };
    const visitor = await post(lotteryAction, "/lottery/1", order, { params: { id: "1" } });
    expectRedirect(visitor, "/login?redirectTo=%2Flottery%2F1");
    expect(await toastOf(visitor)).toEqual({ kind: "info", text: "Please Login to Continue" });
    const user = await signedInUser();
    const member = await post(lotteryAction, "/lottery/1", order, { params: { id: "1" }, cookie: user.cookie });
    expect(member.status).toBe(303);
    expect(member.headers.get("Location")).toMatch(/\/sandbox\/checkout\/cs_test_/);
  });

  it("a forged or stale session cookie counts as a visitor", async () => {
    const path = "/edit_profile";
    expectRedirect(await visit(editLoader, path, { cookie: "__session=eyJ1c2VyIjoxfQ%3D%3D.forged" }), `/login?redirectTo=${encodeURIComponent(path)}`);
  });
});
