import { ZeroAddress } from "ethers";
import { describe, expect, it } from "vitest";
import {
  DAY,
  ONE_COIN,
  SmartWalletArtifact,
  advanceTime,
  balanceChanges,
  deployHelper,
  eventArgs,
  expectRevert,
  latestTimestamp,
  listToken,
  mined,
  mintToken,
  useMarketFixture,
  type MarketFixture,
  withResaleFee,
} from "./fixture";

const fixture = useMarketFixture();
const OFFER = ONE_COIN / 2n;
const OfferEnd = { Cancelled: 0n, Declined: 1n, Expired: 2n, Outbid: 3n } as const;
/** EIP-170: the most runtime code a contract may have. */
const EIP170_LIMIT = 24_576;

async function makeOffer(f: MarketFixture, offerer: keyof MarketFixture["actors"], tokenId: bigint, amount: bigint, days = 3) {
  const market = f.market(f.actors[offerer]);
  return mined(market.makeOffer(tokenId, amount, days, { value: await market.resaleTotal(amount) }));
}

/** A token of the seller's, not listed, with the market approved for all of the seller's tokens. */
async function approvedToken(f: MarketFixture): Promise<bigint> {
  const tokenId = await mintToken(f, f.actors.seller.address);
  await mined(f.collectible(f.actors.seller).setApprovalForAll(f.deployment.market, true));
  return tokenId;
}

describe("offers", () => {
  it("escrows the amount plus the resale fee for the chosen number of days, on a token that is not listed", async () => {
    const { buyer } = fixture.actors;
    const tokenId = await mintToken(fixture, fixture.actors.seller.address);
    const { result: receipt, changes } = await balanceChanges(fixture, [buyer.address, fixture.deployment.market], () =>
      makeOffer(fixture, "buyer", tokenId, OFFER, 7),
    );
    const made = eventArgs(receipt, fixture.market(), "OfferMade").toObject();
    const blockTime = (await fixture.chain.provider.getBlock(receipt.blockNumber))!.timestamp;
    expect(made).toEqual({ offerId: 1n, tokenId, buyer: buyer.address, amount: OFFER, fee: withResaleFee(OFFER) - OFFER, expiresAt: BigInt(blockTime + 7 * DAY) });
    const gas = receipt.gasUsed * receipt.gasPrice;
    expect(changes).toEqual([-withResaleFee(OFFER) - gas, withResaleFee(OFFER)]);
    expect((await fixture.market().getOffer(tokenId)).toObject()).toEqual({ buyer: buyer.address, amount: OFFER, offerId: 1n, expiresAt: BigInt(blockTime + 7 * DAY), feeBps: 1125n });
    expect(await fixture.collectible().ownerOf(tokenId)).toBe(fixture.actors.seller.address);
  });

  it("refuses durations outside 1 to 30 days, no amount, the wrong payment, the owner's own offer and tokens that do not exist", async () => {
    const { seller, buyer } = fixture.actors;
    const tokenId = await mintToken(fixture, seller.address);
    const market = fixture.market(buyer);
    const total = await market.resaleTotal(OFFER);
    await expectRevert(market.makeOffer(tokenId, OFFER, 0, { value: total }), "InvalidOfferDuration", [0n]);
    await expectRevert(market.makeOffer(tokenId, OFFER, 31, { value: total }), "InvalidOfferDuration", [31n]);
    await expectRevert(market.makeOffer(tokenId, 0n, 3, { value: 0n }), "InvalidPrice", [0n]);
    await expectRevert(market.makeOffer(tokenId, OFFER, 3, { value: OFFER }), "IncorrectPayment", [total, OFFER]);
    await expectRevert(fixture.market(seller).makeOffer(tokenId, OFFER, 3, { value: total }), "OwnerCannotOffer");
    await expectRevert(market.makeOffer(999n, OFFER, 3, { value: total }), "ERC721NonexistentToken", [999n]);
    expect(await market.offerCount()).toBe(0n);
    await mined(market.makeOffer(tokenId, OFFER, 30, { value: total }));
  });

  it("is replaced only by a higher offer, and the replaced offerer's whole payment is credited for withdrawal", async () => {
    const { bidderA, bidderB } = fixture.actors;
    const tokenId = await mintToken(fixture, fixture.actors.seller.address);
    await makeOffer(fixture, "bidderA", tokenId, OFFER);
    await expectRevert(
      fixture.market(bidderB).makeOffer(tokenId, OFFER, 3, { value: withResaleFee(OFFER) }),
      "OfferNotHigher",
      [OFFER, OFFER],
    );
    const receipt = await makeOffer(fixture, "bidderB", tokenId, OFFER + 1n);
    expect(eventArgs(receipt, fixture.market(), "OfferEnded").toObject()).toEqual({
      offerId: 1n,
      tokenId,
      buyer: bidderA.address,
      refund: withResaleFee(OFFER),
      reason: OfferEnd.Outbid,
    });
    expect(await fixture.market().pendingWithdrawals(bidderA.address)).toBe(withResaleFee(OFFER));
    expect((await fixture.market().getOffer(tokenId)).buyer).toBe(bidderB.address);
    const { changes } = await balanceChanges(fixture, [fixture.deployment.market], () => mined(fixture.market(bidderA).withdraw()));
    expect(changes).toEqual([-withResaleFee(OFFER)]);
  });

  it("sells to the offerer when the owner accepts: royalty, fee and proceeds paid exactly as a listing's sale, and the listing ends", async () => {
    const { seller, buyer, productionHouse, treasury } = fixture.actors;
    const { tokenId, listingId } = await listToken(fixture, ONE_COIN);
    await makeOffer(fixture, "buyer", tokenId, OFFER);
    const fee = withResaleFee(OFFER) - OFFER;
    const royalty = OFFER / 10n;
    const { result: receipt, changes } = await balanceChanges(
      fixture,
      [productionHouse.address, treasury.address, fixture.deployment.market, buyer.address],
      () => mined(fixture.market(seller).acceptOffer(1n, tokenId)),
    );
    expect(changes).toEqual([royalty, fee, -withResaleFee(OFFER), 0n]);
    expect(eventArgs(receipt, fixture.market(), "OfferAccepted").toObject()).toEqual({
      offerId: 1n,
      tokenId,
      buyer: buyer.address,
      seller: seller.address,
      amount: OFFER,
      fee,
      royaltyReceiver: productionHouse.address,
      royalty,
    });
    expect(await fixture.collectible().ownerOf(tokenId)).toBe(buyer.address);
    expect((await fixture.market().getOffer(tokenId)).buyer).toBe(ZeroAddress);
    expect((await fixture.market().getListing(listingId, tokenId)).seller).toBe(ZeroAddress);
    await expectRevert(fixture.market(seller).acceptOffer(1n, tokenId), "OfferNotActive", [1n, tokenId]);
  });

  it("pays the seller the offer less the royalty", async () => {
    const { seller } = fixture.actors;
    const tokenId = await approvedToken(fixture);
    await makeOffer(fixture, "buyer", tokenId, OFFER);
    const { result: receipt, changes } = await balanceChanges(fixture, [seller.address], () => mined(fixture.market(seller).acceptOffer(1n, tokenId)));
    expect(changes).toEqual([OFFER - OFFER / 10n - receipt.gasUsed * receipt.gasPrice]);
  });

  it("is accepted only by the token's approved owner, for the live offer, before it expires", async () => {
    const { seller, stranger } = fixture.actors;
    const tokenId = await mintToken(fixture, seller.address);
    await makeOffer(fixture, "buyer", tokenId, OFFER, 1);
    await expectRevert(fixture.market(stranger).acceptOffer(1n, tokenId), "NotTokenOwner", [tokenId, stranger.address]);
    await expectRevert(fixture.market(seller).acceptOffer(1n, tokenId), "MarketNotApproved", [tokenId]);
    await expectRevert(fixture.market(seller).acceptOffer(2n, tokenId), "OfferNotActive", [2n, tokenId]);
    await mined(fixture.collectible(seller).setApprovalForAll(fixture.deployment.market, true));
    await advanceTime(fixture, DAY);
    const offer = await fixture.market().getOffer(tokenId);
    await expectRevert(fixture.market(seller).acceptOffer(1n, tokenId), "OfferExpired", [1n, offer.expiresAt]);
    expect(await fixture.collectible().ownerOf(tokenId)).toBe(seller.address);
  });

  it("is cancelled by its offerer or declined by the owner, crediting the offerer; nobody else may end a live offer", async () => {
    const { seller, buyer, stranger } = fixture.actors;
    const tokenId = await mintToken(fixture, seller.address);
    await makeOffer(fixture, "buyer", tokenId, OFFER);
    await expectRevert(fixture.market(stranger).cancelOffer(1n, tokenId), "NotOfferParty", [1n, stranger.address]);
    const cancelled = await mined(fixture.market(buyer).cancelOffer(1n, tokenId));
    expect(eventArgs(cancelled, fixture.market(), "OfferEnded").reason).toBe(OfferEnd.Cancelled);
    expect(await fixture.market().pendingWithdrawals(buyer.address)).toBe(withResaleFee(OFFER));
    await expectRevert(fixture.market(buyer).cancelOffer(1n, tokenId), "OfferNotActive", [1n, tokenId]);

    await makeOffer(fixture, "buyer", tokenId, OFFER);
    const declined = await mined(fixture.market(seller).cancelOffer(2n, tokenId));
    expect(eventArgs(declined, fixture.market(), "OfferEnded").reason).toBe(OfferEnd.Declined);
    expect(await fixture.market().pendingWithdrawals(buyer.address)).toBe(2n * withResaleFee(OFFER));
    const { changes } = await balanceChanges(fixture, [fixture.deployment.market], () => mined(fixture.market(buyer).withdraw()));
    expect(changes).toEqual([-2n * withResaleFee(OFFER)]);
  });

  it("once expired, may be ended by anyone or replaced by any amount, crediting the offerer", async () => {
    const { seller, bidderA, stranger } = fixture.actors;
    const tokenId = await mintToken(fixture, seller.address);
    await makeOffer(fixture, "bidderA", tokenId, OFFER, 1);
    const expiresAt = Number((await fixture.market().getOffer(tokenId)).expiresAt);
    await advanceTime(fixture, expiresAt - (await latestTimestamp(fixture)));
    const expired = await mined(fixture.market(stranger).cancelOffer(1n, tokenId));
    expect(eventArgs(expired, fixture.market(), "OfferEnded").toObject()).toMatchObject({ buyer: bidderA.address, refund: withResaleFee(OFFER), reason: OfferEnd.Expired });

    await makeOffer(fixture, "bidderA", tokenId, OFFER, 1);
    await advanceTime(fixture, DAY);
    const replaced = await makeOffer(fixture, "bidderB", tokenId, OFFER / 2n);
    expect(eventArgs(replaced, fixture.market(), "OfferEnded").toObject()).toMatchObject({ offerId: 2n, reason: OfferEnd.Expired });
    expect(await fixture.market().pendingWithdrawals(bidderA.address)).toBe(2n * withResaleFee(OFFER));
  });

  it("credits an owner that refuses coin instead of failing the acceptance", async () => {
    const wallet = await deployHelper(SmartWalletArtifact, fixture.actors.seller);
    const walletAddress = await wallet.getAddress();
    await mined(wallet.setRefusesPayments(true));
    const tokenId = await mintToken(fixture, walletAddress);
    await makeOffer(fixture, "buyer", tokenId, OFFER);
    const collectibleAbi = fixture.collectible().interface;
    const marketAbi = fixture.market().interface;
    await mined(wallet.execute(fixture.deployment.collectible, 0n, collectibleAbi.encodeFunctionData("setApprovalForAll", [fixture.deployment.market, true])));
    const receipt = await mined(wallet.execute(fixture.deployment.market, 0n, marketAbi.encodeFunctionData("acceptOffer", [1n, tokenId])));
    expect(eventArgs(receipt, fixture.market(), "PayoutCredited").toObject()).toEqual({ payee: walletAddress, amount: OFFER - OFFER / 10n });
    expect(await fixture.collectible().ownerOf(tokenId)).toBe(fixture.actors.buyer.address);
  });

  it("credits an offerer that refuses coin when it is outbid, and it withdraws to another address", async () => {
    const wallet = await deployHelper(SmartWalletArtifact, fixture.actors.bidderA);
    const walletAddress = await wallet.getAddress();
    await mined(wallet.setRefusesPayments(true));
    const tokenId = await mintToken(fixture, fixture.actors.seller.address);
    const marketAbi = fixture.market().interface;
    await mined(wallet.execute(fixture.deployment.market, withResaleFee(OFFER), marketAbi.encodeFunctionData("makeOffer", [tokenId, OFFER, 3n]), { value: withResaleFee(OFFER) }));
    await makeOffer(fixture, "bidderB", tokenId, OFFER * 2n);
    expect(await fixture.market().pendingWithdrawals(walletAddress)).toBe(withResaleFee(OFFER));
    const { stranger } = fixture.actors;
    const { changes } = await balanceChanges(fixture, [stranger.address], () =>
      mined(wallet.execute(fixture.deployment.market, 0n, marketAbi.encodeFunctionData("withdrawTo", [stranger.address]))),
    );
    expect(changes).toEqual([withResaleFee(OFFER)]);
  });

  it("keeps the market's runtime code within EIP-170", async () => {
    const code = await fixture.chain.provider.getCode(fixture.deployment.market);
    expect((code.length - 2) / 2).toBeLessThanOrEqual(EIP170_LIMIT);
  });
});
