/**
 * The app's answers are compressed whole, in one call, for a client that accepts it
 * (docs/decisions/132-pages-compressed-in-one-call.md). Read with node's http client, which does not
 * decompress, so each test sees the bytes the browser gets.
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPRESSED_FROM_BYTES, encodedBody } from "~/lib/compression.server";
import { rawRequest, serveResourceRoutes } from "./support";

const PAGE = `<!DOCTYPE html><html><body>${"<p>Kabali: the ticket, the poster, the first-day show.</p>".repeat(200)}</body></html>`;
const SMALL = "<p>short</p>";
const PNG = new Uint8Array(4096).map((_, index) => (index * 7919) % 251);

let server: Awaited<ReturnType<typeof serveResourceRoutes>>;

beforeAll(async () => {
  const html = (body: string, headers: Record<string, string> = {}) => new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });
  server = await serveResourceRoutes({
    page: () => html(PAGE),
    small: () => html(SMALL),
    untouched: () => html(PAGE, { "Cache-Control": "no-transform" }),
    data: () =>
      new Response(JSON.stringify({ items: Array.from({ length: 300 }, (_, id) => ({ id, title: "Kabali poster" })) }), {
        headers: { "Content-Type": "application/json; charset=utf-8" },
      }),
    image: () => new Response(PNG, { headers: { "Content-Type": "image/png" } }),
    // Three chunks: a body that does not arrive in one piece is compressed whole all the same.
    pieces: () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            const bytes = new TextEncoder().encode(PAGE);
            for (const [from, to] of [[0, 1000], [1000, 5000], [5000, bytes.length]]) controller.enqueue(bytes.subarray(from, to));
            controller.close();
          },
        }),
        { headers: { "Content-Type": "text/html; charset=utf-8" } },
      ),
  });
});
afterAll(() => server.close());

const get = (requestPath: string, acceptEncoding?: string, method?: string) => rawRequest(server.port, requestPath, acceptEncoding, method);

const CHROMIUM = "gzip, deflate, br, zstd";

describe("a page's answer", () => {
  it("comes in Brotli to a browser that accepts it, with its length, and decodes to the page", async () => {
    const answer = await get("/page", CHROMIUM);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(answer.headers["content-length"])).toBe(answer.body.byteLength);
    expect(answer.headers["transfer-encoding"]).toBeUndefined();
    expect(answer.body.byteLength).toBeLessThan(PAGE.length / 10);
    expect(brotliDecompressSync(answer.body).toString("utf8")).toBe(PAGE);
  });

  it("comes gzipped to a client that accepts gzip but not Brotli", async () => {
    for (const accepted of ["gzip, deflate", "br;q=0, gzip"]) {
      const answer = await get("/page", accepted);
      expect(answer.headers["content-encoding"], accepted).toBe("gzip");
      expect(Number(answer.headers["content-length"])).toBe(answer.body.byteLength);
      expect(gunzipSync(answer.body).toString("utf8")).toBe(PAGE);
    }
  });

  it("comes as it is to a client that asks for no compression, or for none of ours", async () => {
    for (const accepted of [undefined, "identity", "deflate", "zstd", "gzip;q=0, br;q=0"]) {
      const answer = await get("/page", accepted);
      expect(answer.headers["content-encoding"], String(accepted)).toBeUndefined();
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(answer.body.toString("utf8")).toBe(PAGE);
    }
  });

  it("is compressed whole when the app hands it over in pieces", async () => {
    const answer = await get("/pieces", CHROMIUM);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(answer.body).toString("utf8")).toBe(PAGE);
  });

  it("compresses JSON (a data request's answer) too", async () => {
    const answer = await get("/data", "gzip");
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(answer.body).toString("utf8")).items).toHaveLength(300);
  });
});

describe("what is left as it is", () => {
  it("a body smaller than the threshold", async () => {
    const answer = await get("/small", CHROMIUM);
    expect(SMALL.length).toBeLessThan(COMPRESSED_FROM_BYTES);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.toString("utf8")).toBe(SMALL);
  });

  it("an image: already compressed, and not said to vary by encoding", async () => {
    const answer = await get("/image", CHROMIUM);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers.vary ?? "").not.toMatch(/Accept-Encoding/i);
    expect(new Uint8Array(answer.body)).toEqual(PNG);
  });

  it("an answer its route marks no-transform", async () => {
    const answer = await get("/untouched", CHROMIUM);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.toString("utf8")).toBe(PAGE);
  });

  it("a HEAD request's headers: nothing is compressed for a body that is not sent", async () => {
    const answer = await get("/page", CHROMIUM, "HEAD");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.byteLength).toBe(0);
  });
});

describe("encodedBody", () => {
  const body = new TextEncoder().encode(PAGE);
  it("uses the encoding it is given, only for text at or above the threshold", () => {
    const options = { contentType: "text/html", cacheControl: null };
    expect(encodedBody(body, { ...options, accepted: "br" }).encoding).toBe("br");
    expect(encodedBody(body, { ...options, accepted: "gzip" }).encoding).toBe("gzip");
    expect(encodedBody(body, { ...options, accepted: null })).toEqual({ body, encoding: null });
    expect(encodedBody(body.subarray(0, COMPRESSED_FROM_BYTES - 1), { ...options, accepted: "br" }).encoding).toBeNull();
    expect(encodedBody(body.subarray(0, COMPRESSED_FROM_BYTES), { ...options, accepted: "br" }).encoding).toBe("br");
    for (const contentType of ["text/csv", "application/json; charset=utf-8", "image/svg+xml", "application/manifest+json", "application/rss+xml"]) {
      expect(encodedBody(body, { contentType, cacheControl: null, accepted: "gzip" }).encoding, contentType).toBe("gzip");
    }
    for (const contentType of ["image/png", "application/octet-stream", "video/mp4", null]) {
      expect(encodedBody(body, { contentType, cacheControl: null, accepted: "gzip" }).encoding, String(contentType)).toBeNull();
    }
  });
});
