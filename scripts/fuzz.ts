/**
 * npm run fuzz — sends over a thousand malformed requests to every loader and action of a
 * production build (odd bodies, content types, methods, headers including a bad Host, other
 * users' ids, cross-site origins, signed in and out), and every query-string value each page
 * reads (NUL, quotes, FTS5 operators, 600 characters, characters beyond the BMP, bad encodings; the
 * console's pages as an admin), prints the status histogram and exits non-zero on any 5xx or
 * unanswered request.
 *
 * It builds the app, seeds a throwaway data folder and starts the web server on a free port.
 * `--quick` sends every fifth request (about 1,170), `--no-build` reuses the existing build.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { openDatabase } from "../db/open";
import { seedDatabase } from "../db/seed";

const args = new Set(process.argv.slice(2));
const QUICK = args.has("--quick");
const REQUEST_TIMEOUT_MS = 10_000;
const CONCURRENCY = 4;

type Probe = {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Whose session the request carries: none, an ordinary account's (true) or an admin's. */
  signedIn?: boolean | "admin";
};

type Outcome = { probe: Probe; status: number | "timeout" | "error"; detail?: string };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

function build() {
  console.log("Building the production server…");
  const result = spawnSync(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("remix build failed");
}

async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["--import", "tsx", "scripts/web-server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      SEED_ON_START: "false",
      COOKIE_SECURE: "false",
      APP_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ["ignore", "ignore", process.env.FUZZ_SERVER_LOG ? "inherit" : "ignore"],
    detached: true,
  });
  // Up to a minute: a start on a busy 2-core machine (browser tests beside it) took over 30 s.
  for (let attempt = 0; attempt < 300; attempt++) {
    const status = await send(port, { method: "GET", path: "/status" }).catch(() => null);
    if (status?.status === 200) return server;
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error("the server did not start");
}

/** One raw HTTP request: node:http, so Host and every other header go out exactly as written. */
function send(port: number, probe: Probe, cookie?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { Host: `127.0.0.1:${port}`, ...probe.headers };
    if (cookie) headers.Cookie = cookie;
    if (probe.body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === "content-length")) {
      headers["Content-Length"] = String(Buffer.byteLength(probe.body));
    }
    const request = http.request(
      { host: "127.0.0.1", port, method: probe.method, path: probe.path, headers, setHost: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }));
        response.on("error", reject);
      },
    );
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error("timeout")));
    // A server that refuses a large body early may close before all of it is written.
    request.on("error", reject);
    if (probe.body !== undefined) request.end(probe.body);
    else request.end();
  });
}

async function signUpAndIn(port: number, label: string, before?: (email: string) => void): Promise<string> {
  const email = `fuzz.${label}.${Date.now()}@example.com`;
  const password = "fuzz password 123";
  const created = await send(port, {
    method: "POST",
    path: "/auth/signup",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: `Fuzz ${label}`, email, password, phone: "9876543210" }),
  });
  if (created.status !== 200) throw new Error(`sign-up answered ${created.status}: ${created.body}`);
  before?.(email);
  const login = await send(port, {
    method: "POST",
    path: "/login",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password }).toString(),
  });
  const cookie = [login.headers["set-cookie"] ?? []]
    .flat()
    .map((header) => header.split(";")[0])
    .find((pair) => pair.startsWith("__session="));
  if (!cookie) throw new Error(`sign-in answered ${login.status} without a session`);
  return cookie;
}

/** Makes an account an admin of the studio console, as `npm run admin:grant` does. */
function grantAdmin(databasePath: string, email: string) {
  const db = new Database(databasePath);
  try {
    db.prepare("UPDATE users SET role = 'admin', production_house_id = NULL WHERE email = ?").run(email);
  } finally {
    db.close();
  }
}

type Fixtures = {
  nftId: number;
  otherNftId: number;
  lotteryId: number;
  filmSlug: string;
  blogSlug: string;
  otherNotificationId: number;
  filmId: number;
  houseId: number;
  postId: number;
  teamMemberId: number;
};

function readFixtures(databasePath: string): Fixtures {
  const db = new Database(databasePath, { readonly: true });
  try {
    const one = <T>(sql: string, fallback: T): T => ((db.prepare(sql).pluck().get() as T | undefined) ?? fallback);
    return {
      nftId: one("SELECT id FROM nfts ORDER BY id LIMIT 1", 1),
      otherNftId: one("SELECT id FROM nfts ORDER BY id DESC LIMIT 1", 2),
      lotteryId: one("SELECT id FROM lotteries ORDER BY id LIMIT 1", 1),
      filmSlug: one("SELECT slug FROM films ORDER BY id LIMIT 1", "kabali"),
      blogSlug: one("SELECT slug FROM blog_posts ORDER BY id LIMIT 1", "welcome"),
      otherNotificationId: one("SELECT id FROM notifications ORDER BY id DESC LIMIT 1", 1),
      filmId: one("SELECT id FROM films ORDER BY id LIMIT 1", 1),
      houseId: one("SELECT id FROM production_houses ORDER BY id LIMIT 1", 1),
      postId: one("SELECT id FROM blog_posts ORDER BY id LIMIT 1", 1),
      teamMemberId: one("SELECT id FROM team_members ORDER BY id LIMIT 1", 1),
    };
  } finally {
    db.close();
  }
}

const FORM = "application/x-www-form-urlencoded";
const BOUNDARY = "----fuzzboundary";
const EVIL_REDIRECTS = ["/\t/evil.example", "/\n/evil.example", "/\\evil.example", "//evil.example", "https://evil.example", "/%0d%0aSet-Cookie:x=1", "javascript:alert(1)"];
const BAD_HOSTS = ["exa mple.com", "[::1", "a:99999999", "", "evil.example\r\nX: y".replace(/\r\n/g, ""), "ex%41mple.com", "..", "a/b"];
const BAD_IDS = ["abc", "0", "-1", "1e99", "99999999999999999999", "%00", "..%2F..%2Fetc", "1%20OR%201=1", "%E2%80%AE1"];

/**
 * Values every query-string name of every page is sent, percent-encoded as a browser would send
 * them, and a few that no browser would (a bad escape, a lone surrogate's bytes).
 */
const EVIL_QUERY_VALUES = [
  ...["\0", "a\0b", "abc\0", `'`, `"`, `a"b`, `"a" OR "b"`, "NEAR(a b)", "a AND b NOT c", "*", "^ab", "x*", "title:x", "x".repeat(600), "😀", "😀😀😀", "\u{1F3AC} Kabali"].map(encodeURIComponent),
  "%ZZ",
  "%ED%A0%80",
  "%C0%80",
];

/** What each page reads from its query string (app/routes: parseQuery shapes, pageOf, redirectTo). */
function queryNames(f: Fixtures): Record<string, string[]> {
  return {
    "/market": ["q", "actor", "movie", "rarity", "price", "sort", "page"],
    "/collections": ["price", "actor", "movie", "page"],
    "/about": ["rarity"],
    "/contact": ["topic", "nft", "sent"],
    [`/${f.filmSlug}`]: ["page"],
    [`/nftdetail/${f.nftId}`]: ["purchase", "bid"],
    [`/nftshowcase/${f.nftId}`]: ["token"],
    [`/nfttransfer/${f.nftId}`]: ["bid"],
    [`/sell/${f.otherNftId}`]: ["token"],
    [`/Bid_conformation/${f.nftId}`]: ["tx"],
    [`/Nft_conformation/${f.nftId}`]: ["order"],
    "/place_a_bid": ["listing"],
    [`/lottery/${f.lotteryId}`]: ["buy"],
    "/login": ["redirectTo"],
    "/signup": ["redirectTo"],
    "/wallet": ["redirectTo"],
    "/profile": ["tab", "tag", "page", "image"],
    "/notifications/user": ["uid"],
    "/studio/nfts": ["q", "status", "page"],
    "/studio/orders": ["status", "method", "from", "to", "page"],
    "/studio/audit": ["before"],
    "/studio/inbox": ["page"],
    [`/studio/lotteries/${f.lotteryId}`]: ["page"],
  };
}

/** The console's pages, fuzzed as an admin. */
function studioPages(f: Fixtures): string[] {
  return [
    "/studio", "/studio/audit", "/studio/films", "/studio/films/new", `/studio/films/${f.filmId}`, "/studio/houses",
    `/studio/houses/${f.houseId}`, "/studio/inbox", "/studio/lotteries", "/studio/lotteries/new", `/studio/lotteries/${f.lotteryId}`,
    "/studio/newsletter.csv", "/studio/nfts", "/studio/nfts/new", `/studio/nfts/${f.nftId}`, "/studio/orders", "/studio/posts",
    "/studio/posts/new", `/studio/posts/${f.postId}`, "/studio/roles", "/studio/team", "/studio/team/new", `/studio/team/${f.teamMemberId}`,
  ];
}

/**
 * Every page's query values: each name it reads alone with each value (as a visitor and signed
 * in, or as an admin in the console), and every name any page reads at once, so a name missing
 * from `queryNames` is still sent.
 */
function queryProbes(f: Fixtures, pages: string[]): Probe[] {
  const names = queryNames(f);
  const everyName = [...new Set(Object.values(names).flat())];
  const list: Probe[] = [];
  for (const [page, own] of Object.entries(names)) {
    const who: Probe["signedIn"][] = page.startsWith("/studio") ? ["admin"] : [false, true];
    for (const name of own) {
      for (const value of EVIL_QUERY_VALUES) for (const signedIn of who) list.push({ method: "GET", path: `${page}?${name}=${value}`, signedIn });
    }
  }
  for (const page of [...pages, ...studioPages(f)]) {
    const signedIn = page.startsWith("/studio") ? "admin" : true;
    for (const value of EVIL_QUERY_VALUES) {
      const query = everyName.map((name) => `${name}=${value}`).join("&");
      list.push({ method: "GET", path: `${page.split("?")[0]}?${query}`, signedIn });
      list.push({ method: "GET", path: `${page.split("?")[0]}?${query}&_data=root`, signedIn });
    }
  }
  return list;
}

/** Bodies every action is sent, signed in and out. */
function bodies(fixtures: Fixtures): { headers: Record<string, string>; body?: string | Buffer }[] {
  const truncated = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\nfuzz@example.com\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`;
  return [
    { headers: {} },
    { headers: { "Content-Type": "text/plain" }, body: "email=fuzz@example.com&password=x" },
    { headers: { "Content-Type": "application/xml" }, body: "<?xml version='1.0'?><login><email>x</email></login>" },
    { headers: {}, body: "email=fuzz%40example.com&password=fuzz" },
    { headers: { "Content-Type": "multipart/form-data" }, body: "--x\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nb\r\n--x--\r\n" },
    { headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` }, body: truncated },
    { headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: "fuzz@example.com", password: "x", name: "Fuzz", redirectTo: "//evil.example" }) },
    { headers: { "Content-Type": "application/json" }, body: "{\"email\": " },
    { headers: { "Content-Type": "application/json" }, body: "[1,2,3]" },
    { headers: { "Content-Type": FORM }, body: "email=%ZZ&password=%&redirectTo=%E0%A4%A" },
    { headers: { "Content-Type": FORM }, body: `email=a%40b.co&id=${fixtures.otherNotificationId}&intent=delete&redirectTo=${encodeURIComponent(EVIL_REDIRECTS[0])}` },
    { headers: { "Content-Type": FORM }, body: `name=${"x".repeat(70_000)}&email=a%40b.co` },
    { headers: { "Content-Type": FORM, "Content-Length": "999999999" }, body: "email=a" },
    { headers: { "Content-Type": "application/json" }, body: `{"name":"${"x".repeat(200_000)}"}` },
    { headers: { "Content-Type": "application/octet-stream" }, body: Buffer.from([0, 1, 2, 255, 254]) },
  ];
}

function probes(f: Fixtures): Probe[] {
  const id = f.nftId;
  const pages = [
    "/", "/about", "/collections", "/collections-sub", "/market", "/marketplace", "/blog", `/blog/${f.blogSlug}`, `/${f.filmSlug}`,
    `/nftdetail/${id}`, `/nftshowcase/${id}`, `/nfttransfer/${id}`, `/transfer/${id}`, `/sell/${f.otherNftId}`,
    `/Bid_conformation/${id}`, `/Nft_conformation/${id}`, "/nft_conformation", "/place_a_bid", "/lottery", `/lottery/${f.lotteryId}`,
    `/lottery_confirmation/${f.lotteryId}`, `/lottery_purchased/${f.lotteryId}`, "/lottery_pop", "/login", "/signup", "/resetpass",
    "/resetpass/not-a-token", "/profile", "/profile/edit_profile", "/edit_profile", "/wallet", "/wallet_connect", "/fortmatic",
    "/notifications/user", "/status", "/Privacypolicy", "/Termscondition", "/how%20it%20works", "/contact", "/footer", `/likes/${id}`,
    "/notifications/update", "/logout", "/auth/google", "/auth/signup", "/uploads/missing.png", "/no/such/page",
    "/follows/nobody", "/profile?tab=activity&tag=followers&page=2",
  ];
  const idRoutes = ["/nftdetail/", "/nftshowcase/", "/nfttransfer/", "/transfer/", "/sell/", "/Bid_conformation/", "/Nft_conformation/", "/lottery/", "/lottery_confirmation/", "/likes/", "/follows/", "/blog/", "/uploads/", "/resetpass/"];
  const actions = [
    "/login", "/login?_data=routes%2Flogin", "/signup", "/resetpass", "/resetpass/not-a-token", "/contact", "/contact?_data=routes%2Fcontact",
    "/footer", `/likes/${id}`, `/likes/${f.otherNftId}?_data=routes%2Flikes.%24nftid`, "/notifications/update", "/auth/google", "/auth/signup",
    "/edit_profile", "/profile?index&image=avatar", "/profile/edit_profile", `/lottery/${f.lotteryId}`, "/market", "/", "/follows/nobody",
  ];
  const list: Probe[] = [];
  for (const page of pages) {
    for (const signedIn of [false, true]) list.push({ method: "GET", path: page, signedIn });
    list.push({ method: "HEAD", path: page });
    list.push({ method: "GET", path: `${page}${page.includes("?") ? "&" : "?"}redirectTo=${encodeURIComponent(EVIL_REDIRECTS[1])}&page=-1&sort=%ZZ` });
    list.push({ method: "GET", path: `${page}?_data=routes%2F_index&page=99999999999999999999` , signedIn: true });
    for (const host of BAD_HOSTS.slice(0, 3)) list.push({ method: "GET", path: page, headers: { Host: host } });
  }
  for (const route of idRoutes) for (const bad of BAD_IDS) list.push({ method: "GET", path: `${route}${bad}`, signedIn: bad === "0" });
  for (const to of EVIL_REDIRECTS) {
    list.push({ method: "GET", path: `/login?redirectTo=${encodeURIComponent(to)}`, signedIn: true });
    list.push({ method: "GET", path: `/signup?redirectTo=${encodeURIComponent(to)}` });
  }
  for (const action of actions) {
    for (const variant of bodies(f)) {
      for (const signedIn of [false, true]) list.push({ method: "POST", path: action, headers: variant.headers, body: variant.body, signedIn });
    }
    for (const method of ["PUT", "PATCH", "DELETE", "TRACE", "OPTIONS"]) {
      list.push({ method, path: action, headers: { "Content-Type": FORM }, body: "a=b", signedIn: method === "DELETE" });
    }
    const form = { "Content-Type": FORM };
    list.push({ method: "POST", path: action, headers: { ...form, Origin: "https://evil.example" }, body: "email=a%40b.co", signedIn: true });
    list.push({ method: "POST", path: action, headers: { ...form, Origin: "null" }, body: "email=a%40b.co" });
    list.push({ method: "POST", path: action, headers: { ...form, "Sec-Fetch-Site": "cross-site" }, body: "email=a%40b.co", signedIn: true });
    for (const host of BAD_HOSTS) list.push({ method: "POST", path: action, headers: { ...form, Host: host }, body: "email=a%40b.co" });
  }
  for (const method of ["TRACE", "OPTIONS", "PROPFIND", "PURGE"]) list.push({ method, path: "/" });
  for (const page of studioPages(f)) list.push({ method: "GET", path: page, signedIn: "admin" });
  list.push(...queryProbes(f, pages));
  return list;
}

type Cookies = { user: string; admin: string };

async function run(port: number, list: Probe[], cookies: Cookies): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  async function worker() {
    while (next < list.length) {
      const probe = list[next++];
      try {
        const cookie = probe.signedIn === "admin" ? cookies.admin : probe.signedIn ? cookies.user : undefined;
        const response = await send(port, probe, cookie);
        outcomes.push({ probe, status: response.status, detail: response.status >= 500 ? response.body.slice(0, 160) : undefined });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        outcomes.push({ probe, status: message === "timeout" ? "timeout" : "error", detail: message });
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return outcomes;
}

function describe(probe: Probe) {
  const type = probe.headers?.["Content-Type"] ?? "";
  const host = probe.headers?.Host !== undefined ? ` Host=${JSON.stringify(probe.headers.Host)}` : "";
  const extra = Object.entries(probe.headers ?? {})
    .filter(([name]) => !["Content-Type", "Host"].includes(name))
    .map(([name, value]) => ` ${name}=${value}`)
    .join("");
  return `${probe.method} ${probe.path}${type ? ` [${type}]` : ""}${host}${extra}${probe.signedIn === "admin" ? " (admin)" : probe.signedIn ? " (signed in)" : ""}`;
}

async function main() {
  if (!args.has("--no-build")) build();
  const dataDir = mkdtempSync(path.join(tmpdir(), "diginoor-fuzz-"));
  const databasePath = path.join(dataDir, "diginoor.sqlite");
  const db = openDatabase(databasePath);
  seedDatabase(db);
  db.$client.close();
  const port = await freePort();
  const server = await startServer(dataDir, port);
  let failed = true;
  try {
    const cookie = await signUpAndIn(port, "a");
    // A second account, so the run also aims at rows that belong to someone else.
    await signUpAndIn(port, "b");
    const admin = await signUpAndIn(port, "admin", (email) => grantAdmin(databasePath, email));
    const all = probes(readFixtures(databasePath));
    const list = QUICK ? all.filter((_, index) => index % 5 === 0) : all;
    const started = performance.now();
    const outcomes = await run(port, list, { user: cookie, admin });
    const seconds = (performance.now() - started) / 1000;

    const histogram = new Map<string, number>();
    for (const { status } of outcomes) histogram.set(String(status), (histogram.get(String(status)) ?? 0) + 1);
    console.log(`\n${outcomes.length} requests in ${seconds.toFixed(1)} s against a production build on port ${port}`);
    console.log("status  count");
    for (const [status, count] of [...histogram].sort(([a], [b]) => a.localeCompare(b))) console.log(`${status.padEnd(7)} ${count}`);

    const bad = outcomes.filter(({ status }) => typeof status !== "number" || status >= 500);
    for (const { probe, status, detail } of bad.slice(0, 40)) console.log(`  ${status}  ${describe(probe)}${detail ? `  — ${detail.replace(/\s+/g, " ")}` : ""}`);
    if (bad.length > 40) console.log(`  … and ${bad.length - 40} more`);
    const stillSignedIn = await send(port, { method: "GET", path: "/profile" }, cookie);
    console.log(`session after the run: /profile answered ${stillSignedIn.status}`);
    failed = bad.length > 0;
    console.log(failed ? `FAILED: ${bad.length} answers were 5xx or missing.` : "ok: no 5xx.");
  } finally {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
