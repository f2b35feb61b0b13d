/**
 * The built-in block explorer (docs/decisions/060-built-in-explorer.md): what the chain itself says
 * about an address, a transaction or a token of the collectible, read over RPC, never from the
 * database's read model, so it can serve as proof.
 */
import { getAddress, id as topicOf, isAddress, zeroPadValue, toBeHex, type Log, type LogDescription } from "ethers";
import { amountInCoin } from "~/lib/coin.server";
import { builtInExplorerPath } from "~/lib/explorer";
import { ChainUnavailableError } from "~/lib/explorer.server";
import { formatBps } from "~/lib/format";
import { nftView } from "~/models/nfts.server";
import { chainAddress } from "~/models/profile-tabs.server";
import { appChain, nftIdFromTokenUri, type ChainContext } from "~/services/chain.server";
import { decodeChainError } from "~/lib/chain-errors";


const READ_TIMEOUT_MS = 5000;
const TRANSFER_TOPIC = topicOf("Transfer(address,address,uint256)");
/** The newest transfers listed on an address or token page. */
const TRANSFER_LIMIT = 50;

/** Runs a read of the app's chain with a time limit; a missing deployment or a silent node is a ChainUnavailableError. */
export async function reading<T>(read: (chain: ChainContext) => Promise<T>): Promise<T> {
  let chain: ChainContext;
  try {
    chain = appChain();
  } catch (error) {
    throw new ChainUnavailableError(error instanceof Error ? error.message : String(error));
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChainUnavailableError("The chain node did not answer in time.")), READ_TIMEOUT_MS);
  });
  try {
    return await Promise.race([read(chain), timeout]);
  } catch (error) {
    if (error instanceof ChainUnavailableError) throw error;
    if (decodeChainError(error).kind === "unreachable") throw new ChainUnavailableError("The chain node is not answering.");
    throw error;
  } finally {
    clearTimeout(timer);
  }
}


export type Transfer = { tokenId: number; from: string; to: string; txHash: string; blockNumber: number; kind: "Mint" | "Transfer" | "Burn" };

const ZERO = "0x0000000000000000000000000000000000000000";

function toTransfer(chain: ChainContext, log: Log): Transfer {
  const parsed = chain.collectible.interface.parseLog(log);
  const from = parsed ? String(parsed.args.from) : ZERO;
  const to = parsed ? String(parsed.args.to) : ZERO;
  return {
    tokenId: parsed ? Number(parsed.args.tokenId) : 0,
    from,
    to,
    txHash: log.transactionHash,
    blockNumber: log.blockNumber,
    kind: from === ZERO ? "Mint" : to === ZERO ? "Burn" : "Transfer",
  };
}

/** Transfer events of the collectible matching these indexed topics, newest first. */
async function transfers(chain: ChainContext, topics: (string | null)[]): Promise<Transfer[]> {
  const logs = await chain.provider.getLogs({
    address: chain.deployment.collectible,
    fromBlock: chain.deployment.deploymentBlock,
    toBlock: "latest",
    topics: [TRANSFER_TOPIC, ...topics],
  });
  return logs.map((log) => toTransfer(chain, log)).sort((a, b) => b.blockNumber - a.blockNumber);
}

const addressTopic = (address: string) => zeroPadValue(address, 32);

export type AddressView = {
  address: string;
  kind: "collectible" | "market" | "contract" | "account";
  label: string;
  balance: string;
  collection: { name: string; symbol: string; minted: number } | null;
  ownedTokenIds: number[];
  transfers: Transfer[];
};

/** An account or contract; null for text that is not an address. */
export async function addressView(raw: string): Promise<AddressView | null> {
  if (!isAddress(raw)) return null;
  const address = getAddress(raw);
  return reading(async (chain) => {
    const { collectible, market } = chain.deployment;
    const [balance, code] = await Promise.all([chain.provider.getBalance(address), chain.provider.getCode(address)]);
    const isCollectible = address === getAddress(collectible);
    const isMarket = address === getAddress(market);
    const kind = isCollectible ? "collectible" : isMarket ? "market" : code === "0x" ? "account" : "contract";
    const label = {
      collectible: "Diginoor collectible contract (ERC-721 with ERC-2981 royalties)",
      market: "Diginoor marketplace contract (primary sales, listings, auctions)",
      contract: "Contract",
      account: "Account",
    }[kind];
    const collection = isCollectible
      ? {
          name: String(await chain.collectible.name()),
          symbol: String(await chain.collectible.symbol()),
          minted: Number(await chain.collectible.totalMinted()),
        }
      : null;
    const [sent, received] = isCollectible
      ? [[], await transfers(chain, [])]
      : await Promise.all([transfers(chain, [addressTopic(address)]), transfers(chain, [null, addressTopic(address)])]);
    const all = [...sent, ...received].sort((a, b) => b.blockNumber - a.blockNumber);
    // Replaying transfers oldest first leaves the tokens this address holds now.
    const owned = new Set<number>();
    for (const transfer of [...all].reverse()) {
      if (transfer.to === address) owned.add(transfer.tokenId);
      else if (transfer.from === address) owned.delete(transfer.tokenId);
    }
    return {
      address,
      kind,
      label,
      balance: amountInCoin(balance),
      collection,
      ownedTokenIds: isCollectible ? [] : [...owned].sort((a, b) => a - b),
      transfers: all.slice(0, TRANSFER_LIMIT),
    };
  });
}

export type TokenView = {
  tokenId: number;
  collectible: string;
  owner: string;
  nft: { id: number; title: string } | null;
  royalty: { receiver: string; share: string };
  transfers: Transfer[];
};

/** One token of the collectible; null when the id is not a minted token. */
export async function tokenView(raw: string): Promise<TokenView | null> {
  if (!/^\d{1,12}$/.test(raw)) return null;
  const tokenId = Number(raw);
  return reading(async (chain) => {
    let owner: string;
    try {
      owner = String(await chain.collectible.ownerOf(tokenId));
    } catch (error) {
      if (decodeChainError(error, chain.interfaces).kind === "reverted") return null;
      throw error;
    }
    const [uri, royalty, history] = await Promise.all([
      chain.collectible.tokenURI(tokenId) as Promise<string>,
      chain.collectible.royaltyInfo(tokenId, 10_000n) as Promise<[string, bigint]>,
      transfers(chain, [null, null, zeroPadValue(toBeHex(tokenId), 32)]),
    ]);
    const nftId = nftIdFromTokenUri(uri);
    const nft = nftId === null ? null : nftView(nftId);
    return {
      tokenId,
      collectible: getAddress(chain.deployment.collectible),
      owner,
      nft: nft ? { id: nft.id, title: nft.title } : null,
      royalty: { receiver: royalty[0], share: formatBps(Number(royalty[1])) },
      transfers: history,
    };
  });
}

export type EventArgument = { name: string; text: string; href: string | null };
export type DecodedEvent = { contract: string; name: string; args: EventArgument[] };

export type TransactionView = {
  hash: string;
  status: "Success" | "Failed" | "Pending";
  blockNumber: number | null;
  from: string;
  to: string | null;
  value: string;
  gasUsed: string | null;
  events: DecodedEvent[];
  /** Logs of contracts other than ours, which this explorer cannot decode. */
  otherLogs: number;
};

/** Amount-like event arguments are shown in the coin; ids link to their token. */
const AMOUNT_ARGUMENT = /(price|amount|fee|royalty|bid)$/i;

function describeArguments(parsed: LogDescription): EventArgument[] {
  return parsed.fragment.inputs.map((input, index) => {
    const value: unknown = parsed.args[index];
    const name = input.name || `#${index}`;
    if (input.type === "address") return { name, text: String(value), href: builtInExplorerPath({ kind: "address", address: String(value) }) };
    if (typeof value === "bigint" && input.type.startsWith("uint")) {
      if (name === "tokenId") return { name, text: value.toString(), href: builtInExplorerPath({ kind: "token", tokenId: Number(value) }) };
      if (AMOUNT_ARGUMENT.test(name) && !/bps/i.test(name)) return { name, text: amountInCoin(value), href: null };
      if (name === "endTime") return { name, text: new Date(Number(value) * 1000).toISOString(), href: null };
    }
    return { name, text: String(value), href: null };
  });
}

const HASH = /^0x[0-9a-fA-F]{64}$/;

/** A transaction with its receipt and decoded market events; null for an unknown or malformed hash. */
export async function transactionView(raw: string): Promise<TransactionView | null> {
  if (!HASH.test(raw)) return null;
  return reading(async (chain) => {
    const [transaction, receipt] = await Promise.all([chain.provider.getTransaction(raw), chain.provider.getTransactionReceipt(raw)]);
    if (!transaction) return null;
    const contracts = [
      { address: getAddress(chain.deployment.collectible), name: "Collectible", contract: chain.collectible },
      { address: getAddress(chain.deployment.market), name: "Market", contract: chain.market },
    ];
    const events: DecodedEvent[] = [];
    let otherLogs = 0;
    for (const log of receipt?.logs ?? []) {
      const source = contracts.find((c) => c.address === getAddress(log.address));
      const parsed = source ? source.contract.interface.parseLog(log) : null;
      if (source && parsed) events.push({ contract: source.name, name: parsed.name, args: describeArguments(parsed) });
      else otherLogs += 1;
    }
    return {
      hash: transaction.hash,
      status: receipt ? (receipt.status === 1 ? "Success" : "Failed") : "Pending",
      blockNumber: receipt?.blockNumber ?? transaction.blockNumber ?? null,
      from: transaction.from,
      to: transaction.to,
      value: amountInCoin(transaction.value),
      gasUsed: receipt ? receipt.gasUsed.toLocaleString("en-US") : null,
      events,
      otherLogs,
    };
  });
}

/** The collectible contract's address for the item page's proof link; null before a deployment exists. */
export function collectibleAddress(): string | null {
  try {
    return chainAddress(appChain().deployment.collectible);
  } catch {
    return null;
  }
}
