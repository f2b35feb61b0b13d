/**
 * npm run bench — builds the production server, seeds scratch databases at seed scale and at
 * 10,000 NFTs, and prints req/s and p50/p99 latency per page against 127.0.0.1, plus the
 * gzipped JavaScript the home page loads. Numbers, not pass/fail tests.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { chromium } from "playwright-core";
import { openDatabase } from "../db/open";
import { seedDatabase } from "../db/seed";

const PORT = 3299;
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 16;
const LARGE_SCALE = 10_000;

type Measurement = { path: string; reqPerSec: number; p50: number; p99: number; errors: number };

function build() {
  console.log("Building the production server…");
  const result = spawnSync(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("remix build failed");
}

function seedScratch(scale: number | undefined) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "diginoor-bench-"));
  const db = openDatabase(path.join(dataDir, "diginoor.sqlite"));
  const started = performance.now();
  const summary = seedDatabase(db, scale ? { scale } : {});
  const ms = performance.now() - started;
  db.$client.close();
  console.log(`Seeded ${summary.nfts} NFTs, ${summary.listings} listings in ${ms.toFixed(0)} ms (${dataDir})`);
  return dataDir;
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["--import", "tsx", "scripts/web-server.ts"], {
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, PORT: String(PORT), SEED_ON_START: "false", HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${BASE}/status`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the server did not start");
}

function stopServer(server: ChildProcess) {
  if (server.pid) process.kill(-server.pid, "SIGTERM");
}

/** Signs up and signs in through the real routes; the session cookie is what a collector's browser sends. */
async function sessionCookie(): Promise<string> {
  const account = { name: "Bench Collector", phone: "9876543210", email: `bench.${Date.now()}@example.com`, password: "bench password 1" };
  const signup = await fetch(`${BASE}/auth/signup`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(account),
  });
  if (!signup.ok) throw new Error(`sign-up answered ${signup.status}`);
  const login = await fetch(`${BASE}/login`, {
    method: "POST",
    body: new URLSearchParams({ email: account.email, password: account.password }),
    redirect: "manual",
  });
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .find((pair) => pair.startsWith("__session="));
  if (!cookie) throw new Error(`sign-in answered ${login.status} without a session`);
  return cookie;
}

/** A page as a visitor, or (with a cookie) as a signed-in collector. */
async function measure(urlPath: string, cookie?: string): Promise<Measurement> {
  const url = `${BASE}${encodeURI(urlPath)}`;
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const check = await fetch(url, { headers, redirect: "manual" });
  if (!check.ok) throw new Error(`${urlPath} answered ${check.status}`);
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 4 }); // warm-up: let the JIT settle
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  return {
    path: urlPath,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function homeJavaScriptBytes() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const page = await browser.newPage();
  const scripts: Buffer[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.push(await response.body());
  });
  await page.goto(`${BASE}/`, { waitUntil: "networkidle" });
  await browser.close();
  const raw = scripts.reduce((n, b) => n + b.length, 0);
  const gzipped = scripts.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
  return { files: scripts.length, raw, gzipped };
}

function printTable(title: string, rows: Measurement[]) {
  console.log(`\n${title}`);
  console.log("path                       req/s     p50 ms   p99 ms   errors");
  for (const r of rows) {
    console.log(
      `${r.path.padEnd(24)} ${r.reqPerSec.toFixed(0).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(8)}`,
    );
  }
}

async function benchScale(label: string, scale: number | undefined, detailId: number) {
  const dataDir = seedScratch(scale);
  const server = await startServer(dataDir);
  try {
    const rows: Measurement[] = [];
    for (const p of ["/status", "/", "/market"]) rows.push(await measure(p));
    // The detail page is for signed-in collectors.
    rows.push(await measure(`/nftdetail/${detailId}`, await sessionCookie()));
    printTable(label, rows);
    return { rows, js: scale ? null : await homeJavaScriptBytes() };
  } finally {
    stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  build();
  const seed = await benchScale("Seed scale", undefined, 1);
  const large = await benchScale(`${LARGE_SCALE.toLocaleString("en-US")} NFTs`, LARGE_SCALE, LARGE_SCALE / 2);
  const rate = (rows: Measurement[], p: string) => rows.find((r) => r.path.startsWith(p))!.reqPerSec;
  const floor = rate(large.rows, "/status");
  console.log("\nTargets (at 10,000 NFTs):");
  for (const p of ["/market", "/nftdetail"]) {
    const atScale = rate(large.rows, p);
    const ofFloor = atScale / floor;
    const ofSeed = atScale / rate(seed.rows, p);
    console.log(
      `  ${p.padEnd(11)} ${(ofFloor * 100).toFixed(0)}% of the floor (target ≥ 50%) ${ofFloor >= 0.5 ? "ok" : "MISSED"}; ` +
        `${ofSeed.toFixed(2)}× its seed-scale rate (target ≥ 0.8×) ${ofSeed >= 0.8 ? "ok" : "MISSED"}`,
    );
  }
  if (seed.js) {
    const kb = seed.js.gzipped / 1024;
    console.log(
      `  home JS: ${seed.js.files} files, ${(seed.js.raw / 1024).toFixed(1)} KB raw, ${kb.toFixed(1)} KB gzipped (target ≤ 120 KB) ${kb <= 120 ? "ok" : "MISSED"}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
