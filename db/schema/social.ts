/** What users do about each other and the catalogue: likes, follows and the notifications they receive. */
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./accounts";
import { nfts } from "./catalogue";

export const likes = sqliteTable(
  "likes",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    nftId: integer("nft_id")
      .notNull()
      .references(() => nfts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.nftId] }), index("likes_nft").on(t.nftId)],
);

/** Who follows whom (docs/decisions/085-follows.md): one row per pair, never oneself. */
export const follows = sqliteTable(
  "follows",
  {
    followerId: integer("follower_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    followedId: integer("followed_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followedId] }),
    check("follows_not_self", sql`${t.followerId} <> ${t.followedId}`),
    index("follows_followed").on(t.followedId, t.createdAt),
    index("follows_follower").on(t.followerId, t.createdAt),
  ],
);

export const notifications = sqliteTable(
  "notifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    tag: text("tag").notNull(),
    text: text("text").notNull(),
    read: integer("read", { mode: "boolean" }).notNull().default(false),
    /**
     * The chain event that caused it ("{tx hash}:{log index}:{kind}"), unique, so a replayed event
     * never notifies twice (docs/decisions/086-trading-notifications.md). Null for other notifications.
     */
    eventKey: text("event_key"),
    createdAt: createdAt(),
  },
  (t) => [index("notifications_user").on(t.userId, t.read, t.createdAt), uniqueIndex("notifications_event").on(t.eventKey)],
);
