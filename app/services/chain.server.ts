/**
 * The chain service: provider and server signers from the configuration, contract handles,
 * read helpers, minting as the minter, and primary-sale quotes. Everything else in the app
 * reaches the chain through here.
 */
import {
  Contract,
  decodeBytes32String,
  encodeBytes32String,
  Interface,
  JsonRpcProvider,
  Network,
  Wallet,
  ZeroAddress,
  type BlockTag,
  type Log,
  type TransactionReceipt,
} from "ethers";
import { config } from "~/config.server";
import { DiginoorCollectible, DiginoorMarket } from "../../contracts/artifacts/index";
import { signPrimaryQuote as signQuote, signTicketQuote as signTickets, signTicketSettlement, type PrimaryQuote, type TicketQuote, type TicketSettlement } from "../../contracts/quote";
import { decodeChainError, type DecodedChainError } from "~/lib/chain-errors";
import { ChainTransactionError, TransactionSender } from "./chain-sender.server";
import { readDeploymentFile, type Deployment } from "./deployment.server";

export const collectibleInterface = () => new Interface(DiginoorCollectible.abi);
export const marketInterface = () => new Interface(DiginoorMarket.abi);

/**
 * A provider for a server that reads right after it writes: no read cache, no network probing,
 * and no wait before a request is sent (ethers holds each one 10 ms by default to batch it with
 * others; calls made together in one turn of the event loop still go in one batch).
 */
export function createProvider(rpcUrl: string, chainId: number, pollingIntervalMs = 250): JsonRpcProvider {
  const provider = new JsonRpcProvider(rpcUrl, Network.from(chainId), {
    staticNetwork: true,
    cacheTimeout: -1,
    pollingInterval: pollingIntervalMs,
    batchStallTime: 0,
  });
  return provider;
}

export type ChainKeys = { minterKey: string; keeperKey: string; quoteSignerKey: string };

export type ChainContext = {
  provider: JsonRpcProvider;
  deployment: Deployment;
  collectible: Contract;
  market: Contract;
  /** Sends as the minter role holder, one nonce at a time. */
  minter: TransactionSender;
  /** Sends the keeper's settlements. */
  keeper: TransactionSender;
  quoteSigner: Wallet;
  interfaces: Interface[];
  /** Explains a failed call or transaction in plain words. */
  explain(error: unknown): DecodedChainError;
};

/** Connects to one deployment with the server's keys. */
export function connectChain(rpcUrl: string, deployment: Deployment, keys: ChainKeys): ChainContext {
  const provider = createProvider(rpcUrl, deployment.chainId);
  const interfaces = [collectibleInterface(), marketInterface()];
  const minterWallet = new Wallet(keys.minterKey, provider);
  const minter = new TransactionSender(minterWallet, { interfaces });
  const keeperWallet = new Wallet(keys.keeperKey, provider);
  // The keeper and the minter are often one account: they must then share one nonce counter.
  const keeper = keeperWallet.address === minterWallet.address ? minter : new TransactionSender(keeperWallet, { interfaces });
  return {
    provider,
    deployment,
    collectible: new Contract(deployment.collectible, interfaces[0], provider),
    market: new Contract(deployment.market, interfaces[1], provider),
    minter,
    keeper,
    quoteSigner: new Wallet(keys.quoteSignerKey, provider),
    interfaces,
    // A sender's refusal was explained when it was thrown.
    explain: (error) => (error instanceof ChainTransactionError ? error.decoded : decodeChainError(error, interfaces)),
  };
}

/** The deployment the app uses: the configured addresses, else the one recorded at start. */
export function configuredDeployment(): Deployment | null {
  const { collectibleAddress, marketAddress, deploymentBlock, chainId } = config.chain;
  if (collectibleAddress && marketAddress) {
    return {
      chainId,
      collectible: collectibleAddress,
      market: marketAddress,
      deploymentBlock: deploymentBlock ?? 0,
      deploymentBlockHash: null,
      genesisHash: null,
      deployedAt: "configured",
      seededListingIds: [],
    };
  }
  return readDeploymentFile(config.chain.deploymentFile);
}

declare global {
  // One connection per server process, kept across module reloads in development.
  var __diginoorChain: ChainContext | undefined;
}

/** The app's chain connection; throws a clear message when the contracts were never deployed. */
export function appChain(): ChainContext {
  if (!globalThis.__diginoorChain) {
    const deployment = configuredDeployment();
    if (!deployment) {
      throw new Error(`No contracts are deployed yet (${config.chain.deploymentFile} is missing): start the app with \`npm start\`.`);
    }
    globalThis.__diginoorChain = connectChain(config.chain.rpcUrl, deployment, config.chain);
  }
  return globalThis.__diginoorChain;
}

// ---------------------------------------------------------------------------------------------
// Token metadata
// ---------------------------------------------------------------------------------------------

/** The token URI names the NFT design it is an edition of; the indexer reads it back. */
export function tokenUriFor(nftId: number): string {
  return `diginoor://nft/${nftId}`;
}

export function nftIdFromTokenUri(uri: string): number | null {
  const match = /^diginoor:\/\/nft\/(\d+)$/.exec(uri);
  return match ? Number(match[1]) : null;
}

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

/** Who holds `tokenId`, at the node's head or at `blockTag`. */
export async function ownerOf(chain: ChainContext, tokenId: bigint | number, blockTag: BlockTag = "latest"): Promise<string> {
  return (await chain.collectible.ownerOf(tokenId, { blockTag })) as string;
}

/** Who receives the royalty of a sale of `tokenId` at `salePriceWei`, and how much. */
export async function royaltyOf(chain: ChainContext, tokenId: bigint | number, salePriceWei: bigint): Promise<{ receiver: string; amountWei: bigint }> {
  const [receiver, amount] = (await chain.collectible.royaltyInfo(tokenId, salePriceWei)) as [string, bigint];
  return { receiver, amountWei: amount };
}

/** How many tokens the contract has minted; also the newest token id. */
export async function totalMinted(chain: ChainContext): Promise<bigint> {
  return (await chain.collectible.totalMinted()) as bigint;
}

// ---------------------------------------------------------------------------------------------
// Minting
// ---------------------------------------------------------------------------------------------

/** The first event named `eventName` that `contract` emitted in a receipt. */
export function findEvent(receipt: TransactionReceipt, contract: Contract, eventName: string) {
  const address = (contract.target as string).toLowerCase();
  for (const log of receipt.logs as Log[]) {
    if (log.address.toLowerCase() !== address) continue;
    const parsed = contract.interface.parseLog(log);
    if (parsed?.name === eventName) return parsed;
  }
  return null;
}

export type Minted = { tokenId: number; txHash: string; blockNumber: number };

/**
 * Mints an edition of NFT `nftId` to `to` as the minter; its royalty goes to `royaltyReceiver`.
 * Retries unreachable nodes and nonce clashes; a refusal throws a ChainTransactionError.
 */
export async function mintTo(chain: ChainContext, to: string, nftId: number, royaltyReceiver: string): Promise<Minted> {
  const request = await chain.collectible.mintTo.populateTransaction(to, tokenUriFor(nftId), royaltyReceiver);
  const receipt = await chain.minter.sendAndWait(request);
  const transfer = findEvent(receipt, chain.collectible, "Transfer");
  if (!transfer) throw new Error(`Mint ${receipt.hash} emitted no Transfer event.`);
  return { tokenId: Number(transfer.args.tokenId), txHash: receipt.hash, blockNumber: receipt.blockNumber };
}

/**
 * Puts a token the minter holds up for auction from the minter's account: approves the market
 * once, then opens the auction. Returns the auction's transaction once mined.
 */
export async function auctionFromMinter(chain: ChainContext, tokenId: number, reserveWei: bigint, days: number): Promise<{ txHash: string; auctionId: number }> {
  const market = chain.deployment.market;
  if (!((await chain.collectible.isApprovedForAll(chain.minter.address, market)) as boolean)) {
    await chain.minter.sendAndWait(await chain.collectible.setApprovalForAll.populateTransaction(market, true));
  }
  const receipt = await chain.minter.sendAndWait(await chain.market.createAuction.populateTransaction(tokenId, reserveWei, days));
  const created = findEvent(receipt, chain.market, "AuctionCreated");
  if (!created) throw new Error(`Auction ${receipt.hash} emitted no AuctionCreated event.`);
  return { txHash: receipt.hash, auctionId: Number(created.args.auctionId) };
}

// ---------------------------------------------------------------------------------------------
// Primary-sale quotes
// ---------------------------------------------------------------------------------------------

/** An order id (20 characters) as the chain's bytes32 order id, and back. */
export function chainOrderId(orderId: string): string {
  return encodeBytes32String(orderId);
}

export function orderIdFromChain(chainOrderId: string): string | null {
  try {
    return decodeBytes32String(chainOrderId);
  } catch {
    return null;
  }
}

/**
 * Mints one edition of NFT `nftId` to `to` for paid order `orderId`, as the minter: the chain
 * refuses a second mint for one order and a mint beyond the edition (docs/decisions/018-fulfilment.md).
 */
export async function mintForOrder(
  chain: ChainContext,
  order: { orderId: string; to: string; nftId: number; editionSize: number; royaltyReceiver: string },
): Promise<Minted> {
  const request = await chain.collectible.mintForOrder.populateTransaction(
    chainOrderId(order.orderId),
    order.to,
    order.nftId,
    order.editionSize,
    tokenUriFor(order.nftId),
    order.royaltyReceiver,
  );
  const receipt = await chain.minter.sendAndWait(request);
  const minted = findEvent(receipt, chain.collectible, "OrderMinted");
  if (!minted) throw new Error(`Mint ${receipt.hash} emitted no OrderMinted event.`);
  return { tokenId: Number(minted.args.tokenId), txHash: receipt.hash, blockNumber: receipt.blockNumber };
}

/** The order id an item's primary auction mints under: one per item, never a checkout order's (20 letters and digits). */
const primaryAuctionOrderId = (nftId: number) => `auction-${nftId}`;

/**
 * The token of NFT `nftId`'s primary auction, minted to the minter by the order-keyed mint, which
 * counts it against the item's edition as the contract counts primary sales: a mint an earlier
 * attempt made is found by its order id and returned with its owner, never minted again
 * (docs/decisions/093-primary-auctions.md).
 */
export async function mintForPrimaryAuction(
  chain: ChainContext,
  item: { nftId: number; editionSize: number; royaltyReceiver: string },
): Promise<{ tokenId: number; owner: string }> {
  const orderId = primaryAuctionOrderId(item.nftId);
  const earlier = Number((await chain.collectible.tokenOfOrder(chainOrderId(orderId))) as bigint);
  if (earlier !== 0) return { tokenId: earlier, owner: await ownerOf(chain, earlier) };
  const { tokenId } = await mintForOrder(chain, { orderId, to: chain.minter.address, ...item });
  return { tokenId, owner: chain.minter.address };
}

export type { PrimaryQuote };

/** Signs a primary-sale quote (EIP-712) the market's buyPrimary accepts from `quote.buyer`. */
export function signPrimaryQuote(chain: ChainContext, quote: PrimaryQuote): Promise<string> {
  return signQuote(chain.quoteSigner, BigInt(chain.deployment.chainId), chain.deployment.market, quote);
}

export type { TicketQuote };

/** Signs a ticket-order quote (EIP-712) the market's buyTickets accepts from `quote.buyer` (docs/decisions/162-lottery-tickets-on-chain.md). */
export function signTicketQuote(chain: ChainContext, quote: TicketQuote): Promise<string> {
  return signTickets(chain.quoteSigner, BigInt(chain.deployment.chainId), chain.deployment.market, quote);
}

/**
 * Ends a wallet-paid ticket order's held payment once: "refund" credits it back to its payer for
 * the market's withdraw, "release" pays it on to the treasury after a draw. The quote signer
 * consents, the keeper sends. When the market holds nothing for the order any more, the answer is
 * the transaction that already ended it that way (one an earlier round sent before its process
 * died), or null when none did.
 */
export async function settleTicketPayment(chain: ChainContext, orderId: string, settlement: TicketSettlement): Promise<string | null> {
  const id = chainOrderId(orderId);
  if ((await heldTicketPayment(chain, orderId)).amountWei > 0n) {
    const consent = await signTicketSettlement(chain.quoteSigner, BigInt(chain.deployment.chainId), chain.deployment.market, settlement, id);
    const settle = settlement === "refund" ? chain.market.refundTickets : chain.market.releaseTickets;
    return (await chain.keeper.sendAndWait(await settle.populateTransaction(id, consent))).hash;
  }
  const ended = settlement === "refund" ? chain.market.filters.TicketsRefunded(id) : chain.market.filters.TicketsReleased(id);
  const [earlier] = await chain.market.queryFilter(ended, chain.deployment.deploymentBlock);
  return earlier?.transactionHash ?? null;
}

/** What the market holds for a wallet-paid ticket order: 0 when never paid, refunded or released. */
export async function heldTicketPayment(chain: ChainContext, orderId: string): Promise<{ payer: string; amountWei: bigint }> {
  const [payer, amount] = (await chain.market.ticketPayments(chainOrderId(orderId))) as [string, bigint];
  return { payer, amountWei: amount };
}

/** What a buyer pays for a primary sale at `priceWei`: price plus the contract's primary fee. */
export async function primaryTotal(chain: ChainContext, priceWei: bigint): Promise<bigint> {
  return (await chain.market.primaryTotal(priceWei)) as bigint;
}

export type ChainListing = { seller: string; priceWei: bigint; active: boolean };

export async function readListing(chain: ChainContext, listingId: number, tokenId: number): Promise<ChainListing> {
  const [seller, price] = (await chain.market.getListing(listingId, tokenId)) as [string, bigint];
  return { seller, priceWei: price, active: seller !== ZeroAddress };
}

export type ChainAuction = {
  seller: string;
  endTime: number;
  feeBps: number;
  settled: boolean;
  highestBidder: string | null;
  /** The reserve until the first bid, then the highest bid. */
  highestBidWei: bigint;
  tokenId: number;
};

export async function readAuction(chain: ChainContext, auctionId: number): Promise<ChainAuction | null> {
  const auction = (await chain.market.getAuction(auctionId)) as {
    seller: string;
    endTime: bigint;
    feeBps: bigint;
    settled: boolean;
    highestBidder: string;
    highestBid: bigint;
    tokenId: bigint;
  };
  if (auction.seller === ZeroAddress) return null;
  return {
    seller: auction.seller,
    endTime: Number(auction.endTime),
    feeBps: Number(auction.feeBps),
    settled: auction.settled,
    highestBidder: auction.highestBidder === ZeroAddress ? null : auction.highestBidder,
    highestBidWei: auction.highestBid,
    tokenId: Number(auction.tokenId),
  };
}

/** A token's offer as the market holds it (docs/decisions/173-offers.md); it may have expired. */
export type ChainOffer = { offerId: number; buyer: string; amountWei: bigint; feeBps: number; expiresAt: number };

/** The token's offer, or null when it has none. */
export async function readOffer(chain: ChainContext, tokenId: number): Promise<ChainOffer | null> {
  const offer = (await chain.market.getOffer(tokenId)) as { buyer: string; amount: bigint; offerId: bigint; expiresAt: bigint; feeBps: bigint };
  if (offer.buyer === ZeroAddress) return null;
  return { offerId: Number(offer.offerId), buyer: offer.buyer, amountWei: offer.amount, feeBps: Number(offer.feeBps), expiresAt: Number(offer.expiresAt) };
}

/** The latest block's timestamp in ms: the contracts' clock (dev chains can travel in time). */
export async function chainTime(chain: ChainContext): Promise<number> {
  const block = await chain.provider.getBlock("latest");
  if (!block) throw new Error("The node returned no latest block.");
  return block.timestamp * 1000;
}
