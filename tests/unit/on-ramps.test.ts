import { createHmac } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cryptoPaymentsSettings, onRampSettings, paymentsSettings, productionSandboxWarning } from "~/config.server";
import { indexToHead } from "~/jobs/indexer.server";
import { FUNDS_NOT_ADDED, FUNDS_ON_THEIR_WAY } from "~/models/add-funds.server";
import type { PurchaseReply } from "~/models/orders.server";
import { action as purchaseAction, loader as itemLoader } from "~/routes/nftdetail.$nftid";
import { action as standInAction, loader as standInLoader } from "~/routes/sandbox.onramp.$provider";
import { action as addFundsAction } from "~/routes/wallet_.add-funds";
import { loader as fundsAddedLoader } from "~/routes/wallet_.funds-added";
import { loader as walletLoader } from "~/routes/wallet";
import type { ChainContext } from "~/services/chain.server";
import type { DevChain } from "~/services/devchain.server";
import { isMoonPaySignatureValid, moonPayWidgetUrl } from "~/services/payments/moonpay.server";
import { OnRampError, type AddFundsRequest } from "~/services/payments/on-ramp.server";
import { startSandbox } from "~/services/payments/sandbox.server";
import { transakWidgetUrl } from "~/services/payments/transak.server";
import { reserveWyreOrder } from "~/services/payments/wyre.server";
import { usdToWei } from "~/services/rates.server";
import { db } from "~db/client.server";
import { nfts } from "~db/schema";
import { SANDBOX_ON_RAMP_KEYS, WYRE_TEST_API } from "../mocks/onramps";
import { accounts, startAppChain, stopAppChain } from "./support/chain";
import { createUser, post, randomWallet, toastOf, visit, type TestUser } from "./support";

let node: DevChain;
let chain: ChainContext;

beforeAll(async () => {
  ({ node, chain } = await startAppChain());
  await indexToHead(db, chain);
}, 120_000);

afterAll(() => stopAppChain(node, chain));

const request = (fields: Partial<AddFundsRequest> = {}): AddFundsRequest => ({
  reference: "ref0123456789",
  walletAddress: randomWallet(),
  usdCents: 25_00,
  coinSymbol: "ETH",
  successUrl: "http://localhost:3000/wallet/funds-added?to=%2Fwallet&outcome=done",
  failureUrl: "http://localhost:3000/wallet/funds-added?to=%2Fwallet&outcome=failed",
  email: null,
  ...fields,
});

describe("on-ramp configuration", () => {
  const sandboxed = paymentsSettings({ NODE_ENV: "development", STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, PAYMENTS_SANDBOX: undefined, CHAIN_RPC_URL: undefined });
  const env = {
    WYRE_ACCOUNT_ID: undefined,
    WYRE_SECRET_KEY: undefined,
    WYRE_API_URL: "https://api.testwyre.com",
    MOONPAY_PUBLISHABLE_KEY: undefined,
    MOONPAY_SECRET_KEY: undefined,
    MOONPAY_WIDGET_URL: "https://buy-sandbox.moonpay.com",
    TRANSAK_API_KEY: undefined,
    TRANSAK_API_SECRET: undefined,
    TRANSAK_ENVIRONMENT: "STAGING" as const,
    PAYMENTS_SANDBOX: undefined,
    CHAIN_RPC_URL: undefined,
  };

  it("follows the payments' sandbox without keys, and is unavailable with the reason where there is none or no embedded chain", () => {
    expect(onRampSettings(env, sandboxed)).toEqual({ wyre: { mode: "sandbox" }, moonpay: { mode: "sandbox" }, transak: { mode: "sandbox" } });
    const off = onRampSettings(env, { mode: "off", reason: "Card payments are not configured on this site: pay with a wallet." });
    expect(off.wyre).toEqual({ mode: "off", reason: "Not configured on this site." });
    expect(onRampSettings({ ...env, CHAIN_RPC_URL: "https://rpc.example" }, sandboxed).moonpay).toEqual({ mode: "off", reason: expect.stringMatching(/embedded dev chain only/) });
  });

  it("uses each provider with both its keys, and stops the start when one of a pair is missing or the sandbox is asked for too", () => {
    const real = onRampSettings(
      { ...env, WYRE_ACCOUNT_ID: "AC_ABC", WYRE_SECRET_KEY: "SK-ABC", MOONPAY_PUBLISHABLE_KEY: "pk_live_abc", MOONPAY_SECRET_KEY: "sk_live_abc", TRANSAK_API_KEY: "transak-key", TRANSAK_API_SECRET: "transak-secret" },
      sandboxed,
    );
    expect(real).toEqual({
      wyre: { mode: "wyre", accountId: "AC_ABC", secretKey: "SK-ABC", apiUrl: "https://api.testwyre.com" },
      moonpay: { mode: "moonpay", publishableKey: "pk_live_abc", secretKey: "sk_live_abc", widgetUrl: "https://buy-sandbox.moonpay.com" },
      transak: { mode: "transak", apiKey: "transak-key", apiSecret: "transak-secret", environment: "STAGING" },
    });
    expect(() => onRampSettings({ ...env, WYRE_ACCOUNT_ID: "AC_ABC" }, sandboxed)).toThrow("Diginoor cannot start: WYRE_ACCOUNT_ID is set without WYRE_SECRET_KEY");
    expect(() => onRampSettings({ ...env, MOONPAY_PUBLISHABLE_KEY: "pk_live_abc" }, sandboxed)).toThrow("MOONPAY_PUBLISHABLE_KEY is set without MOONPAY_SECRET_KEY");
    expect(() => onRampSettings({ ...env, TRANSAK_API_SECRET: "transak-secret" }, sandboxed)).toThrow("TRANSAK_API_SECRET is set without TRANSAK_API_KEY");
    expect(() => onRampSettings({ ...env, PAYMENTS_SANDBOX: "true", TRANSAK_API_KEY: "transak-key", TRANSAK_API_SECRET: "transak-secret" }, sandboxed)).toThrow(/choose the sandbox or the real Transak on-ramp/);
  });

  it("says loudly at a production start that PAYMENTS_SANDBOX=true makes card payments, the crypto provider and on-ramps a sandbox, and says nothing otherwise", () => {
    const base = { NODE_ENV: "production" as const, STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, COMMERCE_API_KEY: undefined, COMMERCE_WEBHOOK_SECRET: undefined, CHAIN_RPC_URL: undefined };
    const startWith = (PAYMENTS_SANDBOX: "true" | undefined) => ({ payments: paymentsSettings({ ...base, PAYMENTS_SANDBOX }), cryptoPayments: cryptoPaymentsSettings({ ...base, PAYMENTS_SANDBOX }) });
    const warning = productionSandboxWarning(startWith("true"))?.replace(/\n\[payments\] /g, " ");
    expect(warning).toMatch(/PAYMENTS_SANDBOX=true in production: card payments, the crypto provider and on-ramps are a SANDBOX/);
    expect(warning).toMatch(/Never run a public site like this/);
    expect(productionSandboxWarning(startWith(undefined))).toBeNull();
    expect(productionSandboxWarning({ payments: sandboxed, cryptoPayments: { mode: "sandbox", loud: false } })).toBeNull();
    expect(() => paymentsSettings({ ...base, PAYMENTS_SANDBOX: "true", CHAIN_RPC_URL: "https://rpc.example" })).toThrow(/real chain for no money/);
  });
});

describe("on-ramp adapters against the providers' HTTP shapes", () => {
  it("reserves a Wyre wallet order for the wallet, in dollars, for the coin, with both redirect URLs, and gets the checkout's url", async () => {
    const { onRampFetch, onRampOrders } = startSandbox();
    const wallet = randomWallet();
    const url = await reserveWyreOrder({ ...SANDBOX_ON_RAMP_KEYS.wyre, apiUrl: WYRE_TEST_API }, request({ walletAddress: wallet, usdCents: 25_50 }), onRampFetch);
    const reservation = new URL(url).searchParams.get("reservation")!;
    expect(onRampOrders.get(reservation)).toMatchObject({ provider: "wyre", walletAddress: wallet, amountCents: 25_50, currency: "USD", destCurrency: "ETH", redirectUrl: request().successUrl, failureRedirectUrl: request().failureUrl });
    await expect(reserveWyreOrder({ ...SANDBOX_ON_RAMP_KEYS.wyre, secretKey: "TEST-SK-NOT-OURS", apiUrl: WYRE_TEST_API }, request(), onRampFetch)).rejects.toThrow(OnRampError);
  });

  it("signs the MoonPay widget URL with an HMAC-SHA256 of its query, so a changed amount or wallet no longer loads", () => {
    const settings = { ...SANDBOX_ON_RAMP_KEYS.moonpay, widgetUrl: "https://buy-sandbox.moonpay.com" };
    const wallet = randomWallet();
    const url = new URL(moonPayWidgetUrl(settings, request({ walletAddress: wallet, usdCents: 40_00 })));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ apiKey: settings.publishableKey, currencyCode: "eth", walletAddress: wallet, baseCurrencyCode: "usd", baseCurrencyAmount: "40.00" });
    const signature = url.searchParams.get("signature")!;
    url.searchParams.delete("signature");
    expect(signature).toBe(createHmac("sha256", settings.secretKey).update(url.search).digest("base64"));
    const signed = moonPayWidgetUrl(settings, request({ walletAddress: wallet, usdCents: 40_00 }));
    expect(isMoonPaySignatureValid(signed, settings.secretKey)).toBe(true);
    expect(isMoonPaySignatureValid(signed.replace("baseCurrencyAmount=40.00", "baseCurrencyAmount=4000.00"), settings.secretKey)).toBe(false);
    expect(isMoonPaySignatureValid(signed.replace(wallet, randomWallet()), settings.secretKey)).toBe(false);
    expect(isMoonPaySignatureValid(signed, "sk_test_other")).toBe(false);
  });

  it("opens a Transak staging widget session for the coin (ETH by default) and the wallet, with a partner token from the secret", async () => {
    const { onRampFetch, onRampOrders } = startSandbox();
    const wallet = randomWallet();
    const url = new URL(await transakWidgetUrl({ ...SANDBOX_ON_RAMP_KEYS.transak, environment: "STAGING" }, request({ walletAddress: wallet }), onRampFetch, "localhost:3000"));
    expect(onRampOrders.get(url.searchParams.get("sessionId")!)).toMatchObject({ provider: "transak", walletAddress: wallet, amountCents: 25_00, destCurrency: "ETH", reference: "ref0123456789" });
    await expect(transakWidgetUrl({ ...SANDBOX_ON_RAMP_KEYS.transak, apiSecret: "not-the-secret", environment: "STAGING" }, request(), onRampFetch, "localhost:3000")).rejects.toThrow(OnRampError);
  });
});

/** "Add funds" as the form posts it. */
const addFunds = (who: TestUser | null, fields: Record<string, string>, query = "") => post(addFundsAction, `/wallet/add-funds${query}`, fields, { cookie: who?.cookie });

/** The stand-in page for where the on-ramp sent the buyer, and its form's post. */
async function standIn(location: string, intent?: "complete" | "cancel") {
  const url = new URL(location);
  const provider = url.pathname.split("/").pop()!;
  const path = `${url.pathname}${url.search}`;
  return intent ? post(standInAction, path, { intent }, { params: { provider } }) : visit(standInLoader, path, { params: { provider } });
}

describe("Add funds", () => {
  it("sends a visitor to log in, and an account without a wallet to connect one, opening nothing", async () => {
    const visitor = await addFunds(null, { provider: "wyre", amount: "50" });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login/);
    const walletless = await createUser();
    const refused = await addFunds(walletless, { provider: "wyre", amount: "50", returnTo: "/wallet" });
    expect(refused.headers.get("Location")).toBe("/wallet");
    expect((await toastOf(refused))?.text).toBe("Please Connect Wallet to Proceed");
  });

  it("refuses amounts outside $20 to $2,000, unknown providers and foreign return addresses, opening nothing", async () => {
    const buyer = await createUser({ walletAddress: randomWallet() });
    for (const amount of ["19.99", "2000.01", "99999999999", "-20", "abc", "20.001", ""]) {
      const refused = await addFunds(buyer, { provider: "moonpay", amount, returnTo: "/wallet" });
      expect(refused.status, amount).toBe(303);
      expect(refused.headers.get("Location")).toBe("/wallet");
      expect((await toastOf(refused))?.text).toMatch(/from \$20 to \$2,000/);
    }
    const unknown = await addFunds(buyer, { provider: "paypal", amount: "50", returnTo: "/wallet" }, "?reply=json");
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: "Choose how to add funds." });
    const foreign = await addFunds(buyer, { provider: "wyre", amount: "50", returnTo: "https://evil.example/" });
    expect(new URL(foreign.headers.get("Location")!).searchParams.get("reservation")).toBeTruthy();
    const reservation = startSandbox().onRampOrders.get(new URL(foreign.headers.get("Location")!).searchParams.get("reservation")!)!;
    expect(new URL(reservation.redirectUrl).searchParams.get("to")).toBe("/");
  });

  for (const provider of ["wyre", "moonpay", "transak"] as const) {
    it(`opens ${provider} for the account's active wallet whatever the page sends, and its stand-in page delivers the coin the dollars buy once, then returns with the provider's parameters`, async () => {
      const wallet = randomWallet();
      const buyer = await createUser({ walletAddress: wallet });
      const opened = await addFunds(buyer, { provider, amount: "30", returnTo: "/nftdetail/1?purchase=1", walletAddress: randomWallet(), wallet: randomWallet() });
      expect(opened.status).toBe(303);
      const location = opened.headers.get("Location")!;
      expect(new URL(location).pathname).toBe(`/sandbox/onramp/${provider}`);

      const page = (await (await standIn(location)).json()) as { open: boolean; facts: [string, string][] };
      expect(page.open).toBe(true);
      expect(page.facts).toContainEqual(["You pay", "$30"]);
      expect(page.facts).toContainEqual(["Delivered to", wallet]);

      const before = await chain.provider.getBalance(wallet);
      const completed = await standIn(location, "complete");
      expect(completed.status).toBe(303);
      expect(await chain.provider.getBalance(wallet)).toBe(before + usdToWei(30_00));
      const back = new URL(completed.headers.get("Location")!);
      expect(back.pathname).toBe("/wallet/funds-added");
      expect(back.searchParams.get("to")).toBe("/nftdetail/1?purchase=1");
      if (provider === "moonpay") expect(back.searchParams.get("transactionStatus")).toBe("pending");
      if (provider === "transak") expect(back.searchParams.get("status")).toBe("PROCESSING");
      if (provider === "wyre") expect(back.searchParams.get("transferId")).toMatch(/^TF_/);

      // Completing again (a second click, a replayed post) delivers nothing more.
      await standIn(location, "complete");
      expect(await chain.provider.getBalance(wallet)).toBe(before + usdToWei(30_00));

      const toast = await fundsAdded(buyer, back);
      expect(toast).toEqual({ to: "/nftdetail/1?purchase=1", text: FUNDS_ON_THEIR_WAY });
    });
  }

  it("cancelling on the stand-in page delivers nothing and returns to the failure address, which says so", async () => {
    for (const provider of ["wyre", "moonpay", "transak"] as const) {
      const wallet = randomWallet();
      const buyer = await createUser({ walletAddress: wallet });
      const location = (await addFunds(buyer, { provider, amount: "20", returnTo: "/wallet" })).headers.get("Location")!;
      const cancelled = await standIn(location, "cancel");
      expect(await chain.provider.getBalance(wallet)).toBe(0n);
      expect(await fundsAdded(buyer, new URL(cancelled.headers.get("Location")!))).toEqual({ to: "/wallet", text: FUNDS_NOT_ADDED });
      // A cancelled purchase cannot be completed after.
      await standIn(location, "complete");
      expect(await chain.provider.getBalance(wallet)).toBe(0n);
    }
  });

  it("answers a MoonPay widget URL whose amount or wallet was changed after signing with a 404, delivering nothing", async () => {
    const wallet = randomWallet();
    const buyer = await createUser({ walletAddress: wallet });
    const location = (await addFunds(buyer, { provider: "moonpay", amount: "20", returnTo: "/wallet" })).headers.get("Location")!;
    for (const tampered of [location.replace("baseCurrencyAmount=20.00", "baseCurrencyAmount=2000.00"), location.replace(wallet, randomWallet())]) {
      expect((await standIn(tampered)).status).toBe(404);
      expect((await standIn(tampered, "complete")).status).toBe(404);
    }
    expect(await chain.provider.getBalance(wallet)).toBe(0n);
  });

  it("answers the page's script with the provider's URL as JSON", async () => {
    const buyer = await createUser({ walletAddress: randomWallet() });
    const answer = await addFunds(buyer, { provider: "wyre", amount: "25", returnTo: "/wallet" }, "?reply=json");
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { url: string }).url).toMatch(/\/sandbox\/onramp\/wyre\?reservation=RS_/);
  });

  it("offers the three on-ramps on /wallet once a wallet is connected", async () => {
    const buyer = await createUser({ walletAddress: randomWallet() });
    const data = (await (await visit(walletLoader, "/wallet", { cookie: buyer.cookie })).json()) as { addFunds: { choices: { id: string; opens: string }[] } };
    expect(data.addFunds.choices.map((choice) => [choice.id, choice.opens])).toEqual([["wyre", "tab"], ["moonpay", "window"], ["transak", "window"]]);
    const walletless = await createUser();
    expect(((await (await visit(walletLoader, "/wallet", { cookie: walletless.cookie })).json()) as { addFunds: unknown }).addFunds).toBeNull();
  });
});

/** Where /wallet/funds-added sends the buyer, and what it tells them. */
async function fundsAdded(who: TestUser, back: URL) {
  const answer = await visit(fundsAddedLoader, `${back.pathname}${back.search}`, { cookie: who.cookie });
  return { to: answer.headers.get("Location"), text: (await toastOf(answer))?.text };
}

describe("the purchase modal", () => {
  const fixedId = () => db.select({ id: nfts.id }).from(nfts).where(and(eq(nfts.saleType, "fixed"), eq(nfts.published, true), gt(nfts.available, 0))).orderBy(nfts.id).get()!.id;
  const estimate = async (who: TestUser, nftId: number) =>
    (await (await post(purchaseAction, `/nftdetail/${nftId}`, { intent: "estimate" }, { cookie: who.cookie, params: { nftid: String(nftId) } })).json()) as PurchaseReply;

  it("suggests adding what an empty wallet lacks (at least $20), and nothing for a wallet that can pay", async () => {
    const nftId = fixedId();
    const empty = await createUser({ walletAddress: randomWallet() });
    const short = await estimate(empty, nftId);
    expect(Number(short.shortfall)).toBeGreaterThanOrEqual(20);
    const page = (await (await visit(itemLoader, `/nftdetail/${nftId}?purchase=1`, { cookie: empty.cookie, params: { nftid: String(nftId) } })).json()) as {
      purchaseShortfall: string | null;
      fixed: { addFunds: { id: string }[] };
    };
    expect(page.purchaseShortfall).toBe(short.shortfall);
    expect(page.fixed.addFunds.map((choice) => choice.id)).toEqual(["wyre", "moonpay"]);

    const funded = await createUser({ walletAddress: accounts[3].address });
    expect((await estimate(funded, nftId)).shortfall).toBeNull();
  });
});
