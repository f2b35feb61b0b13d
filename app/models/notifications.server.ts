import { and, desc, eq, sql } from "drizzle-orm";
import { formatDate } from "~/lib/format";
import { db, prepared } from "~db/client.server";
import { notifications } from "~db/schema";

/** How many notifications the header panel and the API list, newest first. */
const NOTIFICATION_LIST_LIMIT = 20;

/** A notification as the header panel and the spec's API show it. */
export type NotificationView = {
  _id: string;
  title: string;
  tag: string;
  text: string;
  /** The spec's date text, e.g. "26 December, 2025". */
  date: string;
  /** Milliseconds since the epoch (the spec's `time`). */
  time: number;
  read: boolean;
};

const listQuery = prepared(() =>
  db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder("userId")))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder("limit"))
    .prepare(),
);

/** The user's latest notifications, newest first. */
export function notificationsForUser(userId: number, limit = NOTIFICATION_LIST_LIMIT): NotificationView[] {
  return listQuery()
    .all({ userId, limit })
    .map((row) => ({
      _id: String(row.id),
      title: row.title,
      tag: row.tag,
      text: row.text,
      date: formatDate(row.createdAt),
      time: row.createdAt.getTime(),
      read: row.read,
    }));
}

/** Creates an unread notification for a user (e.g. tag and title "NFT-purchase" after a purchase). */
export function notifyUser(userId: number, { title, tag, text }: { title: string; tag: string; text: string }): { id: number } {
  return db.insert(notifications).values({ userId, title, tag, text }).returning({ id: notifications.id }).get();
}

/** The text of the notification a buyer gets once their purchase is minted. */
export function purchaseNotification(nftTitle: string) {
  return { title: "NFT-purchase", tag: "NFT-purchase", text: `You have successfully purchased ${nftTitle} NFT` };
}

export type MarkReadResult = "read" | "not-found" | "not-yours";

/** Marks one of the user's notifications read; marking it again changes nothing. */
export function markNotificationRead(userId: number, notificationId: number): MarkReadResult {
  const row = db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(eq(notifications.id, notificationId))
    .get();
  if (!row) return "not-found";
  if (row.userId !== userId) return "not-yours";
  db.update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .run();
  return "read";
}
