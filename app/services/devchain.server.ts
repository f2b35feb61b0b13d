/**
 * The embedded dev chain: a local anvil node on 127.0.0.1 with funded, well-known dev accounts.
 * Started by `npm start` (scripts/start.ts) and by the chain tests; never used when a chain
 * is configured with CHAIN_RPC_URL.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, renameSync, writeSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { createServer } from "node:net";
import path from "node:path";
import { HDNodeWallet, Mnemonic } from "ethers";

/** anvil's default mnemonic: its accounts are funded with 10,000 coins on every dev chain. */
export const DEV_MNEMONIC = "test test test test test test test test test test test junk";

export type DevAccount = { address: string; privateKey: string };

/** The first `count` accounts of the dev mnemonic; the embedded chain gives each server role its own (docs/decisions/053-keys-and-roles.md). */
export function devAccounts(count = 5): DevAccount[] {
  const mnemonic = Mnemonic.fromPhrase(DEV_MNEMONIC);
  return Array.from({ length: count }, (_, index) => {
    const wallet = HDNodeWallet.fromMnemonic(mnemonic, `m/44'/60'/0'/0/${index}`);
    return { address: wallet.address, privateKey: wallet.privateKey };
  });
}

/** One JSON-RPC call with a short timeout; throws when nothing answers. */
export async function rpcCall<T>(url: string, method: string, params: unknown[] = [], timeoutMs = 1500): Promise<T> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

/** The chain id of the node at `url`, or null when no JSON-RPC node answers there. */
export async function probeChainId(url: string): Promise<number | null> {
  try {
    return Number(await rpcCall<string>(url, "eth_chainId"));
  } catch {
    return null;
  }
}

export type DevChain = {
  rpcUrl: string;
  chainId: number;
  /** The anvil process, or null when an already running node was reused. */
  process: ChildProcess | null;
  /**
   * Saves the chain to its state file (when it has one) and returns the newest block saved:
   * what a crash from now on cannot lose. Without a state file, the head.
   */
  checkpoint(): Promise<number>;
  stop(): Promise<void>;
};

export type DevChainOptions = {
  port: number;
  chainId: number;
  /** anvil's state file: loaded at start, written by `checkpoint()` and on stop. Without it the chain lives in memory. */
  stateFile?: string;
  /** How long to wait for the node to answer. */
  readyTimeoutMs?: number;
  /** The EVM rules to run (anvil's own default when not given), e.g. "cancun" as the contracts are built for. */
  hardfork?: string;
  /** How many funded dev accounts anvil unlocks (its default is 10). */
  accounts?: number;
};

const ANVIL = path.resolve("node_modules/.bin/anvil");

/** Starts anvil on 127.0.0.1 and resolves once it answers JSON-RPC. */
export async function startDevChain(options: DevChainOptions): Promise<DevChain> {
  const rpcUrl = `http://127.0.0.1:${options.port}`;
  if (!existsSync(ANVIL)) throw new Error(`The embedded chain needs anvil at ${ANVIL}: run \`npm install\`.`);
  const args = ["--host", "127.0.0.1", "--port", String(options.port), "--chain-id", String(options.chainId), "--silent"];
  if (options.stateFile) {
    mkdirSync(path.dirname(options.stateFile), { recursive: true });
    // Saving is ours (checkpoint): anvil's own dump writes the file in place, and a kill in the
    // middle of it would leave a file no restart can read.
    if (existsSync(options.stateFile)) args.push("--load-state", options.stateFile);
  }
  if (options.hardfork) args.push("--hardfork", options.hardfork);
  if (options.accounts !== undefined) args.push("--accounts", String(options.accounts));
  const child = spawn(ANVIL, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  let exitCode: number | null = null;
  const exited = new Promise<void>((resolve) => child.once("exit", (code) => ((exitCode = code ?? 0), resolve())));

  const deadline = Date.now() + (options.readyTimeoutMs ?? 15_000);
  for (;;) {
    if (exitCode !== null) throw new Error(`The embedded chain (anvil) stopped at start with code ${exitCode}: ${stderr.trim()}`);
    const chainId = await probeChainId(rpcUrl);
    if (chainId !== null) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The embedded chain did not answer on ${rpcUrl} within ${options.readyTimeoutMs ?? 15_000} ms.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const stateFile = options.stateFile;
  let saved = -1;
  let saving: Promise<number> = Promise.resolve(-1);
  const save = async (): Promise<number> => {
    const head = Number(await rpcCall<string>(rpcUrl, "eth_blockNumber"));
    if (!stateFile) return head;
    if (head === saved) return saved;
    saved = await saveState(rpcUrl, stateFile);
    return saved;
  };
  const checkpoint = () => (saving = saving.then(save, save));

  return {
    rpcUrl,
    chainId: options.chainId,
    process: child,
    checkpoint,
    async stop() {
      if (exitCode !== null) return;
      if (stateFile) await checkpoint().catch(() => undefined);
      child.kill("SIGTERM");
      const killLater = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(killLater);
    },
  };
}

/**
 * Writes the node's state to `file` durably (a temporary file, flushed, then renamed over the
 * old one) and returns the newest block it holds (docs/decisions/051-reorgs-and-durable-chain-state.md).
 */
async function saveState(rpcUrl: string, file: string): Promise<number> {
  const dump = await rpcCall<string>(rpcUrl, "anvil_dumpState", [], 30_000);
  const json = gunzipSync(Buffer.from(dump.slice(2), "hex"));
  const { best_block_number: best } = JSON.parse(json.toString("utf8")) as { best_block_number: string | number };
  const temporary = `${file}.tmp`;
  const handle = openSync(temporary, "w");
  try {
    writeSync(handle, json);
    fsyncSync(handle);
  } finally {
    closeSync(handle);
  }
  renameSync(temporary, file);
  return Number(best);
}

/** A port nobody listens on right now, for a throwaway chain beside any running one. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
