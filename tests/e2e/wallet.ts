import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { getBytes, JsonRpcProvider, Network, Wallet, type TypedDataDomain, type TypedDataField } from "ethers";
import { expect, test as base } from "./support";

const PORT = Number(process.env.E2E_PORT ?? 3210);
/** The e2e server's embedded chain (playwright.config.ts derives it from the HTTP port). */
export const CHAIN_PORT = Number(process.env.E2E_CHAIN_PORT ?? PORT + 5400);
export const CHAIN_RPC_URL = `http://127.0.0.1:${CHAIN_PORT}`;
export const CHAIN_ID = 31337;

/** A connection to the test chain: no response cache, and no 10 ms wait to batch each request with others. */
export const testChainProvider = () => new JsonRpcProvider(CHAIN_RPC_URL, Network.from(CHAIN_ID), { staticNetwork: true, cacheTimeout: -1, batchStallTime: 0 });
/** What the injected wallet calls itself in EIP-6963 announcements. */
export const TEST_WALLET_NAME = "Diginoor Test Wallet";
const TEST_WALLET_RDNS = "org.diginoor.testwallet";

/** A JSON-RPC call to the e2e chain, for balances and time travel (evm_increaseTime, evm_mine). */
export async function chainRpc<Result = unknown>(method: string, params: unknown[] = []): Promise<Result> {
  const response = await fetch(CHAIN_RPC_URL, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const reply = (await response.json()) as { result?: Result; error?: { code: number; message: string } };
  if (reply.error) throw Object.assign(new Error(reply.error.message), { code: reply.error.code });
  return reply.result as Result;
}

type RpcError = { code: number; message: string };
type RpcReply = { result: unknown } | { error: RpcError };

/** What the test can do with the wallet it holds. */
export type TestWallet = {
  /** The key's checksummed address. */
  address: string;
  /** The key itself, for signing outside a page. */
  key: Wallet;
  /** Injects the wallet into `page` before any of its scripts run (EIP-1193 provider, EIP-6963 announcement). */
  install(page: Page): Promise<void>;
  /** The next signature or transaction request is refused as a user would (error 4001). */
  refuseNext(): void;
  /** Puts the wallet on another chain, as a wallet left on another network. */
  useChain(chainId: number): void;
};

const USER_REJECTED: RpcError = { code: 4001, message: "User rejected the request." };

export function createTestWallet(): TestWallet {
  const provider = testChainProvider();
  const key = new Wallet(Wallet.createRandom().privateKey, provider);
  let chainId = CHAIN_ID;
  let refuse = false;
  let funded = false;

  const refused = () => {
    if (!refuse) return false;
    refuse = false;
    return true;
  };

  async function handle(method: string, params: unknown[]): Promise<unknown> {
    switch (method) {
      case "eth_requestAccounts":
      case "eth_accounts":
        return [key.address];
      case "eth_chainId":
        return `0x${chainId.toString(16)}`;
      case "wallet_switchEthereumChain": {
        const wanted = Number(BigInt((params[0] as { chainId: string }).chainId));
        if (wanted !== CHAIN_ID) throw { code: 4902, message: "Unrecognized chain ID." };
        chainId = wanted;
        return null;
      }
      case "wallet_addEthereumChain":
        chainId = Number(BigInt((params[0] as { chainId: string }).chainId));
        return null;
      case "personal_sign":
        if (refused()) throw USER_REJECTED;
        return key.signMessage(getBytes(params[0] as string));
      case "eth_signTypedData_v4": {
        if (refused()) throw USER_REJECTED;
        const { domain, types, message } = JSON.parse(params[1] as string) as { domain: TypedDataDomain; types: Record<string, TypedDataField[]>; message: Record<string, unknown> };
        const { EIP712Domain: _domain, ...signedTypes } = types;
        return key.signTypedData(domain, signedTypes, message);
      }
      case "eth_sendTransaction": {
        if (refused()) throw USER_REJECTED;
        const tx = params[0] as { to: string; data?: string; value?: string; gas?: string };
        const sent = await key.sendTransaction({ to: tx.to, data: tx.data, value: tx.value ? BigInt(tx.value) : 0n, gasLimit: tx.gas ? BigInt(tx.gas) : undefined });
        return sent.hash;
      }
      default:
        return chainRpc(method, params);
    }
  }

  return {
    address: key.address,
    key,
    refuseNext: () => void (refuse = true),
    useChain: (id) => void (chainId = id),
    async install(page) {
      if (!funded) {
        await chainRpc("anvil_setBalance", [key.address, `0x${(100n * 10n ** 18n).toString(16)}`]);
        funded = true;
      }
      await page.exposeBinding("__diginoorTestWallet", async (_source, method: string, params: unknown[]): Promise<RpcReply> => {
        try {
          return { result: await handle(method, params ?? []) };
        } catch (error) {
          const { code, message } = error as Partial<RpcError> & { shortMessage?: string };
          return { error: { code: typeof code === "number" ? code : -32603, message: message ?? "Internal error" } };
        }
      });
      await page.addInitScript(
        ({ name, rdns, uuid }) => {
          type Reply = { result: unknown } | { error: { code: number; message: string } };
          const call = (method: string, params: unknown) =>
            (window as unknown as { __diginoorTestWallet: (method: string, params: unknown) => Promise<Reply> }).__diginoorTestWallet(method, params);
          const provider = {
            async request({ method, params }: { method: string; params?: unknown }) {
              const reply = await call(method, params ?? []);
              if ("error" in reply) throw Object.assign(new Error(reply.error.message), { code: reply.error.code });
              return reply.result;
            },
            on() {},
            removeListener() {},
          };
          const icon = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 8 8'%3E%3Crect width='8' height='8' fill='%23f5a623'/%3E%3C/svg%3E";
          const announce = () =>
            window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail: Object.freeze({ info: { uuid, name, icon, rdns }, provider }) }));
          window.addEventListener("eip6963:requestProvider", announce);
          announce();
        },
        { name: TEST_WALLET_NAME, rdns: TEST_WALLET_RDNS, uuid: randomUUID() },
      );
    },
  };
}

/**
 * The trading specs' `test`: `signIn` from tests/e2e/support.ts, plus `wallet`, a fresh random
 * key funded on the e2e chain that the test injects into its pages with `wallet.install(page)`.
 */
export const test = base.extend<{ wallet: TestWallet }>({
  wallet: async ({}, use) => {
    await use(createTestWallet());
  },
});
export { expect };

/**
 * Connects the injected wallet (install it first) to the signed-in account through /wallet: picks
 * it among the discovered wallets and signs the Sign-In with Ethereum message.
 */
export async function connectWallet(page: Page): Promise<void> {
  await page.goto("/wallet");
  await page.getByRole("button", { name: /Connect\s*: Browser-extension wallet/ }).click();
  await page.getByRole("button", { name: TEST_WALLET_NAME }).click();
  await expect(page.getByRole("heading", { name: "Connected wallet" })).toBeVisible();
}
