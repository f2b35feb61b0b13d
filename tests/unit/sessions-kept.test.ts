/**
 * A signed-in session is kept until a write to its account
 * (docs/decisions/112-sessions-kept-until-a-write.md). Every write here is plain SQL, as another
 * worker or the indexer's process would make it: only the triggers of migration 0022 can tell this
 * process's kept session about it.
 */
import { describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { sessionStorage } from "~/models/session.server";
import { sessionByToken } from "~/models/sessions.server";
import { db } from "~db/client.server";
import { createUser, randomWallet } from "./support";

const sql = (text: string, ...values: unknown[]) => db.$client.prepare(text).run(...values);

async function signedIn() {
  const user = await createUser();
  const token = (await sessionStorage().getSession(user.cookie)).get("sid") as string;
  const signedInAt = sessionByToken(token)!.lastSeenAt.getTime();
  return { user, token, signedInAt };
}

describe("a kept session", () => {
  it("is the same answer on the next request while nothing is written", async () => {
    const { token } = await signedIn();
    const first = sessionByToken(token);
    expect(first).not.toBeNull();
    expect(sessionByToken(token)).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first!.user)).toBe(true);
  });

  it("ends at once when the session is revoked, in any process", async () => {
    const { user, token } = await signedIn();
    sessionByToken(token);
    sql("UPDATE sessions SET revoked_at = ? WHERE user_id = ?", Date.now(), user.id);
    expect(sessionByToken(token)).toBeNull();
  });

  it("ends at once when the session is deleted with its account", async () => {
    const { user, token } = await signedIn();
    sessionByToken(token);
    sql("DELETE FROM users WHERE id = ?", user.id);
    expect(sessionByToken(token)).toBeNull();
  });

  it("shows a new name and picture, a new wallet and notifications on the next request", async () => {
    const { user, token } = await signedIn();
    expect(sessionByToken(token)!.user).toMatchObject({ name: user.name, avatarUrl: null, walletAddress: null, unreadNotifications: 0 });

    sql("UPDATE users SET name = 'Renamed Elsewhere', avatar_url = '/uploads/a.png' WHERE id = ?", user.id);
    expect(sessionByToken(token)!.user).toMatchObject({ name: "Renamed Elsewhere", avatarUrl: "/uploads/a.png" });

    const wallet = randomWallet();
    sql("INSERT INTO wallets (user_id, address, kind, verified_at, active) VALUES (?, ?, 'external', ?, 1)", user.id, wallet, Date.now());
    expect(sessionByToken(token)!.user.walletAddress).toBe(wallet);
    sql("UPDATE wallets SET active = 0 WHERE user_id = ?", user.id);
    expect(sessionByToken(token)!.user.walletAddress).toBeNull();

    sql("INSERT INTO notifications (user_id, title, tag, text) VALUES (?, 'Sold', 'NFT-sold', 'Your NFT sold.')", user.id);
    expect(sessionByToken(token)!.user.unreadNotifications).toBe(1);
    sql("UPDATE notifications SET read = 1 WHERE user_id = ?", user.id);
    expect(sessionByToken(token)!.user.unreadNotifications).toBe(0);
    sql("DELETE FROM wallets WHERE user_id = ?", user.id);
    sql("INSERT INTO notifications (user_id, title, tag, text) VALUES (?, 'Outbid', 'NFT-outbid', 'You were outbid.')", user.id);
    expect(sessionByToken(token)!.user.unreadNotifications).toBe(1);
    sql("DELETE FROM notifications WHERE user_id = ?", user.id);
    expect(sessionByToken(token)!.user.unreadNotifications).toBe(0);
  });

  it("follows a wallet moved to another account, on both accounts", async () => {
    const [from, to] = [await signedIn(), await signedIn()];
    const wallet = randomWallet();
    sql("INSERT INTO wallets (user_id, address, kind, verified_at, active) VALUES (?, ?, 'external', ?, 1)", from.user.id, wallet, Date.now());
    expect(sessionByToken(from.token)!.user.walletAddress).toBe(wallet);
    expect(sessionByToken(to.token)!.user.walletAddress).toBeNull();
    sql("UPDATE wallets SET user_id = ? WHERE address = ?", to.user.id, wallet);
    expect(sessionByToken(from.token)!.user.walletAddress).toBeNull();
    expect(sessionByToken(to.token)!.user.walletAddress).toBe(wallet);
  });

  it("is left alone by a write to another account", async () => {
    const [mine, theirs] = [await signedIn(), await signedIn()];
    const kept = sessionByToken(mine.token);
    sql("UPDATE users SET name = 'Someone Else' WHERE id = ?", theirs.user.id);
    sql("INSERT INTO notifications (user_id, title, tag, text) VALUES (?, 'Sold', 'NFT-sold', 'Their NFT sold.')", theirs.user.id);
    expect(sessionByToken(mine.token)).toBe(kept);
    expect(sessionByToken(theirs.token)!.user).toMatchObject({ name: "Someone Else", unreadNotifications: 1 });
  });

  it("ends by the clock alone: idle too long, or past its expiry", async () => {
    const { user, token, signedInAt } = await signedIn();
    expect(sessionByToken(token, signedInAt + 1)).not.toBeNull();
    expect(sessionByToken(token, signedInAt + config.sessionLifetime.idleMs + 1)).toBeNull();

    // Last used a minute before it expires: kept, then over once the expiry passes, with no write between.
    const { expires_at: expiresAt } = db.$client.prepare("SELECT expires_at FROM sessions WHERE user_id = ?").get(user.id) as { expires_at: number };
    sql("UPDATE sessions SET last_seen_at = ? WHERE user_id = ?", expiresAt - 60_000, user.id);
    const kept = sessionByToken(token, expiresAt - 30_000);
    expect(kept).not.toBeNull();
    expect(sessionByToken(token, expiresAt - 1)).toBe(kept);
    expect(sessionByToken(token, expiresAt)).toBeNull();
  });

  it("is touched when due, and the touched session is read afresh", async () => {
    const { token, signedInAt } = await signedIn();
    const later = signedInAt + 6 * 60 * 1000;
    const touched = sessionByToken(token, later);
    expect(touched!.lastSeenAt.getTime()).toBe(signedInAt);
    const after = sessionByToken(token, later + 1);
    expect(after!.lastSeenAt.getTime()).toBe(later);
    expect(sessionByToken(token, later + 2)).toBe(after);
  });
});
