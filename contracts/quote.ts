// The EIP-712 primary-sale quote the server's quote signer signs and DiginoorMarket.buyPrimary checks.
import type { Signer, TypedDataDomain, TypedDataField } from "ethers";

export interface PrimaryQuote {
  /** Single-use id tying the payment to the server's purchase row. */
  orderId: string;
  buyer: string;
  /** Catalogue id of the NFT being bought. */
  nftId: bigint;
  /** Tokens the NFT's edition holds; the collectible fixes it at the NFT's first sale and never mints more. */
  editionSize: bigint;
  /** Price in wei, before the primary buyer fee. */
  price: bigint;
  productionHouse: string;
  tokenURI: string;
  /** Unix seconds after which the quote is refused. */
  deadline: bigint;
}

export const PRIMARY_QUOTE_TYPES: Record<string, TypedDataField[]> = {
  PrimaryQuote: [
    { name: "orderId", type: "bytes32" },
    { name: "buyer", type: "address" },
    { name: "nftId", type: "uint256" },
    { name: "editionSize", type: "uint256" },
    { name: "price", type: "uint256" },
    { name: "productionHouse", type: "address" },
    { name: "tokenURI", type: "string" },
    { name: "deadline", type: "uint256" },
  ],
};

export function primaryQuoteDomain(chainId: bigint, market: string): TypedDataDomain {
  return { name: "Diginoor Market", version: "1", chainId, verifyingContract: market };
}

export function signPrimaryQuote(
  signer: Signer,
  chainId: bigint,
  market: string,
  quote: PrimaryQuote,
): Promise<string> {
  return signer.signTypedData(primaryQuoteDomain(chainId, market), PRIMARY_QUOTE_TYPES, { ...quote });
}

/** The EIP-712 ticket-order quote DiginoorMarket.buyTickets checks (docs/decisions/162-lottery-tickets-on-chain.md). */
export interface TicketQuote {
  /** Single-use id tying the payment to the server's ticket order. */
  orderId: string;
  lotteryId: bigint;
  tickets: bigint;
  /** Price of all the tickets in wei, before the primary buyer fee. */
  price: bigint;
  buyer: string;
  /** Unix seconds after which the quote is refused; never later than the lottery's draw time. */
  deadline: bigint;
}

export const TICKET_QUOTE_TYPES: Record<string, TypedDataField[]> = {
  TicketQuote: [
    { name: "orderId", type: "bytes32" },
    { name: "lotteryId", type: "uint256" },
    { name: "tickets", type: "uint256" },
    { name: "price", type: "uint256" },
    { name: "buyer", type: "address" },
    { name: "deadline", type: "uint256" },
  ],
};

export function signTicketQuote(signer: Signer, chainId: bigint, market: string, quote: TicketQuote): Promise<string> {
  return signer.signTypedData(primaryQuoteDomain(chainId, market), TICKET_QUOTE_TYPES, { ...quote });
}

/** How a held ticket payment ends: credited back to its payer, or paid to the treasury after the draw. */
export type TicketSettlement = "refund" | "release";

const TICKET_SETTLEMENT_TYPES: Record<TicketSettlement, Record<string, TypedDataField[]>> = {
  refund: { TicketRefund: [{ name: "orderId", type: "bytes32" }] },
  release: { TicketRelease: [{ name: "orderId", type: "bytes32" }] },
};

/** The quote signer's consent to `refundTickets` or `releaseTickets` of one order, which anyone may then send. */
export function signTicketSettlement(signer: Signer, chainId: bigint, market: string, settlement: TicketSettlement, orderId: string): Promise<string> {
  return signer.signTypedData(primaryQuoteDomain(chainId, market), TICKET_SETTLEMENT_TYPES[settlement], { orderId });
}

/**
 * A fixed-price listing its seller signs instead of sending a transaction, which
 * DiginoorMarket.buySignedListing checks (docs/decisions/177-gasless-listings.md).
 */
export interface SignedListing {
  seller: string;
  tokenId: bigint;
  /** Price in wei, before the resale buyer fee. */
  price: bigint;
  /** The collectible's transferCount of the token when signed: the listing ends once the token moves. */
  transferCount: bigint;
  /** The seller's signedListingNonce when signed: cancelling all listings raises it. */
  nonce: bigint;
  /** Unix seconds after which the listing cannot be bought. */
  deadline: bigint;
}

export const SIGNED_LISTING_TYPES: Record<string, TypedDataField[]> = {
  SignedListing: [
    { name: "seller", type: "address" },
    { name: "tokenId", type: "uint256" },
    { name: "price", type: "uint256" },
    { name: "transferCount", type: "uint256" },
    { name: "nonce", type: "uint256" },
    { name: "deadline", type: "uint256" },
  ],
};

export function signListing(signer: Signer, chainId: bigint, market: string, listing: SignedListing): Promise<string> {
  return signer.signTypedData(primaryQuoteDomain(chainId, market), SIGNED_LISTING_TYPES, { ...listing });
}
