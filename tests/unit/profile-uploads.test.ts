import { existsSync, readdirSync } from "node:fs";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { MAX_IMAGE_BYTES } from "~/lib/uploaded-file";
import { IMAGE_MESSAGES } from "~/models/profile.server";
import { action as profileAction } from "~/routes/profile._index";
import { loader as uploadsLoader } from "~/routes/uploads.$file";
import { db } from "~db/client.server";
import { users } from "~db/schema";
import { createUser, post, visit, type TestUser } from "./support";

const storedFiles = () => (existsSync(config.uploadsDir) ? readdirSync(config.uploadsDir).sort() : []);
const profileOf = (user: TestUser) => db.select().from(users).where(eq(users.id, user.id)).get()!;

/** A photo-like JPEG carrying EXIF (camera, copyright) that must not survive the upload. */
async function jpegWithExif(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "Priya's private photo", Make: "PhoneCam" } })
    .toBuffer();
}

async function png(width: number, height: number) {
  return sharp({ create: { width, height, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

function upload(user: TestUser | null, kind: string, file: Blob | string, filename = "picture.png") {
  const image = typeof file === "string" ? file : new File([file], filename);
  return post(profileAction, `/profile?index&image=${kind}`, { image }, { cookie: user?.cookie });
}

async function refusal(response: Response) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { result: { error?: { image?: string[] } } };
  return body.result.error?.image?.[0];
}

describe("avatar and cover uploads", () => {
  it("re-encodes a JPEG: smaller bounds, no EXIF, served from /uploads with its type and cache headers", async () => {
    const user = await createUser();
    const response = await upload(user, "avatar", new Blob([new Uint8Array(await jpegWithExif(1600, 1200))]), "me.jpg");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/profile");
    const url = profileOf(user).avatarUrl!;
    expect(url).toMatch(/^\/uploads\/avatar-\d+-[0-9a-f]{16}\.jpg$/);

    const served = await visit(uploadsLoader, url, { params: { file: url.slice("/uploads/".length) } });
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/jpeg");
    expect(served.headers.get("Cache-Control")).toContain("immutable");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.format).toBe("jpeg");
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(512);
    expect(meta.exif).toBeUndefined();
  });

  it("keeps a PNG a PNG and bounds a cover to its box", async () => {
    const user = await createUser();
    expect((await upload(user, "cover", new Blob([new Uint8Array(await png(3000, 1500))]))).status).toBe(302);
    const url = profileOf(user).coverUrl!;
    expect(url).toMatch(/\.png$/);
    const meta = await sharp(`${config.uploadsDir}/${url.slice("/uploads/".length)}`).metadata();
    expect(meta.format).toBe("png");
    expect(meta.width).toBeLessThanOrEqual(2400);
    expect(meta.height).toBeLessThanOrEqual(800);
    expect(profileOf(user).avatarUrl).toBeNull();
  });

  it("accepts a file named .jpg whose content is a PNG, judging by content", async () => {
    const user = await createUser();
    expect((await upload(user, "avatar", new Blob([new Uint8Array(await png(64, 64))]), "holiday.jpg")).status).toBe(302);
    expect(profileOf(user).avatarUrl).toMatch(/\.png$/);
  });

  it("replaces the old picture: the new one is stored and the old file is gone", async () => {
    const user = await createUser();
    await upload(user, "avatar", new Blob([new Uint8Array(await png(80, 80))]));
    const first = profileOf(user).avatarUrl!;
    await upload(user, "avatar", new Blob([new Uint8Array(await jpegWithExif(90, 90))]), "second.jpg");
    const second = profileOf(user).avatarUrl!;
    expect(second).not.toBe(first);
    expect(storedFiles()).toContain(second.slice("/uploads/".length));
    expect(storedFiles()).not.toContain(first.slice("/uploads/".length));
  });

  const gif = () => sharp({ create: { width: 10, height: 10, channels: 3, background: "red" } }).gif().toBuffer();
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';

  it.each([
    ["a .png that is really text", async () => new Blob(["just some text, not a picture"]), "notes.png", IMAGE_MESSAGES.notAnImage],
    ["a GIF", async () => new Blob([new Uint8Array(await gif())]), "funny.gif", IMAGE_MESSAGES.notAnImage],
    ["a GIF renamed .png", async () => new Blob([new Uint8Array(await gif())]), "funny.png", IMAGE_MESSAGES.notAnImage],
    ["an SVG named .png", async () => new Blob([svg]), "logo.png", IMAGE_MESSAGES.notAnImage],
    ["a truncated PNG", async () => new Blob([new Uint8Array((await png(200, 200)).subarray(0, 60))]), "cut.png", IMAGE_MESSAGES.unreadable],
    ["an empty file", async () => new Blob([]), "empty.png", IMAGE_MESSAGES.missing],
  ])("refuses %s with a clear message and stores nothing", async (_label, make, filename, message) => {
    const user = await createUser();
    await upload(user, "avatar", new Blob([new Uint8Array(await png(40, 40))]));
    const before = { files: storedFiles(), url: profileOf(user).avatarUrl };
    expect(await refusal(await upload(user, "avatar", await make(), filename))).toBe(message);
    expect(storedFiles()).toEqual(before.files);
    expect(profileOf(user).avatarUrl).toBe(before.url);
  });

  it("refuses text in place of a file and an unknown image kind", async () => {
    const user = await createUser();
    expect(await refusal(await upload(user, "avatar", "not a file"))).toBe(IMAGE_MESSAGES.missing);
    const wrongKind = await upload(user, "banner", new Blob([new Uint8Array(await png(10, 10))]));
    expect(wrongKind.status).toBe(400);
    expect(profileOf(user).coverUrl).toBeNull();
    expect(profileOf(user).avatarUrl).toBeNull();
  });

  it("refuses a 6 MB image by its declared length, with the size message, storing nothing", async () => {
    const user = await createUser();
    const before = storedFiles();
    const big = new File([new Uint8Array(6 * 1024 * 1024)], "big.jpg");
    const form = new FormData();
    form.append("image", big);
    const encoded = new Response(form);
    const body = await encoded.arrayBuffer();
    const response = await post(profileAction, "/profile?index&image=cover", body, {
      cookie: user.cookie,
      headers: { "Content-Type": encoded.headers.get("Content-Type")!, "Content-Length": String(body.byteLength) },
    });
    expect(await refusal(response)).toBe(IMAGE_MESSAGES.tooLarge);
    expect(storedFiles()).toEqual(before);
    expect(profileOf(user).coverUrl).toBeNull();
  });

  it("stops reading a 6 MB streamed upload (no length given) soon after 5 MB", async () => {
    const user = await createUser();
    const boundary = "----diginoor-test-boundary";
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const total = 6 * 1024 * 1024;
    const chunk = new Uint8Array(64 * 1024);
    let sent = 0;
    let headSent = false;
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (!headSent) {
            headSent = true;
            controller.enqueue(head);
          } else if (sent < total) {
            sent += chunk.byteLength;
            controller.enqueue(chunk);
          } else {
            controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
            controller.close();
          }
        },
      },
      { highWaterMark: 0 },
    );
    const response = await post(profileAction, "/profile?index&image=avatar", stream, {
      cookie: user.cookie,
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(await refusal(response)).toBe(IMAGE_MESSAGES.tooLarge);
    expect(sent).toBeGreaterThan(MAX_IMAGE_BYTES);
    expect(sent).toBeLessThan(MAX_IMAGE_BYTES + 512 * 1024);
    expect(profileOf(user).avatarUrl).toBeNull();
  });

  it("sends a visitor to log in and stores nothing", async () => {
    const before = storedFiles();
    const response = await upload(null, "avatar", new Blob([new Uint8Array(await png(20, 20))]));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fprofile");
    expect(storedFiles()).toEqual(before);
  });
});

describe("the /uploads resource route", () => {
  it.each([
    ["../diginoor.sqlite"],
    ["..%2Fdiginoor.sqlite"],
    ["session-secret"],
    ["avatar-1-0123456789abcdef.gif"],
    ["avatar-1-0123456789abcdef.jpg/../../session-secret"],
    [".avatar-1-0123456789abcdef.jpg.partial"],
    ["avatar-999999-0123456789abcdef.jpg"],
  ])("answers 404 for %s", async (file) => {
    const response = await visit(uploadsLoader, `/uploads/${encodeURIComponent(file)}`, { params: { file } });
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toContain("text/plain");
  });
});
