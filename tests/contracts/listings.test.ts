import { Contract, ZeroAddress } from "ethers";
import { describe, expect, it } from "vitest";
import {
  ONE_COIN,
  ReentrantAttackerArtifact,
  SmartWalletArtifact,
  balanceChanges,
  deployHelper,
  eventArgs,
  expectRevert,
  listToken,
  mined,
  mintToken,
  useMarketFixture,
} from "./fixture";

const fixture = useMarketFixture();

/** A token minted to a contract wallet of the seller's and listed by it for one coin (its listing id is 1). */
async function listFromContractWallet({ refusesPayments = false } = {}) {
  const wallet = await deployHelper(SmartWalletArtifact, fixture.actors.seller);
  const walletAddress = await wallet.getAddress();
  if (refusesPayments) await mined(wallet.setRefusesPayments(true));
  const tokenId = await mintToken(fixture, walletAddress);
  const collectibleAbi = fixture.collectible().interface;
  const marketAbi = fixture.market().interface;
  await mined(wallet.execute(fixture.deployment.collectible, 0n, collectibleAbi.encodeFunctionData("approve", [fixture.deployment.market, tokenId])));
  await mined(wallet.execute(fixture.deployment.market, 0n, marketAbi.encodeFunctionData("list", [tokenId, ONE_COIN])));
  return { wallet, walletAddress, tokenId };
}

describe("fixed-price listings", () => {
  it("sells for price + 11.25% fee: fee to the treasury, 10% royalty to the production house, the rest to the seller", async () => {
    const { seller, buyer, productionHouse, treasury } = fixture.actors;
    const price = 987_654_321_987_654_321n;
    const { tokenId, listingId } = await listToken(fixture, price);
    const market = fixture.market(buyer);
    const fee = (price * 1125n) / 10_000n;
    const royalty = price / 10n;
    expect(await market.resaleTotal(price)).toBe(price + fee);

    const { result: receipt, changes } = await balanceChanges(
      fixture,
      [buyer.address, seller.address, productionHouse.address, treasury.address, fixture.deployment.market],
      () => mined(market.buyListing(listingId, tokenId, price, { value: price + fee })),
    );
    expect(changes).toEqual([-(price + fee) - receipt.fee, price - royalty, royalty, fee, 0n]);
    expect(await fixture.collectible().ownerOf(tokenId)).toBe(buyer.address);
    expect(eventArgs(receipt, market, "ListingSold").toObject()).toEqual({
      listingId,
      tokenId,
      buyer: buyer.address,
      seller: seller.address,
      price,
      fee,
      royaltyReceiver: productionHouse.address,
      royalty,
    });
    expect((await market.getListing(listingId, tokenId)).seller).toBe(ZeroAddress);
    await expectRevert(market.buyListing(listingId, tokenId, price, { value: price + fee }), "ListingNotActive");
  });

  it("numbers listings from a counter and announces each with seller and price", async () => {
    const first = await listToken(fixture, ONE_COIN);
    const second = await listToken(fixture, 2n * ONE_COIN);
    expect([first.listingId, second.listingId]).toEqual([1n, 2n]);
    const market = fixture.market();
    expect(await market.listingCount()).toBe(2n);
    expect((await market.getListing(2n, second.tokenId)).toObject()).toEqual({
      seller: fixture.actors.seller.address,
      price: 2n * ONE_COIN,
    });
    // A listing is only found under its own token.
    expect((await market.getListing(2n, first.tokenId)).seller).toBe(ZeroAddress);
  });

  it("accepts approval for all instead of a per-token approval", async () => {
    const { seller, buyer } = fixture.actors;
    const tokenId = await mintToken(fixture, seller.address);
    await mined(fixture.collectible(seller).setApprovalForAll(fixture.deployment.market, true));
    await mined(fixture.market(seller).list(tokenId, ONE_COIN));
    const market = fixture.market(buyer);
    await mined(market.buyListing(1n, tokenId, ONE_COIN, { value: await market.resaleTotal(ONE_COIN) }));
    expect(await fixture.collectible().ownerOf(tokenId)).toBe(buyer.address);
  });

  it("refuses to list a token the caller does not own, has not approved, or for no price", async () => {
    const { seller, stranger } = fixture.actors;
    const tokenId = await mintToken(fixture, seller.address);
    await expectRevert(fixture.market(seller).list(tokenId, ONE_COIN), "MarketNotApproved", [tokenId]);
    await mined(fixture.collectible(seller).approve(fixture.deployment.market, tokenId));
    await expectRevert(fixture.market(stranger).list(tokenId, ONE_COIN), "NotTokenOwner", [tokenId, stranger.address]);
    await expectRevert(fixture.market(seller).list(tokenId, 0n), "InvalidPrice", [0n]);
    await expectRevert(fixture.market(seller).list(tokenId, 2n ** 96n), "InvalidPrice", [2n ** 96n]);
    await expectRevert(fixture.market(seller).list(999n, ONE_COIN), "ERC721NonexistentToken", [999n]);
    expect(await fixture.market().listingCount()).toBe(0n);
  });

  it("lets the seller change the price; a buyer who saw the old price is not charged the new one", async () => {
    const { seller, buyer, stranger } = fixture.actors;
    const { tokenId, listingId } = await listToken(fixture, ONE_COIN);
    const raised = (3n * ONE_COIN) / 2n;
    await expectRevert(
      fixture.market(stranger).updateListingPrice(listingId, tokenId, raised),
      "NotListingSeller",
      [listingId, stranger.address],
    );
    const receipt = await mined(fixture.market(seller).updateListingPrice(listingId, tokenId, raised));
    expect(eventArgs(receipt, fixture.market(), "ListingPriceUpdated").toObject()).toEqual({
      listingId,
      tokenId,
      oldPrice: ONE_COIN,
      newPrice: raised,
    });

    const market = fixture.market(buyer);
    await expectRevert(
      market.buyListing(listingId, tokenId, ONE_COIN, { value: await market.resaleTotal(raised) }),
      "PriceMismatch",
      [ONE_COIN, raised],
    );
    await expectRevert(fixture.market(seller).updateListingPrice(listingId, tokenId, 0n), "InvalidPrice", [0n]);
    await mined(market.buyListing(listingId, tokenId, raised, { value: await market.resaleTotal(raised) }));
    expect(await fixture.collectible().ownerOf(tokenId)).toBe(buyer.address);
  });

  it("charges exactly price + fee, so a fee raised after the buyer looked is refused", async () => {
    const { buyer, deployer } = fixture.actors;
    const { tokenId, listingId } = await listToken(fixture, ONE_COIN);
    const market = fixture.market(buyer);
    const seenTotal = await market.resaleTotal(ONE_COIN);
    await expectRevert(
      market.buyListing(listingId, tokenId, ONE_COIN, { value: ONE_COIN }),
      "IncorrectPayment",
      [seenTotal, ONE_COIN],
    );
    await mined(fixture.market(deployer).setFees(2050, 1500));
    await expectRevert(
      market.buyListing(listingId, tokenId, ONE_COIN, { value: seenTotal }),
      "IncorrectPayment",
      [(ONE_COIN * 11_500n) / 10_000n, seenTotal],
    );
  });

  it("cancels only for the seller, and a cancelled or sold listing cannot be cancelled or bought", async () => {
    const { seller, buyer, stranger } = fixture.actors;
    const { tokenId, listingId } = await listToken(fixture, ONE_COIN);
    await expectRevert(fixture.market(stranger).cancelListing(listingId, tokenId), "NotListingSeller");
    const receipt = await mined(fixture.market(seller).cancelListing(listingId, tokenId));
    expect(eventArgs(receipt, fixture.market(), "ListingCancelled").toObject()).toEqual({
      listingId,
      tokenId,
      seller: seller.address,
    });
    const market = fixture.market(buyer);
    const total = await market.resaleTotal(ONE_COIN);
    await expectRevert(market.buyListing(listingId, tokenId, ONE_COIN, { value: total }), "ListingNotActive", [
      listingId,
      tokenId,
    ]);
    await expectRevert(fixture.market(seller).cancelListing(listingId, tokenId), "ListingNotActive");

    const sold = await listToken(fixture, ONE_COIN);
    await mined(market.buyListing(sold.listingId, sold.tokenId, ONE_COIN, { value: total }));
    await expectRevert(fixture.market(seller).cancelListing(sold.listingId, sold.tokenId), "ListingNotActive", [
      sold.listingId,
      sold.tokenId,
    ]);
  });

  it("cannot be bought once the token moved away from the seller", async () => {
    const { seller, buyer, stranger } = fixture.actors;
    const { tokenId, listingId } = await listToken(fixture, ONE_COIN);
    await mined(fixture.collectible(seller).transferFrom(seller.address, stranger.address, tokenId));
    const market = fixture.market(buyer);
    await expectRevert(
      market.buyListing(listingId, tokenId, ONE_COIN, { value: await market.resaleTotal(ONE_COIN) }),
      "TokenMovedSinceListing",
      [listingId, tokenId],
    );
    expect(await fixture.collectible().ownerOf(tokenId)).toBe(stranger.address);
    expect((await market.getListing(listingId, tokenId)).seller).toBe(ZeroAddress);
  });

  it("stays ended when the token comes back to the seller, who is still approved for all", async () => {
    const { seller, buyer, stranger } = fixture.actors;
    const tokenId = await mintToken(fixture, seller.address);
    await mined(fixture.collectible(seller).setApprovalForAll(fixture.deployment.market, true));
    const listed = eventArgs(await mined(fixture.market(seller).list(tokenId, ONE_COIN)), fixture.market(), "Listed");
    await mined(fixture.collectible(seller).transferFrom(seller.address, stranger.address, tokenId));
    await mined(fixture.collectible(stranger).transferFrom(stranger.address, seller.address, tokenId));
    expect(await fixture.collectible().transferCount(tokenId)).toBe(2n);

    const market = fixture.market(buyer);
    expect((await market.getListing(listed.listingId, tokenId)).seller).toBe(ZeroAddress);
    await expectRevert(
      market.buyListing(listed.listingId, tokenId, ONE_COIN, { value: await market.resaleTotal(ONE_COIN) }),
      "TokenMovedSinceListing",
      [listed.listingId, tokenId],
    );
    await expectRevert(fixture.market(seller).updateListingPrice(listed.listingId, tokenId, 1n), "ListingNotActive");
    await expectRevert(fixture.market(seller).cancelListing(listed.listingId, tokenId), "ListingNotActive");
    expect(await fixture.collectible().ownerOf(tokenId)).toBe(seller.address);

    // Listing it again makes it buyable at the new price only.
    const relisted = eventArgs(await mined(fixture.market(seller).list(tokenId, 2n * ONE_COIN)), fixture.market(), "Listed");
    await mined(market.buyListing(relisted.listingId, tokenId, 2n * ONE_COIN, { value: await market.resaleTotal(2n * ONE_COIN) }));
    expect(await fixture.collectible().ownerOf(tokenId)).toBe(buyer.address);
  });

  it("keeps one listing per token: listing again cancels the previous listing", async () => {
    const { seller, buyer } = fixture.actors;
    const first = await listToken(fixture, ONE_COIN);
    const receipt = await mined(fixture.market(seller).list(first.tokenId, 3n * ONE_COIN));
    const market = fixture.market(buyer);
    expect(eventArgs(receipt, market, "ListingCancelled").toObject()).toEqual({
      listingId: first.listingId,
      tokenId: first.tokenId,
      seller: seller.address,
    });
    const second = eventArgs(receipt, market, "Listed").listingId as bigint;
    expect(second).toBe(first.listingId + 1n);
    expect((await market.getListing(first.listingId, first.tokenId)).seller).toBe(ZeroAddress);
    expect((await market.getListing(second, first.tokenId)).toObject()).toEqual({ seller: seller.address, price: 3n * ONE_COIN });
    await expectRevert(
      market.buyListing(first.listingId, first.tokenId, ONE_COIN, { value: await market.resaleTotal(ONE_COIN) }),
      "ListingNotActive",
      [first.listingId, first.tokenId],
    );
    await expectRevert(
      market.buyListing(0n, first.tokenId, 3n * ONE_COIN, { value: await market.resaleTotal(3n * ONE_COIN) }),
      "ListingNotActive",
      [0n, first.tokenId],
    );
    await mined(market.buyListing(second, first.tokenId, 3n * ONE_COIN, { value: await market.resaleTotal(3n * ONE_COIN) }));
  });

  it("ends when the seller puts the token to auction, and cannot start while the token is in one", async () => {
    const { seller, buyer } = fixture.actors;
    const tokenId = await mintToken(fixture, seller.address);
    await mined(fixture.collectible(seller).setApprovalForAll(fixture.deployment.market, true));
    const listed = eventArgs(await mined(fixture.market(seller).list(tokenId, ONE_COIN)), fixture.market(), "Listed");
    await mined(fixture.market(seller).createAuction(tokenId, ONE_COIN, 1n));
    const market = fixture.market(buyer);
    expect((await market.getListing(listed.listingId, tokenId)).seller).toBe(ZeroAddress);
    await expectRevert(
      market.buyListing(listed.listingId, tokenId, ONE_COIN, { value: await market.resaleTotal(ONE_COIN) }),
      "TokenMovedSinceListing",
    );
    await expectRevert(fixture.market(seller).list(tokenId, ONE_COIN), "NotTokenOwner", [tokenId, seller.address]);
  });

  it("cannot be bought once the seller revoked the market's approval", async () => {
    const { seller, buyer } = fixture.actors;
    const { tokenId, listingId } = await listToken(fixture, ONE_COIN);
    await mined(fixture.collectible(seller).approve(ZeroAddress, tokenId));
    const market = fixture.market(buyer);
    await expectRevert(
      market.buyListing(listingId, tokenId, ONE_COIN, { value: await market.resaleTotal(ONE_COIN) }),
      "MarketApprovalRevoked",
      [listingId, tokenId],
    );
  });

  it("does not let the seller buy their own listing", async () => {
    const { seller } = fixture.actors;
    const { tokenId, listingId } = await listToken(fixture, ONE_COIN);
    const market = fixture.market(seller);
    await expectRevert(
      market.buyListing(listingId, tokenId, ONE_COIN, { value: await market.resaleTotal(ONE_COIN) }),
      "SellerCannotBuy",
    );
  });

  it("pays a seller that is a contract wallet", async () => {
    const { wallet, walletAddress, tokenId } = await listFromContractWallet();
    const { buyer } = fixture.actors;

    const market = fixture.market(buyer);
    const { changes } = await balanceChanges(fixture, [walletAddress], async () =>
      mined(market.buyListing(1n, tokenId, ONE_COIN, { value: await market.resaleTotal(ONE_COIN) })),
    );
    expect(changes).toEqual([ONE_COIN - ONE_COIN / 10n]);
    expect(await wallet.paymentsReceived()).toBe(ONE_COIN - ONE_COIN / 10n);
    expect(await market.pendingWithdrawals(walletAddress)).toBe(0n);
  });

  it("credits a seller that refuses coin instead of blocking the sale; the credit is withdrawable once", async () => {
    const { wallet, walletAddress, tokenId } = await listFromContractWallet({ refusesPayments: true });
    const { buyer } = fixture.actors;

    const market = fixture.market(buyer);
    const marketAbi = market.interface;
    const receipt = await mined(market.buyListing(1n, tokenId, ONE_COIN, { value: await market.resaleTotal(ONE_COIN) }));
    const proceeds = ONE_COIN - ONE_COIN / 10n;
    expect(eventArgs(receipt, market, "PayoutCredited").toObject()).toEqual({ payee: walletAddress, amount: proceeds });
    expect(await fixture.collectible().ownerOf(tokenId)).toBe(buyer.address);
    expect(await market.pendingWithdrawals(walletAddress)).toBe(proceeds);

    // Withdrawing to itself fails while it refuses coin, and nothing is lost.
    await expectRevert(wallet.execute(fixture.deployment.market, 0n, marketAbi.encodeFunctionData("withdraw")), "WithdrawalFailed", [
      walletAddress,
      proceeds,
    ]);
    await mined(wallet.setRefusesPayments(false));
    const { changes } = await balanceChanges(fixture, [walletAddress, fixture.deployment.market], () =>
      mined(wallet.execute(fixture.deployment.market, 0n, marketAbi.encodeFunctionData("withdraw"))),
    );
    expect(changes).toEqual([proceeds, -proceeds]);
    await expectRevert(wallet.execute(fixture.deployment.market, 0n, marketAbi.encodeFunctionData("withdraw")), "NothingToWithdraw");
  });

  it("refuses re-entry from a seller contract while it is being paid", async () => {
    const { seller, buyer } = fixture.actors;
    const attacker = await deployHelper(ReentrantAttackerArtifact, seller, fixture.deployment.market);
    const attackerAddress = await attacker.getAddress();
    const collectibleAbi = fixture.collectible().interface;
    const marketAbi = fixture.market().interface;
    const tokenId = await mintToken(fixture, attackerAddress);
    await mined(attacker.act(fixture.deployment.collectible, 0n, collectibleAbi.encodeFunctionData("setApprovalForAll", [fixture.deployment.market, true])));
    await mined(attacker.act(fixture.deployment.market, 0n, marketAbi.encodeFunctionData("list", [tokenId, ONE_COIN])));
    // While being paid it calls back into the market to withdraw.
    await mined(attacker.setReentryCall(marketAbi.encodeFunctionData("withdraw")));

    const market = fixture.market(buyer);
    const { changes } = await balanceChanges(fixture, [attackerAddress], async () =>
      mined(market.buyListing(1n, tokenId, ONE_COIN, { value: await market.resaleTotal(ONE_COIN) })),
    );
    expect(await attacker.reentryAttempts()).toBe(1n);
    expect(await attacker.reentrySucceeded()).toBe(false);
    expect(await attacker.reentryErrorSelector()).toBe(marketAbi.getError("ReentrancyGuardReentrantCall")!.selector);
    expect(changes).toEqual([ONE_COIN - ONE_COIN / 10n]);
    expect(await fixture.collectible().ownerOf(tokenId)).toBe(buyer.address);
    expect(await (market as Contract).pendingWithdrawals(attackerAddress)).toBe(0n);
  });
});
