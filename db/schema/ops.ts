/** Running the site: named counters, rate limits, kept-answer generations and the studio's audit log. */
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./accounts";

/** Named counters (the spec's tokenid, auction_id and listing_id documents). */
export const counters = sqliteTable(
  "counters",
  {
    name: text("name").primaryKey(),
    value: integer("value").notNull().default(0),
  },
  (t) => [check("counters_value", sql`${t.value} >= 0`)],
);

/** Rate-limited events (sign-in failures, sign-ups, reset mails, contact messages ...), per rule and key. */
export const rateLimitHits = sqliteTable(
  "rate_limit_hits",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    rule: text("rule").notNull(),
    key: text("key").notNull(),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("rate_limit_hits_key").on(t.rule, t.key, t.at)],
);

/**
 * How many times each kind of kept answer has been invalidated. Every web worker reads it before
 * using a kept answer, so a studio edit served by one worker shows on every worker at once
 * (docs/decisions/089-memos-shared-across-workers.md).
 */
export const cacheGenerations = sqliteTable("cache_generations", {
  name: text("name").primaryKey(),
  value: integer("value").notNull().default(0),
});

/** Every change made in the studio console: who, what, when, and the row before and after. */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Null for a change made from the command line (npm run admin:grant). */
    actorUserId: integer("actor_user_id").references(() => users.id),
    /** e.g. "nft.update", "role.grant". */
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    /** JSON of the row before and after the change; null when it did not exist. */
    before: text("before"),
    after: text("after"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created").on(t.createdAt), index("audit_log_entity").on(t.entity, t.entityId)],
);
