import sharp from "sharp";

export type Bounds = { width: number; height: number };

/** Refuses decompression bombs: a few kilobytes can claim billions of pixels. */
const MAX_INPUT_PIXELS = 40_000_000;

export type ImageFormat = "jpeg" | "png" | "webp";
export type ImageMessages = { notAnImage: string; unreadable: string };

const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** "RIFF", four length bytes, "WEBP". */
const WEBP_MAGIC = [0x52, 0x49, 0x46, 0x46, -1, -1, -1, -1, 0x57, 0x45, 0x42, 0x50];

/** What the bytes are, by their first bytes: the name and the declared type prove nothing. */
function sniffFormat(bytes: Uint8Array): ImageFormat | null {
  const startsWith = (magic: number[]) => magic.every((byte, i) => byte === -1 || bytes[i] === byte);
  if (startsWith(JPEG_MAGIC)) return "jpeg";
  if (startsWith(PNG_MAGIC)) return "png";
  if (startsWith(WEBP_MAGIC)) return "webp";
  return null;
}

const EXTENSIONS = { jpeg: "jpg", png: "png", webp: "webp" } as const;
type Extension = (typeof EXTENSIONS)[ImageFormat];
/** The content type of a stored image, by its file extension. */
export const IMAGE_CONTENT_TYPES: Record<string, string> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" };

/**
 * Decodes the image and encodes it afresh: orientation applied, every metadata block (EXIF with
 * GPS, ICC, comments) dropped, and the size bounded for its box. Each of `sizes` is one output.
 */
export async function reencodeImage<Size extends string>(
  bytes: Buffer,
  accepted: readonly ImageFormat[],
  sizes: Record<Size, Bounds>,
  messages: ImageMessages,
): Promise<{ ext: Extension; data: Record<Size, Buffer> } | { error: string }> {
  const sniffed = sniffFormat(bytes);
  if (!sniffed || !accepted.includes(sniffed)) return { error: messages.notAnImage };
  try {
    const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const { format } = await input().metadata();
    if (format !== sniffed) return { error: messages.notAnImage };
    const data = {} as Record<Size, Buffer>;
    for (const [size, bounds] of Object.entries(sizes) as [Size, Bounds][]) {
      const resized = input().rotate().resize({ ...bounds, fit: "inside", withoutEnlargement: true });
      data[size] =
        sniffed === "jpeg"
          ? await resized.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
          : sniffed === "png"
            ? await resized.png({ compressionLevel: 9 }).toBuffer()
            : await resized.webp({ quality: 85 }).toBuffer();
    }
    return { data, ext: EXTENSIONS[sniffed] };
  } catch {
    return { error: messages.unreadable };
  }
}
