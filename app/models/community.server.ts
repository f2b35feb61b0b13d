import { formatDate } from "~/lib/format";
import { remoteCommunityPosts, type CommunityPost } from "~/services/community-feed.server";

/** The community wall shipped with Diginoor: shown until a feed is configured, and while it is down. */
const SEEDED_POSTS: readonly CommunityPost[] = [
  {
    id: "seed-kabali-drop",
    authorName: "Diginoor",
    text: "The Kabali collection is live: homecoming, the suits and the city lights of Malaysia, in four rarity tiers. Which one is going on your showcase?",
    url: null,
    publishedAt: "2025-12-20T10:00:00.000Z",
  },
  {
    id: "seed-sivaji-auction",
    authorName: "Marina Film Works",
    text: "Legendary pieces go to auction first. Bids in the last ten minutes extend the clock, so nobody gets sniped.",
    url: null,
    publishedAt: "2025-12-18T14:30:00.000Z",
  },
  {
    id: "seed-collector",
    authorName: "A collector from Chennai",
    text: "Got my first Chandramukhi Rare today. The 10% royalty going back to the studio on every resale is why I buy here.",
    url: null,
    publishedAt: "2025-12-15T08:15:00.000Z",
  },
];

export type CommunityCard = CommunityPost & { date: string; source: "feed" | "seeded" };

/** The home page's community cards: the configured feed's newest posts, else the seeded ones. */
export async function communityCards(): Promise<CommunityCard[]> {
  const remote = await remoteCommunityPosts();
  const source = remote?.length ? "feed" : "seeded";
  return (remote?.length ? remote : SEEDED_POSTS).map((post) => ({ ...post, date: formatDate(new Date(post.publishedAt)), source }));
}
