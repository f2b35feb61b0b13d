/** The bench's command line, its fixed settings, the shapes its parts share and the pages it measures. */
import type { ChildProcess } from "node:child_process";
import { spawnSync } from "node:child_process";
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { getAddress } from "ethers";

const { values: args } = parseArgs({
  options: {
    scale: { type: "string" },
    workers: { type: "string" },
    requests: { type: "string" },
    port: { type: "string" },
    pages: { type: "string" },
    rounds: { type: "string" },
    patches: { type: "boolean" },
    variant: { type: "string", multiple: true },
  },
});
/** `--pages`: only the pages with these labels (comma-separated), beside the floor and `/status`. */
export const ONLY_PAGES = args.pages ? new Set(args.pages.split(",").map((label) => label.trim())) : null;
export const SCALE = args.scale ? Number(args.scale) : undefined;
export const WORKERS = Number(args.workers ?? availableParallelism());
export const LEAK_REQUESTS = Number(args.requests ?? 100_000);
export const PORT = Number(args.port ?? process.env.BENCH_PORT ?? 3351);
export const ROUNDS = Number(args.rounds ?? 3);
/** `bench:variants --patches`: this checkout with no patch, with each patch alone and with all (scripts/bench/variants.ts). */
export const PATCH_VARIANTS = args.patches ?? false;
/** `bench:variants --variant "label=dir"`: other checkouts measured beside this one. */
export const OTHER_CHECKOUTS = (args.variant ?? []).map((spec) => {
  const at = spec.indexOf("=");
  if (at < 1) throw new Error(`--variant takes "label=directory", not ${spec}`);
  return { label: spec.slice(0, at), dir: spec.slice(at + 1) };
});
/** Rounds of the one-worker comparison: its ratio is the figure the machine's drift moves most. */
export const COMPARED_ROUNDS = 7;
export const ROUND_S = Number(process.env.BENCH_SECONDS ?? 4);
export const WARM_UP_S = 3;
/** The kernel's unit of process CPU time in /proc/{pid}/stat. */
export const CLOCK_TICKS_PER_S = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout);
export const CONNECTIONS = 16;
/**
 * Every request asks for its answer compressed as Chromium does: a browser's page costs the server
 * its compression too (docs/decisions/132-pages-compressed-in-one-call.md). The floor's file is
 * below the size anything is compressed from.
 */
export const AS_A_BROWSER_ASKS = { "Accept-Encoding": "gzip, deflate, br, zstd" };
export const FLOOR = "/favicon.svg";
export const OWNED_TOKENS = 50;
/** What Node prints when its inspector opens, is attached to or closes. */
export const INSPECTOR_NOTICE = /^(Debugger listening on |Debugger attached\.|Debugger ending on |For help, see: https:\/\/nodejs\.org)/;
export const BENCH_WALLET = getAddress("0x000000000000000000000000000000000000be4c");

/** A page's figures; `machineCores`: how many of the machine's cores were busy meanwhile, on anything. */
export type Measurement = { label: string; signedIn: boolean; reqPerSec: number; p50: number; p99: number; errors: number; cpuUs: number; machineCores: number };
/** A page's measurement on one target: its median round, and every round's rate in the rounds' order. */
export type Measured = Measurement & { roundRates: number[] };
/**
 * `uncompressed`: asked for without `Accept-Encoding`, as the bench asked before decision 132;
 * `revalidated`: asked with the ETag of the page's last answer, as a browser or cache holding it asks.
 */
export type Page = { label: string; path: string; signedIn?: boolean; uncompressed?: boolean; revalidated?: boolean };
/** A running web server: its supervisor process, its origin and how many workers it runs. */
export type Server = { process: ChildProcess; base: string; workers: number };
/**
 * How wrk is scheduled: as a batch task, which waits for the end of a worker's time slice
 * instead of taking the core from it when a response wakes it; or as an ordinary task, which does.
 */
export type LoadScheduling = "batch" | "ordinary";
/** Where a page is measured: a server's origin, the processes whose CPU its requests cost, and how wrk is scheduled against them. */
export type Target = { base: string; pids: number[]; scheduling: LoadScheduling };

export const LAYOUT = "/status";
export const SIGNED_IN_LAYOUT = "/status signed in";
export const UNCOMPRESSED_LAYOUT = "/status uncompressed";
/** A visitor's /market asked again with the tag of the copy it holds (docs/decisions/151-not-modified-without-rendering.md). */
export const REVALIDATED_MARKET = "/market 304 (If-None-Match)";

export function pages(detailId: number, ownedNftId: number, lotteryId: number | undefined, query: string): Page[] {
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
    // Not among the pages: the explore grid, whose page count once read every NFT (decision 119).
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
