/** One web worker beside N, and what a busy neighbouring core costs memory-bound work. */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { COMPARED_ROUNDS, FLOOR, ROUND_S, type Page, type Server } from "./options";
import { measure } from "./load";
import { printComparison } from "./report";
import { startServer, targetOf, type BenchChain } from "./servers";

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
 * The signed-out floor, layout, home and market on one web worker beside `many`'s workers. A
 * second server with one worker runs beside the first on its own port, and the two take turns in
 * every round: the host's drift over minutes (the same build has served a page at half its rate
 * ten minutes later) would otherwise fall on one side of the ratio. An idle server costs nothing
 * while the other is measured. Each page is measured with wrk as a batch task, which the verdict
 * reads, and as an ordinary task, in the same rounds. `running` gets the new server, for the
 * caller to stop.
 */
export async function compareWithOneWorker(dataDir: string, list: Page[], many: Server, bench: BenchChain, running: Server[]) {
  const { freePort } = await import("../../app/services/devchain.server");
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
