/** Accounts: users, their signed-in sessions and the single-use links mailed to them. */
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { productionHouses } from "./catalogue";

/** Who may use the studio console (docs/decisions/065-studio-roles.md). */
export const ROLES = ["user", "studio", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Public user id (the spec's uid). */
    uid: text("uid").notNull().unique(),
    name: text("name").notNull(),
    phone: text("phone"),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    googleId: text("google_id").unique(),
    avatarUrl: text("avatar_url"),
    coverUrl: text("cover_url"),
    role: text("role", { enum: ROLES }).notNull().default("user"),
    /**
     * The production house a studio account manages; set exactly when the role is studio (kept by
     * the roles model: a CHECK added here would make the migration rebuild the users table).
     */
    productionHouseId: integer("production_house_id").references(() => productionHouses.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_email").on(sql`lower(${t.email})`),
    index("users_role").on(t.role),
  ],
);

/** How a session was signed in: the email-and-password form, or Google (docs/decisions/146-standard-wallet-out-and-card-delivery.md). */
export const SIGN_IN_METHODS = ["password", "google"] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/**
 * One signed-in browser. The cookie carries a random token; only its SHA-256 hash is stored, so
 * the table alone cannot sign anyone in. A session ends when revoked (logout, password change or
 * reset, "Sign out other devices"), after its idle timeout, or at its absolute expiry.
 */
export const sessions = sqliteTable(
  "sessions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    tokenHash: text("token_hash").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
    /** "Firefox on Windows"-style summary of the browser that signed in. */
    device: text("device").notNull(),
    /** The client address it signed in from, shortened (a /24 or /48 network). */
    network: text("network"),
    /** How the browser signed in; null for sessions started before it was recorded. */
    signInMethod: text("sign_in_method", { enum: SIGN_IN_METHODS }),
  },
  (t) => [index("sessions_user").on(t.userId, t.revokedAt)],
);

export const ACCOUNT_TOKEN_PURPOSES = ["password-reset", "email-change"] as const;

/**
 * Single-use emailed links (password reset, email change confirmation); only a SHA-256 hash of the
 * token is stored. An email change carries the new address until the link is used.
 */
export const accountTokens = sqliteTable(
  "account_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    newEmail: text("new_email"),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("account_tokens_purpose", sql`${t.purpose} IN ('password-reset', 'email-change')`),
    check("account_tokens_new_email", sql`(${t.purpose} = 'email-change') = (${t.newEmail} IS NOT NULL)`),
    index("account_tokens_user").on(t.userId, t.purpose),
  ],
);
