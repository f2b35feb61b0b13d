/**
 * npm run bench:variants -- --patches | --variant "label=dir" … [--rounds 5] [--pages "/,/market"] [--scale N]
 *
 * Copies of the app that differ in one thing, measured in the same run, taking turns in each round
 * (scripts/bench/load.ts): with `--patches`, this checkout with no framework patch, with each
 * patch alone and with all of them (docs/performance.md#patches keeps a patch that is pure
 * memoisation per build or gains at least 20% on a page); with `--variant`, other checkouts (a
 * `git worktree` of another commit) beside this one. One web worker each, on the same scratch
 * database and chain. Prints each page's req/s per variant with its rounds' spread, the server's
 * CPU per request, and each variant's gain on its baseline as the median of the rounds' paired
 * ratios. Pages: the floor, `/status`, `/`, `/market`, the item page, `/profile`, and with
 * `--patches` the sell page (its forms are the ones conform's patch speeds), unless `--pages` names others.
 */
import { rmSync } from "node:fs";
import { loadavg } from "node:os";
import { measure } from "./bench/load";
import { FLOOR, LAYOUT, ONLY_PAGES, OTHER_CHECKOUTS, PATCH_VARIANTS, PORT, ROUND_S, ROUNDS, SCALE, pages, type Server } from "./bench/options";
import { build, giveWallet, seedScratch, signUp, startChain, startServer, stopChain, stopServer, targetOf, type BenchChain } from "./bench/servers";
import { otherCheckouts, patchVariants, printVariants, type Variant } from "./bench/variants";
import { openDatabase } from "../db/open";

const DEFAULT_PAGES = new Set(["/", "/market", "/nftdetail/{id} signed in", "/profile signed in, 50 owned", ...(PATCH_VARIANTS ? ["/sell/{id} signed in"] : [])]);

async function main() {
  if (PATCH_VARIANTS === OTHER_CHECKOUTS.length > 0) throw new Error("give either --patches or --variant label=dir");
  build();
  let scratch: string | null = null;
  let variants: Variant[];
  if (PATCH_VARIANTS) ({ variants, scratch } = patchVariants());
  else variants = otherCheckouts(OTHER_CHECKOUTS);
  const { dataDir, file } = seedScratch();
  const db = openDatabase(file);
  let bench: BenchChain | null = null;
  const servers: Server[] = [];
  try {
    bench = await startChain(dataDir, db);
    for (const [i, variant] of variants.entries()) servers.push(await startServer(dataDir, 1, { port: PORT + i, cwd: variant.dir }));
    const { cookie, email } = await signUp(servers[0].base);
    giveWallet(db, email);
    const all = pages(SCALE ? Math.floor(SCALE / 2) : 1, bench.ownedNftId, undefined, "kabali");
    const list = ONLY_PAGES ? all : all.filter((page) => page.label === LAYOUT || page.path === FLOOR || DEFAULT_PAGES.has(page.label));
    const chain = bench;
    const measured = await measure(list, cookie, servers.map((server) => targetOf(server, chain)), ROUNDS);
    console.log(`\n${variants.length} variants, one web worker each, ${ROUNDS} interleaved rounds of ${ROUND_S} s; load average at the end: ${loadavg().map((n) => n.toFixed(2)).join(", ")}`);
    printVariants(variants, measured);
  } finally {
    for (const server of servers) stopServer(server);
    await stopChain(bench);
    db.$client.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
