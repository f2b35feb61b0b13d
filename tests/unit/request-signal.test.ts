/**
 * The signal of the Request the web server hands Remix: aborted when the client leaves before its
 * answer is written, and only then (node's AbortController since
 * docs/decisions/156-own-request-handler-measured-against-remix-express.md).
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveResourceRoutes } from "./support";

/** What each loader saw of its request's signal. */
type Seen = { signal: AbortSignal; abortEvents: number };
const seen = new Map<string, Seen>();

function watch(request: Request): Seen {
  const entry: Seen = { signal: request.signal, abortEvents: 0 };
  request.signal.addEventListener("abort", () => entry.abortEvents++);
  seen.set(new URL(request.url).searchParams.get("id") ?? "", entry);
  return entry;
}

let server: Awaited<ReturnType<typeof serveResourceRoutes>>;
let port = 0;

/** Two resource routes: one answers at once, the other when its signal aborts (or after 5 s). */
beforeAll(async () => {
  server = await serveResourceRoutes({
    now: ({ request }) => {
      watch(request);
      return new Response("answered");
    },
    wait: ({ request }) => {
      watch(request);
      return new Promise<Response>((resolve) => {
        const timer = setTimeout(() => resolve(new Response("waited")), 5000);
        request.signal.addEventListener("abort", () => {
          clearTimeout(timer);
          resolve(new Response("left"));
        });
      });
    },
  });
  port = server.port;
});
afterAll(() => server.close());

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
}

describe("the signal of a request", () => {
  it("stays unaborted for an answered request", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/now?id=answered`);
    expect(await response.text()).toBe("answered");
    await new Promise((resolve) => setTimeout(resolve, 50));
    const { signal, abortEvents } = seen.get("answered")!;
    expect(signal.aborted).toBe(false);
    expect(abortEvents).toBe(0);
  });

  it("aborts the loaders of a client that leaves before the answer, once, with an AbortError", async () => {
    const request = http.get({ host: "127.0.0.1", port, path: "/wait?id=left" });
    request.on("error", () => undefined);
    await until(() => seen.has("left"));
    request.destroy();
    const entry = seen.get("left")!;
    await until(() => entry.signal.aborted);
    expect(entry.abortEvents).toBe(1);
    expect(entry.signal.reason).toBeInstanceOf(DOMException);
    expect((entry.signal.reason as DOMException).name).toBe("AbortError");
  });
});
