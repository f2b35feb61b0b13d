import { execFileSync } from "node:child_process";
import { desc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { requireStudio } from "~/models/studio/access.server";
import { INBOX_PAGE_SIZE } from "~/models/studio/inbox.server";
import { ROLE_MESSAGES, setRole } from "~/models/studio/roles.server";
import { loader as auditPage } from "~/routes/studio.audit";
import { action as inboxAction, loader as inboxPage } from "~/routes/studio.inbox";
import { loader as csvLoader } from "~/routes/studio.newsletter[.]csv";
import { action as rolesAction } from "~/routes/studio.roles";
import { db } from "~db/client.server";
import { auditLog, contactMessages, newsletterSignups, users } from "~db/schema";
import { createUser, post, visit } from "./support";
import { consoleUser, houses } from "./studio-support";

const { home } = houses();
const emailOf = (id: number) => db.select().from(users).where(eq(users.id, id)).get()!.email;
const roleOf = (id: number) => db.select({ role: users.role, house: users.productionHouseId }).from(users).where(eq(users.id, id)).get()!;
type Reply = { result: { error?: Record<string, string[]> } };

describe("roles", () => {
  it("an admin grants a studio role bound to a house, then revokes it; the studio loses access at once", async () => {
    const admin = await consoleUser("admin");
    const person = await createUser();
    const granted = await post(rolesAction, "/studio/roles", { email: emailOf(person.id).toUpperCase(), role: "studio", productionHouseId: String(home.id) }, { cookie: admin.cookie });
    expect(granted.status).toBe(302);
    expect(roleOf(person.id)).toEqual({ role: "studio", house: home.id });
    const request = () => new Request("http://localhost/studio", { headers: { Cookie: person.cookie } });
    expect((await requireStudio(request())).productionHouseId).toBe(home.id);
    const entry = db.select().from(auditLog).orderBy(desc(auditLog.id)).get()!;
    expect(entry).toMatchObject({ action: "role.grant", entity: "user", entityId: String(person.id), actorUserId: admin.id });
    expect(JSON.parse(entry.before!)).toEqual({ role: "user", productionHouseId: null });
    expect(JSON.parse(entry.after!)).toEqual({ role: "studio", productionHouseId: home.id });

    expect((await post(rolesAction, "/studio/roles", { email: emailOf(person.id), role: "user" }, { cookie: admin.cookie })).status).toBe(302);
    expect(roleOf(person.id)).toEqual({ role: "user", house: null });
    await expect(requireStudio(request())).rejects.toMatchObject({ status: 403 });
  });

  it("refuses an unknown email, a studio without a house, a bad role and an unknown house", async () => {
    const admin = await consoleUser("admin");
    const person = await createUser();
    const errorsFor = async (fields: Record<string, string>) => {
      const response = await post(rolesAction, "/studio/roles", fields, { cookie: admin.cookie });
      expect(response.status).toBe(400);
      return ((await response.json()) as Reply).result.error!;
    };
    expect((await errorsFor({ email: "nobody-here@example.com", role: "admin" })).email).toEqual([ROLE_MESSAGES.noAccount]);
    expect((await errorsFor({ email: emailOf(person.id), role: "studio" })).productionHouseId).toEqual(["A studio account needs its production house."]);
    expect((await errorsFor({ email: emailOf(person.id), role: "owner" })).role).toEqual(["Please choose a role."]);
    expect((await errorsFor({ email: emailOf(person.id), role: "studio", productionHouseId: "99999" })).productionHouseId).toEqual([ROLE_MESSAGES.noHouse]);
    expect(roleOf(person.id)).toEqual({ role: "user", house: null });
  });

  it("never demotes the last admin", () => {
    db.update(users).set({ role: "user", productionHouseId: null }).where(eq(users.role, "admin")).run();
    const only = db.insert(users).values({ uid: "last-admin", name: "Last", email: "last-admin@example.com", role: "admin" }).returning().get();
    expect(setRole(null, { email: only.email, role: "user" })).toEqual({ ok: false, field: "role", error: ROLE_MESSAGES.lastAdmin });
    expect(roleOf(only.id).role).toBe("admin");
  });

  it("npm run admin:grant makes an existing account admin, recorded as a command-line change", async () => {
    const person = await createUser();
    const output = execFileSync("npx", ["tsx", "scripts/admin-grant.ts", emailOf(person.id)], { env: { ...process.env, DATABASE_PATH: config.databasePath }, encoding: "utf8" });
    expect(output).toContain("is now an admin");
    expect(roleOf(person.id).role).toBe("admin");
    const entry = db.select().from(auditLog).where(eq(auditLog.entityId, String(person.id))).get()!;
    expect(entry).toMatchObject({ action: "role.grant", actorUserId: null });
    expect(() => execFileSync("npx", ["tsx", "scripts/admin-grant.ts", "nobody@example.com"], { env: process.env, stdio: "pipe" })).toThrow(/No account has that email/);
  });

  it("admins read the audit log with who, what and before/after", async () => {
    const admin = await consoleUser("admin");
    const response = await visit(auditPage, "/studio/audit", { cookie: admin.cookie });
    const { entries } = (await response.json()) as { entries: { action: string; before: string | null; after: string | null; actorEmail: string | null; when: string }[] };
    expect(entries.length).toBeGreaterThan(0);
    expect(entries[0]).toHaveProperty("when");
  });
});

describe("inbox", () => {
  it("lists unread messages first and marks them read and unread", async () => {
    const admin = await consoleUser("admin");
    const { id } = db.insert(contactMessages).values({ name: "Asha", email: "asha@example.com", message: "Please add Mersal soon." }).returning().get();
    const list = async () => ((await (await visit(inboxPage, "/studio/inbox", { cookie: admin.cookie })).json()) as { messages: { id: number; read: boolean }[] }).messages;
    expect((await list()).find((m) => m.id === id)?.read).toBe(false);
    expect((await post(inboxAction, "/studio/inbox", { id: String(id), read: "true" }, { cookie: admin.cookie })).status).toBe(302);
    expect((await list()).find((m) => m.id === id)?.read).toBe(true);
    expect((await post(inboxAction, "/studio/inbox", { id: String(id), read: "false" }, { cookie: admin.cookie })).status).toBe(302);
    expect((await list())[0].read).toBe(false);
    expect((await post(inboxAction, "/studio/inbox", { id: "999999", read: "true" }, { cookie: admin.cookie })).status).toBe(404);
    expect((await post(inboxAction, "/studio/inbox", { id: "x", read: "maybe" }, { cookie: admin.cookie })).status).toBe(400);
  });

  it("pages through every message, fifty at a time, and marks one read on the page it was on", async () => {
    const admin = await consoleUser("admin");
    const added = db
      .insert(contactMessages)
      .values(Array.from({ length: INBOX_PAGE_SIZE + 5 }, (_, i) => ({ name: `Fan ${i}`, email: `fan${i}@example.com`, message: `Message ${i}` })))
      .returning({ id: contactMessages.id })
      .all()
      .map((row) => row.id);
    type Inbox = { messages: { id: number; read: boolean }[]; page: number; pageCount: number; total: number };
    const inbox = async (query = "") => (await (await visit(inboxPage, `/studio/inbox${query}`, { cookie: admin.cookie })).json()) as Inbox;
    try {
      const first = await inbox();
      const total = db.select({ id: contactMessages.id }).from(contactMessages).all().length;
      expect(first).toMatchObject({ total, page: 1, pageCount: Math.ceil(total / INBOX_PAGE_SIZE) });
      expect(first.messages).toHaveLength(INBOX_PAGE_SIZE);
      const pages = [first];
      for (let page = 2; page <= first.pageCount; page++) pages.push(await inbox(`?page=${page}`));
      const ids = pages.flatMap((page) => page.messages.map((message) => message.id));
      expect(new Set(ids).size).toBe(total);
      expect(ids).toEqual(expect.arrayContaining(added));
      expect(await inbox("?page=abc")).toMatchObject({ page: 1, messages: first.messages });
      expect(await inbox(`?page=${first.pageCount + 1}`)).toMatchObject({ messages: [], total });

      const onSecond = pages[1].messages[0];
      const marked = await post(inboxAction, "/studio/inbox?page=2", { id: String(onSecond.id), read: String(!onSecond.read) }, { cookie: admin.cookie });
      expect(marked.headers.get("Location")).toBe("/studio/inbox?page=2");
      expect(db.select().from(contactMessages).where(eq(contactMessages.id, onSecond.id)).get()!.readAt === null).toBe(onSecond.read);
    } finally {
      db.delete(contactMessages).where(inArray(contactMessages.id, added)).run();
    }
  });

  it("exports newsletter sign-ups as CSV, with spreadsheet formulas neutralised", async () => {
    const admin = await consoleUser("admin");
    db.insert(newsletterSignups).values([{ email: "fan@example.com" }, { email: '=HYPERLINK("x")@example.com' }]).run();
    const response = await visit(csvLoader, "/studio/newsletter.csv", { cookie: admin.cookie });
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toContain("attachment");
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toBe("email,signed_up_at");
    expect(lines.some((l) => l.startsWith('"fan@example.com",'))).toBe(true);
    expect(lines.some((l) => l.startsWith(`"'=HYPERLINK(""x"")@example.com"`))).toBe(true);
  });
});
