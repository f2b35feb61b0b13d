import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { FileLimit } from "~/lib/input.server";
import { keptUntilAccountChange } from "~/lib/memo.server";
import { IMAGE_FIELD, type ProfileImage } from "~/lib/profile";
import { activeWallet } from "~/models/wallets.server";
import { fileStorage } from "~/services/storage.server";
import { IMAGE_CONTENT_TYPES, reencodeImage, type Bounds, type ImageMessages } from "~/lib/images.server";
import { isUploadedFile, MAX_IMAGE_BYTES } from "~/lib/uploaded-file";
import { db, prepared } from "~db/client.server";
import { users } from "~db/schema";

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

const profileHeaderStatement = prepared(() =>
  db
    .select({ uid: users.uid, name: users.name, avatarUrl: users.avatarUrl, coverUrl: users.coverUrl })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare(),
);

/** The profile's name, pictures and wallet, or null for no such account; kept until a write to the account. */
export const profileHeader = keptUntilAccountChange((userId): ProfileHeader | null => {
  const user = profileHeaderStatement().get({ userId });
  return user ? { ...user, walletAddress: activeWallet(userId)?.address ?? null } : null;
});
