import { makeError, Wallet } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeChainError } from "~/lib/chain-errors";
import { TransactionSender } from "~/services/chain-sender.server";
import { createProvider } from "~/services/chain.server";
import { freePort, rpcCall, type DevChain } from "~/services/devchain.server";
import { accounts, CHAIN_ID, startChain } from "./support/chain";

let node: DevChain;
let provider: ReturnType<typeof createProvider>;
let sender: TransactionSender;
const payee = accounts[4].address;
const transfer = (value: bigint) => ({ to: payee, value });

beforeAll(async () => {
  node = await startChain(await freePort());
  provider = createProvider(node.rpcUrl, CHAIN_ID, 50);
  sender = new TransactionSender(new Wallet(accounts[1].privateKey, provider), { attempts: 3 });
});

afterAll(async () => {
  provider?.destroy();
  await node?.stop();
});

/** Sends `value` with mining paused, then has the node forget every waiting transaction. */
async function sendAndDrop(value: bigint, timeoutMs: number) {
  await rpcCall(node.rpcUrl, "evm_setAutomine", [false]);
  const before = await provider.getTransactionCount(sender.address, "pending");
  const waiting = sender.sendAndWait(transfer(value), timeoutMs);
  await expect.poll(() => provider.getTransactionCount(sender.address, "pending")).toBe(before + 1);
  await rpcCall(node.rpcUrl, "anvil_dropAllTransactions");
  await rpcCall(node.rpcUrl, "evm_setAutomine", [true]);
  return waiting;
}

describe("the transaction sender", () => {
  it("sends a transaction the node dropped again once its receipt is late", async () => {
    const balance = await provider.getBalance(payee);
    const receipt = await sendAndDrop(7n, 1000);
    expect(receipt.status).toBe(1);
    expect(await provider.getBalance(payee)).toBe(balance + 7n);
  });

  it("does not let a dropped transaction hold back the ones after it", async () => {
    const balance = await provider.getBalance(payee);
    const dropped = sendAndDrop(11n, 1500);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const later = await sender.sendAndWait(transfer(13n), 5000);
    expect(later.status).toBe(1);
    // The dropped one's nonce went to the later one: it is signed anew and still arrives.
    expect((await dropped).status).toBe(1);
    expect(await provider.getBalance(payee)).toBe(balance + 24n);
  });
});

describe("the words for node answers", () => {
  it("recognises anvil's already imported and tells a late receipt from an unreachable node", () => {
    expect(decodeChainError(new Error("transaction already imported")).kind).toBe("nonce");
    expect(decodeChainError(new Error("replacement transaction underpriced")).kind).toBe("nonce");
    const late = decodeChainError(makeError("wait for transaction timeout", "TIMEOUT"));
    expect(late.kind).toBe("timeout");
    expect(late.message).not.toMatch(/cannot be reached/);
    expect(decodeChainError(makeError("timeout", "TIMEOUT", { operation: "request", reason: "timeout" })).kind).toBe("unreachable");
  });
});
