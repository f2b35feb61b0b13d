import { and, asc, desc, eq, sql } from "drizzle-orm";
import { formatDate, formatDateTime, formatUsd, timeLeft } from "~/lib/format";
import { MAX_TICKETS_PER_ORDER } from "~/lib/validation/lottery";
import { db, prepared } from "~db/client.server";
import { lotteries as lotteriesTable, lotteryEntries, nfts, users, type Rarity } from "~db/schema";

type LotteryRow = typeof lotteriesTable.$inferSelect;

/** Tickets sold against the minimum that activates the draw (the spec's "out of 100"). */
export function lotteryProgress(lottery: Pick<LotteryRow, "totalTickets" | "minTickets">) {
  const sold = lottery.totalTickets;
  const minimum = lottery.minTickets;
  return {
    sold,
    minimum,
    /** For <progress value max>: a full bar once the minimum is reached. */
    value: Math.min(sold, minimum),
    activated: sold >= minimum,
    label: `${sold} of ${minimum} tickets`,
  };
}

/** How long ticket sales stay open ("3 days 4 hours left"), or where the lottery is past them. */
export function timeLeftLabel(lottery: Pick<LotteryRow, "status" | "drawsAt">, now = Date.now()): string {
  if (lottery.status === "drawn") return "Drawn";
  if (lottery.status === "cancelled") return "Cancelled";
  const left = timeLeft(lottery.drawsAt.getTime(), now);
  if (lottery.status === "closed" || left.done) return "Drawing";
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (left.days > 0) return `${plural(left.days, "day")} ${plural(left.hours, "hour")} left`;
  if (left.hours > 0) return `${plural(left.hours, "hour")} ${plural(left.minutes, "minute")} left`;
  return left.minutes > 0 ? `${plural(left.minutes, "minute")} left` : "Less than a minute left";
}

/** The price of an order of `count` tickets; the count must be a whole number from 1 to 100. */
export function ticketsTotal(count: number, lottery: Pick<LotteryRow, "ticketPriceCents">) {
  if (!Number.isInteger(count) || count < 1 || count > MAX_TICKETS_PER_ORDER) {
    throw new RangeError(`A ticket order holds 1 to ${MAX_TICKETS_PER_ORDER} tickets, not ${count}.`);
  }
  const totalCents = count * lottery.ticketPriceCents;
  return { count, totalCents, label: formatUsd(totalCents) };
}

const lotteryColumns = {
  lottery: lotteriesTable,
  reward: { id: nfts.id, title: nfts.title, thumbUrl: nfts.thumbUrl, rarity: nfts.rarity },
};

type LotteryWithReward = {
  lottery: LotteryRow;
  reward: { id: number; title: string; thumbUrl: string; rarity: Rarity } | null;
};

/** Everything the lottery pages show, formatted for display. */
function toLottery({ lottery, reward }: LotteryWithReward) {
  return {
    id: lottery.id,
    name: lottery.name,
    imageUrl: lottery.imageUrl,
    description: lottery.description,
    status: lottery.status,
    players: lottery.totalPlayers,
    ticketPriceCents: lottery.ticketPriceCents,
    ticketPrice: formatUsd(lottery.ticketPriceCents),
    prizePool: formatUsd(lottery.prizePoolCents),
    drawsOn: formatDate(lottery.drawsAt),
    timeLeft: timeLeftLabel(lottery),
    progress: lotteryProgress(lottery),
    reward,
  };
}

export type Lottery = ReturnType<typeof toLottery>;

function lotteryQuery() {
  return db.select(lotteryColumns).from(lotteriesTable).leftJoin(nfts, eq(nfts.id, lotteriesTable.rewardNftId));
}

/** The open lotteries, the soonest draw first. */
export function lotteries(): Lottery[] {
  return lotteryQuery()
    .where(eq(lotteriesTable.status, "open"))
    .orderBy(asc(lotteriesTable.drawsAt), asc(lotteriesTable.id))
    .all()
    .map(toLottery);
}

const lotteryByIdStatement = prepared(() => lotteryQuery().where(eq(lotteriesTable.id, sql.placeholder("id"))).prepare());

export function lotteryById(id: number): Lottery | null {
  const [row] = lotteryByIdStatement().all({ id });
  return row ? toLottery(row) : null;
}

const ticketHistoryStatement = prepared(() =>
  db
    .select({ id: lotteryEntries.id, player: users.name, tickets: lotteryEntries.tickets, createdAt: lotteryEntries.createdAt })
    .from(lotteryEntries)
    .innerJoin(users, eq(users.id, lotteryEntries.userId))
    .where(and(eq(lotteryEntries.lotteryId, sql.placeholder("lotteryId")), eq(lotteryEntries.status, "confirmed")))
    .orderBy(desc(lotteryEntries.createdAt), desc(lotteryEntries.id))
    .limit(sql.placeholder("limit"))
    .prepare(),
);

/** Confirmed ticket orders of a lottery, newest first: who bought how many, and when (docs/decisions/155-lottery-ticket-orders.md). */
export function ticketHistory(lotteryId: number, limit = 50) {
  return ticketHistoryStatement()
    .all({ lotteryId, limit })
    .map((entry) => ({ id: entry.id, player: entry.player, tickets: entry.tickets, time: formatDateTime(entry.createdAt) }));
}
