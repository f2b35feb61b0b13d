import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { z } from "zod";
import { hashPassword } from "~/lib/password.server";
import { userIdByEmail } from "~/models/accounts.server";
import { sendMail } from "~/services/mail.server";
import { db } from "~db/client.server";
import { passwordResetTokens, users } from "~db/schema";

/** A reset link works once, for one hour. */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/** The token as it appears in a link: 43 URL-safe characters. */
const resetToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const isResetTokenShaped = (token: string) => resetToken.safeParse(token).success;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Emails a single-use reset link to the account with this email. Returns false when there is no
 * such account (the spec tells the visitor "User not found").
 */
export async function sendPasswordResetLink(email: string, origin: string, now = Date.now()): Promise<boolean> {
  const userId = userIdByEmail(email);
  if (userId === null) return false;
  const token = randomBytes(32).toString("base64url");
  db.transaction((tx) => {
    // A new link replaces any earlier one that was not used.
    tx.delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)))
      .run();
    tx.insert(passwordResetTokens)
      .values({ userId, tokenHash: hashToken(token), expiresAt: new Date(now + RESET_LINK_LIFETIME_MS) })
      .run();
  });
  const link = `${origin}/resetpass/${token}`;
  await sendMail({
    to: email,
    subject: "Reset your Diginoor password",
    text: `Someone asked to reset the password of your Diginoor account.\n\nChoose a new password here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.`,
    html: `<p>Someone asked to reset the password of your Diginoor account.</p><p><a href="${link}">Choose a new password</a> (the link works once, for one hour).</p><p>If it was not you, ignore this mail: your password stays as it is.</p>`,
  });
  return true;
}

function liveToken(token: string, now: number) {
  return and(
    eq(passwordResetTokens.tokenHash, hashToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, new Date(now)),
  );
}

/** Whether a link can still be used (not used, not expired). */
export function resetLinkIsLive(token: string, now = Date.now()): boolean {
  return Boolean(db.select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(liveToken(token, now)).get());
}

/**
 * Uses a link: sets the new password and ends the account's existing sessions. Claiming the token
 * and changing the password happen in one transaction, so a link cannot be used twice.
 */
export async function resetPasswordWithLink(token: string, password: string, now = Date.now()): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.transaction((tx) => {
    const claimed = tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date(now) })
      .where(liveToken(token, now))
      .returning({ userId: passwordResetTokens.userId })
      .get();
    if (!claimed) return false;
    tx.update(users).set({ passwordHash, sessionsValidFrom: new Date(now) }).where(eq(users.id, claimed.userId)).run();
    return true;
  });
}
