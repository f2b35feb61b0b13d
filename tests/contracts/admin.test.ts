import { ZeroAddress } from "ethers";
import { describe, expect, it } from "vitest";
import { ONE_COIN, balanceChanges, eventArgs, expectRevert, listToken, mined, useMarketFixture } from "./fixture";

const fixture = useMarketFixture();

describe("market settings", () => {
  it("starts with the 20.5% primary and 11.25% resale buyer fees, the treasury and the quote signer", async () => {
    const market = fixture.market();
    expect(await market.primaryFeeBps()).toBe(2050n);
    expect(await market.resaleFeeBps()).toBe(1125n);
    expect(await market.treasury()).toBe(fixture.actors.treasury.address);
    expect(await market.quoteSigner()).toBe(fixture.actors.quoteSigner.address);
    expect(await market.owner()).toBe(fixture.actors.deployer.address);
    expect(await market.MAX_FEE_BPS()).toBe(3000n);
  });

  it("lets the owner change fees up to the 30% bound and never above it", async () => {
    const market = fixture.market();
    const receipt = await mined(market.setFees(3000, 0));
    expect(eventArgs(receipt, market, "FeesUpdated").toObject()).toEqual({ primaryFeeBps: 3000n, resaleFeeBps: 0n });
    expect(await market.primaryTotal(ONE_COIN)).toBe((ONE_COIN * 13n) / 10n);
    expect(await market.resaleTotal(ONE_COIN)).toBe(ONE_COIN);
    await expectRevert(market.setFees(3001, 1125), "FeeAboveLimit", [3001n, 3000n]);
    await expectRevert(market.setFees(2050, 10_000), "FeeAboveLimit", [10_000n, 3000n]);
    expect(await market.primaryFeeBps()).toBe(3000n);
  });

  it("refuses every setting from anyone but the owner", async () => {
    const { stranger } = fixture.actors;
    const market = fixture.market(stranger);
    await expectRevert(market.setFees(0, 0), "OwnableUnauthorizedAccount", [stranger.address]);
    await expectRevert(market.setTreasury(stranger.address), "OwnableUnauthorizedAccount", [stranger.address]);
    await expectRevert(market.setQuoteSigner(stranger.address), "OwnableUnauthorizedAccount", [stranger.address]);
    await expectRevert(market.transferOwnership(stranger.address), "OwnableUnauthorizedAccount", [stranger.address]);
    expect(await market.treasury()).toBe(fixture.actors.treasury.address);
  });

  it("refuses a zero treasury or quote signer", async () => {
    const market = fixture.market();
    await expectRevert(market.setTreasury(ZeroAddress), "ZeroAddress");
    await expectRevert(market.setQuoteSigner(ZeroAddress), "ZeroAddress");
    await expectRevert(market.withdrawTo(ZeroAddress), "ZeroAddress");
  });

  it("pays fees to a new treasury once the owner changes it", async () => {
    const { stranger, buyer, treasury } = fixture.actors;
    const market = fixture.market();
    const receipt = await mined(market.setTreasury(stranger.address));
    expect(eventArgs(receipt, market, "TreasuryUpdated").treasury).toBe(stranger.address);
    const { tokenId, listingId } = await listToken(fixture, ONE_COIN);
    const total = await market.resaleTotal(ONE_COIN);
    const { changes } = await balanceChanges(fixture, [stranger.address, treasury.address], () =>
      mined(fixture.market(buyer).buyListing(listingId, tokenId, ONE_COIN, { value: total })),
    );
    expect(changes).toEqual([total - ONE_COIN, 0n]);
  });

  it("announces a new quote signer", async () => {
    const market = fixture.market();
    const receipt = await mined(market.setQuoteSigner(fixture.actors.stranger.address));
    expect(eventArgs(receipt, market, "QuoteSignerUpdated").quoteSigner).toBe(fixture.actors.stranger.address);
    expect(await market.quoteSigner()).toBe(fixture.actors.stranger.address);
  });
});
