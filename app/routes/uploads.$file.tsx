import type { LoaderFunctionArgs } from "@remix-run/node";
import { uploadedImage } from "~/models/profile.server";

/**
 * Serves uploaded profile images. Only names the app itself gave are served (no paths, no `..`);
 * each upload gets a new name, so a file never changes and may be cached for good.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const image = await uploadedImage(params.file ?? "");
  if (!image) return new Response("There is no such image.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
