/**
 * `npm run bench:webhooks`: 1,000 signed Stripe webhook deliveries (500 distinct paid card
 * orders, each delivered twice, 50 at a time, in random order) against a running app server
 * started as `npm start` starts it (its own data folder, chain and ports; the build must exist:
 * `npx remix build`). Prints the deliveries per second, the time until all 500 orders are minted
 * and fulfilled, the duplicate mints (must be 0) and the server's peak memory (the start process
 * and its web workers, not the chain). Leaves data/ and any running app alone.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dataDir = mkdtempSync(path.join(tmpdir(), "diginoor-bench-webhooks-"));
process.env.DATA_DIR = dataDir;

const ORDERS = 500;
const DELIVERIES_PER_ORDER = 2;
const CONCURRENCY = 50;
const MINT_TIMEOUT_MS = 15 * 60 * 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of `root` and its descendants, in bytes, leaving out the chain node. */
function treeRss(root: number): number {
  const parents = new Map<number, number>();
  const names = new Map<number, string>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      names.set(Number(entry), stat.slice(stat.indexOf("(") + 1, close));
      parents.set(Number(entry), Number(stat.slice(close + 2).split(" ")[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const tree = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, parent] of parents) if (tree.has(parent) && !tree.has(pid)) grew = tree.add(pid).size > 0;
  }
  let bytes = 0;
  for (const pid of tree) {
    if (names.get(pid) === "anvil") continue;
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      bytes += rss ? Number(rss[1]) * 1024 : 0;
    } catch {
      // Gone.
    }
  }
  return bytes;
}

async function main() {
  const { freePort } = await import("~/services/devchain.server");
  const port = await freePort();
  const chainPort = await freePort();
  const server = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), CHAIN_PORT: String(chainPort), COOKIE_SECURE: "false", RATE_LIMIT_EXEMPT_ADDRESSES: "127.0.0.1,::1,::ffff:127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let waited = 0; ; waited += 500) {
      if (server.exitCode !== null) throw new Error("The server stopped while starting.");
      if (waited > 180_000) throw new Error("The server did not answer within 3 minutes.");
      if (await fetch(`${base}/`).then((answer) => answer.ok, () => false)) break;
      await sleep(500);
    }
    const { default: Stripe } = await import("stripe");
    const { and, eq, gt, inArray } = await import("drizzle-orm");
    const { config, getSandboxWebhookSecret } = await import("~/config.server");
    const { usdCentsToWei, applyBps } = await import("~/lib/format");
    const { connectChain, orderIdFromChain } = await import("~/services/chain.server");
    const { readDeploymentFile } = await import("~/services/deployment.server");
    const { db } = await import("~db/client.server");
    const { nfts, orders, users } = await import("~db/schema");

    // 500 card orders quoted with their sessions, spread over the fixed-price NFTs with units left.
    const buyer = db.insert(users).values({ uid: "bench-webhooks", name: "Bench buyer", email: "bench-webhooks@example.com" }).returning({ id: users.id }).get();
    const items = db.select().from(nfts).where(and(eq(nfts.saleType, "fixed"), eq(nfts.published, true), gt(nfts.available, 0))).all();
    const slots = items.flatMap((item) => Array.from({ length: item.available }, () => item));
    if (slots.length < ORDERS) throw new Error(`Only ${slots.length} units are for sale; the bench needs ${ORDERS}.`);
    const rate = 10_000;
    const events = Array.from({ length: ORDERS }, (_, i) => {
      const item = slots[i];
      const id = `bench${String(i).padStart(15, "0")}`;
      const sessionId = `cs_test_bench_${i}`;
      const priceWei = usdCentsToWei(item.priceCents, rate);
      db.insert(orders)
        .values({ id, userId: buyer.id, nftId: item.id, walletAddress: `0x${(i + 1).toString(16).padStart(40, "0")}`, method: "card", status: "quoted", priceCents: item.priceCents, usdCentsPerCoin: rate, priceWei, feeWei: applyBps(priceWei, 250), expiresAt: new Date(Date.now() + 30 * 60 * 1000), providerRef: sessionId })
        .run();
      const session = { id: sessionId, object: "checkout.session", status: "complete", payment_status: "paid", payment_intent: `pi_test_bench_${i}`, client_reference_id: id, metadata: { order_id: id }, amount_total: item.priceCents };
      return JSON.stringify({ id: `evt_test_bench_${i}`, object: "event", api_version: "2025-10-29.clover", created: Math.floor(Date.now() / 1000), livemode: false, type: "checkout.session.completed", data: { object: session } });
    });
    const orderIds = events.map((_, i) => `bench${String(i).padStart(15, "0")}`);
    const deliveries = events.flatMap((payload) => Array.from({ length: DELIVERIES_PER_ORDER }, () => payload)).sort(() => Math.random() - 0.5);
    const secret = getSandboxWebhookSecret();

    let peakRss = treeRss(server.pid!);
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, treeRss(server.pid!))), 200);
    const outcomes = new Map<string, number>();
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < deliveries.length) {
          const payload = deliveries[next++];
          // A delivery the connection dropped is delivered again, as Stripe does.
          let answer: Response | null = null;
          while (!answer) {
            answer = await fetch(`${base}/webhooks/stripe`, {
              method: "POST",
              headers: { "content-type": "application/json", "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
              body: payload,
            }).catch(() => null);
            if (!answer) outcomes.set("connection dropped, delivered again", (outcomes.get("connection dropped, delivered again") ?? 0) + 1);
          }
          const outcome = answer.ok ? ((await answer.json()) as { outcome: string }).outcome.replace(/ \(.*\)$/, "") : `HTTP ${answer.status}`;
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        }
      }),
    );
    const deliverySeconds = (performance.now() - started) / 1000;

    let fulfilled = 0;
    while (fulfilled < ORDERS && performance.now() - started < MINT_TIMEOUT_MS) {
      await sleep(200);
      fulfilled = db.select({ id: orders.id }).from(orders).where(and(inArray(orders.id, orderIds), eq(orders.status, "fulfilled"))).all().length;
    }
    const mintedSeconds = (performance.now() - started) / 1000;
    clearInterval(sampler);

    const deployment = readDeploymentFile(config.chain.deploymentFile)!;
    const chain = connectChain(`http://127.0.0.1:${chainPort}`, deployment, config.chain);
    const mints = new Map<string, number>();
    for (const log of await chain.collectible.queryFilter(chain.collectible.filters.OrderMinted())) {
      const orderId = orderIdFromChain((log as unknown as { args: { orderId: string } }).args.orderId) ?? "";
      if (orderId.startsWith("bench")) mints.set(orderId, (mints.get(orderId) ?? 0) + 1);
    }
    chain.provider.destroy();
    const duplicates = [...mints.values()].reduce((sum, count) => sum + count - 1, 0);

    console.log(`webhook deliveries: ${deliveries.length} (${ORDERS} paid card orders x ${DELIVERIES_PER_ORDER}, ${CONCURRENCY} at a time)`);
    console.log(`  outcomes: ${[...outcomes].map(([outcome, count]) => `${outcome} ${count}`).join(", ")}`);
    console.log(`  deliveries/s: ${(deliveries.length / deliverySeconds).toFixed(0)} (all answered in ${deliverySeconds.toFixed(1)} s)`);
    console.log(`  all ${ORDERS} minted and fulfilled after: ${fulfilled === ORDERS ? `${mintedSeconds.toFixed(1)} s` : `not within ${MINT_TIMEOUT_MS / 60000} min (${fulfilled} fulfilled)`}`);
    console.log(`  orders minted on chain: ${mints.size}, duplicate mints: ${duplicates}`);
    console.log(`  server peak memory (start process + web workers, not the chain): ${(peakRss / 2 ** 20).toFixed(0)} MiB`);
    if (duplicates > 0 || fulfilled < ORDERS) process.exitCode = 1;
  } finally {
    if (server.exitCode === null) process.kill(-server.pid!, "SIGTERM");
    await new Promise((resolve) => (server.exitCode === null ? server.once("exit", resolve) : resolve(null)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
