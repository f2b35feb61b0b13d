import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { config } from "~/config.server";
import { accountGeneration, keepAtMost, keptUntilAccountChange } from "~/lib/memo.server";
import { hashToken, newToken } from "~/lib/tokens.server";
import { db, prepared, type Transaction } from "~db/client.server";
import { cacheGenerations, notifications, sessions, users, wallets, type SignInMethod } from "~db/schema";

/** What every page knows about the signed-in user (header, menus). */
export type SessionUser = {
  id: number;
  uid: string;
  name: string;
  avatarUrl: string | null;
  walletAddress: string | null;
  unreadNotifications: number;
};

/** The columns of a SessionUser, for the queries that read one. */
export const sessionUserColumns = {
  id: users.id,
  uid: users.uid,
  name: users.name,
  avatarUrl: users.avatarUrl,
  /** The active wallet (docs/decisions/070-wallets-table.md). */
  walletAddress: sql<string | null>`(SELECT "w"."address" FROM ${wallets} AS "w" WHERE "w"."user_id" = "users"."id" AND "w"."active" = 1)`,
  // Qualified by hand: drizzle leaves column names bare in some selects, and a bare "id" inside
  // the subquery would mean the notification's id, not the user's.
  unreadNotifications: sql<number>`(SELECT count(*) FROM ${notifications} AS "n" WHERE "n"."user_id" = "users"."id" AND "n"."read" = 0)`,
};

/**
 * A signed-in browser's session (docs/decisions/048-server-side-sessions.md): when and how it signed
 * in (null: before that was recorded), and its account.
 */
export type ActiveSession = { id: number; signedInAt: Date; signInMethod: SignInMethod | null; lastSeenAt: Date; user: SessionUser };

/** Writing last_seen_at on every request would turn each page view into a write; every few minutes is enough for the idle timeout. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

const touchDue = (lastSeenAt: Date, now: number) => now - lastSeenAt.getTime() > TOUCH_INTERVAL_MS;


/** Signs a browser in: a new session row, recording how it signed in; returns the token its cookie carries. */
export function startSession(userId: number, client: { userAgent: string | null; address: string | null; method: SignInMethod }, now = Date.now()): string {
  const token = newToken();
  db.insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId,
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + config.sessionLifetime.maxMs),
      device: deviceSummary(client.userAgent),
      network: networkSummary(client.address),
      signInMethod: client.method,
    })
    .run();
  return token;
}

/** The session check and the page's user read in one statement (it runs on every signed-in request). */
const sessionByTokenQuery = prepared(() =>
  db
    .select({
      sessionId: sessions.id,
      signedInAt: sessions.createdAt,
      signInMethod: sessions.signInMethod,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      ...sessionUserColumns,
      // Read in the same statement as the row, so a kept session is never newer than its generation.
      generation: sql<number>`coalesce((SELECT "g"."value" FROM ${cacheGenerations} AS "g" WHERE "g"."name" = 'account:' || "users"."id"), 0)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder("now")),
        gt(sessions.lastSeenAt, sql.placeholder("idleSince")),
      ),
    )
    .prepare(),
);

const touchQuery = prepared(() =>
  db
    .update(sessions)
    .set({ lastSeenAt: sql`${sql.placeholder("now")}` })
    .where(eq(sessions.id, sql.placeholder("id")))
    .prepare(),
);

/**
 * Sessions a web worker keeps, by token (the cookie's, which this process holds already): a kept
 * session costs no hash. The one read longest ago is dropped first.
 */
export const KEPT_SESSIONS = 2_000;

/** A session as read, with its account's generation then and the moment it stops being live by the clock alone. */
type KeptSession = { session: ActiveSession; generation: number; liveUntil: number };

const keptSessions = new Map<string, KeptSession>();

/**
 * The live session a cookie's token belongs to (not revoked, not idle too long, not past its
 * expiry), or null. Kept until a write to the account bumps its generation
 * (docs/decisions/112-sessions-kept-until-a-write.md): a kept session costs one indexed read of
 * that generation instead of the token's hash and the join. A revocation, a rename, a new wallet or notification is a
 * write, so it shows on the next request, in every worker. A session due for its touch is read
 * and touched as before; the touch is a write, so the next request reads it again.
 */
export function sessionByToken(token: string, now = Date.now()): ActiveSession | null {
  const kept = keptSessions.get(token);
  if (
    kept &&
    now < kept.liveUntil &&
    !touchDue(kept.session.lastSeenAt, now) &&
    accountGeneration(kept.session.user.id) === kept.generation
  ) {
    return kept.session;
  }
  const row = sessionByTokenQuery().get({ tokenHash: hashToken(token), now, idleSince: now - config.sessionLifetime.idleMs });
  if (!row) {
    keptSessions.delete(token);
    return null;
  }
  const { sessionId, signedInAt, signInMethod, lastSeenAt, expiresAt, generation, ...user } = row;
  const session: ActiveSession = Object.freeze({ id: sessionId, signedInAt, signInMethod, lastSeenAt, user: Object.freeze(user) });
  if (touchDue(lastSeenAt, now)) {
    touchQuery().run({ id: sessionId, now });
    keptSessions.delete(token);
  } else {
    const liveUntil = Math.min(expiresAt.getTime(), lastSeenAt.getTime() + config.sessionLifetime.idleMs);
    keepAtMost(keptSessions, KEPT_SESSIONS, token, { session, generation, liveUntil });
  }
  return session;
}

/** Ends one session (logout). */
export function revokeSession(id: number, now = Date.now()) {
  db.update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .run();
}

/**
 * Ends every session of an account, except `keep` when given ("Sign out other devices"). Takes the
 * caller's transaction, so a password change and the revocation commit together.
 */
export function revokeSessionsOf(userId: number, options: { keep?: number; tx?: Transaction; now?: number } = {}): number {
  const where = and(eq(sessions.userId, userId), isNull(sessions.revokedAt), options.keep ? ne(sessions.id, options.keep) : undefined);
  const result = (options.tx ?? db)
    .update(sessions)
    .set({ revokedAt: new Date(options.now ?? Date.now()) })
    .where(where)
    .run();
  return result.changes;
}

const liveSessionsStatement = prepared(() =>
  db
    .select({
      id: sessions.id,
      device: sessions.device,
      network: sessions.network,
      signedInAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, sql.placeholder("userId")),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder("now")),
        gt(sessions.lastSeenAt, sql.placeholder("idleSince")),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
    .prepare(),
);

/**
 * The account's live sessions, most recently used first, for the profile's device list. Kept until
 * a write to the account (a sign-in, a touch, a sign-out) or until the first of them stops being
 * live by the clock alone.
 */
export const liveSessionsOf = keptUntilAccountChange(
  (userId) => {
    const now = Date.now();
    return liveSessionsStatement().all({ userId, now, idleSince: now - config.sessionLifetime.idleMs });
  },
  { validUntil: (live) => Math.min(...live.map((s) => Math.min(s.expiresAt.getTime(), s.lastSeenAt.getTime() + config.sessionLifetime.idleMs))) },
);

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/CrOS/, "ChromeOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

/** "Chrome on Android"-style name of a browser, enough for a person to recognise their devices. */
export function deviceSummary(userAgent: string | null): string {
  const agent = userAgent ?? "";
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown browser";
}

/** The client's network, not its exact address: the first three parts of an IPv4 address, the first three groups of an IPv6 one. */
export function networkSummary(address: string | null): string | null {
  if (!address) return null;
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.x`;
  if (address.includes(":")) return `${address.split(":").slice(0, 3).join(":")}:…`;
  return null;
}
