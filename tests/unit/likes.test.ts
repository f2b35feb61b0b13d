import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { nftView } from "~/models/nfts.server";
import { action as likeAction } from "~/routes/likes.$nftid";
import { loader as rootLoader } from "~/root";
import { db } from "~db/client.server";
import { likes, nfts } from "~db/schema";
import { createUser, post, visit, type TestUser } from "./support";

const anyNftId = () => db.select({ id: nfts.id }).from(nfts).limit(1).get()!.id;
const likeCount = (nftId: number) => nftView(nftId)!.likeCount;
const likeRows = () => db.select({ n: count() }).from(likes).get()!.n;
const userLikes = (user: TestUser, nftId: number) =>
  db.select({ n: count() }).from(likes).where(and(eq(likes.userId, user.id), eq(likes.nftId, nftId))).get()!.n;

function like(user: TestUser | null, nftId: number | string, liked: boolean | string, extra: Record<string, string> = {}) {
  return post(likeAction, `/likes/${nftId}`, { liked: String(liked), redirectTo: "/collections?page=2", ...extra }, {
    cookie: user?.cookie,
    params: { nftid: String(nftId) },
  });
}

describe("liking an NFT", () => {
  it("stores one like per user, counts it, and unliking removes it", async () => {
    const nftId = anyNftId();
    const [asha, ravi] = [await createUser(), await createUser()];
    const base = likeCount(nftId);

    const first = await like(asha, nftId, true);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ liked: true, count: base + 1 });
    await like(asha, nftId, true);
    expect(likeCount(nftId)).toBe(base + 1);

    await like(ravi, nftId, true);
    expect(likeCount(nftId)).toBe(base + 2);

    const undo = await like(asha, nftId, false);
    expect(await undo.json()).toEqual({ liked: false, count: base + 1 });
    expect(userLikes(asha, nftId)).toBe(0);
    expect(userLikes(ravi, nftId)).toBe(1);
  });

  it("shows the liked state to its user only, through the root loader", async () => {
    const nftId = anyNftId();
    const [asha, ravi] = [await createUser(), await createUser()];
    await like(asha, nftId, true);
    const liked = async (user: TestUser | null) =>
      ((await (await visit(rootLoader, "/", { cookie: user?.cookie })).json()) as { likedNftIds: number[] }).likedNftIds;
    expect(await liked(asha)).toContain(nftId);
    expect(await liked(ravi)).not.toContain(nftId);
    expect(await liked(null)).toEqual([]);
  });

  it("as a plain form post (JavaScript off) goes back to the page it was on", async () => {
    const nftId = anyNftId();
    const user = await createUser();
    const response = await like(user, nftId, true, { returnTo: "page" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/collections?page=2");
    expect(userLikes(user, nftId)).toBe(1);
  });

  it("sends a visitor to log in, back to the page afterwards, and stores nothing", async () => {
    const nftId = anyNftId();
    const before = likeRows();
    const response = await like(null, nftId, true, { returnTo: "page" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent("/collections?page=2")}`);
    expect(likeRows()).toBe(before);
  });

  it.each([
    ["an unknown NFT", "987654", "true", 404],
    ["a word for an id", "abc", "true", 404],
    ["a huge id", "9".repeat(30), "true", 404],
    ["a bad liked value", "NFT", "maybe", 400],
  ])("answers %s with a 4xx and changes nothing", async (_label, rawId, liked, status) => {
    const user = await createUser();
    const id = rawId === "NFT" ? String(anyNftId()) : rawId;
    const before = likeRows();
    expect((await like(user, id, liked)).status).toBe(status);
    expect(likeRows()).toBe(before);
  });

  it("leaves another user's like alone when someone unlikes", async () => {
    const nftId = anyNftId();
    const [owner, other] = [await createUser(), await createUser()];
    await like(owner, nftId, true);
    await like(other, nftId, false);
    expect(userLikes(owner, nftId)).toBe(1);
  });
});
