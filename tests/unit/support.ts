import { randomBytes } from "node:crypto";
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs, ServerBuild } from "@remix-run/node";
import type { RequestHandler } from "express";
import Database from "better-sqlite3";
import { getAddress } from "ethers";
import { expect } from "vitest";

// App modules are imported inside the helpers that need them: configuration is read on first
// import, and some test files set the environment (e.g. SMTP_URL) before that happens.

export type TestUser = { id: number; uid: string; name: string; cookie: string };

/**
 * Inserts an account and returns it with a session cookie, as if it had just logged in (with its
 * password unless `signedInWith` says Google). With a wallet address, the account has it as its
 * verified active wallet, as if it had connected it.
 */
export async function createUser(fields: { name?: string; walletAddress?: string | null; signedInWith?: "password" | "google" } = {}): Promise<TestUser> {
  const { signInCookie } = await import("~/models/session.server");
  const { db } = await import("~db/client.server");
  const { users, wallets } = await import("~db/schema");
  const uid = `test-${randomBytes(6).toString("hex")}`;
  const name = fields.name ?? `Tester ${uid.slice(-4)}`;
  const { id } = db
    .insert(users)
    .values({ uid, name, email: `${uid}@example.com` })
    .returning({ id: users.id })
    .get();
  if (fields.walletAddress) {
    db.insert(wallets)
      .values({ userId: id, address: getAddress(fields.walletAddress.toLowerCase()), kind: "external", verifiedAt: new Date(), active: true })
      .run();
  }
  const setCookie = await signInCookie(new Request("http://localhost/"), id, null, fields.signedInWith ?? "password");
  return { id, uid, name, cookie: setCookie.split(";")[0] };
}

/** A random address, checksummed as wallets are stored. */
export function randomWallet(): string {
  return getAddress(`0x${randomBytes(20).toString("hex")}`);
}

/** Another web worker, or the job process: its own connection to the same database file. */
export function otherWorker() {
  return new Database(path.join(process.env.DATA_DIR!, "diginoor.sqlite"));
}

/**
 * This process's code gives way to the event loop, as it does between two requests: kept answers
 * read each generation once per turn (docs/decisions/128-account-reads-kept-until-a-write.md), so
 * another worker's write shows from the next one.
 */
export const betweenRequests = () => new Promise((resolve) => setImmediate(resolve));

let counter = 0;
/** A fresh email address per call, so tests never collide. */
export const freshEmail = (label = "fan") => `${label}.${process.pid}.${++counter}@example.com`;

type RouteFunction = (args: ActionFunctionArgs & LoaderFunctionArgs) => Promise<Response> | Response;
/**
 * Who sends the request (a session cookie, none for a visitor), the route's params, any other
 * headers, and what the web server adds (the client's address).
 */
export type RequestOptions = {
  cookie?: string | null;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  context?: AppLoadContext;
};
/** Form fields (undefined ones are left out), or a body sent as it is. */
type Body = Record<string, string | Blob | undefined> | FormData | ArrayBuffer | ReadableStream | Blob | string;

/** Loaders and actions may throw a Response (redirects, 404s): treat it as the answer. */
async function callRoute(run: () => Promise<Response> | Response): Promise<Response> {
  try {
    return await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function headersOf({ cookie, headers }: RequestOptions): Headers {
  const all = new Headers(headers);
  if (cookie) all.set("Cookie", cookie);
  return all;
}

function requestBody(body: Body): BodyInit {
  if (body instanceof FormData || body instanceof ArrayBuffer || body instanceof ReadableStream || body instanceof Blob || typeof body === "string") {
    return body;
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) if (value !== undefined) form.append(name, value);
  return form;
}

/** Calls a loader the way a page visit would. */
export function visit(loader: RouteFunction, path: string, options: RequestOptions = {}) {
  const request = new Request(`http://localhost${path}`, { headers: headersOf(options) });
  return callRoute(() => loader({ request, params: options.params ?? {}, context: options.context ?? {} }));
}

/** Calls an action the way a browser form post would (or with a raw body and its own Content-Type). */
export function post(action: RouteFunction, path: string, body: Body, options: RequestOptions = {}) {
  const init = { method: "POST", headers: headersOf(options), body: requestBody(body), duplex: "half" } as RequestInit;
  return callRoute(() =>
    action({ request: new Request(`http://localhost${path}`, init), params: options.params ?? {}, context: options.context ?? {} }),
  );
}

/** Calls an action with a JSON body, the way a script would. */
export function postJson(action: RouteFunction, path: string, value: unknown, options: RequestOptions = {}) {
  const headers = { "Content-Type": "application/json", ...options.headers };
  return post(action, path, JSON.stringify(value), { ...options, headers });
}

/** The `name=value` pairs a browser would send back after this response (an expired cookie is dropped). */
export function cookiesFrom(response: Response, previous: string | null = null): string {
  const jar = new Map<string, string>();
  for (const pair of previous?.split("; ").filter(Boolean) ?? []) {
    const at = pair.indexOf("=");
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  for (const header of response.headers.getSetCookie()) {
    const [pair, ...attributes] = header.split("; ");
    const at = pair.indexOf("=");
    const expired = attributes.some((a) => /^expires=Thu, 01 Jan 1970/i.test(a) || /^max-age=0$/i.test(a));
    if (expired) jar.delete(pair.slice(0, at));
    else jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** The flash toast a response sets, read the way the next page's root loader would. */
export async function toastOf(response: Response) {
  const { takeToast } = await import("~/services/toast.server");
  const { toast } = await takeToast(new Request("http://localhost/", { headers: { Cookie: cookiesFrom(response) } }));
  return toast;
}

export function expectRedirect(response: Response, location: string) {
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe(location);
}

/** Field errors of a form action's reply (conform's result under `result`), e.g. { email: ["User not found"] }. */
export async function errorsOf(response: Response): Promise<Record<string, string[] | null>> {
  const reply = (await response.json()) as { result?: { error?: Record<string, string[] | null> } };
  return reply.result?.error ?? {};
}

type PageRoute = { path: string; parentId?: string; module: Record<string, unknown> };

/**
 * A Remix build of `routes` (route id → route) whose entry is `entry` (the site's
 * app/entry.server): for tests of whole pages through Remix's handler.
 */
export function buildOfPages(entry: object, routes: Record<string, PageRoute>): ServerBuild {
  const assets = Object.fromEntries(
    Object.entries(routes).map(([id, { path, parentId, module }]) => [
      id,
      { id, path, parentId, module: `/build/${id}.js`, hasLoader: "loader" in module, hasAction: "action" in module, hasClientAction: false, hasClientLoader: false, hasErrorBoundary: "ErrorBoundary" in module, imports: [] },
    ]),
  );
  return {
    mode: "production",
    entry: { module: entry },
    routes: Object.fromEntries(Object.entries(routes).map(([id, route]) => [id, { id, ...route }])),
    assets: { entry: { module: "/build/entry.js", imports: [] }, routes: assets, url: "/build/manifest.js", version: "1" },
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    future: {},
    isSpaMode: false,
  } as unknown as ServerBuild;
}

type ResourceLoader = (args: { request: Request }) => Response | Promise<Response>;

/**
 * The web workers' Remix handler (`remixHandler`) serving a build of resource routes only (path →
 * loader) on a free loopback port, behind `middleware` when given: for tests of what the web
 * server hands Remix.
 */
export async function serveResourceRoutes(loaders: Record<string, ResourceLoader>, middleware?: RequestHandler) {
  const { installGlobals } = await import("@remix-run/node");
  const { remixHandler } = await import("~/services/http-guards.server");
  const { default: express } = await import("express");
  installGlobals();
  const routes = Object.fromEntries(Object.entries(loaders).map(([route, loader]) => [route, { id: route, parentId: "root", path: route, module: { loader } }]));
  const build = {
    mode: "production",
    entry: { module: { default: () => new Response("no documents here", { status: 500 }) } },
    routes: { root: { id: "root", path: "", module: {} }, ...routes },
    assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "1" },
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    future: {},
    isSpaMode: false,
  } as unknown as ServerBuild;
  const app = express();
  if (middleware) app.use(middleware);
  app.all("*", remixHandler(build, "production"));
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  return { port: (server.address() as AddressInfo).port, close: () => server.close() };
}

/** An answer as it came over the wire: node's HTTP client neither decompresses it nor rewrites the path it sends. */
export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** One request to 127.0.0.1:`port`, with `Accept-Encoding` when given. */
export function rawRequest(port: number, requestPath: string, acceptEncoding?: string, method = "GET"): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding };
    const request = http.request({ host: "127.0.0.1", port, path: requestPath, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}
