import { describe, expect, it } from "vitest";
import { notifyUser, purchaseNotification } from "~/models/notifications.server";
import { loader as profileLoader } from "~/routes/profile._index";
import { loader as rootLoader } from "~/root";
import { createUser, randomWallet, visit, type TestUser } from "./support";

type ProfileData = {
  user: { name: string; walletAddress: string | null };
  cards: unknown[];
  activity: unknown[];
  toast: { kind: string; text: string } | null;
};

const profile = async (user: TestUser | null, query = "") => {
  const response = await visit(profileLoader, `/profile${query}`, { cookie: user?.cookie });
  return { response, data: response.status === 200 ? ((await response.json()) as ProfileData) : null };
};

describe("the profile page", () => {
  it("sends a visitor to /login?redirectTo=/profile", async () => {
    const { response } = await profile(null, "?tab=showcase");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fprofile");
  });

  it('shows "Please connect wallet" as an error toast when the account has no wallet, and not otherwise', async () => {
    const without = await profile(await createUser());
    expect(without.data!.toast).toEqual({ kind: "error", text: "Please connect wallet" });
    const wallet = randomWallet();
    const withWallet = await profile(await createUser({ walletAddress: wallet }));
    expect(withWallet.data!.toast).toBeNull();
    expect(withWallet.data!.user.walletAddress).toBe(wallet);
  });

  it("tabs start empty for a new account", async () => {
    const user = await createUser();
    for (const tab of ["bids", "showcase", "on-sale", "activity"]) {
      const { data } = await profile(user, `?tab=${tab}`);
      expect(data!.cards).toEqual([]);
      expect(data!.activity).toEqual([]);
    }
  });

  it("ignores an unknown tab and falls back to Bids", async () => {
    const { response } = await profile(await createUser(), "?tab=../../etc&tag=<script>");
    expect(response.status).toBe(200);
  });

  it("gives the header the signed-in user's notifications and unread count", async () => {
    const [user, stranger] = [await createUser(), await createUser()];
    notifyUser(user.id, purchaseNotification("Baasha Auto Stand"));
    type Root = { user: { unreadNotifications: number }; notifications: { text: string }[] };
    const header = async (who: TestUser) => (await (await visit(rootLoader, "/", { cookie: who.cookie })).json()) as Root;
    expect((await header(user)).user.unreadNotifications).toBe(1);
    expect((await header(user)).notifications.map((n) => n.text)).toEqual(["You have successfully purchased Baasha Auto Stand NFT"]);
    expect((await header(stranger)).user.unreadNotifications).toBe(0);
    expect((await header(stranger)).notifications).toEqual([]);
  });
});
