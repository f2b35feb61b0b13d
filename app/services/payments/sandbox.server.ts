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
import { getResponse } from "msw";
import { config } from "~/config.server";
import { fileStore, payCheckoutSession, stripeHandlers, type SessionStore } from "../../../tests/mocks/stripe";

declare global {
  // One interception per process, kept across module reloads in development.
  var __diginoorSandbox: Sandbox | undefined;
}

/** The path of a session's stand-in hosted page. */
export const sandboxCheckoutPath = (sessionId: string) => `/sandbox/checkout/${sessionId}`;

type Sandbox = {
  stripeSessions: SessionStore;
  /** The fetch the Stripe SDK sends its requests with: answered by the sandbox's handlers. */
  stripeFetch: typeof fetch;
};

/**
 * The providers' APIs as answered in this process (made once). Sessions live in files under the
 * data folder, so each web worker sees them all.
 */
export function startSandbox(): Sandbox {
  if (globalThis.__diginoorSandbox) return globalThis.__diginoorSandbox;
  const stripeSessions = fileStore(path.join(config.dataDir, "sandbox", "stripe-sessions"));
  const handlers = stripeHandlers({ store: stripeSessions, checkoutUrl: (id) => `${config.appUrl}${sandboxCheckoutPath(id)}` });
  const stripeFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await getResponse(handlers, request);
    if (!response) throw new Error(`The payments sandbox has no answer for ${request.method} ${request.url}`);
    return response;
  };
  globalThis.__diginoorSandbox = { stripeSessions, stripeFetch };
  return globalThis.__diginoorSandbox;
}

/** The buyer pressed Pay on the stand-in page: the session is paid and Stripe's event returned (null when not open). */
export function paySandboxCheckout(sessionId: string) {
  return payCheckoutSession(startSandbox().stripeSessions, sessionId);
}
