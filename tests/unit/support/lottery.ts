import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { db } from "~db/client.server";
import { newCommitment } from "~db/lottery-commitment";
import { lotteries, lotteryEntries, lotterySecrets, orders, type PaymentMethod } from "~db/schema";

/** A lottery as the console creates it (a secret and its published commitment), its draw time given. */
export function createTestLottery(fields: { drawsAt: Date; minTickets?: number; prizePoolCents?: number; rewardNftId?: number | null; ticketPriceCents?: number; name?: string }) {
  const { secret, commitment } = newCommitment();
  const lottery = db
    .insert(lotteries)
    .values({
      name: fields.name ?? `Test draw ${randomBytes(3).toString("hex")}`,
      imageUrl: "/art/lottery/1.svg",
      description: "A lottery of the tests.",
      rewardNftId: fields.rewardNftId ?? null,
      ticketPriceCents: fields.ticketPriceCents ?? 500,
      prizePoolCents: fields.prizePoolCents ?? 0,
      minTickets: fields.minTickets ?? 100,
      drawsAt: fields.drawsAt,
      commitment,
    })
    .returning()
    .get();
  db.insert(lotterySecrets).values({ lotteryId: lottery.id, secret }).run();
  return { ...lottery, secret };
}

/**
 * A ticket order paid and its tickets issued, written as decision 155 says a confirmed payment
 * issues them: the order fulfilled, an entry numbered after the lottery's last ticket, the counts
 * grown. A card order keeps a Stripe PaymentIntent for its refund.
 */
export function issueTestTickets(lotteryId: number, buyer: { id: number; wallet: string }, tickets: number, method: PaymentMethod = "card") {
  const orderId = randomBytes(15).toString("base64url").replace(/[-_]/g, "x").slice(0, 20);
  return db.transaction((tx) => {
    const lottery = tx.select().from(lotteries).where(eq(lotteries.id, lotteryId)).get()!;
    const priceCents = tickets * lottery.ticketPriceCents;
    tx.insert(orders)
      .values({
        id: orderId,
        userId: buyer.id,
        lotteryId,
        tickets,
        walletAddress: buyer.wallet,
        method,
        status: "fulfilled",
        priceCents,
        usdCentsPerCoin: 300_000,
        priceWei: 0n,
        feeWei: 0n,
        expiresAt: new Date(Date.now() + 15 * 60_000),
        providerRef: method === "wallet" ? null : `ref_${orderId}`,
        paymentRef: method === "card" ? `pi_test_${orderId}` : null,
      })
      .run();
    tx.insert(lotteryEntries)
      .values({ lotteryId, userId: buyer.id, tickets, amountCents: priceCents, paymentMethod: method, status: "confirmed", orderId, firstTicket: lottery.totalTickets + 1 })
      .run();
    tx.update(lotteries)
      .set({
        totalTickets: sql`${lotteries.totalTickets} + ${tickets}`,
        totalPlayers: sql`(SELECT COUNT(DISTINCT ${lotteryEntries.userId}) FROM ${lotteryEntries} WHERE ${lotteryEntries.lotteryId} = ${lotteryId} AND ${lotteryEntries.status} = 'confirmed')`,
      })
      .where(eq(lotteries.id, lotteryId))
      .run();
    return orderId;
  });
}
