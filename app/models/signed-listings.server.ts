/**
 * Gasless listings (docs/decisions/177-gasless-listings.md): the seller signs an EIP-712
 * SignedListing instead of sending a transaction, the server keeps it once it has checked it
 * against the chain, and a buyer's purchase carries it to the market, which checks it again.
 */
import { TypedDataEncoder, verifyTypedData, type TypedDataField } from "ethers";
import { and, eq, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { SIGNED_LISTING_TYPES, primaryQuoteDomain, type SignedListing } from "../../contracts/quote";
import { MAX_COINS } from "~/lib/validation/market";
import { WEI_PER_COIN } from "~/lib/format";
import { sendWithPassword, type PasswordTrade } from "~/models/standard-trading.server";
import { approvalStep, openSaleOfToken, ready, type Prepared } from "~/models/trading.server";
import { signTypedDataAsStandardWallet } from "~/services/custody.server";
import { appChain, chainTime, type ChainContext } from "~/services/chain.server";
import { db, prepared, type Transaction as Tx } from "~db/client.server";
import { listingIsActive, listings, signedListings } from "~db/schema";

/** How long a signed listing stays buyable: the longest an auction may run. */
export const SIGNED_LISTING_DAYS = 30;
const DAY_SECONDS = 86_400;

/** A signed listing as forms and loaders carry it: numbers, and the price in wei as decimal text. */
export type SignedListingValues = { seller: string; tokenId: number; priceWei: string; transferCount: number; nonce: number; deadline: number };

/** The EIP-712 request a wallet signs (`eth_signTypedData_v4`), in plain JSON. */
export type ListingTypedData = {
  domain: { name: string; version: string; chainId: string; verifyingContract: string };
  types: Record<string, TypedDataField[]>;
  primaryType: "SignedListing";
  message: Record<keyof SignedListing, string>;
};

/** The listing to sign, with the approval the market needs first (once per wallet), or why not. */
export type PreparedSignedListing = (Extract<Prepared, { ok: true }> & { listing: SignedListingValues; typedData: ListingTypedData }) | Extract<Prepared, { ok: false }>;

const toContract = (values: SignedListingValues): SignedListing => ({
  seller: values.seller,
  tokenId: BigInt(values.tokenId),
  price: BigInt(values.priceWei),
  transferCount: BigInt(values.transferCount),
  nonce: BigInt(values.nonce),
  deadline: BigInt(values.deadline),
});

const domainOf = (chain: ChainContext) => primaryQuoteDomain(BigInt(chain.deployment.chainId), chain.deployment.market);

export function listingTypedData(chain: ChainContext, values: SignedListingValues): ListingTypedData {
  const listing = toContract(values);
  return {
    domain: { name: "Diginoor Market", version: "1", chainId: String(chain.deployment.chainId), verifyingContract: chain.deployment.market },
    types: SIGNED_LISTING_TYPES,
    primaryType: "SignedListing",
    message: Object.fromEntries(Object.entries(listing).map(([key, value]) => [key, String(value)])) as ListingTypedData["message"],
  };
}

export const listingDigest = (chain: ChainContext, values: SignedListingValues) => TypedDataEncoder.hash(domainOf(chain), SIGNED_LISTING_TYPES, toContract(values));

/** The token as the chain has it at one block: owner, transfer count, the owner's nonce and approval. */
async function tokenState(chain: ChainContext, address: string, tokenId: number) {
  const blockTag = await chain.provider.getBlockNumber();
  const market = chain.deployment.market;
  const [[owner, transfers], nonce, approvedForAll, approved] = await Promise.all([
    chain.collectible.ownerAndTransferCount(tokenId, { blockTag }) as Promise<[string, bigint]>,
    chain.market.signedListingNonce(address, { blockTag }) as Promise<bigint>,
    chain.collectible.isApprovedForAll(address, market, { blockTag }) as Promise<boolean>,
    chain.collectible.getApproved(tokenId, { blockTag }) as Promise<string>,
  ]);
  return { blockTag, owner, transferCount: Number(transfers), nonce: Number(nonce), approved: approvedForAll || approved.toLowerCase() === market.toLowerCase() };
}

const refuse = (error: string) => ({ ok: false as const, error });
const ALREADY_ON_SALE = "This token is already on sale: cancel that sale before you list it again.";

const digestStatement = prepared(() =>
  db.select({ listingId: signedListings.listingId }).from(signedListings).where(eq(signedListings.digest, sql.placeholder("digest"))).prepare(),
);
const knownDigest = (digest: string) => digestStatement().get({ digest }) !== undefined;
const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The sell page's "List without gas": the listing for the wallet to sign at `priceWei`, after the approval if the market has none. */
export async function prepareSignedListing(address: string, tokenId: number, priceWei: bigint): Promise<PreparedSignedListing> {
  if (openSaleOfToken(tokenId)) return refuse(ALREADY_ON_SALE);
  const chain = appChain();
  const [state, now, approval] = await Promise.all([tokenState(chain, address, tokenId), chainTime(chain), approvalStep(chain, address, tokenId)]);
  if (!sameAddress(state.owner, address)) return refuse("This wallet no longer holds this token.");
  const listing: SignedListingValues = {
    seller: state.owner,
    tokenId,
    priceWei: priceWei.toString(),
    transferCount: state.transferCount,
    nonce: state.nonce,
    deadline: Math.floor(now / 1000) + SIGNED_LISTING_DAYS * DAY_SECONDS,
  };
  // The same listing signed again within a second would have an ended listing's digest (one
  // cancelled, say): a later deadline makes it a listing of its own.
  while (knownDigest(listingDigest(chain, listing))) listing.deadline += 1;
  const steps = await ready(chain, approval ? [approval] : []);
  if (!steps.ok) return steps;
  return { ...steps, listing, typedData: listingTypedData(chain, listing) };
}

const decimalText = z.string().regex(/^(0|[1-9]\d{0,40})$/, "The listing is not complete: please try again.");
const wholeNumber = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** What the page posts back once the wallet has signed: the listing's values and the signature. */
export const signedListingForm = z.object({
  intent: z.literal("store-signed"),
  priceWei: decimalText,
  transferCount: wholeNumber,
  nonce: wholeNumber,
  deadline: wholeNumber,
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, "The wallet's signature is not valid: please sign again."),
});
export type SignedListingForm = Omit<z.output<typeof signedListingForm>, "intent">;

const MAX_PRICE_WEI = MAX_COINS * WEI_PER_COIN;

/**
 * Keeps a signed listing of `tokenId` by `address` once the signature recovers that address and
 * the chain shows the seller owning the token (at the signed transfer count, with the signed
 * nonce) and approving the market; the token must have no open sale. The row is read at the
 * block the chain was asked at, so a transfer the indexer applies later ends only listings
 * signed before it.
 */
export async function storeSignedListing(
  seller: { userId: number; address: string },
  nftId: number,
  tokenId: number,
  form: SignedListingForm,
): Promise<{ ok: true; listingId: number } | { ok: false; error: string }> {
  const price = BigInt(form.priceWei);
  if (price === 0n || price > MAX_PRICE_WEI) return refuse("Please enter a price up to 1,000,000.");
  if (openSaleOfToken(tokenId)) return refuse(ALREADY_ON_SALE);
  const values: SignedListingValues = { seller: seller.address, tokenId, priceWei: form.priceWei, transferCount: form.transferCount, nonce: form.nonce, deadline: form.deadline };
  const chain = appChain();
  let signer: string;
  try {
    signer = verifyTypedData(domainOf(chain), SIGNED_LISTING_TYPES, toContract(values), form.signature);
  } catch {
    return refuse("The wallet's signature is not valid: please sign again.");
  }
  if (!sameAddress(signer, seller.address)) return refuse("This listing was not signed by your connected wallet.");
  const digest = listingDigest(chain, values);
  const [state, now, cancelled] = await Promise.all([
    tokenState(chain, seller.address, tokenId),
    chainTime(chain),
    chain.market.signedListingCancelled(digest) as Promise<boolean>,
  ]);
  if (cancelled || knownDigest(digest)) return refuse("This listing was already signed: please list again.");
  if (!sameAddress(state.owner, seller.address)) return refuse("This wallet no longer holds this token.");
  if (state.transferCount !== form.transferCount || state.nonce !== form.nonce) return refuse("This token or your listings changed since you signed: please list it again.");
  if (!state.approved) return refuse("The market is not approved for your tokens: please list again to approve it first.");
  const nowSeconds = Math.floor(now / 1000);
  if (form.deadline <= nowSeconds || form.deadline > nowSeconds + (SIGNED_LISTING_DAYS + 1) * DAY_SECONDS) return refuse("This listing's time is not valid: please list it again.");
  return db.transaction((tx) => {
    if (openSaleOfToken(tokenId) || knownDigest(digest)) return refuse(ALREADY_ON_SALE);
    const row = tx
      .insert(listings)
      .values({ nftId, tokenId, onAuction: false, sellerAddress: state.owner, sellerUserId: seller.userId, priceWei: price, status: "active", blockNumber: state.blockTag })
      .returning({ id: listings.id })
      .get();
    tx.insert(signedListings).values({ listingId: row.id, digest, signature: form.signature, transferCount: form.transferCount, nonce: form.nonce, deadline: form.deadline }).run();
    return { ok: true as const, listingId: row.id };
  });
}

const storedStatement = prepared(() =>
  db
    .select({
      listingId: listings.id,
      seller: listings.sellerAddress,
      tokenId: listings.tokenId,
      priceWei: listings.priceWei,
      status: listings.status,
      digest: signedListings.digest,
      signature: signedListings.signature,
      transferCount: signedListings.transferCount,
      nonce: signedListings.nonce,
      deadline: signedListings.deadline,
    })
    .from(signedListings)
    .innerJoin(listings, eq(listings.id, signedListings.listingId))
    .where(eq(signedListings.listingId, sql.placeholder("listingId")))
    .prepare(),
);

export type StoredSignedListing = { listingId: number; active: boolean; digest: string; signature: string; values: SignedListingValues };

/** The signed listing behind listing row `listingId`, if it is one. */
export function signedListingOf(listingId: number): StoredSignedListing | null {
  const row = storedStatement().get({ listingId });
  if (!row) return null;
  return {
    listingId: row.listingId,
    active: row.status === "active",
    digest: row.digest,
    signature: row.signature,
    values: { seller: row.seller, tokenId: row.tokenId, priceWei: row.priceWei.toString(), transferCount: row.transferCount, nonce: row.nonce, deadline: row.deadline },
  };
}

/** The signed listing as the market's calls take it. */
export const contractListing = (stored: StoredSignedListing) => toContract(stored.values);

/**
 * Why the market would refuse to fill this signed listing now, in words, or null when it would
 * take it: the deadline, a cancel or a raised nonce, the token's owner and moves, the approval.
 */
export async function signedListingRefusal(chain: ChainContext, stored: StoredSignedListing): Promise<string | null> {
  const { seller, tokenId, transferCount, nonce, deadline } = stored.values;
  const [state, now, cancelled] = await Promise.all([
    tokenState(chain, seller, tokenId),
    chainTime(chain),
    chain.market.signedListingCancelled(stored.digest) as Promise<boolean>,
  ]);
  if (deadline * 1000 < now) {
    db.update(listings).set({ status: "cancelled" }).where(and(eq(listings.id, stored.listingId), listingIsActive)).run();
    return "This listing is no longer available";
  }
  if (cancelled || state.nonce !== nonce || !sameAddress(state.owner, seller) || state.transferCount !== transferCount) return "This listing is no longer available";
  if (!state.approved) return "This listing is no longer available";
  return null;
}

// ---------------------------------------------------------------------------------------------
// What the indexer applies
// ---------------------------------------------------------------------------------------------

const listingOfDigest = (tx: Tx, digest: string) =>
  tx.select({ id: signedListings.listingId }).from(signedListings).where(eq(signedListings.digest, digest)).get()?.id ?? null;

/** SignedListingSold or SignedListingCancelled: the listing of that digest ends so. */
export function endSignedListing(tx: Tx, digest: string, status: "sold" | "cancelled"): number | null {
  const listingId = listingOfDigest(tx, digest);
  if (listingId !== null) tx.update(listings).set({ status }).where(eq(listings.id, listingId)).run();
  return listingId;
}

/** SignedListingNonceRaised: every listing the seller signed with a lower nonce ends. */
export function endSignedListingsBelowNonce(tx: Tx, seller: string, nonce: number): void {
  tx.update(listings)
    .set({ status: "cancelled" })
    .where(
      and(
        listingIsActive,
        sql`lower(${listings.sellerAddress}) = lower(${seller})`,
        sql`${listings.id} IN (SELECT ${signedListings.listingId} FROM ${signedListings} WHERE ${lt(signedListings.nonce, nonce)})`,
      ),
    )
    .run();
}

/** A Transfer of the token in block `block`: its signed listings read from the chain before that block end. */
export function endSignedListingsOfMovedToken(tx: Tx, tokenId: number, block: number): void {
  tx.update(listings)
    .set({ status: "cancelled" })
    .where(
      and(
        eq(listings.tokenId, tokenId),
        listingIsActive,
        lt(listings.blockNumber, block),
        sql`${listings.id} IN (SELECT ${signedListings.listingId} FROM ${signedListings})`,
      ),
    )
    .run();
}

// ---------------------------------------------------------------------------------------------
// Listing from the standard wallet
// ---------------------------------------------------------------------------------------------

/**
 * The standard wallet's "List without gas": after the password, the server sends the approval if
 * the market has none, signs the listing with the account's key and keeps it, as it would keep a
 * browser wallet's signature.
 */
export async function listWithStandardWallet(
  trade: PasswordTrade,
  nftId: number,
  tokenId: number,
  priceWei: bigint,
): Promise<{ ok: true } | { ok: false; status: number; message: string }> {
  const sent = await sendWithPassword(trade, () => prepareSignedListing(trade.address, tokenId, priceWei));
  if (!sent.ok) return sent;
  const { listing, typedData } = sent.prepared;
  const signature = await signTypedDataAsStandardWallet(trade.userId, typedData.domain, typedData.types, typedData.message);
  const stored = await storeSignedListing({ userId: trade.userId, address: trade.address }, nftId, tokenId, { ...listing, signature });
  return stored.ok ? { ok: true } : { ok: false, status: 409, message: stored.error };
}
