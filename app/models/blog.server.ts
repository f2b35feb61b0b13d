import { and, desc, eq, sql } from "drizzle-orm";
import sanitizeHtml from "sanitize-html";
import { formatDate } from "~/lib/format";
import { keptUntilCatalogueChange } from "~/lib/memo.server";
import { db, prepared } from "~db/client.server";
import { blogPosts } from "~db/schema";
import { remoteBlogPosts } from "~/services/blog-source.server";

/**
 * Post bodies come from an editor (or, when configured, a remote CMS: BLOG_SOURCE_URL), so they are sanitised
 * every time they are rendered: only structural tags, links and images survive, and links may
 * only point to http(s), mailto or relative addresses.
 */
const BODY_RULES: sanitizeHtml.IOptions = {
  allowedTags: ["p", "h2", "h3", "h4", "ul", "ol", "li", "a", "strong", "em", "blockquote", "code", "pre", "img"],
  allowedAttributes: { a: ["href"], img: ["src", "alt"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, BODY_RULES);
}

export type BlogPostSummary = {
  slug: string;
  title: string;
  excerpt: string;
  authorName: string;
  imageUrl: string;
  featured: boolean;
  /** "26 December, 2025" */
  date: string;
  /** ISO timestamp for <time dateTime>. */
  publishedAt: string;
};

const summaryColumns = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  authorName: blogPosts.authorName,
  imageUrl: blogPosts.imageUrl,
  featured: blogPosts.featured,
  publishedAt: blogPosts.publishedAt,
};

function toSummary({ publishedAt, ...rest }: { publishedAt: Date } & Omit<BlogPostSummary, "date" | "publishedAt">): BlogPostSummary {
  return { ...rest, date: formatDate(publishedAt), publishedAt: publishedAt.toISOString() };
}

const listStatement = prepared(() =>
  db.select(summaryColumns).from(blogPosts).where(eq(blogPosts.published, true)).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)).prepare(),
);

/**
 * The database's published posts, newest first: the default source and the fallback while a CMS
 * is down. Kept until a post is written (the home page asks on every visit); frozen, because
 * every request shares the same answer.
 */
const databasePosts = keptUntilCatalogueChange((): readonly BlogPostSummary[] =>
  Object.freeze(listStatement().all().map((row) => Object.freeze(toSummary(row)))),
);

/** The CMS's posts, newest first, or null when none is configured or it does not answer. */
async function remotePosts(): Promise<readonly BlogPostSummary[] | null> {
  const remote = await remoteBlogPosts();
  return remote ? remote.map(({ contentHtml: _body, ...post }) => toSummary(post)) : null;
}

/** Every post, newest first: from the configured CMS when it answers, else from the database. */
export async function blogList(): Promise<readonly BlogPostSummary[]> {
  return (await remotePosts()) ?? databasePosts();
}

/** The posts marked featured, newest first: the blog's carousel. */
export async function featuredPosts(): Promise<BlogPostSummary[]> {
  return (await blogList()).filter((post) => post.featured);
}

/**
 * The home page's posts, from one read of each source: the guides (these slugs, in this order,
 * from the CMS or the database, whose guides stay reachable beside a CMS) and the latest posts (the
 * newest post if it is featured, and the third newest).
 */
export async function homePosts(guideSlugs: readonly string[]): Promise<{ guides: BlogPostSummary[]; posts: BlogPostSummary[] }> {
  const remote = await remotePosts();
  const local = databasePosts();
  const reachable = remote ? [...remote, ...local] : local;
  const [first, , third] = remote ?? local;
  return {
    guides: guideSlugs.flatMap((slug) => reachable.find((post) => post.slug === slug) ?? []),
    posts: [first?.featured ? first : null, third ?? null].filter((post): post is BlogPostSummary => post !== null),
  };
}

const postStatement = prepared(() =>
  db
    .select({ ...summaryColumns, contentHtml: blogPosts.contentHtml })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, sql.placeholder("slug")), eq(blogPosts.published, true)))
    .prepare(),
);

/**
 * One post with its sanitised HTML body, or null when no published post has that slug. The CMS's post wins;
 * the database's posts stay reachable (the home page's guides link to them).
 */
export async function postBySlug(slug: string): Promise<(BlogPostSummary & { html: string }) | null> {
  const remote = (await remoteBlogPosts())?.find((post) => post.slug === slug);
  const row = remote ?? postStatement().all({ slug })[0];
  if (!row) return null;
  const { contentHtml, ...summary } = row;
  return { ...toSummary(summary), html: sanitizePostHtml(contentHtml) };
}
