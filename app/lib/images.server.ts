import sharp from "sharp";

/** Refuses decompression bombs: a few kilobytes can claim billions of pixels. */
const MAX_INPUT_PIXELS = 40_000_000;

const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** What the bytes are, by their first bytes: the name and the declared type prove nothing. */
export function sniffImageFormat(bytes: Uint8Array): "jpeg" | "png" | null {
  const startsWith = (magic: number[]) => magic.every((byte, i) => bytes[i] === byte);
  if (startsWith(JPEG_MAGIC)) return "jpeg";
  if (startsWith(PNG_MAGIC)) return "png";
  return null;
}

const EXTENSIONS = { jpeg: "jpg", png: "png" } as const;

/** The content type of a stored image, by its file extension. */
export const IMAGE_CONTENT_TYPES: Record<string, string> = { jpg: "image/jpeg", png: "image/png" };

export type ReencodedImage = { data: Buffer; ext: "jpg" | "png" };
/** Why an image was refused: not a JPEG or PNG at all, or one that cannot be decoded. */
export type ImageRefusal = { error: "notAnImage" | "unreadable" };

/**
 * Decodes a JPEG or PNG and encodes it afresh: orientation applied, every metadata block (EXIF
 * with GPS, ICC, comments) dropped, and the size bounded to fit inside `bounds`.
 */
export async function reencodeImage(bytes: Buffer, bounds: { width: number; height: number }): Promise<ReencodedImage | ImageRefusal> {
  const sniffed = sniffImageFormat(bytes);
  if (!sniffed) return { error: "notAnImage" };
  try {
    const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const { format } = await input().metadata();
    if (format !== sniffed) return { error: "notAnImage" };
    const resized = input()
      .rotate()
      .resize({ ...bounds, fit: "inside", withoutEnlargement: true });
    const data =
      sniffed === "jpeg"
        ? await resized.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
        : await resized.png({ compressionLevel: 9 }).toBuffer();
    return { data, ext: EXTENSIONS[sniffed] };
  } catch {
    return { error: "unreadable" };
  }
}
