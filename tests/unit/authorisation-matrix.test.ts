import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { notifyUser } from "~/models/notifications.server";
import { action as editAction, loader as editLoader } from "~/routes/edit_profile";
import { action as followAction } from "~/routes/follows.$uid";
import { action as likeAction } from "~/routes/likes.$nftid";
import { action as logoutAction } from "~/routes/logout";
import { action as lotteryAction } from "~/routes/lottery.$id";
import { loader as lotteryConfirmationLoader } from "~/routes/lottery_confirmation.$id";
import { loader as lotteryPopLoader } from "~/routes/lottery_pop";
import { loader as lotteryPurchasedLoader } from "~/routes/lottery_purchased.$id";
import { loader as cardCancelLoader } from "~/routes/checkout.card.$orderId.cancel";
import { loader as cryptoCancelLoader } from "~/routes/checkout.crypto.$orderId.cancel";
import { action as paymentIntentAction } from "~/routes/create-payment-intent";
import { loader as confirmationLoader } from "~/routes/Nft_conformation.$nftid";
import { loader as bidConfirmationLoader } from "~/routes/Bid_conformation.$nftid";
import { loader as showcaseLoader } from "~/routes/nftshowcase.$nftid";
import { action as purchaseAction, loader as nftLoader } from "~/routes/nftdetail.$nftid";
import { loader as listingLoader } from "~/routes/nfttransfer.$nftid";
import { action as markReadAction } from "~/routes/notifications.update";
import { action as offerAction, loader as offerLoader } from "~/routes/offers.$tokenid";
import { loader as notificationsLoader } from "~/routes/notifications.user";
import { action as profileEditAction, loader as profileEditLoader } from "~/routes/profile.edit_profile";
import { action as profileAction, loader as profileLoader } from "~/routes/profile._index";
import { action as sessionsAction } from "~/routes/profile.sessions";
import { action as walletAction, loader as walletLoader } from "~/routes/wallet";
import { action as keyExportAction, loader as keyExportLoader } from "~/routes/wallet_.export";
import { action as walletNonceAction } from "~/routes/wallet_.nonce";
import { action as walletVerifyAction } from "~/routes/wallet_.verify";
import { action as addFundsAction } from "~/routes/wallet_.add-funds";
import { loader as fundsAddedLoader } from "~/routes/wallet_.funds-added";
import { db } from "~db/client.server";
import { accountTokens, follows, likes, listings, lotteries, nfts, notifications, sessions, tokens, users } from "~db/schema";
import { createUser, post, postJson, visit, type TestUser } from "./support";

/**
 * Every loader and action that belongs to an account, called as a visitor, as the signed-in
 * user, and (where the request names something of another account) as another user. A refused
 * call must change nothing.
 */

const nftId = db.select({ id: nfts.id }).from(nfts).limit(1).get()!.id;
const lotteryId = db.select({ id: lotteries.id }).from(lotteries).limit(1).get()?.id;
const listingId = db.select({ id: listings.id }).from(listings).limit(1).get()!.id;
/** A token for the offers page: the test database has the catalogue but no chain. */
const tokenId = 990_001;
db.insert(tokens).values({ tokenId, nftId, ownerAddress: `0x${"cd".repeat(20)}`, mintTxHash: `0x${"00".repeat(32)}`, updatedBlock: 0 }).onConflictDoNothing().run();
/** Someone to follow: neither the owner nor the other user. */
const collector = await createUser();
const image = await sharp({ create: { width: 16, height: 16, channels: 3, background: "red" } }).png().toBuffer();
const imageForm = () => ({ image: new File([new Uint8Array(image)], "a.png") });

/** Everything an account owns that these routes could change. */
function accountState(userId: number) {
  return {
    user: db.select().from(users).where(eq(users.id, userId)).get(),
    notifications: db.select().from(notifications).where(eq(notifications.userId, userId)).all(),
    likes: db.select().from(likes).where(eq(likes.userId, userId)).all(),
    sessions: db.select({ id: sessions.id, revokedAt: sessions.revokedAt }).from(sessions).where(eq(sessions.userId, userId)).all(),
    tokens: db.select().from(accountTokens).where(eq(accountTokens.userId, userId)).all(),
    follows: db.select().from(follows).where(eq(follows.followerId, userId)).all(),
  };
}
function everything() {
  return {
    users: db.select().from(users).all(),
    notifications: db.select().from(notifications).all(),
    likes: db.select().from(likes).all(),
    sessions: db.select({ id: sessions.id, revokedAt: sessions.revokedAt }).from(sessions).all(),
    tokens: db.select().from(accountTokens).all(),
    follows: db.select().from(follows).all(),
  };
}

/** A status, or a redirect to a location. */
type Expected = number | { to: string };
type Call = { owner: TestUser; noteId: number; who: TestUser | null };
type Row = {
  name: string;
  run: (call: Call) => Promise<Response>;
  visitor: Expected;
  user: Expected;
  /** Another signed-in account acting on the owner's thing (only where the request names one). */
  otherUser?: Expected;
};

const login = (path: string) => ({ to: `/login?redirectTo=${encodeURIComponent(path)}` });

const matrix: Row[] = [
  { name: "GET /profile", run: ({ who }) => visit(profileLoader, "/profile", { cookie: who?.cookie }), visitor: login("/profile"), user: 200 },
  {
    name: "POST /profile?image=avatar (upload)",
    run: ({ who }) => post(profileAction, "/profile?index&image=avatar", imageForm(), { cookie: who?.cookie }),
    visitor: login("/profile"),
    user: { to: "/profile" },
  },
  {
    name: "POST /profile?image=cover (upload)",
    run: ({ who }) => post(profileAction, "/profile?index&image=cover", imageForm(), { cookie: who?.cookie }),
    visitor: login("/profile"),
    user: { to: "/profile" },
  },
  ...(
    [
      ["/profile/edit_profile", profileEditLoader, profileEditAction],
      ["/edit_profile", editLoader, editAction],
    ] as const
  ).flatMap(([path, loader, action]): Row[] => [
    { name: `GET ${path}`, run: ({ who }) => visit(loader, path, { cookie: who?.cookie }), visitor: login(path), user: 200 },
    {
      name: `POST ${path} (personal info, owner's id smuggled in)`,
      run: ({ who, owner }) =>
        post(action, path, { intent: "profile", id: String(owner.id), uid: owner.uid, name: "Renamed", email: `${who?.uid ?? "x"}@example.com` }, { cookie: who?.cookie }),
      visitor: login(path),
      user: { to: path },
      otherUser: { to: path },
    },
    {
      name: `POST ${path} (password, owner's id smuggled in)`,
      run: ({ who, owner }) =>
        post(action, path, { intent: "password", id: String(owner.id), password: "river lamp 1234", confirmPassword: "different 12345" }, { cookie: who?.cookie }),
      visitor: login(path),
      user: 400,
      otherUser: 400,
    },
  ]),
  { name: "POST /profile/sessions (sign out other devices)", run: ({ who }) => post(sessionsAction, "/profile/sessions", {}, { cookie: who?.cookie }), visitor: login("/profile/sessions"), user: { to: "/profile" } },
  {
    name: "GET /notifications/user",
    run: ({ who, owner }) => visit(notificationsLoader, `/notifications/user/?uid=${owner.uid}`, { cookie: who?.cookie }),
    visitor: 401,
    user: 200,
    otherUser: 403,
  },
  {
    name: "POST /notifications/update (JSON)",
    run: ({ who, noteId }) => postJson(markReadAction, "/notifications/update", { id: noteId }, { cookie: who?.cookie }),
    visitor: 401,
    user: 200,
    otherUser: 403,
  },
  {
    name: "POST /notifications/update (form)",
    run: ({ who, noteId }) => post(markReadAction, "/notifications/update", { id: String(noteId), redirectTo: "/profile", returnTo: "page" }, { cookie: who?.cookie }),
    visitor: 401,
    user: { to: "/profile" },
    otherUser: 403,
  },
  {
    name: "POST /likes/{id}",
    run: ({ who }) => post(likeAction, `/likes/${nftId}`, { liked: "true", redirectTo: "/collections", returnTo: "page" }, { cookie: who?.cookie, params: { nftid: String(nftId) } }),
    visitor: login("/collections"),
    user: { to: "/collections" },
  },
  {
    name: "POST /follows/{uid}",
    run: ({ who }) => post(followAction, `/follows/${collector.uid}`, { following: "true", redirectTo: "/collections" }, { cookie: who?.cookie, params: { uid: collector.uid } }),
    visitor: login("/collections"),
    user: { to: "/collections" },
  },
  {
    name: "GET /nfttransfer/{id} (public; the Follow button knows the viewer)",
    run: ({ who }) => visit(listingLoader, `/nfttransfer/${listingId}`, { cookie: who?.cookie, params: { nftid: String(listingId) } }),
    visitor: 200,
    user: 200,
  },
  {
    name: "GET /offers/{token} (public; the forms know the viewer)",
    run: ({ who }) => visit(offerLoader, `/offers/${tokenId}`, { cookie: who?.cookie, params: { tokenid: String(tokenId) } }),
    visitor: 200,
    user: 200,
  },
  {
    name: "POST /offers/{token} (without a wallet)",
    run: ({ who }) => post(offerAction, `/offers/${tokenId}`, { intent: "offer", amount: "0.1", days: "7" }, { cookie: who?.cookie, params: { tokenid: String(tokenId) } }),
    visitor: login(`/offers/${tokenId}`),
    user: { to: `/wallet?${new URLSearchParams({ redirectTo: `/offers/${tokenId}` })}` },
  },
  { name: "GET /wallet", run: ({ who }) => visit(walletLoader, "/wallet", { cookie: who?.cookie }), visitor: login("/wallet"), user: 200 },
  { name: "POST /wallet (disconnect)", run: ({ who }) => post(walletAction, "/wallet", { intent: "disconnect" }, { cookie: who?.cookie }), visitor: login("/wallet"), user: { to: "/wallet" } },
  {
    name: "POST /wallet (send a collectible, no standard wallet)",
    run: ({ who }) => post(walletAction, "/wallet", { intent: "send-nft", tokenId: "1", to: `0x${"ab".repeat(20)}`, password: "whatever it is" }, { cookie: who?.cookie }),
    visitor: login("/wallet"),
    user: 409,
  },
  { name: "GET /wallet/export (no standard wallet)", run: ({ who }) => visit(keyExportLoader, "/wallet/export", { cookie: who?.cookie }), visitor: login("/wallet/export"), user: { to: "/wallet" } },
  {
    name: "POST /wallet/export (no standard wallet)",
    run: ({ who }) => post(keyExportAction, "/wallet/export", { password: "whatever it is" }, { cookie: who?.cookie }),
    visitor: login("/wallet/export"),
    user: 409,
  },
  {
    name: "POST /wallet/nonce",
    run: ({ who }) => postJson(walletNonceAction, "/wallet/nonce", { address: `0x${"ab".repeat(20)}` }, { cookie: who?.cookie }),
    visitor: 401,
    user: 200,
  },
  {
    name: "POST /wallet/verify (unsigned)",
    run: ({ who }) => postJson(walletVerifyAction, "/wallet/verify", { message: "x", signature: `0x${"1".repeat(130)}` }, { cookie: who?.cookie }),
    visitor: 401,
    user: 400,
  },
  {
    name: "POST /nftdetail/{id} (quote a purchase, without a wallet)",
    run: ({ who }) => post(purchaseAction, `/nftdetail/${nftId}`, { intent: "quote" }, { cookie: who?.cookie, params: { nftid: String(nftId) } }),
    visitor: login(`/nftdetail/${nftId}`),
    user: { to: `/wallet?redirectTo=${encodeURIComponent(`/nftdetail/${nftId}`)}` },
  },
  {
    // Another buyer's order is the same 404 (tests/unit/card-payments.test.ts cancels one).
    name: "GET /checkout/card/{order}/cancel (no order of the user's)",
    run: ({ who }) => visit(cardCancelLoader, "/checkout/card/AAAAAAAAAAAAAAAAAAAA/cancel", { cookie: who?.cookie, params: { orderId: "AAAAAAAAAAAAAAAAAAAA" } }),
    visitor: login("/checkout/card/AAAAAAAAAAAAAAAAAAAA/cancel"),
    user: 404,
  },
  {
    // Another buyer's order is the same 404 (tests/unit/crypto-payments.test.ts cancels one).
    name: "GET /checkout/crypto/{order}/cancel (no order of the user's)",
    run: ({ who }) => visit(cryptoCancelLoader, "/checkout/crypto/AAAAAAAAAAAAAAAAAAAA/cancel", { cookie: who?.cookie, params: { orderId: "AAAAAAAAAAAAAAAAAAAA" } }),
    visitor: login("/checkout/crypto/AAAAAAAAAAAAAAAAAAAA/cancel"),
    user: 404,
  },
  {
    // Another buyer's order is the same 404 (tests/unit/create-payment-intent.test.ts pays one).
    name: "POST /create-payment-intent (no order of the user's)",
    run: ({ who }) =>
      postJson(paymentIntentAction, "/create-payment-intent", { description: "NFT", source: "tok_visa", currency: "usd", amount: 1000, order: "AAAAAAAAAAAAAAAAAAAA" }, { cookie: who?.cookie }),
    visitor: 401,
    user: 404,
  },
  {
    name: "POST /wallet/add-funds (without a wallet)",
    run: ({ who }) => post(addFundsAction, "/wallet/add-funds", { provider: "wyre", amount: "50", returnTo: "/wallet" }, { cookie: who?.cookie }),
    visitor: login("/wallet/add-funds"),
    user: 303,
  },
  {
    name: "GET /wallet/funds-added (back from an on-ramp)",
    run: ({ who }) => visit(fundsAddedLoader, "/wallet/funds-added?to=%2Fwallet&outcome=done", { cookie: who?.cookie }),
    visitor: login("/wallet/funds-added?to=%2Fwallet&outcome=done"),
    user: { to: "/wallet" },
  },
  {
    name: "GET /Nft_conformation/{id} (the page's texts; no order named)",
    run: ({ who }) => visit(confirmationLoader, `/Nft_conformation/${nftId}`, { cookie: who?.cookie, params: { nftid: String(nftId) } }),
    visitor: 200,
    user: 200,
  },
  {
    name: "GET /Bid_conformation/{id} (a published NFT)",
    run: ({ who }) => visit(bidConfirmationLoader, `/Bid_conformation/${nftId}`, { cookie: who?.cookie, params: { nftid: String(nftId) } }),
    visitor: 200,
    user: 200,
  },
  {
    name: "GET /nftshowcase/{id} (a published NFT)",
    run: ({ who }) => visit(showcaseLoader, `/nftshowcase/${nftId}`, { cookie: who?.cookie, params: { nftid: String(nftId) } }),
    visitor: 200,
    user: 200,
  },
  {
    name: "GET /nftdetail/{id}",
    run: ({ who }) => visit(nftLoader, `/nftdetail/${nftId}`, { cookie: who?.cookie, params: { nftid: String(nftId) } }),
    visitor: login(`/nftdetail/${nftId}`),
    user: 200,
  },
  ...(lotteryId
    ? [
        {
          name: "POST /lottery/{id} (tickets)",
          run: ({ who }: Call) => post(lotteryAction, `/lottery/${lotteryId}`, { tickets: "2", payment: "card" }, { cookie: who?.cookie, params: { id: String(lotteryId) } }),
          visitor: login(`/lottery/${lotteryId}`),
          // Signed in, the order is quoted and the buyer sent to the card provider's page.
          user: 303,
        },
        {
          name: "GET /lottery_pop?lottery={id} (the popup as a page)",
          run: ({ who }: Call) => visit(lotteryPopLoader, `/lottery_pop?lottery=${lotteryId}`, { cookie: who?.cookie }),
          visitor: login(`/lottery_pop?lottery=${lotteryId}`),
          user: 200,
        },
        ...(["lottery_purchased", "lottery_confirmation"] as const).map((page) => ({
          // Another buyer's order is the same 404 (tests/unit/lottery-tickets.test.ts follows one).
          name: `GET /${page}/{id}?order= (no order of the user's)`,
          run: ({ who }: Call) =>
            visit(page === "lottery_purchased" ? lotteryPurchasedLoader : lotteryConfirmationLoader, `/${page}/${lotteryId}?order=AAAAAAAAAAAAAAAAAAAA`, { cookie: who?.cookie, params: { id: String(lotteryId) } }),
          visitor: login(`/${page}/${lotteryId}?order=AAAAAAAAAAAAAAAAAAAA`),
          user: 404,
        })),
      ]
    : []),
  { name: "POST /logout", run: ({ who }) => post(logoutAction, "/logout", {}, { cookie: who?.cookie }), visitor: { to: "/" }, user: { to: "/" } },
];

function expectAnswer(response: Response, expected: Expected, label: string) {
  if (typeof expected === "number") {
    expect(response.status, label).toBe(expected);
  } else {
    expect(response.status, label).toBe(302);
    expect(response.headers.get("Location"), label).toBe(expected.to);
  }
}

describe("authorisation matrix: visitor / user / other user × every account route", () => {
  it.each(matrix.map((row) => [row.name, row] as const))("%s", async (_name, row) => {
    const owner = await createUser();
    const other = await createUser();
    const noteId = notifyUser(owner.id, { title: "t", tag: "t", text: "For the owner only" }).id;

    const beforeVisitor = everything();
    expectAnswer(await row.run({ owner, noteId, who: null }), row.visitor, "visitor");
    expect(everything(), "a visitor changes nothing").toEqual(beforeVisitor);

    if (row.otherUser !== undefined) {
      const ownerBefore = accountState(owner.id);
      expectAnswer(await row.run({ owner, noteId, who: other }), row.otherUser, "other user");
      expect(accountState(owner.id), "another user changes nothing of the owner's").toEqual(ownerBefore);
    }

    const otherBefore = accountState(other.id);
    expectAnswer(await row.run({ owner, noteId, who: owner }), row.user, "user");
    expect(accountState(other.id), "the owner's call touches no other account").toEqual(otherBefore);
  });

  it("covers every route module that reads the session", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const protectedRoutes = readdirSync("app/routes")
      .filter((file) => /requireUserId|requireSession|requireProfileUser|currentUser\(|getUserId\(|endSession\(|editProfileAction/.test(readFileSync(`app/routes/${file}`, "utf8")))
      .sort();
    // Routes that only use the session to send a signed-in user elsewhere (sign-in pages) or
    // to pick where to go after a public action (an email confirmation link).
    const signedInRedirectOnly = ["confirm_email.$token.tsx", "login.tsx", "resetpass.tsx", "signup.tsx"];
    const covered = [
      "Bid_conformation.$nftid.tsx",
      "Nft_conformation.$nftid.tsx",
      "checkout.card.$orderId.cancel.tsx",
      "checkout.crypto.$orderId.cancel.tsx",
      "create-payment-intent.tsx",
      "edit_profile.tsx",
      "follows.$uid.tsx",
      "likes.$nftid.tsx",
      "logout.tsx",
      "lottery.$id.tsx",
      "lottery_confirmation.$id.tsx",
      "lottery_pop.tsx",
      "lottery_purchased.$id.tsx",
      "nftdetail.$nftid.tsx",
      "nftshowcase.$nftid.tsx",
      "nfttransfer.$nftid.tsx",
      "notifications.update.tsx",
      "notifications.user.tsx",
      "offers.$tokenid.tsx",
      "profile._index.tsx",
      "profile.edit_profile.tsx",
      "profile.sessions.tsx",
      "wallet.tsx",
      "wallet_.add-funds.tsx",
      "wallet_.export.tsx",
      "wallet_.funds-added.tsx",
      "wallet_.nonce.tsx",
      "wallet_.verify.tsx",
    ];
    expect(protectedRoutes.filter((file) => !signedInRedirectOnly.includes(file))).toEqual(covered);
  });
});
