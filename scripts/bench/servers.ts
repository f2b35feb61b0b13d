/** The bench's scratch database, its web servers, its chain and its signed-in collector. */
import { spawn, spawnSync } from "node:child_process";
import { createInterface } from "node:readline";
import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { openDatabase, type Db } from "../../db/open";
import { seedDatabase } from "../../db/seed";
import { nfts, users, wallets } from "../../db/schema";
import type { ChainContext } from "../../app/services/chain.server";
import type { DevChain } from "../../app/services/devchain.server";
import { BENCH_WALLET, FLOOR, INSPECTOR_NOTICE, OWNED_TOKENS, PORT, SCALE, type LoadScheduling, type Server, type Target } from "./options";

export function build() {
  console.log("Building the production server…");
  const result = spawnSync(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("remix build failed");
}

export function seedScratch(): { dataDir: string; file: string } {
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

/** `cwd`: the checkout whose server runs (another copy of the app, scripts/bench/variants.ts). */
export async function startServer(dataDir: string, workers: number, { env = {}, port = PORT, cwd }: { env?: Record<string, string>; port?: number; cwd?: string } = {}): Promise<Server> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/web-server.ts"], {
    cwd,
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

export function workerPids(server: Server): number[] {
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
export const targetOf = (server: Server, bench: BenchChain, scheduling: LoadScheduling = "batch"): Target => ({
  base: server.base,
  pids: [server.process.pid!, ...workerPids(server), bench.node.process!.pid!],
  scheduling,
});

export function stopServer(server: Server) {
  try {
    if (server.process.pid) process.kill(-server.process.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}

/** Signs up and signs in through the real routes; the session cookie is what a collector's browser sends. */
export async function signUp(base: string): Promise<{ cookie: string; email: string }> {
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

export type BenchChain = { node: DevChain; chain: ChainContext; ownedNftId: number };

/**
 * The chain `npm start` runs beside the web server: anvil with the contracts deployed, in the
 * bench's data directory, and the collector's 50 tokens minted on it and indexed, as purchases
 * would leave them. The pages that read the chain (the profile's refunds, the sell page's holder
 * check) cost here what they cost in production. The app's configuration reads the data directory
 * and the chain's port when it is first loaded, so the app's modules load here, after both are set.
 */
export async function startChain(dataDir: string, db: Db): Promise<BenchChain> {
  const { freePort, startDevChain } = await import("../../app/services/devchain.server");
  process.env.DATA_DIR = dataDir;
  process.env.CHAIN_PORT = String(await freePort());
  const { config } = await import("../../app/config.server");
  const { prepareChain } = await import("../../app/services/chain-bootstrap.server");
  const { mintTo } = await import("../../app/services/chain.server");
  const { indexToHead } = await import("../../app/jobs/indexer.server");
  const node = await startDevChain({ port: config.chain.port, chainId: config.chain.chainId, stateFile: config.chain.stateFile });
  const chain = await prepareChain({ db, rpcUrl: config.chain.rpcUrl, chainId: config.chain.chainId, keys: config.chain, deploymentFile: config.chain.deploymentFile });
  const nftIds = db.select({ id: nfts.id }).from(nfts).limit(OWNED_TOKENS).all();
  for (const nft of nftIds) await mintTo(chain, BENCH_WALLET, nft.id, config.chain.roles.treasury);
  await indexToHead(db, chain);
  return { node, chain, ownedNftId: nftIds[0].id };
}

export function stopChain(bench: BenchChain | null) {
  bench?.chain.provider.destroy();
  return bench?.node.stop();
}

/**
 * The collector's wallet, written into the bench's database (proving it takes a wallet's
 * signature): it holds the tokens minted in startChain, the profile shows them, and the trading
 * pages need a signed-in account with a wallet.
 */
export function giveWallet(db: Db, email: string) {
  const user = db.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
  if (!user) throw new Error("the bench account is missing");
  db.insert(wallets).values({ userId: user.id, address: BENCH_WALLET, kind: "external", verifiedAt: new Date(), active: true }).run();
}
