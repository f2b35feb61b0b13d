// Starts a throwaway anvil chain on a free local port, for the contract tests and the gas benchmark.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { JsonRpcProvider, type JsonRpcSigner } from "ethers";

const anvilBinary = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "node_modules", ".bin", "anvil");

export interface LocalChain {
  url: string;
  provider: JsonRpcProvider;
  /** anvil's unlocked dev accounts, each funded with 10,000 coins. */
  accounts: JsonRpcSigner[];
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
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

async function waitUntilReady(url: string, anvil: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (anvil.exitCode !== null) throw new Error(`anvil exited with code ${anvil.exitCode}`);
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`anvil did not answer on ${url}`);
}

export async function startLocalChain(accountCount = 10): Promise<LocalChain> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const anvil = spawn(
    anvilBinary,
    ["--host", "127.0.0.1", "--port", String(port), "--hardfork", "cancun", "--accounts", String(accountCount), "--quiet"],
    { stdio: "ignore" },
  );
  await waitUntilReady(url, anvil);
  // Reads follow writes at once in tests, so no response caching; automine makes polling fast.
  const provider = new JsonRpcProvider(url, undefined, { cacheTimeout: -1, polling: true, pollingInterval: 20, staticNetwork: true });
  const accounts = await Promise.all(Array.from({ length: accountCount }, (_, i) => provider.getSigner(i)));
  return {
    url,
    provider,
    accounts,
    async stop() {
      provider.destroy();
      if (anvil.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => anvil.once("exit", () => resolve()));
      anvil.kill("SIGTERM");
      await exited;
    },
  };
}
