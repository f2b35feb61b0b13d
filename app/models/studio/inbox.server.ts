import { and, asc, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { StudioActor } from "~/models/studio/access.server";
import { recordAudit } from "~/models/studio/audit.server";
import { db } from "~db/client.server";
import { contactMessages, films, isUnpublishedNft, newsletterSignups, nfts } from "~db/schema";

/** The console's front page: the size of the actor's catalogue and, for admins, unread messages. */
export function studioOverview(actor: StudioActor) {
  const house = actor.productionHouseId;
  const filmCounts = db
    .select({ total: count(), unpublished: sql<number>`sum(CASE WHEN ${films.published} THEN 0 ELSE 1 END)`.mapWith(Number) })
    .from(films)
    .where(house === null ? undefined : eq(films.productionHouseId, house))
    .get()!;
  const ofHouse = house === null ? undefined : eq(nfts.productionHouseId, house);
  // Two counts, each answered from an index rather than the NFT rows (docs/decisions/119-explore-totals-kept-and-indexed.md).
  const nftTotal = db.select({ n: count() }).from(nfts).where(ofHouse).get()!.n;
  const unpublishedNfts = db.select({ n: count() }).from(nfts).where(and(isUnpublishedNft(nfts.published), ofHouse)).get()!.n;
  const unread = actor.role === "admin" ? db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt)).get()!.n : 0;
  return {
    films: filmCounts.total,
    unpublishedFilms: filmCounts.unpublished ?? 0,
    nfts: nftTotal,
    unpublishedNfts,
    unreadMessages: unread,
  };
}

/** Messages on a page of the console's inbox (docs/decisions/122-console-lists-page-through.md). */
export const INBOX_PAGE_SIZE = 50;

/** A page of contact messages, unread first, then newest first, and how many there are. */
export function inboxMessages(page: number) {
  const messages = db
    .select()
    .from(contactMessages)
    .orderBy(sql`${contactMessages.readAt} IS NOT NULL`, desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(INBOX_PAGE_SIZE)
    .offset((page - 1) * INBOX_PAGE_SIZE)
    .all();
  return { messages, total: db.select({ n: count() }).from(contactMessages).get()!.n };
}

/** Marks a message read or unread; false when there is no such message. */
export function markMessage(actor: StudioActor, id: number, read: boolean): boolean {
  return db.transaction(() => {
    const before = db.select({ readAt: contactMessages.readAt }).from(contactMessages).where(eq(contactMessages.id, id)).get();
    if (!before) return false;
    const readAt = read ? (before.readAt ?? new Date()) : null;
    db.update(contactMessages).set({ readAt }).where(eq(contactMessages.id, id)).run();
    recordAudit({ actorUserId: actor.id, action: read ? "message.read" : "message.unread", entity: "contact_message", entityId: id, before, after: { readAt } });
    return true;
  });
}

export function newsletterCount(): number {
  return db.select({ n: count() }).from(newsletterSignups).get()!.n;
}

/**
 * A CSV field: quoted, quotes doubled, and a leading = + - @ (or tab/CR) neutralised with an
 * apostrophe so a spreadsheet never runs a signed-up "address" as a formula.
 */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Every newsletter sign-up as CSV (email, signed up at in ISO time), oldest first. */
export function newsletterCsv(): string {
  const rows = db.select().from(newsletterSignups).orderBy(asc(newsletterSignups.id)).all();
  const lines = [["email", "signed_up_at"].join(","), ...rows.map((row) => [csvField(row.email), csvField(row.createdAt.toISOString())].join(","))];
  return `${lines.join("\r\n")}\r\n`;
}
