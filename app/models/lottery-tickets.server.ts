/**
 * Lottery tickets are orders (docs/decisions/155-lottery-ticket-orders.md, 160-ticket-purchase.md): a ticket order is
 * quoted at the server's price (count × ticket price, with the buyer fee of an NFT of that price),
 * paid by a hosted provider (card, crypto provider) or by wallet, and its tickets exist only once
 * the payment is confirmed: `issueTickets`, in the transaction that records the confirmation.
 */
import { and, countDistinct, desc, eq, gt, sql } from "drizzle-orm";
import { config } from "~/config.server";
import { applyBps, formatUsd, usdCentsToWei } from "~/lib/format";
import { invalidateMemos } from "~/lib/memo.server";
import { cardAmounts, cardLineItems, CARD_CHECKOUT_TTL_MS, type CardAmounts } from "~/models/card-payments.server";
import { cryptoChargeDescription } from "~/models/crypto-payments.server";
import { ticketsTotal } from "~/models/lottery.server";
import { notifyOnce } from "~/models/notifications.server";
import { newOrderId, UNPAID_PAYMENT_MESSAGES } from "~/models/orders.server";
import { createCardCheckout, expireCardCheckout, retrieveCardCheckout } from "~/services/payments/card.server";
import { cancelCryptoCharge, createCryptoCharge, retrieveCryptoCharge } from "~/services/payments/crypto.server";
import { currentRate } from "~/services/rates.server";
import { db, type Transaction } from "~db/client.server";
import { lotteries, lotteryEntries, orders, users, type OrderStatus, type PaymentMethod } from "~db/schema";

type Order = typeof orders.$inferSelect;
type LotteryRow = typeof lotteries.$inferSelect;

/** What a buyer reads when a payment is confirmed after the lottery's sales closed (decision 155). */
export const TICKET_SALES_CLOSED_MESSAGE = "Ticket sales for this lottery have closed";

/** A quote asked for a lottery that takes no more tickets. */
export const LOTTERY_NOT_OPEN_MESSAGE = "This lottery is closed: tickets are no longer on sale.";

/** A new quote while the account's wallet quote for the lottery lives: a signed quote cannot be withdrawn. */
export const OTHER_TICKET_PAYMENT_MESSAGE = "You have already started paying for tickets of this lottery another way: finish that payment, or wait until its quote expires.";

/** A new quote while the provider has seen the payment of the account's last one. */
export const TICKET_PAYMENT_SEEN_MESSAGE = "Your payment for tickets of this lottery is being confirmed: wait for it before buying more.";

/** How long a ticket quote paid by wallet holds its price (as an NFT's, docs/decisions/017-orders-model.md). */
export const TICKET_QUOTE_TTL_MS = 15 * 60 * 1000;

/** The hosted providers that pay ticket orders, as the popup's form names them. */
export type HostedMethod = Extract<PaymentMethod, "card" | "crypto-provider">;

/** A ticket order's amounts in cents: count × ticket price, and the buyer fee of an NFT of that price. */
export type TicketAmounts = CardAmounts & { tickets: number; ticketPriceCents: number };

export function ticketAmounts(tickets: number, ticketPriceCents: number, feeBps?: number): TicketAmounts {
  return { tickets, ticketPriceCents, ...cardAmounts(ticketsTotal(tickets, { ticketPriceCents }).totalCents, feeBps) };
}

/** The lottery while it sells tickets: open, and its draw still ahead of `now`. */
function openLottery(tx: Transaction | typeof db, lotteryId: number, now: Date): LotteryRow | null {
  const lottery = tx.select().from(lotteries).where(eq(lotteries.id, lotteryId)).get();
  return lottery && lottery.status === "open" && lottery.drawsAt.getTime() > now.getTime() ? lottery : null;
}

/** The account's live quote for the lottery: quoted and not run out (one at most, docs/decisions/017-orders-model.md). */
function liveTicketQuote(tx: Transaction | typeof db, userId: number, lotteryId: number, now: Date): Order | undefined {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.lotteryId, lotteryId), eq(orders.status, "quoted"), gt(orders.expiresAt, now)))
    .orderBy(desc(orders.createdAt))
    .get();
}

export type TicketQuote = { ok: true; order: Order } | { ok: false; error: string };

/**
 * Quotes an order of `tickets` tickets of `lotteryId`, paid by `method`, whose prize would go to
 * `walletAddress`: the server's price and fee, whatever the page sent. The account's live quote for
 * the lottery is returned when it is for the same count and method; any other live quote must have
 * been ended first (`startTicketCheckout` ends a hosted one), else the quote is refused. One
 * transaction holding the write lock, so two requests of one account cannot both quote.
 */
export function quoteTicketOrder(userId: number, lotteryId: number, tickets: number, method: PaymentMethod, walletAddress: string, now = new Date(), ttlMs = TICKET_QUOTE_TTL_MS): TicketQuote {
  return db.transaction((tx) => {
    const lottery = openLottery(tx, lotteryId, now);
    if (!lottery) return { ok: false as const, error: LOTTERY_NOT_OPEN_MESSAGE };
    const live = liveTicketQuote(tx, userId, lotteryId, now);
    if (live) {
      if (live.method !== method || live.tickets !== tickets) return { ok: false as const, error: OTHER_TICKET_PAYMENT_MESSAGE };
      if (live.walletAddress.toLowerCase() !== walletAddress.toLowerCase()) {
        tx.update(orders).set({ walletAddress, updatedAt: now }).where(and(eq(orders.id, live.id), eq(orders.status, "quoted"))).run();
      }
      return { ok: true as const, order: { ...live, walletAddress } };
    }
    const amounts = ticketAmounts(tickets, lottery.ticketPriceCents);
    const { usdCentsPerCoin } = currentRate();
    const priceWei = usdCentsToWei(amounts.priceCents, usdCentsPerCoin);
    const order = tx
      .insert(orders)
      .values({
        id: newOrderId(),
        userId,
        lotteryId,
        tickets,
        walletAddress,
        method,
        priceCents: amounts.priceCents,
        usdCentsPerCoin,
        priceWei,
        feeWei: applyBps(priceWei, amounts.feeBps),
        feeCents: amounts.feeCents,
        expiresAt: new Date(now.getTime() + ttlMs),
        createdAt: now,
      })
      .returning()
      .get();
    return { ok: true as const, order };
  });
}

// ---------------------------------------------------------------------------------------------
// Hosted providers
// ---------------------------------------------------------------------------------------------

/** Where a provider sends the buyer after paying: the page that follows the order (the spec's /lottery_purchased/{id}). */
export const purchasedPath = (lotteryId: number, orderId: string) => `/lottery_purchased/${lotteryId}?order=${orderId}`;

type Opened = { ref: string; url: string; expiresAt: Date };

/** Where an earlier session or charge of the order stands: still payable (its page), paid (the order's page), or ended unpaid. */
type Earlier = { payable: string } | { paid: true } | { ended: true };

/** A hosted provider as ticket orders use it: open a payment page for an order, look at one, end one. */
type HostedProvider = {
  settings: () => { mode: string; reason?: string };
  open: (order: Order, lottery: LotteryRow, amounts: TicketAmounts, email: string | null, now: Date) => Promise<Opened>;
  look: (ref: string) => Promise<Earlier>;
  /** Ends a payment page so it can no longer be paid; false when its payment was seen first. */
  end: (ref: string) => Promise<boolean>;
};

const ticketsName = (lottery: LotteryRow, tickets: number) => `${tickets} ${tickets === 1 ? "ticket" : "tickets"} for ${lottery.name}`;

const HOSTED: Record<HostedMethod, HostedProvider> = {
  // Stripe Checkout: the tickets and the buyer fee as line items; Cancel ends the session and goes back to the lottery.
  card: {
    settings: () => config.payments,
    async open(order, lottery, amounts, email, now) {
      const expiresAt = new Date(now.getTime() + CARD_CHECKOUT_TTL_MS);
      const [, fee] = cardLineItems(lottery.name, amounts);
      const checkout = await createCardCheckout({
        orderId: order.id,
        lineItems: [{ name: `${ticketsName(lottery, amounts.tickets)} (${formatUsd(amounts.ticketPriceCents)} each)`, cents: amounts.priceCents }, fee],
        successUrl: `${config.appUrl}${purchasedPath(lottery.id, order.id)}`,
        cancelUrl: `${config.appUrl}/checkout/card/${order.id}/cancel`,
        expiresAt,
        email,
      });
      if (!checkout.url) throw new Error(`Checkout Session ${checkout.id} has no hosted page.`);
      return { ref: checkout.id, url: checkout.url, expiresAt };
    },
    async look(ref) {
      const earlier = await retrieveCardCheckout(ref);
      if (earlier.paid) return { paid: true };
      return earlier.status === "open" && earlier.url ? { payable: earlier.url } : { ended: true };
    },
    async end(ref) {
      return (await expireCardCheckout(ref)) || !(await retrieveCardCheckout(ref)).paid;
    },
  },
  // A Commerce charge: the spec's redirect_url /lottery_purchased/{id} and cancel_url /lottery/{id}.
  "crypto-provider": {
    settings: () => config.cryptoPayments,
    async open(order, lottery, amounts) {
      const charge = await createCryptoCharge({
        orderId: order.id,
        name: ticketsName(lottery, amounts.tickets),
        description: cryptoChargeDescription(amounts),
        totalCents: amounts.totalCents,
        redirectUrl: `${config.appUrl}${purchasedPath(lottery.id, order.id)}`,
        cancelUrl: `${config.appUrl}/lottery/${lottery.id}`,
        metadata: { lottery_id: String(lottery.id), tickets: String(amounts.tickets), price_cents: String(amounts.priceCents), fee_cents: String(amounts.feeCents) },
      });
      return { ref: charge.code, url: charge.hostedUrl, expiresAt: charge.expiresAt };
    },
    async look(ref) {
      const { state, hostedUrl } = await retrieveCryptoCharge(ref);
      if (state.status === "NEW") return { payable: hostedUrl };
      return state.status === "PENDING" || state.status === "COMPLETED" ? { paid: true } : { ended: true };
    },
    async end(ref) {
      if (await cancelCryptoCharge(ref)) return true;
      const { status } = (await retrieveCryptoCharge(ref)).state;
      return status !== "PENDING" && status !== "COMPLETED";
    },
  },
};

const isHosted = (method: PaymentMethod): method is HostedMethod => method in HOSTED;

export type TicketCheckoutStart = { ok: true; url: string } | { ok: false; error: string };

/**
 * Starts paying `tickets` tickets of `lotteryId` by a hosted provider: quotes the order and opens
 * its Checkout Session or charge, answering the page to send the buyer to. The account's open
 * payment for the same count and method is reused; one for another count or hosted method is
 * ended at its provider first (a payment the provider has seen is never replaced).
 */
export async function startTicketCheckout(userId: number, lotteryId: number, tickets: number, method: HostedMethod, walletAddress: string, now = new Date()): Promise<TicketCheckoutStart> {
  const provider = HOSTED[method];
  const settings = provider.settings();
  if (settings.mode === "off") return { ok: false, error: settings.reason ?? "This payment method is not available." };
  const live = liveTicketQuote(db, userId, lotteryId, now);
  if (live && (live.method !== method || live.tickets !== tickets)) {
    if (!isHosted(live.method)) return { ok: false, error: OTHER_TICKET_PAYMENT_MESSAGE };
    if (live.providerRef && !(await HOSTED[live.method].end(live.providerRef))) return { ok: false, error: TICKET_PAYMENT_SEEN_MESSAGE };
    db.update(orders).set({ status: "expired", updatedAt: now }).where(and(eq(orders.id, live.id), eq(orders.status, "quoted"))).run();
  }
  const quote = quoteTicketOrder(userId, lotteryId, tickets, method, walletAddress, now, CARD_CHECKOUT_TTL_MS);
  if (!quote.ok) return quote;
  const { order } = quote;
  if (order.providerRef) {
    const earlier = await provider.look(order.providerRef);
    if ("payable" in earlier) return { ok: true, url: earlier.payable };
    // Paid, and its webhook not here yet: never a second payment page for one order.
    if ("paid" in earlier) return { ok: true, url: `${config.appUrl}${purchasedPath(lotteryId, order.id)}` };
  }
  const lottery = db.select().from(lotteries).where(eq(lotteries.id, lotteryId)).get()!;
  // The order's own price (a quote reused keeps it); the fee as the page now shows it, in coin the same share.
  const amounts = ticketAmounts(tickets, order.priceCents / tickets);
  const email = db.select({ email: users.email }).from(users).where(eq(users.id, userId)).get()?.email ?? null;
  const opened = await provider.open(order, lottery, amounts, email, now);
  // The quote lives as long as its page can be paid.
  db.update(orders)
    .set({ providerRef: opened.ref, expiresAt: opened.expiresAt, feeCents: amounts.feeCents, feeWei: applyBps(order.priceWei, amounts.feeBps), updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, "quoted")))
    .run();
  return { ok: true, url: opened.url };
}

// ---------------------------------------------------------------------------------------------
// Issuing tickets
// ---------------------------------------------------------------------------------------------

/** What `issueTickets` did: tickets issued; the lottery's sales had closed (order failed, to refund); or no ticket order to issue. */
export type TicketIssue = "issued" | "closed" | "not-open-order";

/** The order states whose payment may still issue tickets: a hosted payment recorded `paid`, or a wallet's quote paid on the chain. */
const ISSUABLE: OrderStatus[] = ["quoted", "expired", "paid"];

/** To the buyer whose tickets were issued. */
export function ticketsIssuedNotification(lotteryName: string, tickets: number, firstTicket: number) {
  const numbers = tickets === 1 ? `number ${firstTicket}` : `numbers ${firstTicket} to ${firstTicket + tickets - 1}`;
  return { title: "Lottery-tickets", tag: "Lottery-tickets", text: `Your ${tickets === 1 ? "ticket" : `${tickets} tickets`} for ${lotteryName} ${tickets === 1 ? "is" : "are"} confirmed: ${numbers}.` };
}

/** To the buyer whose payment came after the lottery's sales closed. */
export function ticketsClosedNotification(lotteryName: string) {
  return { title: "Lottery-tickets-refused", tag: "Lottery-tickets-refused", text: `${TICKET_SALES_CLOSED_MESSAGE}: your payment for ${lotteryName} tickets will be refunded.` };
}

/**
 * THE one way tickets are issued, for every payment path, inside the transaction that records the
 * payment's confirmation (a verified webhook, or the indexed chain event of a wallet payment;
 * docs/decisions/155-lottery-ticket-orders.md). While the lottery is open and `confirmedAt` is
 * before its draw: the order moves to `fulfilled` (one compare-and-set from `quoted`, `expired` or
 * `paid`), its entry gets the next ticket numbers (`first_ticket` = the lottery's tickets before +
 * 1), `total_tickets` grows by the count, `total_players` becomes the number of distinct buyers with
 * confirmed entries, and the buyer is notified → "issued". After the close the order fails with
 * TICKET_SALES_CLOSED_MESSAGE, for the refund job to refund → "closed". An order that is no ticket
 * order, or no longer waits for its tickets (a replay), changes nothing → "not-open-order".
 */
export function issueTickets(tx: Transaction, orderId: string, confirmedAt: Date): TicketIssue {
  const order = tx.select().from(orders).where(eq(orders.id, orderId)).get();
  if (!order || order.lotteryId === null || order.tickets === null || !ISSUABLE.includes(order.status)) return "not-open-order";
  const { lotteryId, tickets } = order;
  const moving = and(eq(orders.id, orderId), eq(orders.status, order.status));
  const lottery = tx
    .update(lotteries)
    .set({ totalTickets: sql`${lotteries.totalTickets} + ${tickets}` })
    .where(and(eq(lotteries.id, lotteryId), eq(lotteries.status, "open"), gt(lotteries.drawsAt, confirmedAt)))
    .returning({ name: lotteries.name, totalTickets: lotteries.totalTickets })
    .get();
  if (!lottery) {
    const failed = tx
      .update(orders)
      .set({ status: "failed", failureReason: TICKET_SALES_CLOSED_MESSAGE, nextAttemptAt: confirmedAt, updatedAt: confirmedAt })
      .where(moving)
      .run();
    if (failed.changes !== 1) return "not-open-order";
    const name = tx.select({ name: lotteries.name }).from(lotteries).where(eq(lotteries.id, lotteryId)).get()?.name ?? "the lottery";
    notifyOnce(tx, order.userId, ticketsClosedNotification(name), `order-failed:${orderId}`);
    return "closed";
  }
  const fulfilled = tx.update(orders).set({ status: "fulfilled", failureReason: null, nextAttemptAt: null, updatedAt: confirmedAt }).where(moving).run();
  if (fulfilled.changes !== 1) throw new Error(`Order ${orderId} moved while its tickets were issued`);
  const firstTicket = lottery.totalTickets - tickets + 1;
  tx.insert(lotteryEntries)
    .values({
      lotteryId,
      userId: order.userId,
      tickets,
      amountCents: order.priceCents + (order.feeCents ?? 0),
      paymentMethod: order.method,
      status: "confirmed",
      orderId,
      firstTicket,
      createdAt: confirmedAt,
    })
    .run();
  const players = tx
    .select({ n: countDistinct(lotteryEntries.userId) })
    .from(lotteryEntries)
    .where(and(eq(lotteryEntries.lotteryId, lotteryId), eq(lotteryEntries.status, "confirmed")))
    .get()!.n;
  tx.update(lotteries).set({ totalPlayers: players }).where(eq(lotteries.id, lotteryId)).run();
  notifyOnce(tx, order.userId, ticketsIssuedNotification(lottery.name, tickets, firstTicket), `tickets:${orderId}`);
  // The lottery pages visitors are answered from change with its counts.
  invalidateMemos(tx);
  return "issued";
}

// ---------------------------------------------------------------------------------------------
// The buyer's order, after the provider's redirect
// ---------------------------------------------------------------------------------------------

export type TicketOrderState = "pending" | "confirmed" | "failed" | "expired";

export type TicketOrderView = {
  id: string;
  state: TicketOrderState;
  tickets: number;
  /** The order's tickets, once issued ("Tickets 5 to 7"). */
  numbers: string | null;
  total: string;
  /** Why a failed or expired order issued nothing, and where its money is. */
  reason: string | null;
};

const STATE_OF: Record<OrderStatus, TicketOrderState> = {
  quoted: "pending",
  paid: "pending",
  minting: "pending",
  fulfilled: "confirmed",
  failed: "failed",
  refunded: "failed",
  expired: "expired",
};

/** A provider's unpaid ending in the words of a ticket order (the stored reason speaks of an NFT). */
const UNPAID_TICKET_TEXT: Record<string, string> = {
  [UNPAID_PAYMENT_MESSAGES.cancelled]: "You cancelled the crypto payment: nothing was charged and no tickets were issued.",
  [UNPAID_PAYMENT_MESSAGES.expired]: "The crypto payment was not made in time: nothing was charged and no tickets were issued.",
  [UNPAID_PAYMENT_MESSAGES.underpaid]: "The crypto payment was less than the price, so no tickets were issued. Please contact support to have what you sent refunded.",
  [UNPAID_PAYMENT_MESSAGES.unresolved]: "The crypto payment did not match the charge, so no tickets were issued. Please contact support to have what you sent refunded.",
};

export const ticketNumbers = (firstTicket: number, tickets: number) => (tickets === 1 ? `Ticket ${firstTicket}` : `Tickets ${firstTicket} to ${firstTicket + tickets - 1}`);

function reasonOf(order: Order, state: TicketOrderState): string | null {
  if (state === "expired") return order.failureReason ? (UNPAID_TICKET_TEXT[order.failureReason] ?? order.failureReason) : "The payment was not completed: nothing was charged and no tickets were issued.";
  if (state !== "failed") return null;
  const why = order.failureReason ? (UNPAID_TICKET_TEXT[order.failureReason] ?? `${order.failureReason}: no tickets were issued.`) : "The payment failed: no tickets were issued.";
  if (order.status === "refunded") return `${why} Your payment has been refunded.`;
  if (order.manualRefund) return `${why} Our support team will refund your payment.`;
  return order.failureReason === TICKET_SALES_CLOSED_MESSAGE ? `${why} Your payment is being refunded.` : why;
}

/**
 * The buyer's ticket order `orderId` of `lotteryId` as the pages after payment show it; null when
 * the account has no such order (another account's included).
 */
export function ticketOrderView(userId: number, lotteryId: number, orderId: string, now = new Date()): TicketOrderView | null {
  const order = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.lotteryId, lotteryId)))
    .get();
  if (!order || order.tickets === null) return null;
  // A quote nobody paid in time issues nothing (a provider's late payment still does, through its webhook).
  const state = order.status === "quoted" && order.expiresAt.getTime() <= now.getTime() ? "expired" : STATE_OF[order.status];
  const entry = state === "confirmed" ? db.select({ firstTicket: lotteryEntries.firstTicket }).from(lotteryEntries).where(eq(lotteryEntries.orderId, order.id)).get() : undefined;
  return {
    id: order.id,
    state,
    tickets: order.tickets,
    numbers: entry?.firstTicket ? ticketNumbers(entry.firstTicket, order.tickets) : null,
    total: formatUsd(order.priceCents + (order.feeCents ?? 0)),
    reason: reasonOf(order, state),
  };
}
