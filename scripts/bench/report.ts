/** What the bench prints: the pages' table, the targets' verdicts, the one-worker comparison and the home page's JavaScript. */
import { availableParallelism } from "node:os";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { FLOOR, LAYOUT, SIGNED_IN_LAYOUT, UNCOMPRESSED_LAYOUT, REVALIDATED_MARKET, type Measured, type Measurement } from "./options";

/** The JavaScript the home page loads, raw and gzipped (budget 120 KB gzipped). */
export async function homeJavaScript(base: string) {
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

/** The rate measured for the page labelled `label`, if it was measured. */
const rateOf = (rows: Measurement[], label: string) => rows.find((r) => r.label === label)?.reqPerSec;
const floorOf = (rows: Measurement[]) => rows.find((r) => r.label.startsWith(FLOOR))!.reqPerSec;

/** The server's CPU per request for the page labelled `label`, if it was measured. */
const cpuOf = (rows: Measurement[], label: string) => rows.find((r) => r.label === label)?.cpuUs;

/** The layout a page is compared with: the same layout, signed in or not. */
function layoutOf(rows: Measurement[], row: Measurement): number | undefined {
  return rateOf(rows, row.signedIn ? SIGNED_IN_LAYOUT : LAYOUT);
}

export function printTable(title: string, rows: Measured[]) {
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

export function printTargets(rows: Measurement[]) {
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

/**
 * One table of the comparison, with the target's verdict when `verdicts`. The ratio is the median
 * of each round's ratio: in a round the two servers take turns seconds apart, so the host's drift
 * between rounds (its other guests) falls on both sides of a round's ratio, where the ratio of the
 * two median rounds can set a quiet round against a busy one. The rounds' lowest and highest ratio
 * are printed beside it. The most N workers can serve is what the cores left over allow: with one
 * worker the machine already keeps `machineCores` busy per its rate (the worker's main thread, its
 * collector and file threads, wrk, the kernel's loopback), and each of those grows with the rate.
 */
export function printComparison(title: string, workers: number, manyRows: Measured[], oneRows: Measured[], verdicts: boolean) {
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

