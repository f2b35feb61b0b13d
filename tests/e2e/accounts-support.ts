import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";

export const E2E_PASSWORD = "e2e password 123";

/** A fresh address per call, unique across workers and runs. */
export const freshEmail = (label = "fan") => `${label}.${randomBytes(5).toString("hex")}@example.com`;

/**
 * Creates an account through the JSON sign-up call and signs it in through the login form. The
 * session cookie lands in the request context's jar, which a page's `page.request` shares.
 */
export async function signUpAndSignIn(request: APIRequestContext, name = "E2E Collector") {
  const email = freshEmail();
  const created = await request.post("/auth/signup", { data: { name, email, password: E2E_PASSWORD, phone: "9876543210" } });
  expect(created.status()).toBe(200);
  const login = await request.post("/login", { form: { email, password: E2E_PASSWORD, redirectTo: "/" }, maxRedirects: 0 });
  expect(login.status()).toBe(302);
  return { email, name };
}

/** The newest reset link mailed to this address, read from the e2e server's outbox folder. */
export function resetLinkFromOutbox(email: string): string {
  const outbox = path.resolve(`.e2e-data-${Number(process.env.E2E_PORT ?? 3210)}`, "outbox");
  const files = readdirSync(outbox).filter((f) => f.endsWith(".json")).sort().reverse();
  for (const file of files) {
    const mail = JSON.parse(readFileSync(path.join(outbox, file), "utf8")) as { to: { address: string }[]; text: string };
    if (mail.to.some((to) => to.address === email)) {
      const link = mail.text.match(/https?:\/\/\S+\/resetpass\/[A-Za-z0-9_-]{43}/);
      if (link) return link[0];
    }
  }
  throw new Error(`no reset mail for ${email} in ${outbox}`);
}
