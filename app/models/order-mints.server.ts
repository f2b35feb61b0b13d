/**
 * Paid orders are never lost (docs/decisions/138-paid-order-mint-job.md): an order paid off-chain
 * (any method but the wallet, which pays on the chain itself) is recorded `paid` by its provider's
 * webhook, and the jobs process drives its order-keyed mint from the database: it takes the order
 * up with a lease, retries a failed attempt with a doubling pause, takes up again an order whose
 * lease ran out (the process died mid-mint), and after the last attempt marks it `failed` and
 * refunds it through its provider (docs/decisions/139-failed-order-refunds.md); a failed ticket
 * order paid by wallet is credited back on the chain (docs/decisions/162-lottery-tickets-on-chain.md). The indexer, never
 * this job, marks an order fulfilled (docs/decisions/018-fulfilment.md). Every move is one
 * compare-and-set UPDATE and only moves forward: paid → minting → failed → refunded.
 */
import { and, eq, isNotNull, isNull, lte, ne, or } from "drizzle-orm";
import { config } from "~/config.server";
import { notifyOnce } from "~/models/notifications.server";
import { issueTickets } from "~/models/lottery-tickets.server";
import { saleItem } from "~/models/orders.server";
import { chainOrderId, mintForOrder, settleTicketPayment, type ChainContext } from "~/services/chain.server";
import { refundCardPayment, retrieveCardCheckout } from "~/services/payments/card.server";
import { db } from "~db/client.server";
import { lotteries, nfts, orders } from "~db/schema";

type Order = typeof orders.$inferSelect;

/** What the buyer reads when the chain refused or failed the mint of a paid order (the spec's words). */
export const MINT_FAILED_MESSAGE = "Failed to mint NFT, Please contact support";

export type OrderMintSettings = {
  /** Mint attempts before the order fails and is refunded. */
  attempts: number;
  /** The pause after the first failed attempt; each later one doubles it. */
  retryBaseMs: number;
  /** How long an attempt may run before another process may take the order up again. */
  leaseMs: number;
};

export const orderMintSettings = (): OrderMintSettings => config.chain.orderMints;

/** Orders taken up per round. */
const BATCH = 50;

/** The longest pause between two refund attempts. */
const MAX_REFUND_PAUSE_MS = 10 * 60 * 1000;

/**
 * Records an off-chain payment for `orderId`: a quoted order (or one whose quote ran out on our
 * clock while its provider could still take the money) moves to paid once, keeping the provider's
 * event id and its record of the money; the mint job takes up an NFT's order, and a ticket order's
 * tickets are issued in the same transaction (docs/decisions/155-lottery-ticket-orders.md). False
 * when it was recorded already or the order is in no state to be paid (a replayed or late event).
 */
export function markOrderPaid(orderId: string, payment: { eventId: string; paymentRef: string | null }, now = new Date()): boolean {
  return db.transaction((tx) => {
    const moved = tx
      .update(orders)
      .set({ status: "paid", providerEventId: payment.eventId, paymentRef: payment.paymentRef, nextAttemptAt: now, updatedAt: now })
      .where(and(eq(orders.id, orderId), ne(orders.method, "wallet"), or(eq(orders.status, "quoted"), eq(orders.status, "expired"))))
      .returning({ lotteryId: orders.lotteryId })
      .get();
    if (moved?.lotteryId != null) issueTickets(tx, orderId, now);
    return moved !== undefined;
  });
}

type Retry = { orderId: string; reason: string };

export type MintRound = { minted: string[]; retrying: Retry[]; failed: string[]; refunded: string[]; refundRetrying: Retry[]; manualRefund: string[] };

/** One round of the job: every due mint attempt, then every due refund. */
export async function driveOrderMints(chain: ChainContext, settings = orderMintSettings(), now = new Date()): Promise<MintRound> {
  const round: MintRound = { minted: [], retrying: [], failed: [], refunded: [], refundRetrying: [], manualRefund: [] };
  const due = db
    .select({ id: orders.id, status: orders.status, mintAttempts: orders.mintAttempts })
    .from(orders)
    .where(and(ne(orders.method, "wallet"), isNotNull(orders.nftId), or(eq(orders.status, "paid"), and(eq(orders.status, "minting"), lte(orders.nextAttemptAt, now)))))
    .orderBy(orders.nextAttemptAt)
    .limit(BATCH)
    .all();
  await Promise.all(due.map((seen) => attemptMint(chain, seen, settings, round)));
  const refunds = db
    .select()
    .from(orders)
    .where(and(eq(orders.status, "failed"), ne(orders.method, "wallet"), isNull(orders.refundRef), eq(orders.manualRefund, false), lte(orders.nextAttemptAt, new Date())))
    .limit(BATCH)
    .all();
  for (const order of refunds) await refundFailedOrder(order, settings, round);
  const ticketRefunds = db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, "failed"),
        eq(orders.method, "wallet"),
        isNotNull(orders.lotteryId),
        // Paid on the chain: the indexer kept its TicketsBought event.
        isNotNull(orders.logIndex),
        isNull(orders.refundRef),
        eq(orders.manualRefund, false),
        or(isNull(orders.nextAttemptAt), lte(orders.nextAttemptAt, new Date())),
      ),
    )
    .limit(BATCH)
    .all();
  for (const order of ticketRefunds) await refundWalletTicketOrder(chain, order, settings, round);
  return round;
}

/** Takes the order up (one compare-and-set on the status and attempt count it was read with) and mints it once. */
async function attemptMint(chain: ChainContext, seen: { id: string; status: Order["status"]; mintAttempts: number }, settings: OrderMintSettings, round: MintRound): Promise<void> {
  const claimedAt = Date.now();
  const order = db
    .update(orders)
    .set({ status: "minting", mintAttempts: seen.mintAttempts + 1, nextAttemptAt: new Date(claimedAt + settings.leaseMs), updatedAt: new Date(claimedAt) })
    .where(and(eq(orders.id, seen.id), eq(orders.status, seen.status), eq(orders.mintAttempts, seen.mintAttempts)))
    .returning()
    .get();
  if (!order) return;
  const ours = and(eq(orders.id, order.id), eq(orders.status, "minting"), eq(orders.mintAttempts, order.mintAttempts));
  try {
    // An earlier attempt may have minted before its process died: the chain keeps one token per order.
    if (!(await mintedOnChain(chain, order.id))) await mintForOrder(chain, mintRequest(order));
    // On chain: nothing more to attempt; the indexer fulfils the order when it sees the mint.
    db.update(orders).set({ nextAttemptAt: null, updatedAt: new Date() }).where(ours).run();
    round.minted.push(order.id);
  } catch (error) {
    const reason = chain.explain(error).message;
    if (await mintedOnChain(chain, order.id).catch(() => false)) {
      db.update(orders).set({ nextAttemptAt: null, updatedAt: new Date() }).where(ours).run();
      round.minted.push(order.id);
      return;
    }
    if (order.mintAttempts < settings.attempts) {
      const pause = settings.retryBaseMs * 2 ** (order.mintAttempts - 1);
      db.update(orders).set({ nextAttemptAt: new Date(Date.now() + pause), updatedAt: new Date() }).where(ours).run();
      round.retrying.push({ orderId: order.id, reason });
      return;
    }
    const failed = db.transaction((tx) => {
      const moved = tx
        .update(orders)
        .set({ status: "failed", failureReason: `${MINT_FAILED_MESSAGE} (${reason})`, nextAttemptAt: new Date(), updatedAt: new Date() })
        .where(ours)
        .run();
      if (moved.changes === 1) notifyOnce(tx, order.userId, mintFailedNotification(orderItemTitle(order)), `order-failed:${order.id}`);
      return moved.changes === 1;
    });
    if (failed) round.failed.push(order.id);
  }
}

async function mintedOnChain(chain: ChainContext, orderId: string): Promise<boolean> {
  return ((await chain.collectible.tokenOfOrder(chainOrderId(orderId))) as bigint) !== 0n;
}

function mintRequest(order: Order) {
  const item = order.nftId === null ? null : saleItem(db, order.nftId);
  if (!item) throw new Error(`Order ${order.id} has no NFT to mint`);
  return { orderId: order.id, to: order.walletAddress, nftId: item.id, editionSize: item.quantity, royaltyReceiver: item.payout ?? config.chain.roles.treasury };
}

/**
 * Gives a failed order's money back through its provider: a card payment by a Stripe refund named
 * after the order (so a repeat never refunds twice) → refunded; a provider without a refund API
 * flags the order for a refund by hand. A refund the provider refused is asked again later.
 */
async function refundFailedOrder(order: Order, settings: OrderMintSettings, round: MintRound): Promise<void> {
  const failedStill = and(eq(orders.id, order.id), eq(orders.status, "failed"), isNull(orders.refundRef));
  const paymentIntent = order.method === "card" ? (order.paymentRef ?? (order.providerRef ? (await retrieveCardCheckout(order.providerRef).catch(() => null))?.paymentIntentId : null)) : null;
  if (!paymentIntent) {
    db.update(orders).set({ manualRefund: true, updatedAt: new Date() }).where(and(failedStill, eq(orders.manualRefund, false))).run();
    round.manualRefund.push(order.id);
    return;
  }
  try {
    const refund = await refundCardPayment(paymentIntent, `refund-${order.id}`);
    db.transaction((tx) => {
      const moved = tx.update(orders).set({ status: "refunded", refundRef: refund.id, nextAttemptAt: null, updatedAt: new Date() }).where(failedStill).run();
      if (moved.changes === 1) notifyOnce(tx, order.userId, refundedNotification(orderItemName(order)), `order-refunded:${order.id}`);
    });
    round.refunded.push(order.id);
  } catch (error) {
    round.refundRetrying.push({ orderId: order.id, reason: error instanceof Error ? error.message : String(error) });
    const pause = Math.min(settings.retryBaseMs * 2 ** order.mintAttempts, MAX_REFUND_PAUSE_MS);
    db.update(orders).set({ nextAttemptAt: new Date(Date.now() + pause), updatedAt: new Date() }).where(failedStill).run();
  }
}

/**
 * Gives a failed ticket order paid by wallet (a browser wallet or the standard wallet) its money
 * back on the chain: the market credits the payment it holds to the payer, who takes it with
 * Withdraw refunds (docs/decisions/162-lottery-tickets-on-chain.md). The chain ends a payment once;
 * a refund an earlier round sent before its process died is found by its event and recorded, never
 * sent again. A payment the market no longer holds and never refunded is flagged for support.
 */
async function refundWalletTicketOrder(chain: ChainContext, order: Order, settings: OrderMintSettings, round: MintRound): Promise<void> {
  const failedStill = and(eq(orders.id, order.id), eq(orders.status, "failed"), isNull(orders.refundRef));
  try {
    const refundTx = await settleTicketPayment(chain, order.id, "refund");
    if (!refundTx) {
      db.update(orders).set({ manualRefund: true, updatedAt: new Date() }).where(and(failedStill, eq(orders.manualRefund, false))).run();
      round.manualRefund.push(order.id);
      return;
    }
    db.transaction((tx) => {
      const moved = tx.update(orders).set({ status: "refunded", refundRef: refundTx, nextAttemptAt: null, updatedAt: new Date() }).where(failedStill).run();
      if (moved.changes === 1) notifyOnce(tx, order.userId, ticketRefundCreditedNotification(orderItemTitle(order)), `order-refunded:${order.id}`);
    });
    round.refunded.push(order.id);
  } catch (error) {
    round.refundRetrying.push({ orderId: order.id, reason: chain.explain(error).message });
    const pause = Math.min(settings.retryBaseMs * 2 ** order.mintAttempts, MAX_REFUND_PAUSE_MS);
    db.update(orders).set({ nextAttemptAt: new Date(Date.now() + pause), updatedAt: new Date() }).where(failedStill).run();
  }
}

/** To the buyer whose failed ticket order's wallet payment the market credited back. */
export function ticketRefundCreditedNotification(tickets: string) {
  return {
    title: "Lottery-refund",
    tag: "Lottery-refund",
    text: `Your wallet payment for ${tickets} has been refunded: take it with Withdraw refunds on your profile.`,
  };
}

/** What the buyer's notices name: the NFT's title, or the lottery's tickets. */
function orderItemTitle(order: Pick<Order, "nftId" | "lotteryId" | "tickets">): string {
  if (order.nftId !== null) return db.select({ title: nfts.title }).from(nfts).where(eq(nfts.id, order.nftId)).get()?.title ?? `NFT ${order.nftId}`;
  const name = order.lotteryId === null ? null : db.select({ name: lotteries.name }).from(lotteries).where(eq(lotteries.id, order.lotteryId)).get()?.name;
  return `${order.tickets ?? 0} tickets for ${name ?? "a lottery"}`;
}

/** What a refund notice says was bought: "{title} NFT", or the lottery's tickets. */
const orderItemName = (order: Pick<Order, "nftId" | "lotteryId" | "tickets">) => (order.nftId !== null ? `${orderItemTitle(order)} NFT` : orderItemTitle(order));

/** To the buyer whose paid order could not be minted after every attempt. */
export function mintFailedNotification(title: string) {
  return { title: "NFT-purchase-failed", tag: "NFT-purchase-failed", text: `${MINT_FAILED_MESSAGE}: ${title}. Your payment will be refunded.` };
}

/** To the buyer whose failed order's payment went back to their card; `item` as `orderItemName` words it. */
export function refundedNotification(item: string) {
  return { title: "NFT-purchase-refunded", tag: "NFT-purchase-refunded", text: `Your card payment for ${item} has been refunded.` };
}
