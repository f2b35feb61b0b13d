/**
 * The blog's external CMS (DESIGN "Embedded defaults"): a WordPress-style REST source
 * (`/wp-json/wp/v2/posts?_embed`), chosen by BLOG_SOURCE_URL. Bodies are sanitised by the blog
 * model like the database's; titles and excerpts arrive as HTML and are reduced to plain text here.
 */
import sanitizeHtml from "sanitize-html";
import { z } from "zod";
import { config } from "~/config.server";
import { remoteSource } from "~/services/remote-source.server";

const rendered = z.object({ rendered: z.string() });

const wordpressPost = z.object({
  id: z.number(),
  slug: z.string().regex(/^[a-z0-9-]{1,200}$/i),
  date_gmt: z.string().optional(),
  date: z.string(),
  title: rendered,
  content: rendered,
  excerpt: rendered,
  /** The spec's custom field: "yes" marks a featured post. */
  featured: z.unknown().optional(),
  featured_media_src_url: z.string().nullish(),
  _embedded: z
    .object({
      author: z.array(z.object({ name: z.string() }).partial()).optional(),
      "wp:featuredmedia": z.array(z.object({ source_url: z.string() }).partial()).optional(),
    })
    .partial()
    .optional(),
});

export type RemotePost = {
  slug: string;
  title: string;
  excerpt: string;
  authorName: string;
  imageUrl: string;
  featured: boolean;
  publishedAt: Date;
  contentHtml: string;
};

/** HTML from the CMS reduced to text (entities decoded, tags dropped). */
function plainText(html: string): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#039;|&apos;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** Only http(s) images are shown; anything else gets the blog's placeholder artwork. */
const PLACEHOLDER_IMAGE = "/art/hero.svg";
const safeImage = (url: string | null | undefined) => (url && /^https?:\/\//i.test(url) ? url : PLACEHOLDER_IMAGE);

function toPost(post: z.infer<typeof wordpressPost>): RemotePost | null {
  const published = new Date(post.date_gmt ? `${post.date_gmt.replace(/Z?$/, "")}Z` : post.date);
  if (Number.isNaN(published.getTime())) return null;
  return {
    slug: post.slug.toLowerCase(),
    title: plainText(post.title.rendered) || "Untitled",
    excerpt: plainText(post.excerpt.rendered),
    authorName: post._embedded?.author?.[0]?.name ?? "admin",
    imageUrl: safeImage(post.featured_media_src_url ?? post._embedded?.["wp:featuredmedia"]?.[0]?.source_url),
    featured: post.featured === "yes" || post.featured === true,
    publishedAt: published,
    contentHtml: post.content.rendered,
  };
}

/** A malformed post is left out rather than failing the whole list. */
const postList = z.array(z.unknown()).transform((items) =>
  items.flatMap((item) => {
    const parsed = wordpressPost.safeParse(item);
    const post = parsed.success ? toPost(parsed.data) : null;
    return post ? [post] : [];
  }),
);

/** The posts endpoint of a configured site (a site URL, or the endpoint itself). */
export function postsEndpoint(source: string): string {
  const url = new URL(source);
  if (!/\/wp-json\/wp\/v2\/posts\/?$/.test(url.pathname)) url.pathname = `${url.pathname.replace(/\/$/, "")}/wp-json/wp/v2/posts`;
  url.searchParams.set("_embed", "1");
  url.searchParams.set("per_page", "100");
  return url.toString();
}

const { blogSourceUrl, cacheMs, timeoutMs } = config.remoteContent;

/** The CMS's posts newest first; null when no source is configured or it is down (then the database's posts are used). */
export const remoteBlogPosts: () => Promise<RemotePost[] | null> = blogSourceUrl
  ? (() => {
      const read = remoteSource({ url: postsEndpoint(blogSourceUrl), schema: postList, ttlMs: cacheMs, staleMs: cacheMs * 12, timeoutMs, name: "blog source" });
      return async () => (await read())?.slice().sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime()) ?? null;
    })()
  : async () => null;
