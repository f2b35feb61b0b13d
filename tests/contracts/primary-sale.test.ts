import { Contract, TypedDataEncoder, encodeBytes32String } from "ethers";
import { PRIMARY_QUOTE_TYPES, primaryQuoteDomain } from "../../contracts/quote";
import { describe, expect, it } from "vitest";
import {
  ONE_COIN,
  SmartWalletArtifact,
  advanceTime,
  balanceChanges,
  deployHelper,
  eventArgs,
  expectRevert,
  latestTimestamp,
  mined,
  signedQuote,
  useMarketFixture,
} from "./fixture";

const fixture = useMarketFixture();

describe("primary sale", () => {
  it("mints to the buyer and splits price + 20.5% fee to the wei: 10% royalty to the production house, the rest to the treasury", async () => {
    const { buyer, productionHouse, treasury } = fixture.actors;
    const price = 123_456_789_012_345_679n; // odd, so rounding is exercised
    const { quote, signature } = await signedQuote(fixture, { price });
    const market = fixture.market(buyer);
    const fee = (price * 2050n) / 10_000n;
    const royalty = (price * 1000n) / 10_000n;
    expect(await market.primaryTotal(price)).toBe(price + fee);

    const { result: receipt, changes } = await balanceChanges(
      fixture,
      [buyer.address, productionHouse.address, treasury.address, fixture.deployment.market],
      () => mined(market.buyPrimary(quote, signature, { value: price + fee })),
    );
    expect(changes).toEqual([-(price + fee) - receipt.fee, royalty, price - royalty + fee, 0n]);

    const sale = eventArgs(receipt, market, "PrimarySale");
    expect(sale.orderId).toBe(quote.orderId);
    expect(sale.buyer).toBe(buyer.address);
    expect([sale.nftId, sale.price, sale.fee, sale.royalty]).toEqual([42n, price, fee, royalty]);
    expect(sale.productionHouse).toBe(productionHouse.address);

    const collectible = fixture.collectible();
    expect(await collectible.ownerOf(sale.tokenId)).toBe(buyer.address);
    expect(await collectible.tokenURI(sale.tokenId)).toBe(quote.tokenURI);
    expect(await collectible.royaltyInfo(sale.tokenId, 100n)).toEqual([productionHouse.address, 10n]);
    expect(await collectible.tokenOfOrder(quote.orderId)).toBe(sale.tokenId);
    expect((await collectible.editions(42n)).toObject()).toEqual({ size: 10n, minted: 1n });
  });

  it("exposes the EIP-712 digest the server signs, matching the shared quote types", async () => {
    const { quote } = await signedQuote(fixture);
    const expected = TypedDataEncoder.hash(
      primaryQuoteDomain(fixture.chainId, fixture.deployment.market),
      PRIMARY_QUOTE_TYPES,
      quote,
    );
    expect(await fixture.market().quoteDigest(quote)).toBe(expected);
  });

  it("accepts an order id once", async () => {
    const { quote, signature } = await signedQuote(fixture);
    const market = fixture.market(fixture.actors.buyer);
    const total = await market.primaryTotal(quote.price);
    await mined(market.buyPrimary(quote, signature, { value: total }));
    await expectRevert(market.buyPrimary(quote, signature, { value: total }), "OrderAlreadyMinted", [quote.orderId, 1n]);
    expect(await fixture.collectible().totalMinted()).toBe(1n);
  });

  it("refuses an order the server already minted after a card payment", async () => {
    const { buyer, minter, productionHouse } = fixture.actors;
    const { quote, signature } = await signedQuote(fixture);
    await mined(fixture.collectible(minter).mintForOrder(quote.orderId, buyer.address, quote.nftId, quote.editionSize, quote.tokenURI, productionHouse.address));
    const market = fixture.market(buyer);
    await expectRevert(
      market.buyPrimary(quote, signature, { value: await market.primaryTotal(quote.price) }),
      "OrderAlreadyMinted",
      [quote.orderId, 1n],
    );
    expect(await fixture.collectible().totalMinted()).toBe(1n);
  });

  it("sells no more tokens of an NFT than the edition size the first sale fixed", async () => {
    const market = fixture.market(fixture.actors.buyer);
    const buy = async (overrides: { editionSize?: bigint; nftId?: bigint }) => {
      const { quote, signature } = await signedQuote(fixture, { editionSize: 2n, ...overrides });
      return market.buyPrimary(quote, signature, { value: await market.primaryTotal(quote.price) });
    };
    await mined(buy({}));
    await expectRevert(buy({ editionSize: 3n }), "EditionSizeMismatch", [42n, 2n, 3n]);
    await mined(buy({}));
    await expectRevert(buy({}), "EditionSoldOut", [42n, 2n]);
    // Another NFT has its own edition.
    await mined(buy({ nftId: 43n, editionSize: 1n }));
    await expectRevert(buy({ nftId: 44n, editionSize: 0n }), "InvalidEditionSize", [44n, 0n]);
    expect(await fixture.collectible().totalMinted()).toBe(3n);
    expect((await fixture.collectible().editions(42n)).toObject()).toEqual({ size: 2n, minted: 2n });
  });

  it("counts a primary auction's mint against the edition: a 1-of-1 auctioned is neither bought nor minted for auction again", async () => {
    const { minter, productionHouse } = fixture.actors;
    // The server mints an auction item's token to itself under the item's own order id (decision 093).
    const auctionMint = () =>
      fixture.collectible(minter).mintForOrder(encodeBytes32String("auction-42"), minter.address, 42n, 1n, "diginoor://nft/42", productionHouse.address);
    await mined(auctionMint());
    expect((await fixture.collectible().editions(42n)).toObject()).toEqual({ size: 1n, minted: 1n });
    const market = fixture.market(fixture.actors.buyer);
    const { quote, signature } = await signedQuote(fixture, { editionSize: 1n });
    await expectRevert(market.buyPrimary(quote, signature, { value: await market.primaryTotal(quote.price) }), "EditionSoldOut", [42n, 1n]);
    await expectRevert(auctionMint(), "OrderAlreadyMinted", [encodeBytes32String("auction-42"), 1n]);
    expect(await fixture.collectible().totalMinted()).toBe(1n);
  });

  it("refuses a quote signed by anyone but the quote signer, or altered after signing", async () => {
    const market = fixture.market(fixture.actors.buyer);
    const forged = await signedQuote(fixture, {}, fixture.actors.buyer);
    await expectRevert(
      market.buyPrimary(forged.quote, forged.signature, { value: await market.primaryTotal(forged.quote.price) }),
      "InvalidQuoteSignature",
    );

    const genuine = await signedQuote(fixture);
    const cheaper = { ...genuine.quote, price: genuine.quote.price / 2n };
    await expectRevert(
      market.buyPrimary(cheaper, genuine.signature, { value: await market.primaryTotal(cheaper.price) }),
      "InvalidQuoteSignature",
    );
    const otherHouse = { ...genuine.quote, productionHouse: fixture.actors.buyer.address };
    await expectRevert(
      market.buyPrimary(otherHouse, genuine.signature, { value: await market.primaryTotal(genuine.quote.price) }),
      "InvalidQuoteSignature",
    );
    await expectRevert(
      market.buyPrimary(genuine.quote, "0x1234", { value: await market.primaryTotal(genuine.quote.price) }),
      "InvalidQuoteSignature",
    );
    expect(await fixture.collectible().totalMinted()).toBe(0n);
  });

  it("refuses an expired quote but accepts one at its deadline second", async () => {
    const market = fixture.market(fixture.actors.buyer);
    const now = BigInt(await latestTimestamp(fixture));
    const { quote, signature } = await signedQuote(fixture, { deadline: now + 60n });
    await advanceTime(fixture, 61);
    await expectRevert(
      market.buyPrimary(quote, signature, { value: await market.primaryTotal(quote.price) }),
      "QuoteExpired",
      [quote.deadline],
    );

    const deadline = (await latestTimestamp(fixture)) + 10;
    const fresh = await signedQuote(fixture, { deadline: BigInt(deadline) });
    await fixture.chain.provider.send("evm_setNextBlockTimestamp", [deadline]);
    await mined(market.buyPrimary(fresh.quote, fresh.signature, { value: await market.primaryTotal(fresh.quote.price) }));
  });

  it("only lets the quote's buyer pay, and only the exact total", async () => {
    const { quote, signature } = await signedQuote(fixture);
    const total = await fixture.market().primaryTotal(quote.price);
    await expectRevert(
      fixture.market(fixture.actors.stranger).buyPrimary(quote, signature, { value: total }),
      "SenderNotQuoteBuyer",
      [fixture.actors.buyer.address, fixture.actors.stranger.address],
    );
    const market = fixture.market(fixture.actors.buyer);
    await expectRevert(market.buyPrimary(quote, signature, { value: quote.price }), "IncorrectPayment", [total, quote.price]);
    await expectRevert(market.buyPrimary(quote, signature, { value: total + 1n }), "IncorrectPayment", [total, total + 1n]);
    const free = await signedQuote(fixture, { price: 0n });
    await expectRevert(market.buyPrimary(free.quote, free.signature, { value: 0n }), "InvalidPrice", [0n]);
  });

  it("credits the royalty of a production house that refuses coin, and it can withdraw it elsewhere", async () => {
    const { productionHouse, buyer, stranger } = fixture.actors;
    const house = await deployHelper(SmartWalletArtifact, productionHouse);
    await mined(house.setRefusesPayments(true));
    const houseAddress = await house.getAddress();
    const { quote, signature } = await signedQuote(fixture, { productionHouse: houseAddress, price: ONE_COIN });
    const market = fixture.market(buyer);
    const receipt = await mined(market.buyPrimary(quote, signature, { value: await market.primaryTotal(ONE_COIN) }));
    expect(eventArgs(receipt, market, "PayoutCredited").toObject()).toEqual({ payee: houseAddress, amount: ONE_COIN / 10n });
    expect(await market.pendingWithdrawals(houseAddress)).toBe(ONE_COIN / 10n);

    const withdrawTo = market.interface.encodeFunctionData("withdrawTo", [stranger.address]);
    const { changes } = await balanceChanges(fixture, [stranger.address, houseAddress], () =>
      mined((house as Contract).execute(fixture.deployment.market, 0n, withdrawTo)),
    );
    expect(changes).toEqual([ONE_COIN / 10n, 0n]);
    expect(await market.pendingWithdrawals(houseAddress)).toBe(0n);
  });

  it("follows a change of quote signer: the old signer's quotes stop working", async () => {
    const { deployer, stranger, buyer } = fixture.actors;
    const old = await signedQuote(fixture);
    await mined(fixture.market(deployer).setQuoteSigner(stranger.address));
    const market = fixture.market(buyer);
    const total = await market.primaryTotal(old.quote.price);
    await expectRevert(market.buyPrimary(old.quote, old.signature, { value: total }), "InvalidQuoteSignature");
    const renewed = await signedQuote(fixture, {}, stranger);
    await mined(market.buyPrimary(renewed.quote, renewed.signature, { value: total }));
  });
});
