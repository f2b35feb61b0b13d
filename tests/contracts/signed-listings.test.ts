import { TypedDataEncoder, type JsonRpcSigner } from "ethers";
import { describe, expect, it } from "vitest";
import { SIGNED_LISTING_TYPES, primaryQuoteDomain, signListing, type SignedListing } from "../../contracts/quote";
import { ONE_COIN, balanceChanges, eventArgs, expectRevert, latestTimestamp, mined, mintToken, useMarketFixture, advanceTime, withResaleFee } from "./fixture";

const fixture = useMarketFixture();
const PRICE = ONE_COIN;

/** A token minted to the seller, the market approved for all, and a listing of it the seller signed. */
async function signedListing(overrides: Partial<SignedListing> = {}, signer: JsonRpcSigner = fixture.actors.seller) {
  const { seller } = fixture.actors;
  const tokenId = overrides.tokenId ?? (await mintToken(fixture, seller.address));
  await mined(fixture.collectible(seller).setApprovalForAll(fixture.deployment.market, true));
  const listing: SignedListing = {
    seller: seller.address,
    tokenId,
    price: PRICE,
    transferCount: await fixture.collectible().transferCount(tokenId),
    nonce: await fixture.market().signedListingNonce(seller.address),
    deadline: BigInt((await latestTimestamp(fixture)) + 3600),
    ...overrides,
  };
  const signature = await signListing(signer, fixture.chainId, fixture.deployment.market, listing);
  return { listing, signature, tokenId };
}

describe("signed (gasless) listings", () => {
  it("costs the seller nothing to list; the fill pays fee, royalty and seller as an on-chain listing's purchase", async () => {
    const { seller, buyer, productionHouse, treasury } = fixture.actors;
    const { listing, signature, tokenId } = await signedListing();
    const sellerNonce = await fixture.chain.provider.getTransactionCount(seller.address);
    const market = fixture.market(buyer);
    const fee = (PRICE * 1125n) / 10_000n;
    const royalty = PRICE / 10n;
    const { result: receipt, changes } = await balanceChanges(
      fixture,
      [buyer.address, seller.address, productionHouse.address, treasury.address, fixture.deployment.market],
      () => mined(market.buySignedListing(listing, signature, { value: PRICE + fee })),
    );
    expect(changes).toEqual([-(PRICE + fee) - receipt.fee, PRICE - royalty, royalty, fee, 0n]);
    expect(await fixture.chain.provider.getTransactionCount(seller.address)).toBe(sellerNonce);
    expect(await fixture.collectible().ownerOf(tokenId)).toBe(buyer.address);
    const digest = TypedDataEncoder.hash(primaryQuoteDomain(fixture.chainId, fixture.deployment.market), SIGNED_LISTING_TYPES, listing);
    expect(await market.signedListingDigest(listing)).toBe(digest);
    expect(eventArgs(receipt, market, "SignedListingSold").toObject()).toEqual({
      digest,
      tokenId,
      buyer: buyer.address,
      seller: seller.address,
      price: PRICE,
      fee,
      royaltyReceiver: productionHouse.address,
      royalty,
    });
  });

  it("refuses a replayed fill, even once the token is back with the seller", async () => {
    const { seller, buyer } = fixture.actors;
    const { listing, signature, tokenId } = await signedListing();
    await mined(fixture.market(buyer).buySignedListing(listing, signature, { value: withResaleFee(PRICE) }));
    await expectRevert(fixture.market(fixture.actors.stranger).buySignedListing(listing, signature, { value: withResaleFee(PRICE) }), "NotTokenOwner", [tokenId, seller.address]);
    await mined(fixture.collectible(buyer).transferFrom(buyer.address, seller.address, tokenId));
    await expectRevert(fixture.market(fixture.actors.stranger).buySignedListing(listing, signature, { value: withResaleFee(PRICE) }), "SignedListingNotActive");
  });

  it("ends when the token moves: a seller who gave it away cannot be filled", async () => {
    const { seller, buyer, stranger } = fixture.actors;
    const { listing, signature, tokenId } = await signedListing();
    await mined(fixture.collectible(seller).transferFrom(seller.address, stranger.address, tokenId));
    await expectRevert(fixture.market(buyer).buySignedListing(listing, signature, { value: withResaleFee(PRICE) }), "NotTokenOwner", [tokenId, seller.address]);
  });

  it("lets the seller cancel one signed listing on chain, and no one else", async () => {
    const { seller, buyer, stranger } = fixture.actors;
    const { listing, signature } = await signedListing();
    const other = await signedListing();
    await expectRevert(fixture.market(stranger).cancelSignedListing(listing), "NotSignedListingSeller", [stranger.address]);
    const receipt = await mined(fixture.market(seller).cancelSignedListing(listing));
    const digest = await fixture.market().signedListingDigest(listing);
    expect(eventArgs(receipt, fixture.market(), "SignedListingCancelled").toObject()).toEqual({ digest, seller: seller.address });
    await expectRevert(fixture.market(buyer).buySignedListing(listing, signature, { value: withResaleFee(PRICE) }), "SignedListingNotActive", [digest]);
    await mined(fixture.market(buyer).buySignedListing(other.listing, other.signature, { value: withResaleFee(PRICE) }));
  });

  it("cancels all of a seller's signed listings at once by raising the nonce", async () => {
    const { seller, buyer } = fixture.actors;
    const first = await signedListing();
    const second = await signedListing();
    const receipt = await mined(fixture.market(seller).cancelAllSignedListings());
    expect(eventArgs(receipt, fixture.market(), "SignedListingNonceRaised").toObject()).toEqual({ seller: seller.address, nonce: 1n });
    for (const { listing, signature } of [first, second]) {
      await expectRevert(fixture.market(buyer).buySignedListing(listing, signature, { value: withResaleFee(PRICE) }), "SignedListingNotActive");
    }
    const fresh = await signedListing({ tokenId: first.tokenId });
    expect(fresh.listing.nonce).toBe(1n);
    await mined(fixture.market(buyer).buySignedListing(fresh.listing, fresh.signature, { value: withResaleFee(PRICE) }));
  });

  it("refuses a signature made for another chain id", async () => {
    const { seller, buyer } = fixture.actors;
    const { listing } = await signedListing();
    const otherChain = await signListing(seller, fixture.chainId + 1n, fixture.deployment.market, listing);
    await expectRevert(fixture.market(buyer).buySignedListing(listing, otherChain, { value: withResaleFee(PRICE) }), "InvalidListingSignature");
  });

  it("refuses another price than the signed one, and a payment that is not price plus fee", async () => {
    const { buyer } = fixture.actors;
    const { listing, signature } = await signedListing();
    const cheaper = { ...listing, price: PRICE / 2n };
    await expectRevert(fixture.market(buyer).buySignedListing(cheaper, signature, { value: withResaleFee(cheaper.price) }), "InvalidListingSignature");
    await expectRevert(fixture.market(buyer).buySignedListing(listing, signature, { value: withResaleFee(PRICE) - 1n }), "IncorrectPayment", [withResaleFee(PRICE), withResaleFee(PRICE) - 1n]);
  });

  it("refuses a signature by anyone but the seller", async () => {
    const { buyer, stranger } = fixture.actors;
    const { listing, signature } = await signedListing({}, stranger);
    await expectRevert(fixture.market(buyer).buySignedListing(listing, signature, { value: withResaleFee(PRICE) }), "InvalidListingSignature");
  });

  it("refuses a fill after the deadline", async () => {
    const { buyer } = fixture.actors;
    const { listing, signature } = await signedListing();
    await advanceTime(fixture, 3601);
    await expectRevert(fixture.market(buyer).buySignedListing(listing, signature, { value: withResaleFee(PRICE) }), "SignedListingExpired", [listing.deadline]);
  });

  it("refuses a fill once the seller revoked the market's approval, and the seller buying their own listing", async () => {
    const { seller, buyer } = fixture.actors;
    const { listing, signature, tokenId } = await signedListing();
    await expectRevert(fixture.market(seller).buySignedListing(listing, signature, { value: withResaleFee(PRICE) }), "SignedListingNotActive");
    await mined(fixture.collectible(seller).setApprovalForAll(fixture.deployment.market, false));
    await expectRevert(fixture.market(buyer).buySignedListing(listing, signature, { value: withResaleFee(PRICE) }), "MarketNotApproved", [tokenId]);
  });
});
