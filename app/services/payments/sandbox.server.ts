/**
 * Sandbox mode's providers (docs/decisions/021-sandbox-mode.md): the real SDKs' HTTP requests are
 * answered in this process by the MSW handlers the tests use, and the stand-in hosted pages
 * complete payments the way the providers do, with correctly signed webhooks.
 *
 * The SDK is handed a fetch that asks the handlers directly (`getResponse`); nothing is
 * intercepted process-wide. MSW's `setupServer` would replace the process's Headers, Request and
 * Response to record raw headers, and the web server's own answers built after that lost their
 * Content-Type: a browser then read every `?_data=` answer as text, not JSON (docs/decisions/136).
 */
import path from "node:path";
import { getResponse, type RequestHandler } from "msw";
import { config } from "~/config.server";
import { topUpFromFaucet } from "~/services/custody.server";
import { usdToWei } from "~/services/rates.server";
import { commerceHandlers, endCharge, type ChargeEnding, type ChargeStore, type MockCharge } from "../../../tests/mocks/commerce";
import { fiatCents, onRampHandlers, onRampReturnUrl, SANDBOX_ON_RAMP_KEYS, type MockOnRampOrder, type OnRampStore } from "../../../tests/mocks/onramps";
import { fileStore } from "../../../tests/mocks/store";
import { isMoonPaySignatureValid } from "./moonpay.server";
import { payCheckoutSession, stripeHandlers, type MockCheckoutSession, type MockPaymentIntent, type SessionStore } from "../../../tests/mocks/stripe";

declare global {
  // One interception per process, kept across module reloads in development.
  var __diginoorSandbox: Sandbox | undefined;
}

/** The path of a session's stand-in hosted page. */
export const sandboxCheckoutPath = (sessionId: string) => `/sandbox/checkout/${sessionId}`;

/** The path of a crypto charge's stand-in hosted page. */
export const sandboxChargePath = (code: string) => `/sandbox/charge/${code}`;

/** The path of an on-ramp's stand-in page (the provider's own parameters follow in the query). */
export const sandboxOnRampPath = (provider: MockOnRampOrder["provider"]) => `/sandbox/onramp/${provider}`;

type Sandbox = {
  stripeSessions: SessionStore;
  /** The fetch the Stripe SDK sends its requests with: answered by the sandbox's handlers. */
  stripeFetch: typeof fetch;
  commerceCharges: ChargeStore;
  /** The fetch the crypto provider's adapter sends its requests with. */
  commerceFetch: typeof fetch;
  onRampOrders: OnRampStore;
  /** The fetch the on-ramp adapters send their requests with. */
  onRampFetch: typeof fetch;
};

/** A fetch answered by `handlers` alone: a request none of them answers is an error, never the network. */
function answeredBy(handlers: RequestHandler[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const response = await getResponse(handlers, request);
    if (!response) throw new Error(`The payments sandbox has no answer for ${request.method} ${request.url}`);
    return response;
  };
}

/**
 * The providers' APIs as answered in this process (made once). Sessions, intents, charges and
 * on-ramp orders live in files under the data folder, so each web worker sees them all.
 */
export function startSandbox(): Sandbox {
  if (globalThis.__diginoorSandbox) return globalThis.__diginoorSandbox;
  const stripeSessions = fileStore<MockCheckoutSession>(path.join(config.dataDir, "sandbox", "stripe-sessions"));
  const stripeIntents = fileStore<MockPaymentIntent>(path.join(config.dataDir, "sandbox", "stripe-payment-intents"));
  const stripeFetch = answeredBy(stripeHandlers({ store: stripeSessions, intents: stripeIntents, checkoutUrl: (id) => `${config.appUrl}${sandboxCheckoutPath(id)}` }));
  const commerceCharges = fileStore<MockCharge>(path.join(config.dataDir, "sandbox", "commerce-charges"), (charge) => charge.code);
  const commerceFetch = answeredBy(commerceHandlers({ store: commerceCharges, hostedUrl: (code) => `${config.appUrl}${sandboxChargePath(code)}` }));
  const onRampOrders = fileStore<MockOnRampOrder>(path.join(config.dataDir, "sandbox", "on-ramp-orders"));
  const onRampFetch = answeredBy(
    onRampHandlers({
      store: onRampOrders,
      widgetUrl: (order) => {
        const url = new URL(`${config.appUrl}${sandboxOnRampPath(order.provider)}`);
        if (order.provider === "wyre") url.searchParams.set("reservation", order.id);
        else url.search = new URLSearchParams({ apiKey: SANDBOX_ON_RAMP_KEYS.transak.apiKey, sessionId: order.id }).toString();
        return url.toString();
      },
    }),
  );
  globalThis.__diginoorSandbox = { stripeSessions, stripeFetch, commerceCharges, commerceFetch, onRampOrders, onRampFetch };
  return globalThis.__diginoorSandbox;
}

/** The buyer pressed Pay on the stand-in page: the session is paid and Stripe's event returned (null when not open). */
export function paySandboxCheckout(sessionId: string) {
  return payCheckoutSession(startSandbox().stripeSessions, sessionId);
}

/** The buyer ended the charge on its stand-in page: the charge as the provider leaves it and the events it sends (null when not new). */
export function endSandboxCharge(code: string, ending: ChargeEnding) {
  return endCharge(startSandbox().commerceCharges, code, ending);
}

/**
 * Posts a signed event to this site's webhook endpoint at `path`, as the provider would, retrying
 * a few times; `signature` gives the headers that sign the exact payload.
 */
export async function deliverSandboxWebhook(path: string, payload: string, signature: (payload: string) => Record<string, string>): Promise<void> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      const response = await fetch(`${config.appUrl}${path}`, { method: "POST", headers: { "Content-Type": "application/json", ...signature(payload) }, body: payload });
      if (response.ok) return;
      console.error(`[sandbox] webhook delivery ${attempt} to ${path} answered ${response.status}`);
    } catch (error) {
      console.error(`[sandbox] webhook delivery ${attempt} to ${path} failed:`, error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
  }
}

/**
 * The purchase a stand-in on-ramp page is for, read from the provider's own query: Wyre's
 * reservation, Transak's widget session, or MoonPay's signed widget URL (refused, as MoonPay's
 * widget refuses it, when its signature does not match). Null when the query names none.
 */
export function sandboxOnRampOrder(provider: MockOnRampOrder["provider"], url: URL): MockOnRampOrder | null {
  const { onRampOrders } = startSandbox();
  const query = url.searchParams;
  const known = (id: string | null) => {
    const order = id ? onRampOrders.get(id) : undefined;
    return order?.provider === provider ? order : null;
  };
  if (provider === "wyre") return known(query.get("reservation"));
  if (provider === "transak") return query.get("apiKey") === SANDBOX_ON_RAMP_KEYS.transak.apiKey ? known(query.get("sessionId")) : null;
  const keys = SANDBOX_ON_RAMP_KEYS.moonpay;
  if (query.get("apiKey") !== keys.publishableKey || !isMoonPaySignatureValid(url.href, keys.secretKey)) return null;
  const reference = query.get("externalTransactionId") ?? "";
  const amountCents = fiatCents(query.get("baseCurrencyAmount"));
  const wallet = query.get("walletAddress") ?? "";
  const redirectUrl = query.get("redirectURL") ?? "";
  if (!/^[A-Za-z0-9]{1,64}$/.test(reference) || amountCents === null || !/^0x[0-9a-fA-F]{40}$/.test(wallet) || !URL.canParse(redirectUrl)) return null;
  const id = `MP_${reference}`;
  const order = known(id) ?? {
    id,
    provider,
    status: "open" as const,
    walletAddress: wallet,
    amountCents,
    currency: (query.get("baseCurrencyCode") ?? "usd").toUpperCase(),
    destCurrency: (query.get("currencyCode") ?? "").toUpperCase(),
    reference,
    redirectUrl,
    failureRedirectUrl: null,
    createdAt: Date.now(),
  };
  onRampOrders.put(order);
  return order;
}

/**
 * The buyer finished on a stand-in on-ramp page: a completed purchase delivers its coin to the
 * wallet from the dev faucet (at the current rate, as the provider would deliver what the dollars
 * buy), once; a cancelled one delivers nothing. Answers where the provider sends the buyer back.
 */
export async function settleSandboxOnRamp(order: MockOnRampOrder, completed: boolean): Promise<string> {
  const { onRampOrders } = startSandbox();
  const current = onRampOrders.get(order.id) ?? order;
  if (current.status !== "open") return onRampReturnUrl(current, current.status === "complete");
  onRampOrders.put({ ...current, status: completed ? "complete" : "cancelled" });
  if (completed) {
    const txHash = await topUpFromFaucet(current.walletAddress, usdToWei(current.amountCents));
    console.log(`[sandbox] ${current.provider} order ${current.id} delivered ${current.amountCents} cents of coin to ${current.walletAddress} in ${txHash}`);
  }
  return onRampReturnUrl(current, completed);
}
