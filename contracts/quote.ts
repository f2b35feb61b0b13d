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
