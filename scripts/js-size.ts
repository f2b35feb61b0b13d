/**
 * The gzipped JavaScript a first visit to each page loads (entry, root and route chunks with their
 * imports, from the browser build's manifest), after `remix build`. Fails when the home page goes
 * over its budget or ships wallet code (docs/decisions/074-wallet-code-stays-out-of-first-visits.md).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

type ManifestEntry = { module: string; imports?: string[] };
type Manifest = { url: string; entry: ManifestEntry; routes: Record<string, ManifestEntry & { id: string }> };

const PUBLIC = path.resolve("public");
const BUILD = path.join(PUBLIC, "build");
const HOME_BUDGET_KB = 120;
/** Code of the wallet libraries and of app/lib/wallet/client.ts: none of it belongs to a first visit. */
const WALLET_MARKERS = ["MetaMaskSDK", "eip6963:requestProvider", "@walletconnect", "wallet_switchEthereumChain"];

const PAGES: { path: string; routes: string[] }[] = [
  { path: "/", routes: ["routes/_index"] },
  { path: "/market", routes: ["routes/market"] },
  { path: "/nftdetail/{id}", routes: ["routes/nftdetail.$nftid"] },
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
let failed = false;

for (const page of PAGES) {
  const urls = new Set<string>([manifest.url, manifest.entry.module, ...(manifest.entry.imports ?? [])]);
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
    gzipped += gzipSync(bytes, { level: 9 }).length;
    const text = bytes.toString("utf8");
    walletCode.push(...WALLET_MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${marker} in ${url}`));
  }
  const kb = gzipped / 1024;
  const home = page.path === "/";
  const verdict = home ? (kb <= HOME_BUDGET_KB && walletCode.length === 0 ? "ok" : "OVER BUDGET OR WALLET CODE") : "";
  if (home && verdict !== "ok") failed = true;
  console.log(
    `${page.path.padEnd(16)} ${String(urls.size).padStart(3)} files ${(raw / 1024).toFixed(1).padStart(7)} KB raw ${kb.toFixed(1).padStart(6)} KB gzipped` +
      `${home ? ` (budget ${HOME_BUDGET_KB} KB) ${verdict}` : ""}${walletCode.length ? `\n  wallet code: ${walletCode.join(", ")}` : "  no wallet code"}`,
  );
}
process.exitCode = failed ? 1 : 0;
