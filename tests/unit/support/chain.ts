import { createServer } from "node:net";
import { ZeroAddress } from "ethers";
import { startDevChain, devAccounts, type DevChain } from "~/services/devchain.server";
import type { ChainKeys } from "~/services/chain.server";

/** A port nobody listens on right now. */
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

export const CHAIN_ID = 31337;
export const accounts = devAccounts(6);
export const keys: ChainKeys = { minterKey: accounts[0].privateKey, keeperKey: accounts[0].privateKey, quoteSignerKey: accounts[0].privateKey };
export const sellerKeys = accounts.slice(0, 5).map((account) => account.privateKey);
export { ZeroAddress };

export function startChain(port: number, stateFile?: string): Promise<DevChain> {
  return startDevChain({ port, chainId: CHAIN_ID, stateFile });
}

/** Moves the chain's clock forward and mines a block. */
export async function travel(rpcUrl: string, seconds: number): Promise<void> {
  for (const [method, params] of [["evm_increaseTime", [seconds]], ["evm_mine", []]] as const) {
    await fetch(rpcUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }) });
  }
}
