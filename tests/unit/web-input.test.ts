import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { sameSitePath } from "~/lib/same-site-path";
import { createAccount } from "~/models/accounts.server";
import { notifyUser } from "~/models/notifications.server";
import { action as contactAction } from "~/routes/contact";
import { action as editProfileAction } from "~/routes/edit_profile";
import { action as footerAction } from "~/routes/footer";
import { action as likeAction } from "~/routes/likes.$nftid";
import { action as loginAction } from "~/routes/login";
import { action as markReadAction } from "~/routes/notifications.update";
import { action as resetAction } from "~/routes/resetpass";
import { db } from "~db/client.server";
import { contactMessages, nfts, users } from "~db/schema";
import { createUser, expectRedirect, freshEmail, post, postJson } from "./support";

/** Targets that leave the site once a browser resolves them (tabs and newlines are dropped, backslashes read as slashes). */
const OFF_SITE = [
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "\t//evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "//evil.example",
  "///evil.example",
  "https://evil.example/",
  "javascript:alert(1)",
  "/\u0085/evil.example",
  "evil.example",
];

describe("redirect targets", () => {
  it.each(OFF_SITE)("sends %j home", (to) => {
    expect(sameSitePath(to)).toBe("/");
  });

  it("keeps paths on this site as they are", () => {
    for (const to of ["/", "/nftdetail/2?bid=1", "/collections?page=2#grid", "/how%20it%20works", "/blog/a-b"]) expect(sameSitePath(to)).toBe(to);
    expect(sameSitePath(undefined)).toBe("/");
    expect(sameSitePath("")).toBe("/");
  });

  it("after sign-in, the newsletter, a like and a notification, never leave the site", async () => {
    const email = freshEmail("redirect");
    await createAccount({ name: "Redirect Tester", email, phone: "9876543210", password: "a good password 1" });
    const user = await createUser();
    const nftId = db.select({ id: nfts.id }).from(nfts).limit(1).get()!.id;
    const { id: notificationId } = notifyUser(user.id, { title: "Hello", tag: "info", text: "Welcome" });
    for (const to of ["/\t/evil.example", "/\\evil.example", "/\n/evil.example"]) {
      const login = await post(loginAction, "/login", { email, password: "a good password 1", redirectTo: to }, { context: { clientAddress: "203.0.113.9" } });
      expectRedirect(login, "/");
      expectRedirect(await post(footerAction, "/footer", { email: freshEmail(), redirectTo: to }), "/");
      const like = await post(likeAction, `/likes/${nftId}`, { liked: "true", returnTo: "page", redirectTo: to }, { cookie: user.cookie, params: { nftid: String(nftId) } });
      expectRedirect(like, "/");
      const read = await post(markReadAction, "/notifications/update", { id: String(notificationId), returnTo: "page", redirectTo: to }, { cookie: user.cookie });
      expectRedirect(read, "/");
    }
  });
});

describe("password reset links", () => {
  it("come from APP_URL (or http://localhost:PORT), never from the request's Host", async () => {
    expect(config.appUrl).toBe(`http://localhost:${config.http.port}`);
    const email = freshEmail("reset");
    await createAccount({ name: "Reset Tester", email, phone: "9876543210", password: "a good password 1" });
    const request = new Request("http://attacker.example/resetpass", {
      method: "POST",
      headers: { Host: "attacker.example", "X-Forwarded-Host": "attacker.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email }),
    });
    expect((await resetAction({ request, params: {}, context: {} })).status).toBe(200);
    const outbox = config.mail.outboxDir;
    const mails = readdirSync(outbox).map((file) => readFileSync(path.join(outbox, file), "utf8"));
    const mail = mails.find((text) => text.includes(email));
    expect(mail).toBeDefined();
    expect(mail).not.toContain("attacker.example");
    expect(mail).toContain(`http://localhost:${config.http.port}/resetpass/`);
  });
});

describe("bodies an action cannot read", () => {
  const contactRows = () => db.select({ n: count() }).from(contactMessages).get()!.n;
  const valid = "name=Asha&email=asha%40example.com&message=Hello%20there%2C%20a%20real%20message";

  it.each([
    ["text/plain", 415, valid],
    ["application/xml", 415, "<contact><name>Asha</name></contact>"],
    ["application/octet-stream", 415, "\u0000\u0001"],
    ["", 415, valid],
    ["multipart/form-data", 400, "--x\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nAsha\r\n--x--\r\n"],
    ["multipart/form-data; boundary=cut", 400, "--cut\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nAs"],
    ["application/json", 400, "{\"name\": "],
    ["application/json", 400, "[1, 2]"],
  ] as const)("a %j body gets %i and stores nothing", async (type, status, body) => {
    const before = contactRows();
    const headers: Record<string, string> = type ? { "Content-Type": type } : {};
    const response = await post(contactAction, "/contact", type ? body : new Blob([body]), { headers });
    expect(response.status).toBe(status);
    expect(contactRows()).toBe(before);
  });

  it("JSON to /login signs in or refuses like the form does", async () => {
    const email = freshEmail("json");
    await createAccount({ name: "Json Tester", email, phone: "9876543210", password: "a good password 1" });
    const context = { clientAddress: "203.0.113.10" };
    expect((await postJson(loginAction, "/login", { email, password: "wrong password 1" }, { context })).status).toBe(401);
    expectRedirect(await postJson(loginAction, "/login", { email, password: "a good password 1", redirectTo: "/market" }, { context }), "/market");
  });

  it("JSON and unreadable bodies to /edit_profile change nothing", async () => {
    const user = await createUser();
    const name = () => db.select({ name: users.name }).from(users).all().find((row) => row.name === user.name)?.name;
    expect((await postJson(editProfileAction, "/edit_profile", { intent: "bogus" }, { cookie: user.cookie })).status).toBe(400);
    const xml = await post(editProfileAction, "/edit_profile", "<x/>", { cookie: user.cookie, headers: { "Content-Type": "application/xml" } });
    expect(xml.status).toBe(415);
    expect(name()).toBe(user.name);
  });
});
