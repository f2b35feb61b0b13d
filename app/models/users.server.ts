import { eq, sql } from "drizzle-orm";
import { sessionUserColumns, type SessionUser } from "~/models/sessions.server";
import { currentSession } from "~/models/session.server";
import { db, prepared } from "~db/client.server";
import { users } from "~db/schema";

export type { SessionUser };

const sessionUserQuery = prepared(() =>
  db
    .select(sessionUserColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .prepare(),
);

export function sessionUserById(id: number): SessionUser | null {
  return sessionUserQuery().get({ id }) ?? null;
}

/** The signed-in user, or null for a visitor (or an ended session): read with the session check, in one query. */
export async function currentUser(request: Request): Promise<SessionUser | null> {
  return (await currentSession(request))?.user ?? null;
}
