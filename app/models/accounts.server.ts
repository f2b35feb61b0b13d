import { randomBytes } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { hashPassword, verifyPassword } from "~/lib/password.server";
import { ACCOUNT_MESSAGES, type NewAccount } from "~/lib/validation/accounts";
import { cleanName } from "~/lib/validation/forms";
import { revokeSessionsOf } from "~/models/sessions.server";
import { db } from "~db/client.server";
import { users } from "~db/schema";

/** The spec's uid: a random public id, 28 URL-safe characters. */
const newUid = () => randomBytes(21).toString("base64url");

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

export function emailTaken(email: string, exceptUserId?: number): boolean {
  const where = exceptUserId ? and(byEmail(email), ne(users.id, exceptUserId)) : byEmail(email);
  return Boolean(db.select({ id: users.id }).from(users).where(where).get());
}

/** A unique-index violation on the email (two sign-ups racing past the check). */
export function isEmailConflict(error: unknown) {
  return error instanceof Error && /UNIQUE constraint failed: index 'users_email'|users\.email/.test(error.message);
}

export type CreateAccountResult = { ok: true; id: number; uid: string } | { ok: false; reason: "email-taken" };

export async function createAccount(account: NewAccount): Promise<CreateAccountResult> {
  if (emailTaken(account.email)) return { ok: false, reason: "email-taken" };
  const passwordHash = await hashPassword(account.password);
  try {
    const row = db
      .insert(users)
      .values({ uid: newUid(), name: account.name, phone: account.phone, email: account.email, passwordHash })
      .returning({ id: users.id, uid: users.uid })
      .get();
    return { ok: true, ...row };
  } catch (error) {
    if (isEmailConflict(error)) return { ok: false, reason: "email-taken" };
    throw error;
  }
}

/** A sign-in refusal, naming the form field it belongs to. */
export class SignInError extends Error {
  constructor(
    readonly field: "email" | "password",
    message: string,
  ) {
    super(message);
    this.name = "SignInError";
  }
}

/** Checks an email and password; throws a SignInError with the spec's message when they do not match. */
export async function verifyLogin(email: string, password: string): Promise<number> {
  const user = db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(byEmail(email))
    .get();
  if (!user) throw new SignInError("email", ACCOUNT_MESSAGES.userNotFound);
  if (!user.passwordHash) {
    throw new SignInError(
      "password",
      "This account signs in with Google. Use the Google button, or reset your password to set one.",
    );
  }
  if (!(await verifyPassword(password, user.passwordHash))) throw new SignInError("password", ACCOUNT_MESSAGES.wrongPassword);
  return user.id;
}

export function userIdByEmail(email: string): number | null {
  return db.select({ id: users.id }).from(users).where(byEmail(email)).get()?.id ?? null;
}

/** A Google sign-in we refuse, with the reason to show. */
export class GoogleSignInError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "GoogleSignInError";
  }
}

/** What Google tells us about the person signing in (from its userinfo endpoint). */
export type GoogleIdentity = { sub: string; email?: string; emailVerified: boolean; name?: string };

/**
 * Google sign-in. The Google account id finds its user; otherwise a verified Google email links
 * to the account that already has that email (so a password account gains Google sign-in), or a
 * new account is created. An unverified email is refused: it could belong to someone else.
 */
export function signInWithGoogle(identity: GoogleIdentity): number {
  const known = db.select({ id: users.id }).from(users).where(eq(users.googleId, identity.sub)).get();
  if (known) return known.id;
  const email = identity.email?.trim();
  if (!email || !z.email().safeParse(email).success) {
    throw new GoogleSignInError("Google did not share an email address, so we cannot sign you in with Google.");
  }
  if (!identity.emailVerified) {
    throw new GoogleSignInError("Google has not verified this email address, so we cannot sign you in with it. Please sign up with your email instead.");
  }
  return db.transaction((tx) => {
    const existing = tx.select({ id: users.id, googleId: users.googleId }).from(users).where(byEmail(email)).get();
    if (existing) {
      if (existing.googleId) throw new GoogleSignInError("This email already belongs to an account linked to another Google account.");
      tx.update(users).set({ googleId: identity.sub }).where(eq(users.id, existing.id)).run();
      return existing.id;
    }
    const displayName = cleanName((identity.name ?? "").slice(0, 100)) || email.split("@")[0];
    return tx
      .insert(users)
      .values({ uid: newUid(), name: displayName, email, googleId: identity.sub })
      .returning({ id: users.id })
      .get().id;
  });
}

/** What the edit-profile page shows, and whether the account has a password to confirm changes with. */
export function personalInfo(userId: number) {
  const row = db
    .select({ name: users.name, phone: users.phone, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!row) return null;
  const { passwordHash, ...info } = row;
  return { ...info, hasPassword: passwordHash !== null };
}

/** Name and phone change at once; the email only through a confirmed link (see email-change.server.ts). */
export function updateNameAndPhone(userId: number, info: { name: string; phone?: string }) {
  db.update(users)
    .set({ name: info.name, phone: info.phone ?? null })
    .where(eq(users.id, userId))
    .run();
}

/** A new spelling of the same address (letter case only) is not a change of mailbox. */
export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Applies a letter-case-only change of the account's email. */
export function respellEmail(userId: number, email: string) {
  db.update(users).set({ email }).where(eq(users.id, userId)).run();
}

/** How long after a Google sign-in an account without a password may change its email or set a password. */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

/** A refusal names its field (none: the whole form) and whether it was a wrong password, which counts as a failed sign-in. */
export type Reauthentication = { ok: true } | { ok: false; field: "currentPassword" | null; message: string; wrongPassword: boolean };

/**
 * Proves the person changing the email or password holds the account: its current password, or,
 * for an account that only signs in with Google, a sign-in in the last 10 minutes
 * (docs/decisions/046-reauthentication-and-email-change.md).
 */
export async function reauthenticate(userId: number, currentPassword: string | undefined, signedInAt: Date, now = Date.now()): Promise<Reauthentication> {
  const account = db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).get();
  if (!account) return { ok: false, field: null, message: ACCOUNT_MESSAGES.somethingWentWrong, wrongPassword: false };
  if (!account.passwordHash) {
    if (now - signedInAt.getTime() <= RECENT_SIGN_IN_MS) return { ok: true };
    const message = "For your security, please sign in with Google again, then make this change within 10 minutes.";
    return { ok: false, field: null, message, wrongPassword: false };
  }
  if (!currentPassword) return { ok: false, field: "currentPassword", message: "Please enter your current password.", wrongPassword: false };
  if (!(await verifyPassword(currentPassword, account.passwordHash))) {
    return { ok: false, field: "currentPassword", message: ACCOUNT_MESSAGES.wrongPassword, wrongPassword: true };
  }
  return { ok: true };
}

/** Sets a new password and ends every session of the account, on every device, in one transaction. */
export async function setPassword(userId: number, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.transaction((tx) => {
    const result = tx.update(users).set({ passwordHash }).where(eq(users.id, userId)).run();
    if (result.changes !== 1) return false;
    revokeSessionsOf(userId, { tx });
    return true;
  });
}
