import { and, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cryptoPaymentsSettings } from "~/config.server";
import { indexToHead } from "~/jobs/indexer.server";
import { applyBps, formatUsd } from "~/lib/format";
import { marketFeeRates } from "~/models/fees.server";
import { OTHER_METHOD_OPEN_MESSAGE, UNPAID_PAYMENT_MESSAGES } from "~/models/orders.server";
import { loader as cancelLoader } from "~/routes/checkout.crypto.$orderId.cancel";
import { loader as confirmationLoader } from "~/routes/Nft_conformation.$nftid";
import { action as purchaseAction } from "~/routes/nftdetail.$nftid";
import { action as webhookAction } from "~/routes/webhooks.crypto";
import type { ChainContext } from "~/services/chain.server";
import type { DevChain } from "~/services/devchain.server";
import { retrieveCryptoCharge, signSandboxCryptoWebhook } from "~/services/payments/crypto.server";
import { endSandboxCharge, startSandbox } from "~/services/payments/sandbox.server";
import { db } from "~db/client.server";
import { nfts, orders, purchases } from "~db/schema";
import { chargeEvent, signCommerceWebhook } from "../mocks/commerce";
import { startAppChain, stopAppChain } from "./support/chain";
import { mintsOf, newBuyer, waitForFulfilment } from "./support/payments";
import { createUser, post, randomWallet, toastOf, visit, type TestUser } from "./support";

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
/** Units of the NFT held by live quotes. */
const heldUnits = (nftId: number) => db.select().from(orders).where(and(eq(orders.nftId, nftId), eq(orders.status, "quoted"), gt(orders.expiresAt, new Date()))).all().length;

/** The modal's crypto form post (plus whatever a tampering page adds), answered by the hosted page's address. */
async function checkout(who: TestUser, nftId: number, extra: Record<string, string> = {}) {
  const response = await post(purchaseAction, `/nftdetail/${nftId}`, { intent: "crypto", ...extra }, { cookie: who.cookie, params: { nftid: String(nftId) } });
  expect(response.status, (await toastOf(response))?.text).toBe(303);
  const url = new URL(response.headers.get("Location")!);
  const charge = await retrieveCryptoCharge(url.pathname.split("/").pop()!);
  return { url, charge, order: orderRow(charge.orderId!) };
}

/** Commerce's delivery of `payload` to the webhook endpoint, signed as given. */
const deliver = (payload: string, signature: string | null) =>
  post(webhookAction, "/webhooks/crypto", payload, { headers: { "Content-Type": "application/json", ...(signature ? { "X-CC-Webhook-Signature": signature } : {}) } });
const deliverSigned = (payload: string) => deliver(payload, signSandboxCryptoWebhook(payload));

/** The buyer ends the charge on the hosted page: the events Commerce sends, as delivered bodies. */
function ending(code: string, how: "pay" | "underpay" | "expire") {
  const ended = endSandboxCharge(code, how);
  if (!ended) throw new Error(`charge ${code} is not new`);
  return ended.events.map((event) => JSON.stringify(event));
}


const confirmation = async (buyer: TestUser, orderId: string, nftId: number) => {
  const response = await visit(confirmationLoader, `/Nft_conformation/${nftId}?order=${orderId}`, { cookie: buyer.cookie, params: { nftid: String(nftId) } });
  return ((await response.json()) as { order: { state: string; note: string | null } }).order;
};

describe("crypto payments configuration", () => {
  const base = { NODE_ENV: "development" as const, COMMERCE_API_KEY: undefined, COMMERCE_WEBHOOK_SECRET: undefined, PAYMENTS_SANDBOX: undefined, CHAIN_RPC_URL: undefined };

  it("sandboxes as card payments do: by default outside production, in production only on request and never against a configured chain", () => {
    expect(cryptoPaymentsSettings(base)).toEqual({ mode: "sandbox", loud: false });
    expect(cryptoPaymentsSettings({ ...base, NODE_ENV: "production" })).toEqual({ mode: "off", reason: expect.stringMatching(/not configured/) });
    expect(cryptoPaymentsSettings({ ...base, NODE_ENV: "production", PAYMENTS_SANDBOX: "true" })).toEqual({ mode: "sandbox", loud: true });
    expect(() => cryptoPaymentsSettings({ ...base, NODE_ENV: "production", PAYMENTS_SANDBOX: "true", CHAIN_RPC_URL: "https://rpc.example" })).toThrow(/real chain for no money/);
  });

  it("uses Coinbase Commerce with its key and webhook secret, and refuses to start with one but not the other", () => {
    expect(cryptoPaymentsSettings({ ...base, COMMERCE_API_KEY: "key-abcdefgh", COMMERCE_WEBHOOK_SECRET: "secret-abcdefgh" })).toEqual({ mode: "commerce", apiKey: "key-abcdefgh", webhookSecret: "secret-abcdefgh" });
    expect(() => cryptoPaymentsSettings({ ...base, COMMERCE_API_KEY: "key-abcdefgh" })).toThrow(/COMMERCE_WEBHOOK_SECRET .* must be set too/);
    expect(() => cryptoPaymentsSettings({ ...base, COMMERCE_WEBHOOK_SECRET: "secret-abcdefgh" })).toThrow(/without COMMERCE_API_KEY/);
    expect(() => cryptoPaymentsSettings({ ...base, COMMERCE_API_KEY: "key-abcdefgh", COMMERCE_WEBHOOK_SECRET: "secret-abcdefgh", PAYMENTS_SANDBOX: "true" })).toThrow(/choose the sandbox or the real provider/);
  });
});

describe("crypto-provider purchase", () => {
  it("opens a fixed-price charge for the server's price plus the buyer fee, line by line, whatever the page sends; asking again gives the same charge", async () => {
    const buyer = await newBuyer();
    const { url, charge, order } = await checkout(buyer, fixedId, { priceCents: "1", amount: "1", local_price: "0.01" });
    const { priceCents, title } = item(fixedId);
    const feeBps = marketFeeRates().primaryBps;
    const feeCents = Number(applyBps(BigInt(priceCents), feeBps));
    expect(url.pathname).toBe(`/sandbox/charge/${charge.code}`);
    expect(charge.totalCents).toBe(priceCents + feeCents);
    expect(charge.name).toBe(`${title} (NFT)`);
    expect(charge.description).toBe(`Price ${formatUsd(priceCents)} + Buyer fee (${feeBps / 100}%) ${formatUsd(feeCents)} = ${formatUsd(priceCents + feeCents)}`);
    expect(charge.metadata).toMatchObject({ order_id: order.id, price_cents: String(priceCents), fee_cents: String(feeCents) });
    expect(charge.redirectUrl).toMatch(new RegExp(`/Nft_conformation/${fixedId}\\?order=${order.id}$`));
    expect(charge.cancelUrl).toMatch(new RegExp(`/checkout/crypto/${order.id}/cancel$`));
    expect(order).toMatchObject({ method: "crypto-provider", status: "quoted", priceCents, providerRef: charge.code, walletAddress: buyer.wallet });
    // The unit is held as long as the charge can be paid.
    expect(order.expiresAt.getTime()).toBe(charge.expiresAt.getTime());
    expect((await checkout(buyer, fixedId)).charge.code).toBe(charge.code);
  });

  it("holds one unit per account across methods: an open charge refuses a card checkout with a message", async () => {
    const buyer = await newBuyer();
    const { order } = await checkout(buyer, fixedId);
    const card = await post(purchaseAction, `/nftdetail/${fixedId}`, { intent: "card" }, { cookie: buyer.cookie, params: { nftid: String(fixedId) } });
    expect((await toastOf(card))?.text).toBe(OTHER_METHOD_OPEN_MESSAGE);
    expect(db.select().from(orders).where(eq(orders.userId, buyer.id)).all().map((row) => row.id)).toEqual([order.id]);
  });

  it("refuses forged, unsigned and tampered webhooks with a 400 and changes nothing", async () => {
    const buyer = await newBuyer();
    const { charge, order } = await checkout(buyer, fixedId);
    const [pending, confirmed] = ending(charge.code, "pay");
    const tampered = confirmed.replace(order.id, "AAAAAAAAAAAAAAAAAAAA");
    for (const [body, signature] of [
      [confirmed, signCommerceWebhook(confirmed, "not-our-secret")],
      [confirmed, null],
      [confirmed, "zz"],
      [tampered, signSandboxCryptoWebhook(confirmed)],
      [pending, signSandboxCryptoWebhook(confirmed)],
    ] as const) {
      expect((await deliver(body, signature)).status).toBe(400);
    }
    expect(orderRow(order.id)).toMatchObject({ status: "quoted", providerEventId: null });
    expect(await mintsOf(chain, order.id)).toBe(0);
  });

  it("pays only on the signed confirmation, mints once, and a replayed or stale event afterwards changes nothing", async () => {
    const buyer = await newBuyer();
    const { charge, order } = await checkout(buyer, fixedId);
    const availableBefore = item(fixedId).available;
    const [pending, confirmed] = ending(charge.code, "pay");
    // The browser reaches the redirect URL first: nothing is paid by it.
    expect((await confirmation(buyer, order.id, fixedId)).state).toBe("Pending");

    expect((await deliverSigned(pending)).status).toBe(200);
    expect(orderRow(order.id).status).toBe("quoted");
    // Seen on the chain, not yet confirmed: the unit stays held past the charge's hour.
    expect(orderRow(order.id).expiresAt.getTime()).toBeGreaterThan(charge.expiresAt.getTime());

    const answer = await deliverSigned(confirmed);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { outcome: string }).outcome).toBe("paid");
    expect(orderRow(order.id).providerEventId).toBe(JSON.parse(confirmed).event.id);
    await waitForFulfilment(chain, order.id);
    const fulfilled = orderRow(order.id);
    expect(await chain.collectible.ownerOf(fulfilled.tokenId!)).toBe(buyer.wallet);
    expect(db.select().from(purchases).where(eq(purchases.id, order.id)).get()).toMatchObject({ status: "Minted", userId: buyer.id });
    expect(item(fixedId).available).toBe(availableBefore - 1);
    expect((await confirmation(buyer, order.id, fixedId)).state).toBe("Minted");

    const replay = await deliverSigned(confirmed);
    expect(((await replay.json()) as { outcome: string }).outcome).toBe("replay: unchanged");
    // A failure event for the same charge arriving late, as if it had expired, is stale.
    const stale = JSON.stringify(chargeEvent("charge:failed", { ...startSandbox().commerceCharges.get(charge.code)!, timeline: [{ time: new Date().toISOString(), status: "EXPIRED" }] }));
    expect((await deliverSigned(stale)).status).toBe(200);
    await indexToHead(db, chain);
    expect(orderRow(order.id)).toMatchObject({ status: "fulfilled", providerEventId: JSON.parse(confirmed).event.id });
    expect(await mintsOf(chain, order.id)).toBe(1);
  });

  it("mints once when the confirmation arrives 20 times at once", async () => {
    const buyer = await newBuyer();
    const { charge, order } = await checkout(buyer, fixedId);
    const [, confirmed] = ending(charge.code, "pay");
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliverSigned(confirmed)));
    const outcomes = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { outcome: string }).outcome));
    expect(outcomes.filter((outcome) => outcome === "paid")).toHaveLength(1);
    await waitForFulfilment(chain, order.id);
    expect(await mintsOf(chain, order.id)).toBe(1);
  });

  it("answers a signed event whose charge is no order of ours, or names another order than its own, with a 404 and changes nothing", async () => {
    const buyer = await newBuyer();
    const { charge, order } = await checkout(buyer, fixedId);
    const other = await checkout(await newBuyer(), fixedId);
    const stored = startSandbox().commerceCharges.get(charge.code)!;
    const unknown = JSON.stringify(chargeEvent("charge:confirmed", { ...stored, code: "ZZZZZZZZ" }));
    const foreign = JSON.stringify(chargeEvent("charge:confirmed", { ...stored, metadata: { ...stored.metadata, order_id: other.order.id } }));
    expect((await deliverSigned(unknown)).status).toBe(404);
    expect((await deliverSigned(foreign)).status).toBe(404);
    expect(orderRow(order.id).status).toBe("quoted");
    expect(orderRow(other.order.id).status).toBe("quoted");
  });

  it("ends an underpaid charge's order as Failed with what to do, and returns its unit to sale", async () => {
    const buyer = await newBuyer();
    const { charge, order } = await checkout(buyer, fixedId);
    const held = heldUnits(fixedId);
    const [failed] = ending(charge.code, "underpay");
    const answer = await deliverSigned(failed);
    expect(((await answer.json()) as { outcome: string }).outcome).toBe("failed (underpaid): unit released");
    expect(orderRow(order.id)).toMatchObject({ status: "failed", failureReason: UNPAID_PAYMENT_MESSAGES.underpaid });
    expect(heldUnits(fixedId)).toBe(held - 1);
    expect(await confirmation(buyer, order.id, fixedId)).toMatchObject({ state: "Failed", note: UNPAID_PAYMENT_MESSAGES.underpaid });
    // The same delivery again changes nothing, and the buyer may buy again.
    expect(((await (await deliverSigned(failed)).json()) as { outcome: string }).outcome).toBe("replay: unchanged");
    expect((await checkout(buyer, fixedId)).order.id).not.toBe(order.id);
  });

  it("ends an expired charge's order as Expired, nothing charged, and returns its unit to sale", async () => {
    const buyer = await newBuyer();
    const { charge, order } = await checkout(buyer, fixedId);
    const held = heldUnits(fixedId);
    const [failed] = ending(charge.code, "expire");
    expect((await deliverSigned(failed)).status).toBe(200);
    expect(orderRow(order.id)).toMatchObject({ status: "expired", failureReason: UNPAID_PAYMENT_MESSAGES.expired });
    expect(heldUnits(fixedId)).toBe(held - 1);
    expect(await confirmation(buyer, order.id, fixedId)).toMatchObject({ state: "Expired", note: UNPAID_PAYMENT_MESSAGES.expired });
  });

  it("releases the unit when the buyer cancels, and the charge can no longer be paid; another user's cancel link is a 404", async () => {
    const buyer = await newBuyer();
    const { charge, order } = await checkout(buyer, fixedId);
    const held = heldUnits(fixedId);
    const response = await visit(cancelLoader, `/checkout/crypto/${order.id}/cancel`, { cookie: buyer.cookie, params: { orderId: order.id } });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/nftdetail/${fixedId}`);
    expect((await toastOf(response))?.text).toBe("Crypto payment cancelled: nothing was charged.");
    expect(orderRow(order.id)).toMatchObject({ status: "expired", failureReason: UNPAID_PAYMENT_MESSAGES.cancelled });
    expect(heldUnits(fixedId)).toBe(held - 1);
    expect((await retrieveCryptoCharge(charge.code)).state.status).toBe("CANCELED");
    expect(endSandboxCharge(charge.code, "pay")).toBeNull();

    const next = await checkout(buyer, fixedId);
    const stranger = await createUser({ walletAddress: randomWallet() });
    expect((await visit(cancelLoader, `/checkout/crypto/${next.order.id}/cancel`, { cookie: stranger.cookie, params: { orderId: next.order.id } })).status).toBe(404);
    expect(orderRow(next.order.id).status).toBe("quoted");
  });
});
