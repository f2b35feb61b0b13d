import { eq } from "drizzle-orm";
import { emailTaken, isEmailConflict } from "~/models/accounts.server";
import { claimAccountToken, discardAccountTokens, issueAccountToken, liveAccountToken } from "~/models/account-tokens.server";
import { sendMail } from "~/services/mail.server";
import { db } from "~db/client.server";
import { users } from "~db/schema";

/**
 * A new email address is applied only once its owner opens the link mailed to it (one hour,
 * single use); the old address is told about the request at once (docs/decisions/046-reauthentication-and-email-change.md).
 */
export async function requestEmailChange(userId: number, oldEmail: string, newEmail: string, origin: string, now = Date.now()) {
  const link = `${origin}/confirm_email/${issueAccountToken(userId, "email-change", newEmail, now)}`;
  await sendMail({
    to: newEmail,
    subject: "Confirm your new Diginoor email address",
    text: `Someone asked to use this address for a Diginoor account.\n\nConfirm it here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this mail: nothing changes.`,
    html: `<p>Someone asked to use this address for a Diginoor account.</p><p><a href="${link}">Confirm the new email address</a> (the link works once, for one hour).</p><p>If it was not you, ignore this mail: nothing changes.</p>`,
  });
  await sendMail({
    to: oldEmail,
    subject: "Your Diginoor email address is being changed",
    text: `Someone signed in to your Diginoor account asked to change its email address to ${newEmail}. The change happens only when the link sent to that address is opened.\n\nIf it was not you, reset your password now at ${origin}/resetpass and write to us at ${origin}/contact.`,
    html: `<p>Someone signed in to your Diginoor account asked to change its email address to ${escapeHtml(newEmail)}. The change happens only when the link sent to that address is opened.</p><p>If it was not you, <a href="${origin}/resetpass">reset your password now</a> and <a href="${origin}/contact">write to us</a>.</p>`,
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The new address a live confirmation link would apply, or null when the link cannot be used. */
export function pendingEmailChange(token: string, now = Date.now()): string | null {
  return liveAccountToken(token, "email-change", now)?.newEmail ?? null;
}

export type EmailChangeResult = { ok: true; email: string } | { ok: false; reason: "link-dead" | "email-taken" };

/**
 * Applies the change a link confirms. The link is used up even when the address has been taken
 * by another account meanwhile; reset links mailed to the old address stop working.
 */
export function confirmEmailChange(token: string, now = Date.now()): EmailChangeResult {
  try {
    return db.transaction((tx) => {
      const claimed = claimAccountToken(tx, token, "email-change", now);
      if (!claimed?.newEmail) return { ok: false, reason: "link-dead" } as const;
      if (emailTaken(claimed.newEmail, claimed.userId)) return { ok: false, reason: "email-taken" } as const;
      tx.update(users).set({ email: claimed.newEmail }).where(eq(users.id, claimed.userId)).run();
      discardAccountTokens(tx, claimed.userId, "password-reset");
      return { ok: true, email: claimed.newEmail } as const;
    });
  } catch (error) {
    if (isEmailConflict(error)) return { ok: false, reason: "email-taken" };
    throw error;
  }
}
