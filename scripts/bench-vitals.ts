/**
 * npm run bench:vitals — what a collector on a slow connection feels: largest contentful paint,
 * cumulative layout shift and total blocking time of `/`, `/market` and an item page, on a laptop's
 * screen and a phone's, measured in Chromium with PerformanceObserver, cold cache (a new browser
 * context per page), on a throttled connection (1.6 Mbps down, 750 kbps up, 150 ms round trip:
 * CDP Network.emulateNetworkConditions).
 * Each layout shift is printed under its page with the elements it moved, so that a shift can be
 * traced to its cause. Targets: LCP ≤ 2.5 s, CLS ≤ 0.1. Builds the production server and serves a
 * scratch database.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { openDatabase } from "../db/open";
import { seedDatabase } from "../db/seed";
import { describeLayoutShift, recordedLayoutShifts, RECORD_LAYOUT_SHIFTS, type LayoutShift } from "./layout-shifts";

const PORT = Number(process.env.BENCH_PORT ?? 3353);
const BASE = `http://127.0.0.1:${PORT}`;
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 };
const LCP_TARGET_MS = 2500;
const CLS_TARGET = 0.1;
/** A laptop and a phone: carousels and pictures are laid out differently on each. */
const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];

type Vitals = { lcpMs: number; lcpElement: string; cls: number; shifts: LayoutShift[]; tbtMs: number; loadMs: number; bytes: number };

/** Collects the page's entries from its first byte on (buffered observers, set up before any script of the page). */
const OBSERVE = `
  window.__vitals = { lcp: 0, lcpElement: "", longTasks: [], fcp: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__vitals.lcp = entry.startTime;
      const el = entry.element;
      window.__vitals.lcpElement = el ? el.tagName.toLowerCase() + (el.className ? "." + String(el.className).split(" ")[0] : "") : entry.url || "";
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__vitals.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") window.__vitals.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
`;

function build() {
  const result = spawnSync(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("remix build failed");
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["--import", "tsx", "scripts/web-server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      SEED_ON_START: "false",
      WEB_WORKERS: "1",
      COOKIE_SECURE: "false",
      APP_URL: BASE,
      RATE_LIMIT_EXEMPT_ADDRESSES: "127.0.0.1,::1,::ffff:127.0.0.1",
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  for (let attempt = 0; attempt < 600; attempt++) {
    if (await fetch(`${BASE}/status`).then((r) => r.ok, () => false)) return server;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not start");
}

async function sessionCookie(): Promise<string> {
  const account = { name: "Vitals Collector", phone: "9876543210", email: `vitals.${Date.now()}@example.com`, password: "vitals password 1" };
  await fetch(`${BASE}/auth/signup`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(account) });
  const login = await fetch(`${BASE}/login`, { method: "POST", body: new URLSearchParams({ email: account.email, password: account.password }), redirect: "manual" });
  const cookie = login.headers.getSetCookie().map((h) => h.split(";")[0]).find((pair) => pair.startsWith("__session="));
  if (!cookie) throw new Error("sign-in gave no session");
  return cookie.slice("__session=".length);
}

async function vitalsOf(browser: Browser, viewport: { width: number; height: number }, urlPath: string, session?: string): Promise<Vitals> {
  const context = await browser.newContext({ viewport });
  if (session) await context.addCookies([{ name: "__session", value: session, url: BASE }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  let bytes = 0;
  cdp.on("Network.loadingFinished", (event: { encodedDataLength: number }) => (bytes += event.encodedDataLength));
  await page.addInitScript(OBSERVE);
  await page.addInitScript(RECORD_LAYOUT_SHIFTS);
  const started = Date.now();
  await page.goto(`${BASE}${urlPath}`, { waitUntil: "load", timeout: 120_000 });
  const loadMs = Date.now() - started;
  await page.waitForLoadState("networkidle", { timeout: 120_000 });
  await page.waitForTimeout(1000);
  const raw = await page.evaluate(() => (window as unknown as { __vitals: { lcp: number; lcpElement: string; fcp: number; longTasks: [number, number][] } }).__vitals);
  const shifts = await page.evaluate(recordedLayoutShifts);
  await context.close();
  const tbtMs = raw.longTasks.filter(([start]) => start >= raw.fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
  return { lcpMs: raw.lcp, lcpElement: raw.lcpElement, cls, shifts, tbtMs, loadMs, bytes };
}

async function main() {
  if (!process.argv.includes("--no-build")) build();
  const dataDir = mkdtempSync(path.join(tmpdir(), "diginoor-vitals-"));
  const db = openDatabase(path.join(dataDir, "diginoor.sqlite"));
  seedDatabase(db);
  db.$client.close();
  const server = await startServer(dataDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  try {
    const session = await sessionCookie();
    const pages: [string, string, string?][] = [
      ["/", "/"],
      ["/market", "/market"],
      ["/nftdetail/1 (signed in)", "/nftdetail/1", session],
    ];
    for (const viewport of VIEWPORTS) {
      console.log(`\nThrottled ${NETWORK.downloadThroughput * 8 / 1e6} Mbps, ${NETWORK.latency} ms RTT, cold cache, ${viewport.width}×${viewport.height}`);
      console.log(`${"page".padEnd(26)} ${"LCP ms".padStart(7)} ${"CLS".padStart(6)} ${"TBT ms".padStart(7)} ${"load ms".padStart(8)} ${"KB".padStart(6)}  LCP element`);
      for (const [label, urlPath, cookie] of pages) {
        const v = await vitalsOf(browser, viewport, urlPath, cookie);
        const verdict = v.lcpMs <= LCP_TARGET_MS && v.cls <= CLS_TARGET ? "ok" : "MISSED";
        console.log(
          `${label.padEnd(26)} ${v.lcpMs.toFixed(0).padStart(7)} ${v.cls.toFixed(3).padStart(6)} ${v.tbtMs.toFixed(0).padStart(7)} ${String(v.loadMs).padStart(8)} ${(v.bytes / 1024).toFixed(0).padStart(6)}  ${v.lcpElement}  ${verdict}`,
        );
        for (const shift of v.shifts) console.log(`    shift ${describeLayoutShift(shift)}`);
      }
    }
    console.log(`Targets: LCP ≤ ${LCP_TARGET_MS} ms, CLS ≤ ${CLS_TARGET}`);
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid, "SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
