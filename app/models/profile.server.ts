import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { config } from "~/config.server";
import { formatCoin, formatDate } from "~/lib/format";
import type { FileLimit } from "~/lib/input.server";
import { IMAGE_FIELD, type ActivityTag, type ProfileImage } from "~/lib/profile";
import { transactionUrl } from "~/lib/explorer.server";
import { activeWallet } from "~/models/wallets.server";
import { fileStorage } from "~/services/storage.server";
import { IMAGE_CONTENT_TYPES, isUploadedFile, MAX_IMAGE_BYTES, reencodeImage, type Bounds, type ImageMessages } from "~/lib/images.server";
import { db, prepared } from "~db/client.server";
import { bids, films, likes, listings, nfts, purchases, users, type Rarity } from "~db/schema";

/* ---------- Profile images ---------- */

export const IMAGE_MESSAGES = {
  missing: "Please choose a JPG or PNG image to upload.",
  tooLarge: "That image is larger than 5 MB (5,242,880 bytes). Please choose a smaller JPG or PNG.",
  notAnImage: "That file is not a JPG or PNG image. Please choose a .jpg, .jpeg or .png picture.",
  unreadable: "That image could not be read. Please choose another JPG or PNG picture.",
} as const;

/** The file field of an upload form: present, non-empty, at most 5 MB (the content is checked later). */
export const imageUploadSchema = z.object({
  [IMAGE_FIELD]: z
    .custom<File>(isUploadedFile, { error: IMAGE_MESSAGES.missing })
    .refine((file) => file.size > 0, IMAGE_MESSAGES.missing)
    .refine((file) => file.size <= MAX_IMAGE_BYTES, IMAGE_MESSAGES.tooLarge),
});

export const imageUploadLimit: FileLimit = { field: IMAGE_FIELD, maxBytes: MAX_IMAGE_BYTES, tooLarge: IMAGE_MESSAGES.tooLarge };

/** Stored sizes: the avatar box is 135 px and the cover 260 px high, with room for sharp screens. */
const BOUNDS: Record<ProfileImage, Bounds> = {
  avatar: { width: 512, height: 512 },
  cover: { width: 2400, height: 800 },
};

const UPLOADS_PATH = "/uploads/";

/** The stored file behind an /uploads/ URL of ours; null for any other URL (e.g. seeded art). */
function storedName(url: string | null): string | null {
  return url?.startsWith(UPLOADS_PATH) ? url.slice(UPLOADS_PATH.length) : null;
}

/**
 * Checks, re-encodes and stores a new avatar or cover, points the user's profile at it and
 * deletes the picture it replaces. Nothing is stored when the file is refused.
 */
export async function updateProfileImage(
  userId: number,
  kind: ProfileImage,
  file: File,
): Promise<{ ok: true; url: string } | { ok: false; error: string }> {
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, error: IMAGE_MESSAGES.tooLarge };
  const result = await reencodeImage(Buffer.from(await file.arrayBuffer()), ["jpeg", "png"], { image: BOUNDS[kind] }, IMAGE_MESSAGES);
  if ("error" in result) return { ok: false, error: result.error };

  const column = kind === "avatar" ? users.avatarUrl : users.coverUrl;
  const previous = db.select({ url: column }).from(users).where(eq(users.id, userId)).get();
  if (!previous) return { ok: false, error: "Your account could not be found. Please log in again." };

  const name = `${kind}-${userId}-${randomBytes(8).toString("hex")}.${result.ext}`;
  const storage = fileStorage();
  await storage.save(name, result.data.image);
  const url = `${UPLOADS_PATH}${name}`;
  db.update(users)
    .set(kind === "avatar" ? { avatarUrl: url } : { coverUrl: url })
    .where(eq(users.id, userId))
    .run();
  const old = storedName(previous.url);
  if (old) await storage.remove(old);
  return { ok: true, url };
}

/** Artwork as stored: the full picture on the detail page, and the card thumbnail made from it. */
const ARTWORK_BOUNDS = { media: { width: 2000, height: 2000 }, thumb: { width: 600, height: 600 } };

/**
 * Checks and re-encodes an NFT's artwork (JPG, PNG or WebP) and stores it with a thumbnail.
 * Nothing is stored when the file is refused. The caller points the NFT at the URLs.
 */
export async function storeArtwork(
  file: File,
  messages: ImageMessages & { tooLarge: string },
): Promise<{ ok: true; mediaUrl: string; thumbUrl: string } | { ok: false; error: string }> {
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, error: messages.tooLarge };
  const result = await reencodeImage(Buffer.from(await file.arrayBuffer()), ["jpeg", "png", "webp"], ARTWORK_BOUNDS, messages);
  if ("error" in result) return { ok: false, error: result.error };
  const key = randomBytes(8).toString("hex");
  const storage = fileStorage();
  const media = `art-${key}.${result.ext}`;
  const thumb = `thumb-${key}.${result.ext}`;
  await storage.save(media, result.data.media);
  await storage.save(thumb, result.data.thumb);
  return { ok: true, mediaUrl: `${UPLOADS_PATH}${media}`, thumbUrl: `${UPLOADS_PATH}${thumb}` };
}

/** Removes uploaded files that nothing points at any more; other URLs (seeded art) are left alone. */
export async function removeUploads(urls: (string | null)[]): Promise<void> {
  for (const url of urls) {
    const name = storedName(url);
    if (name) await fileStorage().remove(name);
  }
}

/** Names the upload route serves: exactly the names `updateProfileImage` and `storeArtwork` give. */
const UPLOAD_NAME = /^((avatar|cover)-\d{1,12}-[0-9a-f]{16}\.(jpg|png)|(art|thumb)-[0-9a-f]{16}\.(jpg|png|webp))$/;

/** An uploaded image by its file name, with its content type; null for anything else. */
export async function uploadedImage(name: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  if (!UPLOAD_NAME.test(name)) return null;
  const bytes = await fileStorage().read(name);
  if (!bytes) return null;
  return { bytes, contentType: IMAGE_CONTENT_TYPES[name.slice(name.lastIndexOf(".") + 1)] };
}

/* ---------- The profile page ---------- */

export type ProfileHeader = {
  uid: string;
  name: string;
  walletAddress: string | null;
  avatarUrl: string | null;
  coverUrl: string | null;
};

export function profileHeader(userId: number): ProfileHeader | null {
  const user = db
    .select({ uid: users.uid, name: users.name, avatarUrl: users.avatarUrl, coverUrl: users.coverUrl })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  return user ? { ...user, walletAddress: activeWallet(userId)?.address ?? null } : null;
}

/** A collectible in a profile tab, styled by its rarity and leading where the spec says. */
export type ProfileCard = {
  key: string;
  title: string;
  thumbUrl: string;
  rarity: Rarity;
  filmName: string;
  href: string;
  /** One line under the title, e.g. "Your bid 0.20000 ETH" or "Minted". */
  detail: string;
};

export type ActivityEntry = {
  key: string;
  kind: Exclude<ActivityTag, "followers" | "following">;
  text: string;
  href: string;
  date: string;
  value: string | null;
  txLabel: string | null;
  txUrl: string | null;
  at: number;
};

const TAB_LIMIT = 60;
const coin = (wei: bigint) => `${formatCoin(wei)} ${config.chain.coinSymbol}`;
/** The shortened hash and explorer link shown beside an activity entry. */
const transactionLinks = (txHash: string | null) => ({ txLabel: txHash ? `${txHash.slice(0, 10)}…` : null, txUrl: transactionUrl(txHash) });

const nftColumns = {
  nftId: nfts.id,
  title: nfts.title,
  thumbUrl: nfts.thumbUrl,
  rarity: nfts.rarity,
  filmName: films.name,
};

const myBids = prepared(() =>
  db
    .select({ ...nftColumns, bidId: bids.id, amountWei: bids.amountWei, txHash: bids.txHash, createdAt: bids.createdAt })
    .from(bids)
    .innerJoin(nfts, eq(nfts.id, bids.nftId))
    .innerJoin(films, eq(films.id, nfts.filmId))
    .where(eq(bids.userId, sql.placeholder("userId")))
    .orderBy(desc(bids.createdAt), desc(bids.id))
    .limit(sql.placeholder("limit"))
    .prepare(),
);

const myPurchases = prepared(() =>
  db
    .select({ ...nftColumns, purchaseId: purchases.id, status: purchases.status, createdAt: purchases.createdAt })
    .from(purchases)
    .innerJoin(nfts, eq(nfts.id, purchases.nftId))
    .innerJoin(films, eq(films.id, nfts.filmId))
    .where(eq(purchases.userId, sql.placeholder("userId")))
    .orderBy(desc(purchases.createdAt))
    .limit(sql.placeholder("limit"))
    .prepare(),
);

function myListings(userId: number, statuses: ("active" | "sold" | "settled")[], onAuction?: boolean) {
  return db
    .select({
      ...nftColumns,
      listingId: listings.id,
      onAuction: listings.onAuction,
      priceWei: listings.priceWei,
      highestBidWei: listings.highestBidWei,
      status: listings.status,
      txHash: listings.txHash,
      createdAt: listings.createdAt,
    })
    .from(listings)
    .innerJoin(nfts, eq(nfts.id, listings.nftId))
    .innerJoin(films, eq(films.id, nfts.filmId))
    .where(
      and(
        eq(listings.sellerUserId, userId),
        inArray(listings.status, statuses),
        onAuction === undefined ? undefined : eq(listings.onAuction, onAuction),
      ),
    )
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(TAB_LIMIT)
    .all();
}

const myLikes = prepared(() =>
  db
    .select({ ...nftColumns, createdAt: likes.createdAt })
    .from(likes)
    .innerJoin(nfts, eq(nfts.id, likes.nftId))
    .innerJoin(films, eq(films.id, nfts.filmId))
    .where(eq(likes.userId, sql.placeholder("userId")))
    .orderBy(desc(likes.createdAt))
    .limit(sql.placeholder("limit"))
    .prepare(),
);

/** Bids: each NFT the user bid on once, with their latest bid, linking to its detail page. */
export function bidsTab(userId: number): ProfileCard[] {
  const seen = new Set<number>();
  const cards: ProfileCard[] = [];
  for (const bid of myBids().all({ userId, limit: TAB_LIMIT * 4 })) {
    if (seen.has(bid.nftId)) continue;
    seen.add(bid.nftId);
    cards.push({ ...cardOf(bid), key: `bid-${bid.bidId}`, href: `/nftdetail/${bid.nftId}`, detail: `Your bid ${coin(bid.amountWei)}` });
  }
  return cards.slice(0, TAB_LIMIT);
}

/** Showcase: the user's purchases, linking to the owned-NFT view. */
export function showcaseTab(userId: number): ProfileCard[] {
  return myPurchases()
    .all({ userId, limit: TAB_LIMIT })
    .map((purchase) => ({
      ...cardOf(purchase),
      key: `purchase-${purchase.purchaseId}`,
      href: `/nftshowcase/${purchase.nftId}`,
      detail: purchase.status === "Minted" ? "Minted" : purchase.status === "Pending" ? "Minting…" : "Mint failed",
    }));
}

/** On Sale: the user's active listings with the updated price (the highest bid once there is one). */
export function onSaleTab(userId: number): ProfileCard[] {
  return myListings(userId, ["active"]).map((listing) => ({
    ...cardOf(listing),
    key: `listing-${listing.listingId}`,
    href: `/nfttransfer/${listing.listingId}`,
    detail: listing.onAuction
      ? listing.highestBidWei === null
        ? `Auction · reserve ${coin(listing.priceWei)}`
        : `Auction · highest bid ${coin(listing.highestBidWei)}`
      : `Price ${coin(listing.priceWei)}`,
  }));
}

/** Activity: "Bid on {title}" entries, likes, auctions and sales, newest first; a tag narrows it. */
export function activityTab(userId: number, tag: ActivityTag | null): ActivityEntry[] {
  const wants = (kind: ActivityEntry["kind"]) => tag === null || tag === kind;
  const entries: ActivityEntry[] = [];
  if (wants("bids")) {
    for (const bid of myBids().all({ userId, limit: TAB_LIMIT })) {
      entries.push({
        key: `bid-${bid.bidId}`,
        kind: "bids",
        text: `Bid on ${bid.title}`,
        href: `/nftdetail/${bid.nftId}`,
        value: coin(bid.amountWei),
        ...transactionLinks(bid.txHash),
        ...when(bid.createdAt),
      });
    }
  }
  if (wants("likes")) {
    for (const like of myLikes().all({ userId, limit: TAB_LIMIT })) {
      entries.push({
        key: `like-${like.nftId}`,
        kind: "likes",
        text: `Liked ${like.title}`,
        href: `/nftdetail/${like.nftId}`,
        value: null,
        ...transactionLinks(null),
        ...when(like.createdAt),
      });
    }
  }
  if (wants("auctions")) {
    for (const listing of myListings(userId, ["active", "sold", "settled"], true)) {
      entries.push({
        key: `auction-${listing.listingId}`,
        kind: "auctions",
        text: `Put ${listing.title} up for auction`,
        href: `/nfttransfer/${listing.listingId}`,
        value: coin(listing.priceWei),
        ...transactionLinks(listing.txHash),
        ...when(listing.createdAt),
      });
    }
  }
  if (wants("sold")) {
    for (const listing of myListings(userId, ["sold", "settled"])) {
      entries.push({
        key: `sold-${listing.listingId}`,
        kind: "sold",
        text: `Sold ${listing.title}`,
        href: `/nftdetail/${listing.nftId}`,
        value: coin(listing.highestBidWei ?? listing.priceWei),
        ...transactionLinks(listing.txHash),
        ...when(listing.createdAt),
      });
    }
  }
  return entries.sort((a, b) => b.at - a.at).slice(0, TAB_LIMIT);
}

function cardOf(row: { title: string; thumbUrl: string; rarity: Rarity; filmName: string }) {
  return { title: row.title, thumbUrl: row.thumbUrl, rarity: row.rarity, filmName: row.filmName };
}

function when(at: Date) {
  return { at: at.getTime(), date: formatDate(at) };
}
