import { describe, expect, it } from "vitest";
import { notifyUser, purchaseNotification } from "~/models/notifications.server";
import { loader as profileLoader } from "~/routes/profile._index";
import { loader as rootLoader } from "~/root";
import { db } from "~db/client.server";
import { bids, listings, nfts, purchases } from "~db/schema";
import { createUser, randomWallet, visit, type TestUser } from "./support";

type ProfileData = {
  user: { name: string; walletAddress: string | null };
  cards: { title: string; href: string; detail: string }[];
  activity: { text: string; value: string | null; kind: string }[];
  toast: { kind: string; text: string } | null;
};

const profile = async (user: TestUser | null, query = "") => {
  const response = await visit(profileLoader, `/profile${query}`, { cookie: user?.cookie });
  return { response, data: response.status === 200 ? ((await response.json()) as ProfileData) : null };
};

const twoNfts = () => db.select({ id: nfts.id, title: nfts.title }).from(nfts).limit(2).all();
const WEI = 10n ** 18n;

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

  it("reads Bids, Showcase, On Sale and Activity from the user's own rows", async () => {
    const wallet = randomWallet();
    const user = await createUser({ walletAddress: wallet });
    const stranger = await createUser({ walletAddress: randomWallet() });
    const [first, second] = twoNfts();
    const auction = db
      .insert(listings)
      .values({ nftId: first.id, tokenId: 1, onAuction: true, sellerAddress: stranger.uid, priceWei: WEI, endsAt: new Date(Date.now() + 86_400_000) })
      .returning({ id: listings.id })
      .get();
    db.insert(bids).values({ listingId: auction.id, nftId: first.id, userId: user.id, bidderAddress: wallet, amountWei: 2n * WEI, txHash: `0x${"a".repeat(64)}` }).run();
    db.insert(bids).values({ listingId: auction.id, nftId: first.id, userId: stranger.id, bidderAddress: randomWallet(), amountWei: 3n * WEI }).run();
    db.insert(purchases).values({ id: "p".repeat(20), userId: user.id, nftId: second.id, walletAddress: wallet, kind: "primary", status: "Minted", txHash: `0x${"b".repeat(64)}` }).run();
    db.insert(purchases).values({ id: "q".repeat(20), userId: stranger.id, nftId: first.id, walletAddress: randomWallet(), kind: "primary" }).run();
    const sale = db
      .insert(listings)
      .values({ nftId: second.id, tokenId: 7, onAuction: false, sellerAddress: wallet, sellerUserId: user.id, priceWei: WEI / 2n })
      .returning({ id: listings.id })
      .get();

    const bidsTab = (await profile(user, "?tab=bids")).data!.cards;
    expect(bidsTab).toEqual([expect.objectContaining({ title: first.title, href: `/nftdetail/${first.id}`, detail: "Your bid 2.00000 ETH" })]);

    const showcase = (await profile(user, "?tab=showcase")).data!.cards;
    expect(showcase).toEqual([expect.objectContaining({ title: second.title, href: `/nftshowcase/${second.id}`, detail: "Minted" })]);

    const onSale = (await profile(user, "?tab=on-sale")).data!.cards;
    expect(onSale).toEqual([expect.objectContaining({ title: second.title, href: `/nfttransfer/${sale.id}`, detail: "Price 0.50000 ETH" })]);

    const activity = (await profile(user, "?tab=activity&tag=bids")).data!.activity;
    expect(activity).toEqual([expect.objectContaining({ text: `Bid on ${first.title}`, value: "2.00000 ETH" })]);

    const strangerBids = (await profile(stranger, "?tab=bids")).data!.cards;
    expect(strangerBids.map((c) => c.detail)).toEqual(["Your bid 3.00000 ETH"]);
    expect((await profile(stranger, "?tab=on-sale")).data!.cards).toEqual([]);
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
