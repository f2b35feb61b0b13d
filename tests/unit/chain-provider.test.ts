/**
 * The server's chain connection (app/services/chain.server.ts): a read goes to the node at once,
 * not after ethers' default 10 ms wait for other calls to batch it with; calls made together
 * still share one request.
 */
import type { JsonRpcPayload, JsonRpcResult } from "ethers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createProvider } from "~/services/chain.server";

/** A provider whose requests are recorded and answered here instead of going to a node. */
function recordedProvider() {
  const provider = createProvider("http://127.0.0.1:9", 31337);
  const sent: (JsonRpcPayload | JsonRpcPayload[])[] = [];
  provider._send = async (payload: JsonRpcPayload | JsonRpcPayload[]): Promise<JsonRpcResult[]> => {
    sent.push(payload);
    return [payload].flat().map((one) => ({ id: one.id, result: "0x2a" }));
  };
  return { provider, sent };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the server's chain provider", () => {
  it("sends a read within the same millisecond instead of holding it back", async () => {
    vi.useFakeTimers();
    const { provider, sent } = recordedProvider();
    const read = provider.getBlockNumber();
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    await expect(read).resolves.toBe(42);
    provider.destroy();
  });

  it("still sends the calls made together as one batch", async () => {
    vi.useFakeTimers();
    const { provider, sent } = recordedProvider();
    const reads = Promise.all([provider.getBlockNumber(), provider.getBalance("0x000000000000000000000000000000000000dEaD")]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(2);
    await expect(reads).resolves.toEqual([42, 42n]);
    provider.destroy();
  });
});
