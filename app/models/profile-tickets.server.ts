/**
 * The profile's "My tickets": the account's issued lottery tickets, newest first, with their
 * numbers and where their lottery stands (docs/decisions/155-lottery-ticket-orders.md). The draw's
 * result is the lottery's status until the draw writes one.
 */
import { and, desc, eq } from "drizzle-orm";
import { formatDateTime, formatUsd } from "~/lib/format";
import { ticketNumbers } from "~/models/lottery-tickets.server";
import { db } from "~db/client.server";
import { lotteries, lotteryEntries, type LotteryStatus } from "~db/schema";

/** The most entries the tab lists. */
const MY_TICKETS_LIMIT = 100;

/** What the buyer reads about the lottery their tickets are in. */
const LOTTERY_STATE: Record<LotteryStatus, string> = {
  open: "Open: the draw is on",
  closed: "Sales closed: waiting for the draw",
  drawn: "Drawn",
  cancelled: "Cancelled: tickets refunded",
};

export type MyTicketEntry = { id: number; lotteryId: number; lottery: string; numbers: string; tickets: number; paid: string; bought: string; state: string };

export function myTickets(userId: number): MyTicketEntry[] {
  return db
    .select({ entry: lotteryEntries, lottery: { name: lotteries.name, status: lotteries.status } })
    .from(lotteryEntries)
    .innerJoin(lotteries, eq(lotteries.id, lotteryEntries.lotteryId))
    .where(and(eq(lotteryEntries.userId, userId), eq(lotteryEntries.status, "confirmed")))
    .orderBy(desc(lotteryEntries.createdAt), desc(lotteryEntries.id))
    .limit(MY_TICKETS_LIMIT)
    .all()
    .map(({ entry, lottery }) => ({
      id: entry.id,
      lotteryId: entry.lotteryId,
      lottery: lottery.name,
      numbers: entry.firstTicket === null ? `${entry.tickets} ${entry.tickets === 1 ? "ticket" : "tickets"}` : ticketNumbers(entry.firstTicket, entry.tickets),
      tickets: entry.tickets,
      paid: formatUsd(entry.amountCents),
      bought: formatDateTime(entry.createdAt),
      state: LOTTERY_STATE[lottery.status],
    }));
}
