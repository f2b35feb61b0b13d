import { eq } from "drizzle-orm";
import { hashPassword } from "~/lib/password.server";
import { userIdByEmail } from "~/models/accounts.server";
import { ACCOUNT_LINK_LIFETIME_MS, claimAccountToken, issueAccountToken, liveAccountToken } from "~/models/account-tokens.server";
import { revokeSessionsOf } from "~/models/sessions.server";
import { sendMail } from "~/services/mail.server";
import { db } from "~db/client.server";
import { users } from "~db/schema";

/** A reset link works once, for one hour. */
export const RESET_LINK_LIFETIME_MS = ACCOUNT_LINK_LIFETIME_MS;

/**
 * Emails a single-use reset link to the account with this email. Returns false when there is no
 * such account (the spec tells the visitor "User not found").
 */
export async function sendPasswordResetLink(email: string, origin: string, now = Date.now()): Promise<boolean> {
  const userId = userIdByEmail(email);
  if (userId === null) return false;
  const link = `${origin}/resetpass/${issueAccountToken(userId, "password-reset", null, now)}`;
  await sendMail({
    to: email,
    subject: "Reset your Diginoor password",
    text: `Someone asked to reset the password of your Diginoor account.\n\nChoose a new password here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.`,
    html: `<p>Someone asked to reset the password of your Diginoor account.</p><p><a href="${link}">Choose a new password</a> (the link works once, for one hour).</p><p>If it was not you, ignore this mail: your password stays as it is.</p>`,
  });
  return true;
}

/** The email of the account a live reset link belongs to, or null when the link cannot be used. */
export function resetLinkAccountEmail(token: string, now = Date.now()): string | null {
  const live = liveAccountToken(token, "password-reset", now);
  if (!live) return null;
  return db.select({ email: users.email }).from(users).where(eq(users.id, live.userId)).get()?.email ?? null;
}

/**
 * Uses a link: sets the new password and ends every session of the account. Claiming the token,
 * changing the password and ending the sessions happen in one transaction, so a link cannot be
 * used twice.
 */
export async function resetPasswordWithLink(token: string, password: string, now = Date.now()): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.transaction((tx) => {
    const claimed = claimAccountToken(tx, token, "password-reset", now);
    if (!claimed) return false;
    tx.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId)).run();
    revokeSessionsOf(claimed.userId, { tx, now });
    return true;
  });
}
