import { and, count, eq, sql } from "drizzle-orm";
import { keptUntilAccountChange } from "~/lib/memo.server";
import { nftForViewer } from "~/models/nfts.server";
import { db, prepared } from "~db/client.server";
import { likes, nfts } from "~db/schema";

const likedQuery = prepared(() =>
  db
    .select({ nftId: likes.nftId })
    .from(likes)
    .where(eq(likes.userId, sql.placeholder("userId")))
    .prepare(),
);

/**
 * Ids of every NFT the user likes, so each like toggle on a page can show its state. Kept until a
 * write to the account: a like or an unlike is one (migration 0033).
 */
export const likedNftIds = keptUntilAccountChange((userId): number[] =>
  likedQuery()
    .all({ userId })
    .map((row) => row.nftId),
);

export type LikeState = { liked: boolean; count: number };

/**
 * Sets whether the user likes an NFT (idempotent: liking twice is one like) and returns the new
 * count; null when there is no such NFT, or it is unpublished and not the user's to see
 * (`nftForViewer`): a like's answer would otherwise tell a draft's id and count.
 */
export function setLike(userId: number, nftId: number, liked: boolean): LikeState | null {
  if (!nftForViewer(nftId, userId)) return null;
  return db.transaction((tx) => {
    const nft = tx.select({ id: nfts.id }).from(nfts).where(eq(nfts.id, nftId)).get();
    if (!nft) return null;
    if (liked) tx.insert(likes).values({ userId, nftId }).onConflictDoNothing().run();
    else tx.delete(likes).where(and(eq(likes.userId, userId), eq(likes.nftId, nftId))).run();
    const total = tx.select({ n: count() }).from(likes).where(eq(likes.nftId, nftId)).get()?.n ?? 0;
    return { liked, count: total };
  });
}
