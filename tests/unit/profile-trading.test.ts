import { randomBytes } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { getAddress, type Log, type Result } from "ethers";
import { describe, expect, it } from "vitest";
import { marketHandlers, type IndexedEvent } from "~/jobs/indexer-handlers.server";
import { setFollow } from "~/models/follows.server";
import { bidsTab, bidStatus, chainAddress, showcaseTab } from "~/models/profile-tabs.server";
import { action as followAction } from "~/routes/follows.$uid";
import { loader as detailLoader } from "~/routes/nftdetail.$nftid";
import { loader as listingLoader } from "~/routes/nfttransfer.$nftid";
import { loader as profileLoader } from "~/routes/profile._index";
import type { ChainContext } from "~/services/chain.server";
import { db } from "~db/client.server";
import { bids, follows, likes, listings, nfts, notifications, rateLimitHits, sales, tokens } from "~db/schema";
import { betweenRequests, createUser, otherWorker, post, randomWallet, toastOf, visit, type TestUser } from "./support";

const WEI = 10n ** 18n;
const txHash = () => `0x${randomBytes(32).toString("hex")}`;
const checksummed = () => getAddress(randomWallet());
const [firstNft, secondNft] = db.select({ id: nfts.id, title: nfts.title }).from(nfts).limit(2).all();
let nextChainId = 10_000;

type Card = { title: string; href: string; detail: string; status: string | null; statusText: string | null; actions: { href: string; label: string }[] };
type Entry = { kind: string; text: string; href: string | null; value: string | null; txUrl: string | null };
type ProfileData = {
  cards: Card[];
  activity: Entry[];
  page: number;
  pageCount: number;
  follows: { followers: number; following: number };
  refunds: unknown;
};

async function profile(user: TestUser, query: string): Promise<ProfileData> {
  const response = await visit(profileLoader, `/profile${query}`, { cookie: user.cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as ProfileData;
}

function auction(seller: string, values: Partial<typeof listings.$inferInsert> = {}) {
  return db
    .insert(listings)
    .values({
      nftId: firstNft.id,
      tokenId: nextChainId,
      onAuction: true,
      chainListingId: nextChainId++,
      sellerAddress: seller,
      priceWei: WEI,
      endsAt: new Date(Date.now() + 86_400_000),
      ...values,
    })
    .returning()
    .get();
}

function bid(listing: { id: number; nftId: number }, bidder: string, amountWei: bigint) {
  db.insert(bids).values({ listingId: listing.id, nftId: listing.nftId, bidderAddress: bidder, amountWei, txHash: txHash(), blockNumber: 1 }).run();
  db.update(listings).set({ highestBidWei: amountWei, highestBidder: bidder }).where(eq(listings.id, listing.id)).run();
}

/** Applies a market event the way the indexer does, inside a transaction. */
function apply(name: string, args: Record<string, unknown>, log = { transactionHash: txHash(), index: 3, blockNumber: 7 }) {
  const event: IndexedEvent = { log: log as Log, args: args as unknown as Result, at: new Date(), chain: {} as ChainContext, tokenUris: new Map() };
  db.transaction((tx) => marketHandlers[name](tx, event));
  return log;
}

const notesOf = (userId: number) => db.select({ tag: notifications.tag, text: notifications.text }).from(notifications).where(eq(notifications.userId, userId)).all();

describe("bid status", () => {
  const me = checksummed();
  const other = checksummed();
  it.each([
    ["active", me, "leading"],
    ["active", me.toLowerCase(), "leading"],
    ["active", other, "outbid"],
    ["settled", me, "won"],
    ["settled", other, "lost"],
    ["cancelled", null, "lost"],
    ["active", null, "outbid"],
  ] as const)("%s auction, highest bidder %s: %s", (status, highestBidder, expected) => {
    expect(bidStatus({ status, highestBidder }, me)).toBe(expected);
  });
});

describe("an address as the indexer stores it", () => {
  it("is the checksummed form of any spelling, asked once or again", () => {
    const stored = checksummed();
    for (let round = 0; round < 2; round++) {
      for (const spelling of [stored, stored.toLowerCase(), `0x${stored.slice(2).toUpperCase()}`]) expect(chainAddress(spelling)).toBe(stored);
    }
  });

  it("leaves text that is not an address as it is", () => {
    for (let round = 0; round < 2; round++) expect(chainAddress("not-an-address")).toBe("not-an-address");
  });
});

describe("the Bids, Showcase and On Sale tabs", () => {
  it("show each auction the wallet bid on once, with its latest bid and how it stands", async () => {
    const wallet = checksummed();
    const user = await createUser({ walletAddress: wallet.toLowerCase() });
    const rival = checksummed();
    const seller = checksummed();
    const leading = auction(seller);
    bid(leading, wallet, WEI);
    bid(leading, rival, 2n * WEI);
    bid(leading, wallet, 3n * WEI);
    const outbid = auction(seller, { nftId: secondNft.id });
    bid(outbid, wallet, 2n * WEI);
    bid(outbid, rival, 4n * WEI);
    const won = auction(seller, { status: "settled" });
    bid(won, wallet, 5n * WEI);
    const lost = auction(seller, { status: "settled" });
    bid(lost, wallet, WEI);
    bid(lost, rival, 6n * WEI);

    const cards = (await profile(user, "?tab=bids")).cards;
    expect(cards.map((c) => [c.statusText, c.detail])).toEqual([
      ["Lost", "Your bid 1.00000 ETH"],
      ["Won", "Your bid 5.00000 ETH"],
      ["Outbid", "Your bid 2.00000 ETH"],
      ["Leading", "Your bid 3.00000 ETH"],
    ]);
    expect(cards[3].href).toBe(`/nftdetail/${firstNft.id}`);
    expect(cards[2].href).toBe(`/nftdetail/${secondNft.id}`);
  });

  it("Showcase lists the tokens the wallet owns with Put to Sale, paged by 24", async () => {
    const wallet = checksummed();
    const user = await createUser({ walletAddress: wallet });
    for (let i = 0; i < 30; i++) {
      db.insert(tokens).values({ tokenId: 500_000 + i, nftId: firstNft.id, ownerAddress: wallet, mintTxHash: txHash(), updatedBlock: i }).run();
    }
    db.insert(tokens).values({ tokenId: 600_000, nftId: firstNft.id, ownerAddress: checksummed(), mintTxHash: txHash(), updatedBlock: 1 }).run();
    const first = await profile(user, "?tab=showcase");
    expect(first.cards).toHaveLength(24);
    expect([first.page, first.pageCount]).toEqual([1, 2]);
    expect(first.cards[0]).toMatchObject({ href: `/nftshowcase/${firstNft.id}`, detail: "Token #500029", actions: [{ href: `/sell/${firstNft.id}`, label: "Put to Sale" }] });
    const second = await profile(user, "?tab=showcase&page=2");
    expect(second.cards.map((c) => c.detail)).toEqual(["#500005", "#500004", "#500003", "#500002", "#500001", "#500000"].map((t) => `Token ${t}`));
    // A page past the end or out of range is refused quietly: the first page.
    expect((await profile(user, "?tab=showcase&page=99999")).page).toBe(1);
  });

  it("Showcase is read once between writes, and follows a transfer the indexer applies at once", async () => {
    const [wallet, buyer] = [checksummed(), checksummed()];
    const [seller, collector] = await Promise.all([createUser({ walletAddress: wallet }), createUser({ walletAddress: buyer })]);
    db.insert(tokens).values({ tokenId: 700_000, nftId: firstNft.id, ownerAddress: wallet, mintTxHash: txHash(), updatedBlock: 1 }).run();
    const kept = showcaseTab(wallet, 1);
    expect(kept.items.map((card) => card.detail)).toEqual(["Token #700000"]);
    expect(showcaseTab(wallet, 1)).toBe(kept);

    db.update(tokens).set({ ownerAddress: buyer, updatedBlock: 2 }).where(eq(tokens.tokenId, 700_000)).run();
    expect((await profile(seller, "?tab=showcase")).cards).toEqual([]);
    expect((await profile(collector, "?tab=showcase")).cards.map((card) => card.detail)).toEqual(["Token #700000"]);
  });

  it("Bids is read once between writes, and follows a bid another process writes, even one its listing has not seen", async () => {
    const wallet = checksummed();
    const listing = auction(checksummed());
    bid(listing, wallet, 2n * WEI);
    const kept = bidsTab(wallet, 1);
    expect(kept.items.map((card) => [card.detail, card.statusText])).toEqual([["Your bid 2.00000 ETH", "Leading"]]);
    expect(bidsTab(wallet, 1)).toBe(kept);

    // The indexer's process stores a later bid; the listing's row is left as it was.
    const other = otherWorker();
    other
      .prepare("INSERT INTO bids (listing_id, nft_id, bidder_address, amount_wei, tx_hash, block_number) VALUES (?, ?, ?, ?, ?, 2)")
      .run(listing.id, listing.nftId, wallet, (3n * WEI).toString(), txHash());
    other.close();
    await betweenRequests();
    expect(bidsTab(wallet, 1).items.map((card) => card.detail)).toEqual(["Your bid 3.00000 ETH"]);
  });

  it("On Sale shows live listings and auctions with the current price and the owner's actions", async () => {
    const wallet = checksummed();
    const user = await createUser({ walletAddress: wallet });
    const fixed = db
      .insert(listings)
      .values({ nftId: secondNft.id, tokenId: 1, onAuction: false, chainListingId: nextChainId++, sellerAddress: wallet, priceWei: WEI / 2n })
      .returning()
      .get();
    const quiet = auction(wallet);
    const bidOn = auction(wallet);
    bid(bidOn, checksummed(), 3n * WEI);
    auction(wallet, { status: "cancelled" });
    const cards = (await profile(user, "?tab=on-sale")).cards;
    expect(cards.map((c) => [c.href, c.detail, c.actions.map((a) => a.label)])).toEqual([
      [`/nfttransfer/${bidOn.id}`, "Auction · highest bid 3.00000 ETH", []],
      [`/nfttransfer/${quiet.id}`, "Auction · reserve 1.00000 ETH", ["Cancel auction"]],
      [`/nfttransfer/${fixed.id}`, "Price 0.50000 ETH", ["Change price or cancel"]],
    ]);
    expect(cards[2].actions[0].href).toBe(`/sell/${secondNft.id}`);
  });

  it("an account without a wallet sees empty trading tabs and the wallet toast", async () => {
    const user = await createUser();
    for (const tab of ["bids", "showcase", "on-sale"]) expect((await profile(user, `?tab=${tab}`)).cards).toEqual([]);
    const response = await visit(profileLoader, "/profile", { cookie: user.cookie });
    expect(((await response.json()) as { toast: unknown }).toast).toEqual({ kind: "error", text: "Please connect wallet" });
  });
});

describe("the Activity tab", () => {
  it("lists bids, purchases, sales, listings, likes and follows with values and tx links; each tag keeps its kind", async () => {
    const wallet = checksummed();
    const user = await createUser({ walletAddress: wallet });
    const fan = await createUser({ name: "Fan Follower" });
    const idol = await createUser({ name: "Idol Seller" });
    const live = auction(checksummed());
    bid(live, wallet, 2n * WEI);
    const sale = (buyer: string, seller: string, price: bigint) =>
      db.insert(sales).values({ nftId: secondNft.id, tokenId: 9, kind: "resale", sellerAddress: seller, buyerAddress: buyer, priceWei: price, royaltyWei: price / 10n, txHash: txHash() }).run();
    sale(wallet, checksummed(), 3n * WEI);
    sale(checksummed(), wallet, 4n * WEI);
    auction(wallet);
    db.insert(listings).values({ nftId: secondNft.id, tokenId: 2, onAuction: false, sellerAddress: wallet, priceWei: WEI, txHash: txHash() }).run();
    db.insert(likes).values({ userId: user.id, nftId: firstNft.id }).run();
    setFollow(fan.id, user.uid, true);
    setFollow(user.id, idol.uid, true);

    const all = (await profile(user, "?tab=activity")).activity;
    expect(all.map((e) => e.kind).sort()).toEqual(["auctions", "bids", "followers", "following", "likes", "listings", "purchases", "sold"]);
    const byKind = Object.fromEntries(all.map((e) => [e.kind, e]));
    expect(byKind.bids).toMatchObject({ text: `Bid on ${firstNft.title}`, value: "2.00000 ETH", txUrl: expect.stringMatching(/^\/explorer\/tx\/0x[0-9a-f]{64}$/) });
    expect(byKind.purchases).toMatchObject({ text: `Bought ${secondNft.title}`, value: "3.00000 ETH" });
    expect(byKind.sold).toMatchObject({ text: `Sold ${secondNft.title}`, value: "4.00000 ETH" });
    expect(byKind.followers).toMatchObject({ text: "Fan Follower followed you", href: null });
    expect(byKind.following).toMatchObject({ text: "You followed Idol Seller", href: null });

    for (const tag of ["likes", "bids", "auctions", "sold", "followers", "following"]) {
      const filtered = (await profile(user, `?tab=activity&tag=${tag}`)).activity;
      expect(filtered.map((e) => e.kind), tag).toEqual([tag]);
    }
    expect((await profile(user, "?tab=activity")).follows).toEqual({ followers: 1, following: 1 });
  });

  it("shows another user's rows nowhere, and names followers by name only", async () => {
    const wallet = checksummed();
    const user = await createUser({ walletAddress: wallet });
    const strangerWallet = checksummed();
    const stranger = await createUser({ name: "Private Stranger", walletAddress: strangerWallet });
    const theirs = auction(strangerWallet);
    bid(auction(checksummed()), strangerWallet, WEI);
    db.insert(tokens).values({ tokenId: 700_001, nftId: firstNft.id, ownerAddress: strangerWallet, mintTxHash: txHash(), updatedBlock: 1 }).run();
    db.insert(likes).values({ userId: stranger.id, nftId: firstNft.id }).run();
    setFollow(stranger.id, user.uid, true);

    for (const tab of ["bids", "showcase", "on-sale"]) expect((await profile(user, `?tab=${tab}`)).cards, tab).toEqual([]);
    const activity = (await profile(user, "?tab=activity")).activity;
    expect(activity.map((e) => e.kind)).toEqual(["followers"]);
    const raw = JSON.stringify(await profile(user, "?tab=activity&tag=followers"));
    expect(raw).toContain("Private Stranger");
    expect(raw).not.toContain(stranger.uid + "@example.com");
    expect(raw).not.toContain(strangerWallet);
    expect(raw).not.toContain(`/nfttransfer/${theirs.id}`);
  });
});

describe("follows", () => {
  const follow = (who: TestUser | null, uid: string, following = "true", redirectTo = "/market") =>
    post(followAction, `/follows/${uid}`, { following, redirectTo }, { cookie: who?.cookie, params: { uid } });
  const followRows = () => db.select({ n: count() }).from(follows).get()!.n;

  it("follows once however often it is sent, and unfollows", async () => {
    const [fan, seller] = [await createUser(), await createUser()];
    const first = await follow(fan, seller.uid);
    expect(first.headers.get("Location")).toBe("/market");
    expect(await toastOf(first)).toEqual({ kind: "success", text: "You are now following this collector." });
    await follow(fan, seller.uid);
    expect(db.select({ n: count() }).from(follows).where(eq(follows.followedId, seller.id)).get()!.n).toBe(1);
    const gone = await follow(fan, seller.uid, "false");
    expect(await toastOf(gone)).toEqual({ kind: "info", text: "You no longer follow this collector." });
    expect(db.select({ n: count() }).from(follows).where(eq(follows.followedId, seller.id)).get()!.n).toBe(0);
  });

  it("refuses following yourself, unknown users, bad input and visitors, changing nothing", async () => {
    const fan = await createUser();
    const before = followRows();
    const self = await follow(fan, fan.uid);
    expect(await toastOf(self)).toEqual({ kind: "error", text: "You cannot follow yourself." });
    expect(setFollow(fan.id, fan.uid, true)).toEqual({ status: "self" });
    expect((await follow(fan, "no-such-user")).status).toBe(404);
    expect((await follow(fan, "bad uid!")).status).toBe(400);
    expect((await follow(fan, fan.uid, "maybe")).status).toBe(400);
    const visitor = await follow(null, fan.uid);
    expect(visitor.headers.get("Location")).toBe("/login?redirectTo=%2Fmarket");
    expect(await toastOf(visitor)).toEqual({ kind: "info", text: "Please Login to Continue" });
    // An outside address in redirectTo goes home instead.
    const other = await createUser();
    expect((await follow(fan, other.uid, "true", "//evil.example")).headers.get("Location")).toBe("/");
    expect(followRows()).toBe(before + 1);
  });

  it("limits follow clicks per account", async () => {
    const [fan, seller] = [await createUser(), await createUser()];
    const now = new Date();
    for (let i = 0; i < 60; i++) db.insert(rateLimitHits).values({ rule: "follow:account", key: String(fan.id), at: now }).run();
    const refused = await follow(fan, seller.uid);
    expect((await toastOf(refused))?.text).toMatch(/^Too many follows\. Please try again in \d+ minutes?\.$/);
    expect(db.select({ n: count() }).from(follows).where(and(eq(follows.followerId, fan.id))).get()!.n).toBe(0);
  });

  it("the listing page offers to follow a seller with an account, not yourself, not a wallet without one", async () => {
    const sellerWallet = checksummed();
    const seller = await createUser({ name: "Listing Seller", walletAddress: sellerWallet });
    const viewer = await createUser();
    const listed = db
      .insert(listings)
      .values({ nftId: firstNft.id, tokenId: 3, onAuction: false, sellerAddress: sellerWallet, sellerUserId: seller.id, priceWei: WEI })
      .returning()
      .get();
    const target = async (who: TestUser | null) =>
      ((await (await visit(listingLoader, `/nfttransfer/${listed.id}`, { cookie: who?.cookie, params: { nftid: String(listed.id) } })).json()) as {
        sellerToFollow: unknown;
      }).sellerToFollow;
    expect(await target(viewer)).toEqual({ uid: seller.uid, name: "Listing Seller", following: false, self: false });
    setFollow(viewer.id, seller.uid, true);
    expect(await target(viewer)).toMatchObject({ following: true });
    expect(await target(seller)).toMatchObject({ self: true });
    expect(await target(null)).toMatchObject({ following: false, self: false });
    const anonymous = db.insert(listings).values({ nftId: firstNft.id, tokenId: 4, onAuction: false, sellerAddress: checksummed(), priceWei: WEI }).returning().get();
    const response = await visit(listingLoader, `/nfttransfer/${anonymous.id}`, { cookie: viewer.cookie, params: { nftid: String(anonymous.id) } });
    expect(((await response.json()) as { sellerToFollow: unknown }).sellerToFollow).toBeNull();
  });

  it("the auction detail page's seller block offers to follow the auction's seller, and its countdown starts from the server's clock", async () => {
    const auctionNft = db.select({ id: nfts.id }).from(nfts).where(eq(nfts.saleType, "auction")).get()!;
    const sellerWallet = checksummed();
    const seller = await createUser({ name: "Auction Seller", walletAddress: sellerWallet });
    const viewer = await createUser();
    auction(sellerWallet, { nftId: auctionNft.id, sellerUserId: seller.id });
    const before = Date.now();
    const response = await visit(detailLoader, `/nftdetail/${auctionNft.id}`, { cookie: viewer.cookie, params: { nftid: String(auctionNft.id) } });
    const data = (await response.json()) as { sellerToFollow: unknown; auction: { state: string; asOf: number } };
    expect(data.sellerToFollow).toEqual({ uid: seller.uid, name: "Auction Seller", following: false, self: false });
    expect(data.auction.state).toBe("live");
    expect(data.auction.asOf).toBeGreaterThanOrEqual(before);
    expect(data.auction.asOf).toBeLessThanOrEqual(Date.now());
  });
});

describe("notifications from chain events", () => {
  it("outbid, won and sold are created once each, however often the events are replayed", async () => {
    const [bidderWallet, winnerWallet, sellerWallet] = [checksummed(), checksummed(), checksummed()];
    const [bidder, winner, seller] = [
      await createUser({ walletAddress: bidderWallet.toLowerCase() }),
      await createUser({ walletAddress: winnerWallet }),
      await createUser({ walletAddress: sellerWallet }),
    ];
    const live = auction(sellerWallet);
    const auctionId = BigInt(live.chainListingId!);

    const refundLog = apply("BidRefundCredited", { auctionId, bidder: bidderWallet, amount: 1_112_500_000_000_000_000n });
    apply("BidRefundCredited", { auctionId, bidder: bidderWallet, amount: 1_112_500_000_000_000_000n }, refundLog);
    expect(notesOf(bidder.id)).toEqual([
      { tag: "NFT-outbid", text: `You have been outbid on ${firstNft.title}. Withdraw your refund of 1.11250 ETH from your profile.` },
    ]);

    const settled = { auctionId, tokenId: BigInt(live.tokenId), winner: winnerWallet, seller: sellerWallet, amount: 2n * WEI, fee: 0n, royaltyReceiver: sellerWallet, royalty: WEI / 5n };
    const settleLog = apply("AuctionSettled", settled);
    apply("AuctionSettled", settled, settleLog);
    expect(notesOf(winner.id)).toEqual([{ tag: "NFT-auction-won", text: `You won the auction for ${firstNft.title} NFT at 2.00000 ETH` }]);
    expect(notesOf(seller.id)).toEqual([{ tag: "NFT-sold", text: `Your ${firstNft.title} NFT sold for 2.00000 ETH` }]);

    db.insert(tokens).values({ tokenId: 800_001, nftId: secondNft.id, ownerAddress: winnerWallet, mintTxHash: txHash(), updatedBlock: 1 }).run();
    const listing = db
      .insert(listings)
      .values({ nftId: secondNft.id, tokenId: 800_001, onAuction: false, chainListingId: nextChainId++, sellerAddress: winnerWallet, priceWei: WEI })
      .returning()
      .get();
    const sold = { listingId: BigInt(listing.chainListingId!), tokenId: 800_001n, buyer: checksummed(), seller: winnerWallet, price: WEI, fee: 0n, royaltyReceiver: sellerWallet, royalty: WEI / 10n };
    const soldLog = apply("ListingSold", sold);
    apply("ListingSold", sold, soldLog);
    expect(notesOf(winner.id).map((n) => n.text)).toEqual([`You won the auction for ${firstNft.title} NFT at 2.00000 ETH`, `Your ${secondNft.title} NFT sold for 1.00000 ETH`]);
  });

  it("a leader raising their own bid is not told they were outbid; a wallet without an account gets nothing", async () => {
    const wallet = checksummed();
    const user = await createUser({ walletAddress: wallet });
    const live = auction(checksummed());
    const hash = txHash();
    db.insert(bids).values({ listingId: live.id, nftId: live.nftId, bidderAddress: wallet, amountWei: 2n * WEI, txHash: hash, logIndex: 1, blockNumber: 7 }).run();
    apply("BidRefundCredited", { auctionId: BigInt(live.chainListingId!), bidder: wallet, amount: WEI }, { transactionHash: hash, index: 2, blockNumber: 7 });
    expect(notesOf(user.id)).toEqual([]);
    const before = db.select({ n: count() }).from(notifications).get()!.n;
    apply("BidRefundCredited", { auctionId: BigInt(live.chainListingId!), bidder: checksummed(), amount: WEI });
    expect(db.select({ n: count() }).from(notifications).get()!.n).toBe(before);
  });
});
