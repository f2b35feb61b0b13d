/**
 * Which writes bump which cache generation: the one map the generation triggers are made from
 * (docs/decisions/158-generation-triggers-from-one-map.md). Kept reads stand while their
 * generation does (app/lib/memo.server.ts); a trigger bumps it in the writing transaction, in
 * whichever process writes.
 *
 * - `cards`: what cards and the pages made of them show (docs/decisions/098-card-reads-kept-until-a-write.md).
 * - `catalogue`: blog posts and the catalogue's counts and filter options (106, 111, 119); the
 *   studio console and orders also bump it by hand (`invalidateMemos`).
 * - `account`: one account's rows, named `account:<user id>` after the columns given
 *   (docs/decisions/128-account-reads-kept-until-a-write.md).
 *
 * A change here needs a migration: `npx drizzle-kit generate --custom --name <what>`, then
 * `npx tsx scripts/generation-triggers.ts drizzle/<that file>.sql`. tests/unit/generations.test.ts
 * fails while the migrated triggers differ from this map, and a kept read in tests fails when it
 * reads a table its generation's triggers leave out.
 */
import { getTableName, type Column } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { bids, blogPosts, films, follows, houseEditionsSold, likes, listings, nfts, notifications, productionHouses, sales, sessions, tokens, users, wallets } from "./schema";

export const GENERATIONS = ["cards", "catalogue", "account"] as const;
export type Generation = (typeof GENERATIONS)[number];

export type WriteEvent = "insert" | "update" | "delete";
const EVERY_WRITE: readonly WriteEvent[] = ["insert", "update", "delete"];

/** One table's writes that bump one generation. */
type Bump = {
  generation: Generation;
  /** The writes that bump it (every write unless said). */
  on?: readonly WriteEvent[];
  /** An update bumps it only when it sets one of these columns (any column unless said). */
  updateOf?: readonly Column[];
  /** `account`: the columns holding the user ids whose generations a write bumps (the new row's and, but for a primary key, the old row's). */
  accountsIn?: readonly Column[];
};

export const GENERATION_BUMPS: readonly (readonly [SQLiteTable, readonly Bump[]])[] = [
  [listings, [{ generation: "cards" }]],
  [likes, [{ generation: "cards" }, { generation: "account", accountsIn: [likes.userId] }]],
  [
    nfts,
    [
      { generation: "cards" },
      // What the catalogue counts of an NFT: not a sale (`available`), a like or a bid.
      { generation: "catalogue", updateOf: [nfts.celebrity, nfts.published, nfts.filmId, nfts.saleType, nfts.priceCents, nfts.rarity, nfts.title] },
    ],
  ],
  [films, [{ generation: "cards" }, { generation: "catalogue", on: ["update"], updateOf: [films.published, films.slug] }]],
  [productionHouses, [{ generation: "cards" }]],
  [tokens, [{ generation: "cards" }]],
  [bids, [{ generation: "cards" }]],
  // Film pages and /collections show stats and daily volume from sales (docs/decisions/168-collection-stats-and-market-sorting.md).
  [sales, [{ generation: "cards" }]],
  [blogPosts, [{ generation: "catalogue" }]],
  [sessions, [{ generation: "account", accountsIn: [sessions.userId] }]],
  // A new account has nothing kept.
  [users, [{ generation: "account", on: ["update", "delete"], accountsIn: [users.id] }]],
  [wallets, [{ generation: "account", accountsIn: [wallets.userId] }]],
  [notifications, [{ generation: "account", accountsIn: [notifications.userId] }]],
  // A follow is made and undone, never changed; both accounts count it.
  [follows, [{ generation: "account", on: ["insert", "delete"], accountsIn: [follows.followerId, follows.followedId] }]],
];

/**
 * Tables that only triggers write, from the rows of other tables (the studios' editions sold, the
 * market's count of active listings): a read of one is covered when the writes to those tables
 * are. Full-text search tables are such tables too, known as virtual tables.
 */
export const TABLES_KEPT_BY_TRIGGERS: readonly string[] = [getTableName(houseEditionsSold), "active_listing_count"];

/** The tables whose writes bump `generation`. */
export function tablesBumping(generation: Generation): Set<string> {
  return new Set(GENERATION_BUMPS.filter(([, bumps]) => bumps.some((bump) => bump.generation === generation)).map(([table]) => getTableName(table)));
}

export type GenerationTrigger = { name: string; table: string; sql: string };

const quoted = (name: string) => `\`${name}\``;

/** Bumps a generation named by `name` (an SQL expression), making its row if there is none. */
const upsert = (name: string) =>
  `  INSERT INTO \`cache_generations\` (\`name\`, \`value\`) VALUES (${name}, 1)\n    ON CONFLICT (\`name\`) DO UPDATE SET \`value\` = \`value\` + 1;`;

function body(table: SQLiteTable, bump: Bump, event: WriteEvent): string[] {
  if (bump.generation !== "account") return [`  UPDATE \`cache_generations\` SET \`value\` = \`value\` + 1 WHERE \`name\` = '${bump.generation}';`];
  if (!bump.accountsIn?.length) throw new Error(`${getTableName(table)}: an account generation needs the columns holding user ids`);
  return bump.accountsIn.flatMap((column) => {
    const rows = event === "insert" ? ["NEW"] : event === "delete" ? ["OLD"] : column.primary ? ["NEW"] : ["NEW", "OLD"];
    return rows.map((row) => upsert(`'account:' || ${row}.${quoted(column.name)}`));
  });
}

/** The triggers the map makes, named `<table>_<generation>_generation_<event>`, with the text SQLite keeps of each. */
export function generationTriggers(): GenerationTrigger[] {
  return GENERATION_BUMPS.flatMap(([table, bumps]) =>
    bumps.flatMap((bump) =>
      (bump.on ?? EVERY_WRITE).map((event) => {
        const tableName = getTableName(table);
        const name = `${tableName}_${bump.generation}_generation_${event}`;
        const columns = event === "update" && bump.updateOf ? ` OF ${bump.updateOf.map((column) => quoted(column.name)).join(", ")}` : "";
        const sql = [`CREATE TRIGGER ${quoted(name)} AFTER ${event.toUpperCase()}${columns} ON ${quoted(tableName)} BEGIN`, ...body(table, bump, event), "END"].join("\n");
        return { name, table: tableName, sql };
      }),
    ),
  );
}
