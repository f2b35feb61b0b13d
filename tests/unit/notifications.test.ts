import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifyUser, purchaseNotification } from "~/models/notifications.server";
import { sessionUserById } from "~/models/users.server";
import { loader as listLoader } from "~/routes/notifications.user";
import { action as updateAction } from "~/routes/notifications.update";
import { db } from "~db/client.server";
import { notifications } from "~db/schema";
import { createUser, post, postJson, visit, type TestUser } from "./support";

type Listed = { notifications: { _id: string; text: string; date: string; read: boolean }[] };

const unread = (user: TestUser) => sessionUserById(user.id)!.unreadNotifications;
const readFlag = (id: number) => db.select({ read: notifications.read }).from(notifications).where(eq(notifications.id, id)).get()!.read;
const readCount = () => db.select({ n: count() }).from(notifications).where(eq(notifications.read, true)).get()!.n;

async function userWithNotifications() {
  const user = await createUser();
  const older = notifyUser(user.id, purchaseNotification("Vettaiyan Rajini Punch"));
  db.update(notifications).set({ createdAt: new Date(Date.UTC(2025, 11, 26, 10)) }).where(eq(notifications.id, older.id)).run();
  const newer = notifyUser(user.id, { title: "Welcome", tag: "welcome", text: "Welcome to Diginoor" });
  return { user, older: older.id, newer: newer.id };
}

describe("GET /notifications/user/?uid=", () => {
  it("lists the owner's notifications newest first with the spec's fields and date text", async () => {
    const { user, older, newer } = await userWithNotifications();
    const response = await visit(listLoader, `/notifications/user/?uid=${user.uid}`, { cookie: user.cookie });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Listed;
    expect(body.notifications.map((n) => n._id)).toEqual([String(newer), String(older)]);
    expect(body.notifications[1]).toEqual({
      _id: String(older),
      text: "You have successfully purchased Vettaiyan Rajini Punch NFT",
      date: "26 December, 2025",
      read: false,
    });
    const row = db.select().from(notifications).where(eq(notifications.id, older)).get()!;
    expect([row.tag, row.title]).toEqual(["NFT-purchase", "NFT-purchase"]);
  });

  it("refuses visitors (401), another user's uid (403) and a missing uid (400)", async () => {
    const { user } = await userWithNotifications();
    const stranger = await createUser();
    expect((await visit(listLoader, `/notifications/user/?uid=${user.uid}`)).status).toBe(401);
    const forbidden = await visit(listLoader, `/notifications/user/?uid=${user.uid}`, { cookie: stranger.cookie });
    expect(forbidden.status).toBe(403);
    expect(JSON.stringify(await forbidden.json())).not.toContain("purchased");
    expect((await visit(listLoader, "/notifications/user/", { cookie: user.cookie })).status).toBe(400);
    expect((await visit(listLoader, `/notifications/user/?uid=${"x".repeat(500)}`, { cookie: user.cookie })).status).toBe(400);
  });
});

describe("POST /notifications/update", () => {
  it("marks the owner's notification read with JSON {id}; the unread count drops; again is harmless", async () => {
    const { user, older } = await userWithNotifications();
    expect(unread(user)).toBe(2);
    const first = await postJson(updateAction, "/notifications/update", { id: older }, { cookie: user.cookie });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, id: String(older), read: true });
    expect(readFlag(older)).toBe(true);
    expect(unread(user)).toBe(1);
    expect((await postJson(updateAction, "/notifications/update", { id: String(older) }, { cookie: user.cookie })).status).toBe(200);
    expect(unread(user)).toBe(1);
  });

  it("works as a plain form post from the header and goes back to the page", async () => {
    const { user, newer } = await userWithNotifications();
    const response = await post(updateAction, "/notifications/update", { id: String(newer), redirectTo: "/collections?page=2", returnTo: "page" }, { cookie: user.cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/collections?page=2");
    expect(readFlag(newer)).toBe(true);
  });

  it("never redirects off the site", async () => {
    const { user, newer } = await userWithNotifications();
    const response = await post(updateAction, "/notifications/update", { id: String(newer), redirectTo: "//evil.example", returnTo: "page" }, { cookie: user.cookie });
    expect(response.headers.get("Location")).toBe("/");
  });

  it("refuses a visitor (401) and another user (403), changing nothing", async () => {
    const { user, older } = await userWithNotifications();
    const stranger = await createUser();
    const before = readCount();
    expect((await postJson(updateAction, "/notifications/update", { id: older })).status).toBe(401);
    expect((await postJson(updateAction, "/notifications/update", { id: older }, { cookie: stranger.cookie })).status).toBe(403);
    expect(readFlag(older)).toBe(false);
    expect(readCount()).toBe(before);
    expect(unread(user)).toBe(2);
  });

  it.each([
    ["no id", {}, 400],
    ["an empty id", { id: "" }, 400],
    ["a word", { id: "abc" }, 400],
    ["a negative id", { id: -3 }, 400],
    ["zero", { id: 0 }, 400],
    ["a fraction", { id: 1.5 }, 400],
    ["a huge id", { id: "9".repeat(40) }, 400],
    ["an array", { id: [1, 2] }, 400],
    ["an unknown id", { id: 987654321 }, 404],
  ])("answers %s with a 4xx and changes nothing", async (_label, body, status) => {
    const { user } = await userWithNotifications();
    const before = readCount();
    const response = await postJson(updateAction, "/notifications/update", body, { cookie: user.cookie });
    expect(response.status).toBe(status);
    expect(readCount()).toBe(before);
    expect(unread(user)).toBe(2);
  });

  it("answers malformed JSON with 400", async () => {
    const { user } = await userWithNotifications();
    const response = await post(updateAction, "/notifications/update", "{not json", { cookie: user.cookie, headers: { "Content-Type": "application/json" } });
    expect(response.status).toBe(400);
  });

  it("creates purchase notifications unread with the spec's tag, title and text", async () => {
    const user = await createUser();
    notifyUser(user.id, purchaseNotification("Chitti Robo Red Chip"));
    const row = db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.tag, "NFT-purchase")))
      .get()!;
    expect(row).toMatchObject({ title: "NFT-purchase", text: "You have successfully purchased Chitti Robo Red Chip NFT", read: false });
  });
});
