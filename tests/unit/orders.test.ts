import { and, count, eq, gt, sql } from "drizzle-orm";
import { hexlify, randomBytes, Wallet } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { indexToHead } from "~/jobs/indexer.server";
import { NOT_THIS_PAYMENT_MESSAGE, PAYMENT_ON_CHAIN_MESSAGE, QUOTE_TTL_MS, reservePrimaryUnit, SOLD_OUT_MESSAGE, type PurchaseReply } from "~/models/orders.server";
import { RATE_RULES, recordHits } from "~/models/rate-limits.server";
import { loader as confirmationLoader } from "~/routes/Nft_conformation.$nftid";
import { action as purchaseAction, loader as detailLoader } from "~/routes/nftdetail.$nftid";
import { loader as studioOrdersLoader } from "~/routes/studio.orders";
import { TransactionSender } from "~/services/chain-sender.server";
import { mintForOrder, type ChainContext } from "~/services/chain.server";
import type { DevChain } from "~/services/devchain.server";
import { db } from "~db/client.server";
import { nfts, notifications, orders, purchases, users } from "~db/schema";
import { rpcCall } from "~/services/devchain.server";
import { accounts, startAppChain, stopAppChain } from "./support/chain";
import { createUser, post, randomWallet, visit, type TestUser } from "./support";

let node: DevChain;
let chain: ChainContext;
let buyer: TestUser;
let rival: TestUser;
let walletless: TestUser;
let penniless: TestUser;
/** A fixed-price NFT with units left, and one sold by auction. */
let fixedId: number;
let auctionId: number;

const walletOf = (index: number) => new TransactionSender(new Wallet(accounts[index].privateKey, chain.provider), { interfaces: chain.interfaces });

beforeAll(async () => {
  ({ node, chain } = await startAppChain());
  await indexToHead(db, chain);
  buyer = await createUser({ walletAddress: accounts[2].address });
  rival = await createUser({ walletAddress: accounts[3].address });
  walletless = await createUser();
  penniless = await createUser({ walletAddress: randomWallet() });
  fixedId = db.select({ id: nfts.id }).from(nfts).where(and(eq(nfts.saleType, "fixed"), eq(nfts.published, true), gt(nfts.available, 2))).orderBy(nfts.id).get()!.id;
  auctionId = db.select({ id: nfts.id }).from(nfts).where(eq(nfts.saleType, "auction")).orderBy(nfts.id).get()!.id;
}, 120_000);

afterAll(() => stopAppChain(node, chain));

const purchase = (who: TestUser | null, nftId: number, fields: Record<string, string>) =>
  post(purchaseAction, `/nftdetail/${nftId}`, fields, { cookie: who?.cookie, params: { nftid: String(nftId) } });
const reply = async (response: Response) => (await response.json()) as PurchaseReply;
const ordersOf = (userId: number) => db.select().from(orders).where(eq(orders.userId, userId)).all();
const available = (nftId: number) => db.select({ available: nfts.available }).from(nfts).where(eq(nfts.id, nftId)).get()!.available;
const confirmation = async (who: TestUser, nftId: number, order?: string) => {
  const response = await visit(confirmationLoader, `/Nft_conformation/${nftId}${order ? `?order=${order}` : ""}`, { cookie: who.cookie, params: { nftid: String(nftId) } });
  return { status: response.status, body: response.status === 200 ? ((await response.json()) as { order: { state: string; txUrl: string | null; id: string } | null }) : null };
};

/** The wallet sends the prepared payment as the page would; the hash is reported like the page reports it. */
async function pay(who: TestUser, walletIndex: number, answer: PurchaseReply) {
  if (!answer.prepared?.ok || !answer.orderId) throw new Error(`nothing to pay: ${JSON.stringify(answer)}`);
  const [{ tx }] = answer.prepared.steps;
  const receipt = await walletOf(walletIndex).sendAndWait({ to: tx.to, data: tx.data, value: BigInt(tx.value) });
  expect((await purchase(who, fixedId, { intent: "submitted", orderId: answer.orderId, txHash: receipt.hash })).status).toBe(200);
  return receipt;
}

describe("the purchase modal's guards and bad input", () => {
  it("sends visitors to sign in and wallet-less users to the wallet page, and quotes nothing", async () => {
    const visitor = await purchase(null, fixedId, { intent: "quote" });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login/);
    const noWallet = await purchase(walletless, fixedId, { intent: "quote" });
    expect(noWallet.status).toBe(302);
    expect(noWallet.headers.get("Location")).toMatch(/^\/wallet\?redirectTo=/);
    expect(ordersOf(walletless.id)).toEqual([]);
  });

  it("answers missing, unknown and malformed fields with a 400, and reports of another user's order with a 409", async () => {
    for (const fields of [{}, { intent: "mint" }, { intent: "submitted", orderId: "short", txHash: "0x12" }, { intent: "submitted", orderId: "A".repeat(20) }] as Record<string, string>[]) {
      const response = await purchase(buyer, fixedId, fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect((await reply(response)).prepared).toBeNull();
    }
    const rivals = await reply(await purchase(rival, fixedId, { intent: "quote" }));
    const stolen = await purchase(buyer, fixedId, { intent: "submitted", orderId: rivals.orderId!, txHash: `0x${"ab".repeat(32)}` });
    expect(stolen.status).toBe(409);
    expect(db.select().from(orders).where(eq(orders.id, rivals.orderId!)).get()!.txHash).toBeNull();
    expect((await purchaseAction({ request: new Request(`http://localhost/nftdetail/999999`, { method: "POST", body: new URLSearchParams({ intent: "quote" }), headers: { cookie: buyer.cookie } }), params: { nftid: "999999" }, context: {} }).catch((e: Response) => e)).status).toBe(404);
  });

  it("refuses an auction item and a confirmation page for someone else's order", async () => {
    const refused = await purchase(buyer, auctionId, { intent: "quote" });
    expect(refused.status).toBe(409);
    expect((await reply(refused)).result.error?.[""]).toEqual(["This NFT is not for sale at a fixed price."]);
    const rivals = ordersOf(rival.id)[0];
    expect((await confirmation(buyer, fixedId, rivals.id)).status).toBe(404);
    const visitor = await visit(confirmationLoader, `/Nft_conformation/${fixedId}?order=${rivals.id}`, { params: { nftid: String(fixedId) } });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
  });
});

describe("the gas estimate", () => {
  it("is the node's estimate for this wallet, in coins, and plain words for a wallet without funds", async () => {
    const estimate = await reply(await purchase(buyer, fixedId, { intent: "estimate" }));
    expect(estimate.gas).toMatch(new RegExp(`^0\\.\\d{5} ${config.chain.coinSymbol}$`));
    expect(estimate.gas).not.toBe(`0.00000 ${config.chain.coinSymbol}`);
    const broke = await reply(await purchase(penniless, fixedId, { intent: "estimate" }));
    expect(broke.gas).toBeNull();
    expect(broke.result.error?.[""]).toEqual(["Not enough ETH in this wallet"]);
    // Estimating reserves nothing.
    expect(ordersOf(penniless.id)).toEqual([]);
  });

  it("is on the page without JavaScript when the server renders the modal open", async () => {
    const page = await visit(detailLoader, `/nftdetail/${fixedId}?purchase=1`, { cookie: buyer.cookie, params: { nftid: String(fixedId) } });
    const data = (await page.json()) as { purchaseGas: string | null; fixed: { royalty: string; rateNote: string | null } };
    expect(data.purchaseGas).toMatch(/^0\.\d{5} /);
    expect(data.fixed.royalty).toMatch(/^10% royalty to /);
    // No RATES_URL in the tests: the coin amounts are the fixed rate's, and the modal says so.
    expect(data.fixed.rateNote).toBe(`Converted at the fixed rate of $3,000 per ${config.chain.coinSymbol}, not a live price.`);
  });
});

describe("the item page's data", () => {
  it("is the same on every visit to a fixed-price collectible, so a render can reuse what it parsed", async () => {
    const text = async (nftId: number) => (await visit(detailLoader, `/nftdetail/${nftId}`, { cookie: buyer.cookie, params: { nftid: String(nftId) } })).text();
    const first = await text(fixedId);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await text(fixedId)).toBe(first);
  });
});

describe("a primary purchase by wallet", () => {
  it("quotes, is paid on chain, and the indexer fulfils the order once: purchase record, one unit fewer, one notification", async () => {
    const before = available(fixedId);
    const quoted = await reply(await purchase(buyer, fixedId, { intent: "quote" }));
    expect(quoted.prepared?.ok && quoted.prepared.steps.map((s) => s.kind)).toEqual(["purchase"]);
    // Asking again while the quote holds reuses the order instead of reserving a second unit.
    const again = await reply(await purchase(buyer, fixedId, { intent: "quote" }));
    expect(again.orderId).toBe(quoted.orderId);
    expect((await confirmation(buyer, fixedId, quoted.orderId!)).body?.order?.state).toBe("Pending");

    const receipt = await pay(buyer, 2, quoted);
    await indexToHead(db, chain);
    await indexToHead(db, chain);

    const order = db.select().from(orders).where(eq(orders.id, quoted.orderId!)).get()!;
    expect(order).toMatchObject({ status: "fulfilled", txHash: receipt.hash });
    expect(order.tokenId).not.toBeNull();
    expect(order.priceWei + order.feeWei).toBe(BigInt(quoted.prepared!.ok ? quoted.prepared!.steps[0].tx.value : "0"));
    expect(db.select().from(purchases).where(eq(purchases.id, order.id)).get()).toMatchObject({ status: "Minted", tokenId: order.tokenId, userId: buyer.id });
    expect(available(fixedId)).toBe(before - 1);
    const title = db.select({ title: nfts.title }).from(nfts).where(eq(nfts.id, fixedId)).get()!.title;
    const notices = db.select().from(notifications).where(and(eq(notifications.userId, buyer.id), eq(notifications.text, `You have successfully purchased ${title} NFT`))).all();
    expect(notices).toHaveLength(1);
    expect(notices[0].tag).toBe("NFT-purchase");

    const page = await confirmation(buyer, fixedId);
    expect(page.body?.order).toMatchObject({ id: order.id, state: "Minted" });
    expect(page.body?.order?.txUrl).toContain(receipt.hash);
  });

  it("marks an order Failed when its payment was mined and reverted, and does not take a hash that pays something else", async () => {
    const quoted = await reply(await purchase(rival, fixedId, { intent: "quote" }));
    if (!quoted.prepared?.ok) throw new Error("no quote");
    const [{ tx }] = quoted.prepared.steps;
    // One wei short: the market reverts with IncorrectPayment, mined all the same.
    const short = await new Wallet(accounts[3].privateKey, chain.provider).sendTransaction({ to: tx.to, data: tx.data, value: BigInt(tx.value) - 1n, gasLimit: 600_000n });
    const mined = await short.wait().catch(() => null);
    expect(mined).toBeNull();
    // A reverted transaction that is not this order's payment is refused and fails nothing.
    const other = await new Wallet(accounts[3].privateKey, chain.provider).sendTransaction({ to: chain.deployment.market, data: "0xdeadbeef", gasLimit: 100_000n });
    await other.wait().catch(() => null);
    const refused = await purchase(rival, fixedId, { intent: "submitted", orderId: quoted.orderId!, txHash: other.hash });
    expect(refused.status).toBe(409);
    expect((await reply(refused)).result.error?.[""]).toEqual([NOT_THIS_PAYMENT_MESSAGE]);
    expect((await confirmation(rival, fixedId, quoted.orderId!)).body?.order?.state).toBe("Pending");

    // The order's own payment still counts after a wrong report.
    expect((await purchase(rival, fixedId, { intent: "submitted", orderId: quoted.orderId!, txHash: short.hash })).status).toBe(200);
    const page = await confirmation(rival, fixedId, quoted.orderId!);
    expect(page.body?.order?.state).toBe("Failed");
    expect(db.select().from(orders).where(eq(orders.id, quoted.orderId!)).get()).toMatchObject({ status: "failed", txHash: short.hash });
  });
});

describe("one account and an edition (docs/decisions/017-orders-model.md)", () => {
  const liveQuotesOf = (userId: number) =>
    db.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.nftId, fixedId), eq(orders.status, "quoted"), gt(orders.expiresAt, new Date()))).all();
  const randomHash = () => hexlify(randomBytes(32));

  it("holds one unit however often an account quotes and reports made-up hashes, and another buyer still gets one", async () => {
    const hoarder = await createUser({ walletAddress: randomWallet() });
    const second = await createUser({ walletAddress: randomWallet() });
    // Three units left after every live quote.
    const live = db.select({ n: count() }).from(orders).where(and(eq(orders.nftId, fixedId), eq(orders.status, "quoted"), gt(orders.expiresAt, new Date()))).get()!.n;
    db.update(nfts).set({ available: live + 3 }).where(eq(nfts.id, fixedId)).run();

    const seen = new Set<string>();
    for (let round = 0; round < 4; round++) {
      const quoted = await reply(await purchase(hoarder, fixedId, { intent: "quote" }));
      expect(quoted.prepared?.ok).toBe(true);
      seen.add(quoted.orderId!);
      const reported = await purchase(hoarder, fixedId, { intent: "submitted", orderId: quoted.orderId!, txHash: randomHash() });
      expect(reported.status).toBe(409);
      expect((await reply(reported)).result.error?.[""]).toEqual([NOT_THIS_PAYMENT_MESSAGE]);
    }
    expect([...seen]).toHaveLength(1);
    expect(liveQuotesOf(hoarder.id)).toHaveLength(1);
    expect(liveQuotesOf(hoarder.id)[0].txHash).toBeNull();
    expect((await reply(await purchase(second, fixedId, { intent: "quote" }))).prepared?.ok).toBe(true);
    // Made-up hashes kept nothing: the hoarder's quote runs out as every unpaid quote does.
    db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, [...seen][0])).run();
    await purchase(second, fixedId, { intent: "quote" });
    expect(db.select().from(orders).where(eq(orders.id, [...seen][0])).get()!.status).toBe("expired");
  });

  it("keeps one live quote when the account pays from another of its wallets", async () => {
    const [one, other] = [randomWallet(), randomWallet()];
    const switcher = await createUser({ walletAddress: one });
    const first = reservePrimaryUnit(switcher.id, one, fixedId);
    const second = reservePrimaryUnit(switcher.id, other, fixedId);
    expect(first.ok && second.ok && second.orderId === first.orderId).toBe(true);
    expect(liveQuotesOf(switcher.id)).toMatchObject([{ walletAddress: other }]);
  });

  it("refuses another order's real payment and another wallet's payment of this order, and takes the order's own once it is mined", async () => {
    const quoted = await reply(await purchase(buyer, fixedId, { intent: "quote" }));
    if (!quoted.prepared?.ok) throw new Error("no quote");
    const [{ tx }] = quoted.prepared.steps;
    // The rival sends the buyer's signed payment: mined, reverted, and not from the order's wallet.
    const foreign = await new Wallet(accounts[3].privateKey, chain.provider).sendTransaction({ to: tx.to, data: tx.data, value: BigInt(tx.value), gasLimit: 600_000n });
    await foreign.wait().catch(() => null);
    const paidElsewhere = db.select({ txHash: orders.txHash }).from(orders).where(eq(orders.status, "fulfilled")).get()!.txHash!;
    for (const txHash of [foreign.hash, paidElsewhere]) {
      const refused = await purchase(buyer, fixedId, { intent: "submitted", orderId: quoted.orderId!, txHash });
      expect(refused.status, txHash).toBe(409);
      expect((await reply(refused)).result.error?.[""]).toEqual([NOT_THIS_PAYMENT_MESSAGE]);
    }
    expect(db.select().from(orders).where(eq(orders.id, quoted.orderId!)).get()!.txHash).toBeNull();

    // With the chain not mining on its own, the report waits for the block that holds the payment.
    await rpcCall(node.rpcUrl, "evm_setAutomine", [false]);
    try {
      const sent = await new Wallet(accounts[2].privateKey, chain.provider).sendTransaction({ to: tx.to, data: tx.data, value: BigInt(tx.value), gasLimit: 600_000n });
      const report = purchase(buyer, fixedId, { intent: "submitted", orderId: quoted.orderId!, txHash: sent.hash });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(db.select().from(orders).where(eq(orders.id, quoted.orderId!)).get()!.txHash).toBeNull();
      await rpcCall(node.rpcUrl, "evm_mine");
      expect((await report).status).toBe(200);
      expect(db.select().from(orders).where(eq(orders.id, quoted.orderId!)).get()!.txHash).toBe(sent.hash);
    } finally {
      await rpcCall(node.rpcUrl, "evm_setAutomine", [true]);
    }
    // Its payment is on the chain: no second quote while it is confirmed.
    const again = await purchase(buyer, fixedId, { intent: "quote" });
    expect(again.status).toBe(409);
    expect((await reply(again)).result.error?.[""]).toEqual([PAYMENT_ON_CHAIN_MESSAGE]);
    await indexToHead(db, chain);
    expect(db.select().from(orders).where(eq(orders.id, quoted.orderId!)).get()!.status).toBe("fulfilled");
  });

  it("limits quotes and reports per account, saying when to try again", async () => {
    const eager = await createUser({ walletAddress: randomWallet() });
    db.update(nfts).set({ available: sql`${nfts.available} + 1` }).where(eq(nfts.id, fixedId)).run();
    const quoted = await reply(await purchase(eager, fixedId, { intent: "quote" }));
    expect(quoted.prepared?.ok).toBe(true);
    for (const [rule, fields, what] of [
      [RATE_RULES.purchaseQuotesPerAccount, { intent: "quote" }, "purchase quotes"],
      [RATE_RULES.paymentReportsPerAccount, { intent: "submitted", orderId: quoted.orderId!, txHash: randomHash() }, "payment reports"],
    ] as const) {
      for (let hit = 0; hit < rule.limit; hit++) recordHits([[rule, String(eager.id)]]);
      const limited = await purchase(eager, fixedId, fields);
      expect(limited.status, what).toBe(429);
      expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
      expect((await reply(limited)).result.error?.[""]).toEqual([`Too many ${what}. Please try again in 15 minutes.`]);
    }
    // Nothing moved: the one order is still open, with no hash.
    expect(liveQuotesOf(eager.id)).toMatchObject([{ id: quoted.orderId, txHash: null }]);
  });
});

describe("the edition reservation", () => {
  it("gives the last unit to exactly one of many buyers asking at once", async () => {
    const buyers = [buyer, rival, ...(await Promise.all([5, 4, 1].map((i) => createUser({ walletAddress: accounts[i].address }))))];
    // Units left after every live quote: make exactly one.
    const live = db.select({ n: count() }).from(orders).where(and(eq(orders.nftId, fixedId), eq(orders.status, "quoted"), gt(orders.expiresAt, new Date()))).get()!.n;
    db.update(nfts).set({ available: live + 1 }).where(eq(nfts.id, fixedId)).run();
    db.update(orders).set({ status: "expired" }).where(and(eq(orders.nftId, fixedId), eq(orders.status, "quoted"), eq(orders.userId, buyer.id))).run();

    const answers = await Promise.all(buyers.map(async (who) => reply(await purchase(who, fixedId, { intent: "quote" }))));
    const won = answers.filter((a) => a.prepared?.ok);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => !a.prepared?.ok)) expect(lost.result.error?.[""]).toEqual([SOLD_OUT_MESSAGE]);

    // When the winner's quote runs out unpaid, its unit is free again.
    db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, won[0].orderId!)).run();
    const loser = buyers[answers.findIndex((a) => !a.prepared?.ok)];
    expect((await reply(await purchase(loser, fixedId, { intent: "quote" }))).prepared?.ok).toBe(true);
    expect(db.select().from(orders).where(eq(orders.id, won[0].orderId!)).get()!.status).toBe("expired");
    expect(QUOTE_TTL_MS).toBe(15 * 60 * 1000);
  });
});

describe("the studio orders view", () => {
  it("lists orders with status and method filters", async () => {
    const admin = await createUser();
    db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id)).run();
    type Orders = { orders: { id: string; status: string; method: string }[] };
    const all = (await (await visit(studioOrdersLoader, "/studio/orders", { cookie: admin.cookie })).json()) as Orders;
    const fulfilled = ordersOf(buyer.id).find((o) => o.status === "fulfilled")!;
    expect(all.orders.map((o) => o.id)).toContain(fulfilled.id);
    const failed = (await (await visit(studioOrdersLoader, "/studio/orders?status=failed", { cookie: admin.cookie })).json()) as Orders;
    expect(failed.orders.length).toBeGreaterThan(0);
    expect(failed.orders.every((o) => o.status === "failed")).toBe(true);
    const card = (await (await visit(studioOrdersLoader, "/studio/orders?method=card", { cookie: admin.cookie })).json()) as Orders;
    expect(card.orders).toEqual([]);
  });
});

describe("the server's order-keyed mint", () => {
  it("mints once per order and the chain refuses a second mint for it", async () => {
    const to = accounts[4].address;
    const order = { orderId: "SERVERMINT0000000001", to, nftId: fixedId, editionSize: db.select({ q: nfts.quantity }).from(nfts).where(eq(nfts.id, fixedId)).get()!.q, royaltyReceiver: accounts[9].address };
    const minted = await mintForOrder(chain, order);
    expect(await chain.collectible.ownerOf(minted.tokenId)).toBe(to);
    await expect(mintForOrder(chain, order)).rejects.toThrow(/order already minted/i);
  });
});
