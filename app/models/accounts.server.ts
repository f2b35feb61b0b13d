import { randomBytes } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { hashPassword, verifyPassword } from "~/lib/password.server";
import { ACCOUNT_MESSAGES, type NewAccount, type personalInfoSchema } from "~/lib/validation/accounts";
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
function isEmailConflict(error: unknown) {
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
    const displayName = identity.name?.trim().slice(0, 100) || email.split("@")[0];
    return tx
      .insert(users)
      .values({ uid: newUid(), name: displayName, email, googleId: identity.sub })
      .returning({ id: users.id })
      .get().id;
  });
}

export function personalInfo(userId: number) {
  return (
    db
      .select({ name: users.name, phone: users.phone, email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .get() ?? null
  );
}

export type UpdateResult = { ok: true } | { ok: false; reason: "email-taken" };

export function updatePersonalInfo(userId: number, info: z.output<typeof personalInfoSchema>): UpdateResult {
  if (emailTaken(info.email, userId)) return { ok: false, reason: "email-taken" };
  try {
    db.update(users)
      .set({ name: info.name, phone: info.phone ?? null, email: info.email })
      .where(eq(users.id, userId))
      .run();
    return { ok: true };
  } catch (error) {
    if (isEmailConflict(error)) return { ok: false, reason: "email-taken" };
    throw error;
  }
}

/** Sets a new password and ends every session signed in before now, on every device. */
export async function setPassword(userId: number, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  const result = db
    .update(users)
    .set({ passwordHash, sessionsValidFrom: new Date() })
    .where(eq(users.id, userId))
    .run();
  return result.changes === 1;
}
