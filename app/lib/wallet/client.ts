/**
 * The browser's wallet: discovery of injected wallets (EIP-6963, else window.ethereum), the
 * signed connection, the network switch, and sending trades from the account's active wallet
 * (docs/decisions/073-browser-wallet-module.md). Browser-only: load it with
 * `import("~/lib/wallet/client")` inside a handler, never from a route module's top level.
 */
import { Interface } from "ethers";
import { decodeChainError } from "~/lib/chain-errors";
import { DiginoorCollectible, DiginoorMarket } from "../../../contracts/artifacts/index";
import { readWalletContext, type WalletContext } from "./context";

export type Eip1193Provider = {
  request(args: { method: string; params?: unknown[] | Record<string, unknown> }): Promise<unknown>;
};

/** One wallet the browser offers. */
export type WalletOption = { id: string; name: string; icon: string | null; rdns: string | null; provider: Eip1193Provider };

/** A wallet problem whose message is already the words a collector sees. */
export class WalletError extends Error {
  constructor(
    message: string,
    readonly reason: "no-wallet" | "wrong-chain" | "wrong-account" | "refused" | "timeout" | "server" = "server",
  ) {
    super(message);
    this.name = "WalletError";
  }
}

export const NO_WALLET_MESSAGE = "Please enable Metamask";
export const WRONG_CHAIN_MESSAGE = "Please Connect to Mainnet";
export const REJECTED_MESSAGE = "Transaction Rejected";
export const PAYMENT_FAILED_MESSAGE = "Payment Failed";
/** The spec's browser-storage key of the connected account (a mirror: the server decides). */
export const LAST_ACTIVE_ACCOUNT = "LAST_ACTIVE_ACCOUNT";
/** Which discovered wallet the collector picked, so later trades use the same one. */
const CHOSEN_WALLET = "DIGINOOR_WALLET";

type AnnounceDetail = { info: { uuid: string; name: string; icon: string; rdns: string }; provider: Eip1193Provider };

/** Every wallet that announces itself within `waitMs` (EIP-6963), else the legacy window.ethereum. */
export function discoverWallets(waitMs = 250): Promise<WalletOption[]> {
  return new Promise((resolve) => {
    const found = new Map<string, WalletOption>();
    const onAnnounce = (event: Event) => {
      const { info, provider } = (event as CustomEvent<AnnounceDetail>).detail ?? {};
      if (!info?.uuid || !provider) return;
      found.set(info.uuid, { id: info.uuid, name: info.name, icon: info.icon || null, rdns: info.rdns || null, provider });
    };
    window.addEventListener("eip6963:announceProvider", onAnnounce);
    window.dispatchEvent(new Event("eip6963:requestProvider"));
    setTimeout(() => {
      window.removeEventListener("eip6963:announceProvider", onAnnounce);
      const legacy = (window as { ethereum?: Eip1193Provider & { isMetaMask?: boolean } }).ethereum;
      if (found.size === 0 && legacy) {
        found.set("injected", { id: "injected", name: legacy.isMetaMask ? "MetaMask" : "Browser wallet", icon: null, rdns: null, provider: legacy });
      }
      resolve([...found.values()]);
    }, waitMs);
  });
}

/** True when one of the discovered wallets is MetaMask itself. */
export const includesMetaMask = (options: WalletOption[]) => options.some((o) => o.rdns === "io.metamask" || o.name === "MetaMask");

/**
 * MetaMask without its extension (the mobile app, by QR code): the SDK is loaded only when the
 * collector picks it, so no page ships it otherwise.
 */
export async function metaMaskSdkProvider(): Promise<Eip1193Provider> {
  const { MetaMaskSDK } = await import("@metamask/sdk");
  const sdk = new MetaMaskSDK({ dappMetadata: { name: "Diginoor", url: window.location.origin }, enableAnalytics: false, checkInstallationImmediately: false });
  await sdk.init();
  const provider = sdk.getProvider();
  if (!provider) throw new WalletError(NO_WALLET_MESSAGE, "no-wallet");
  return provider as Eip1193Provider;
}

/** Marks a WalletConnect session as the picked wallet (it announces nothing: it is restored from its own storage). */
const WALLETCONNECT = "walletconnect";

/**
 * A phone wallet over WalletConnect v2: the QR code to scan, or the session kept from an earlier
 * visit. Loaded only when a collector picks it on a site configured with a project id, so no page
 * ships it otherwise (docs/decisions/069-walletconnect.md).
 */
export async function walletConnectProvider(): Promise<Eip1193Provider> {
  const { chain } = context();
  if (!chain.walletConnectProjectId) throw new WalletError("Mobile wallets are unavailable: this site has no WalletConnect project id configured.", "no-wallet");
  const { EthereumProvider } = await import("@walletconnect/ethereum-provider");
  const provider = await EthereumProvider.init({
    projectId: chain.walletConnectProjectId,
    chains: [chain.id],
    showQrModal: true,
    rpcMap: chain.rpcUrl ? { [chain.id]: chain.rpcUrl } : {},
    metadata: { name: "Diginoor", description: "Film collectibles of Indian cinema", url: window.location.origin, icons: [] },
  });
  if (!provider.connected) await provider.connect();
  chosenProvider = provider;
  localStorage.setItem(CHOSEN_WALLET, WALLETCONNECT);
  return provider;
}

let chosenProvider: Eip1193Provider | null = null;

/** Remembers the wallet the collector picked on /wallet. */
export function chooseWallet(option: WalletOption): void {
  chosenProvider = option.provider;
  if (option.rdns) localStorage.setItem(CHOSEN_WALLET, option.rdns);
}

/** The picked wallet; after a page load, the remembered one among those discovered, else the only one. */
async function walletProvider(): Promise<Eip1193Provider> {
  if (chosenProvider) return chosenProvider;
  const remembered = localStorage.getItem(CHOSEN_WALLET);
  if (remembered === WALLETCONNECT) return walletConnectProvider();
  const options = await discoverWallets();
  const option = options.find((o) => o.rdns && o.rdns === remembered) ?? options[0];
  if (!option) throw new WalletError(NO_WALLET_MESSAGE, "no-wallet");
  chosenProvider = option.provider;
  return option.provider;
}

function context(): WalletContext {
  const found = readWalletContext();
  if (!found) throw new WalletError("This page cannot reach your wallet. Please reload it.");
  return found;
}

const toHex = (value: bigint | number) => `0x${value.toString(16)}`;

function utf8Hex(text: string): string {
  return `0x${[...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

async function accountOf(provider: Eip1193Provider, ask: boolean): Promise<string> {
  const accounts = (await provider.request({ method: ask ? "eth_requestAccounts" : "eth_accounts" })) as string[];
  if (accounts.length > 0) return accounts[0];
  if (!ask) return accountOf(provider, true);
  throw new WalletError(REJECTED_MESSAGE, "refused");
}

/** True when the wallet is on the configured chain. */
export async function isOnConfiguredChain(provider?: Eip1193Provider): Promise<boolean> {
  const wallet = provider ?? (await walletProvider());
  const chainId = Number(BigInt((await wallet.request({ method: "eth_chainId" })) as string));
  return chainId === context().chain.id;
}

async function requireConfiguredChain(provider: Eip1193Provider): Promise<void> {
  if (!(await isOnConfiguredChain(provider))) throw new WalletError(WRONG_CHAIN_MESSAGE, "wrong-chain");
}

/** Asks the wallet to switch to the configured chain, adding the network first when it does not know it (error 4902). */
export async function switchToConfiguredChain(provider?: Eip1193Provider): Promise<void> {
  const wallet = provider ?? (await walletProvider());
  const { chain } = context();
  try {
    await wallet.request({ method: "wallet_switchEthereumChain", params: [{ chainId: toHex(chain.id) }] });
  } catch (error) {
    const code = (error as { code?: number } | null)?.code;
    if (code !== 4902 && code !== -32603) throw error;
    await wallet.request({
      method: "wallet_addEthereumChain",
      params: [
        {
          chainId: toHex(chain.id),
          chainName: chain.name,
          nativeCurrency: { name: chain.coinSymbol, symbol: chain.coinSymbol, decimals: 18 },
          rpcUrls: chain.rpcUrl ? [chain.rpcUrl] : [],
        },
      ],
    });
  }
}

async function postJson<Reply>(path: string, body: unknown): Promise<Reply> {
  const response = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), credentials: "same-origin" });
  const reply = (await response.json().catch(() => ({}))) as Reply & { error?: string };
  if (!response.ok) throw new WalletError(reply.error ?? "Something Went Wrong");
  return reply;
}

/**
 * Connects `provider` to the signed-in account: asks for its account, checks the chain, signs
 * the server's Sign-In with Ethereum message and lets the server verify it. The reply says where
 * to go next (the remembered redirectTo); the "Wallet Connected" toast waits there.
 */
export async function connectWallet(provider: Eip1193Provider, redirectTo: string): Promise<{ address: string; redirectTo: string }> {
  const account = await accountOf(provider, true);
  await requireConfiguredChain(provider);
  const { message } = await postJson<{ message: string }>("/wallet/nonce", { address: account });
  const signature = (await provider.request({ method: "personal_sign", params: [utf8Hex(message), account] })) as string;
  const connected = await postJson<{ address: string; redirectTo: string }>("/wallet/verify", { message, signature, redirectTo });
  chosenProvider = provider;
  localStorage.setItem(LAST_ACTIVE_ACCOUNT, connected.address);
  return connected;
}

/** Forgets the connection in this browser (the server side is the Disconnect form). */
export function forgetWallet(): void {
  chosenProvider = null;
  localStorage.removeItem(LAST_ACTIVE_ACCOUNT);
  localStorage.removeItem(CHOSEN_WALLET);
}

export type WalletTransaction = { to: string; data: string; value?: bigint };

/** The wallet on the configured chain, on the account's active wallet; returns that account. */
async function readyAccount(provider: Eip1193Provider): Promise<string> {
  await requireConfiguredChain(provider);
  const account = await accountOf(provider, false);
  const { activeAddress } = context();
  if (!activeAddress) throw new WalletError("Please Connect Wallet to Proceed", "wrong-account");
  if (account.toLowerCase() !== activeAddress.toLowerCase()) {
    throw new WalletError(`Your wallet is on another account. Switch it to ${activeAddress.slice(0, 6)}…${activeAddress.slice(-4)}, the wallet you connected.`, "wrong-account");
  }
  return activeAddress;
}

const rpcTransaction = (from: string, tx: WalletTransaction) => ({ from, to: tx.to, data: tx.data, value: toHex(tx.value ?? 0n) });

/** Sends a trade from the active wallet; returns its hash once the wallet has sent it. */
export async function sendWalletTransaction(tx: WalletTransaction): Promise<string> {
  const provider = await walletProvider();
  const from = await readyAccount(provider);
  return (await provider.request({ method: "eth_sendTransaction", params: [rpcTransaction(from, tx)] })) as string;
}

/** EIP-712 typed data as the server prepares it, without the domain's own type. */
export type WalletTypedData = {
  domain: { name: string; version: string; chainId: string; verifyingContract: string };
  types: Record<string, { name: string; type: string }[]>;
  primaryType: string;
  message: Record<string, string>;
};

const EIP712_DOMAIN_TYPE = [
  { name: "name", type: "string" },
  { name: "version", type: "string" },
  { name: "chainId", type: "uint256" },
  { name: "verifyingContract", type: "address" },
];

/** Asks the active wallet to sign typed data (`eth_signTypedData_v4`); no transaction is sent. Returns the signature. */
export async function signWalletTypedData(typedData: WalletTypedData): Promise<string> {
  const provider = await walletProvider();
  const from = await readyAccount(provider);
  const request = { ...typedData, types: { EIP712Domain: EIP712_DOMAIN_TYPE, ...typedData.types } };
  return (await provider.request({ method: "eth_signTypedData_v4", params: [from, JSON.stringify(request)] })) as string;
}

/** The gas the wallet's node expects the trade to use (the modals' real gas line). */
export async function estimateWalletGas(tx: WalletTransaction): Promise<bigint> {
  const provider = await walletProvider();
  const from = await readyAccount(provider);
  return BigInt((await provider.request({ method: "eth_estimateGas", params: [rpcTransaction(from, tx)] })) as string);
}

const RECEIPT_POLL_MS = 1000;
const RECEIPT_TIMEOUT_MS = 5 * 60 * 1000;

/** Waits until the transaction is mined, asking the wallet's node. */
export async function waitForWalletReceipt(hash: string): Promise<{ status: "success" | "reverted"; blockNumber: number }> {
  const provider = await walletProvider();
  const deadline = Date.now() + RECEIPT_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const receipt = (await provider.request({ method: "eth_getTransactionReceipt", params: [hash] })) as { status: string; blockNumber: string } | null;
    if (receipt) return { status: BigInt(receipt.status) === 1n ? "success" : "reverted", blockNumber: Number(BigInt(receipt.blockNumber)) };
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS));
  }
  throw new WalletError("The transaction was sent but is not confirmed yet. Please check again in a few minutes before trying again.", "timeout");
}

let contractInterfaces: Interface[] | undefined;

/**
 * Words for what went wrong: the spec's texts first ("Transaction Rejected", "Please enable
 * Metamask", "Please Connect to Mainnet", "Payment Failed"), the contracts' revert reasons in plain
 * words, and never a raw error object.
 */
export function walletErrorMessage(error: unknown): string {
  if (error instanceof WalletError) return error.message;
  contractInterfaces ??= [new Interface(DiginoorCollectible.abi), new Interface(DiginoorMarket.abi)];
  const decoded = decodeChainError(error, contractInterfaces);
  switch (decoded.kind) {
    case "rejected":
      return REJECTED_MESSAGE;
    case "insufficient-funds":
      return `Not enough ${readWalletContext()?.chain.coinSymbol || "of the network's coin"} in this wallet to pay this amount and the gas.`;
    case "reverted":
    case "unreachable":
    case "timeout":
    case "nonce":
      return decoded.message;
    default:
      return PAYMENT_FAILED_MESSAGE;
  }
}
