import { describe, expect, it } from "vitest";
import { createAccount } from "~/models/accounts.server";
import { RATE_RULES } from "~/models/rate-limits.server";
import { action as loginAction } from "~/routes/login";
import { expectRedirect, freshEmail, post } from "./support";

// No CLIENT_ADDRESS_HEADER here: the server runs without a reverse proxy, so the address that
// counts is the connection's, which the web server puts in the load context.
const PASSWORD = "correct horse 9";

function signIn(email: string, password: string, connection: string, forwardedFor?: string) {
  return post(loginAction, "/login", { email, password }, {
    context: { clientAddress: connection },
    headers: forwardedFor ? { "X-Forwarded-For": forwardedFor } : {},
  });
}

async function account() {
  const email = freshEmail("conn");
  const created = await createAccount({ name: "Kavya", phone: "+919876543210", email, password: PASSWORD });
  if (!created.ok) throw new Error("account not created");
  return email;
}

describe("sign-in limit per address without a proxy", () => {
  it(`pauses a connection address after ${RATE_RULES.signInFailuresPerAddress.limit} failures, whatever forwarding header it sends`, async () => {
    const connection = "198.51.100.9";
    for (let i = 0; i < RATE_RULES.signInFailuresPerAddress.limit; i++) {
      // A client cannot dodge the limit by inventing a new forwarded address on each attempt.
      const response = await signIn(freshEmail("spray"), "guess-guess", connection, `10.0.0.${i}`);
      expect(response.status).toBe(401);
    }
    const email = await account();
    const refused = await signIn(email, PASSWORD, connection);
    expect(refused.status).toBe(429);
    expect(JSON.stringify(await refused.json())).toMatch(/try again in \d+ minutes?/i);
    expectRedirect(await signIn(email, PASSWORD, "198.51.100.10"), "/");
  });
});
