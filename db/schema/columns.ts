/** Column types, defaults and value lists that tables of several domains share. */
import { sql } from "drizzle-orm";
import { customType, integer } from "drizzle-orm/sqlite-core";

/**
 * Amounts of the chain's native coin, in wei. SQLite integers stop at 2^63 (about 9.2 coins),
 * so wei are stored as canonical decimal text and handled as bigint (docs/decisions/027-money-in-integer-units.md).
 */
export const wei = customType<{ data: bigint; driverData: string }>({
  dataType: () => "text",
  toDriver: (value) => value.toString(),
  fromDriver: (value) => BigInt(value),
});

/** A canonical non-negative decimal integer: digits only, no leading zero. */
export const isWei = (column: string) =>
  sql.raw(`${column} GLOB '[0-9]*' AND NOT ${column} GLOB '*[^0-9]*' AND (${column} = '0' OR ${column} NOT GLOB '0*')`);

export const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

/** A row's edit counter: a save names the version it started from, so a stale save is refused. */
export const version = () => integer("version").notNull().default(1);
/** Hidden from every public page while false; the studio console switches it. */
export const published = () => integer("published", { mode: "boolean" }).notNull().default(true);

export const RARITIES = ["Common", "Rare", "Ultimate", "Legendary"] as const;
export type Rarity = (typeof RARITIES)[number];
export const PAYMENT_METHODS = ["wallet", "card", "crypto-provider", "social-wallet", "wallet-protocol", "custodial"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
