/**
 * A lottery's life after its sales (docs/decisions/155-lottery-ticket-orders.md,
 * docs/decisions/164-lottery-draw-and-prize.md), driven by the keeper from the database: at
 * `draws_at` sales close (open → closed) and the chain's head is recorded; once the block after it
 * exists the lottery is drawn (closed → drawn) or, below its minimum, cancelled (closed →
 * cancelled) with every ticket order failed for the refund job to refund. A drawn lottery's prize
 * is then delivered: the reward NFT by the order-keyed mint, the pool's money by one payment whose
 * signed bytes are recorded before they are sent. Every move is one compare-and-set, so two keepers
 * (or a restart) draw once, mint once and pay once.
 */
import { and, asc, eq, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { Transaction as ChainTx } from "ethers";
import { config } from "~/config.server";
import { amountInCoin } from "~/lib/coin.server";
import { formatUsd } from "~/lib/format";
import { entryHolding, ticketListHash, ticketListText, ticketsInList, winningTicket } from "~/lib/lottery-draw";
import { notifyOnce } from "~/models/notifications.server";
import { saleItem } from "~/models/orders.server";
import { chainOrderId, mintForOrder, settleTicketPayment, type ChainContext } from "~/services/chain.server";
import { usdToWei } from "~/services/rates.server";
import { db, type Transaction } from "~db/client.server";
import { lotteries, lotteryEntries, lotterySecrets, nfts, orders } from "~db/schema";

type Lottery = typeof lotteries.$inferSelect;

/** What a buyer of a cancelled lottery's tickets reads on their order: it is refunded by its payment path. */
export const cancelledBelowMinimumReason = (minTickets: number) =>
  `The lottery was cancelled: it sold fewer than ${minTickets} tickets. Your payment is refunded.`;

/** A lottery created without a commitment cannot be drawn verifiably (decision 024): it is refunded instead. */
export const CANCELLED_UNVERIFIABLE_REASON = "The lottery was cancelled: it had no published commitment, so it could not be drawn verifiably. Your payment is refunded.";

/** The order id the prize NFT is minted under: one per lottery, never a checkout order's (20 letters and digits). */
export const prizeOrderId = (lotteryId: number) => `lottery-prize-${lotteryId}`;

export type LotteryRound = {
  closed: number[];
  drawn: { lotteryId: number; winningTicket: number }[];
  cancelled: number[];
  waiting: number[];
  prizeMinted: { lotteryId: number; tokenId: number }[];
  prizeSent: { lotteryId: number; txHash: string }[];
  prizePaid: number[];
  /** Wallet-paid ticket orders of drawn lotteries whose held money went on to the treasury. */
  released: string[];
  failed: { lotteryId: number; step: string; reason: string }[];
};

export type LotteryOptions = {
  /** The embedded dev chain mines only when sent a transaction: ask it for the block the draw waits for. */
  mineWhenWaiting?: boolean;
  now?: Date;
};

/** One round: close due sales, draw or cancel closed lotteries whose draw block exists, deliver prizes. */
export async function driveLotteries(chain: ChainContext, options: LotteryOptions = {}): Promise<LotteryRound> {
  const round: LotteryRound = { closed: [], drawn: [], cancelled: [], waiting: [], prizeMinted: [], prizeSent: [], prizePaid: [], released: [], failed: [] };
  const now = options.now ?? new Date();
  const attempt = async (lotteryId: number, step: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      round.failed.push({ lotteryId, step, reason: chain.explain(error).message });
    }
  };
  round.closed = closeDueSales(now);
  const unrecorded = db.select({ id: lotteries.id }).from(lotteries).where(and(eq(lotteries.status, "closed"), isNull(lotteries.closedBlockNumber))).all();
  if (unrecorded.length) {
    // Read after sales closed: the block the draw uses comes after the list was fixed.
    const head = await chain.provider.getBlockNumber();
    for (const { id } of unrecorded) {
      db.update(lotteries).set({ closedBlockNumber: head }).where(and(eq(lotteries.id, id), eq(lotteries.status, "closed"), isNull(lotteries.closedBlockNumber))).run();
    }
  }
  const closed = db.select().from(lotteries).where(and(eq(lotteries.status, "closed"), isNotNull(lotteries.closedBlockNumber))).all();
  for (const lottery of closed) await attempt(lottery.id, "draw", () => drawOrCancel(chain, lottery, round, options));
  for (const lottery of prizesDue()) {
    if (lottery.rewardNftId !== null && lottery.prizeTokenId === null) await attempt(lottery.id, "prize NFT", () => mintPrize(chain, lottery, round));
    if (lottery.prizePoolCents > 0 && lottery.prizePaidAt === null) await attempt(lottery.id, "prize money", () => payPrize(chain, lottery, round));
    notifyPrizeDelivered(lottery.id);
  }
  for (const order of ticketMoneyDue()) await attempt(order.lotteryId, "ticket money", () => releaseTicketMoney(chain, order.id, round));
  return round;
}

const RELEASE_BATCH = 50;

/** Ticket orders of drawn lotteries paid on chain whose money the market still holds for them. */
function ticketMoneyDue(): { id: string; lotteryId: number }[] {
  return db
    .select({ id: orders.id, lotteryId: lotteries.id })
    .from(lotteries)
    .innerJoin(orders, and(eq(orders.lotteryId, lotteries.id), eq(orders.status, "fulfilled")))
    .where(and(eq(lotteries.status, "drawn"), isNotNull(orders.txHash), isNull(orders.releaseRef)))
    .limit(RELEASE_BATCH)
    .all();
}

/**
 * Once a lottery is drawn its wallet-paid tickets can no longer be refunded: the money the market
 * held for each goes on to the treasury, once (the chain ends a payment once, and a release an
 * earlier round sent before its process died is found by its event).
 */
async function releaseTicketMoney(chain: ChainContext, orderId: string, round: LotteryRound): Promise<void> {
  const txHash = await settleTicketPayment(chain, orderId, "release");
  if (!txHash) throw new Error(`the market holds nothing for ticket order ${orderId} and never released it`);
  db.update(orders).set({ releaseRef: txHash, updatedAt: new Date() }).where(and(eq(orders.id, orderId), isNull(orders.releaseRef))).run();
  round.released.push(orderId);
}

/** Sales end at the draw time: one compare-and-set per lottery, so a ticket confirmed later is refused. */
function closeDueSales(now: Date): number[] {
  const due = db.select({ id: lotteries.id }).from(lotteries).where(and(eq(lotteries.status, "open"), lte(lotteries.drawsAt, now))).all();
  return due.filter(({ id }) => db.update(lotteries).set({ status: "closed", closedAt: now }).where(and(eq(lotteries.id, id), eq(lotteries.status, "open"))).run().changes === 1).map(({ id }) => id);
}

async function drawOrCancel(chain: ChainContext, lottery: Lottery, round: LotteryRound, options: LotteryOptions): Promise<void> {
  const drawBlockNumber = lottery.closedBlockNumber! + 1;
  const block = await chain.provider.getBlock(drawBlockNumber);
  if (!block?.hash) {
    if (options.mineWhenWaiting) await chain.provider.send("evm_mine", []);
    round.waiting.push(lottery.id);
    return;
  }
  const blockHash = block.hash;
  const outcome = db.transaction((tx) => {
    const entries = drawEntries(tx, lottery.id);
    const total = ticketsInList(entries);
    const secret = tx.select({ secret: lotterySecrets.secret }).from(lotterySecrets).where(eq(lotterySecrets.lotteryId, lottery.id)).get()?.secret;
    if (total < lottery.minTickets) return cancel(tx, lottery, cancelledBelowMinimumReason(lottery.minTickets));
    if (!secret || !lottery.commitment) return cancel(tx, lottery, CANCELLED_UNVERIFIABLE_REASON);
    const listHash = ticketListHash(ticketListText(entries));
    const ticket = winningTicket({ secret, ticketListHash: listHash, blockHash, totalTickets: total });
    const winner = entryHolding(entries, ticket)!;
    const drawn = tx
      .update(lotteries)
      .set({
        status: "drawn",
        drawBlockNumber,
        drawBlockHash: blockHash,
        ticketListHash: listHash,
        revealedSecret: secret,
        winningTicket: ticket,
        winnerUserId: winner.userId,
        prizeWalletAddress: winner.walletAddress,
        drawnAt: new Date(),
      })
      .where(and(eq(lotteries.id, lottery.id), eq(lotteries.status, "closed")))
      .run();
    if (drawn.changes !== 1) return "raced" as const;
    notifyOnce(tx, winner.userId, wonNotification(lottery, ticket, winner.walletAddress), `lottery-won:${lottery.id}`);
    return { ticket };
  });
  if (outcome === "cancelled") round.cancelled.push(lottery.id);
  else if (outcome !== "raced") round.drawn.push({ lotteryId: lottery.id, winningTicket: outcome.ticket });
}

/** The confirmed, numbered entries of a lottery with their orders' wallets, in ticket order: what the ticket list publishes. */
export function drawEntries(tx: Transaction | typeof db, lotteryId: number) {
  return tx
    .select({ firstTicket: lotteryEntries.firstTicket, tickets: lotteryEntries.tickets, orderId: lotteryEntries.orderId, userId: lotteryEntries.userId, walletAddress: orders.walletAddress })
    .from(lotteryEntries)
    .innerJoin(orders, eq(orders.id, lotteryEntries.orderId))
    .where(and(eq(lotteryEntries.lotteryId, lotteryId), eq(lotteryEntries.status, "confirmed"), isNotNull(lotteryEntries.firstTicket)))
    .orderBy(asc(lotteryEntries.firstTicket))
    .all()
    .map((entry) => ({ ...entry, firstTicket: entry.firstTicket!, orderId: entry.orderId! }));
}

/**
 * closed → cancelled, and every ticket order of the lottery still fulfilled → failed with the
 * reason (one compare-and-set each), due for the refund job now; its entries are refunded and each
 * buyer is told once.
 */
function cancel(tx: Transaction, lottery: Lottery, reason: string): "cancelled" | "raced" {
  const moved = tx.update(lotteries).set({ status: "cancelled" }).where(and(eq(lotteries.id, lottery.id), eq(lotteries.status, "closed"))).run();
  if (moved.changes !== 1) return "raced";
  const now = new Date();
  const paid = tx.select({ id: orders.id, userId: orders.userId }).from(orders).where(and(eq(orders.lotteryId, lottery.id), eq(orders.status, "fulfilled"))).all();
  const buyers = new Set<number>();
  for (const order of paid) {
    const failed = tx
      .update(orders)
      .set({ status: "failed", failureReason: reason, nextAttemptAt: now, updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, "fulfilled")))
      .run();
    if (failed.changes === 1) buyers.add(order.userId);
  }
  tx.update(lotteryEntries).set({ status: "refunded" }).where(and(eq(lotteryEntries.lotteryId, lottery.id), eq(lotteryEntries.status, "confirmed"))).run();
  for (const userId of buyers) {
    notifyOnce(tx, userId, { title: "Lottery-cancelled", tag: "Lottery-cancelled", text: `${lottery.name}: ${reason}` }, `lottery-cancelled:${lottery.id}:${userId}`);
  }
  return "cancelled";
}

function wonNotification(lottery: Lottery, ticket: number, wallet: string) {
  const reward = lottery.rewardNftId === null ? null : db.select({ title: nfts.title }).from(nfts).where(eq(nfts.id, lottery.rewardNftId)).get()?.title;
  const prize = [reward ? `${reward} NFT` : null, lottery.prizePoolCents > 0 ? `the ${formatUsd(lottery.prizePoolCents)} prize pool` : null].filter(Boolean).join(" and ");
  return { title: "Lottery-won", tag: "Lottery-won", text: `You won ${lottery.name} with ticket ${ticket}! ${prize ? `${prize} ${prize.includes(" and ") ? "are" : "is"} on the way to your wallet ${wallet}.` : ""}`.trim() };
}

/** Drawn lotteries whose prize is not delivered in full yet. */
function prizesDue(): Lottery[] {
  return db
    .select()
    .from(lotteries)
    .where(
      and(
        eq(lotteries.status, "drawn"),
        or(and(isNotNull(lotteries.rewardNftId), isNull(lotteries.prizeTokenId)), and(sql`${lotteries.prizePoolCents} > 0`, isNull(lotteries.prizePaidAt))),
      ),
    )
    .all();
}

async function tokenOfPrize(chain: ChainContext, lotteryId: number): Promise<number> {
  return Number((await chain.collectible.tokenOfOrder(chainOrderId(prizeOrderId(lotteryId)))) as bigint);
}

/**
 * Mints the reward NFT to the winner's wallet under the lottery's own order id: a mint an earlier
 * round (or another keeper) made is found first, and the chain refuses a second one.
 */
async function mintPrize(chain: ChainContext, lottery: Lottery, round: LotteryRound): Promise<void> {
  let tokenId = await tokenOfPrize(chain, lottery.id);
  if (tokenId === 0) {
    const item = saleItem(db, lottery.rewardNftId!);
    if (!item) throw new Error(`The reward NFT ${lottery.rewardNftId} does not exist.`);
    try {
      const request = { orderId: prizeOrderId(lottery.id), to: lottery.prizeWalletAddress!, nftId: item.id, editionSize: item.quantity, royaltyReceiver: item.payout ?? config.chain.roles.treasury };
      tokenId = (await mintForOrder(chain, request)).tokenId;
    } catch (error) {
      tokenId = await tokenOfPrize(chain, lottery.id).catch(() => 0);
      if (tokenId === 0) throw error;
    }
  }
  const recorded = db.update(lotteries).set({ prizeTokenId: tokenId }).where(and(eq(lotteries.id, lottery.id), isNull(lotteries.prizeTokenId))).run();
  if (recorded.changes === 1) round.prizeMinted.push({ lotteryId: lottery.id, tokenId });
}

/**
 * Pays the pool's money (at the rate of the moment it is first signed) from the keeper's account
 * to the winner's wallet, once: the signed transaction is recorded before it is broadcast; later
 * rounds wait for its receipt, send the same bytes again when the node lost them, and sign it anew
 * (same amount) only when its nonce went to another transaction, so it can never be mined.
 */
async function payPrize(chain: ChainContext, lottery: Lottery, round: LotteryRound): Promise<void> {
  if (lottery.prizeTx === null) {
    const value = usdToWei(lottery.prizePoolCents);
    const sent = await chain.keeper.sendRecorded({ to: lottery.prizeWalletAddress!, value }, (signed, hash) => recordPayment(lottery.id, null, signed, hash));
    if (sent) round.prizeSent.push({ lotteryId: lottery.id, txHash: sent.hash });
    return;
  }
  const recorded = ChainTx.from(lottery.prizeTx);
  const hash = recorded.hash!;
  const receipt = await chain.provider.getTransactionReceipt(hash);
  if (receipt) {
    if (receipt.status !== 1) throw new Error(`The prize payment ${hash} was reverted by the winner's wallet: PAY IT BY HAND.`);
    const paid = db.update(lotteries).set({ prizePaidAt: new Date() }).where(and(eq(lotteries.id, lottery.id), eq(lotteries.prizeTxHash, hash), isNull(lotteries.prizePaidAt))).run();
    if (paid.changes === 1) round.prizePaid.push(lottery.id);
    return;
  }
  if (await chain.provider.getTransaction(hash)) return;
  const resent = await chain.keeper.resend(lottery.prizeTx);
  if (resent.sent) return;
  // Its nonce is spent by another transaction and it has no receipt: these bytes can never be mined.
  if ((await chain.provider.getTransactionCount(chain.keeper.address, "latest")) > recorded.nonce && !(await chain.provider.getTransactionReceipt(hash))) {
    const sent = await chain.keeper.sendRecorded({ to: recorded.to!, value: recorded.value }, (signed, newHash) => recordPayment(lottery.id, hash, signed, newHash));
    if (sent) round.prizeSent.push({ lotteryId: lottery.id, txHash: sent.hash });
    return;
  }
  throw new Error(`The prize payment ${hash} was not accepted: ${resent.decoded.message}`);
}

/** Records the signed payment, replacing `replacing` (null: none yet); false when someone else recorded first. */
function recordPayment(lotteryId: number, replacing: string | null, signed: string, hash: string): boolean {
  const current = replacing === null ? isNull(lotteries.prizeTxHash) : eq(lotteries.prizeTxHash, replacing);
  return db.update(lotteries).set({ prizeTx: signed, prizeTxHash: hash }).where(and(eq(lotteries.id, lotteryId), eq(lotteries.status, "drawn"), current, isNull(lotteries.prizePaidAt))).run().changes === 1;
}

/** Once the NFT is minted and the money paid, the winner is told, once. */
function notifyPrizeDelivered(lotteryId: number): void {
  const lottery = db.select().from(lotteries).where(eq(lotteries.id, lotteryId)).get()!;
  const nftDone = lottery.rewardNftId === null || lottery.prizeTokenId !== null;
  const moneyDone = lottery.prizePoolCents === 0 || lottery.prizePaidAt !== null;
  if (!nftDone || !moneyDone || lottery.winnerUserId === null) return;
  const money = lottery.prizeTx ? amountInCoin(ChainTx.from(lottery.prizeTx).value) : null;
  const parts = [lottery.prizeTokenId !== null ? `token #${lottery.prizeTokenId}` : null, money].filter(Boolean).join(" and ");
  db.transaction((tx) =>
    notifyOnce(tx, lottery.winnerUserId!, { title: "Lottery-prize", tag: "Lottery-prize", text: `Your prize for ${lottery.name} (${parts}) has arrived in your wallet ${lottery.prizeWalletAddress}.` }, `lottery-prize:${lottery.id}`),
  );
}
