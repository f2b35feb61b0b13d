/**
 * The build's assets served from memory, each compressed once per worker
 * (docs/decisions/134-build-assets-compressed-once.md). A build asset's name changes with its
 * content, so what a worker read and compressed once is the answer for as long as it runs. Through
 * express.static and the compression middleware, every new visitor's first page made its worker
 * read and compress the same files again: the home page's 28 cost about 10 ms of CPU, some twenty
 * pages' worth; from memory, about 1.5 ms.
 */
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { RequestHandler } from "express";
import { acceptedEncoding, isCompressible, type ContentEncoding } from "~/lib/compression.server";

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Off this thread, at the middleware's levels: the first request for a file costs its worker
 * what every request did; the file is not held up longer than before.
 */
const compressors: Record<ContentEncoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) => brotliCompressAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } }),
  gzip: (bytes) => gzipAsync(bytes, { level: 6 }),
};

const ONE_YEAR_S = 365 * 24 * 60 * 60;

type Asset = { extension: string; bytes: Buffer; encoded: Map<ContentEncoding, Promise<Buffer>> };

/** The file under `root` that a request path names, or null for anything else (a parent, a dotfile, a bad escape). */
function fileUnder(root: string, requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (!file.startsWith(`${root}${path.sep}`) || path.basename(file).startsWith(".")) return null;
  return file;
}

async function readAsset(file: string): Promise<Asset | null> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  return { extension: path.extname(file), bytes: await readFile(file), encoded: new Map() };
}

/**
 * Serves `directory` (mounted at the build's public path). A path that names no file goes on to
 * the next handler, and is not remembered: only the build's own files are kept.
 */
export function buildAssets(directory: string): RequestHandler {
  const root = path.resolve(directory);
  const kept = new Map<string, Promise<Asset | null>>();
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = fileUnder(root, req.path);
    if (!file) return next();
    let reading = kept.get(file);
    if (!reading) kept.set(file, (reading = readAsset(file)));
    try {
      const asset = await reading;
      if (!asset) {
        kept.delete(file);
        return next();
      }
      res.type(asset.extension);
      res.set("Cache-Control", `public, max-age=${ONE_YEAR_S}, immutable`);
      const compressible = isCompressible(asset.bytes.byteLength, res.get("Content-Type"));
      if (compressible) res.vary("Accept-Encoding");
      const encoding = compressible ? acceptedEncoding(req) : null;
      let body = asset.bytes;
      if (encoding) {
        let encoded = asset.encoded.get(encoding);
        if (!encoded) asset.encoded.set(encoding, (encoded = compressors[encoding](asset.bytes)));
        body = await encoded;
        res.set("Content-Encoding", encoding);
      }
      res.set("Content-Length", String(body.byteLength));
      res.end(req.method === "HEAD" ? undefined : body);
    } catch (error) {
      kept.delete(file);
      next(error);
    }
  };
}
