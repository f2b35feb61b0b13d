import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Readable } from "node:stream";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_LIMITS } from "~/lib/input.server";
import { installGuards, isSameOriginRequest, isValidHost } from "~/services/http-guards.server";

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };
type Sent = {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  chunks?: { size: number; count: number };
  /** Keep sending the chunks after the server has answered (by default a client stops, as browsers do). */
  ignoreAnswer?: boolean;
};

/** What reached the handler behind the guards, per request. */
const reached: { method: string; bytes: number }[] = [];

function startApp(hsts: boolean): Promise<http.Server> {
  const app = express();
  installGuards(app, {
    appOrigin: "https://diginoor.example",
    external: { connect: ["https://relay.wallet.example"], frame: [], formAction: [] },
    hsts,
    development: false,
  });
  app.all("*", async (req, res) => {
    const body = res.locals.body as Buffer | Readable | null;
    let bytes = 0;
    if (Buffer.isBuffer(body)) bytes = body.byteLength;
    else if (body) {
      try {
        for await (const chunk of body) bytes += (chunk as Buffer).byteLength;
      } catch {
        return; // cut off by the limit: the guard has answered
      }
    }
    reached.push({ method: req.method, bytes });
    res.type("text/plain").send(`ok ${bytes}`);
  });
  return new Promise((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => resolve(server));
  });
}

let server: http.Server;
let tlsServer: http.Server;
const portOf = (s: http.Server) => (s.address() as AddressInfo).port;

beforeAll(async () => {
  [server, tlsServer] = await Promise.all([startApp(false), startApp(true)]);
});
afterAll(() => {
  server.close();
  tlsServer.close();
});

/**
 * A raw request (node:http), so Host, Origin and lengths go out exactly as written; `chunks` streams
 * a body without a length. Status 0: the connection closed before an answer was read.
 */
function send({ method = "GET", path = "/", headers = {}, body, chunks, ignoreAnswer = false }: Sent, port = portOf(server)): Promise<Answer & { written: number }> {
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const request = http.request(
      { host: "127.0.0.1", port, method, path, setHost: false, headers: { Host: `127.0.0.1:${port}`, ...headers } },
      (response) => {
        answered = true;
        const parts: Buffer[] = [];
        response.on("data", (part: Buffer) => parts.push(part));
        const answer = () => {
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts).toString(), written });
          if (chunks && !ignoreAnswer) request.destroy();
        };
        response.on("end", answer);
        // A connection the server closes mid-body still leaves the status it answered.
        response.on("close", answer);
      },
    );
    request.on("close", () => resolve({ status: 0, headers: {}, body: "", written }));
    request.on("error", (error: NodeJS.ErrnoException) => (["ECONNRESET", "EPIPE"].includes(error.code ?? "") ? undefined : reject(error)));
    if (chunks) {
      const piece = Buffer.alloc(chunks.size, "a");
      let left = chunks.count;
      const pump = () => {
        while (left > 0 && !request.destroyed && (ignoreAnswer || !answered)) {
          left--;
          written += piece.byteLength;
          if (!request.write(piece)) return void request.once("drain", pump);
        }
        if (!request.destroyed && !answered) request.end();
      };
      pump();
      return;
    }
    if (body !== undefined) written = Buffer.byteLength(body);
    request.end(body);
  });
}

const form = { "Content-Type": "application/x-www-form-urlencoded" };

describe("security headers", () => {
  it("sends a CSP that allows scripts from this site only: no inline script, no nonce", async () => {
    const answer = await send({});
    const csp = String(answer.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src 'self';/);
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|nonce-)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("connect-src 'self' https://relay.wallet.example");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(answer.headers["permissions-policy"]).toContain("camera=()");
  });

  it("sends HSTS only when the site is served over TLS", async () => {
    expect((await send({})).headers["strict-transport-security"]).toBeUndefined();
    expect((await send({}, portOf(tlsServer))).headers["strict-transport-security"]).toContain("max-age=");
  });
});

describe("methods and Host", () => {
  it("answers TRACE and other unknown methods with 405 and the allowed list", async () => {
    for (const method of ["TRACE", "OPTIONS", "PROPFIND"]) {
      const answer = await send({ method });
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toContain("POST");
    }
  });

  it("answers a malformed Host or request target with 400", async () => {
    for (const host of ["exa mple.com", "[::1", "a:99999999", "a/b", "ex%41mple.com", ""]) {
      expect((await send({ headers: { Host: host } })).status, host).toBe(400);
    }
    expect((await send({ path: "http://evil.example/" })).status).toBe(400);
    expect((await send({ headers: { Host: "diginoor.example:8080" } })).status).toBe(200);
  });

  it("accepts names, IPv4 and bracketed IPv6 hosts", () => {
    for (const host of ["localhost", "localhost:3000", "127.0.0.1:80", "[::1]:3000", "shop.diginoor.example"]) expect(isValidHost(host), host).toBe(true);
    for (const host of [undefined, "", "a b", "-bad.example", "a:65536", "x".repeat(300)]) expect(isValidHost(host), String(host)).toBe(false);
  });
});

describe("same-origin rule for posts", () => {
  const ownOrigins = ["http://127.0.0.1:3000", "https://diginoor.example"];

  it("decides by Sec-Fetch-Site, else Origin, and lets through requests without either", () => {
    const check = (fields: { method?: string; origin?: string; secFetchSite?: string; path?: string }) =>
      isSameOriginRequest({ method: "POST", path: "/contact", ownOrigins, ...fields });
    expect(check({ secFetchSite: "same-origin", origin: "http://127.0.0.1:3000" })).toBe(true);
    expect(check({ secFetchSite: "none" })).toBe(true);
    expect(check({ secFetchSite: "cross-site", origin: "http://127.0.0.1:3000" })).toBe(false);
    expect(check({ secFetchSite: "same-site" })).toBe(false);
    expect(check({ origin: "https://diginoor.example" })).toBe(true);
    expect(check({ origin: "https://evil.example" })).toBe(false);
    expect(check({ origin: "null" })).toBe(false);
    expect(check({})).toBe(true);
    expect(check({ method: "GET", origin: "https://evil.example" })).toBe(true);
    expect(check({ method: "DELETE", secFetchSite: "cross-site" })).toBe(false);
  });

  it("refuses a cross-site post with 403 and a plain message before any handler runs", async () => {
    reached.length = 0;
    const crossSite: Record<string, string>[] = [{ Origin: "https://evil.example" }, { Origin: "null" }, { "Sec-Fetch-Site": "cross-site" }];
    for (const headers of crossSite) {
      const answer = await send({ method: "POST", path: "/logout", headers: { ...form, ...headers }, body: "a=b" });
      expect(answer.status).toBe(403);
      expect(answer.body).toBe("This request came from another website, so it was refused. Please use the form on this site.");
    }
    expect(reached).toEqual([]);
  });

  it("lets same-origin posts (by Host or APP_URL) and header-less clients through", async () => {
    const port = portOf(server);
    const sameSite: Record<string, string>[] = [{ Origin: `http://127.0.0.1:${port}` }, { Origin: "https://diginoor.example" }, { "Sec-Fetch-Site": "same-origin" }, {}];
    for (const headers of sameSite) {
      expect((await send({ method: "POST", path: "/contact", headers: { ...form, ...headers }, body: "a=b" })).status).toBe(200);
    }
  });
});

describe("body limits", () => {
  it("refuses a form or JSON body over 64 KB by its declared length without reading it", async () => {
    reached.length = 0;
    const answer = await send({
      method: "POST",
      path: "/auth/signup",
      headers: { "Content-Type": "application/json", "Content-Length": String(50 * 1024 * 1024) },
      chunks: { size: 64 * 1024, count: 800 },
    });
    expect(answer.status).toBe(413);
    expect(answer.written).toBeLessThan(8 * 1024 * 1024);
    expect(reached).toEqual([]);
  });

  it("stops reading a streamed body without a length once it passes 64 KB", async () => {
    reached.length = 0;
    const answer = await send({ method: "POST", path: "/contact", headers: form, chunks: { size: 16 * 1024, count: 12_800 } });
    expect(answer.status).toBe(413);
    expect(answer.written).toBeLessThan(8 * 1024 * 1024);
    expect(reached).toEqual([]);
  });

  it("passes a form just under the limit through whole", async () => {
    const body = `a=${"x".repeat(BODY_LIMITS.form - 2)}`;
    const answer = await send({ method: "POST", path: "/contact", headers: form, body });
    expect(answer.body).toBe(`ok ${BODY_LIMITS.form}`);
  });

  it("streams a 6 MB multipart upload on (the upload reader gives the size message) but cuts one over the ceiling", async () => {
    const multipart = { "Content-Type": "multipart/form-data; boundary=x" };
    const six = await send({ method: "POST", path: "/profile", headers: multipart, chunks: { size: 64 * 1024, count: 96 } });
    expect(six.body).toBe(`ok ${6 * 1024 * 1024}`);
    const huge = await send({ method: "POST", path: "/profile", headers: multipart, chunks: { size: 64 * 1024, count: 1024 } });
    expect(huge.status).toBe(413);
    expect(huge.written).toBeLessThan(BODY_LIMITS.multipart + 16 * 1024 * 1024);
    const declared = await send({ method: "POST", path: "/profile", headers: { ...multipart, "Content-Length": String(BODY_LIMITS.multipart + 1) }, body: "x" });
    expect(declared.status).toBe(413);
  });

  it("closes the connection of a client that keeps sending after the 413", async () => {
    const multipart = { "Content-Type": "multipart/form-data; boundary=x" };
    const endless = await send({ method: "POST", path: "/profile", headers: multipart, chunks: { size: 64 * 1024, count: 2048 }, ignoreAnswer: true });
    expect([0, 413]).toContain(endless.status);
    // The limit, then at most 16 MB read and dropped, then the connection is closed.
    expect(endless.written).toBeLessThan(BODY_LIMITS.multipart + 40 * 1024 * 1024);
  });
});
