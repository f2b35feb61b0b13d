import { count } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { notifyUser } from "~/models/notifications.server";
import { action as likeAction } from "~/routes/likes.$nftid";
import { loader as listLoader } from "~/routes/notifications.user";
import { action as updateAction } from "~/routes/notifications.update";
import { action as profileAction, loader as profileLoader } from "~/routes/profile._index";
import { db } from "~db/client.server";
import { likes, nfts, notifications, users } from "~db/schema";
import { createUser, post, postJson, toastOf, visit, type TestUser } from "./support";

/** Everything these routes could change, to prove a refused call changed none of it. */
function snapshot() {
  return {
    users: db.select({ id: users.id, avatar: users.avatarUrl, cover: users.coverUrl }).from(users).all(),
    notifications: db.select({ id: notifications.id, read: notifications.read }).from(notifications).all(),
    likes: db.select({ n: count() }).from(likes).get()!.n,
  };
}

describe("every profile, notification and like route refuses visitors and other users", async () => {
  const owner = await createUser();
  const stranger = await createUser();
  const note = notifyUser(owner.id, { title: "t", tag: "t", text: "Only for the owner" });
  const nftId = db.select({ id: nfts.id }).from(nfts).limit(1).get()!.id;
  const image = await sharp({ create: { width: 20, height: 20, channels: 3, background: "blue" } }).png().toBuffer();
  const uploadForm = () => ({ image: new File([new Uint8Array(image)], "a.png") });

  type Attempt = { name: string; run: (who: TestUser | null) => Promise<Response>; visitor: number | string; stranger?: number };
  const attempts: Attempt[] = [
    { name: "profile page", run: (who) => visit(profileLoader, "/profile", { cookie: who?.cookie }), visitor: "/login?redirectTo=%2Fprofile" },
    { name: "avatar upload", run: (who) => post(profileAction, "/profile?index&image=avatar", uploadForm(), { cookie: who?.cookie }), visitor: "/login?redirectTo=%2Fprofile" },
    { name: "cover upload", run: (who) => post(profileAction, "/profile?index&image=cover", uploadForm(), { cookie: who?.cookie }), visitor: "/login?redirectTo=%2Fprofile" },
    { name: "notification list", run: (who) => visit(listLoader, `/notifications/user/?uid=${owner.uid}`, { cookie: who?.cookie }), visitor: 401, stranger: 403 },
    { name: "mark read (JSON)", run: (who) => postJson(updateAction, "/notifications/update", { id: note.id }, { cookie: who?.cookie }), visitor: 401, stranger: 403 },
    {
      name: "mark read (form)",
      run: (who) => post(updateAction, "/notifications/update", { id: String(note.id), redirectTo: "/", returnTo: "page" }, { cookie: who?.cookie }),
      visitor: 401,
      stranger: 403,
    },
    {
      name: "like",
      run: (who) => post(likeAction, `/likes/${nftId}`, { liked: "true", redirectTo: "/collections" }, { cookie: who?.cookie, params: { nftid: String(nftId) } }),
      visitor: "/login?redirectTo=%2Fcollections",
    },
  ];

  it.each(attempts.map((a) => [a.name, a] as const))("%s: a visitor is refused and nothing changes", async (_name, attempt) => {
    const before = snapshot();
    const response = await attempt.run(null);
    if (typeof attempt.visitor === "number") expect(response.status).toBe(attempt.visitor);
    else {
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(attempt.visitor);
      expect(await toastOf(response)).toEqual({ kind: "info", text: "Please Login to Continue" });
    }
    expect(snapshot()).toEqual(before);
  });

  it.each(attempts.filter((a) => a.stranger).map((a) => [a.name, a] as const))(
    "%s: another signed-in user is refused and nothing changes",
    async (_name, attempt) => {
      const before = snapshot();
      expect((await attempt.run(stranger)).status).toBe(attempt.stranger);
      expect(snapshot()).toEqual(before);
    },
  );

  it("another user's upload, like and profile touch only their own account", async () => {
    const before = snapshot();
    expect((await post(profileAction, "/profile?index&image=avatar", uploadForm(), { cookie: stranger.cookie })).status).toBe(302);
    const page = (await (await visit(profileLoader, "/profile", { cookie: stranger.cookie })).json()) as { user: { name: string } };
    expect(page.user.name).toBe(stranger.name);
    const after = snapshot();
    const ownerRow = (s: typeof before) => s.users.find((u) => u.id === owner.id);
    expect(ownerRow(after)).toEqual(ownerRow(before));
    expect(after.notifications).toEqual(before.notifications);
  });
});
