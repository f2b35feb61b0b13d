import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, Scripts, useLoaderData } from "@remix-run/react";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as entry from "~/entry.server";
import { useNonce } from "~/lib/nonce";
import { nftView } from "~/models/nfts.server";
import { currentUser } from "~/models/users.server";
import { action as editNft } from "~/routes/studio.nfts.$id";
import { action as newNft } from "~/routes/studio.nfts.new";
import { installGuards, remixHandler } from "~/services/http-guards.server";
import { takeToast, toastCookie } from "~/services/toast.server";
import { buildOfPages, cookiesFrom, createUser, post, type TestUser } from "./support";
import { consoleUser, filmOf, houses, nftFields, nftRow, webpBytes } from "./studio-support";

/**
 * A visitor's answers are cached over HTTP (docs/decisions/150-visitor-pages-cached-over-http.md,
 * 151-not-modified-without-rendering.md, 152-scripts-allowed-by-hash.md): the web server's own
 * handler (guards and Remix, with the site's entry) on a build of a few pages.
 */

/** What stored content could smuggle into a page: the CSP must refuse it. */
const INJECTED_SCRIPT = "window.injected = true";

function Root() {
  return (
    <html lang="en">
      <head />
      <body>
        <Outlet />
        <Scripts nonce={useNonce()} />
      </body>
    </html>
  );
}

async function rootLoader({ request }: LoaderFunctionArgs) {
  const { toast, headers } = await takeToast(request);
  return json({ toast }, { headers });
}

let itemLoads = 0;

/** An NFT's page, as the item page reads it, greeting whoever is signed in. */
async function itemLoader({ request, params }: LoaderFunctionArgs) {
  itemLoads++;
  const user = await currentUser(request);
  return json({ title: nftView(Number(params.id))?.title ?? null, name: user?.name ?? null });
}

function Item() {
  const { title, name } = useLoaderData<typeof itemLoader>();
  return (
    <>
      <h1>{title}</h1>
      <p>{name ? `Signed in as ${name}` : "Welcome, visitor"}</p>
      <div dangerouslySetInnerHTML={{ __html: `<script>${INJECTED_SCRIPT}</script>` }} />
    </>
  );
}

/** A visitor's page whose answer sets a cookie. */
const cookieLoader = () => json({ title: "Cookie page", name: null }, { headers: { "Set-Cookie": "choice=1; Path=/" } });

const build = buildOfPages(entry, {
  root: { path: "", module: { default: Root, loader: rootLoader } },
  "routes/item": { parentId: "root", path: "item/:id", module: { default: Item, loader: itemLoader, action: () => json({ saved: true }) } },
  "routes/cookie": { parentId: "root", path: "cookie", module: { default: Item, loader: cookieLoader } },
  "routes/feed": { parentId: "root", path: "feed", module: { loader: () => json({ items: [] }) } },
});

let server: Server;
let fan: TestUser;
let editor: TestUser;
let nftId: number;

const { home } = houses();
const film = filmOf(home.id);

beforeAll(async () => {
  const app = express();
  installGuards(app, { appOrigin: "http://localhost", external: { connect: [], frame: [], formAction: [] }, hsts: false, development: false });
  app.all("*", remixHandler(build, "production"));
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  fan = await createUser({ name: "Cache Tester" });
  editor = await consoleUser("admin");
  const created = await post(newNft, "/studio/nfts/new", { ...nftFields(film.id, home.id, { title: "First light" }), artwork: new File([await webpBytes()], "art.webp") }, { cookie: editor.cookie });
  nftId = Number(created.headers.get("Location")!.split("/").pop());
  const publish = new URLSearchParams({ intent: "publish", version: String(nftRow(nftId).version) });
  await post(editNft, `/studio/nfts/${nftId}`, publish.toString(), { cookie: editor.cookie, params: { id: String(nftId) }, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
});

afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { method, headers });

/** A studio's console edit of the NFT's title, as the console's form posts it. */
async function retitle(title: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...nftFields(film.id, home.id, { title }), version: String(nftRow(nftId).version) })) form.append(name, value);
  form.append("artwork", new File([], ""));
  const saved = await post(editNft, `/studio/nfts/${nftId}`, form, { cookie: editor.cookie, params: { id: String(nftId) } });
  expect(saved.status).toBe(302);
}

describe("a visitor's pages over HTTP", () => {
  it("are public for a few seconds, tagged, and answered 304 without running a loader when the tag still stands", async () => {
    const first = await get(`/item/${nftId}`);
    expect(await first.text()).toContain("First light");
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=5, stale-while-revalidate=30");
    expect(first.headers.get("Vary")).toMatch(/\bCookie\b/);
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^"[0-9a-f]{32}(-br|-gzip)?"$/);

    const loadsBefore = itemLoads;
    const again = await get(`/item/${nftId}`, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("ETag")).toBe(etag);
    expect(again.headers.get("Cache-Control")).toBe(first.headers.get("Cache-Control"));
    // The stored copy keeps running its scripts: the 304 repeats the policy that allows them.
    expect(again.headers.get("Content-Security-Policy")).toBe(first.headers.get("Content-Security-Policy"));
    expect(itemLoads).toBe(loadsBefore);

    const head = await get(`/item/${nftId}`, { "If-None-Match": etag }, "HEAD");
    expect(head.status).toBe(304);
  });

  it("after a console edit of the page's data, the tag changes and the new content is sent", async () => {
    const before = await get(`/item/${nftId}`);
    const etag = before.headers.get("ETag")!;
    expect(await before.text()).not.toContain("Second light");

    await retitle("Second light");
    const after = await get(`/item/${nftId}`, { "If-None-Match": etag });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain("Second light");
    expect(after.headers.get("ETag")).not.toBe(etag);
  });

  it("a visitor's data requests are tagged and answered 304 the same way", async () => {
    const path = `/item/${nftId}?_data=${encodeURIComponent("routes/item")}`;
    const data = await get(path);
    expect(data.headers.get("Cache-Control")).toMatch(/^public, /);
    const etag = data.headers.get("ETag")!;
    expect(etag).toBeTruthy();
    expect((await get(path, { "If-None-Match": etag })).status).toBe(304);
  });

  it("resource routes keep their own headers: no tag", async () => {
    const feed = await get("/feed");
    expect(feed.status).toBe(200);
    expect(feed.headers.get("ETag")).toBeNull();
  });
});

describe("answers that are never cached", () => {
  it("a signed-in user's page gets no tag, no 304 and stays private, whatever tag the browser sends", async () => {
    const visitor = await get(`/item/${nftId}`);
    const etag = visitor.headers.get("ETag")!;
    for (const path of [`/item/${nftId}`, `/item/${nftId}?_data=${encodeURIComponent("routes/item")}`]) {
      const own = await get(path, { Cookie: fan.cookie, "If-None-Match": etag });
      expect(own.status, path).toBe(200);
      expect(await own.text()).toContain("Cache Tester");
      expect(own.headers.get("Cache-Control"), path).toBe("private, no-store");
      expect(own.headers.get("ETag"), path).toBeNull();
    }
    expect((await get(`/item/${nftId}`, { Cookie: fan.cookie, "If-None-Match": "*" })).status).toBe(200);
  });

  it("an answer that sets a cookie is private, untagged, and never a 304", async () => {
    const page = await get("/cookie", { "If-None-Match": "*" });
    expect(page.status).toBe(200);
    expect(page.headers.get("Set-Cookie")).toMatch(/^choice=1/);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.headers.get("ETag")).toBeNull();
  });

  it("a visitor with a flash toast gets the page that clears it, even naming the page's tag", async () => {
    const etag = (await get(`/item/${nftId}`)).headers.get("ETag")!;
    const withToast = cookiesFrom(new Response(null, { headers: { "Set-Cookie": await toastCookie({ kind: "info", text: "Hello" }) } }));
    const page = await get(`/item/${nftId}`, { Cookie: withToast, "If-None-Match": etag });
    expect(page.status).toBe(200);
    expect(page.headers.get("Set-Cookie")).toMatch(/^__toast=;/);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("a post is never answered 304", async () => {
    const etag = (await get(`/item/${nftId}`)).headers.get("ETag")!;
    const posted = await get(`/item/${nftId}`, { "If-None-Match": etag }, "POST");
    expect(posted.status).toBe(200);
    expect(posted.headers.get("ETag")).toBeNull();
  });
});

describe("the page's scripts under the CSP", () => {
  it("allows Remix's own inline scripts by their hashes, and not a script that came with the content", async () => {
    const page = await get(`/item/${nftId}`);
    const html = await page.text();
    const csp = page.headers.get("Content-Security-Policy")!;
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1];
    expect(scriptSrc).not.toMatch(/unsafe-inline|nonce-/);
    expect(html).not.toMatch(/<script[^>]* nonce=/);
    const { createHash } = await import("node:crypto");
    const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    const own = inline.filter((text) => text !== INJECTED_SCRIPT);
    expect(own.some((text) => text.includes("window.__remixContext"))).toBe(true);
    for (const text of own) expect(scriptSrc).toContain(hashOf(text));
    expect(inline).toContain(INJECTED_SCRIPT);
    expect(scriptSrc).not.toContain(hashOf(INJECTED_SCRIPT));
  });
});
