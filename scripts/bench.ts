/**
 * npm run bench [-- --scale 100000] [--workers N] [--requests 100000] [--pages "/market,/market 304"]
 *
 * Builds the production server, seeds a scratch database (seed scale, or `--scale` NFTs: the seed
 * time and database size are printed), starts the embedded chain beside it as `npm start` does
 * (contracts deployed and indexed; the collector's tokens minted on it) and, against one
 * production server on 127.0.0.1, measures a static asset of that same server (the floor:
 * guards, compression and express.static, no Remix)
 * and every page, each as req/s, p50/p99 and its ratio to the floor and to `/status` (the shared
 * layout alone; a signed-in page also against the signed-in layout), and as the server's CPU per
 * request with `/status`'s share of it. Pages are measured in three interleaved rounds and each
 * reports its median round. Then the same pages with one web worker beside N workers, taking
 * turns in each round, each ratio the median of the rounds' ratios, with the
 * ceiling the machine's cores set on it and what a busy neighbouring core costs
 * memory-bound work, and a web worker's RSS after 10,000 and after `--requests` requests (after a
 * full garbage collection, and as it stood). `--pages` measures only the pages whose labels it
 * lists (comma-separated), beside the floor and `/status`, and nothing else. Numbers, not pass/fail tests.
 *
 * Rates come from wrk (Debian's `wrk`), a C load generator: it shares the machine's cores with the
 * server and takes far less of them than a Node one would. It runs as a batch task (`chrt --batch`,
 * docs/decisions/124-load-generator-as-a-batch-task.md): it gets its share of the cores, but does
 * not interrupt a worker's request whenever a response wakes it, which remote clients never do.
 * The one-worker comparison is printed both ways. The memory check sends a fixed number of
 * requests over a mix of pages, which autocannon does.
 */
import { execFile, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import { createInterface } from "node:readline";
import type { Socket } from "node:net";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { chromium } from "playwright-core";
import { eq } from "drizzle-orm";
import { getAddress } from "ethers";
import { openDatabase, type Db } from "../db/open";
import { seedDatabase } from "../db/seed";
import { lotteries, nfts, users, wallets } from "../db/schema";
import type { ChainContext } from "../app/services/chain.server";
import type { DevChain } from "../app/services/devchain.server";

const { values: args } = parseArgs({
  options: {
    scale: { type: "string" },
    workers: { type: "string" },
    requests: { type: "string" },
    port: { type: "string" },
    pages: { type: "string" },
  },
});
const ONLY_PAGES = args.pages ? new Set(args.pages.split(",").map((label) => label.trim())) : null;
const SCALE = args.scale ? Number(args.scale) : undefined;
const WORKERS = Number(args.workers ?? availableParallelism());
const LEAK_REQUESTS = Number(args.requests ?? 100_000);
const PORT = Number(args.port ?? process.env.BENCH_PORT ?? 3351);
const ROUNDS = 3;
/** Rounds of the one-worker comparison: its ratio is the figure the machine's drift moves most. */
const COMPARED_ROUNDS = 7;
const ROUND_S = Number(process.env.BENCH_SECONDS ?? 4);
const WARM_UP_S = 3;
/** The kernel's unit of process CPU time in /proc/{pid}/stat. */
const CLOCK_TICKS_PER_S = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout);
const CONNECTIONS = 16;
/**
 * Every request asks for its answer compressed as Chromium does: a browser's page costs the server
 * its compression too (docs/decisions/132-pages-compressed-in-one-call.md). The floor's file is
 * below the size anything is compressed from.
 */
const AS_A_BROWSER_ASKS = { "Accept-Encoding": "gzip, deflate, br, zstd" };
const FLOOR = "/favicon.svg";
const OWNED_TOKENS = 50;
/** What Node prints when its inspector opens, is attached to or closes. */
const INSPECTOR_NOTICE = /^(Debugger listening on |Debugger attached\.|Debugger ending on |For help, see: https:\/\/nodejs\.org)/;
const BENCH_WALLET = getAddress("0x000000000000000000000000000000000000be4c");

/** A page's figures; `machineCores`: how many of the machine's cores were busy meanwhile, on anything. */
type Measurement = { label: string; signedIn: boolean; reqPerSec: number; p50: number; p99: number; errors: number; cpuUs: number; machineCores: number };
/** A page's measurement on one target: its median round, and every round's rate in the rounds' order. */
type Measured = Measurement & { roundRates: number[] };
/** `uncompressed`: asked for without `Accept-Encoding`, as the bench asked before decision 132. */
/** `revalidated`: asked with the ETag of the page's last answer, as a browser or cache holding it asks. */
type Page = { label: string; path: string; signedIn?: boolean; uncompressed?: boolean; revalidated?: boolean };
/** A running web server: its supervisor process, its origin and how many workers it runs. */
type Server = { process: ChildProcess; base: string; workers: number };
/**
 * How wrk is scheduled: as a batch task, which waits for the end of a worker's time slice
 * instead of taking the core from it when a response wakes it; or as an ordinary task, which does.
 */
type LoadScheduling = "batch" | "ordinary";
/** Where a page is measured: a server's origin, the processes whose CPU its requests cost, and how wrk is scheduled against them. */
type Target = { base: string; pids: number[]; scheduling: LoadScheduling };

function build() {
  console.log("Building the production server…");
  const result = spawnSync(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("remix build failed");
}

function seedScratch(): { dataDir: string; file: string } {
  const dataDir = mkdtempSync(path.join(tmpdir(), "diginoor-bench-"));
  const file = path.join(dataDir, "diginoor.sqlite");
  const db = openDatabase(file);
  const started = performance.now();
  const summary = seedDatabase(db, SCALE ? { scale: SCALE } : {});
  const seconds = (performance.now() - started) / 1000;
  db.$client.close();
  const megabytes = statSync(file).size / 1024 / 1024;
  console.log(`Seeded ${summary.nfts.toLocaleString("en-US")} NFTs, ${summary.listings.toLocaleString("en-US")} listings in ${seconds.toFixed(2)} s; database ${megabytes.toFixed(1)} MB (${dataDir})`);
  return { dataDir, file };
}

async function startServer(dataDir: string, workers: number, { env = {}, port = PORT }: { env?: Record<string, string>; port?: number } = {}): Promise<Server> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/web-server.ts"], {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      SEED_ON_START: "false",
      WEB_WORKERS: String(workers),
      COOKIE_SECURE: "false",
      APP_URL: base,
      RATE_LIMIT_EXEMPT_ADDRESSES: "127.0.0.1,::1,::ffff:127.0.0.1",
    },
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  // The server's errors reach the bench's output; the inspector's notices (the leak check opens it) do not.
  createInterface({ input: child.stderr! }).on("line", (line) => {
    if (!INSPECTOR_NOTICE.test(line)) console.error(line);
  });
  const server: Server = { process: child, base, workers };
  // Every worker must be listening before a measurement, or the first ones land on fewer cores.
  for (let attempt = 0; attempt < 900; attempt++) {
    const pids = workerPids(server);
    const answers = await Promise.all(Array.from({ length: workers * 4 }, () => fetch(`${base}${FLOOR}`).then((r) => r.ok, () => false)));
    if (pids.length === workers && answers.every(Boolean) && attempt > 0) return server;
    await new Promise((r) => setTimeout(r, 500));
  }
  stopServer(server);
  throw new Error("the server did not start");
}

function workerPids(server: Server): number[] {
  const out = spawnSync("ps", ["--ppid", String(server.process.pid), "-o", "pid=,args="], { encoding: "utf8" }).stdout;
  return out
    .split("\n")
    .filter((line) => line.includes("scripts/web-server.ts"))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

/**
 * Where a page is measured: the server's origin, and its supervisor, its workers and the chain
 * node, every process whose CPU a request can cost.
 */
const targetOf = (server: Server, bench: BenchChain, scheduling: LoadScheduling = "batch"): Target => ({
  base: server.base,
  pids: [server.process.pid!, ...workerPids(server), bench.node.process!.pid!],
  scheduling,
});

function stopServer(server: Server) {
  try {
    if (server.process.pid) process.kill(-server.process.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}

/** Signs up and signs in through the real routes; the session cookie is what a collector's browser sends. */
async function signUp(base: string): Promise<{ cookie: string; email: string }> {
  const account = { name: "Bench Collector", phone: "9876543210", email: `bench.${Date.now()}@example.com`, password: "bench password 1" };
  const signup = await fetch(`${base}/auth/signup`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(account) });
  if (!signup.ok) throw new Error(`sign-up answered ${signup.status}`);
  const login = await fetch(`${base}/login`, {
    method: "POST",
    body: new URLSearchParams({ email: account.email, password: account.password }),
    redirect: "manual",
  });
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .find((pair) => pair.startsWith("__session="));
  if (!cookie) throw new Error(`sign-in answered ${login.status} without a session`);
  return { cookie, email: account.email };
}

type BenchChain = { node: DevChain; chain: ChainContext; ownedNftId: number };

/**
 * The chain `npm start` runs beside the web server: anvil with the contracts deployed, in the
 * bench's data directory, and the collector's 50 tokens minted on it and indexed, as purchases
 * would leave them. The pages that read the chain (the profile's refunds, the sell page's holder
 * check) cost here what they cost in production. The app's configuration reads the data directory
 * and the chain's port when it is first loaded, so the app's modules load here, after both are set.
 */
async function startChain(dataDir: string, db: Db): Promise<BenchChain> {
  const { freePort, startDevChain } = await import("../app/services/devchain.server");
  process.env.DATA_DIR = dataDir;
  process.env.CHAIN_PORT = String(await freePort());
  const { config } = await import("../app/config.server");
  const { prepareChain } = await import("../app/services/chain-bootstrap.server");
  const { mintTo } = await import("../app/services/chain.server");
  const { indexToHead } = await import("../app/jobs/indexer.server");
  const node = await startDevChain({ port: config.chain.port, chainId: config.chain.chainId, stateFile: config.chain.stateFile });
  const chain = await prepareChain({ db, rpcUrl: config.chain.rpcUrl, chainId: config.chain.chainId, keys: config.chain, deploymentFile: config.chain.deploymentFile });
  const nftIds = db.select({ id: nfts.id }).from(nfts).limit(OWNED_TOKENS).all();
  for (const nft of nftIds) await mintTo(chain, BENCH_WALLET, nft.id, config.chain.roles.treasury);
  await indexToHead(db, chain);
  return { node, chain, ownedNftId: nftIds[0].id };
}

function stopChain(bench: BenchChain | null) {
  bench?.chain.provider.destroy();
  return bench?.node.stop();
}

/**
 * The collector's wallet, written into the bench's database (proving it takes a wallet's
 * signature): it holds the tokens minted in startChain, the profile shows them, and the trading
 * pages need a signed-in account with a wallet.
 */
function giveWallet(db: Db, email: string) {
  const user = db.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
  if (!user) throw new Error("the bench account is missing");
  db.insert(wallets).values({ userId: user.id, address: BENCH_WALLET, kind: "external", verifiedAt: new Date(), active: true }).run();
}

/** Milliseconds from a wrk duration such as "812.00us", "4.53ms" or "1.02s". */
function wrkMs(text: string): number {
  const [, value, unit] = /^([\d.]+)(us|ms|s)$/.exec(text) ?? [];
  if (!value) throw new Error(`wrk printed an unreadable latency: ${text}`);
  return Number(value) * (unit === "us" ? 0.001 : unit === "s" ? 1000 : 1);
}

/**
 * One wrk run: 16 connections on one thread for `seconds`, with its latency distribution. Run
 * asynchronously: this process's own keep-alive connections must see the server close them.
 */
async function wrk(url: string, headers: Record<string, string>, seconds: number, scheduling: LoadScheduling) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const args = ["-t1", `-c${CONNECTIONS}`, `-d${seconds}s`, "--latency", ...headerArgs, url];
  // chrt (util-linux) starts wrk with the batch policy; it needs no privilege.
  const [command, commandArgs] = scheduling === "batch" ? ["chrt", ["--batch", "0", "wrk", ...args]] : ["wrk", args];
  const out = await new Promise<string>((resolve, reject) =>
    execFile(command, commandArgs, (error, stdout, stderr) => {
      if (error) reject(new Error(`wrk could not run (${error.message}${stderr}): install it with \`apt-get install -y wrk util-linux\``));
      else resolve(stdout);
    }),
  );
  const field = (pattern: RegExp) => pattern.exec(out)?.[1];
  const reqPerSec = Number(field(/Requests\/sec:\s+([\d.]+)/));
  if (!Number.isFinite(reqPerSec)) throw new Error(`wrk printed no rate:\n${out}`);
  const socketErrors = field(/Socket errors: (.*)/)?.match(/\d+/g)?.reduce((sum, n) => sum + Number(n), 0) ?? 0;
  return {
    requests: Number(field(/(\d+) requests in/)),
    reqPerSec,
    p50: wrkMs(field(/\n\s+50%\s+(\S+)/) ?? ""),
    p99: wrkMs(field(/\n\s+99%\s+(\S+)/) ?? ""),
    errors: socketErrors + Number(field(/Non-2xx or 3xx responses: (\d+)/) ?? 0),
  };
}

/** Microseconds of CPU (user and system) the server's processes have used so far. */
function serverCpuUs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1_000_000) / CLOCK_TICKS_PER_S;
}

/**
 * Microseconds of CPU the whole machine has been busy so far, summed over its cores: the server,
 * wrk, the kernel's network work, anything else. The idle, I/O-wait and stolen times are left out.
 */
function machineBusyUs(): number {
  const [user, nice, system, , , irq, softirq] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  return ((user + nice + system + irq + softirq) * 1_000_000) / CLOCK_TICKS_PER_S;
}

/**
 * Every page on every target in `rounds` interleaved rounds of `ROUND_S` seconds, each page's
 * figure the round with its median rate: a drift of the machine during the run (another process,
 * the CPU's clock, the host's neighbours) falls on every page and every target alike instead of
 * on whichever ran at the time. Within a round the targets take turns, in an order that swaps
 * each round. Beside the rate, the server's CPU per request (its median over the rounds): what a
 * request costs the server, whatever share of the cores the load generator or the machine's
 * neighbours took meanwhile; and how many cores the whole machine kept busy (its median). A page
 * that does not answer 200 is skipped and says why. The answer holds one list of measurements per
 * target, in the targets' order.
 */
async function measure(list: Page[], cookie: string | undefined, targets: Target[], rounds = ROUNDS): Promise<Measured[][]> {
  type Entry = { page: Page; url: string; headers: Record<string, string>; target: Target; rounds: Measurement[] };
  const live: Entry[][] = [];
  for (const page of list) {
    const headers: Record<string, string> = { ...(page.uncompressed ? {} : AS_A_BROWSER_ASKS), ...(page.signedIn && cookie ? { cookie } : {}) };
    const entries = targets.map((target) => ({ page, url: `${target.base}${page.path}`, headers, target, rounds: [] as Measurement[] }));
    if (page.revalidated) headers["If-None-Match"] = (await fetch(entries[0].url, { headers })).headers.get("ETag") ?? "";
    const check = await fetch(entries[0].url, { headers, redirect: "manual" });
    if (check.status !== (page.revalidated ? 304 : 200)) {
      console.log(`  skipped ${page.label}: it answered ${check.status}${check.headers.get("location") ? ` → ${check.headers.get("location")}` : ""} (not built yet, or it needs what the bench cannot set up)`);
      continue;
    }
    // Let the JIT settle: once per server, however wrk is scheduled against it.
    const perServer = new Map(entries.map((entry) => [entry.target.base, entry]));
    for (const entry of perServer.values()) await wrk(entry.url, headers, WARM_UP_S, entry.target.scheduling);
    live.push(entries);
  }
  for (let round = 0; round < rounds; round++) {
    for (const entries of live) {
      for (const entry of round % 2 ? [...entries].reverse() : entries) {
        const [cpuBefore, busyBefore, startedAt] = [serverCpuUs(entry.target.pids), machineBusyUs(), performance.now()];
        const { requests, ...result } = await wrk(entry.url, entry.headers, ROUND_S, entry.target.scheduling);
        const cpuUs = (serverCpuUs(entry.target.pids) - cpuBefore) / requests;
        const machineCores = (machineBusyUs() - busyBefore) / ((performance.now() - startedAt) * 1000);
        entry.rounds.push({ label: entry.page.label, signedIn: Boolean(entry.page.signedIn), ...result, cpuUs, machineCores });
      }
    }
  }
  const middle = (measured: Measurement[], by: (round: Measurement) => number) => [...measured].sort((a, b) => by(a) - by(b))[Math.floor(measured.length / 2)];
  return targets.map((_, t) =>
    live
      .map((entries) => entries[t].rounds)
      .map((measured) => ({
        ...middle(measured, (r) => r.reqPerSec),
        cpuUs: middle(measured, (r) => r.cpuUs).cpuUs,
        machineCores: middle(measured, (r) => r.machineCores).machineCores,
        roundRates: measured.map((r) => r.reqPerSec),
      })),
  );
}

/** A visitor's /market asked again with the tag of the copy it holds (docs/decisions/151-not-modified-without-rendering.md). */
const REVALIDATED_MARKET = "/market 304 (If-None-Match)";

function pages(detailId: number, ownedNftId: number, lotteryId: number | undefined, query: string): Page[] {
  const all: Page[] = [
    { label: `${FLOOR} (static floor)`, path: FLOOR },
    { label: "/status", path: "/status" },
    { label: UNCOMPRESSED_LAYOUT, path: "/status", uncompressed: true },
    { label: "/status signed in", path: "/status", signedIn: true },
    { label: "/", path: "/" },
    { label: "/market", path: "/market" },
    { label: REVALIDATED_MARKET, path: "/market", revalidated: true },
    { label: `/market?q=${query}`, path: `/market?q=${encodeURIComponent(query)}` },
    { label: "/market?rarity=Rare&movie=kabali", path: "/market?rarity=Rare&movie=kabali" },
    // Not among the issue's pages: the explore grid, whose page count once read every NFT (decision 119).
    { label: "/collections", path: "/collections" },
    { label: "/nftdetail/{id} signed in", path: `/nftdetail/${detailId}`, signedIn: true },
    { label: `/profile signed in, ${OWNED_TOKENS} owned`, path: "/profile?tab=showcase", signedIn: true },
    ...(lotteryId ? [{ label: "/lottery/{id}", path: `/lottery/${lotteryId}` }] : []),
    { label: "/sell/{id} signed in", path: `/sell/${ownedNftId}`, signedIn: true },
    { label: "/transfer/{id} signed in", path: `/transfer/${ownedNftId}`, signedIn: true },
    { label: "/Nft_conformation/{id} signed in", path: `/Nft_conformation/${detailId}`, signedIn: true },
  ];
  return ONLY_PAGES ? all.filter((page) => ONLY_PAGES.has(page.label) || page.path === FLOOR || page.label === LAYOUT) : all;
}

/** The JavaScript the home page loads, raw and gzipped (budget 120 KB gzipped). */
async function homeJavaScript(base: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const page = await browser.newPage();
  const scripts: Buffer[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.push(await response.body());
  });
  await page.goto(`${base}/`, { waitUntil: "networkidle" });
  await browser.close();
  const raw = scripts.reduce((n, b) => n + b.length, 0) / 1024;
  const gzipped = scripts.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0) / 1024;
  console.log(`\nHome JS: ${scripts.length} files, ${raw.toFixed(1)} KB raw, ${gzipped.toFixed(1)} KB gzipped (target ≤ 120 KB) ${gzipped <= 120 ? "ok" : "MISSED"}`);
}

const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(0)}%`;

const LAYOUT = "/status";
const SIGNED_IN_LAYOUT = "/status signed in";
const UNCOMPRESSED_LAYOUT = "/status uncompressed";

/** The rate measured for the page labelled `label`, if it was measured. */
const rateOf = (rows: Measurement[], label: string) => rows.find((r) => r.label === label)?.reqPerSec;
const floorOf = (rows: Measurement[]) => rows.find((r) => r.label.startsWith(FLOOR))!.reqPerSec;

/** The server's CPU per request for the page labelled `label`, if it was measured. */
const cpuOf = (rows: Measurement[], label: string) => rows.find((r) => r.label === label)?.cpuUs;

/** The layout a page is compared with: the same layout, signed in or not. */
function layoutOf(rows: Measurement[], row: Measurement): number | undefined {
  return rateOf(rows, row.signedIn ? SIGNED_IN_LAYOUT : LAYOUT);
}

function printTable(title: string, rows: Measured[]) {
  const floor = floorOf(rows);
  const status = rateOf(rows, LAYOUT)!;
  const statusCpu = cpuOf(rows, LAYOUT)!;
  console.log(`\n${title}`);
  console.log(
    `${"page".padEnd(36)} ${"req/s".padStart(7)} ${"rounds".padStart(11)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"÷floor".padStart(7)} ${"÷/status".padStart(8)} ${"÷layout".padStart(8)} ${"cpu µs".padStart(7)} ${"cpu ÷/status".padStart(12)} errors`,
  );
  for (const r of rows) {
    const layout = layoutOf(rows, r);
    console.log(
      `${r.label.padEnd(36)} ${r.reqPerSec.toFixed(0).padStart(7)} ${`${Math.min(...r.roundRates).toFixed(0)}–${Math.max(...r.roundRates).toFixed(0)}`.padStart(11)} ${r.p50.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(7)} ${pct(r.reqPerSec, floor).padStart(7)} ${pct(r.reqPerSec, status).padStart(8)} ${(layout ? pct(r.reqPerSec, layout) : "").padStart(8)} ${r.cpuUs.toFixed(0).padStart(7)} ${pct(statusCpu, r.cpuUs).padStart(12)} ${r.errors}`,
    );
  }
  console.log("(rounds: the lowest and highest round's req/s)");
  console.log(`(÷layout: against ${LAYOUT}, or against ${SIGNED_IN_LAYOUT} for a signed-in page, whose layout has the account's header and notifications)`);
  console.log(`(cpu µs: the server's CPU per request, all its processes, median of the rounds; cpu ÷/status: ${LAYOUT}'s CPU per request as a share of the page's)`);
}

function printTargets(rows: Measurement[]) {
  const floor = floorOf(rows);
  const status = rateOf(rows, LAYOUT)!;
  const statusCpu = cpuOf(rows, LAYOUT)!;
  const verdict = (ok: boolean) => (ok ? "ok" : "MISSED");
  console.log("\nTargets");
  const uncompressed = rateOf(rows, UNCOMPRESSED_LAYOUT);
  const uncompressedNote = uncompressed ? ` (uncompressed ${pct(uncompressed, floor)})` : "";
  console.log(`  /status ${pct(status, floor)} of the static floor (≥ 40%) ${verdict(status >= 0.4 * floor)}${uncompressedNote}`);
  const revalidated = rateOf(rows, REVALIDATED_MARKET);
  if (revalidated) console.log(`  ${REVALIDATED_MARKET} ${pct(revalidated, floor)} of the static floor (≥ 60%) ${verdict(revalidated >= 0.6 * floor)}`);
  for (const r of rows.filter((row) => ![LAYOUT, SIGNED_IN_LAYOUT, UNCOMPRESSED_LAYOUT, REVALIDATED_MARKET].includes(row.label) && !row.label.startsWith(FLOOR))) {
    const layout = layoutOf(rows, r);
    const signedInNote = r.signedIn && layout ? ` (${pct(r.reqPerSec, layout)} of ${SIGNED_IN_LAYOUT})` : "";
    const cpuNote = `; by CPU per request ${pct(statusCpu, r.cpuUs)}`;
    console.log(`  ${r.label.padEnd(36)} ${pct(r.reqPerSec, status)} of /status (≥ 50%) ${verdict(r.reqPerSec >= 0.5 * status)}${signedInNote}${cpuNote}`);
  }
  const search = rows.find((r) => r.label.startsWith("/market?q="));
  const market = rateOf(rows, "/market");
  if (search && market) console.log(`  ${search.label} ${pct(search.reqPerSec, market)} of /market (≥ 50%) ${verdict(search.reqPerSec >= 0.5 * market)}`);
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((l) => l.startsWith("VmRSS:"))!;
  return Number(line.split(/\s+/)[1]) / 1024;
}

/**
 * One request to a process's inspector (the Chrome DevTools protocol) over a WebSocket, written
 * by hand: Node 20 has no WebSocket client. SIGUSR1 makes a Node process open its inspector on
 * its inspect port: a cluster worker's is the supervisor's plus the worker's number, so the first
 * few ports above `basePort` are tried (only the signalled worker listens). The request and its
 * answer are single small frames.
 */
async function inspectorCall(pid: number, basePort: number, method: string, params: object = {}): Promise<Record<string, unknown>> {
  process.kill(pid, "SIGUSR1");
  let targets: { webSocketDebuggerUrl: string }[] = [];
  const listTargets = (port: number) => fetch(`http://127.0.0.1:${port}/json/list`).then((r) => r.json() as Promise<typeof targets>, () => []);
  for (let attempt = 0; attempt < 50 && !targets.length; attempt++) {
    for (let port = basePort; port <= basePort + 8 && !targets.length; port++) targets = await listTargets(port);
    if (!targets.length) await new Promise((r) => setTimeout(r, 100));
  }
  if (!targets.length) throw new Error(`the worker's inspector did not open on ports ${basePort}–${basePort + 8}`);
  const url = new URL(targets[0].webSocketDebuggerUrl);
  const socket = await new Promise<Socket>((resolve, reject) => {
    const upgrade = httpRequest({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      headers: { Connection: "Upgrade", Upgrade: "websocket", "Sec-WebSocket-Version": "13", "Sec-WebSocket-Key": randomBytes(16).toString("base64") },
    });
    upgrade.on("upgrade", (_response, upgraded: Socket) => resolve(upgraded));
    upgrade.on("error", reject);
    upgrade.end();
  });
  try {
    // A client's frame is masked: FIN + text opcode, the length (16-bit form above 125), the mask, the payload.
    const payload = Buffer.from(JSON.stringify({ id: 1, method, params }));
    const mask = randomBytes(4);
    const length = payload.length < 126 ? Buffer.from([0x80 | payload.length]) : Buffer.from([0x80 | 126, payload.length >> 8, payload.length & 0xff]);
    socket.write(Buffer.concat([Buffer.from([0x81]), length, mask, payload.map((byte, i) => byte ^ mask[i % 4])]));
    let received = Buffer.alloc(0);
    for await (const chunk of socket) {
      received = Buffer.concat([received, chunk as Buffer]);
      // The server's frames are not masked: the payload starts after 2, 4 or 10 bytes of header.
      const size = received[1] & 0x7f;
      const start = size < 126 ? 2 : size === 126 ? 4 : 10;
      const total = size < 126 ? size : size === 126 ? received.readUInt16BE(2) : Number(received.readBigUInt64BE(2));
      if (received.length < start + total) continue;
      const message = JSON.parse(received.subarray(start, start + total).toString("utf8")) as { id?: number; result?: Record<string, unknown> };
      if (message.id === 1) return message.result ?? {};
      received = received.subarray(start + total);
    }
    throw new Error("the worker's inspector closed without answering");
  } finally {
    socket.destroy();
  }
}

/** A worker's RSS and JS heap in MB after a full garbage collection, so that what is compared is what it retains. */
async function retainedMb(pid: number, inspectPort: number): Promise<{ rss: number; heap: number }> {
  await inspectorCall(pid, inspectPort, "HeapProfiler.collectGarbage");
  const answer = await inspectorCall(pid, inspectPort, "Runtime.evaluate", { expression: "process.memoryUsage().heapUsed", returnByValue: true });
  const heapUsed = (answer.result as { value: number }).value;
  return { rss: rssMb(pid), heap: heapUsed / 1024 / 1024 };
}

/**
 * One worker serving a mix of pages; its RSS after 10,000 requests and after `LEAK_REQUESTS`, as
 * it stands and after a full garbage collection (through the worker's inspector, opened on a free
 * port for this server only). RSS as it stands moves by tens of percent with the collector's
 * timing; after a collection it is what the worker holds.
 */
async function leakCheck(dataDir: string, paths: string[], cookie: string) {
  const { freePort } = await import("../app/services/devchain.server");
  const inspectPort = await freePort();
  const server = await startServer(dataDir, 1, { env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --inspect-port=127.0.0.1:${inspectPort}`.trim() } });
  try {
    const [pid] = workerPids(server);
    const requests = paths.map((p) => ({ method: "GET" as const, path: p, headers: { ...AS_A_BROWSER_ASKS, cookie } }));
    const run = (amount: number) => autocannon({ url: server.base, connections: CONNECTIONS, amount, requests });
    await run(10_000);
    const after10k = rssMb(pid);
    const retained10k = await retainedMb(pid, inspectPort);
    await run(LEAK_REQUESTS - 10_000);
    const afterAll = rssMb(pid);
    const retainedAll = await retainedMb(pid, inspectPort);
    const change = (from: number, to: number) => `${to >= from ? "+" : ""}${(((to - from) / from) * 100).toFixed(1)}%`;
    const growth = (retainedAll.rss - retained10k.rss) / retained10k.rss;
    const total = LEAK_REQUESTS.toLocaleString("en-US");
    console.log(
      `\nWeb worker RSS after a full collection: ${retained10k.rss.toFixed(1)} MB after 10,000 requests, ${retainedAll.rss.toFixed(1)} MB after ${total} ` +
        `(${change(retained10k.rss, retainedAll.rss)}, target: grows by 10% at most) ${growth <= 0.1 ? "ok" : "MISSED"}` +
        `\n  its JS heap: ${retained10k.heap.toFixed(1)} → ${retainedAll.heap.toFixed(1)} MB (${change(retained10k.heap, retainedAll.heap)})` +
        `\n  RSS as it stood before each collection: ${after10k.toFixed(1)} → ${afterAll.toFixed(1)} MB (${change(after10k, afterAll)})`,
    );
  } finally {
    stopServer(server);
  }
}

/**
 * A thread's loop for `ms`: random reads over 16 MB (more than a core's own cache holds) or
 * arithmetic in registers. It answers its rounds' median time, and the sum so that the reads
 * are not optimised away.
 */
const LOOP = `
const { parentPort, workerData } = require("node:worker_threads");
const cells = new Int32Array(4 * 1024 * 1024);
for (let i = 0; i < cells.length; i++) cells[i] = Math.imul(i, 2654435761);
const memory = workerData.kind === "memory";
const rounds = [];
let x = 88172645, sum = 0;
const end = performance.now() + workerData.ms;
while (performance.now() < end) {
  const start = performance.now();
  for (let i = 0; i < 100000; i++) {
    x ^= x << 13; x ^= x >>> 17; x ^= x << 5;
    sum = (sum + (memory ? cells[x & 0x3fffff] : x)) | 0;
  }
  rounds.push(performance.now() - start);
}
rounds.sort((a, b) => a - b);
parentPort.postMessage({ median: rounds[rounds.length >> 1], sum });
`;

/** The loop on `threads` threads at once (the bench's servers sit idle): the first thread's median round, in ms. */
async function loopRoundMs(kind: "memory" | "registers", threads: number, ms: number): Promise<number> {
  const answers = Array.from({ length: threads }, () => {
    const worker = new Worker(LOOP, { eval: true, workerData: { kind, ms } });
    return new Promise<{ median: number }>((resolve, reject) => worker.once("message", resolve).once("error", reject)).finally(() => worker.terminate());
  });
  return (await Promise.all(answers))[0].median;
}

/**
 * How much longer a loop takes on one core while its twin runs on the other, for memory-bound
 * work and for work in registers (beside, then alone, twice; the mean of the two ratios). Cores
 * that share their last-level cache (with each other and with the host's other guests) slow the
 * first and not the second, and charge a request more when every core serves: a cost the
 * ceiling does not count.
 */
async function twoCoreSlowdown(): Promise<Record<"memory" | "registers", number>> {
  const slowdown = async (kind: "memory" | "registers") => {
    let sum = 0;
    for (let i = 0; i < 2; i++) sum += (await loopRoundMs(kind, 2, 3000)) / (await loopRoundMs(kind, 1, 3000));
    return sum / 2;
  };
  return { memory: await slowdown("memory"), registers: await slowdown("registers") };
}

/**
 * One table of the comparison, with the target's verdict when `verdicts`. The ratio is the median
 * of each round's ratio: in a round the two servers take turns seconds apart, so the host's drift
 * between rounds (its other guests) falls on both sides of a round's ratio, where the ratio of the
 * two median rounds can set a quiet round against a busy one. The rounds' lowest and highest ratio
 * are printed beside it. The most N workers can serve is what the cores left over allow: with one
 * worker the machine already keeps `machineCores` busy per its rate (the worker's main thread, its
 * collector and file threads, wrk, the kernel's loopback), and each of those grows with the rate.
 */
function printComparison(title: string, workers: number, manyRows: Measured[], oneRows: Measured[], verdicts: boolean) {
  const cores = availableParallelism();
  const ratioTarget = 1.7;
  console.log(title);
  console.log(
    `${"page".padEnd(36)} ${"1 worker".padStart(9)} ${`${workers} workers`.padStart(10)} ${"ratio".padStart(6)} ${"rounds".padStart(11)} ${"ceiling".padStart(8)}  ${"busy, 1".padStart(7)} ${`busy, ${workers}`.padStart(7)}  ${"cpu µs, 1".padStart(9)} ${`cpu µs, ${workers}`.padStart(9)}${verdicts ? `  (target ≥ ${ratioTarget}×)` : ""}`,
  );
  for (const single of oneRows) {
    const multiple = manyRows.find((r) => r.label === single.label)!;
    const roundRatios = single.roundRates.map((rate, round) => multiple.roundRates[round] / rate).sort((a, b) => a - b);
    const ratio = roundRatios[Math.floor(roundRatios.length / 2)];
    const spread = `${roundRatios[0].toFixed(2)}–${roundRatios.at(-1)!.toFixed(2)}`;
    const ceiling = Math.min(workers, cores / single.machineCores);
    const verdict = ratio >= ratioTarget ? "ok" : ceiling < ratioTarget ? "MISSED (above this machine's ceiling)" : "MISSED";
    console.log(
      `${single.label.padEnd(36)} ${single.reqPerSec.toFixed(0).padStart(9)} ${multiple.reqPerSec.toFixed(0).padStart(10)} ${`${ratio.toFixed(2)}×`.padStart(6)} ${spread.padStart(11)} ${`${ceiling.toFixed(2)}×`.padStart(8)}  ${single.machineCores.toFixed(2).padStart(7)} ${multiple.machineCores.toFixed(2).padStart(7)}  ${single.cpuUs.toFixed(0).padStart(9)} ${multiple.cpuUs.toFixed(0).padStart(9)}${verdicts ? `  ${verdict}` : ""}`,
    );
  }
}

/**
 * The signed-out floor, layout, home and market on one web worker beside `many`'s workers. A
 * second server with one worker runs beside the first on its own port, and the two take turns in
 * every round: the host's drift over minutes (the same build has served a page at half its rate
 * ten minutes later) would otherwise fall on one side of the ratio. An idle server costs nothing
 * while the other is measured. Each page is measured with wrk as a batch task, which the verdict
 * reads, and as an ordinary task, in the same rounds. `running` gets the new server, for the
 * caller to stop.
 */
async function compareWithOneWorker(dataDir: string, list: Page[], many: Server, bench: BenchChain, running: Server[]) {
  const { freePort } = await import("../app/services/devchain.server");
  const one = await startServer(dataDir, 1, { port: await freePort() });
  running.push(one);
  const compared = new Set([FLOOR, "/status", "/", "/market"]);
  const [manyRows, oneRows, manyOrdinaryRows, oneOrdinaryRows] = await measure(
    list.filter((p) => compared.has(p.path) && !p.signedIn && !p.uncompressed && !p.revalidated),
    undefined,
    (["batch", "ordinary"] as const).flatMap((scheduling) => [many, one].map((server) => targetOf(server, bench, scheduling))),
    COMPARED_ROUNDS,
  );
  const cores = availableParallelism();
  console.log(
    `\nOne web worker beside ${many.workers}: the two servers side by side, taking turns, ${COMPARED_ROUNDS} rounds of ${ROUND_S} s ` +
      "(rates: the median round; ratio: the median of the rounds' ratios, lowest and highest beside it)",
  );
  printComparison("wrk as a batch task", many.workers, manyRows, oneRows, true);
  printComparison("wrk as an ordinary task, which takes a core from a worker whenever a response wakes it (for comparison)", many.workers, manyOrdinaryRows, oneOrdinaryRows, false);
  console.log("(cpu µs: each server's CPU per request, all its processes with the chain node)");
  console.log(
    `(busy: cores of ${cores} the whole machine kept busy, wrk and the kernel included; ceiling: ${cores} ÷ busy with one worker, at most ${many.workers}: ` +
      "the most the cores left over allow if a request costs the machine as much with every core busy)",
  );
  if (cores > 1) {
    const { memory, registers } = await twoCoreSlowdown();
    const sharedCache = memory >= registers + 0.05;
    console.log(
      `Beside its twin on another core, a loop reading 16 MB at random takes ${memory.toFixed(2)}× as long, one in registers ${registers.toFixed(2)}×` +
        (sharedCache ? ": the cores share their last-level cache, and a request that reads memory costs more with every core busy" : ""),
    );
  }
}

async function main() {
  build();
  const { dataDir, file } = seedScratch();
  const db = openDatabase(file);
  const detailId = SCALE ? Math.floor(SCALE / 2) : 1;
  const lotteryId = db.select({ id: lotteries.id }).from(lotteries).limit(1).get()?.id;
  const detailTitle = db.select({ title: nfts.title }).from(nfts).where(eq(nfts.id, detailId)).get()!.title;
  const query = detailTitle.split(/\s+/).find((word) => word.length >= 4) ?? detailTitle;
  let bench: BenchChain | null = null;
  const running: Server[] = [];
  try {
    bench = await startChain(dataDir, db);
    const server = await startServer(dataDir, WORKERS);
    running.push(server);
    const { cookie, email } = await signUp(server.base);
    giveWallet(db, email);
    const list = pages(detailId, bench.ownedNftId, lotteryId, query);
    const label = `${SCALE ? `${SCALE.toLocaleString("en-US")} NFTs` : "Seed scale"}, ${WORKERS} web worker${WORKERS === 1 ? "" : "s"}, ${CONNECTIONS} connections, median of ${ROUNDS} interleaved rounds of ${ROUND_S} s, each request asking for compression as a browser does`;
    const [rows] = await measure(list, cookie, [targetOf(server, bench)]);
    printTable(label, rows);
    printTargets(rows);
    if (!SCALE && !ONLY_PAGES) await homeJavaScript(server.base);
    if (WORKERS > 1 && !ONLY_PAGES) await compareWithOneWorker(dataDir, list, server, bench, running);
    for (const done of running.splice(0)) stopServer(done);

    if (LEAK_REQUESTS > 10_000 && !ONLY_PAGES) {
      const mix = list.filter((p) => rows.some((r) => r.label === p.label) && !p.path.startsWith(FLOOR)).map((p) => p.path);
      await leakCheck(dataDir, mix, cookie);
    }
  } finally {
    for (const left of running) stopServer(left);
    await stopChain(bench);
    db.$client.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
