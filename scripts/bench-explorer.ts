/**
 * `npm run bench:explorer`: what one built-in explorer page costs a web worker when the
 * collectible has 2,000 and 20,000 transfers (docs/decisions/060-built-in-explorer.md).
 *
 * A throwaway embedded chain and database: the seeded catalogue is put on chain and indexed, then
 * the indexer's transfer table is filled to each scale (a busy account in a quarter of the
 * transfers, one token in a tenth, the busy account holding a tenth as many tokens). The pages
 * read lists from that table alone and ask the node only for one thing's facts (a balance, a
 * token's owner, a receipt), so filling the table measures the path a page takes on a chain with
 * that history. Each page is answered by the production build's request handler in this process,
 * rendered in full, as a worker answers it; the time and this process's CPU per request are
 * printed as the median of the rounds with their range. Then four clients load the collectible's
 * page without pause while /status is timed, as a visitor would see it. Nothing here asks the
 * node for logs: the script counts the eth_getLogs the pages sent.
 *
 * `--no-build` reuses build/. Leaves data/ and any running chain alone.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "diginoor-bench-explorer-"));
process.env.NODE_ENV = "production";

const SCALES = [2_000, 20_000];
const ROUNDS = 9;
const REQUESTS_PER_ROUND = 40;
const PARALLEL_CLIENTS = 4;
const PARALLEL_MS = 3_000;

type Measured = { label: string; msPerRequest: number[]; cpuUsPerRequest: number[] };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const range = (values: number[], digits: number) => `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;

async function main() {
  const { startScratchChain } = await import("./scratch-chain");
  if (!process.argv.includes("--no-build")) {
    console.log("Building the production server…");
    const built = spawnSync(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "build"], { stdio: "inherit" });
    if (built.status !== 0) throw new Error("remix build failed");
  }
  const { createRequestHandler, installGlobals } = await import("@remix-run/node");
  const { getAddress, hexlify, randomBytes } = await import("ethers");
  const { gte } = await import("drizzle-orm");
  const { chainTransfers, sales, tokens } = await import("~db/schema");

  installGlobals();
  const { node, chain, accounts, db } = await startScratchChain(10);
  try {
    // The build's modules reach this chain and this database through the process's globals.
    globalThis.__diginoorChain = chain;
    const build = await import(pathToFileURL(path.resolve("build/index.js")).href);
    const handle = createRequestHandler(build, "production");

    let logQueries = 0;
    await chain.provider.on("debug", (info: { action: string; payload?: { method: string } | { method: string }[] }) => {
      if (info.action === "sendRpcPayload") logQueries += [info.payload ?? []].flat().filter((payload) => payload.method === "eth_getLogs").length;
    });

    // Each request from one of 250 client addresses: every page takes the rate limit's count and
    // write, as a visitor's does, and none reaches the limit.
    let requests = 0;
    async function get(pathname: string): Promise<void> {
      requests += 1;
      const response = await handle(new Request(`http://localhost${pathname}`), { clientAddress: `10.0.0.${requests % 250}` });
      await response.text();
      if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
    }

    /** Every page once per round, in turn, so the machine's slow moments fall on all of them alike. */
    async function measure(pages: [string, string][]): Promise<Measured[]> {
      for (const [, pathname] of pages) for (let i = 0; i < 20; i++) await get(pathname);
      const measured: Measured[] = pages.map(([label]) => ({ label, msPerRequest: [], cpuUsPerRequest: [] }));
      for (let round = 0; round < ROUNDS; round++) {
        for (const [index, [, pathname]] of pages.entries()) {
          const cpu = process.cpuUsage();
          const started = performance.now();
          for (let i = 0; i < REQUESTS_PER_ROUND; i++) await get(pathname);
          const used = process.cpuUsage(cpu);
          measured[index].msPerRequest.push((performance.now() - started) / REQUESTS_PER_ROUND);
          measured[index].cpuUsPerRequest.push((used.user + used.system) / REQUESTS_PER_ROUND);
        }
      }
      return measured;
    }

    /** /status answered one request after another while `clients` load `pathname` without pause. */
    async function statusUnderLoad(pathname: string, clients: number): Promise<number[]> {
      let running = true;
      const load = Array.from({ length: clients }, async () => {
        while (running) await get(pathname);
      });
      const times: number[] = [];
      const until = performance.now() + PARALLEL_MS;
      while (performance.now() < until) {
        const started = performance.now();
        await get("/status");
        times.push(performance.now() - started);
      }
      running = false;
      await Promise.all(load);
      return times;
    }

    const collectible = getAddress(chain.deployment.collectible);
    const busy = accounts[5].address;
    const hotToken = db.select({ tokenId: tokens.tokenId }).from(tokens).get()!.tokenId;
    const realTx = db.select({ txHash: sales.txHash }).from(sales).get()?.txHash ?? db.select({ txHash: tokens.mintTxHash }).from(tokens).get()!.txHash;
    const head = await chain.provider.getBlockNumber();
    const collectors = Array.from({ length: 200 }, () => getAddress(hexlify(randomBytes(20))));
    const FIRST_SYNTHETIC_TOKEN = 1_000_000;

    for (const scale of SCALES) {
      db.delete(chainTransfers).where(gte(chainTransfers.blockNumber, head + 1)).run();
      db.delete(tokens).where(gte(tokens.tokenId, FIRST_SYNTHETIC_TOKEN)).run();
      const rows = Array.from({ length: scale }, (_, i) => {
        const collector = collectors[i % collectors.length];
        const withBusy = i % 4 === 0;
        return {
          tokenId: i % 10 === 0 ? hotToken : FIRST_SYNTHETIC_TOKEN + (i % 5_000),
          fromAddress: withBusy && i % 8 === 0 ? busy : collector,
          toAddress: withBusy && i % 8 !== 0 ? busy : collectors[(i + 1) % collectors.length],
          txHash: hexlify(randomBytes(32)),
          logIndex: i % 3,
          blockNumber: head + 1 + Math.floor(i / 3),
        };
      });
      for (let i = 0; i < rows.length; i += 1_000) db.insert(chainTransfers).values(rows.slice(i, i + 1_000)).run();
      const held = Array.from({ length: scale / 10 }, (_, i) => ({ tokenId: FIRST_SYNTHETIC_TOKEN + i, ownerAddress: busy, mintTxHash: rows[0].txHash, updatedBlock: head + 1 }));
      for (let i = 0; i < held.length; i += 1_000) db.insert(tokens).values(held.slice(i, i + 1_000)).run();
      const middle = rows[Math.floor(rows.length / 2)];

      const pages: [string, string][] = [
        ["/status", "/status"],
        ["collectible contract", `/explorer/address/${collectible}`],
        [`account, ${(scale / 4).toLocaleString("en-US")} transfers`, `/explorer/address/${busy}`],
        ["  … transfers, a middle page", `/explorer/address/${busy}?before=${middle.blockNumber}-${middle.logIndex}`],
        [`  … holdings (${held.length.toLocaleString("en-US")}), a middle page`, `/explorer/address/${busy}?tokensAfter=${FIRST_SYNTHETIC_TOKEN + held.length / 2}`],
        [`token, ${(scale / 10).toLocaleString("en-US")} transfers`, `/explorer/token/${hotToken}`],
        ["transaction", `/explorer/tx/${realTx}`],
      ];
      const before = logQueries;
      const results = await measure(pages);
      const status = await statusUnderLoad(`/explorer/address/${collectible}`, PARALLEL_CLIENTS);

      console.log(`\n${scale.toLocaleString("en-US")} transfers (${ROUNDS} rounds of ${REQUESTS_PER_ROUND} requests, one after another; median of the rounds, range in brackets)`);
      console.log(`${"page".padEnd(40)} ${"ms/request".padStart(22)} ${"CPU µs/request".padStart(24)}`);
      for (const r of results) {
        console.log(
          `${r.label.padEnd(40)} ${`${median(r.msPerRequest).toFixed(2)} (${range(r.msPerRequest, 2)})`.padStart(22)} ${`${median(r.cpuUsPerRequest).toFixed(0)} (${range(r.cpuUsPerRequest, 0)})`.padStart(24)}`,
        );
      }
      console.log(
        `/status while ${PARALLEL_CLIENTS} clients load the collectible's page for ${PARALLEL_MS / 1000} s: ${status.length} answers, median ${median(status).toFixed(1)} ms, slowest ${Math.max(...status).toFixed(1)} ms`,
      );
      console.log(`eth_getLogs sent by the pages: ${logQueries - before}`);
    }
  } finally {
    globalThis.__diginoorChain?.provider.destroy();
    await node.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
