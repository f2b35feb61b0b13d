import { eq, sql } from "drizzle-orm";
import { db, prepared } from "~db/client.server";
import { notifications, users } from "~db/schema";
import { getUserId } from "~/services/session.server";

/** What every page knows about the signed-in user (header, menus). */
export type SessionUser = {
  id: number;
  uid: string;
  name: string;
  avatarUrl: string | null;
  walletAddress: string | null;
  unreadNotifications: number;
};

const sessionUserQuery = prepared(() =>
  db
    .select({
      id: users.id,
      uid: users.uid,
      name: users.name,
      avatarUrl: users.avatarUrl,
      walletAddress: users.walletAddress,
      // Qualified by hand: in a one-table select drizzle leaves column names bare, and a bare "id"
      // inside the subquery would mean the notification's id, not the user's.
      unreadNotifications: sql<number>`(SELECT count(*) FROM ${notifications} AS "n" WHERE "n"."user_id" = "users"."id" AND "n"."read" = 0)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .prepare(),
);

export function sessionUserById(id: number): SessionUser | null {
  return sessionUserQuery().get({ id }) ?? null;
}

/** The signed-in user, or null for a visitor (or a session whose account no longer exists). */
export async function currentUser(request: Request): Promise<SessionUser | null> {
  const id = await getUserId(request);
  return id === null ? null : sessionUserById(id);
}
