import { asc, eq, ne, sql } from "drizzle-orm";
import type { StudioActor } from "~/models/studio/access.server";
import { recordAudit } from "~/models/studio/audit.server";
import { db } from "~db/client.server";
import { productionHouses, users, type Role } from "~db/schema";

export const ROLE_MESSAGES = {
  noAccount: "No account has that email address. The person signs up first.",
  noHouse: "There is no production house with that id.",
  lastAdmin: "This is the last admin: grant admin to someone else first.",
} as const;

type RoleChange = { email: string; role: Role; productionHouseId?: number };

/**
 * Gives an account its role (docs/decisions/065-studio-roles.md): user, studio (bound to one
 * production house) or admin. Writes an audit entry with the role before and after. `actor` is
 * null for the command line. The last admin cannot be demoted, so the console never locks out.
 */
export function setRole(actor: StudioActor | null, change: RoleChange): { ok: true } | { ok: false; field: "email" | "productionHouseId" | "role"; error: string } {
  const productionHouseId = change.role === "studio" ? (change.productionHouseId ?? null) : null;
  return db.transaction(() => {
    const account = db
      .select({ id: users.id, role: users.role, productionHouseId: users.productionHouseId })
      .from(users)
      .where(sql`lower(${users.email}) = ${change.email.toLowerCase()}`)
      .get();
    if (!account) return { ok: false, field: "email", error: ROLE_MESSAGES.noAccount } as const;
    if (productionHouseId !== null && !db.select({ id: productionHouses.id }).from(productionHouses).where(eq(productionHouses.id, productionHouseId)).get()) {
      return { ok: false, field: "productionHouseId", error: ROLE_MESSAGES.noHouse } as const;
    }
    if (account.role === "admin" && change.role !== "admin") {
      const others = db.select({ id: users.id }).from(users).where(sql`${users.role} = 'admin' AND ${ne(users.id, account.id)}`).get();
      if (!others) return { ok: false, field: "role", error: ROLE_MESSAGES.lastAdmin } as const;
    }
    const before = { role: account.role, productionHouseId: account.productionHouseId };
    const after = { role: change.role, productionHouseId };
    db.update(users).set(after).where(eq(users.id, account.id)).run();
    recordAudit({
      actorUserId: actor?.id ?? null,
      action: change.role === "user" ? "role.revoke" : "role.grant",
      entity: "user",
      entityId: account.id,
      before,
      after,
    });
    return { ok: true } as const;
  });
}

/** Accounts holding a console role, admins first, for the roles page. */
export function consoleAccounts() {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      productionHouseName: productionHouses.name,
    })
    .from(users)
    .leftJoin(productionHouses, eq(productionHouses.id, users.productionHouseId))
    .where(ne(users.role, "user"))
    .orderBy(asc(users.role), asc(users.email))
    .all();
}
