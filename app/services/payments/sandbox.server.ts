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
import { commerceHandlers, endCharge, type ChargeEnding, type ChargeStore, type MockCharge } from "../../../tests/mocks/commerce";
import { fileStore, payCheckoutSession, stripeHandlers, type SessionStore } from "../../../tests/mocks/stripe";

declare global {
  // One interception per process, kept across module reloads in development.
  var __diginoorSandbox: Sandbox | undefined;
}

/** The path of a session's stand-in hosted page. */
export const sandboxCheckoutPath = (sessionId: string) => `/sandbox/checkout/${sessionId}`;

/** The path of a crypto charge's stand-in hosted page. */
export const sandboxChargePath = (code: string) => `/sandbox/charge/${code}`;

type Sandbox = {
  stripeSessions: SessionStore;
  /** The fetch the Stripe SDK sends its requests with: answered by the sandbox's handlers. */
  stripeFetch: typeof fetch;
  commerceCharges: ChargeStore;
  /** The fetch the crypto provider's adapter sends its requests with. */
  commerceFetch: typeof fetch;
};

/** A fetch answered by `handlers` alone: nothing leaves the process. */
function answeredBy(handlers: RequestHandler[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const response = await getResponse(handlers, request);
    if (!response) throw new Error(`The payments sandbox has no answer for ${request.method} ${request.url}`);
    return response;
  };
}

/**
 * The providers' APIs as answered in this process (made once). Sessions live in files under the
 * data folder, so each web worker sees them all.
 */
export function startSandbox(): Sandbox {
  if (globalThis.__diginoorSandbox) return globalThis.__diginoorSandbox;
  const stripeSessions = fileStore(path.join(config.dataDir, "sandbox", "stripe-sessions"));
  const stripeFetch = answeredBy(stripeHandlers({ store: stripeSessions, checkoutUrl: (id) => `${config.appUrl}${sandboxCheckoutPath(id)}` }));
  const commerceCharges = fileStore<MockCharge>(path.join(config.dataDir, "sandbox", "commerce-charges"), (charge) => charge.code);
  const commerceFetch = answeredBy(commerceHandlers({ store: commerceCharges, hostedUrl: (code) => `${config.appUrl}${sandboxChargePath(code)}` }));
  globalThis.__diginoorSandbox = { stripeSessions, stripeFetch, commerceCharges, commerceFetch };
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
