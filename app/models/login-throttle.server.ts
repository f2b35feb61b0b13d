import { and, count, eq, gte, lt, min } from "drizzle-orm";
import { db } from "~db/client.server";
import { loginFailures } from "~db/schema";

/** Failed sign-ins allowed inside the window, per account email and per client address. */
export const LOGIN_LIMITS = { windowMs: 15 * 60 * 1000, perEmail: 5, perAddress: 20 } as const;

type Scope = "email" | "address";

function keysOf(email: string, address: string | null): [Scope, string][] {
  const keys: [Scope, string][] = [["email", email.toLowerCase()]];
  if (address) keys.push(["address", address]);
  return keys;
}

/**
 * How long until this email (and address) may try again, in ms; 0 when sign-in is open.
 * The wait ends when the oldest failure inside the window leaves it.
 */
export function loginRetryAfterMs(email: string, address: string | null, now = Date.now()): number {
  const since = new Date(now - LOGIN_LIMITS.windowMs);
  let wait = 0;
  for (const [scope, key] of keysOf(email, address)) {
    const limit = scope === "email" ? LOGIN_LIMITS.perEmail : LOGIN_LIMITS.perAddress;
    const row = db
      .select({ failures: count(), oldest: min(loginFailures.failedAt) })
      .from(loginFailures)
      .where(and(eq(loginFailures.scope, scope), eq(loginFailures.key, key), gte(loginFailures.failedAt, since)))
      .get();
    if (row && row.failures >= limit && row.oldest) {
      wait = Math.max(wait, row.oldest.getTime() + LOGIN_LIMITS.windowMs - now);
    }
  }
  return wait;
}

export function recordLoginFailure(email: string, address: string | null, now = Date.now()) {
  const failedAt = new Date(now);
  db.transaction((tx) => {
    tx.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(now - LOGIN_LIMITS.windowMs))).run();
    for (const [scope, key] of keysOf(email, address)) tx.insert(loginFailures).values({ scope, key, failedAt }).run();
  });
}

/** A successful sign-in clears the account's failures (the address keeps its count). */
export function clearLoginFailures(email: string) {
  db.delete(loginFailures)
    .where(and(eq(loginFailures.scope, "email"), eq(loginFailures.key, email.toLowerCase())))
    .run();
}

export function retryMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
