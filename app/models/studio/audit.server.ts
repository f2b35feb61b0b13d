import { desc, eq, lt } from "drizzle-orm";
import { db } from "~db/client.server";
import { auditLog, users } from "~db/schema";

/** A change worth recording: who (null for the command line), what, and the row before and after. */
export type AuditEntry = {
  actorUserId: number | null;
  action: string;
  entity: string;
  entityId: string | number;
  before: unknown;
  after: unknown;
};

const asJson = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** Writes one audit entry; call it inside the transaction of the change it records. */
export function recordAudit(entry: AuditEntry): void {
  db.insert(auditLog)
    .values({
      actorUserId: entry.actorUserId,
      action: entry.action,
      entity: entry.entity,
      entityId: String(entry.entityId),
      before: asJson(entry.before),
      after: asJson(entry.after),
    })
    .run();
}

const PAGE = 50;

/** The newest entries first, `PAGE` at a time (`before` is the id to continue below). */
export function auditEntries(before?: number) {
  const rows = db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      actorName: users.name,
      actorEmail: users.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(before ? lt(auditLog.id, before) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(PAGE + 1)
    .all();
  return { entries: rows.slice(0, PAGE), nextBefore: rows.length > PAGE ? rows[PAGE - 1].id : null };
}
