import { eq } from "drizzle-orm";
import { Wallet } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexToHead } from "~/jobs/indexer.server";
import { hashPassword } from "~/lib/password.server";
import { driveLotteries, type LotteryRound } from "~/models/lottery-draw.server";
import { driveOrderMints } from "~/models/order-mints.server";
import { NOT_THIS_PAYMENT_MESSAGE } from "~/models/orders.server";
import { TICKET_SALES_CLOSED_MESSAGE } from "~/models/lottery-tickets.server";
import type { TicketWalletReply } from "~/models/lottery-wallet.server";
import { activateWallet } from "~/models/wallets.server";
import { action as lotteryAction } from "~/routes/lottery.$id";
import { action as popAction } from "~/routes/lottery_pop";
import { TransactionSender } from "~/services/chain-sender.server";
import { chainOrderId, heldTicketPayment, settleTicketPayment, type ChainContext } from "~/services/chain.server";
import { createStandardWallet, topUpFromFaucet } from "~/services/custody.server";
import type { DevChain } from "~/services/devchain.server";
import { db } from "~db/client.server";
import { lotteries, lotteryEntries, notifications, orders, users } from "~db/schema";
import { accounts, startAppChain, stopAppChain, travel } from "./support/chain";
import { createUser, expectRedirect, post, type TestUser } from "./support";
import { createTestLottery } from "./support/lottery";

const PASSWORD = "correct horse battery";
const HOUR = 60 * 60 * 1000;

let node: DevChain;
let chain: ChainContext;
let buyer: TestUser;
let rival: TestUser;
let walletless: TestUser;

beforeAll(async () => {
  ({ node, chain } = await startAppChain());
  await indexToHead(db, chain);
  buyer = await createUser({ walletAddress: accounts[2].address });
  rival = await createUser({ walletAddress: accounts[3].address });
  walletless = await createUser();
}, 120_000);

afterAll(() => stopAppChain(node, chain));

let lotteriesMade = 0;
function openLottery(drawsInMs = 24 * HOUR, ticketPriceCents = 500): number {
  return db
    .insert(lotteries)
    .values({ name: `Chain lottery ${++lotteriesMade}`, imageUrl: "/lottery.jpg", description: "Tickets by wallet", ticketPriceCents, prizePoolCents: 100_000, drawsAt: new Date(Date.now() + drawsInMs) })
    .returning({ id: lotteries.id })
    .get().id;
}

const walletOf = (index: number) => new TransactionSender(new Wallet(accounts[index].privateKey, chain.provider), { interfaces: chain.interfaces });
const tickets = (who: TestUser | null, lotteryId: number, fields: Record<string, string>) =>
  post(lotteryAction, `/lottery/${lotteryId}`, fields, { cookie: who?.cookie, params: { id: String(lotteryId) } });
const reply = async (response: Response) => (await response.json()) as TicketWalletReply;
const ordersOf = (userId: number) => db.select().from(orders).where(eq(orders.userId, userId)).all();
const lotteryRow = (id: number) => db.select().from(lotteries).where(eq(lotteries.id, id)).get()!;
const orderRow = (id: string) => db.select().from(orders).where(eq(orders.id, id)).get()!;
const held = async (address: string) => (await chain.market.pendingWithdrawals(address)) as bigint;

/** Quotes `count` tickets and has wallet `walletIndex` send the payment; answers the order and the receipt (not reported). */
async function payTickets(who: TestUser, walletIndex: number, lotteryId: number, count: number) {
  const quoted = await tickets(who, lotteryId, { intent: "wallet-quote", tickets: String(count) });
  expect(quoted.status).toBe(200);
  const answer = await reply(quoted);
  if (!answer.prepared?.ok || !answer.orderId) throw new Error(`nothing to pay: ${JSON.stringify(answer)}`);
  const [{ tx }] = answer.prepared.steps;
  const receipt = await walletOf(walletIndex).sendAndWait({ to: tx.to, data: tx.data, value: BigInt(tx.value) });
  return { orderId: answer.orderId, receipt, tx };
}

describe("paying tickets with a browser wallet", () => {
  it("quotes N tickets at the server's price, the wallet pays, the report is kept, and the indexer issues them numbered on the order", async () => {
    const lotteryId = openLottery();
    const { orderId, receipt, tx } = await payTickets(buyer, 2, lotteryId, 3);
    const order = orderRow(orderId);
    expect(order).toMatchObject({ lotteryId, tickets: 3, nftId: null, method: "wallet", priceCents: 1500, status: "quoted", walletAddress: accounts[2].address });
    expect(BigInt(tx.value)).toBe(order.priceWei + order.feeWei);
    // The signed deadline is never after the draw, on the chain's clock.
    const call = chain.market.interface.parseTransaction({ data: tx.data, value: BigInt(tx.value) })!;
    expect(call.name).toBe("buyTickets");
    expect(call.args[0].orderId).toBe(chainOrderId(orderId));
    expect(call.args[0].tickets).toBe(3n);
    const reported = await tickets(buyer, lotteryId, { intent: "wallet-submitted", orderId, txHash: receipt.hash });
    expect(reported.status).toBe(200);
    expect(orderRow(orderId).txHash).toBe(receipt.hash);
    expect(lotteryRow(lotteryId).totalTickets).toBe(0);

    await indexToHead(db, chain);
    expect(orderRow(orderId)).toMatchObject({ status: "fulfilled", txHash: receipt.hash, blockNumber: receipt.blockNumber });
    expect(orderRow(orderId).logIndex).not.toBeNull();
    expect(lotteryRow(lotteryId)).toMatchObject({ totalTickets: 3, totalPlayers: 1 });
    expect(db.select().from(lotteryEntries).where(eq(lotteryEntries.orderId, orderId)).get()).toMatchObject({ userId: buyer.id, tickets: 3, firstTicket: 1, status: "confirmed", paymentMethod: "wallet" });

    // A second order of the same buyer continues the numbering; a replayed index changes nothing.
    const second = await payTickets(buyer, 2, lotteryId, 2);
    await indexToHead(db, chain);
    expect(db.select().from(lotteryEntries).where(eq(lotteryEntries.orderId, second.orderId)).get()).toMatchObject({ firstTicket: 4, tickets: 2 });
    expect(lotteryRow(lotteryId)).toMatchObject({ totalTickets: 5, totalPlayers: 1 });
    // The market holds both payments.
    expect(((await chain.market.ticketPayments(chainOrderId(orderId))) as [string, bigint])[1]).toBe(BigInt(tx.value));
  });

  it("refuses counts out of range, other users' orders and hashes that are not this order's payment, and keeps nothing", async () => {
    const lotteryId = openLottery();
    for (const count of ["0", "101", "2.5", "many", ""]) {
      const response = await tickets(buyer, lotteryId, { intent: "wallet-quote", tickets: count });
      expect(response.status, count).toBe(400);
      expect((await reply(response)).error).toBe("Please choose from 1 to 100 tickets.");
    }
    expect(ordersOf(buyer.id).filter((order) => order.lotteryId === lotteryId)).toEqual([]);

    const mine = await payTickets(buyer, 2, lotteryId, 1);
    // The rival reports the buyer's payment for the buyer's order: not theirs.
    const stolen = await tickets(rival, lotteryId, { intent: "wallet-submitted", orderId: mine.orderId, txHash: mine.receipt.hash });
    expect(stolen.status).toBe(409);
    expect(orderRow(mine.orderId).txHash).toBeNull();
    // The rival's own payment reported for the buyer's order, by the buyer: another order's, another wallet's.
    const theirs = await payTickets(rival, 3, lotteryId, 1);
    const wrong = await tickets(buyer, lotteryId, { intent: "wallet-submitted", orderId: mine.orderId, txHash: theirs.receipt.hash });
    expect(wrong.status).toBe(409);
    expect((await reply(wrong)).error).toBe(NOT_THIS_PAYMENT_MESSAGE);
    // A plain coin transfer from the order's wallet is no payment either.
    const transfer = await walletOf(2).sendAndWait({ to: accounts[5].address, value: 1n });
    expect((await tickets(buyer, lotteryId, { intent: "wallet-submitted", orderId: mine.orderId, txHash: transfer.hash })).status).toBe(409);
    expect(orderRow(mine.orderId).txHash).toBeNull();
    expect((await tickets(buyer, lotteryId, { intent: "wallet-submitted", orderId: mine.orderId, txHash: "0x1234" })).status).toBe(400);
  });

  it("sends visitors to sign in and wallet-less users to the wallet page, and refuses a lottery whose sales closed", async () => {
    const lotteryId = openLottery();
    const visitor = await tickets(null, lotteryId, { intent: "wallet-quote", tickets: "1" });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login/);
    const noWallet = await tickets(walletless, lotteryId, { intent: "wallet-quote", tickets: "1" });
    expect(noWallet.status).toBe(302);
    expect(noWallet.headers.get("Location")).toMatch(/^\/wallet\?redirectTo=/);
    expect(ordersOf(walletless.id)).toEqual([]);

    db.update(lotteries).set({ status: "closed" }).where(eq(lotteries.id, lotteryId)).run();
    const closed = await tickets(buyer, lotteryId, { intent: "wallet-quote", tickets: "1" });
    expect(closed.status).toBe(409);
    expect(ordersOf(buyer.id).filter((order) => order.lotteryId === lotteryId)).toEqual([]);
  });
});

describe("a wallet payment indexed after sales closed", () => {
  it("fails the order, issues nothing, and the refund job credits the payer on chain once", async () => {
    const lotteryId = openLottery();
    const { orderId, tx } = await payTickets(rival, 3, lotteryId, 4);
    const before = await held(accounts[3].address);
    // The keeper closes sales before the indexer sees the payment.
    db.update(lotteries).set({ status: "closed" }).where(eq(lotteries.id, lotteryId)).run();
    await indexToHead(db, chain);
    expect(orderRow(orderId)).toMatchObject({ status: "failed", failureReason: TICKET_SALES_CLOSED_MESSAGE });
    expect(lotteryRow(lotteryId).totalTickets).toBe(0);

    const round = await driveOrderMints(chain);
    expect(round).toMatchObject({ refunded: [orderId], refundRetrying: [], manualRefund: [] });
    const refunded = orderRow(orderId);
    expect(refunded.status).toBe("refunded");
    expect(refunded.refundRef).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await held(accounts[3].address)).toBe(before + BigInt(tx.value));

    const again = await driveOrderMints(chain);
    expect(again.refunded).not.toContain(orderId);
    expect(again.refundRetrying).toEqual([]);
    expect(await held(accounts[3].address)).toBe(before + BigInt(tx.value));
    const notices = db.select().from(notifications).where(eq(notifications.eventKey, `order-refunded:${orderId}`)).all();
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toMatch(/Withdraw refunds/);
  });

  it("records a refund an earlier round already sent instead of sending another", async () => {
    const lotteryId = openLottery();
    const { orderId, tx } = await payTickets(rival, 3, lotteryId, 1);
    db.update(lotteries).set({ status: "closed" }).where(eq(lotteries.id, lotteryId)).run();
    await indexToHead(db, chain);
    // The refund went out, and its process died before recording it.
    const txHash = await settleTicketPayment(chain, orderId, "refund");
    const before = await held(accounts[3].address);
    const round = await driveOrderMints(chain);
    expect(round.refunded).toContain(orderId);
    expect(orderRow(orderId)).toMatchObject({ status: "refunded", refundRef: txHash });
    expect(await held(accounts[3].address)).toBe(before);
    expect(BigInt(tx.value)).toBeGreaterThan(0n);
  });
});

describe("paying tickets from the standard wallet with the password", () => {
  async function standardUser(): Promise<TestUser & { address: string }> {
    const user = await createUser();
    db.update(users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(users.id, user.id))
      .run();
    const address = createStandardWallet(user.id);
    expect(activateWallet(user.id, address, "standard", Date.now()).ok).toBe(true);
    await topUpFromFaucet(address);
    return { ...user, address };
  }

  it("pays by a plain post from /lottery_pop, opens the order's page, and the indexer issues the tickets; a wrong password sends nothing", async () => {
    const lotteryId = openLottery();
    const player = await standardUser();
    const pop = (fields: Record<string, string>) => post(popAction, `/lottery_pop?lottery=${lotteryId}`, fields, { cookie: player.cookie });

    const wrong = await pop({ intent: "wallet-password", tickets: "2", password: "not my password" });
    expect(wrong.status).toBe(401);
    expect((await reply(wrong)).error).toBe("Wrong password");
    expect(await chain.provider.getTransactionCount(player.address)).toBe(0);
    expect(ordersOf(player.id)).toEqual([]);
    // A browser wallet's quote is not for the standard wallet.
    expect((await pop({ intent: "wallet-quote", tickets: "2" })).status).toBe(409);

    const paid = await pop({ intent: "wallet-password", tickets: "2", password: PASSWORD });
    const [order] = ordersOf(player.id);
    expectRedirect(paid, `/lottery_purchased/${lotteryId}?order=${order!.id}`);
    expect(orderRow(order!.id)).toMatchObject({ method: "wallet", tickets: 2, walletAddress: player.address });
    expect(orderRow(order!.id).txHash).toMatch(/^0x/);
    await indexToHead(db, chain);
    expect(orderRow(order!.id).status).toBe("fulfilled");
    expect(lotteryRow(lotteryId)).toMatchObject({ totalTickets: 2, totalPlayers: 1 });
  });
});

// Last: it moves the chain's clock ahead of ours.
describe("the draw time on the chain", () => {
  it("makes a ticket after the draw time impossible on the chain: the quote's deadline is the draw", async () => {
    const lotteryId = openLottery(60_000);
    const quoted = await reply(await tickets(buyer, lotteryId, { intent: "wallet-quote", tickets: "1" }));
    if (!quoted.prepared?.ok) throw new Error("no quote");
    const [{ tx }] = quoted.prepared.steps;
    const deadline = chain.market.interface.parseTransaction({ data: tx.data, value: BigInt(tx.value) })!.args[0].deadline as bigint;
    const chainNow = (await chain.provider.getBlock("latest"))!.timestamp;
    expect(Number(deadline) - chainNow).toBeLessThanOrEqual(60);
    await travel(node.rpcUrl, 120);
    await expect(walletOf(2).sendAndWait({ to: tx.to, data: tx.data, value: BigInt(tx.value) })).rejects.toThrow(/Quote expired/i);
  });
});

describe("a drawn lottery's tickets paid by wallet", () => {
  it("pays the money the market held for them on to the treasury once the draw stands, and once only", async () => {
    const lottery = createTestLottery({ drawsAt: new Date(Date.now() + HOUR), minTickets: 1 });
    const { orderId } = await payTickets(buyer, 2, lottery.id, 2);
    await indexToHead(db, chain);
    expect(orderRow(orderId).status).toBe("fulfilled");
    const paid = (await heldTicketPayment(chain, orderId)).amountWei;
    expect(paid).toBeGreaterThan(0n);

    const afterDraw = new Date(Date.now() + 2 * HOUR);
    const rounds: LotteryRound[] = [];
    for (let i = 0; i < 5 && lotteryRow(lottery.id).status !== "drawn"; i++) rounds.push(await driveLotteries(chain, { now: afterDraw, mineWhenWaiting: true }));
    expect(lotteryRow(lottery.id).status).toBe("drawn");
    if (!rounds.some((round) => round.released.includes(orderId))) rounds.push(await driveLotteries(chain, { now: afterDraw }));
    expect(rounds.flatMap((round) => round.released)).toEqual([orderId]);

    expect((await heldTicketPayment(chain, orderId)).amountWei).toBe(0n);
    const released = await chain.market.queryFilter(chain.market.filters.TicketsReleased(chainOrderId(orderId)), chain.deployment.deploymentBlock);
    expect(released.map((event) => ("args" in event ? event.args.amount : null))).toEqual([paid]);
    expect(orderRow(orderId).releaseRef).toBe(released[0].transactionHash);
    // Nothing is credited back to the buyer, and a later round sends nothing again.
    expect((await driveLotteries(chain, { now: afterDraw })).released).toEqual([]);
    expect(orderRow(orderId).status).toBe("fulfilled");
  });
});
