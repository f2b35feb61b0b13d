import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { STALE_MESSAGE } from "~/models/studio/catalogue.server";
import { loader as homePage } from "~/routes/_index";
import { loader as aboutPage } from "~/routes/about";
import { loader as blogPage } from "~/routes/blog._index";
import { loader as postPage } from "~/routes/blog.$slug";
import { action as editHouse } from "~/routes/studio.houses.$id";
import { action as editPost } from "~/routes/studio.posts.$id";
import { action as newPost } from "~/routes/studio.posts.new";
import { action as editMember } from "~/routes/studio.team.$id";
import { action as newMember } from "~/routes/studio.team.new";
import { db } from "~db/client.server";
import { auditLog, blogPosts, productionHouses, teamMembers } from "~db/schema";
import { post, visit } from "./support";
import { consoleUser } from "./studio-support";

type Reply = { result: { error?: Record<string, string[]> } };
const errors = async (response: Response) => ((await response.json()) as Reply).result.error ?? {};
const idFrom = (response: Response) => Number(response.headers.get("Location")!.split("/").pop());
const lastAudit = () => db.select().from(auditLog).orderBy(desc(auditLog.id)).get()!;
const postRow = (id: number) => db.select().from(blogPosts).where(eq(blogPosts.id, id)).get();
const houseRow = (id: number) => db.select().from(productionHouses).where(eq(productionHouses.id, id)).get()!;

let counter = 0;
const postFields = (overrides: Record<string, string> = {}) => ({
  title: "Behind the Night Shoot",
  slug: `behind-the-night-shoot-${process.pid}-${++counter}`,
  excerpt: "How two hundred people closed a street for one scene.",
  contentHtml: '<p>It rained on cue.</p><script>alert("x")</script><p onclick="steal()">Twice.</p>',
  authorName: "Team Diginoor",
  imageUrl: "/art/blog/a-beginners-guide-to-diginoor.svg",
  publishedAt: "2026-11-20",
  featured: "on",
  ...overrides,
});

async function publicPost(slug: string) {
  try {
    const response = await visit(postPage, `/blog/${slug}`, { params: { slug } });
    return { status: response.status, body: (await response.json()) as { post: { title: string; html: string } } };
  } catch (thrown) {
    return { status: (thrown as Response).status, body: null };
  }
}

describe("blog posts in the console", () => {
  it("refuses invalid fields at each field and stores nothing", async () => {
    const admin = await consoleUser("admin");
    const before = db.select().from(blogPosts).all().length;
    for (const [fields, field] of [
      [postFields({ title: "" }), "title"],
      [postFields({ title: "x".repeat(201) }), "title"],
      [postFields({ slug: "Not A Slug!" }), "slug"],
      [postFields({ imageUrl: "javascript:alert(1)" }), "imageUrl"],
      [postFields({ publishedAt: "yesterday" }), "publishedAt"],
      [postFields({ contentHtml: "<script>alert(1)</script>" }), "contentHtml"],
    ] as const) {
      const response = await post(newPost, "/studio/posts/new", fields, { cookie: admin.cookie });
      expect(response.status, field).toBe(400);
      expect((await errors(response))[field]?.[0], field).toBeTruthy();
    }
    // A body past 20,000 characters, sent as a browser sends a form (url-encoded).
    const long = await post(newPost, "/studio/posts/new", new URLSearchParams(postFields({ contentHtml: "x".repeat(20_001) })).toString(), {
      cookie: admin.cookie,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(long.status).toBe(400);
    expect((await errors(long)).contentHtml?.[0]).toMatch(/under 20,000 characters/);
    const taken = await post(newPost, "/studio/posts/new", postFields({ slug: "what-is-an-nft" }), { cookie: admin.cookie });
    expect((await errors(taken)).slug).toEqual(["Another post already uses that address."]);
    expect(db.select().from(blogPosts).all().length).toBe(before);
  });

  it("creates a hidden post with a sanitised body; publishing shows it on the blog, unpublishing and deleting give a 404", async () => {
    const admin = await consoleUser("admin");
    const fields = postFields();
    const created = await post(newPost, "/studio/posts/new", fields, { cookie: admin.cookie });
    expect(created.status).toBe(302);
    const id = idFrom(created);
    const row = postRow(id)!;
    expect(row).toMatchObject({ published: false, featured: true, title: fields.title });
    expect(row.contentHtml).toBe("<p>It rained on cue.</p><p>Twice.</p>");
    expect(lastAudit()).toMatchObject({ action: "post.create", entityId: String(id) });
    expect((await publicPost(fields.slug)).status).toBe(404);

    expect((await post(editPost, `/studio/posts/${id}`, { intent: "publish", version: "1" }, { cookie: admin.cookie, params: { id: String(id) } })).status).toBe(302);
    const shown = await publicPost(fields.slug);
    expect(shown.status).toBe(200);
    expect(shown.body?.post.html).not.toContain("script");
    const list = (await (await visit(blogPage, "/blog")).json()) as { posts?: { slug: string }[]; featured?: { slug: string }[] };
    expect(JSON.stringify(list)).toContain(fields.slug);

    // An edit shows at once; a save from a stale form is refused and changes nothing.
    const edited = await post(editPost, `/studio/posts/${id}`, { ...postFields({ slug: fields.slug, title: "Retitled" }), version: "2" }, { cookie: admin.cookie, params: { id: String(id) } });
    expect(edited.status).toBe(302);
    expect((await publicPost(fields.slug)).body?.post.title).toBe("Retitled");
    const stale = await post(editPost, `/studio/posts/${id}`, { ...postFields({ slug: fields.slug, title: "Lost" }), version: "2" }, { cookie: admin.cookie, params: { id: String(id) } });
    expect(stale.status).toBe(409);
    expect((await errors(stale))[""]).toEqual([STALE_MESSAGE]);
    expect(postRow(id)!.title).toBe("Retitled");

    expect((await post(editPost, `/studio/posts/${id}`, { intent: "unpublish", version: "3" }, { cookie: admin.cookie, params: { id: String(id) } })).status).toBe(302);
    expect((await publicPost(fields.slug)).status).toBe(404);
    expect((await post(editPost, `/studio/posts/${id}`, { intent: "delete", version: "4" }, { cookie: admin.cookie, params: { id: String(id) } })).status).toBe(302);
    expect(postRow(id)).toBeUndefined();
    expect(lastAudit()).toMatchObject({ action: "post.delete", entityId: String(id), after: null });
    expect((await publicPost(fields.slug)).status).toBe(404);
  });

  it("answers a post that is gone with a 404, and a stale delete with a conflict", async () => {
    const admin = await consoleUser("admin");
    const gone = await post(editPost, "/studio/posts/999999", { intent: "delete", version: "1" }, { cookie: admin.cookie, params: { id: "999999" } }).catch((e: Response) => e);
    expect(gone.status).toBe(404);
    const id = idFrom(await post(newPost, "/studio/posts/new", postFields(), { cookie: admin.cookie }));
    const stale = await post(editPost, `/studio/posts/${id}`, { intent: "delete", version: "7" }, { cookie: admin.cookie, params: { id: String(id) } });
    expect(stale.status).toBe(409);
    expect(postRow(id)).toBeDefined();
  });
});

describe("the team in the console", () => {
  it("adds, edits and removes a member of the About page's team, refusing bad fields", async () => {
    const admin = await consoleUser("admin");
    const team = async () => ((await (await visit(aboutPage, "/about")).json()) as { team: { name: string; role: string }[] }).team;
    const bad = await post(newMember, "/studio/team/new", { name: "", role: "Editor", imageUrl: "/art/team/1.svg", sortOrder: "-1" }, { cookie: admin.cookie });
    expect(bad.status).toBe(400);
    expect(Object.keys(await errors(bad)).sort()).toEqual(["name", "sortOrder"]);

    const added = await post(newMember, "/studio/team/new", { name: "Meena Editor", role: "Film editor", imageUrl: "/art/team/1.svg", sortOrder: "0" }, { cookie: admin.cookie });
    expect(added.status).toBe(302);
    const row = db.select().from(teamMembers).where(eq(teamMembers.name, "Meena Editor")).get()!;
    expect(await team()).toContainEqual(expect.objectContaining({ name: "Meena Editor", role: "Film editor" }));

    const edit = (version: string) =>
      post(editMember, `/studio/team/${row.id}`, { name: "Meena Editor", role: "Head of post-production", imageUrl: "/art/team/1.svg", sortOrder: "0", version }, { cookie: admin.cookie, params: { id: String(row.id) } });
    expect((await edit("1")).status).toBe(302);
    expect((await edit("1")).status).toBe(409);
    expect(await team()).toContainEqual(expect.objectContaining({ name: "Meena Editor", role: "Head of post-production" }));

    expect((await post(editMember, `/studio/team/${row.id}`, { intent: "delete", version: "2" }, { cookie: admin.cookie, params: { id: String(row.id) } })).status).toBe(302);
    expect((await team()).map((m) => m.name)).not.toContain("Meena Editor");
  });
});

describe("production houses and the home page's strip", () => {
  const houseFields = (id: number, overrides: Record<string, string> = {}) => {
    const house = houseRow(id);
    return { name: house.name, about: house.about, logoUrl: house.logoUrl, sortOrder: String(house.sortOrder), version: String(house.version), ...(house.onHomeStrip ? { onHomeStrip: "on" } : {}), ...overrides };
  };
  const strip = async () => ((await (await visit(homePage, "/")).json()) as { studios: { id: number }[] }).studios.map((s) => s.id);

  it("takes a house off the strip and puts it back first; the home page follows at once", async () => {
    const admin = await consoleUser("admin");
    const [first, second] = await strip();
    const off = houseFields(first);
    delete (off as Record<string, string>).onHomeStrip;
    expect((await post(editHouse, `/studio/houses/${first}`, off, { cookie: admin.cookie, params: { id: String(first) } })).status).toBe(302);
    expect(await strip()).not.toContain(first);
    expect((await strip())[0]).toBe(second);

    const back = await post(editHouse, `/studio/houses/${first}`, houseFields(first, { onHomeStrip: "on", sortOrder: "0" }), { cookie: admin.cookie, params: { id: String(first) } });
    expect(back.status).toBe(302);
    expect((await strip())[0]).toBe(first);
    expect(lastAudit()).toMatchObject({ action: "house.update", entityId: String(first) });
  });

  it("stores a royalty address checksummed and refuses a malformed or mistyped one", async () => {
    const admin = await consoleUser("admin");
    const [id] = await strip();
    const lower = "0x90f79bf6eb2c4f870365e785982e1f101e93b906";
    const saved = await post(editHouse, `/studio/houses/${id}`, houseFields(id, { payoutAddress: lower }), { cookie: admin.cookie, params: { id: String(id) } });
    expect(saved.status).toBe(302);
    expect(houseRow(id).payoutAddress).toBe("0x90F79bf6EB2c4f870365E785982E1f101E93b906");
    for (const payoutAddress of ["0x123", "0x90F79bf6EB2c4f870365E785982E1f101E93B906"]) {
      const refused = await post(editHouse, `/studio/houses/${id}`, houseFields(id, { payoutAddress }), { cookie: admin.cookie, params: { id: String(id) } });
      expect(refused.status, payoutAddress).toBe(400);
      expect((await errors(refused)).payoutAddress?.[0]).toBeTruthy();
    }
    expect(houseRow(id).payoutAddress).toBe("0x90F79bf6EB2c4f870365E785982E1f101E93b906");
    // Emptying it sends royalties to the treasury again.
    expect((await post(editHouse, `/studio/houses/${id}`, houseFields(id, { payoutAddress: "" }), { cookie: admin.cookie, params: { id: String(id) } })).status).toBe(302);
    expect(houseRow(id).payoutAddress).toBeNull();
  });
});
