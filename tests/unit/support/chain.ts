import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import solc from "solc";
import { ZeroAddress, type JsonFragment, type JsonRpcPayload } from "ethers";
import { startDevChain, devAccounts, freePort, rpcCall, type DevChain } from "~/services/devchain.server";
import type { ChainContext, ChainKeys } from "~/services/chain.server";

export const CHAIN_ID = 31337;
export const accounts = devAccounts(10);
/** The embedded chain's roles: each its own dev account (minter 0, quote signer 6, keeper 7, admin 8, treasury 9). */
export const keys: ChainKeys = { minterKey: accounts[0].privateKey, quoteSignerKey: accounts[6].privateKey, keeperKey: accounts[7].privateKey };
export const roles = { admin: accounts[8].address, treasury: accounts[9].address };
export const sellerKeys = accounts.slice(0, 5).map((account) => account.privateKey);
export { ZeroAddress };

export function startChain(port: number, stateFile?: string): Promise<DevChain> {
  return startDevChain({ port, chainId: CHAIN_ID, stateFile });
}

/**
 * The app's chain for a file's tests, on a free port: deployed with the sellers registered, and
 * reached by the routes through appChain(). The app's modules are imported here, not at load:
 * some test files set the environment before configuration is first read.
 */
export async function startAppChain(): Promise<{ node: DevChain; chain: ChainContext }> {
  const { config } = await import("~/config.server");
  const { prepareChain } = await import("~/services/chain-bootstrap.server");
  const { db } = await import("~db/client.server");
  const node = await startChain(await freePort(), path.join(config.dataDir, "chain-state.json"));
  try {
    const chain = await prepareChain({ db, rpcUrl: node.rpcUrl, chainId: CHAIN_ID, keys, deploymentFile: config.chain.deploymentFile, sellerKeys });
    globalThis.__diginoorChain = chain;
    return { node, chain };
  } catch (error) {
    await node.stop();
    throw error;
  }
}

/** Stops what startAppChain started (neither is there if it failed). */
export async function stopAppChain(node: DevChain | undefined, chain: ChainContext | undefined): Promise<void> {
  globalThis.__diginoorChain = undefined;
  chain?.provider.destroy();
  await node?.stop();
}

/** Moves the chain's clock forward and mines a block. */
export async function travel(rpcUrl: string, seconds: number): Promise<void> {
  await rpcCall(rpcUrl, "evm_increaseTime", [seconds]);
  await rpcCall(rpcUrl, "evm_mine");
}

/** Compiles a test-only contract next to this file (solc, cancun) and returns its ABI and creation code. */
export function compileTestContract(file: string, name: string): { abi: JsonFragment[]; bytecode: string } {
  const input = {
    language: "Solidity",
    sources: { [file]: { content: readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), file), "utf8") } },
    settings: { evmVersion: "cancun", outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } } },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<string, Record<string, { abi: JsonFragment[]; evm: { bytecode: { object: string } } }>>;
  };
  const errors = (output.errors ?? []).filter((e) => e.severity === "error");
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join("\n"));
  const compiled = output.contracts[file][name];
  return { abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` };
}

/** The JSON-RPC methods the app's chain connection sends while `run` runs, in order. */
export async function rpcMethodsDuring(chain: ChainContext, run: () => Promise<unknown>): Promise<string[]> {
  const methods: string[] = [];
  const record = (info: { action: string; payload?: JsonRpcPayload | JsonRpcPayload[] }) => {
    if (info.action === "sendRpcPayload") methods.push(...[info.payload ?? []].flat().map((payload) => payload.method));
  };
  await chain.provider.on("debug", record);
  try {
    await run();
  } finally {
    await chain.provider.off("debug", record);
  }
  return methods;
}

/** How many contract reads (eth_call) the app's chain connection sends while `run` runs. */
export async function contractReadsDuring(chain: ChainContext, run: () => Promise<unknown>): Promise<number> {
  return (await rpcMethodsDuring(chain, run)).filter((method) => method === "eth_call").length;
}
