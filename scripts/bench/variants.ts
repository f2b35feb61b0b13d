/**
 * Copies of the app that differ in one thing, for `npm run bench:variants`: this checkout with no
 * framework patch, with each patch alone and with all of them; or other checkouts beside this one.
 * A copy is hard links to this checkout's files (node_modules included, so it costs seconds and no
 * space), with the patched files written afresh: a patch never reaches this checkout's own files.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Measured } from "./options";

/** A copy of the app to measure; `baseline`: the variant its gain is measured against. */
export type Variant = { label: string; dir: string; baseline?: string };

export const NO_PATCH = "no patch";
export const ALL_PATCHES = "all patches";

function run(command: string, args: string[], options: { cwd?: string; input?: string } = {}) {
  const result = spawnSync(command, args, { encoding: "utf8", ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed: ${result.stderr}${result.stdout}`);
}

/** This checkout's files as hard links in `dir`, but for .git and the scratch data of the e2e runs. */
function linkedCopy(dir: string) {
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(".")) {
    if (entry === ".git" || entry.startsWith(".e2e-data")) continue;
    run("cp", ["-al", entry, path.join(dir, entry)]);
  }
}

/** The files a patch edits, relative to the checkout. */
const filesOf = (patch: string) => [...readFileSync(patch, "utf8").matchAll(/^diff --git a\/(\S+) /gm)].map((m) => m[1]);

/** `patches` applied in order onto `dir`'s copies of the pristine files (GNU patch, which allows the offsets left by a skipped patch). */
function applyPatches(dir: string, patches: string[]) {
  for (const patch of patches) run("patch", ["-p1", "-s", "--no-backup-if-mismatch", "-d", dir], { input: readFileSync(path.join("patches", patch), "utf8") });
}

/**
 * The patch variants: this checkout (all patches), a copy without any, and a copy per patch with
 * that patch alone. The pristine files come from
 * reversing every patch, last first, on copies of this checkout's patched files.
 */
export function patchVariants(): { variants: Variant[]; scratch: string } {
  const scratch = mkdtempSync(path.join(tmpdir(), "diginoor-variants-"));
  const patches = readdirSync("patches").filter((name) => name.endsWith(".patch")).sort();
  const files = [...new Set(patches.flatMap((patch) => filesOf(path.join("patches", patch))))];
  const pristine = path.join(scratch, "pristine");
  for (const file of files) {
    mkdirSync(path.dirname(path.join(pristine, file)), { recursive: true });
    copyFileSync(file, path.join(pristine, file));
  }
  for (const patch of [...patches].reverse()) {
    run("patch", ["-R", "-p1", "-s", "--no-backup-if-mismatch", "-d", pristine], { input: readFileSync(path.join("patches", patch), "utf8") });
  }
  const copy = (label: string, applied: string[], baseline: string): Variant => {
    const dir = path.join(scratch, String(readdirSync(scratch).length));
    linkedCopy(dir);
    for (const file of files) {
      // A new file in place of the hard link, so that patching it leaves this checkout's alone.
      rmSync(path.join(dir, file));
      copyFileSync(path.join(pristine, file), path.join(dir, file));
    }
    applyPatches(dir, applied);
    return { label, dir, baseline };
  };
  const variants: Variant[] = [{ label: ALL_PATCHES, dir: ".", baseline: NO_PATCH }, copy(NO_PATCH, [], NO_PATCH)];
  for (const patch of patches) {
    variants.push(copy(patch.replace(/\.patch$/, ""), [patch], NO_PATCH));
  }
  return { variants, scratch };
}

/** Other checkouts beside this one: each gets this checkout's node_modules (hard links) if it has none, and its own build. */
export function otherCheckouts(others: { label: string; dir: string }[]): Variant[] {
  const here: Variant = { label: "this checkout", dir: "." };
  return [
    here,
    ...others.map(({ label, dir }) => {
      if (!existsSync(path.join(dir, "node_modules"))) run("cp", ["-al", "node_modules", path.join(dir, "node_modules")]);
      run(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "build"], { cwd: dir });
      return { label, dir, baseline: here.label };
    }),
  ];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const span = (values: number[], digits = 0) => `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;

/**
 * Per page, each variant's median req/s, its rounds' lowest and highest, its CPU per request, and
 * its gain on its baseline: the median of the rounds' ratios (a round measures both in turn, so
 * the machine's drift falls on both alike) and their lowest and highest.
 */
export function printVariants(variants: Variant[], measured: Measured[][]) {
  const pages = measured[0].map((row) => row.label);
  for (const [p, page] of pages.entries()) {
    console.log(`\n${page}`);
    console.log(`${"variant".padEnd(58)} ${"req/s".padStart(6)} ${"rounds".padStart(11)} ${"cpu µs".padStart(7)}  gain on its baseline (rounds)`);
    for (const [v, variant] of variants.entries()) {
      const row = measured[v][p];
      const b = variants.findIndex((other) => other.label === variant.baseline);
      let gain = "";
      if (b !== -1 && b !== v) {
        const ratios = row.roundRates.map((rate, round) => rate / measured[b][p].roundRates[round]);
        const pct = (ratio: number) => `${ratio >= 1 ? "+" : ""}${((ratio - 1) * 100).toFixed(0)}%`;
        gain = `${pct(median(ratios))} (${pct(Math.min(...ratios))} to ${pct(Math.max(...ratios))}) on ${variant.baseline}`;
      }
      console.log(`${variant.label.padEnd(58)} ${row.reqPerSec.toFixed(0).padStart(6)} ${span(row.roundRates).padStart(11)} ${row.cpuUs.toFixed(0).padStart(7)}  ${gain}`);
    }
  }
  console.log("\n(rounds: the lowest and highest round's req/s; gain: the median of the rounds' paired ratios, then their lowest and highest)");
}
