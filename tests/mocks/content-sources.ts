import { delay, http, HttpResponse } from "msw";

export const BLOG_SITE = "https://cms.example.test";
export const COMMUNITY_FEED = "https://wall.example.test/feed.json";

/** A post as WordPress's REST API returns it with `_embed`. */
export function wordpressPost(fields: { id: number; slug: string; title: string; content: string; date: string; featured?: string; author?: string }) {
  return {
    id: fields.id,
    slug: fields.slug,
    date: fields.date,
    date_gmt: fields.date,
    title: { rendered: fields.title },
    content: { rendered: fields.content, protected: false },
    excerpt: { rendered: `<p>${fields.title} &#8211; excerpt</p>` },
    featured: fields.featured ?? "no",
    featured_media_src_url: `${BLOG_SITE}/wp-content/uploads/${fields.slug}.jpg`,
    _embedded: { author: [{ id: 1, name: fields.author ?? "Editor" }] },
  };
}

type Mode = "up" | "down" | "slow" | "garbage";

/** The CMS's posts endpoint and a JSON Feed social wall; `set(mode)` makes them fail in different ways. */
export function contentSources() {
  let mode: Mode = "up";
  let requests = 0;
  const posts = [
    wordpressPost({ id: 11, slug: "remote-newest", title: "Remote &amp; newest", content: '<p>Hello <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>', date: "2026-01-10T10:00:00", featured: "yes", author: "Asha" }),
    wordpressPost({ id: 10, slug: "remote-second", title: "Remote second", content: "<p>Second</p>", date: "2026-01-05T10:00:00" }),
    wordpressPost({ id: 9, slug: "remote-third", title: "Remote third", content: "<p>Third</p>", date: "2026-01-01T10:00:00" }),
  ];
  const feed = {
    version: "https://jsonfeed.org/version/1.1",
    title: "Diginoor wall",
    items: [
      { id: "w1", url: "https://social.example.test/p/1", content_html: "<b>Just</b> bought a Legendary!", date_published: "2026-01-09T08:00:00Z", authors: [{ name: "Ravi" }] },
      { id: 2, url: "javascript:alert(1)", content_text: "Second post", date_published: "2026-01-08T08:00:00Z" },
      { id: "w3", content_text: "" },
    ],
  };
  const answer = async (body: Parameters<typeof HttpResponse.json>[0]) => {
    requests += 1;
    if (mode === "down") return HttpResponse.json({ code: "rest_error" }, { status: 503 });
    if (mode === "slow") await delay(5_000);
    if (mode === "garbage") return HttpResponse.json({ unexpected: true });
    return HttpResponse.json(body);
  };
  return {
    handlers: [http.get(`${BLOG_SITE}/wp-json/wp/v2/posts`, () => answer(posts)), http.get(COMMUNITY_FEED, () => answer(feed))],
    set: (next: Mode) => {
      mode = next;
    },
    requests: () => requests,
  };
}
