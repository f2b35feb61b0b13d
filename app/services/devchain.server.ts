/**
 * The embedded dev chain: a local anvil node on 127.0.0.1 with funded, well-known dev accounts.
 * Started by `npm start` (scripts/start.ts) and by the chain tests; never used when a chain
 * is configured with CHAIN_RPC_URL.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { HDNodeWallet, Mnemonic } from "ethers";

/** anvil's default mnemonic: its accounts are funded with 10,000 coins on every dev chain. */
export const DEV_MNEMONIC = "test test test test test test test test test test test junk";

export type DevAccount = { address: string; privateKey: string };

/** The first `count` accounts of the dev mnemonic (account 0 is the operator: minter, quote signer, keeper). */
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
  stop(): Promise<void>;
};

export type DevChainOptions = {
  port: number;
  chainId: number;
  /** anvil's state file: loaded at start, written every few seconds and on exit. Without it the chain lives in memory. */
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
    // A periodic dump as well as the one on exit: a killed process loses at most a few seconds.
    args.push("--state", options.stateFile, "--state-interval", "2");
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

  return {
    rpcUrl,
    chainId: options.chainId,
    process: child,
    async stop() {
      if (exitCode !== null) return;
      // SIGTERM lets anvil write its state file before it exits.
      child.kill("SIGTERM");
      const killLater = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(killLater);
    },
  };
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
