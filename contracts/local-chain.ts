// A throwaway anvil chain on a free local port, for the contract tests and the gas benchmark.
import { JsonRpcProvider, type JsonRpcSigner } from "ethers";
import { freePort, startDevChain } from "../app/services/devchain.server";

export interface LocalChain {
  url: string;
  provider: JsonRpcProvider;
  /** anvil's unlocked dev accounts, each funded with 10,000 coins. */
  accounts: JsonRpcSigner[];
  stop(): Promise<void>;
}

export async function startLocalChain(accountCount = 10): Promise<LocalChain> {
  const node = await startDevChain({ port: await freePort(), chainId: 31337, hardfork: "cancun", accounts: accountCount });
  // Reads follow writes at once in tests, so no response caching; automine makes polling fast, and
  // no request waits the default 10 ms to be batched with others.
  const provider = new JsonRpcProvider(node.rpcUrl, undefined, { cacheTimeout: -1, polling: true, pollingInterval: 20, staticNetwork: true, batchStallTime: 0 });
  const accounts = await Promise.all(Array.from({ length: accountCount }, (_, i) => provider.getSigner(i)));
  return {
    url: node.rpcUrl,
    provider,
    accounts,
    async stop() {
      provider.destroy();
      await node.stop();
    },
  };
}
