import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applyBps, formatUsd } from "~/lib/format";
import { marketFeeRates } from "~/models/fees.server";
import { issueTickets, LOTTERY_NOT_OPEN_MESSAGE, startTicketCheckout, TICKET_SALES_CLOSED_MESSAGE } from "~/models/lottery-tickets.server";
import { lotteryById, ticketHistory } from "~/models/lottery.server";
import { driveOrderMints, type MintRound } from "~/models/order-mints.server";
import { loader as cancelLoader } from "~/routes/checkout.card.$orderId.cancel";
import { action as detailAction, loader as detailLoader } from "~/routes/lottery.$id";
import { loader as confirmationLoader } from "~/routes/lottery_confirmation.$id";
import { action as popAction, loader as popLoader } from "~/routes/lottery_pop";
import { loader as purchasedLoader } from "~/routes/lottery_purchased.$id";
import { action as cryptoWebhook } from "~/routes/webhooks.crypto";
import { action as stripeWebhook } from "~/routes/webhooks.stripe";
import type { ChainContext } from "~/services/chain.server";
import { cardCheckoutLineItems, retrieveCardCheckout, signSandboxWebhook } from "~/services/payments/card.server";
import { retrieveCryptoCharge, signSandboxCryptoWebhook } from "~/services/payments/crypto.server";
import { endSandboxCharge, paySandboxCheckout } from "~/services/payments/sandbox.server";
import { db } from "~db/client.server";
import { lotteries, lotteryEntries, notifications, orders } from "~db/schema";
import { stripeRefunds } from "../mocks/stripe";
import { createUser, errorsOf, expectRedirect, post, randomWallet, toastOf, visit, type TestUser } from "./support";

const DAY = 86_400_000;

/** A lottery of our own, open for a week, at `ticketPriceCents` a ticket. */
function newLottery(ticketPriceCents = 500, drawsAt = new Date(Date.now() + 7 * DAY)) {
  return db
    .insert(lotteries)
    .values({ name: `Test draw ${Math.random().toString(36).slice(2, 8)}`, imageUrl: "/art/lottery/1.svg", description: "A test draw.", ticketPriceCents, prizePoolCents: 10_000, drawsAt })
    .returning()
    .get();
}

const lotteryRow = (id: number) => db.select().from(lotteries).where(eq(lotteries.id, id)).get()!;
const orderRow = (id: string) => db.select().from(orders).where(eq(orders.id, id)).get()!;
const entriesOf = (lotteryId: number) => db.select().from(lotteryEntries).where(eq(lotteryEntries.lotteryId, lotteryId)).orderBy(asc(lotteryEntries.firstTicket)).all();
const ordersOf = (userId: number) => db.select().from(orders).where(eq(orders.userId, userId)).all();
const noticesOf = (userId: number) => db.select({ text: notifications.text }).from(notifications).where(eq(notifications.userId, userId)).all().map((n) => n.text);

/** A signed-in player with a connected wallet, where a prize would go. */
async function buyer() {
  const wallet = randomWallet();
  return { ...(await createUser({ walletAddress: wallet })), wallet };
}

/** The popup's form, posted from the detail page's dialog (JavaScript) or from /lottery_pop?lottery={id} (without). */
function buy(who: TestUser | null, lotteryId: number, fields: Record<string, string>, from: "dialog" | "page" = "dialog") {
  return from === "dialog"
    ? post(detailAction, `/lottery/${lotteryId}`, fields, { cookie: who?.cookie, params: { id: String(lotteryId) } })
    : post(popAction, `/lottery_pop?lottery=${lotteryId}`, fields, { cookie: who?.cookie });
}

/** A card checkout for `tickets` tickets: the session the buyer is sent to, and its order. */
async function cardCheckout(who: TestUser, lotteryId: number, tickets: number, from: "dialog" | "page" = "dialog") {
  const response = await buy(who, lotteryId, { tickets: String(tickets), payment: "card" }, from);
  expect(response.status, JSON.stringify(await errorsOf(response.clone()).catch(() => null))).toBe(303);
  const session = await retrieveCardCheckout(new URL(response.headers.get("Location")!).pathname.split("/").pop()!);
  return { session, order: orderRow(session.orderId!) };
}

const deliverStripe = (payload: string) => post(stripeWebhook, "/webhooks/stripe", payload, { headers: { "Content-Type": "application/json", "Stripe-Signature": signSandboxWebhook(payload) } });
const deliverCommerce = (payload: string) => post(cryptoWebhook, "/webhooks/crypto", payload, { headers: { "Content-Type": "application/json", "X-CC-Webhook-Signature": signSandboxCryptoWebhook(payload) } });

/** The buyer pays on the hosted page: the session's completed event, as Stripe delivers it. */
function paidEvent(sessionId: string) {
  const paid = paySandboxCheckout(sessionId);
  if (!paid) throw new Error(`session ${sessionId} is not open`);
  return JSON.stringify(paid.event);
}

const purchased = async (who: TestUser, lotteryId: number, orderId: string) => visit(purchasedLoader, `/lottery_purchased/${lotteryId}?order=${orderId}`, { cookie: who.cookie, params: { id: String(lotteryId) } });

describe("quoting a ticket order", () => {
  it("opens a Checkout Session for count × ticket price plus the buyer fee of an NFT of that price, whatever the page sends", async () => {
    const lottery = newLottery(500);
    const player = await buyer();
    const { session, order } = await cardCheckout(player, lottery.id, 3);
    const feeCents = Number(applyBps(1500n, marketFeeRates().primaryBps));
    expect(order).toMatchObject({ lotteryId: lottery.id, tickets: 3, nftId: null, method: "card", status: "quoted", priceCents: 1500, feeCents, providerRef: session.id, walletAddress: player.wallet });
    expect(await cardCheckoutLineItems(session.id)).toEqual([
      { name: `3 tickets for ${lottery.name} ($5 each)`, cents: 1500 },
      { name: expect.stringMatching(/^Buyer fee \(/), cents: feeCents },
    ]);
    expect(session.successUrl).toMatch(new RegExp(`/lottery_purchased/${lottery.id}\\?order=${order.id}$`));
    expect(session.cancelUrl).toMatch(new RegExp(`/checkout/card/${order.id}/cancel$`));
    // A page that sends its own price changes nothing; asking again for the same count reuses the session.
    const again = await buy(player, lottery.id, { tickets: "3", payment: "card", priceCents: "1", total: "0.01" });
    expect(again.headers.get("Location")).toBe(session.url);
    expect(ordersOf(player.id)).toHaveLength(1);
  });

  it("keeps one live quote per account and lottery: another count or method ends the open session first", async () => {
    const lottery = newLottery();
    const player = await buyer();
    const first = await cardCheckout(player, lottery.id, 2);
    const second = await cardCheckout(player, lottery.id, 4);
    expect(second.order.id).not.toBe(first.order.id);
    expect(orderRow(first.order.id).status).toBe("expired");
    expect((await retrieveCardCheckout(first.session.id)).status).toBe("expired");
    const crypto = await buy(player, lottery.id, { tickets: "4", payment: "crypto-provider" });
    expect(crypto.status).toBe(303);
    expect(orderRow(second.order.id).status).toBe("expired");
    expect(ordersOf(player.id).filter((order) => order.status === "quoted")).toHaveLength(1);
  });

  it("opens a crypto charge whose redirect is /lottery_purchased/{id} and cancel /lottery/{id}, as the spec says", async () => {
    const lottery = newLottery(250);
    const player = await buyer();
    const response = await buy(player, lottery.id, { tickets: "4", payment: "crypto-provider" }, "page");
    expect(response.status).toBe(303);
    const charge = await retrieveCryptoCharge(new URL(response.headers.get("Location")!).pathname.split("/").pop()!);
    const order = orderRow(charge.orderId!);
    expect(order).toMatchObject({ lotteryId: lottery.id, tickets: 4, method: "crypto-provider", priceCents: 1000, providerRef: charge.code });
    expect(charge.totalCents).toBe(1000 + order.feeCents!);
    expect(charge.redirectUrl).toMatch(new RegExp(`/lottery_purchased/${lottery.id}\\?order=${order.id}$`));
    expect(charge.cancelUrl).toMatch(new RegExp(`/lottery/${lottery.id}$`));
    expect(charge.description).toBe(`Price $10 + Buyer fee (${marketFeeRates().primaryBps / 100}%) ${formatUsd(order.feeCents!)} = ${formatUsd(1000 + order.feeCents!)}`);
  });

  it.each([
    ["a count of 0", { tickets: "0", payment: "card" }, "tickets"],
    ["a count of 101", { tickets: "101", payment: "card" }, "tickets"],
    ["a count that is not a number", { tickets: "abc", payment: "card" }, "tickets"],
    ["no count", { payment: "card" }, "tickets"],
    ["an unknown payment", { tickets: "2", payment: "cash" }, "payment"],
    ["the on-ramp as a form payment", { tickets: "2", payment: "onramp" }, "payment"],
  ])("refuses %s with a message and quotes nothing", async (_label, fields, field) => {
    const lottery = newLottery();
    const player = await buyer();
    for (const from of ["dialog", "page"] as const) {
      const response = await buy(player, lottery.id, fields, from);
      expect(response.status).toBe(400);
      expect((await errorsOf(response))[field]?.[0]).toMatch(/^Please choose/);
    }
    expect(ordersOf(player.id)).toEqual([]);
  });

  it("sends a visitor to log in with the spec's warning and the way back, from the dialog and from the plain page", async () => {
    const lottery = newLottery();
    const fromDialog = await buy(null, lottery.id, { tickets: "2", payment: "card" });
    expectRedirect(fromDialog, `/login?redirectTo=${encodeURIComponent(`/lottery/${lottery.id}`)}`);
    expect(await toastOf(fromDialog)).toEqual({ kind: "info", text: "Please Login to Continue" });
    const page = await visit(popLoader, `/lottery_pop?lottery=${lottery.id}`);
    expectRedirect(page, `/login?redirectTo=${encodeURIComponent(`/lottery_pop?lottery=${lottery.id}`)}`);
    expect(await toastOf(page)).toEqual({ kind: "info", text: "Please Login to Continue" });
  });

  it("refuses a lottery that is not open or whose draw time has passed, and a lottery that does not exist", async () => {
    const player = await buyer();
    const closed = newLottery();
    db.update(lotteries).set({ status: "closed" }).where(eq(lotteries.id, closed.id)).run();
    const refused = await buy(player, closed.id, { tickets: "2", payment: "card" });
    expect(refused.status).toBe(409);
    expect((await errorsOf(refused)).payment).toEqual([LOTTERY_NOT_OPEN_MESSAGE]);
    const past = newLottery(500, new Date(Date.now() + 60_000));
    db.update(lotteries).set({ drawsAt: new Date(Date.now() - 1000) }).where(eq(lotteries.id, past.id)).run();
    expect((await errorsOf(await buy(player, past.id, { tickets: "2", payment: "crypto-provider" }))).payment).toEqual([LOTTERY_NOT_OPEN_MESSAGE]);
    expect(ordersOf(player.id)).toEqual([]);
    expect((await buy(player, 999_999, { tickets: "2", payment: "card" })).status).toBe(404);
    expect((await visit(popLoader, `/lottery_pop?lottery=${closed.id}`, { cookie: player.cookie })).status).toBe(404);
  });

  it("limits quotes per account like NFT quotes", async () => {
    const lottery = newLottery();
    const player = await buyer();
    let last: Response | null = null;
    for (let i = 0; i < 31; i++) last = await buy(player, lottery.id, { tickets: String((i % 3) + 1), payment: "card" });
    expect(last!.status).toBe(429);
    expect(last!.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await errorsOf(last!)).payment?.[0]).toMatch(/^Too many purchase quotes/);
  });
});

describe("issuing tickets on a confirmed payment", () => {
  it("issues numbered tickets once the card webhook pays, counts players by buyer, and the pages follow the order", async () => {
    const lottery = newLottery(500);
    const alice = await buyer();
    const bob = await buyer();
    const a1 = await cardCheckout(alice, lottery.id, 3);
    // Before the payment: nothing issued, the order pending.
    expect(lotteryRow(lottery.id)).toMatchObject({ totalTickets: 0, totalPlayers: 0 });
    expect(((await (await purchased(alice, lottery.id, a1.order.id)).json()) as { order: { state: string } }).order.state).toBe("pending");

    const payload = paidEvent(a1.session.id);
    expect((await deliverStripe(payload)).status).toBe(200);
    expect(orderRow(a1.order.id).status).toBe("fulfilled");
    expect(lotteryRow(lottery.id)).toMatchObject({ totalTickets: 3, totalPlayers: 1 });
    // A replayed delivery issues nothing twice.
    expect(((await (await deliverStripe(payload)).json()) as { outcome: string }).outcome).toMatch(/^replay|unchanged/);
    expect(lotteryRow(lottery.id).totalTickets).toBe(3);

    const b1 = await cardCheckout(bob, lottery.id, 2);
    await deliverStripe(paidEvent(b1.session.id));
    const a2 = await cardCheckout(alice, lottery.id, 1, "page");
    await deliverStripe(paidEvent(a2.session.id));
    expect(lotteryRow(lottery.id)).toMatchObject({ totalTickets: 6, totalPlayers: 2 });
    expect(entriesOf(lottery.id).map((e) => [e.userId, e.firstTicket, e.tickets, e.orderId, e.status])).toEqual([
      [alice.id, 1, 3, a1.order.id, "confirmed"],
      [bob.id, 4, 2, b1.order.id, "confirmed"],
      [alice.id, 6, 1, a2.order.id, "confirmed"],
    ]);
    expect(noticesOf(bob.id)).toEqual([`Your 2 tickets for ${lottery.name} are confirmed: numbers 4 to 5.`]);

    // The detail page's history and counts are the entries.
    expect(ticketHistory(lottery.id).map((entry) => [entry.player, entry.tickets])).toEqual([
      [alice.name, 1],
      [bob.name, 2],
      [alice.name, 3],
    ]);
    const detail = (await (await visit(detailLoader, `/lottery/${lottery.id}`, { params: { id: String(lottery.id) } })).json()) as { lottery: { players: number; progress: { sold: number } } };
    expect(detail.lottery).toMatchObject({ players: 2, progress: { sold: 6 } });

    // The page the provider returns to sends a confirmed order on to the confirmation, which says so.
    expectRedirect(await purchased(bob, lottery.id, b1.order.id), `/lottery_confirmation/${lottery.id}?order=${b1.order.id}`);
    const confirmation = (await (await visit(confirmationLoader, `/lottery_confirmation/${lottery.id}?order=${b1.order.id}`, { cookie: bob.cookie, params: { id: String(lottery.id) } })).json()) as { order: { tickets: number; numbers: string; state: string } };
    expect(confirmation.order).toMatchObject({ state: "confirmed", tickets: 2, numbers: "Tickets 4 to 5" });
    // Another account's order is no order of theirs.
    expect((await purchased(alice, lottery.id, b1.order.id)).status).toBe(404);
    expect((await visit(confirmationLoader, `/lottery_confirmation/${lottery.id}?order=${b1.order.id}`, { cookie: alice.cookie, params: { id: String(lottery.id) } })).status).toBe(404);
  });

  it("issues tickets on the crypto provider's confirmation, and nothing for an expired or underpaid charge", async () => {
    const lottery = newLottery(500);
    const player = await buyer();
    const start = async (tickets: number) => {
      const response = await buy(player, lottery.id, { tickets: String(tickets), payment: "crypto-provider" });
      return retrieveCryptoCharge(new URL(response.headers.get("Location")!).pathname.split("/").pop()!);
    };
    const deliverEnding = async (code: string, how: "pay" | "underpay" | "expire") => {
      for (const event of endSandboxCharge(code, how)!.events) await deliverCommerce(JSON.stringify(event));
    };
    const expired = await start(2);
    await deliverEnding(expired.code, "expire");
    const underpaid = await start(3);
    await deliverEnding(underpaid.code, "underpay");
    expect(lotteryRow(lottery.id)).toMatchObject({ totalTickets: 0, totalPlayers: 0 });
    const failed = (await (await purchased(player, lottery.id, underpaid.orderId!)).json()) as { order: { state: string; reason: string } };
    expect(failed.order).toMatchObject({ state: "failed", reason: expect.stringMatching(/less than the price, so no tickets were issued/) });
    const expiredView = (await (await purchased(player, lottery.id, expired.orderId!)).json()) as { order: { state: string; reason: string } };
    expect(expiredView.order).toMatchObject({ state: "expired", reason: expect.stringMatching(/nothing was charged and no tickets were issued/) });

    const paid = await start(4);
    await deliverEnding(paid.code, "pay");
    expect(orderRow(paid.orderId!).status).toBe("fulfilled");
    expect(lotteryRow(lottery.id)).toMatchObject({ totalTickets: 4, totalPlayers: 1 });
    expect(entriesOf(lottery.id)).toHaveLength(1);
  });

  it("issues nothing for a cancelled card payment: the session ends and the buyer is back on the lottery", async () => {
    const lottery = newLottery();
    const player = await buyer();
    const { session, order } = await cardCheckout(player, lottery.id, 5);
    const cancelled = await visit(cancelLoader, `/checkout/card/${order.id}/cancel`, { cookie: player.cookie, params: { orderId: order.id } });
    expectRedirect(cancelled, `/lottery/${lottery.id}`);
    expect(await toastOf(cancelled)).toEqual({ kind: "info", text: "Card payment cancelled: nothing was charged." });
    expect(orderRow(order.id).status).toBe("expired");
    expect((await retrieveCardCheckout(session.id)).status).toBe("expired");
    expect(lotteryRow(lottery.id)).toMatchObject({ totalTickets: 0, totalPlayers: 0 });
    expect(entriesOf(lottery.id)).toEqual([]);
  });

  it("fails a payment confirmed after sales closed with the decision's reason, issues nothing, and refunds the card", async () => {
    const lottery = newLottery();
    const player = await buyer();
    const { session, order } = await cardCheckout(player, lottery.id, 2);
    db.update(lotteries).set({ status: "closed" }).where(eq(lotteries.id, lottery.id)).run();
    await deliverStripe(paidEvent(session.id));
    expect(orderRow(order.id)).toMatchObject({ status: "failed", failureReason: TICKET_SALES_CLOSED_MESSAGE });
    expect(lotteryRow(lottery.id)).toMatchObject({ totalTickets: 0, totalPlayers: 0 });
    expect(entriesOf(lottery.id)).toEqual([]);
    const view = (await (await purchased(player, lottery.id, order.id)).json()) as { order: { state: string; reason: string } };
    expect(view.order).toMatchObject({ state: "failed", reason: `${TICKET_SALES_CLOSED_MESSAGE}: no tickets were issued. Your payment is being refunded.` });

    // The refund job gives the money back through Stripe, once; ticket orders are never minted.
    const round: MintRound = await driveOrderMints({} as ChainContext);
    expect(round.refunded).toContain(order.id);
    expect(orderRow(order.id).status).toBe("refunded");
    expect(stripeRefunds.filter((refund) => refund.paymentIntent === orderRow(order.id).paymentRef)).toHaveLength(1);
    expect(noticesOf(player.id)).toEqual([
      `${TICKET_SALES_CLOSED_MESSAGE}: your payment for ${lottery.name} tickets will be refunded.`,
      `Your card payment for 2 tickets for ${lottery.name} has been refunded.`,
    ]);
  });

  it("issueTickets refuses an order that is no ticket order, or already issued", async () => {
    const lottery = newLottery();
    const player = await buyer();
    const { session, order } = await cardCheckout(player, lottery.id, 1);
    await deliverStripe(paidEvent(session.id));
    expect(db.transaction((tx) => issueTickets(tx, order.id, new Date()))).toBe("not-open-order");
    expect(db.transaction((tx) => issueTickets(tx, "NoSuchOrder000000000", new Date()))).toBe("not-open-order");
    expect(lotteryRow(lottery.id).totalTickets).toBe(1);
  });
});

describe("300 ticket orders paid at once", () => {
  it("counts exactly the tickets issued, numbered 1..N without gaps, 50 players, and a replay issues nothing twice", async () => {
    const lottery = newLottery(100);
    const players = await Promise.all(Array.from({ length: 50 }, () => buyer()));
    // Six open orders per player: each quoted on a clock past the last one's quote, so none replaces another.
    const start = Date.now();
    const sessions: { payload: string; tickets: number }[] = [];
    for (let round = 0; round < 6; round++) {
      const opened = await Promise.all(
        players.map(async (player, index) => {
          const tickets = ((index + round) % 7) + 1;
          const started = await startTicketCheckout(player.id, lottery.id, tickets, "card", player.wallet, new Date(start + round * 31 * 60_000));
          if (!started.ok) throw new Error(started.error);
          return { payload: paidEvent(new URL(started.url).pathname.split("/").pop()!), tickets };
        }),
      );
      sessions.push(...opened);
    }
    expect(sessions).toHaveLength(300);
    const answers = await Promise.all(sessions.map(({ payload }) => deliverStripe(payload)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    // Every delivery again, all at once: nothing more is issued.
    const replays = await Promise.all(sessions.map(({ payload }) => deliverStripe(payload)));
    expect(replays.every((answer) => answer.status === 200)).toBe(true);

    const expected = sessions.reduce((sum, { tickets }) => sum + tickets, 0);
    const entries = entriesOf(lottery.id);
    expect(entries).toHaveLength(300);
    expect(lotteryRow(lottery.id)).toMatchObject({ totalTickets: expected, totalPlayers: 50 });
    let next = 1;
    for (const entry of entries) {
      expect(entry.firstTicket).toBe(next);
      next += entry.tickets;
    }
    expect(next - 1).toBe(expected);
    expect(db.select().from(orders).where(and(eq(orders.lotteryId, lottery.id), eq(orders.status, "fulfilled"))).all()).toHaveLength(300);
    expect(lotteryById(lottery.id)?.progress.sold).toBe(expected);
  });
});
