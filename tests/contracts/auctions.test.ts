import { ZeroAddress } from "ethers";
import { describe, expect, it } from "vitest";
import {
  DAY,
  ONE_COIN,
  ReentrantAttackerArtifact,
  advanceTime,
  balanceChanges,
  deployHelper,
  eventArgs,
  expectRevert,
  latestTimestamp,
  mined,
  mintToken,
  useMarketFixture,
  type MarketFixture,
  withResaleFee,
} from "./fixture";

const fixture = useMarketFixture();
const RESERVE = ONE_COIN / 2n;

async function openAuction(f: MarketFixture, days = 3): Promise<{ tokenId: bigint; auctionId: bigint; endTime: bigint }> {
  const { seller } = f.actors;
  const tokenId = await mintToken(f, seller.address);
  await mined(f.collectible(seller).approve(f.deployment.market, tokenId));
  const receipt = await mined(f.market(seller).createAuction(tokenId, RESERVE, days));
  const created = eventArgs(receipt, f.market(), "AuctionCreated");
  return { tokenId, auctionId: created.auctionId, endTime: created.endTime };
}

async function placeBid(f: MarketFixture, bidder: keyof MarketFixture["actors"], auctionId: bigint, amount: bigint) {
  const market = f.market(f.actors[bidder]);
  return mined(market.bid(auctionId, amount, { value: await market.bidTotal(auctionId, amount) }));
}

describe("English auctions", () => {
  it("escrows the token and ends whole days after creation", async () => {
    const { seller } = fixture.actors;
    const tokenId = await mintToken(fixture, seller.address);
    await mined(fixture.collectible(seller).approve(fixture.deployment.market, tokenId));
    const receipt = await mined(fixture.market(seller).createAuction(tokenId, RESERVE, 7));
    const created = eventArgs(receipt, fixture.market(), "AuctionCreated").toObject();
    const blockTime = (await fixture.chain.provider.getBlock(receipt.blockNumber))!.timestamp;
    expect(created).toEqual({
      auctionId: 1n,
      tokenId,
      seller: seller.address,
      reservePrice: RESERVE,
      endTime: BigInt(blockTime + 7 * DAY),
      feeBps: 1125n,
    });
    expect(await fixture.collectible().ownerOf(tokenId)).toBe(fixture.deployment.market);
    const auction = (await fixture.market().getAuction(1n)).toObject();
    expect(auction).toMatchObject({ seller: seller.address, highestBidder: ZeroAddress, highestBid: RESERVE, settled: false });
    expect(await fixture.market().minimumBid(1n)).toBe(RESERVE);
    expect(await fixture.market().auctionCount()).toBe(1n);
  });

  it("takes durations of 1 to 30 days from the token's approved owner only", async () => {
    const { seller, stranger } = fixture.actors;
    const tokenId = await mintToken(fixture, seller.address);
    const market = fixture.market(seller);
    await expectRevert(market.createAuction(tokenId, RESERVE, 1), "MarketNotApproved", [tokenId]);
    await mined(fixture.collectible(seller).approve(fixture.deployment.market, tokenId));
    await expectRevert(market.createAuction(tokenId, RESERVE, 0), "InvalidAuctionDuration", [0n]);
    await expectRevert(market.createAuction(tokenId, RESERVE, 31), "InvalidAuctionDuration", [31n]);
    await expectRevert(market.createAuction(tokenId, 0n, 1), "InvalidPrice", [0n]);
    await expectRevert(fixture.market(stranger).createAuction(tokenId, RESERVE, 1), "NotTokenOwner", [
      tokenId,
      stranger.address,
    ]);
    await mined(market.createAuction(tokenId, RESERVE, 30));
  });

  it("takes a first bid at the reserve, refuses one below it and one equal to the last bid", async () => {
    const { auctionId } = await openAuction(fixture);
    const market = fixture.market(fixture.actors.bidderA);
    await expectRevert(
      market.bid(auctionId, RESERVE - 1n, { value: withResaleFee(RESERVE - 1n) }),
      "BidBelowReserve",
      [RESERVE - 1n, RESERVE],
    );
    const receipt = await placeBid(fixture, "bidderA", auctionId, RESERVE);
    expect(eventArgs(receipt, market, "BidPlaced").toObject()).toEqual({
      auctionId,
      bidder: fixture.actors.bidderA.address,
      amount: RESERVE,
      fee: withResaleFee(RESERVE) - RESERVE,
    });
    expect(await market.minimumBid(auctionId)).toBe(RESERVE + 1n);
    await expectRevert(
      fixture.market(fixture.actors.bidderB).bid(auctionId, RESERVE, { value: withResaleFee(RESERVE) }),
      "BidNotHigher",
      [RESERVE, RESERVE],
    );
  });

  it("credits the outbid bidder's whole payment, which they can withdraw once", async () => {
    const { bidderA, bidderB } = fixture.actors;
    const { auctionId } = await openAuction(fixture);
    await placeBid(fixture, "bidderA", auctionId, RESERVE);
    const receipt = await placeBid(fixture, "bidderB", auctionId, RESERVE + 1n);
    const market = fixture.market(bidderA);
    expect(eventArgs(receipt, market, "BidRefundCredited").toObject()).toEqual({
      auctionId,
      bidder: bidderA.address,
      amount: withResaleFee(RESERVE),
    });
    expect(await market.pendingWithdrawals(bidderA.address)).toBe(withResaleFee(RESERVE));
    expect(await market.pendingWithdrawals(bidderB.address)).toBe(0n);

    const { result: withdrawal, changes } = await balanceChanges(
      fixture,
      [bidderA.address, fixture.deployment.market],
      () => mined(market.withdraw()),
    );
    expect(changes).toEqual([withResaleFee(RESERVE) - withdrawal.fee, -withResaleFee(RESERVE)]);
    expect(eventArgs(withdrawal, market, "Withdrawn").toObject()).toEqual({
      payee: bidderA.address,
      to: bidderA.address,
      amount: withResaleFee(RESERVE),
    });
    await expectRevert(market.withdraw(), "NothingToWithdraw");
    // What is left in the market is exactly the standing bid and its fee.
    expect(await fixture.chain.provider.getBalance(fixture.deployment.market)).toBe(withResaleFee(RESERVE + 1n));
  });

  it("refuses the seller's own bid, a wrong payment, an unknown auction and a bid after the end", async () => {
    const { auctionId, endTime } = await openAuction(fixture, 1);
    await expectRevert(
      fixture.market(fixture.actors.seller).bid(auctionId, RESERVE, { value: withResaleFee(RESERVE) }),
      "SellerCannotBid",
    );
    const market = fixture.market(fixture.actors.bidderA);
    await expectRevert(market.bid(auctionId, RESERVE, { value: RESERVE }), "IncorrectPayment", [withResaleFee(RESERVE), RESERVE]);
    await expectRevert(market.bid(99n, RESERVE, { value: withResaleFee(RESERVE) }), "AuctionNotFound", [99n]);

    await fixture.chain.provider.send("evm_setNextBlockTimestamp", [Number(endTime)]);
    await expectRevert(market.bid(auctionId, RESERVE, { value: withResaleFee(RESERVE) }), "AuctionAlreadyEnded", [
      auctionId,
      endTime,
    ]);
  });

  it("keeps the fee the auction opened with when the owner changes fees later", async () => {
    const { auctionId } = await openAuction(fixture);
    await mined(fixture.market().setFees(2050, 3000));
    expect(await fixture.market().bidTotal(auctionId, ONE_COIN)).toBe(withResaleFee(ONE_COIN));
    await placeBid(fixture, "bidderA", auctionId, ONE_COIN);
  });

  it("settles once after the end, by anyone: token to the winner, fee, royalty and proceeds paid to the wei", async () => {
    const { seller, bidderA, bidderB, stranger, treasury, productionHouse } = fixture.actors;
    const { tokenId, auctionId } = await openAuction(fixture, 2);
    await placeBid(fixture, "bidderA", auctionId, RESERVE);
    const winning = 777_777_777_777_777_777n;
    await placeBid(fixture, "bidderB", auctionId, winning);

    const market = fixture.market(stranger);
    await expectRevert(market.settleAuction(auctionId), "AuctionStillRunning");
    await advanceTime(fixture, 2 * DAY);

    const fee = withResaleFee(winning) - winning;
    const royalty = winning / 10n;
    const { result: receipt, changes } = await balanceChanges(
      fixture,
      [seller.address, treasury.address, productionHouse.address, bidderB.address, fixture.deployment.market],
      () => mined(market.settleAuction(auctionId)),
    );
    expect(changes).toEqual([winning - royalty, fee, royalty, 0n, -(winning + fee)]);
    expect(await fixture.collectible().ownerOf(tokenId)).toBe(bidderB.address);
    expect(eventArgs(receipt, market, "AuctionSettled").toObject()).toEqual({
      auctionId,
      tokenId,
      winner: bidderB.address,
      seller: seller.address,
      amount: winning,
      fee,
      royaltyReceiver: productionHouse.address,
      royalty,
    });
    expect((await market.getAuction(auctionId)).settled).toBe(true);
    await expectRevert(market.settleAuction(auctionId), "AuctionAlreadySettled", [auctionId]);
    // Only the outbid bidder's refund stays behind.
    expect(await fixture.chain.provider.getBalance(fixture.deployment.market)).toBe(withResaleFee(RESERVE));
    expect(await market.pendingWithdrawals(bidderA.address)).toBe(withResaleFee(RESERVE));
  });

  it("refuses to settle before the end second and allows it at that second", async () => {
    const { auctionId, endTime } = await openAuction(fixture, 1);
    const market = fixture.market(fixture.actors.stranger);
    expect(BigInt(await latestTimestamp(fixture))).toBeLessThan(endTime);
    await fixture.chain.provider.send("evm_setNextBlockTimestamp", [Number(endTime) - 1]);
    await expectRevert(market.settleAuction(auctionId), "AuctionStillRunning", [auctionId, endTime]);
    await fixture.chain.provider.send("evm_setNextBlockTimestamp", [Number(endTime)]);
    await mined(market.settleAuction(auctionId));
    await expectRevert(market.settleAuction(404n), "AuctionNotFound", [404n]);
  });

  it("returns the token to the seller when nobody bid", async () => {
    const { seller } = fixture.actors;
    const { tokenId, auctionId } = await openAuction(fixture, 1);
    await advanceTime(fixture, DAY);
    const { result: receipt, changes } = await balanceChanges(fixture, [seller.address], () =>
      mined(fixture.market(fixture.actors.stranger).settleAuction(auctionId)),
    );
    expect(changes).toEqual([0n]);
    expect(await fixture.collectible().ownerOf(tokenId)).toBe(seller.address);
    const settled = eventArgs(receipt, fixture.market(), "AuctionSettled");
    expect([settled.winner, settled.amount]).toEqual([ZeroAddress, 0n]);
  });

  it("refuses a bidder contract re-entering withdraw while being refunded", async () => {
    const { bidderA } = fixture.actors;
    const { auctionId } = await openAuction(fixture);
    const attacker = await deployHelper(ReentrantAttackerArtifact, bidderA, fixture.deployment.market);
    const attackerAddress = await attacker.getAddress();
    const marketAbi = fixture.market().interface;
    await mined(
      attacker.act(fixture.deployment.market, withResaleFee(RESERVE), marketAbi.encodeFunctionData("bid", [auctionId, RESERVE]), {
        value: withResaleFee(RESERVE),
      }),
    );
    await placeBid(fixture, "bidderB", auctionId, ONE_COIN);
    await mined(attacker.setReentryCall(marketAbi.encodeFunctionData("withdraw")));

    const { changes } = await balanceChanges(fixture, [attackerAddress, fixture.deployment.market], () =>
      mined(attacker.act(fixture.deployment.market, 0n, marketAbi.encodeFunctionData("withdraw"))),
    );
    expect(await attacker.reentryAttempts()).toBe(1n);
    expect(await attacker.reentrySucceeded()).toBe(false);
    expect(await attacker.reentryErrorSelector()).toBe(marketAbi.getError("ReentrancyGuardReentrantCall")!.selector);
    expect(changes).toEqual([withResaleFee(RESERVE), -withResaleFee(RESERVE)]);
    expect(await fixture.market().pendingWithdrawals(attackerAddress)).toBe(0n);
  });

  describe("anti-sniping", () => {
    it("moves the end to 10 minutes after a bid placed in the last 10 minutes, again and again", async () => {
      const { auctionId, endTime } = await openAuction(fixture, 1);
      await placeBid(fixture, "bidderA", auctionId, RESERVE);
      await advanceTime(fixture, Number(endTime) - (await latestTimestamp(fixture)) - 120);
      const receipt = await placeBid(fixture, "bidderB", auctionId, ONE_COIN);
      const bidTime = BigInt((await fixture.chain.provider.getBlock(receipt.blockNumber))!.timestamp);
      const market = fixture.market();
      expect(eventArgs(receipt, market, "AuctionExtended").toObject()).toEqual({ auctionId, endTime: bidTime + 600n });
      expect((await market.getAuction(auctionId)).endTime).toBe(bidTime + 600n);

      // The old end has passed: bidding goes on, settling waits.
      await advanceTime(fixture, 300);
      await expectRevert(market.settleAuction(auctionId), "AuctionStillRunning", [auctionId, bidTime + 600n]);
      const again = await placeBid(fixture, "bidderA", auctionId, 2n * ONE_COIN);
      const againTime = BigInt((await fixture.chain.provider.getBlock(again.blockNumber))!.timestamp);
      expect(eventArgs(again, market, "AuctionExtended").endTime).toBe(againTime + 600n);

      await advanceTime(fixture, 600);
      await expectRevert(placeBid(fixture, "bidderB", auctionId, 3n * ONE_COIN), "AuctionAlreadyEnded", [auctionId, againTime + 600n]);
      const settled = eventArgs(await mined(market.settleAuction(auctionId)), market, "AuctionSettled");
      expect([settled.winner, settled.amount]).toEqual([fixture.actors.bidderA.address, 2n * ONE_COIN]);
    });

    it("leaves the end alone for a bid more than 10 minutes before it", async () => {
      const { auctionId, endTime } = await openAuction(fixture, 1);
      await advanceTime(fixture, Number(endTime) - (await latestTimestamp(fixture)) - 660);
      const receipt = await placeBid(fixture, "bidderA", auctionId, RESERVE);
      const logs = receipt.logs.map((log) => fixture.market().interface.parseLog(log)?.name);
      expect(logs).not.toContain("AuctionExtended");
      expect((await fixture.market().getAuction(auctionId)).endTime).toBe(endTime);
    });
  });

  describe("cancelling", () => {
    it("gives the token back to the seller before the first bid and closes the auction", async () => {
      const { seller } = fixture.actors;
      const { tokenId, auctionId } = await openAuction(fixture);
      const market = fixture.market(seller);
      const receipt = await mined(market.cancelAuction(auctionId));
      expect(eventArgs(receipt, market, "AuctionCancelled").toObject()).toEqual({ auctionId, tokenId, seller: seller.address });
      expect(await fixture.collectible().ownerOf(tokenId)).toBe(seller.address);
      expect((await market.getAuction(auctionId)).toObject()).toMatchObject({ cancelled: true, settled: false });

      await expectRevert(placeBid(fixture, "bidderA", auctionId, RESERVE), "AuctionAlreadyCancelled", [auctionId]);
      await expectRevert(market.cancelAuction(auctionId), "AuctionAlreadyCancelled", [auctionId]);
      await advanceTime(fixture, 4 * DAY);
      await expectRevert(market.settleAuction(auctionId), "AuctionAlreadyCancelled", [auctionId]);
      // The token is free again: it can be listed.
      await mined(fixture.collectible(seller).approve(fixture.deployment.market, tokenId));
      await mined(market.list(tokenId, ONE_COIN));
    });

    it("is refused once someone bid, to anyone but the seller, and for unknown or settled auctions", async () => {
      const { seller, stranger } = fixture.actors;
      const { tokenId, auctionId } = await openAuction(fixture);
      await expectRevert(fixture.market(stranger).cancelAuction(auctionId), "NotAuctionSeller", [auctionId, stranger.address]);
      await expectRevert(fixture.market(seller).cancelAuction(99n), "AuctionNotFound", [99n]);
      await placeBid(fixture, "bidderA", auctionId, RESERVE);
      await expectRevert(fixture.market(seller).cancelAuction(auctionId), "AuctionHasBids", [auctionId]);
      expect(await fixture.collectible().ownerOf(tokenId)).toBe(fixture.deployment.market);

      const unsold = await openAuction(fixture, 1);
      await advanceTime(fixture, 3 * DAY);
      await mined(fixture.market().settleAuction(unsold.auctionId));
      await expectRevert(fixture.market(seller).cancelAuction(unsold.auctionId), "AuctionAlreadySettled", [unsold.auctionId]);
    });

    it("lets the seller take back an ended auction nobody bid on", async () => {
      const { seller } = fixture.actors;
      const { tokenId, auctionId } = await openAuction(fixture, 1);
      await advanceTime(fixture, 2 * DAY);
      await mined(fixture.market(seller).cancelAuction(auctionId));
      expect(await fixture.collectible().ownerOf(tokenId)).toBe(seller.address);
    });
  });
});
