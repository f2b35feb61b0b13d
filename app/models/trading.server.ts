/**
 * Secondary trading from the browser: the server checks each request against the chain and
 * hands the page the transactions the user's wallet signs (docs/decisions/080-wallet-signs-server-prepares.md).
 * Nothing here sends a transaction: the wallet does, and the indexer records what happened.
 */
import type { SubmissionResult } from "@conform-to/react";
import { and, desc, eq, sql } from "drizzle-orm";
import { config } from "~/config.server";
import { amountInCoin } from "~/lib/coin.server";
import { applyBps } from "~/lib/format";
import { forbidden } from "~/lib/http.server";
import { bidTooLowMessage, type SaleInput } from "~/lib/validation/market";
import { readForOwnershipCheck, requireHeldToken, requireTokenOwner } from "~/models/wallets.server";
import { appChain, chainTime, readAuction, readListing, type ChainContext } from "~/services/chain.server";
import { db, prepared } from "~db/client.server";
import { listingIsActive, listings, signedListings, tokens } from "~db/schema";
import { contractListing, signedListingOf, signedListingRefusal } from "~/models/signed-listings.server";

/** A transaction for the wallet to send; `value` is wei as decimal text (loaders cannot carry bigint). */
export type WalletTx = { to: string; data: string; value: string };
export type TradeStepKind = "approve" | "sell" | "auction" | "reprice" | "cancel" | "bid" | "buy" | "purchase" | "withdraw" | "offer" | "accept-offer" | "end-offer";
export type TradeStep = { kind: TradeStepKind; tx: WalletTx };

/** What an action answers: the steps to sign with the current gas price, or why nothing can be sent. */
export type Prepared = { ok: true; steps: TradeStep[]; gasPriceWei: string } | { ok: false; error: string };

export const refuse = (error: string): Prepared => ({ ok: false, error });

export const sameAddress = (a: string | null | undefined, b: string) => !!a && a.toLowerCase() === b.toLowerCase();

export async function ready(chain: ChainContext, steps: TradeStep[]): Promise<Prepared> {
  const fees = await chain.provider.getFeeData();
  return { ok: true, steps, gasPriceWei: String(fees.gasPrice ?? fees.maxFeePerGas ?? 0n) };
}

export function walletTx(chain: ChainContext, data: string, value = 0n): WalletTx {
  return { to: chain.deployment.market, data, value: value.toString() };
}


// ---------------------------------------------------------------------------------------------
// Which token a seller manages
// ---------------------------------------------------------------------------------------------

/**
 * The token's open listing or auction in the read model, if any: on chain (with the market's
 * listing or auction id) or signed by its seller (docs/decisions/177-gasless-listings.md).
 */
export type OpenSale = {
  id: number;
  onAuction: boolean;
  sellerAddress: string;
  priceWei: bigint;
  highestBidWei: bigint | null;
  endsAt: Date | null;
} & ({ signed: false; chainListingId: number } | { signed: true; chainListingId: null });

const openSaleStatement = prepared(() =>
  db
    .select({
      id: listings.id,
      onAuction: listings.onAuction,
      chainListingId: listings.chainListingId,
      sellerAddress: listings.sellerAddress,
      priceWei: listings.priceWei,
      highestBidWei: listings.highestBidWei,
      endsAt: listings.endsAt,
      signedListingId: signedListings.listingId,
    })
    .from(listings)
    .leftJoin(signedListings, eq(signedListings.listingId, listings.id))
    .where(and(eq(listings.tokenId, sql.placeholder("tokenId")), listingIsActive))
    .orderBy(desc(listings.id))
    .limit(1)
    .prepare(),
);

export function openSaleOfToken(tokenId: number): OpenSale | null {
  const [row] = openSaleStatement().all({ tokenId });
  if (!row) return null;
  const { signedListingId, chainListingId, ...sale } = row;
  if (signedListingId !== null) return { ...sale, signed: true, chainListingId: null };
  return chainListingId === null ? null : { ...sale, signed: false, chainListingId };
}

const tokenStatement = prepared(() =>
  db.select({ nftId: tokens.nftId }).from(tokens).where(eq(tokens.tokenId, sql.placeholder("tokenId"))).prepare(),
);

const sellersAuctionStatement = prepared(() =>
  db
    .select({ tokenId: listings.tokenId })
    .from(listings)
    .where(
      and(
        eq(listings.nftId, sql.placeholder("nftId")),
        eq(listings.onAuction, true),
        listingIsActive,
        sql`lower(${listings.sellerAddress}) = lower(${sql.placeholder("seller")})`,
      ),
    )
    .orderBy(listings.tokenId)
    .limit(1)
    .prepare(),
);

/**
 * The token of NFT `nftId` this wallet sells from the sell page: `?token=` when given, else the
 * token of its open auction of the NFT, else the first token of the NFT it holds
 * (docs/decisions/083-sell-page-token.md). A token in the wallet's own auction escrow counts, so
 * the seller can cancel it; the chain has the last word, and anyone else gets a 403.
 */
export async function requireSellableToken(address: string, nftId: number, requested: number | null): Promise<number> {
  const tokenId = requested ?? sellersAuctionStatement().get({ nftId, seller: address })?.tokenId ?? null;
  if (tokenId === null) return requireHeldToken(address, nftId);
  if (tokenStatement().get({ tokenId })?.nftId !== nftId) forbidden("That token is not an edition of this collectible.");
  const sale = openSaleOfToken(tokenId);
  if (sale?.onAuction && !sale.signed) {
    const auction = await readForOwnershipCheck((chain) => readAuction(chain, sale.chainListingId));
    if (auction && !auction.settled && sameAddress(auction.seller, address)) return tokenId;
    forbidden("Only the wallet that started this auction can manage it.");
  }
  await requireTokenOwner(address, tokenId);
  return tokenId;
}

// ---------------------------------------------------------------------------------------------
// Selling: list, auction, change the price, cancel
// ---------------------------------------------------------------------------------------------

/** The market's approval for the owner's tokens, unless it has it already. */
export async function approvalStep(chain: ChainContext, owner: string, tokenId: number): Promise<TradeStep | null> {
  const market = chain.deployment.market;
  const [approvedForAll, approved] = await Promise.all([
    chain.collectible.isApprovedForAll(owner, market) as Promise<boolean>,
    chain.collectible.getApproved(tokenId) as Promise<string>,
  ]);
  if (approvedForAll || sameAddress(approved, market)) return null;
  // One approval of the market for every token of the wallet (docs/decisions/082-approval-once.md).
  const data = chain.collectible.interface.encodeFunctionData("setApprovalForAll", [market, true]);
  return { kind: "approve", tx: { to: chain.deployment.collectible, data, value: "0" } };
}

/** The transactions for one of the sell page's forms, checked against the token's open sale. */
export async function prepareSale(address: string, tokenId: number, input: Exclude<SaleInput, { intent: "sign-listing" }>): Promise<Prepared> {
  const chain = appChain();
  const market = chain.market.interface;
  const sale = openSaleOfToken(tokenId);
  switch (input.intent) {
    case "sell":
    case "auction": {
      if (sale?.onAuction) return refuse("This token is in an auction: cancel the auction before you sell it another way.");
      if (sale?.signed) return refuse("This token is listed by signature: cancel that listing before you sell it another way.");
      const approval = await approvalStep(chain, address, tokenId);
      const data =
        input.intent === "sell"
          ? market.encodeFunctionData("list", [tokenId, input.price])
          : market.encodeFunctionData("createAuction", [tokenId, input.price, input.days]);
      return ready(chain, [...(approval ? [approval] : []), { kind: input.intent, tx: walletTx(chain, data) }]);
    }
    case "reprice": {
      if (!sale || sale.onAuction) return refuse("This token is not listed at a fixed price.");
      if (sale.signed) return refuse("A listing by signature keeps its price: cancel it and list again at the new price.");
      const data = market.encodeFunctionData("updateListingPrice", [sale.chainListingId, tokenId, input.price]);
      return ready(chain, [{ kind: "reprice", tx: walletTx(chain, data) }]);
    }
    case "cancel": {
      if (!sale) return refuse("This token is not on sale.");
      if (sale.signed) {
        const stored = signedListingOf(sale.id);
        if (!stored) return refuse("This token is not on sale.");
        return ready(chain, [{ kind: "cancel", tx: walletTx(chain, market.encodeFunctionData("cancelSignedListing", [contractListing(stored)])) }]);
      }
      if (!sale.onAuction) {
        const data = market.encodeFunctionData("cancelListing", [sale.chainListingId, tokenId]);
        return ready(chain, [{ kind: "cancel", tx: walletTx(chain, data) }]);
      }
      const auction = await readAuction(chain, sale.chainListingId);
      if (!auction || auction.settled) return refuse("This auction is over.");
      if (auction.highestBidder) return refuse("This auction has a bid: it can no longer be cancelled.");
      return ready(chain, [{ kind: "cancel", tx: walletTx(chain, market.encodeFunctionData("cancelAuction", [sale.chainListingId])) }]);
    }
    case "cancel-signed": {
      // Ends every listing the wallet has signed, on this token or any other.
      return ready(chain, [{ kind: "cancel", tx: walletTx(chain, market.encodeFunctionData("cancelAllSignedListings")) }]);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Bidding and buying
// ---------------------------------------------------------------------------------------------

const listingByIdStatement = prepared(() =>
  db
    .select({ id: listings.id, nftId: listings.nftId, onAuction: listings.onAuction, chainListingId: listings.chainListingId, tokenId: listings.tokenId, status: listings.status })
    .from(listings)
    .where(eq(listings.id, sql.placeholder("id")))
    .prepare(),
);

/** The NFT of listing row `listingId`, for the page a trade on it opens next. */
export function nftOfListing(listingId: number): number | null {
  return listingByIdStatement().all({ id: listingId })[0]?.nftId ?? null;
}

/**
 * A bid of `amountWei` on the auction of listing row `listingId`, checked against the chain as it
 * is now: the amount must beat the last bid (or reach the reserve), while the auction runs.
 */
export async function prepareBid(address: string, listingId: number, amountWei: bigint): Promise<Prepared> {
  const [row] = listingByIdStatement().all({ id: listingId });
  if (!row?.onAuction || row.chainListingId === null) return refuse("There is no auction like that.");
  const chain = appChain();
  const [auction, now] = await Promise.all([readAuction(chain, row.chainListingId), chainTime(chain)]);
  if (!auction || auction.settled || row.status !== "active") return refuse("This auction is over.");
  if (auction.endTime * 1000 <= now) return refuse("AUCTION ENDED, SETTLE IN PROGRESS");
  if (sameAddress(auction.seller, address)) return refuse("You cannot bid on your own auction.");
  // Until the first bid the chain's highest bid is the reserve.
  const tooLow = bidTooLowMessage(amountWei, { previousWei: auction.highestBidWei, hasBids: auction.highestBidder !== null, coinSymbol: config.chain.coinSymbol });
  if (tooLow) return refuse(tooLow);
  const data = chain.market.interface.encodeFunctionData("bid", [row.chainListingId, amountWei]);
  return ready(chain, [{ kind: "bid", tx: walletTx(chain, data, amountWei + applyBps(amountWei, auction.feeBps)) }]);
}

/**
 * Buying listing row `listingId` at the price the buyer saw. The chain is read first, so a listing
 * whose token moved, that ended, or whose price changed is refused here; the call also carries the
 * expected price, so the contract refuses a change that lands in between.
 */
export async function prepareBuy(address: string, listingId: number, expectedPriceWei: bigint): Promise<Prepared> {
  const signed = signedListingOf(listingId);
  if (signed) return prepareSignedBuy(address, signed, expectedPriceWei);
  const [row] = listingByIdStatement().all({ id: listingId });
  if (!row || row.onAuction || row.chainListingId === null) return refuse("There is no listing like that.");
  const chain = appChain();
  const listing = await readListing(chain, row.chainListingId, row.tokenId);
  if (!listing.active || row.status !== "active") return refuse("This listing is no longer available");
  if (sameAddress(listing.seller, address)) return refuse("This is your own listing.");
  if (listing.priceWei !== expectedPriceWei) {
    return refuse(`The price changed to ${amountInCoin(listing.priceWei)}: reload the page to see the new total.`);
  }
  const total = (await chain.market.resaleTotal(expectedPriceWei)) as bigint;
  const data = chain.market.interface.encodeFunctionData("buyListing", [row.chainListingId, row.tokenId, expectedPriceWei]);
  return ready(chain, [{ kind: "buy", tx: walletTx(chain, data, total) }]);
}

/** Buying a signed listing: the market gets the seller's signed listing and signature (docs/decisions/177-gasless-listings.md). */
async function prepareSignedBuy(address: string, signed: NonNullable<ReturnType<typeof signedListingOf>>, expectedPriceWei: bigint): Promise<Prepared> {
  if (!signed.active) return refuse("This listing is no longer available");
  if (sameAddress(signed.values.seller, address)) return refuse("This is your own listing.");
  const priceWei = BigInt(signed.values.priceWei);
  if (priceWei !== expectedPriceWei) return refuse(`The price changed to ${amountInCoin(priceWei)}: reload the page to see the new total.`);
  const chain = appChain();
  const refusal = await signedListingRefusal(chain, signed);
  if (refusal) return refuse(refusal);
  const total = (await chain.market.resaleTotal(priceWei)) as bigint;
  const data = chain.market.interface.encodeFunctionData("buySignedListing", [contractListing(signed), signed.signature]);
  return ready(chain, [{ kind: "buy", tx: walletTx(chain, data, total) }]);
}

/** What a trading action answers a form: its field errors, and the prepared transactions when the input holds. */
export type TradeReply = { intent: string; result: SubmissionResult<string[]>; prepared: Prepared | null };
