import path from "node:path";
import { Wallet } from "ethers";
import { afterAll, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { createProvider } from "~/services/chain.server";
import { freePort, type DevChain } from "~/services/devchain.server";
import { accounts, CHAIN_ID, startChain } from "./support/chain";

let node: DevChain | null = null;

afterAll(async () => {
  await node?.stop();
});

describe("the embedded chain's state file", () => {
  it("keeps every block a checkpoint reported when the chain is killed right after it", async () => {
    const port = await freePort();
    const stateFile = path.join(config.dataDir, "durable-chain.json");
    node = await startChain(port, stateFile);
    const provider = createProvider(node.rpcUrl, CHAIN_ID, 50);
    const sender = new Wallet(accounts[2].privateKey, provider);
    const receipt = await (await sender.sendTransaction({ to: accounts[3].address, value: 5n })).wait();
    expect(await node.checkpoint()).toBeGreaterThanOrEqual(receipt!.blockNumber);
    provider.destroy();

    // No goodbye: the process dies as in a power cut.
    const exited = new Promise((resolve) => node!.process!.once("exit", resolve));
    node.process!.kill("SIGKILL");
    await exited;
    node = await startChain(port, stateFile);
    const after = createProvider(node.rpcUrl, CHAIN_ID, 50);
    expect((await after.getTransactionReceipt(receipt!.hash))?.blockHash).toBe(receipt!.blockHash);
    after.destroy();
  });
});
