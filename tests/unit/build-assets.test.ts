/**
 * The build's assets served from memory, each compressed once per worker
 * (docs/decisions/134-build-assets-compressed-once.md). Read with node's HTTP client, which does
 * not decompress and sends the path as written.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAssets } from "~/services/build-assets.server";
import { rawRequest } from "./support";

const SCRIPT = `export const films = ${JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id, title: "Kabali" })))};\n`;
const PNG = Buffer.from(new Uint8Array(4096).map((_, index) => (index * 7919) % 251));

let folder = "";
let build = "";
let server: http.Server;
let port = 0;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "diginoor-build-assets-"));
  build = path.join(folder, "build");
  mkdirSync(path.join(build, "_shared"), { recursive: true });
  writeFileSync(path.join(build, "_shared", "chunk-AB12CD34.js"), SCRIPT);
  writeFileSync(path.join(build, "tiny-EF56.js"), "export {};\n");
  writeFileSync(path.join(build, "poster-GH78.png"), PNG);
  writeFileSync(path.join(build, ".env"), "SECRET=1\n");
  writeFileSync(path.join(folder, "outside.txt"), "not an asset\n");
  const app = express();
  app.use("/build/", buildAssets(build));
  app.use((_req, res) => res.status(404).type("text/plain").send("fell through"));
  server = await new Promise<http.Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.close();
  rmSync(folder, { recursive: true, force: true });
});

const send = (requestPath: string, acceptEncoding?: string, method?: string) => rawRequest(port, requestPath, acceptEncoding, method);

const CHROMIUM = "gzip, deflate, br, zstd";
const CHUNK = "/build/_shared/chunk-AB12CD34.js";

describe("a build asset", () => {
  it("comes in Brotli to a browser that accepts it, cached for a year as immutable", async () => {
    const answer = await send(CHUNK, CHROMIUM);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.byteLength);
    expect(brotliDecompressSync(answer.body).toString("utf8")).toBe(SCRIPT);
  });

  it("comes gzipped, or as it is, to clients that ask so", async () => {
    const gzipped = await send(CHUNK, "gzip, deflate");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString("utf8")).toBe(SCRIPT);
    for (const accepted of [undefined, "identity", "deflate"]) {
      const plain = await send(CHUNK, accepted);
      expect(plain.headers["content-encoding"], String(accepted)).toBeUndefined();
      expect(plain.body.toString("utf8")).toBe(SCRIPT);
      expect(Number(plain.headers["content-length"])).toBe(SCRIPT.length);
    }
  });

  it("is read and compressed once: a worker answers from memory, as the build's file names change with their content", async () => {
    const before = await send(CHUNK, CHROMIUM);
    writeFileSync(path.join(build, "_shared", "chunk-AB12CD34.js"), "export const changed = true;\n");
    const after = await send(CHUNK, CHROMIUM);
    expect(after.body.equals(before.body)).toBe(true);
    expect(brotliDecompressSync(after.body).toString("utf8")).toBe(SCRIPT);
  });

  it("answers HEAD with the headers alone", async () => {
    const answer = await send(CHUNK, CHROMIUM, "HEAD");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(Number(answer.headers["content-length"])).toBeGreaterThan(0);
    expect(answer.body.byteLength).toBe(0);
  });

  it("leaves a small file and a picture as they are; a picture does not vary by encoding", async () => {
    const tiny = await send("/build/tiny-EF56.js", CHROMIUM);
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.toString("utf8")).toBe("export {};\n");
    const picture = await send("/build/poster-GH78.png", CHROMIUM);
    expect(picture.headers["content-type"]).toBe("image/png");
    expect(picture.headers["content-encoding"]).toBeUndefined();
    expect(picture.headers.vary ?? "").not.toMatch(/Accept-Encoding/i);
    expect(picture.body.equals(PNG)).toBe(true);
  });
});

describe("what is not a build asset goes on to the next handler", () => {
  it("a path out of the folder, a dotfile, a bad escape, a folder, another method", async () => {
    for (const requestPath of ["/build/../outside.txt", "/build/..%2Foutside.txt", "/build/%2e%2e/outside.txt", "/build/_shared/..%2F..%2Foutside.txt", "/build/.env", "/build/%E0%A4", "/build/_shared", "/build/"]) {
      const answer = await send(requestPath, CHROMIUM);
      expect(answer.status, requestPath).toBe(404);
      expect(answer.body.toString("utf8"), requestPath).toBe("fell through");
    }
    const posted = await send(CHUNK, CHROMIUM, "POST");
    expect(posted.body.toString("utf8")).toBe("fell through");
  });

  it("a file that is missing, without remembering it: once it exists it is served", async () => {
    expect((await send("/build/late-IJ90.js")).status).toBe(404);
    writeFileSync(path.join(build, "late-IJ90.js"), SCRIPT);
    const answer = await send("/build/late-IJ90.js");
    expect(answer.status).toBe(200);
    expect(answer.body.toString("utf8")).toBe(SCRIPT);
  });
});
