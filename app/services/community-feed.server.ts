/**
 * The home page's community wall from a configured source: a JSON Feed (jsonfeed.org 1.1), the
 * format social walls and many aggregators export, chosen by COMMUNITY_FEED_URL.
 */
import { z } from "zod";
import { config } from "~/config.server";
import { remoteSource } from "~/services/remote-source.server";

export type CommunityPost = {
  id: string;
  authorName: string;
  text: string;
  /** Where the post lives (http(s) only), or null. */
  url: string | null;
  /** ISO timestamp. */
  publishedAt: string;
};

/** Longest text shown on a card; longer posts are cut at a word and link to the original. */
const TEXT_LIMIT = 280;
const CARD_LIMIT = 6;

const httpUrl = z.string().refine((url) => /^https?:\/\//i.test(url));

const feedItem = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  url: httpUrl.optional().catch(undefined),
  content_text: z.string().optional(),
  content_html: z.string().optional(),
  date_published: z.string().optional(),
  authors: z.array(z.object({ name: z.string().optional() })).optional(),
  author: z.object({ name: z.string().optional() }).optional(),
});

function toPost(item: z.infer<typeof feedItem>, feedAuthor: string): CommunityPost | null {
  // Text only: a remote feed never puts markup on our page.
  const raw = item.content_text ?? item.content_html?.replace(/<[^>]*>/g, " ") ?? "";
  const text = raw.replace(/\s+/g, " ").trim();
  if (!text) return null;
  const published = item.date_published ? new Date(item.date_published) : null;
  return {
    id: item.id,
    authorName: item.authors?.[0]?.name ?? item.author?.name ?? feedAuthor,
    text: text.length > TEXT_LIMIT ? `${text.slice(0, TEXT_LIMIT).replace(/\s+\S*$/, "")}…` : text,
    url: item.url ?? null,
    publishedAt: published && !Number.isNaN(published.getTime()) ? published.toISOString() : new Date(0).toISOString(),
  };
}

const jsonFeed = z
  .object({
    version: z.string().startsWith("https://jsonfeed.org/version/1"),
    title: z.string().optional(),
    items: z.array(z.unknown()),
  })
  .transform((feed) =>
    feed.items
      .flatMap((item) => {
        const parsed = feedItem.safeParse(item);
        const post = parsed.success ? toPost(parsed.data, feed.title ?? "Community") : null;
        return post ? [post] : [];
      })
      .slice(0, CARD_LIMIT),
  );

const { communityFeedUrl, cacheMs, timeoutMs } = config.remoteContent;

/** The feed's newest posts; null when no feed is configured or it is down (then the embedded posts show). */
export const remoteCommunityPosts: () => Promise<CommunityPost[] | null> = communityFeedUrl
  ? remoteSource({ url: communityFeedUrl, schema: jsonFeed, ttlMs: cacheMs, staleMs: cacheMs * 12, timeoutMs, name: "community feed" })
  : async () => null;
