import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { BLOG_SITE, COMMUNITY_FEED, contentSources } from "../mocks/content-sources";

// Configured before the app's modules read the configuration.
process.env.BLOG_SOURCE_URL = BLOG_SITE;
process.env.COMMUNITY_FEED_URL = COMMUNITY_FEED;
process.env.REMOTE_CONTENT_CACHE_SECONDS = "60";
process.env.REMOTE_CONTENT_TIMEOUT_MS = "300";

const sources = contentSources();
const server = setupServer(...sources.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

/** Fresh modules per test: each starts with an empty cache. */
async function load() {
  vi.resetModules();
  const blog = await import("~/models/blog.server");
  const community = await import("~/models/community.server");
  return { ...blog, ...community };
}

beforeEach(() => {
  sources.set("up");
  vi.useRealTimers();
});

describe("blog from a WordPress REST source", () => {
  it("lists the CMS's posts newest first, with plain-text titles and the embedded author", async () => {
    const { blogList, featuredPosts } = await load();
    const posts = await blogList();
    expect(posts.map((p) => p.slug)).toEqual(["remote-newest", "remote-second", "remote-third"]);
    expect(posts[0]).toMatchObject({ title: "Remote & newest", authorName: "Asha", featured: true });
    expect((await featuredPosts()).map((p) => p.slug)).toEqual(["remote-newest"]);
  });

  it("sanitises a remote body: no script, no javascript: link", async () => {
    const { postBySlug } = await load();
    const post = await postBySlug("remote-newest");
    expect(post?.html).toContain("Hello");
    expect(post?.html).not.toMatch(/script|javascript:/i);
  });

  it("keeps the database's guides reachable beside the CMS's posts, and takes the home page's latest posts from the CMS", async () => {
    const { postBySlug, homePosts } = await load();
    expect((await postBySlug("what-is-an-nft"))?.title).toBeTruthy();
    const { guides, posts } = await homePosts(["what-is-an-nft", "remote-third"]);
    expect(guides.map((p) => p.slug)).toEqual(["what-is-an-nft", "remote-third"]);
    expect(posts.map((p) => p.slug)).toEqual(["remote-newest", "remote-third"]);
  });

  it.each(["down", "slow", "garbage"] as const)("falls back to the database's posts when the source is %s", async (mode) => {
    const { blogList } = await load();
    sources.set(mode);
    const started = Date.now();
    const slugs = (await blogList()).map((p) => p.slug);
    expect(slugs).toContain("what-is-an-nft");
    expect(slugs).not.toContain("remote-newest");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("caches the answer, and serves the last good answer while the source is down", async () => {
    const { blogList } = await load();
    await blogList();
    const asked = sources.requests();
    await blogList();
    expect(sources.requests()).toBe(asked);
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ["Date"] });
    sources.set("down");
    expect((await blogList())[0].slug).toBe("remote-newest");
  });
});

describe("community wall from a JSON Feed", () => {
  it("shows the feed's posts as text cards, only http(s) links, empty posts left out", async () => {
    const { communityCards } = await load();
    const cards = await communityCards();
    expect(cards.map((c) => c.text)).toEqual(["Just bought a Legendary!", "Second post"]);
    expect(cards[0]).toMatchObject({ authorName: "Ravi", url: "https://social.example.test/p/1", source: "feed" });
    expect(cards[1]).toMatchObject({ authorName: "Diginoor wall", url: null });
  });

  it.each(["down", "slow", "garbage"] as const)("shows the seeded posts when the feed is %s", async (mode) => {
    const { communityCards } = await load();
    sources.set(mode);
    const cards = await communityCards();
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.source === "seeded")).toBe(true);
  });
});

describe("configuration", () => {
  it("refuses a source URL that is not http(s)", async () => {
    vi.resetModules();
    process.env.BLOG_SOURCE_URL = "ftp://cms.example.test";
    await expect(import("~/config.server")).rejects.toThrow(/BLOG_SOURCE_URL/);
    process.env.BLOG_SOURCE_URL = BLOG_SITE;
  });
});
