/**
 * What the pages publish about a lottery's outcome (docs/decisions/164-lottery-draw-and-prize.md):
 * the draw's inputs and result for anyone to check, the ticket list they hash, the winners'
 * history, and a player's own results. Reads only; the keeper writes (lottery-draw.server.ts).
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { Transaction as ChainTx } from "ethers";
import { SAMPLE_WINNERS } from "~db/catalogue/lotteries";
import { amountInCoin } from "~/lib/coin.server";
import { transactionUrl } from "~/lib/explorer.server";
import { formatDate, formatDateTime, formatUsd } from "~/lib/format";
import { ticketListText } from "~/lib/lottery-draw";
import { drawEntries } from "~/models/lottery-draw.server";
import { db } from "~db/client.server";
import { lotteries, lotteryEntries, nfts, users } from "~db/schema";

type LotteryRow = typeof lotteries.$inferSelect;

/** The ticket list as published: its keccak256 is the draw's ticket-list hash once sales closed. */
export function publishedTicketList(lotteryId: number): string {
  return ticketListText(drawEntries(db, lotteryId));
}

const userName = (id: number | null) => (id === null ? null : (db.select({ name: users.name }).from(users).where(eq(users.id, id)).get()?.name ?? null));

/** The prize as delivered so far: the NFT's token and the payment, with explorer links. */
function prizeOf(lottery: LotteryRow) {
  return {
    tokenId: lottery.prizeTokenId,
    money: lottery.prizeTx ? amountInCoin(ChainTx.from(lottery.prizeTx).value) : null,
    txHash: lottery.prizeTxHash,
    txHref: transactionUrl(lottery.prizeTxHash),
    paid: lottery.prizePaidAt !== null,
    wallet: lottery.prizeWalletAddress,
  };
}

/** A lottery's outcome as its page shows it: open, drawing, drawn with every published input, or cancelled. */
export function lotteryOutcome(lotteryId: number) {
  const lottery = db.select().from(lotteries).where(eq(lotteries.id, lotteryId)).get();
  if (!lottery) return null;
  const common = { commitment: lottery.commitment, ticketListHref: `/lottery/${lottery.id}/tickets.txt` };
  switch (lottery.status) {
    case "open":
      return { status: "open" as const, ...common, drawsAt: formatDateTime(lottery.drawsAt) };
    case "closed":
      return { status: "closed" as const, ...common, closedAt: lottery.closedAt ? formatDateTime(lottery.closedAt) : null, closedBlockNumber: lottery.closedBlockNumber };
    case "cancelled":
      return { status: "cancelled" as const, ...common, minTickets: lottery.minTickets };
    case "drawn":
      return {
        status: "drawn" as const,
        ...common,
        revealedSecret: lottery.revealedSecret!,
        ticketListHash: lottery.ticketListHash!,
        drawBlockNumber: lottery.drawBlockNumber!,
        drawBlockHash: lottery.drawBlockHash!,
        closedBlockNumber: lottery.closedBlockNumber!,
        winningTicket: lottery.winningTicket!,
        winner: userName(lottery.winnerUserId) ?? "A collector",
        drawnAt: lottery.drawnAt ? formatDateTime(lottery.drawnAt) : null,
        prize: prizeOf(lottery),
      };
  }
}

export type LotteryOutcome = NonNullable<ReturnType<typeof lotteryOutcome>>;

/** Past draws, newest first; until a real draw exists, the seeded sample entries, marked as samples. */
export function winnerHistory(limit = 10) {
  const drawn = db
    .select({ id: lotteries.id, name: lotteries.name, winnerUserId: lotteries.winnerUserId, winningTicket: lotteries.winningTicket, drawnAt: lotteries.drawnAt, prizePoolCents: lotteries.prizePoolCents, reward: nfts.title })
    .from(lotteries)
    .leftJoin(nfts, eq(nfts.id, lotteries.rewardNftId))
    .where(eq(lotteries.status, "drawn"))
    .orderBy(desc(lotteries.drawnAt), desc(lotteries.id))
    .limit(limit)
    .all();
  if (!drawn.length) return { sample: true as const, winners: SAMPLE_WINNERS.map((winner, i) => ({ key: `sample-${i}`, href: null, ...winner })) };
  return {
    sample: false as const,
    winners: drawn.map((row) => ({
      key: String(row.id),
      href: `/lottery/${row.id}`,
      lottery: row.name,
      winner: userName(row.winnerUserId) ?? "A collector",
      ticket: row.winningTicket!,
      prize: [row.reward, formatUsd(row.prizePoolCents)].filter(Boolean).join(" + "),
      date: row.drawnAt ? formatDate(row.drawnAt) : "",
    })),
  };
}

export type LotteryResult = "won" | "not won" | "refunded" | "drawing" | "open";

/** The lotteries a player holds (or held) tickets in, newest first, with their tickets and result. */
export function lotteryResultsOf(userId: number) {
  const rows = db
    .select({
      lotteryId: lotteries.id,
      name: lotteries.name,
      status: lotteries.status,
      winnerUserId: lotteries.winnerUserId,
      winningTicket: lotteries.winningTicket,
      tickets: sql<number>`SUM(${lotteryEntries.tickets})`,
    })
    .from(lotteryEntries)
    .innerJoin(lotteries, eq(lotteries.id, lotteryEntries.lotteryId))
    .where(and(eq(lotteryEntries.userId, userId), inArray(lotteryEntries.status, ["confirmed", "refunded"])))
    .groupBy(lotteries.id)
    .orderBy(desc(lotteries.drawsAt), desc(lotteries.id))
    .all();
  return rows.map((row) => {
    const result: LotteryResult =
      row.status === "drawn" ? (row.winnerUserId === userId ? "won" : "not won") : row.status === "cancelled" ? "refunded" : row.status === "closed" ? "drawing" : "open";
    return { lotteryId: row.lotteryId, name: row.name, tickets: row.tickets, result, winningTicket: row.winningTicket };
  });
}
