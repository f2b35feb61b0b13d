import { spawn } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, desc, eq, gt, inArray, ne } from "drizzle-orm";
import { ZeroAddress } from "ethers";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { config, paymentsSettings } from "~/config.server";
import { indexToHead } from "~/jobs/indexer.server";
import { applyBps } from "~/lib/format";
import { marketFeeRates } from "~/models/fees.server";
import { driveOrderMints } from "~/models/order-mints.server";
import { OTHER_METHOD_OPEN_MESSAGE, SOLD_OUT_MESSAGE, type PurchaseReply } from "~/models/orders.server";
import { activeWallet, disconnectWallet } from "~/models/wallets.server";
import { transactionUrl } from "~/lib/explorer.server";
import type { MyOrder } from "~/models/my-orders.server";
import { saleHistory } from "~/models/sales.server";
import type { FixedPriceView } from "~/components/nft-purchase";
import { loader as profileLoader } from "~/routes/profile._index";
import { loader as cancelLoader } from "~/routes/checkout.card.$orderId.cancel";
import { loader as confirmationLoader } from "~/routes/Nft_conformation.$nftid";
import { action as purchaseAction, loader as nftLoader } from "~/routes/nftdetail.$nftid";
import { action as webhookAction } from "~/routes/webhooks.stripe";
import { connectChain, type ChainContext } from "~/services/chain.server";
import { readDeploymentFile } from "~/services/deployment.server";
import { rpcCall, type DevChain } from "~/services/devchain.server";
import { cardCheckoutLineItems, expireCardCheckout, retrieveCardCheckout, signSandboxWebhook } from "~/services/payments/card.server";
import { paySandboxCheckout, startSandbox } from "~/services/payments/sandbox.server";
import { db } from "~db/client.server";
import { formatUsd } from "~/lib/format";
import { nfts, notifications, orders, purchases, sales, standardWalletKeys } from "~db/schema";
import { sessionEvent, stripeRefunds } from "../mocks/stripe";
import { accounts, keys, startAppChain, stopAppChain } from "./support/chain";
import { mintsOf, newBuyer, waitForFulfilment } from "./support/payments";
import { createUser, post, randomWallet, toastOf, visit, type TestUser } from "./support";

/** The process's own fetch classes, before anything in this file starts the sandbox. */
const fetchClasses = { Headers: globalThis.Headers, Request: globalThis.Request, Response: globalThis.Response };

let node: DevChain;
let chain: ChainContext;
let fixedId: number;

beforeAll(async () => {
  ({ node, chain } = await startAppChain());
  await indexToHead(db, chain);
  fixedId = db.select({ id: nfts.id }).from(nfts).where(and(eq(nfts.saleType, "fixed"), eq(nfts.published, true), gt(nfts.available, 10))).orderBy(desc(nfts.available), nfts.id).get()!.id;
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
    expect(await mintsOf(chain, order.id)).toBe(0);
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
    await waitForFulfilment(chain, order.id);

    const fulfilled = orderRow(order.id);
    expect(fulfilled.status).toBe("fulfilled");
    expect(await chain.collectible.ownerOf(fulfilled.tokenId!)).toBe(buyer.wallet);
    expect(await mintsOf(chain, order.id)).toBe(1);
    expect(db.select().from(purchases).where(eq(purchases.id, order.id)).get()).toMatchObject({ status: "Minted", userId: buyer.id, tokenId: fulfilled.tokenId });
    expect(item(fixedId).available).toBe(availableBefore - 1);
    expect(await confirmationState(buyer, order.id, fixedId)).toBe("Minted");

    // A replay of the same event later changes nothing.
    expect((await deliver(payload, signSandboxWebhook(payload))).status).toBe(200);
    await indexToHead(db, chain);
    expect(await mintsOf(chain, order.id)).toBe(1);
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
    await waitForFulfilment(chain, order.id);
    expect(await mintsOf(chain, order.id)).toBe(1);
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
    await waitForFulfilment(chain, order.id);
    // Events after fulfilment change nothing either.
    expect(await outcomeOf(expiredLate)).toBe("unchanged (fulfilled)");
    expect(await outcomeOf(payload)).toBe("replay: unchanged");
    expect(orderRow(order.id).status).toBe("fulfilled");
    expect(await mintsOf(chain, order.id)).toBe(1);
  });

  it("pays an order whose session expired first and was paid after: the completed event still mints it", async () => {
    const buyer = await newBuyer();
    const { session, order } = await checkout(buyer, fixedId);
    const payload = paidEvent(session.id);
    const expiredFirst = JSON.stringify(sessionEvent("checkout.session.expired", { ...startSandbox().stripeSessions.get(session.id)!, status: "expired" }));
    expect(await outcomeOf(expiredFirst)).toBe("expired: unit released");
    expect(await outcomeOf(payload)).toBe("paid");
    await waitForFulfilment(chain, order.id);
    expect(await mintsOf(chain, order.id)).toBe(1);
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

describe("card purchase without a connected wallet", () => {
  it("delivers the token to the account's standard wallet, created at checkout and made its active wallet", async () => {
    const buyer = await createUser();
    const { session, order } = await checkout(buyer, fixedId);
    const standard = db.select().from(standardWalletKeys).where(eq(standardWalletKeys.userId, buyer.id)).all();
    expect(standard).toHaveLength(1);
    expect(order).toMatchObject({ method: "card", status: "quoted", walletAddress: standard[0].address });
    expect(activeWallet(buyer.id)).toEqual({ address: standard[0].address, kind: "standard" });

    const payload = paidEvent(session.id);
    expect((await deliver(payload, signSandboxWebhook(payload))).status).toBe(200);
    await waitForFulfilment(chain, order.id);
    expect(await chain.collectible.ownerOf(orderRow(order.id).tokenId!)).toBe(standard[0].address);

    // A second card purchase goes to the same wallet.
    const again = await checkout(buyer, fixedId);
    expect(again.order.walletAddress).toBe(standard[0].address);
    expect(db.select().from(standardWalletKeys).where(eq(standardWalletKeys.userId, buyer.id)).all()).toHaveLength(1);
  });

  it("offers the card form in the purchase modal, saying where the token goes, and still offers to connect a wallet for wallet payments", async () => {
    const buyer = await createUser();
    const page = (await (await visit(nftLoader, `/nftdetail/${fixedId}?purchase=1`, { cookie: buyer.cookie, params: { nftid: String(fixedId) } })).json()) as {
      fixed: { card: { delivery: string } };
      connectHref: string | null;
    };
    expect(page.fixed.card.delivery).toBe("standard");
    expect(page.connectHref).toMatch(/^\/wallet\?redirectTo=/);
    const connected = await newBuyer();
    const theirs = (await (await visit(nftLoader, `/nftdetail/${fixedId}`, { cookie: connected.cookie, params: { nftid: String(fixedId) } })).json()) as { fixed: { card: { delivery: string } } };
    expect(theirs.fixed.card.delivery).toBe("wallet");
  });

  it("still sends a wallet quote without a wallet to /wallet, and creates no standard wallet for it", async () => {
    const buyer = await createUser();
    const quote = await post(purchaseAction, `/nftdetail/${fixedId}`, { intent: "quote" }, { cookie: buyer.cookie, params: { nftid: String(fixedId) } });
    expect(quote.status).toBe(302);
    expect(quote.headers.get("Location")).toMatch(/^\/wallet\?redirectTo=/);
    expect(db.select().from(standardWalletKeys).where(eq(standardWalletKeys.userId, buyer.id)).all()).toHaveLength(0);
    expect(db.select().from(orders).where(eq(orders.userId, buyer.id)).all()).toHaveLength(0);
  });
});

describe("card purchase: amounts, history and My orders", () => {
  it("shows on the purchase modal, with and without JavaScript, the very line items the Checkout Session charges", async () => {
    const buyer = await newBuyer();
    const page = await visit(nftLoader, `/nftdetail/${fixedId}?purchase=1`, { cookie: buyer.cookie, params: { nftid: String(fixedId) } });
    const card = ((await page.json()) as { fixed: FixedPriceView }).fixed.card;
    const { session } = await checkout(buyer, fixedId);
    const lines = await cardCheckoutLineItems(session.id);
    expect(lines).toHaveLength(2);
    if ("unavailable" in card) throw new Error(card.unavailable);
    // Each modal line leads with the dollars of the session's line item; the total is their sum, as Stripe charges it.
    expect(card.price.startsWith(`${formatUsd(lines[0].cents)} (`)).toBe(true);
    expect(card.fee.startsWith(`${formatUsd(lines[1].cents)} (`)).toBe(true);
    expect(card.total.startsWith(`${formatUsd(session.totalCents!)} (`)).toBe(true);
    expect(session.totalCents).toBe(lines[0].cents + lines[1].cents);
  });

  it("puts a fulfilled card order in the item's sale history like a wallet sale, keeps its purchase record in the cents the session charged, and lists it in My orders with its transaction", async () => {
    const buyer = await newBuyer();
    const { session, order } = await checkout(buyer, fixedId);
    const payload = paidEvent(session.id);
    expect((await deliver(payload, signSandboxWebhook(payload))).status).toBe(200);
    await waitForFulfilment(chain, order.id);
    const fulfilled = orderRow(order.id);

    const sale = db.select().from(sales).where(eq(sales.txHash, fulfilled.txHash!)).get();
    expect(sale).toMatchObject({ kind: "primary", nftId: fixedId, tokenId: fulfilled.tokenId, buyerAddress: buyer.wallet, priceWei: fulfilled.priceWei });
    expect(saleHistory(fixedId).find((entry) => entry.txHash === fulfilled.txHash)).toMatchObject({ txUrl: transactionUrl(fulfilled.txHash) });

    expect(db.select().from(purchases).where(eq(purchases.id, order.id)).get()).toMatchObject({ paidCents: session.totalCents, paidWei: null });

    const mine = await myOrdersOf(buyer);
    expect(mine[0]).toMatchObject({
      id: order.id,
      status: "fulfilled",
      statusText: "Delivered to your wallet",
      method: "Card",
      href: `/nftdetail/${fixedId}`,
      total: expect.stringMatching(new RegExp(`^\\${formatUsd(session.totalCents!)} \\(`)),
      txUrl: transactionUrl(fulfilled.txHash),
    });
    // Nobody else's list shows it.
    const stranger = await newBuyer();
    expect((await myOrdersOf(stranger)).map((entry) => entry.id)).not.toContain(order.id);
  });

  it("delivers a card payment to the wallet the order was quoted for when the account disconnected it meanwhile, and says so in My orders", async () => {
    const buyer = await newBuyer();
    const { session, order } = await checkout(buyer, fixedId);
    disconnectWallet(buyer.id);
    const payload = paidEvent(session.id);
    expect((await deliver(payload, signSandboxWebhook(payload))).status).toBe(200);
    await waitForFulfilment(chain, order.id);
    expect(await chain.collectible.ownerOf(orderRow(order.id).tokenId!)).toBe(buyer.wallet);
    expect((await myOrdersOf(buyer))[0]).toMatchObject({ id: order.id, wallet: buyer.wallet, statusText: "Delivered to your wallet" });
  });
});

describe("card purchase: bad input changes nothing", () => {
  it("charges the server's amounts whatever price, fee or total the form posts", async () => {
    const buyer = await newBuyer();
    const { session, order } = await checkout(buyer, fixedId, { priceCents: "1", feeCents: "0", fee: "0", totalCents: "1", total: "0.01", orderId: "A".repeat(20) });
    const { priceCents } = item(fixedId);
    const feeCents = Number(applyBps(BigInt(priceCents), marketFeeRates().primaryBps));
    expect(session.totalCents).toBe(priceCents + feeCents);
    expect(order).toMatchObject({ priceCents, feeCents });
    expect(db.select({ id: orders.id }).from(orders).where(eq(orders.userId, buyer.id)).all()).toEqual([{ id: order.id }]);
  });

  it("answers unknown and other users' order ids on the cancel URL and the confirmation page with a 404, changing nothing", async () => {
    const buyer = await newBuyer();
    const { order } = await checkout(buyer, fixedId);
    const stranger = await newBuyer();
    const before = db.select().from(orders).all();
    const unknown = "Z".repeat(20);
    for (const [who, id] of [[stranger, order.id], [buyer, unknown]] as const) {
      expect((await visit(cancelLoader, `/checkout/card/${id}/cancel`, { cookie: who.cookie, params: { orderId: id } })).status).toBe(404);
      const confirmation = await visit(confirmationLoader, `/Nft_conformation/${fixedId}?order=${id}`, { cookie: who.cookie, params: { nftid: String(fixedId) } }).catch((thrown: Response) => thrown);
      expect(confirmation.status).toBe(404);
    }
    expect(db.select().from(orders).all()).toEqual(before);
  });

  it("answers an event id already used, delivered again for another session, as a replay, changing nothing", async () => {
    const first = await newBuyer();
    const paid = await checkout(first, fixedId);
    const payload = paidEvent(paid.session.id);
    expect((await deliver(payload, signSandboxWebhook(payload))).status).toBe(200);
    await waitForFulfilment(chain, paid.order.id);

    const second = await newBuyer();
    const other = await checkout(second, fixedId);
    const replayed = JSON.parse(paidEvent(other.session.id)) as { id: string };
    replayed.id = JSON.parse(payload).id;
    const body = JSON.stringify(replayed);
    const before = db.select().from(orders).all();
    const logged = vi.spyOn(console, "log");
    const answer = await deliver(body, signSandboxWebhook(body));
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { outcome: string }).outcome).toMatch(/^replay/);
    // Every delivery is logged with its outcome.
    expect(logged).toHaveBeenCalledWith(`[webhook] stripe ${replayed.id} checkout.session.completed: replay: unchanged`);
    logged.mockRestore();
    expect(db.select().from(orders).all()).toEqual(before);
    expect(await mintsOf(chain, other.order.id)).toBe(0);
  });

  it("refuses a card checkout for a sold-out edition with the spec's message, opening no session", async () => {
    const buyer = await newBuyer();
    const soldOut = db.select({ id: nfts.id }).from(nfts).where(and(eq(nfts.saleType, "fixed"), eq(nfts.published, true), gt(nfts.available, 0), ne(nfts.id, fixedId))).orderBy(nfts.id).get()!.id;
    const available = item(soldOut).available;
    db.update(nfts).set({ available: 0 }).where(eq(nfts.id, soldOut)).run();
    try {
      const before = db.select().from(orders).all();
      const refused = await post(purchaseAction, `/nftdetail/${soldOut}`, { intent: "card" }, { cookie: buyer.cookie, params: { nftid: String(soldOut) } });
      expect(refused.status).toBe(303);
      expect((await toastOf(refused))?.text).toBe(SOLD_OUT_MESSAGE);
      expect(db.select().from(orders).all()).toEqual(before);
    } finally {
      db.update(nfts).set({ available }).where(eq(nfts.id, soldOut)).run();
    }
  });

  it("lets a quote past its expiry be paid no more: its session is ended, the webhook releases the unit, and a second expiry changes nothing", async () => {
    const buyer = await newBuyer();
    const { session, order } = await checkout(buyer, fixedId);
    expect(await expireCardCheckout(session.id)).toBe(true);
    expect(paySandboxCheckout(session.id)).toBeNull();
    const expired = JSON.stringify(sessionEvent("checkout.session.expired", { ...startSandbox().stripeSessions.get(session.id)!, status: "expired" }));
    expect((await deliver(expired, signSandboxWebhook(expired))).status).toBe(200);
    const after = orderRow(order.id);
    expect(after.status).toBe("expired");
    expect((await deliver(expired, signSandboxWebhook(expired))).status).toBe(200);
    expect(orderRow(order.id)).toEqual(after);
    expect((await myOrdersOf(buyer))[0]).toMatchObject({ id: order.id, statusText: "Expired unpaid: nothing was charged" });
  });
});

/** The buyer's My orders, as the profile's loader answers it. */
async function myOrdersOf(who: TestUser): Promise<MyOrder[]> {
  const response = await visit(profileLoader, "/profile?tab=orders", { cookie: who.cookie });
  return ((await response.json()) as { orders: { orders: MyOrder[] } }).orders.orders;
}

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
      await waitForFulfilment(chain, order.id);
      expect(await mintsOf(chain, order.id)).toBe(1);
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
    expect(await mintsOf(chain, order.id)).toBe(0);
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
      expect(await mintsOf(chain, order.id)).toBe(1);
      expect(orderRow(order.id)).toMatchObject({ status: "minting", mintAttempts: 1 });
      job = startMintProcess();
      // The lease runs out, the new process takes the order up and finds its token on chain.
      await until(async () => orderRow(order.id).mintAttempts === 2 && orderRow(order.id).nextAttemptAt === null);
      await job.kill();
      await indexToHead(db, chain);
      expect(orderRow(order.id).status).toBe("fulfilled");
      expect(await mintsOf(chain, order.id)).toBe(1);
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
    expect(await mintsOf(chain, order.id)).toBe(1);
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
