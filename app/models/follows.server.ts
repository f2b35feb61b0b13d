import { and, count, desc, eq, sql } from "drizzle-orm";
import { formatDate } from "~/lib/format";
import { keptUntilAccountChange } from "~/lib/memo.server";
import { db, prepared } from "~db/client.server";
import { follows, listings, users } from "~db/schema";

/**
 * Follows between accounts (docs/decisions/085-follows.md). People are named by their public uid
 * in forms and links, never by the numeric id.
 */

export type FollowOutcome =
  | { status: "followed" | "unfollowed"; followers: number }
  | { status: "self" }
  | { status: "unknown-user" };

/**
 * Follows or unfollows the account with this uid. Idempotent: following twice is one follow,
 * unfollowing someone not followed changes nothing. Nobody can follow themselves.
 */
export function setFollow(followerId: number, followedUid: string, following: boolean): FollowOutcome {
  return db.transaction((tx) => {
    const followed = tx.select({ id: users.id }).from(users).where(eq(users.uid, followedUid)).get();
    if (!followed) return { status: "unknown-user" } as const;
    if (followed.id === followerId) return { status: "self" } as const;
    if (following) tx.insert(follows).values({ followerId, followedId: followed.id }).onConflictDoNothing().run();
    else tx.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followedId, followed.id))).run();
    const followers = tx.select({ n: count() }).from(follows).where(eq(follows.followedId, followed.id)).get()?.n ?? 0;
    return { status: following ? "followed" : "unfollowed", followers } as const;
  });
}

const followCountsStatement = prepared(() =>
  db
    .select({
      followers: sql<number>`(SELECT count(*) FROM ${follows} WHERE ${follows.followedId} = ${sql.placeholder("userId")})`,
      following: sql<number>`(SELECT count(*) FROM ${follows} WHERE ${follows.followerId} = ${sql.placeholder("userId")})`,
    })
    .from(sql`(SELECT 1)`)
    .prepare(),
);

/** How many follow the account and how many it follows; kept until a write to the account (a follow is one). */
export const followCounts = keptUntilAccountChange(
  (userId): { followers: number; following: number } => followCountsStatement().get({ userId }) ?? { followers: 0, following: 0 },
);

/** One person in a followers or following list: the public name only. */
export type FollowPerson = { uid: string; name: string; at: number; date: string };

const followersStatement = prepared(() =>
  db
    .select({ uid: users.uid, name: users.name, createdAt: follows.createdAt })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followerId))
    .where(eq(follows.followedId, sql.placeholder("userId")))
    .orderBy(desc(follows.createdAt))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare(),
);

const followingStatement = prepared(() =>
  db
    .select({ uid: users.uid, name: users.name, createdAt: follows.createdAt })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followedId))
    .where(eq(follows.followerId, sql.placeholder("userId")))
    .orderBy(desc(follows.createdAt))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare(),
);

/** People who follow the user (`followers`) or whom the user follows (`following`), newest first. */
export function followList(userId: number, which: "followers" | "following", limit: number, offset = 0): FollowPerson[] {
  const statement = which === "followers" ? followersStatement() : followingStatement();
  return statement.all({ userId, limit, offset }).map((row) => ({ uid: row.uid, name: row.name, at: row.createdAt.getTime(), date: formatDate(row.createdAt) }));
}

/** The seller or owner block's Follow button: whom it names and whether the viewer follows them. */
export type FollowTarget = { uid: string; name: string; following: boolean; self: boolean };

const followTargetStatement = prepared(() =>
  db
    .select({
      id: users.id,
      uid: users.uid,
      name: users.name,
      following: sql<number>`EXISTS (SELECT 1 FROM ${follows} WHERE ${follows.followerId} = ${sql.placeholder("viewerId")} AND ${follows.followedId} = ${users.id})`,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerUserId))
    .where(eq(listings.id, sql.placeholder("listingId")))
    .prepare(),
);

/**
 * The account behind a listing's seller, for its Follow button; null when the seller has no
 * account here (e.g. a wallet that never signed in). `viewerId` is null for a visitor.
 */
export function listingSellerToFollow(listingId: number, viewerId: number | null): FollowTarget | null {
  const row = followTargetStatement().get({ listingId, viewerId: viewerId ?? 0 });
  if (!row) return null;
  return { uid: row.uid, name: row.name, following: Boolean(row.following), self: row.id === viewerId };
}
