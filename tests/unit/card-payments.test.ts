import { spawn } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, gt, inArray } from "drizzle-orm";
import { ZeroAddress } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config, paymentsSettings } from "~/config.server";
import { indexToHead } from "~/jobs/indexer.server";
import { applyBps } from "~/lib/format";
import { marketFeeRates } from "~/models/fees.server";
import { driveOrderMints } from "~/models/order-mints.server";
import { OTHER_METHOD_OPEN_MESSAGE, type PurchaseReply } from "~/models/orders.server";
import { loader as cancelLoader } from "~/routes/checkout.card.$orderId.cancel";
import { loader as confirmationLoader } from "~/routes/Nft_conformation.$nftid";
import { action as purchaseAction } from "~/routes/nftdetail.$nftid";
import { action as webhookAction } from "~/routes/webhooks.stripe";
import { chainOrderId, connectChain, type ChainContext } from "~/services/chain.server";
import { readDeploymentFile } from "~/services/deployment.server";
import { rpcCall, type DevChain } from "~/services/devchain.server";
import { cardCheckoutLineItems, retrieveCardCheckout, signSandboxWebhook } from "~/services/payments/card.server";
import { paySandboxCheckout, startSandbox } from "~/services/payments/sandbox.server";
import { db } from "~db/client.server";
import { nfts, notifications, orders, purchases } from "~db/schema";
import { sessionEvent, stripeRefunds } from "../mocks/stripe";
import { accounts, keys, startAppChain, stopAppChain } from "./support/chain";
import { createUser, post, randomWallet, toastOf, visit, type TestUser } from "./support";

/** The process's own fetch classes, before anything in this file starts the sandbox. */
const fetchClasses = { Headers: globalThis.Headers, Request: globalThis.Request, Response: globalThis.Response };

let node: DevChain;
let chain: ChainContext;
let fixedId: number;

beforeAll(async () => {
  ({ node, chain } = await startAppChain());
  await indexToHead(db, chain);
  fixedId = db.select({ id: nfts.id }).from(nfts).where(and(eq(nfts.saleType, "fixed"), eq(nfts.published, true), gt(nfts.available, 10))).orderBy(nfts.id).get()!.id;
}, 120_000);

afterAll(() => stopAppChain(node, chain));

const item = (nftId: number) => db.select().from(nfts).where(eq(nfts.id, nftId)).get()!;
const orderRow = (orderId: string) => db.select().from(orders).where(eq(orders.id, orderId)).get()!;

/** The card form's post, as the modal sends it (plus whatever a tampering page adds). */
async function checkout(who: TestUser, nftId: number, extra: Record<string, string> = {}) {
  // Each test its own buyer: a buyer's open session is reused, and a paid one never reopened.
  const response = await post(purchaseAction, `/nftdetail/${nftId}`, { intent: "card", ...extra }, { cookie: who.cookie, params: { nftid: String(nftId) } });
  expect(response.status, (await toastOf(response))?.text).toBe(303);
  const url = new URL(response.headers.get("Location")!);
  const sessionId = url.pathname.split("/").pop()!;
  const session = await retrieveCardCheckout(sessionId);
  return { url, session, order: orderRow(session.orderId!) };
}

/** Stripe's delivery of `payload` to the webhook endpoint, signed as given. */
const deliver = (payload: string, signature: string | null) =>
  post(webhookAction, "/webhooks/stripe", payload, { headers: { "Content-Type": "application/json", ...(signature ? { "Stripe-Signature": signature } : {}) } });

/** The buyer pays on the hosted page: the session's completed event, signed now. */
function paidEvent(sessionId: string) {
  const paid = paySandboxCheckout(sessionId);
  if (!paid) throw new Error(`session ${sessionId} is not open`);
  return JSON.stringify(paid.event);
}


const mintsOf = async (orderId: string) => (await chain.collectible.queryFilter(chain.collectible.filters.OrderMinted(chainOrderId(orderId)))).length;

const confirmationOrder = async (buyer: TestUser, orderId: string, nftId: number) => {
  const response = await visit(confirmationLoader, `/Nft_conformation/${nftId}?order=${orderId}`, { cookie: buyer.cookie, params: { nftid: String(nftId) } });
  return ((await response.json()) as { order: { state: string; refund: string | null } }).order;
};

const confirmationState = async (buyer: TestUser, orderId: string, nftId: number) => (await confirmationOrder(buyer, orderId, nftId)).state;

describe("payments configuration", () => {
  const base = { NODE_ENV: "development" as const, STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, PAYMENTS_SANDBOX: undefined, CHAIN_RPC_URL: undefined };

  it("sandboxes by default outside production, and only on request in production, loudly", () => {
    expect(paymentsSettings(base)).toEqual({ mode: "sandbox", loud: false });
    expect(paymentsSettings({ ...base, NODE_ENV: "production" })).toEqual({ mode: "off", reason: expect.stringMatching(/not configured/) });
    expect(paymentsSettings({ ...base, NODE_ENV: "production", PAYMENTS_SANDBOX: "true" })).toEqual({ mode: "sandbox", loud: true });
    expect(() => paymentsSettings({ ...base, NODE_ENV: "production", PAYMENTS_SANDBOX: "true", CHAIN_RPC_URL: "https://rpc.example" })).toThrow(/real chain for no money/);
  });

  it("uses Stripe with its keys, and refuses to start with a key but no webhook secret", () => {
    expect(paymentsSettings({ ...base, STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" })).toEqual({ mode: "stripe", stripeSecretKey: "sk_test_abc", stripeWebhookSecret: "whsec_abc" });
    expect(() => paymentsSettings({ ...base, STRIPE_SECRET_KEY: "sk_live_abc" })).toThrow(/STRIPE_WEBHOOK_SECRET .* must be set too/);
    expect(() => paymentsSettings({ ...base, STRIPE_WEBHOOK_SECRET: "whsec_abc" })).toThrow(/without STRIPE_SECRET_KEY/);
    expect(() => paymentsSettings({ ...base, STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc", PAYMENTS_SANDBOX: "true" })).toThrow(/choose the sandbox or the real provider/);
  });
});

describe("card purchase", () => {
  it("leaves the process's Headers, Request and Response alone once the sandbox has answered the SDK, so the site's own answers keep their Content-Type and cookies", async () => {
    const buyer = await newBuyer();
    await checkout(buyer, fixedId);
    expect({ Headers: globalThis.Headers, Request: globalThis.Request, Response: globalThis.Response }).toStrictEqual(fetchClasses);
  });

  it("opens a Checkout Session with the server's price and buyer fee as line items in cents, whatever the page sends", async () => {
    const buyer = await newBuyer();
    const { url, session, order } = await checkout(buyer, fixedId, { priceCents: "1", amount: "1", price: "0.01" });
    const { priceCents } = item(fixedId);
    const feeCents = Number(applyBps(BigInt(priceCents), marketFeeRates().primaryBps));
    expect(url.pathname).toBe(`/sandbox/checkout/${session.id}`);
    expect(await cardCheckoutLineItems(session.id)).toEqual([
      { name: `${item(fixedId).title} (NFT)`, cents: priceCents },
      { name: expect.stringMatching(/^Buyer fee/), cents: feeCents },
    ]);
    expect(session.totalCents).toBe(priceCents + feeCents);
    expect(session.successUrl).toMatch(new RegExp(`/Nft_conformation/${fixedId}\\?order=${order.id}$`));
    expect(session.cancelUrl).toMatch(new RegExp(`/checkout/card/${order.id}/cancel$`));
    expect(order).toMatchObject({ method: "card", status: "quoted", priceCents, providerRef: session.id, walletAddress: buyer.wallet });
    // Asking again while the session is open gives the same session, not a second unit.
    const again = await checkout(buyer, fixedId);
    expect(again.session.id).toBe(session.id);
  });

  it("holds one unit per account whatever the method: a live wallet quote refuses a card checkout, and an open checkout a wallet quote, each with a message", async () => {
    const walletFirst = await newBuyer();
    const quoted = await post(purchaseAction, `/nftdetail/${fixedId}`, { intent: "quote" }, { cookie: walletFirst.cookie, params: { nftid: String(fixedId) } });
    expect(quoted.status).toBe(200);
    const refused = await post(purchaseAction, `/nftdetail/${fixedId}`, { intent: "card" }, { cookie: walletFirst.cookie, params: { nftid: String(fixedId) } });
    expect(refused.status).toBe(303);
    expect((await toastOf(refused))?.text).toBe(OTHER_METHOD_OPEN_MESSAGE);
    expect(db.select().from(orders).where(eq(orders.userId, walletFirst.id)).all().map((order) => order.method)).toEqual(["wallet"]);

    const cardFirst = await newBuyer();
    const { order } = await checkout(cardFirst, fixedId);
    const walletQuote = await post(purchaseAction, `/nftdetail/${fixedId}`, { intent: "quote" }, { cookie: cardFirst.cookie, params: { nftid: String(fixedId) } });
    expect(walletQuote.status).toBe(409);
    expect(((await walletQuote.json()) as PurchaseReply).result.error?.[""]).toEqual([OTHER_METHOD_OPEN_MESSAGE]);
    expect(db.select().from(orders).where(eq(orders.userId, cardFirst.id)).all().map((row) => row.id)).toEqual([order.id]);
  });

  it("refuses forged, stale and unsigned webhooks with a 400 and changes nothing", async () => {
    const buyer = await newBuyer();
    const { session, order } = await checkout(buyer, fixedId);
    const payload = paidEvent(session.id);
    const forged = (await import("stripe")).default.webhooks.generateTestHeaderString({ payload, secret: "whsec_not_ours" });
    const stale = signSandboxWebhook(payload, Math.floor(Date.now() / 1000) - 10 * 60);
    const tampered = payload.replace(`"amount_total":${session.totalCents}`, '"amount_total":1');
    for (const [body, signature] of [[payload, forged], [payload, stale], [payload, null], [tampered, signSandboxWebhook(payload)]] as const) {
      expect((await deliver(body, signature)).status).toBe(400);
    }
    expect(orderRow(order.id)).toMatchObject({ status: "quoted", providerEventId: null });
    expect(await mintsOf(order.id)).toBe(0);
  });

  it("does not fulfil on the redirect: the order is Pending until the signed webhook comes, then paid, minted once and fulfilled", async () => {
    const buyer = await newBuyer();
    const { session, order } = await checkout(buyer, fixedId);
    const availableBefore = item(fixedId).available;
    const payload = paidEvent(session.id);
    // The browser reaches the success URL first.
    expect(await confirmationState(buyer, order.id, fixedId)).toBe("Pending");
    await indexToHead(db, chain);
    expect(orderRow(order.id).status).toBe("quoted");

    const response = await deliver(payload, signSandboxWebhook(payload));
    expect(response.status).toBe(200);
    expect(orderRow(order.id).providerEventId).toBe(JSON.parse(payload).id);
    await waitForFulfilment(order.id);

    const fulfilled = orderRow(order.id);
    expect(fulfilled.status).toBe("fulfilled");
    expect(await chain.collectible.ownerOf(fulfilled.tokenId!)).toBe(buyer.wallet);
    expect(await mintsOf(order.id)).toBe(1);
    expect(db.select().from(purchases).where(eq(purchases.id, order.id)).get()).toMatchObject({ status: "Minted", userId: buyer.id, tokenId: fulfilled.tokenId });
    expect(item(fixedId).available).toBe(availableBefore - 1);
    expect(await confirmationState(buyer, order.id, fixedId)).toBe("Minted");

    // A replay of the same event later changes nothing.
    expect((await deliver(payload, signSandboxWebhook(payload))).status).toBe(200);
    await indexToHead(db, chain);
    expect(await mintsOf(order.id)).toBe(1);
    expect(orderRow(order.id).status).toBe("fulfilled");
  });

  it("mints once and notifies once when the same webhook arrives 100 times at once, with two mint jobs racing", async () => {
    const buyer = await newBuyer();
    const { session, order } = await checkout(buyer, fixedId);
    const payload = paidEvent(session.id);
    const answers = await Promise.all(Array.from({ length: 100 }, () => deliver(payload, signSandboxWebhook(payload))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(200));
    const outcomes = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { outcome: string }).outcome));
    expect(outcomes.filter((outcome) => outcome === "paid")).toHaveLength(1);
    expect(orderRow(order.id)).toMatchObject({ status: "paid", paymentRef: JSON.parse(payload).data.object.payment_intent });
    await Promise.all([driveOrderMints(chain), driveOrderMints(chain)]);
    await waitForFulfilment(order.id);
    expect(await mintsOf(order.id)).toBe(1);
    expect(orderRow(order.id).mintAttempts).toBe(1);
    expect(notificationsOf(buyer.id)).toEqual([expect.stringMatching(/^You have successfully purchased/)]);
  });

  it("keeps a paid order paid whatever order the events come in: expired after completed, completed twice, a second completed event", async () => {
    const buyer = await newBuyer();
    const { session, order } = await checkout(buyer, fixedId);
    const payload = paidEvent(session.id);
    expect(await outcomeOf(payload)).toBe("paid");
    const expiredLate = JSON.stringify(sessionEvent("checkout.session.expired", { ...startSandbox().stripeSessions.get(session.id)!, status: "expired" }));
    expect(await outcomeOf(expiredLate)).toBe("unchanged (paid)");
    expect(await outcomeOf(payload)).toBe("replay: unchanged");
    const secondCompleted = JSON.stringify(sessionEvent("checkout.session.completed", startSandbox().stripeSessions.get(session.id)!));
    expect(await outcomeOf(secondCompleted)).toBe("unchanged (paid)");
    expect(orderRow(order.id)).toMatchObject({ status: "paid", providerEventId: JSON.parse(payload).id });
    await waitForFulfilment(order.id);
    // Events after fulfilment change nothing either.
    expect(await outcomeOf(expiredLate)).toBe("unchanged (fulfilled)");
    expect(await outcomeOf(payload)).toBe("replay: unchanged");
    expect(orderRow(order.id).status).toBe("fulfilled");
    expect(await mintsOf(order.id)).toBe(1);
  });

  it("pays an order whose session expired first and was paid after: the completed event still mints it", async () => {
    const buyer = await newBuyer();
    const { session, order } = await checkout(buyer, fixedId);
    const payload = paidEvent(session.id);
    const expiredFirst = JSON.stringify(sessionEvent("checkout.session.expired", { ...startSandbox().stripeSessions.get(session.id)!, status: "expired" }));
    expect(await outcomeOf(expiredFirst)).toBe("expired: unit released");
    expect(await outcomeOf(payload)).toBe("paid");
    await waitForFulfilment(order.id);
    expect(await mintsOf(order.id)).toBe(1);
  });
  it("answers a signed event for a session that is no order of ours with a 404, changing nothing", async () => {
    const buyer = await newBuyer();
    const { session } = await checkout(buyer, fixedId);
    const foreign = sessionEvent("checkout.session.completed", { ...startSandbox().stripeSessions.get(session.id)!, id: "cs_test_foreign", payment_status: "paid", status: "complete" });
    const payload = JSON.stringify(foreign);
    expect((await deliver(payload, signSandboxWebhook(payload))).status).toBe(404);
  });

  it("releases the unit when the buyer cancels, and the session can no longer be paid", async () => {
    const buyer = await newBuyer();
    const { session, order } = await checkout(buyer, fixedId);
    const response = await visit(cancelLoader, `/checkout/card/${order.id}/cancel`, { cookie: buyer.cookie, params: { orderId: order.id } });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/nftdetail/${fixedId}`);
    expect((await toastOf(response))?.text).toBe("Card payment cancelled: nothing was charged.");
    expect(orderRow(order.id).status).toBe("expired");
    expect((await retrieveCardCheckout(session.id)).status).toBe("expired");
    expect(paySandboxCheckout(session.id)).toBeNull();
    // Another user's cancel link is not theirs to use.
    const stranger = await createUser({ walletAddress: randomWallet() });
    const next = await checkout(buyer, fixedId);
    expect(next.order.id).not.toBe(order.id);
    expect((await visit(cancelLoader, `/checkout/card/${next.order.id}/cancel`, { cookie: stranger.cookie, params: { orderId: next.order.id } })).status).toBe(404);
    expect(orderRow(next.order.id).status).toBe("quoted");
  });
});

describe("paid orders are never lost", () => {
  /** A buyer's card order, paid by its webhook: the mint is the job's from here. */
  async function paidOrder() {
    const buyer = await newBuyer();
    const { session, order } = await checkout(buyer, fixedId);
    expect(await outcomeOf(paidEvent(session.id))).toBe("paid");
    return { buyer, order: orderRow(order.id) };
  }

  it("mints an order once when the chain is down during its mint and back later", async () => {
    const { order } = await paidOrder();
    const relay = await rpcRelay(node.rpcUrl);
    const relayed = connectChain(relay.url, readDeploymentFile(config.chain.deploymentFile)!, keys);
    try {
      relay.down = true;
      const settings = { attempts: 5, retryBaseMs: 200, leaseMs: 60_000 };
      const whileDown = await driveOrderMints(relayed, settings);
      expect(whileDown.retrying.map((retry) => retry.orderId)).toEqual([order.id]);
      expect(orderRow(order.id)).toMatchObject({ status: "minting", mintAttempts: 1 });
      relay.down = false;
      // Not before its pause is over.
      expect((await driveOrderMints(relayed, settings)).minted).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect((await driveOrderMints(relayed, settings)).minted).toEqual([order.id]);
      await waitForFulfilment(order.id);
      expect(await mintsOf(order.id)).toBe(1);
      expect(orderRow(order.id).mintAttempts).toBe(2);
    } finally {
      relayed.provider.destroy();
      await relay.close();
    }
  });

  it("fails an order the chain refuses after its last attempt, shows it failed, refunds the card through Stripe once, releases its unit and tells the buyer", async () => {
    const { buyer, order } = await paidOrder();
    const heldBefore = item(fixedId).available;
    // A mint to the zero address is one the chain always refuses.
    db.update(orders).set({ walletAddress: ZeroAddress }).where(eq(orders.id, order.id)).run();
    const settings = { attempts: 3, retryBaseMs: 20, leaseMs: 60_000 };
    for (let round = 0; round < 50 && orderRow(order.id).status !== "refunded"; round++) {
      await driveOrderMints(chain, settings);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    const refunded = orderRow(order.id);
    expect(refunded).toMatchObject({ status: "refunded", mintAttempts: 3, failureReason: expect.stringMatching(/^Failed to mint NFT, Please contact support/) });
    expect(stripeRefunds.filter((refund) => refund.paymentIntent === order.paymentRef)).toEqual([{ id: refunded.refundRef, paymentIntent: order.paymentRef, amount: 0, idempotencyKey: `refund-${order.id}` }]);
    expect(await mintsOf(order.id)).toBe(0);
    expect(await confirmationOrder(buyer, order.id, fixedId)).toMatchObject({ state: "Failed", refund: "Your payment has been refunded." });
    expect(notificationsOf(buyer.id)).toEqual([expect.stringMatching(/^Failed to mint NFT, Please contact support: .*refunded\.$/), expect.stringMatching(/^Your card payment for .* has been refunded\.$/)]);
    // Nothing more happens on later rounds, and the unit is for sale again.
    await driveOrderMints(chain, settings);
    expect(stripeRefunds.filter((refund) => refund.paymentIntent === order.paymentRef)).toHaveLength(1);
    expect(notificationsOf(buyer.id)).toHaveLength(2);
    expect(item(fixedId).available).toBe(heldBefore);
    expect(paidUnits(fixedId)).toBe(0);
  });

  it("mints exactly once when the job's process is killed with SIGKILL after it sent the mint, and a new one takes the order up", async () => {
    const { order } = await paidOrder();
    await rpcCall(node.rpcUrl, "evm_setAutomine", [false]);
    let job = startMintProcess();
    try {
      // The mint is sent but not mined when the process dies.
      await until(async () => orderRow(order.id).status === "minting" && (await pendingMints()) > 0);
      await job.kill();
      await rpcCall(node.rpcUrl, "evm_setAutomine", [true]);
      await rpcCall(node.rpcUrl, "evm_mine");
      expect(await mintsOf(order.id)).toBe(1);
      expect(orderRow(order.id)).toMatchObject({ status: "minting", mintAttempts: 1 });
      job = startMintProcess();
      // The lease runs out, the new process takes the order up and finds its token on chain.
      await until(async () => orderRow(order.id).mintAttempts === 2 && orderRow(order.id).nextAttemptAt === null);
      await job.kill();
      await indexToHead(db, chain);
      expect(orderRow(order.id).status).toBe("fulfilled");
      expect(await mintsOf(order.id)).toBe(1);
    } finally {
      await rpcCall(node.rpcUrl, "evm_setAutomine", [true]);
      await job.kill();
    }
  }, 180_000);

  it("mints exactly once when the job's process is killed with SIGKILL before it sent the mint", async () => {
    const { order } = await paidOrder();
    // The order was taken up by a process that died at once: its lease runs out.
    db.update(orders).set({ status: "minting", mintAttempts: 1, nextAttemptAt: new Date(Date.now() + 500) }).where(eq(orders.id, order.id)).run();
    const job = startMintProcess();
    try {
      await until(async () => orderRow(order.id).nextAttemptAt === null);
    } finally {
      await job.kill();
    }
    await indexToHead(db, chain);
    expect(orderRow(order.id)).toMatchObject({ status: "fulfilled", mintAttempts: 2 });
    expect(await mintsOf(order.id)).toBe(1);
  }, 120_000);

  /** Mint transactions sent and not mined yet. */
  async function pendingMints() {
    const minter = accounts[0].address;
    const [pending, latest] = await Promise.all([rpcCall<string>(node.rpcUrl, "eth_getTransactionCount", [minter, "pending"]), rpcCall<string>(node.rpcUrl, "eth_getTransactionCount", [minter, "latest"])]);
    return Number(pending) - Number(latest);
  }

  /** The mint job alone in its own process, on this file's database and chain. */
  function startMintProcess() {
    const child = spawn(process.execPath, ["--import", "tsx", "tests/unit/support/order-mints-process.ts"], {
      env: { ...process.env, MINT_JOB_RPC_URL: node.rpcUrl, MINT_JOB_LEASE_MS: "5000" },
      stdio: ["ignore", "inherit", "inherit"],
    });
    const exited = new Promise((resolve) => child.once("exit", resolve));
    return {
      async kill() {
        if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
        await exited;
      },
    };
  }
});

async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Units held by paid orders whose mint is on its way. */
const paidUnits = (nftId: number) => db.select().from(orders).where(and(eq(orders.nftId, nftId), inArray(orders.status, ["paid", "minting"]))).all().length;

/**
 * A JSON-RPC relay to `target` that can be taken down: while `down`, every connection is cut,
 * as when the node is unreachable.
 */
async function rpcRelay(target: string) {
  const server = http.createServer(async (request, response) => {
    if (relay.down) return request.socket.destroy();
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const answer = await fetch(target, { method: "POST", headers: { "content-type": "application/json" }, body: Buffer.concat(chunks) });
    response.writeHead(answer.status, { "content-type": "application/json" }).end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const relay = {
    down: false,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  server.on("connection", (socket) => relay.down && socket.destroy());
  return relay;
}

/** The outcome the endpoint answers for `payload`, signed now. */
async function outcomeOf(payload: string) {
  const response = await deliver(payload, signSandboxWebhook(payload));
  expect(response.status).toBe(200);
  return ((await response.json()) as { outcome: string }).outcome;
}

const notificationsOf = (userId: number) =>
  db.select({ text: notifications.text }).from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id).all().map((row) => row.text);

/** A signed-in user with a connected wallet the token goes to. */
async function newBuyer() {
  const wallet = randomWallet();
  return { ...(await createUser({ walletAddress: wallet })), wallet };
}

/** The mint job's rounds mint a paid order; the indexer fulfils it once it sees the mint. */
async function waitForFulfilment(orderId: string, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    await driveOrderMints(chain);
    await indexToHead(db, chain);
    const { status } = orderRow(orderId);
    if (status === "fulfilled") return;
    if (status === "failed" || Date.now() > end) throw new Error(`order ${orderId} is ${status}, not fulfilled`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
