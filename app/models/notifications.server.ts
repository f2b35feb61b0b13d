import { and, desc, eq, sql } from "drizzle-orm";
import { amountInCoin } from "~/lib/coin.server";
import { formatDate } from "~/lib/format";
import { keptUntilAccountChange } from "~/lib/memo.server";
import { db, prepared, type Transaction } from "~db/client.server";
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

/** The user's latest notifications, newest first; kept until a write to the account (a new one, one read). */
export const notificationsForUser = keptUntilAccountChange((userId): NotificationView[] =>
  listQuery()
    .all({ userId, limit: NOTIFICATION_LIST_LIMIT })
    .map((row) => ({
      _id: String(row.id),
      title: row.title,
      tag: row.tag,
      text: row.text,
      date: formatDate(row.createdAt),
      time: row.createdAt.getTime(),
      read: row.read,
    })),
);

/** Creates an unread notification for a user (e.g. tag and title "NFT-purchase" after a purchase). */
export function notifyUser(userId: number, { title, tag, text }: { title: string; tag: string; text: string }): { id: number } {
  return db.insert(notifications).values({ userId, title, tag, text }).returning({ id: notifications.id }).get();
}

/** The text of the notification a buyer gets once their purchase is minted. */
export function purchaseNotification(nftTitle: string) {
  return { title: "NFT-purchase", tag: "NFT-purchase", text: `You have successfully purchased ${nftTitle} NFT` };
}

type NotificationText = { title: string; tag: string; text: string };

/**
 * Creates the notification a chain event causes, once: `eventKey` names the event and the kind
 * of notice, and a replayed event (the indexer applying it again) adds nothing
 * (docs/decisions/086-trading-notifications.md). Runs inside the indexer's transaction.
 */
export function notifyOnce(tx: Transaction, userId: number, notification: NotificationText, eventKey: string): void {
  tx.insert(notifications).values({ userId, ...notification, eventKey }).onConflictDoNothing({ target: notifications.eventKey }).run();
}

/** To the bidder a higher bid replaced: the refund (bid plus its fee) waits on the profile. */
export function outbidNotification(nftTitle: string, refundWei: bigint): NotificationText {
  return { title: "NFT-outbid", tag: "NFT-outbid", text: `You have been outbid on ${nftTitle}. Withdraw your refund of ${amountInCoin(refundWei)} from your profile.` };
}

/** To the winner of a settled auction. */
export function auctionWonNotification(nftTitle: string, amountWei: bigint): NotificationText {
  return { title: "NFT-auction-won", tag: "NFT-auction-won", text: `You won the auction for ${nftTitle} NFT at ${amountInCoin(amountWei)}` };
}

/** To the seller of a listing bought or an auction settled with a winner. */
export function itemSoldNotification(nftTitle: string, priceWei: bigint): NotificationText {
  return { title: "NFT-sold", tag: "NFT-sold", text: `Your ${nftTitle} NFT sold for ${amountInCoin(priceWei)}` };
}

/** To a token's owner when someone makes an offer on it (docs/decisions/173-offers.md). */
export function offerReceivedNotification(nftTitle: string, amountWei: bigint): NotificationText {
  return { title: "NFT-offer", tag: "NFT-offer", text: `You have an offer of ${amountInCoin(amountWei)} for your ${nftTitle} NFT. Open it from your profile's Offers to accept or decline it.` };
}

/** To the collector whose offer the owner accepted. */
export function offerAcceptedNotification(nftTitle: string, amountWei: bigint): NotificationText {
  return { title: "NFT-offer-accepted", tag: "NFT-offer-accepted", text: `Your offer of ${amountInCoin(amountWei)} for ${nftTitle} NFT was accepted: the NFT is yours` };
}

/** Why an offer ended without a sale, as its offerer is told; a cancelled offer was the offerer's own doing. */
export type EndedOfferKind = "outbid" | "expired" | "declined";

const ENDED_OFFER_WORDS: Record<EndedOfferKind, string> = { outbid: "was outbid", expired: "expired", declined: "was declined by the owner" };

/** To the collector whose offer was outbid, expired or declined: the escrow waits on the profile. */
export function offerEndedNotification(kind: EndedOfferKind, nftTitle: string, refundWei: bigint): NotificationText {
  const tag = `NFT-offer-${kind}`;
  return { title: tag, tag, text: `Your offer on ${nftTitle} ${ENDED_OFFER_WORDS[kind]}. Withdraw your refund of ${amountInCoin(refundWei)} from your profile.` };
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
