/**
 * What signed-in pages read of an account (its profile header, active wallet, notifications, live
 * sessions, follow counts and likes) is kept until a write to that account
 * (docs/decisions/128-account-reads-kept-until-a-write.md). Every write here comes from another
 * connection, as another web worker or the indexer's process would make it: only the triggers of
 * migrations 0022, 0032 and 0033 can tell this process about it.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { config } from "~/config.server";
import { followCounts } from "~/models/follows.server";
import { likedNftIds } from "~/models/likes.server";
import { notificationsForUser } from "~/models/notifications.server";
import { profileHeader } from "~/models/profile.server";
import { liveSessionsOf } from "~/models/sessions.server";
import { activeWallet } from "~/models/wallets.server";
import { betweenRequests, createUser, otherWorker, randomWallet, type TestUser } from "./support";

/** One statement by another worker, then the next request's turn. */
async function byAnotherWorker(text: string, ...values: unknown[]) {
  const other = otherWorker();
  const { changes } = other.prepare(text).run(...values);
  other.close();
  expect(changes).toBeGreaterThan(0);
  await betweenRequests();
}

/** Another worker signs the account in on a Firefox on Linux, at `now`, for a minute. */
const signInElsewhere = (user: TestUser, now: number) =>
  byAnotherWorker(
    "INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at, device) VALUES (?, ?, ?, ?, ?, 'Firefox on Linux')",
    `elsewhere-${user.uid}-${now}`,
    user.id,
    now,
    now,
    now + 60_000,
  );

const accountReads = (userId: number) => [
  profileHeader(userId),
  activeWallet(userId),
  notificationsForUser(userId),
  liveSessionsOf(userId),
  followCounts(userId),
  likedNftIds(userId),
];

afterEach(() => vi.useRealTimers());

describe("account reads kept until a write to the account", () => {
  it("answer the next request with what they kept while nothing is written", async () => {
    const user = await createUser({ walletAddress: randomWallet() });
    const first = accountReads(user.id);
    await betweenRequests();
    accountReads(user.id).forEach((answer, i) => expect(answer).toBe(first[i]));
    // Requests share them: a caller cannot change one for the next request.
    expect(first.every((answer) => Object.isFrozen(answer))).toBe(true);
  });

  it("keep one account's answers while another account is written", async () => {
    const [user, other] = [await createUser(), await createUser()];
    const first = accountReads(user.id);
    await byAnotherWorker("INSERT INTO notifications (user_id, title, tag, text) VALUES (?, 'Sold', 'NFT-sold', 'Your NFT sold.')", other.id);
    await byAnotherWorker("UPDATE users SET name = 'Someone Else' WHERE id = ?", other.id);
    accountReads(user.id).forEach((answer, i) => expect(answer).toBe(first[i]));
    expect(notificationsForUser(other.id).map((n) => n.text)).toEqual(["Your NFT sold."]);
  });

  it("show another worker's new name, picture and wallet on the next request", async () => {
    const before = randomWallet();
    const user = await createUser({ walletAddress: before });
    expect(profileHeader(user.id)).toMatchObject({ name: user.name, coverUrl: null, walletAddress: before });
    expect(activeWallet(user.id)?.address).toBe(before);

    await byAnotherWorker("UPDATE users SET name = 'Renamed Elsewhere', cover_url = '/uploads/c.png' WHERE id = ?", user.id);
    expect(profileHeader(user.id)).toMatchObject({ name: "Renamed Elsewhere", coverUrl: "/uploads/c.png", walletAddress: before });

    const after = randomWallet();
    await byAnotherWorker("UPDATE wallets SET active = 0 WHERE user_id = ?", user.id);
    expect(activeWallet(user.id)).toBeNull();
    expect(profileHeader(user.id)!.walletAddress).toBeNull();
    await byAnotherWorker("INSERT INTO wallets (user_id, address, kind, verified_at, active) VALUES (?, ?, 'external', ?, 1)", user.id, after, Date.now());
    expect(activeWallet(user.id)?.address).toBe(after);
    expect(profileHeader(user.id)!.walletAddress).toBe(after);
  });

  it("show a notification another process writes, and that it was read", async () => {
    const user = await createUser();
    expect(notificationsForUser(user.id)).toEqual([]);
    await byAnotherWorker("INSERT INTO notifications (user_id, title, tag, text) VALUES (?, 'Sold', 'NFT-sold', 'Your NFT sold.')", user.id);
    expect(notificationsForUser(user.id)).toMatchObject([{ text: "Your NFT sold.", read: false }]);
    await byAnotherWorker("UPDATE notifications SET read = 1 WHERE user_id = ?", user.id);
    expect(notificationsForUser(user.id)).toMatchObject([{ text: "Your NFT sold.", read: true }]);
  });

  it("list a device another worker signs in, and drop it once it signs out", async () => {
    const user = await createUser();
    expect(liveSessionsOf(user.id)).toHaveLength(1);
    await signInElsewhere(user, Date.now());
    expect(liveSessionsOf(user.id).map((s) => s.device)).toContain("Firefox on Linux");
    await byAnotherWorker("UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND device = 'Firefox on Linux'", Date.now(), user.id);
    expect(liveSessionsOf(user.id).map((s) => s.device)).not.toContain("Firefox on Linux");
  });

  it("count a follow and an unfollow another worker writes, for both accounts", async () => {
    const [fan, star] = [await createUser(), await createUser()];
    expect([followCounts(fan.id), followCounts(star.id)]).toEqual([
      { followers: 0, following: 0 },
      { followers: 0, following: 0 },
    ]);
    await byAnotherWorker("INSERT INTO follows (follower_id, followed_id, created_at) VALUES (?, ?, ?)", fan.id, star.id, Date.now());
    expect([followCounts(fan.id), followCounts(star.id)]).toEqual([
      { followers: 0, following: 1 },
      { followers: 1, following: 0 },
    ]);
    await byAnotherWorker("DELETE FROM follows WHERE follower_id = ? AND followed_id = ?", fan.id, star.id);
    expect([followCounts(fan.id), followCounts(star.id)]).toEqual([
      { followers: 0, following: 0 },
      { followers: 0, following: 0 },
    ]);
  });

  it("show a like and an unlike another worker writes", async () => {
    const user = await createUser();
    expect(likedNftIds(user.id)).toEqual([]);
    await byAnotherWorker("INSERT INTO likes (user_id, nft_id, created_at) VALUES (?, 1, ?)", user.id, Date.now());
    expect(likedNftIds(user.id)).toEqual([1]);
    await byAnotherWorker("DELETE FROM likes WHERE user_id = ?", user.id);
    expect(likedNftIds(user.id)).toEqual([]);
  });

  it("drop a device that went idle or expired, by the clock alone", async () => {
    const user = await createUser();
    const now = Date.now();
    await signInElsewhere(user, now);
    expect(liveSessionsOf(user.id)).toHaveLength(2);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now + 61_000);
    expect(liveSessionsOf(user.id).map((s) => s.device)).not.toContain("Firefox on Linux");
    expect(liveSessionsOf(user.id)).toHaveLength(1);
    vi.setSystemTime(now + config.sessionLifetime.idleMs + 1_000);
    expect(liveSessionsOf(user.id)).toEqual([]);
  });
});
