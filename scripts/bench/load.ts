/** The load driver: wrk runs, the CPU they cost the server and the machine, and interleaved rounds of them. */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { AS_A_BROWSER_ASKS, CLOCK_TICKS_PER_S, CONNECTIONS, ROUND_S, ROUNDS, WARM_UP_S, type LoadScheduling, type Measured, type Measurement, type Page, type Target } from "./options";

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
export async function wrk(url: string, headers: Record<string, string>, seconds: number, scheduling: LoadScheduling) {
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
export async function measure(list: Page[], cookie: string | undefined, targets: Target[], rounds = ROUNDS): Promise<Measured[][]> {
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
