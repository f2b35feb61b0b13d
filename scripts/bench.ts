/**
 * npm run bench [-- --scale 100000] [--workers N] [--requests 100000] [--pages "/market,/market 304 (If-None-Match)"]
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
 * full garbage collection, and as it stood). Numbers, not pass/fail tests.
 *
 * Rates come from wrk (Debian's `wrk`), a C load generator: it shares the machine's cores with the
 * server and takes far less of them than a Node one would. It runs as a batch task (`chrt --batch`,
 * docs/decisions/091-benchmarks-against-the-static-floor.md): it gets its share of the cores, but does
 * not interrupt a worker's request whenever a response wakes it, which remote clients never do.
 * The one-worker comparison is printed both ways. The memory check sends a fixed number of
 * requests over a mix of pages, which autocannon does.
 *
 * Its parts, in scripts/bench/: options (the command line and the pages), servers (the scratch
 * database, the web servers, the chain), load (wrk and the CPU it costs), report (the tables and
 * verdicts), cores (one worker beside N) and memory (the leak check).
 */
import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import { openDatabase } from "../db/open";
import { lotteries, nfts } from "../db/schema";
import { compareWithOneWorker } from "./bench/cores";
import { measure } from "./bench/load";
import { leakCheck } from "./bench/memory";
import { CONNECTIONS, FLOOR, LEAK_REQUESTS, ONLY_PAGES, ROUND_S, ROUNDS, SCALE, WORKERS, pages, type Server } from "./bench/options";
import { homeJavaScript, printTable, printTargets } from "./bench/report";
import { build, seedScratch, signUp, giveWallet, startChain, startServer, stopChain, stopServer, targetOf, type BenchChain } from "./bench/servers";

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