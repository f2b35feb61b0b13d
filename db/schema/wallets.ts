/** Wallets (docs/decisions/070-wallets-table.md). */
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./accounts";

/**
 * An account's active wallet: the condition of the partial index `wallets_one_active`, and the one
 * spelling every query uses, for the reason `isOpenListing` (trading.ts) gives.
 */
export function isActiveWallet(active: SQLWrapper): SQL {
  return sql`${active} = 1`;
}

export const WALLET_KINDS = ["external", "standard"] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];

/**
 * A wallet an account proved it controls: by a signed Sign-In with Ethereum message (external) or
 * because the server created it (standard). An address belongs to one account only; an account has
 * at most one active wallet, the one it trades with. Addresses are stored checksummed.
 */
export const wallets = sqliteTable(
  "wallets",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    address: text("address").notNull().unique(),
    kind: text("kind", { enum: WALLET_KINDS }).notNull(),
    verifiedAt: integer("verified_at", { mode: "timestamp_ms" }).notNull(),
    active: integer("active", { mode: "boolean" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("wallets_kind", sql`${t.kind} IN ('external', 'standard')`),
    uniqueIndex("wallets_one_active").on(t.userId).where(isActiveWallet(t.active)),
    index("wallets_user").on(t.userId),
  ],
);

export const walletIsActive = isActiveWallet(wallets.active);

/**
 * Single-use Sign-In with Ethereum nonces, issued to one account and valid 10 minutes
 * (docs/decisions/071-sign-in-with-ethereum.md).
 */
export const walletNonces = sqliteTable(
  "wallet_nonces",
  {
    nonce: text("nonce").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("wallet_nonces_expiry").on(t.expiresAt)],
);

/*
 * The standard wallet (docs/decisions/137-standard-wallet-custody.md): the account's key, encrypted
 * with AES-256-GCM under STANDARD_WALLET_KEY, and the one-time codes mailed to unlock it.
 */

/** One standard wallet per account; `encrypted_key` is base64 of IV (12 bytes), auth tag (16) and ciphertext. */
export const standardWalletKeys = sqliteTable("standard_wallet_keys", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  address: text("address").notNull().unique(),
  encryptedKey: text("encrypted_key").notNull(),
  createdAt: createdAt(),
});

/** A mailed one-time code: only its SHA-256 hash kept, single use, short-lived, a few attempts. */
export const walletCodes = sqliteTable(
  "wallet_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("wallet_codes_user").on(t.userId)],
);
