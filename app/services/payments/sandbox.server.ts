/**
 * Sandbox mode's providers (docs/decisions/021-sandbox-mode.md): the real SDKs' HTTP requests are
 * answered in this process by the MSW handlers the tests use, and the stand-in hosted pages
 * complete payments the way the providers do, with correctly signed webhooks.
 */
import path from "node:path";
import { setupServer } from "msw/node";
import { config } from "~/config.server";
import { fileStore, payCheckoutSession, stripeHandlers, type SessionStore } from "../../../tests/mocks/stripe";

declare global {
  // One interception per process, kept across module reloads in development.
  var __diginoorSandbox: { stripeSessions: SessionStore } | undefined;
}

/** The path of a session's stand-in hosted page. */
export const sandboxCheckoutPath = (sessionId: string) => `/sandbox/checkout/${sessionId}`;

/**
 * Starts answering the providers' APIs in this process (once); every other request goes out
 * untouched. Sessions live in files under the data folder, so each web worker sees them all.
 */
export function startSandbox(): { stripeSessions: SessionStore } {
  if (globalThis.__diginoorSandbox) return globalThis.__diginoorSandbox;
  const stripeSessions = fileStore(path.join(config.dataDir, "sandbox", "stripe-sessions"));
  const server = setupServer(...stripeHandlers({ store: stripeSessions, checkoutUrl: (id) => `${config.appUrl}${sandboxCheckoutPath(id)}` }));
  server.listen({ onUnhandledRequest: "bypass" });
  globalThis.__diginoorSandbox = { stripeSessions };
  return globalThis.__diginoorSandbox;
}

/** The buyer pressed Pay on the stand-in page: the session is paid and Stripe's event returned (null when not open). */
export function paySandboxCheckout(sessionId: string) {
  return payCheckoutSession(startSandbox().stripeSessions, sessionId);
}
