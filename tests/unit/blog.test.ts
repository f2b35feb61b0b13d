import { describe, expect, it } from "vitest";
import { blogList, featuredPosts, homePosts, postBySlug, sanitizePostHtml } from "~/models/blog.server";
import { db } from "~db/client.server";
import { blogPosts } from "~db/schema";

function addPost(slug: string, contentHtml: string, options: { featured?: boolean; publishedAt?: string } = {}) {
  db.insert(blogPosts)
    .values({
      slug,
      title: `Post ${slug}`,
      excerpt: "An excerpt.",
      contentHtml,
      authorName: "admin",
      featured: options.featured ?? false,
      imageUrl: "/art/blog/test.svg",
      publishedAt: new Date(options.publishedAt ?? "2020-01-01T00:00:00Z"),
    })
    .run();
}

describe("blog post bodies", () => {
  it("strips scripts, event handlers and javascript: links from a stored post", async () => {
    addPost(
      "hostile-post",
      `<p onclick="steal()">Hello <strong>fans</strong></p><script>alert(1)</script>` +
        `<a href="javascript:alert(2)">bad link</a> <a href="/collections" onmouseover="x()">good link</a>` +
        `<img src="https://example.com/a.png" alt="A still" onerror="alert(3)"><iframe src="https://evil.example"></iframe>`,
    );
    const post = await postBySlug("hostile-post");
    expect(post).not.toBeNull();
    const html = post!.html;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/alert\(1\)/);
    expect(html).not.toMatch(/\son\w+=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/<iframe/i);
    expect(html).toContain("<p>Hello <strong>fans</strong></p>");
    expect(html).toContain('<a href="/collections">good link</a>');
    expect(html).toContain('<img src="https://example.com/a.png" alt="A still" />');
  });

  it("keeps mailto and https links but drops other schemes", () => {
    const html = sanitizePostHtml(
      `<a href="mailto:support@diginoor.in">mail</a><a href="https://ethereum.org/">web</a><a href="data:text/html,hi">data</a><a href="//evil.example/">proto</a>`,
    );
    expect(html).toContain('href="mailto:support@diginoor.in"');
    expect(html).toContain('href="https://ethereum.org/"');
    expect(html).not.toContain("data:");
    expect(html).not.toContain("evil.example");
  });

  it("renders the seeded guides with their headings", async () => {
    const post = await postBySlug("what-is-an-nft");
    expect(post?.title).toBe("What Is an NFT? A Film Fan's Guide");
    expect(post?.authorName).toBe("admin");
    expect(post?.html).toContain("<h2>");
  });

  it("returns null for an unknown slug", async () => {
    expect(await postBySlug("no-such-article")).toBeNull();
  });
});

describe("blog lists", () => {
  it("lists every post newest first with a display date", async () => {
    const posts = await blogList();
    expect(posts.length).toBeGreaterThanOrEqual(5);
    const times = posts.map((p) => Date.parse(p.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(posts[0].date).toMatch(/^\d{1,2} [A-Z][a-z]+, \d{4}$/);
  });

  it("features only posts marked featured", async () => {
    const featured = await featuredPosts();
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((p) => p.featured)).toBe(true);
  });

  it("shows on the home page the newest post when it is featured, and the third newest", async () => {
    const [first, , third] = await blogList();
    expect(first.featured).toBe(true);
    expect((await homePosts([])).posts.map((p) => p.slug)).toEqual([first.slug, third.slug]);

    // A newer post that is not featured takes the first place and is not shown.
    addPost("newest-unfeatured", "<p>News</p>", { publishedAt: "2099-01-01T00:00:00Z" });
    const [, , newThird] = await blogList();
    expect((await homePosts([])).posts.map((p) => p.slug)).toEqual([newThird.slug]);
  });

  it("keeps the posts between visits and shows a post's insert, edit, unpublishing and deletion at once", async () => {
    const kept = await blogList();
    expect(await blogList()).toBe(kept);
    expect(Object.isFrozen(kept) && Object.isFrozen(kept[0])).toBe(true);

    // Written as another process would write them: straight SQL, nothing in this process is told.
    const sql = (statement: string) => db.$client.prepare(statement).run();
    addPost("kept-then-written", "<p>Fresh</p>", { publishedAt: "2098-01-01T00:00:00Z" });
    expect((await blogList()).map((p) => p.slug)).toContain("kept-then-written");
    sql("UPDATE blog_posts SET title = 'Retitled in place' WHERE slug = 'kept-then-written'");
    expect((await blogList()).find((p) => p.slug === "kept-then-written")?.title).toBe("Retitled in place");
    sql("UPDATE blog_posts SET published = 0 WHERE slug = 'kept-then-written'");
    expect((await blogList()).map((p) => p.slug)).not.toContain("kept-then-written");
    sql("UPDATE blog_posts SET published = 1 WHERE slug = 'kept-then-written'");
    expect((await blogList()).map((p) => p.slug)).toContain("kept-then-written");
    sql("DELETE FROM blog_posts WHERE slug = 'kept-then-written'");
    expect((await blogList()).map((p) => p.slug)).not.toContain("kept-then-written");
  });
});
