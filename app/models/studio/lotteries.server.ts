import { and, count, desc, eq, sql } from "drizzle-orm";
import { formatDateTime, formatUsd } from "~/lib/format";
import { notFound } from "~/lib/http.server";
import { LOTTERY_MESSAGES } from "~/lib/validation/studio";
import type { StudioActor } from "~/models/studio/access.server";
import { recordAudit } from "~/models/studio/audit.server";
import { afterCatalogueWrite, conflict, fieldError, type SaveResult } from "~/models/studio/catalogue.server";
import { db } from "~db/client.server";
import { newCommitment } from "~db/lottery-commitment";
import { lotteries, lotteryEntries, lotterySecrets, nfts, users } from "~db/schema";

export type LotteryInput = {
  name: string;
  description: string;
  imageUrl: string;
  ticketPriceUsd: number;
  prizePoolUsd: number;
  rewardNftId?: number;
  minTickets: number;
  drawsAt: number;
};

function columns(input: LotteryInput) {
  return {
    name: input.name,
    description: input.description,
    imageUrl: input.imageUrl,
    ticketPriceCents: input.ticketPriceUsd,
    prizePoolCents: input.prizePoolUsd,
    rewardNftId: input.rewardNftId ?? null,
    minTickets: input.minTickets,
    drawsAt: new Date(input.drawsAt),
  };
}

const nftExists = (id: number | undefined) => id === undefined || db.select({ id: nfts.id }).from(nfts).where(eq(nfts.id, id)).get() !== undefined;

export function studioLotteries() {
  return db
    .select()
    .from(lotteries)
    .orderBy(desc(lotteries.id))
    .all()
    .map((lottery) => ({ ...lottery, ticketPrice: formatUsd(lottery.ticketPriceCents), draws: formatDateTime(lottery.drawsAt) }));
}

export function lotteryForEdit(id: number) {
  const lottery = db.select().from(lotteries).where(eq(lotteries.id, id)).get();
  if (!lottery) notFound("There is no lottery with that id.");
  return lottery;
}

export const LOTTERY_TICKET_PAGE_SIZE = 50;

/**
 * A page of a lottery's ticket orders, newest first, with state and buyer, and how many there
 * are. Both read `lottery_entries_lottery` (lottery, time; the id breaks ties), so no sort.
 */
export function lotteryTickets(id: number, page: number) {
  const tickets = db
    .select({ entry: lotteryEntries, email: users.email })
    .from(lotteryEntries)
    .innerJoin(users, eq(users.id, lotteryEntries.userId))
    .where(eq(lotteryEntries.lotteryId, id))
    .orderBy(desc(lotteryEntries.createdAt), desc(lotteryEntries.id))
    .limit(LOTTERY_TICKET_PAGE_SIZE)
    .offset((page - 1) * LOTTERY_TICKET_PAGE_SIZE)
    .all()
    .map(({ entry, email }) => ({ id: entry.id, email, tickets: entry.tickets, amount: formatUsd(entry.amountCents), method: entry.paymentMethod, status: entry.status, when: formatDateTime(entry.createdAt) }));
  const total = db.select({ n: count() }).from(lotteryEntries).where(eq(lotteryEntries.lotteryId, id)).get()!.n;
  return { tickets, total };
}

/** Creates a lottery with its commitment; the secret goes to its own table in the same transaction. */
export function createLottery(actor: StudioActor, input: LotteryInput): SaveResult {
  if (!nftExists(input.rewardNftId)) return fieldError("rewardNftId", LOTTERY_MESSAGES.noNft);
  const { secret, commitment } = newCommitment();
  return db.transaction(() => {
    const created = db.insert(lotteries).values({ ...columns(input), commitment }).returning().get();
    db.insert(lotterySecrets).values({ lotteryId: created.id, secret }).run();
    recordAudit({ actorUserId: actor.id, action: "lottery.create", entity: "lottery", entityId: created.id, before: null, after: created });
    afterCatalogueWrite();
    return { ok: true, id: created.id } as const;
  });
}

/** The form's draw time names a minute: a time within the stored one's minute is the stored time, unchanged. */
const sameMinute = (stored: Date, typed: number) => Math.floor(stored.getTime() / 60_000) === Math.floor(typed / 60_000);

/**
 * Saves a lottery while it sells tickets and nobody saved it since `version`. From its first
 * ticket its ticket price and draw time are fixed: the tickets were bought at that price for that
 * draw (docs/decisions/155-lottery-ticket-orders.md). Read and written in one transaction, which
 * holds the write lock, so no ticket is issued in between.
 */
export function updateLottery(actor: StudioActor, id: number, version: number, input: LotteryInput): SaveResult {
  if (!nftExists(input.rewardNftId)) return fieldError("rewardNftId", LOTTERY_MESSAGES.noNft);
  return db.transaction(() => {
    const before = lotteryForEdit(id);
    if (before.version !== version) return conflict();
    if (before.status !== "open") return { ok: false, kind: "field", field: "", error: LOTTERY_MESSAGES.closed } as const;
    const values = { ...columns(input), drawsAt: sameMinute(before.drawsAt, input.drawsAt) ? before.drawsAt : new Date(input.drawsAt) };
    if (before.totalTickets > 0 && values.ticketPriceCents !== before.ticketPriceCents) return fieldError("ticketPriceUsd", LOTTERY_MESSAGES.priceLocked);
    if (before.totalTickets > 0 && values.drawsAt !== before.drawsAt) return fieldError("drawsAt", LOTTERY_MESSAGES.drawLocked);
    const after = db
      .update(lotteries)
      .set({ ...values, version: sql`${lotteries.version} + 1` })
      .where(and(eq(lotteries.id, id), eq(lotteries.version, version)))
      .returning()
      .get()!;
    recordAudit({ actorUserId: actor.id, action: "lottery.update", entity: "lottery", entityId: id, before, after });
    afterCatalogueWrite();
    return { ok: true, id } as const;
  });
}
