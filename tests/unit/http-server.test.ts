/**
 * The server the web workers listen on (docs/decisions/125-requests-made-with-the-apps-prototypes.md):
 * requests and responses are made with express's prototypes, so express never has to change them,
 * and everything express and node give a request still works.
 */
import http, { IncomingMessage, ServerResponse } from "node:http";
import { connect, type AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpServerFor } from "~/services/http-server.server";

const app = express();
app.use(express.json());
app.get("/hello/:name", (req, res) => {
  res.set("X-Path", req.path).status(203).json({ name: req.params.name, accept: req.get("accept") ?? null, protocol: req.protocol });
});
app.post("/echo", (req, res) => {
  res.json({ body: req.body as unknown, length: req.get("content-length") });
});
app.get("/stream", (_req, res) => {
  res.type("text/plain");
  res.write("one ");
  res.end("two");
});

const server = httpServerFor(app);

let base = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the web workers' HTTP server", () => {
  it("makes each request and response with express's prototypes, still node's own kinds", async () => {
    // Each request as it reaches the server, before express: its prototypes, and whether it is still node's.
    const seen: boolean[][] = [];
    const probe = (req: IncomingMessage, res: ServerResponse) => {
      seen.push([Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response, req instanceof IncomingMessage, res instanceof ServerResponse, req.readable]);
    };
    server.prependListener("request", probe);
    await fetch(`${base}/hello/asha`);
    await fetch(`${base}/hello/ravi`);
    server.off("request", probe);
    expect(seen).toEqual([
      [true, true, true, true],
      [true, true, true, true],
    ]);
  });

  it("answers through express's request and response methods", async () => {
    const answer = await fetch(`${base}/hello/asha`, { headers: { Accept: "application/json" } });
    expect(answer.status).toBe(203);
    expect(answer.headers.get("x-path")).toBe("/hello/asha");
    expect(await answer.json()).toEqual({ name: "asha", accept: "application/json", protocol: "http" });
  });

  it("reads a request's body and streams a response in pieces", async () => {
    const posted = await fetch(`${base}/echo`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ bid: "125" }) });
    expect(await posted.json()).toEqual({ body: { bid: "125" }, length: "13" });
    const streamed = await fetch(`${base}/stream`);
    expect(await streamed.text()).toBe("one two");
  });

  it("serves several requests on one kept-alive connection", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    for (const name of ["a", "b", "c"]) {
      const body = await new Promise<string>((resolve, reject) => {
        http
          .get(`${base}/hello/${name}`, { agent }, (response) => {
            sockets.add(response.socket);
            let text = "";
            response.on("data", (part: Buffer) => (text += part.toString()));
            response.on("end", () => resolve(text));
          })
          .on("error", reject);
      });
      expect(JSON.parse(body)).toMatchObject({ name });
    }
    agent.destroy();
    expect(sockets.size).toBe(1);
  });

  it("answers a malformed request with 400 and keeps serving", async () => {
    const { port } = server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => socket.write("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n"));
      let text = "";
      socket.on("data", (part: Buffer) => (text += part.toString()));
      socket.on("close", () => resolve(text));
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect((await fetch(`${base}/hello/asha`)).status).toBe(203);
  });
});
