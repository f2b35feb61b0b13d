import { and, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { indexToHead } from "~/jobs/indexer.server";
import { cardAmounts } from "~/models/card-payments.server";
import { action as paymentIntentAction } from "~/routes/create-payment-intent";
import { action as purchaseAction } from "~/routes/nftdetail.$nftid";
import { action as webhookAction } from "~/routes/webhooks.stripe";
import type { ChainContext } from "~/services/chain.server";
import type { DevChain } from "~/services/devchain.server";
import { retrieveCardCheckout } from "~/services/payments/card.server";
import { db } from "~db/client.server";
import { nfts, orders } from "~db/schema";
import { startAppChain, stopAppChain } from "./support/chain";
import { mintsOf, waitForFulfilment } from "./support/payments";
import { createUser, post, postJson, randomWallet, type TestUser } from "./support";

let node: DevChain;
let chain: ChainContext;
let nftId: number;

beforeAll(async () => {
  ({ node, chain } = await startAppChain());
  await indexToHead(db, chain);
  nftId = db.select({ id: nfts.id }).from(nfts).where(and(eq(nfts.saleType, "fixed"), eq(nfts.published, true), gt(nfts.available, 10))).orderBy(nfts.id).get()!.id;
}, 120_000);

afterAll(() => stopAppChain(node, chain));

const orderRow = (orderId: string) => db.select().from(orders).where(eq(orders.id, orderId)).get()!;

/** A buyer with a quoted card order (its Checkout Session open), as the modal's card form makes it. */
async function cardOrder() {
  const buyer = await createUser({ walletAddress: randomWallet() });
  const response = await post(purchaseAction, `/nftdetail/${nftId}`, { intent: "card" }, { cookie: buyer.cookie, params: { nftid: String(nftId) } });
  const sessionId = new URL(response.headers.get("Location")!).pathname.split("/").pop()!;
  const order = db.select().from(orders).where(eq(orders.providerRef, sessionId)).get()!;
  return { buyer, order, sessionId, total: cardAmounts(order.priceCents).totalCents };
}

const pay = (who: TestUser | null, body: unknown) => postJson(paymentIntentAction, "/create-payment-intent", body, { cookie: who?.cookie });

const payment = (order: string, amount: number, fields: Record<string, unknown> = {}) => ({ description: "Diginoor NFT", source: "tok_visa", currency: "usd", amount, order, ...fields });

async function refusal(response: Response) {
  return { status: response.status, body: (await response.json()) as { error: { type: string; raw: { message: string } } } };
}

/** Sends the sandbox's webhook deliveries to the webhook route instead of the network, and counts them. */
function deliverWebhooksHere() {
  const delivered: Promise<Response>[] = [];
  const spy = vi.spyOn(globalThis, "fetch");
  onTestFinished(() => spy.mockRestore());
  spy.mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.endsWith("/webhooks/stripe")) throw new Error(`unexpected fetch of ${request.url}`);
    const answer = webhookAction({ request, params: {}, context: {} });
    delivered.push(answer);
    return answer;
  });
  return delivered;
}

describe("POST /create-payment-intent", () => {
  it("answers a visitor with the spec's error shape and 401", async () => {
    const { order, total } = await cardOrder();
    const { status, body } = await refusal(await pay(null, payment(order.id, total)));
    expect(status).toBe(401);
    expect(body).toEqual({ error: { type: "authentication_error", raw: { type: "authentication_error", message: "Please Login to Continue" } } });
  });

  it("refuses wrong types, missing and unknown fields and huge amounts with a 400 naming the problem, changing nothing", async () => {
    const { buyer, order, sessionId, total } = await cardOrder();
    const cases: [unknown, RegExp][] = [
      [payment(order.id, total, { amount: String(total) }), /amount is required: a whole number of cents/],
      [payment(order.id, total, { amount: total + 0.5 }), /whole number of cents/],
      [payment(order.id, total, { amount: -total }), /more than 0 cents/],
      [payment(order.id, total, { amount: 1e12 }), /at most 99999999 cents/],
      [payment(order.id, total, { amount: Number.MAX_SAFE_INTEGER + 2 }), /whole number of cents|at most/],
      [payment(order.id, total, { currency: "eur" }), /currency must be "usd"/],
      [payment(order.id, total, { source: 42 }), /source is required/],
      [payment(order.id, total, { source: "4242424242424242" }), /card token/],
      [payment(order.id, total, { description: undefined }), /description is required/],
      [payment(order.id, total, { order: undefined }), /The order is missing/],
      [payment(order.id, total, { order: "../../etc/passwd" }), /The order is missing/],
      [payment(order.id, total, { priceCents: 1 }), /Unrecognized key/i],
      [[payment(order.id, total)], /Send a JSON object/],
      [null, /Send a JSON object/],
    ];
    for (const [body, message] of cases) {
      const { status, body: answer } = await refusal(await pay(buyer, body));
      expect(status, JSON.stringify(body)).toBe(400);
      expect(answer.error.type).toBe("invalid_request_error");
      expect(answer.error.raw.message).toMatch(message);
    }
    const notJson = await post(paymentIntentAction, "/create-payment-intent", "amount=1", { cookie: buyer.cookie, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(notJson.status).toBe(415);
    const broken = await post(paymentIntentAction, "/create-payment-intent", "{", { cookie: buyer.cookie, headers: { "Content-Type": "application/json" } });
    expect(broken.status).toBe(400);
    expect(orderRow(order.id)).toMatchObject({ status: "quoted", providerRef: sessionId });
    expect((await retrieveCardCheckout(sessionId)).status).toBe("open");
  });

  it("refuses an amount other than the order's total (the server's price), changing nothing", async () => {
    const { buyer, order, sessionId, total } = await cardOrder();
    for (const amount of [1, total - 1, total + 1, total * 100]) {
      const { status, body } = await refusal(await pay(buyer, payment(order.id, amount)));
      expect(status).toBe(400);
      expect(body.error.raw.message).toBe(`The amount must be this order's total, $${(total / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })} (${total} cents).`);
    }
    expect(orderRow(order.id)).toMatchObject({ status: "quoted", providerRef: sessionId });
  });

  it("answers another account's order as unknown (404), changing nothing", async () => {
    const { order, sessionId, total } = await cardOrder();
    const other = await createUser({ walletAddress: randomWallet() });
    const { status, body } = await refusal(await pay(other, payment(order.id, total)));
    expect(status).toBe(404);
    expect(body.error).toEqual({ type: "invalid_request_error", raw: { type: "invalid_request_error", message: "You have no order like that." } });
    expect(orderRow(order.id)).toMatchObject({ status: "quoted", providerRef: sessionId });
  });

  it("passes on a declined card as Stripe's card_error with its message, leaving the order quoted", async () => {
    const { buyer, order, total } = await cardOrder();
    const { status, body } = await refusal(await pay(buyer, payment(order.id, total, { source: "tok_chargeDeclined" })));
    expect(status).toBe(402);
    expect(body.error).toMatchObject({ type: "card_error", raw: { type: "card_error", message: "Your card was declined.", code: "card_declined" } });
    expect(orderRow(order.id).status).toBe("quoted");
  });

  it("pays the order's total with a PaymentIntent, ends its hosted checkout, and only the signed webhook records it paid, for the mint job to mint once", async () => {
    const delivered = deliverWebhooksHere();
    const { buyer, order, sessionId, total } = await cardOrder();
    const response = await pay(buyer, payment(order.id, total));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { id: string; status: string; order: string; next: string };
    expect(answer).toEqual({ id: expect.stringMatching(/^pi_test_/), status: "succeeded", order: order.id, next: `/Nft_conformation/${nftId}?order=${order.id}` });
    expect((await retrieveCardCheckout(sessionId)).status).toBe("expired");

    await vi.waitFor(() => expect(delivered.length).toBe(1));
    expect((await delivered[0]).status).toBe(200);
    // The webhook only records the payment, with the intent a refund needs; the mint job mints it.
    expect(orderRow(order.id)).toMatchObject({ status: "paid", providerRef: answer.id, paymentRef: answer.id });
    expect(await mintsOf(chain, order.id)).toBe(0);
    await waitForFulfilment(chain, order.id);
    expect(await mintsOf(chain, order.id)).toBe(1);

    // Asking again for the paid order is refused: no second intent, no second charge.
    const again = await refusal(await pay(buyer, payment(order.id, total)));
    expect(again.status).toBe(409);
    expect(delivered.length).toBe(1);
  });
});
