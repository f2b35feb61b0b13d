import { and, eq, inArray, like } from "drizzle-orm";
import { concat, keccak256, toUtf8Bytes, Transaction, Wallet } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { indexToHead } from "~/jobs/indexer.server";
import { cancelledBelowMinimumReason, driveLotteries, prizeOrderId } from "~/models/lottery-draw.server";
import { driveOrderMints } from "~/models/order-mints.server";
import { chainOrderId, connectChain, type ChainContext } from "~/services/chain.server";
import { rpcCall, type DevChain } from "~/services/devchain.server";
import { usdToWei } from "~/services/rates.server";
import { db } from "~db/client.server";
import { lotteries, lotteryEntries, nfts, notifications, orders, tokens } from "~db/schema";
import { stripeRefunds } from "../mocks/stripe";
import { keys, startAppChain, stopAppChain } from "./support/chain";
import { createTestLottery, issueTestTickets } from "./support/lottery";
import { newBuyer } from "./support/payments";

let node: DevChain;
let chain: ChainContext;

beforeAll(async () => {
  ({ node, chain } = await startAppChain());
  await indexToHead(db, chain);
}, 120_000);

afterAll(() => stopAppChain(node, chain));

const past = () => new Date(Date.now() - 1000);
const lotteryRow = (id: number) => db.select().from(lotteries).where(eq(lotteries.id, id)).get()!;
const noticesOf = (userId: number) => db.select({ tag: notifications.tag, text: notifications.text }).from(notifications).where(eq(notifications.userId, userId)).all();
const mine = () => rpcCall(node.rpcUrl, "evm_mine");

/** Buyers with `counts` tickets each (one order per count), as ticket payments confirmed would leave them. */
async function sell(lotteryId: number, counts: number[], method: "card" | "crypto-provider" = "card") {
  const sold = [];
  for (const count of counts) {
    const buyer = await newBuyer();
    sold.push({ buyer, orderId: issueTestTickets(lotteryId, buyer, count, method), count });
  }
  return sold;
}

/** Rounds of the keeper, mining the block a draw waits for, until the lottery is drawn or cancelled. */
async function untilSettled(lotteryId: number, contexts: ChainContext[] = [chain]) {
  for (let round = 0; round < 10; round++) {
    await Promise.all(contexts.map((context) => driveLotteries(context)));
    if (["drawn", "cancelled"].includes(lotteryRow(lotteryId).status)) return;
    await mine();
  }
  throw new Error(`lottery ${lotteryId} is still ${lotteryRow(lotteryId).status}`);
}

/** The winner worked out here from the published values, with no code of the app. */
function independentWinner(secret: string, list: string, blockHash: string) {
  const lines = list.trimEnd().split("\n").map((line) => line.split(","));
  const total = lines.reduce((sum, [, tickets]) => sum + Number(tickets), 0);
  const listHash = keccak256(toUtf8Bytes(list));
  const ticket = Number(BigInt(keccak256(concat([secret, listHash, blockHash]))) % BigInt(total)) + 1;
  const holder = lines.find(([first, tickets]) => Number(first) <= ticket && ticket < Number(first) + Number(tickets))!;
  return { listHash, ticket, orderId: holder[2] };
}

describe("closing and drawing", () => {
  it("closes sales at the draw time, records the chain's head, and draws with the hash of exactly the next block once it exists", async () => {
    const { loader: lotteryList } = await import("~/routes/lottery._index");
    const { visit } = await import("./support");
    const history = async () => ((await (await visit(lotteryList, "/lottery")).json()) as { history: { sample: boolean } }).history;
    expect(await history()).toMatchObject({ sample: true });
    const lottery = createTestLottery({ drawsAt: new Date(Date.now() + 60_000), minTickets: 5 });
    const sold = await sell(lottery.id, [2, 3, 1]);

    await driveLotteries(chain);
    expect(lotteryRow(lottery.id).status).toBe("open");

    db.update(lotteries).set({ drawsAt: past() }).where(eq(lotteries.id, lottery.id)).run();
    const head = await chain.provider.getBlockNumber();
    const closing = await driveLotteries(chain);
    expect(closing.closed).toContain(lottery.id);
    expect(lotteryRow(lottery.id)).toMatchObject({ status: "closed", closedBlockNumber: head, drawBlockHash: null });

    // No block after the close yet: the draw waits for it.
    expect((await driveLotteries(chain)).waiting).toContain(lottery.id);
    expect(lotteryRow(lottery.id).status).toBe("closed");

    await mine();
    await mine();
    const drawing = await driveLotteries(chain);
    const drawn = lotteryRow(lottery.id);
    const drawBlock = (await chain.provider.getBlock(head + 1))!;
    expect(drawn).toMatchObject({ status: "drawn", drawBlockNumber: head + 1, drawBlockHash: drawBlock.hash, revealedSecret: lottery.secret });

    const list = sold.reduce((text, { orderId, count }, i) => text + `${1 + sold.slice(0, i).reduce((n, s) => n + s.count, 0)},${count},${orderId}\n`, "");
    const expected = independentWinner(lottery.secret, list, drawBlock.hash!);
    expect(drawn.ticketListHash).toBe(expected.listHash);
    expect(drawn.winningTicket).toBe(expected.ticket);
    expect(drawing.drawn).toEqual([{ lotteryId: lottery.id, winningTicket: expected.ticket }]);
    const winner = sold.find((s) => s.orderId === expected.orderId)!;
    expect(drawn).toMatchObject({ winnerUserId: winner.buyer.id, prizeWalletAddress: winner.buyer.wallet });
    expect(noticesOf(winner.buyer.id)).toEqual([{ tag: "Lottery-won", text: expect.stringContaining(`You won ${lottery.name} with ticket ${expected.ticket}!`) }]);
    expect(await history()).toMatchObject({ sample: false });
  });

  it("refuses to start a draw twice: two keepers at once draw once and tell the winner once", async () => {
    const lottery = createTestLottery({ drawsAt: past(), minTickets: 3 });
    await sell(lottery.id, [1, 1, 1, 1]);
    const second = connectChain(node.rpcUrl, chain.deployment, keys);
    try {
      await driveLotteries(chain);
      await mine();
      const rounds = await Promise.all([driveLotteries(chain), driveLotteries(second), driveLotteries(chain)]);
      expect(rounds.flatMap((round) => round.drawn.filter((d) => d.lotteryId === lottery.id))).toHaveLength(1);
      const { winnerUserId } = lotteryRow(lottery.id);
      expect(noticesOf(winnerUserId!).filter((n) => n.tag === "Lottery-won")).toHaveLength(1);
    } finally {
      second.provider.destroy();
    }
  });
});

describe("below the minimum", () => {
  it("cancels, fails every ticket order with the reason, refunds card orders through Stripe once, flags crypto ones, and tells each buyer once", async () => {
    const lottery = createTestLottery({ drawsAt: past(), minTickets: 100 });
    const cards = await sell(lottery.id, [5, 10]);
    const again = issueTestTickets(lottery.id, cards[0].buyer, 2);
    const [crypto] = await sell(lottery.id, [3], "crypto-provider");
    await untilSettled(lottery.id);
    await driveLotteries(chain);
    expect(lotteryRow(lottery.id)).toMatchObject({ status: "cancelled", winningTicket: null, revealedSecret: null });

    const ids = [cards[0].orderId, cards[1].orderId, again, crypto.orderId];
    const failed = db.select().from(orders).where(inArray(orders.id, ids)).all();
    expect(failed.map((o) => [o.status, o.failureReason])).toEqual(ids.map(() => ["failed", cancelledBelowMinimumReason(100)]));

    await driveOrderMints(chain);
    await driveOrderMints(chain);
    const after = new Map(db.select().from(orders).where(inArray(orders.id, ids)).all().map((o) => [o.id, o]));
    for (const id of [cards[0].orderId, cards[1].orderId, again]) {
      expect(after.get(id)).toMatchObject({ status: "refunded", refundRef: expect.stringMatching(/^re_/) });
      expect(stripeRefunds.filter((refund) => refund.paymentIntent === `pi_test_${id}`)).toHaveLength(1);
    }
    expect(after.get(crypto.orderId)).toMatchObject({ status: "failed", manualRefund: true });
    expect(db.select({ status: lotteryEntries.status }).from(lotteryEntries).where(eq(lotteryEntries.lotteryId, lottery.id)).all().map((e) => e.status)).toEqual(["refunded", "refunded", "refunded", "refunded"]);

    const cancelled = `${lottery.name}: ${cancelledBelowMinimumReason(100)}`;
    expect(noticesOf(cards[0].buyer.id)).toEqual([
      { tag: "Lottery-cancelled", text: cancelled },
      { tag: "NFT-purchase-refunded", text: `Your card payment for 5 tickets for ${lottery.name} has been refunded.` },
      { tag: "NFT-purchase-refunded", text: `Your card payment for 2 tickets for ${lottery.name} has been refunded.` },
    ]);
    expect(noticesOf(crypto.buyer.id)).toEqual([{ tag: "Lottery-cancelled", text: cancelled }]);
  });
});

describe("the prize", () => {
  const legendary = () => db.select().from(nfts).where(eq(nfts.saleType, "fixed")).orderBy(nfts.id).get()!;
  const prizeMints = async (lotteryId: number) => (await chain.collectible.queryFilter(chain.collectible.filters.OrderMinted(chainOrderId(prizeOrderId(lotteryId))))).length;
  const keeperSends = async (to: string, fromBlock: number) => {
    const head = await chain.provider.getBlockNumber();
    let sent = 0;
    for (let n = fromBlock; n <= head; n++) {
      const block = await chain.provider.getBlock(n, true);
      sent += block!.prefetchedTransactions.filter((tx) => tx.from === chain.keeper.address && tx.to === to).length;
    }
    return sent;
  };

  it("mints the reward NFT to the winner's wallet once and pays the pool once, even with two keepers running every round, then tells the winner", async () => {
    const reward = legendary();
    const lottery = createTestLottery({ drawsAt: past(), minTickets: 2, prizePoolCents: 25_000, rewardNftId: reward.id });
    await sell(lottery.id, [1, 2]);
    const fromBlock = await chain.provider.getBlockNumber();
    const second = connectChain(node.rpcUrl, chain.deployment, keys);
    try {
      await untilSettled(lottery.id, [chain, second]);
      for (let round = 0; round < 6; round++) {
        await Promise.all([driveLotteries(chain), driveLotteries(second)]);
        await mine();
      }
    } finally {
      second.provider.destroy();
    }
    const won = lotteryRow(lottery.id);
    expect(won.prizeTokenId).toBeGreaterThan(0);
    expect(await chain.collectible.ownerOf(won.prizeTokenId)).toBe(won.prizeWalletAddress);
    expect(await prizeMints(lottery.id)).toBe(1);
    expect(won.prizePaidAt).not.toBeNull();
    const paid = Transaction.from(won.prizeTx!);
    expect(paid.value).toBe(usdToWei(25_000));
    expect(await chain.provider.getBalance(won.prizeWalletAddress!)).toBe(paid.value);
    expect(await keeperSends(won.prizeWalletAddress!, fromBlock)).toBe(1);
    expect(won.prizeTxHash).toBe(paid.hash);
    expect(noticesOf(won.winnerUserId!).map((n) => n.tag)).toEqual(["Lottery-won", "Lottery-prize"]);

    // The indexer meets a mint for an order id that is no checkout order: it records the token, nothing else.
    await indexToHead(db, chain);
    expect(db.select({ owner: tokens.ownerAddress, nftId: tokens.nftId }).from(tokens).where(eq(tokens.tokenId, won.prizeTokenId!)).get()).toEqual({ owner: won.prizeWalletAddress, nftId: reward.id });
  });

  /** A lottery drawn before it had a prize: its prize is then due to the next round, as after a crash. */
  async function drawnThenDue(prize: { prizePoolCents: number; rewardNftId?: number }) {
    const lottery = createTestLottery({ drawsAt: past(), minTickets: 1 });
    await sell(lottery.id, [1]);
    await untilSettled(lottery.id);
    db.update(lotteries).set({ prizePoolCents: prize.prizePoolCents, rewardNftId: prize.rewardNftId ?? null }).where(eq(lotteries.id, lottery.id)).run();
    return { ...lottery, wallet: lotteryRow(lottery.id).prizeWalletAddress! };
  }

  it("after a crash between signing and sending the payment, sends the recorded bytes, never a second payment; a mint made before a crash is recorded, not repeated", async () => {
    const reward = legendary();
    const lottery = await drawnThenDue({ prizePoolCents: 10_000, rewardNftId: reward.id });
    const { wallet } = lottery;

    // The process died after minting, before recording the token.
    const { mintForOrder } = await import("~/services/chain.server");
    const minted = await mintForOrder(chain, { orderId: prizeOrderId(lottery.id), to: wallet!, nftId: reward.id, editionSize: reward.quantity, royaltyReceiver: config.chain.roles.treasury });
    // ... and after signing and recording the payment, before broadcasting it.
    const keeperWallet = new Wallet(keys.keeperKey, chain.provider);
    const signed = await keeperWallet.signTransaction(await keeperWallet.populateTransaction({ to: wallet!, value: 12345n, nonce: await chain.provider.getTransactionCount(keeperWallet.address, "pending") }));
    db.update(lotteries).set({ prizeTx: signed, prizeTxHash: keccak256(signed) }).where(eq(lotteries.id, lottery.id)).run();

    for (let round = 0; round < 3; round++) {
      await driveLotteries(chain);
      await mine();
    }
    const done = lotteryRow(lottery.id);
    expect(done).toMatchObject({ prizeTokenId: minted.tokenId, prizeTxHash: keccak256(signed) });
    expect(done.prizePaidAt).not.toBeNull();
    expect(await prizeMints(lottery.id)).toBe(1);
    expect(await chain.provider.getBalance(wallet!)).toBe(12345n);
  });

  it("signs the recorded payment anew, same amount, only when another transaction took its nonce", async () => {
    const lottery = await drawnThenDue({ prizePoolCents: 10_000 });
    const { wallet } = lottery;
    const keeperWallet = new Wallet(keys.keeperKey, chain.provider);
    const nonce = await chain.provider.getTransactionCount(keeperWallet.address, "pending");
    const signed = await keeperWallet.signTransaction(await keeperWallet.populateTransaction({ to: wallet!, value: 777n, nonce }));
    db.update(lotteries).set({ prizeTx: signed, prizeTxHash: keccak256(signed) }).where(eq(lotteries.id, lottery.id)).run();
    // The keeper's next transaction (a settlement, say) took that nonce before the payment went out.
    await chain.keeper.sendAndWait({ to: keeperWallet.address, value: 0n });

    for (let round = 0; round < 3; round++) {
      await driveLotteries(chain);
      await mine();
    }
    const done = lotteryRow(lottery.id);
    expect(done.prizePaidAt).not.toBeNull();
    expect(done.prizeTxHash).not.toBe(keccak256(signed));
    expect(Transaction.from(done.prizeTx!).value).toBe(777n);
    expect(await chain.provider.getBalance(wallet!)).toBe(777n);
  });

  it("keeps a drawn prize due while the node is unreachable and delivers it once the node answers", async () => {
    const lottery = await drawnThenDue({ prizePoolCents: 5_000 });
    const down = connectChain("http://127.0.0.1:9", chain.deployment, keys);
    try {
      const round = await driveLotteries(down);
      expect(round.failed).toEqual(expect.arrayContaining([expect.objectContaining({ lotteryId: lottery.id, step: "prize money" })]));
    } finally {
      down.provider.destroy();
    }
    expect(lotteryRow(lottery.id)).toMatchObject({ prizeTx: null, prizeTxHash: null });
    for (let round = 0; round < 3; round++) {
      await driveLotteries(chain);
      await mine();
    }
    expect(lotteryRow(lottery.id).prizePaidAt).not.toBeNull();
    expect(db.select().from(notifications).where(and(eq(notifications.userId, lotteryRow(lottery.id).winnerUserId!), like(notifications.tag, "Lottery-prize"))).all()).toHaveLength(1);
  });
});

describe("the published draw", () => {
  it("publishes every input on the page, the ticket list and draw.json, from which an independent recomputation finds the same winner; the profile and the winners' history show it", async () => {
    const { loader: lotteryPage } = await import("~/routes/lottery.$id");
    const { loader: ticketsTxt } = await import("~/routes/lottery_.$id.tickets[.]txt");
    const { loader: drawJson } = await import("~/routes/lottery_.$id.draw[.]json");
    const { loader: lotteryList } = await import("~/routes/lottery._index");
    const { loader: profile } = await import("~/routes/profile._index");
    const { visit } = await import("./support");
    const { verifyDraw } = await import("~/lib/lottery-draw");

    const lottery = createTestLottery({ drawsAt: past(), minTickets: 4 });
    const sold = await sell(lottery.id, [2, 1, 3]);
    await untilSettled(lottery.id);
    const params = { id: String(lottery.id) };
    const page = (await (await visit(lotteryPage, `/lottery/${lottery.id}`, { params })).json()) as { outcome: { status: string; revealedSecret: string; ticketListHash: string; drawBlockHash: string; winningTicket: number; commitment: string; winner: string; ticketListHref: string } };
    const list = await (await visit(ticketsTxt, page.outcome.ticketListHref, { params })).text();
    expect(await (await visit(drawJson, `/lottery/${lottery.id}/draw.json`, { params })).json()).toEqual(page.outcome);

    expect(page.outcome.status).toBe("drawn");
    expect(keccak256(page.outcome.revealedSecret)).toBe(page.outcome.commitment);
    const mine = independentWinner(page.outcome.revealedSecret, list, page.outcome.drawBlockHash);
    expect(mine.listHash).toBe(page.outcome.ticketListHash);
    expect(mine.ticket).toBe(page.outcome.winningTicket);
    const winner = sold.find((s) => s.orderId === mine.orderId)!;
    expect(page.outcome.winner).toBe(winner.buyer.name);
    expect(list.split("\n").filter(Boolean).map((line) => line.split(",")[2]).sort()).toEqual(sold.map((s) => s.orderId).sort());

    // The browser's check agrees, and catches a list changed by one ticket.
    expect(verifyDraw(page.outcome, list)).toMatchObject({ ok: true, winningTicket: mine.ticket });
    expect(verifyDraw(page.outcome, list.replace(/^1,2,/, "1,3,")).ok).toBe(false);

    const history = (await (await visit(lotteryList, "/lottery")).json()) as { history: { sample: boolean; winners: { lottery: string; winner: string; ticket: number }[] } };
    expect(history.history.sample).toBe(false);
    expect(history.history.winners).toContainEqual(expect.objectContaining({ lottery: lottery.name, winner: winner.buyer.name, ticket: mine.ticket }));

    const resultOf = async (who: { cookie: string }) =>
      ((await (await visit(profile, "/profile", { cookie: who.cookie })).json()) as { lotteryResults: { lotteryId: number; result: string }[] }).lotteryResults.find((r) => r.lotteryId === lottery.id)?.result;
    expect(await resultOf(winner.buyer)).toBe("won");
    expect(await resultOf(sold.find((s) => s !== winner)!.buyer)).toBe("not won");
  });

  it("shows a cancelled lottery as refunded on its page and in its buyers' profiles", async () => {
    const { loader: lotteryPage } = await import("~/routes/lottery.$id");
    const { loader: profile } = await import("~/routes/profile._index");
    const { visit } = await import("./support");
    const lottery = createTestLottery({ drawsAt: past(), minTickets: 100 });
    const [sold] = await sell(lottery.id, [4]);
    await untilSettled(lottery.id);
    const page = (await (await visit(lotteryPage, `/lottery/${lottery.id}`, { params: { id: String(lottery.id) } })).json()) as { outcome: { status: string; minTickets: number }; lottery: { timeLeft: string } };
    expect(page.outcome).toMatchObject({ status: "cancelled", minTickets: 100 });
    expect(page.lottery.timeLeft).toBe("Cancelled");
    const results = ((await (await visit(profile, "/profile", { cookie: sold.buyer.cookie })).json()) as { lotteryResults: { lotteryId: number; result: string; tickets: number }[] }).lotteryResults;
    expect(results).toContainEqual(expect.objectContaining({ lotteryId: lottery.id, result: "refunded", tickets: 4 }));
  });
});
