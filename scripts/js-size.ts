/**
 * The gzipped JavaScript a first visit to each page loads (entry, root and route chunks with their
 * imports, from the browser build's manifest), after `remix build`, and beside it the chunks those
 * import on demand (`import()`: the carousel once it renders, the bid form where a user can bid,
 * the wallet when a trade starts). The manifest file itself is not loaded: with lazy route
 * discovery (remix.config.js) a page carries the routes it matched in its HTML. Fails when the
 * home or item page goes over its budget or ships wallet or chart code in its first load
 * (docs/decisions/074-wallet-code-stays-out-of-first-visits.md, 167-price-charts-with-uplot.md).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

type ManifestEntry = { module: string; imports?: string[] };
type Manifest = { entry: ManifestEntry; routes: Record<string, ManifestEntry & { id: string }> };

const PUBLIC = path.resolve("public");
const BUILD = path.join(PUBLIC, "build");
const HOME_BUDGET_KB = 120;
/**
 * Code that belongs to no first visit: the wallet libraries and app/lib/wallet/client.ts, and the
 * chart library, fetched once a chart is on screen (docs/decisions/167-price-charts-with-uplot.md).
 */
const WALLET_MARKERS = ["MetaMaskSDK", "eip6963:requestProvider", "@walletconnect", "wallet_switchEthereumChain", "cursor-pt"];

/** The home and item pages have a budget: the first visits people make, and the heaviest page. */
const PAGES: { path: string; routes: string[]; budgetKb?: number }[] = [
  { path: "/", routes: ["routes/_index"], budgetKb: HOME_BUDGET_KB },
  { path: "/market", routes: ["routes/market"] },
  { path: "/nftdetail/{id}", routes: ["routes/nftdetail.$nftid"], budgetKb: HOME_BUDGET_KB },
  { path: "/wallet", routes: ["routes/wallet"] },
];

function readManifest(): Manifest {
  const file = readdirSync(BUILD).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error("No browser build found: run `npx remix build` first.");
  const text = readFileSync(path.join(BUILD, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as Manifest;
}

const manifest = readManifest();
const fileOf = (url: string) => readFileSync(path.join(PUBLIC, url));
const gzippedSize = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;
const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1);
let failed = false;

/** The build's own chunks a chunk imports: statically (`from "…"`, `import "…"`) or on demand (`import("…")`). */
function importsOf(url: string): { static: string[]; onDemand: string[] } {
  const text = fileOf(url).toString("utf8");
  const found = (pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1]!);
  return { static: found(/(?:from|import)\s*"(\/build\/[^"]+\.js)"/g), onDemand: found(/import\(\s*"(\/build\/[^"]+\.js)"\s*\)/g) };
}

/** `url` and every chunk it imports, statically or on demand, except those in `loaded`, which it adds them to. */
function reachableFrom(url: string, loaded: Set<string>): string[] {
  if (loaded.has(url)) return [];
  loaded.add(url);
  const { static: direct, onDemand } = importsOf(url);
  return [url, ...[...direct, ...onDemand].flatMap((inner) => reachableFrom(inner, loaded))];
}

for (const page of PAGES) {
  const urls = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const id of ["root", ...page.routes]) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`The build has no route ${id}.`);
    urls.add(route.module);
    for (const url of route.imports ?? []) urls.add(url);
  }
  let raw = 0;
  let gzipped = 0;
  const walletCode: string[] = [];
  for (const url of urls) {
    const bytes = fileOf(url);
    raw += bytes.length;
    gzipped += gzippedSize(bytes);
    const text = bytes.toString("utf8");
    walletCode.push(...WALLET_MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${marker} in ${url}`));
  }
  const kb = gzipped / 1024;
  const budget = page.budgetKb;
  const verdict = budget ? (kb <= budget && walletCode.length === 0 ? "ok" : "OVER BUDGET OR WALLET CODE") : "";
  if (budget && verdict !== "ok") failed = true;
  console.log(
    `${page.path.padEnd(16)} ${String(urls.size).padStart(3)} files ${kilobytes(raw).padStart(7)} KB raw ${kilobytes(gzipped).padStart(6)} KB gzipped` +
      `${budget ? ` (budget ${budget} KB) ${verdict}` : ""}${walletCode.length ? `\n  wallet or chart code: ${walletCode.join(", ")}` : "  no wallet or chart code"}`,
  );

  // Each chunk the first load imports on demand, with everything it brings that is not loaded yet.
  const loaded = new Set(urls);
  for (const url of [...urls].flatMap((inner) => importsOf(inner).onDemand)) {
    const brought = reachableFrom(url, loaded);
    if (brought.length === 0) continue;
    const size = brought.reduce((sum, inner) => sum + gzippedSize(fileOf(inner)), 0);
    console.log(`  then on demand: ${url}${brought.length > 1 ? ` with ${brought.length - 1} more` : ""}, ${kilobytes(size)} KB gzipped`);
  }
}
process.exitCode = failed ? 1 : 0;
