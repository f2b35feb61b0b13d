import { describe, expect, it } from "vitest";
import { id } from "ethers";
import { ONE_COIN, eventArgs, expectRevert, mined, useMarketFixture } from "./fixture";

const fixture = useMarketFixture();

describe("DiginoorCollectible", () => {
  it("is the Metaverse Tokens collection and advertises ERC-721, ERC-2981 and AccessControl", async () => {
    const collectible = fixture.collectible();
    expect(await collectible.name()).toBe("Metaverse Tokens");
    expect(await collectible.symbol()).toBe("MVT");
    expect(await collectible.supportsInterface("0x80ac58cd")).toBe(true); // ERC-721
    expect(await collectible.supportsInterface("0x5b5e139f")).toBe(true); // ERC-721 metadata
    expect(await collectible.supportsInterface("0x2a55205a")).toBe(true); // ERC-2981
    expect(await collectible.supportsInterface("0x7965db0b")).toBe(true); // AccessControl
    expect(await collectible.supportsInterface("0x01ffc9a7")).toBe(true); // ERC-165
    expect(await collectible.supportsInterface("0xffffffff")).toBe(false);
  });

  it("createToken mints to the minter with ids counting up from 1 and keeps the token URI", async () => {
    const collectible = fixture.collectible(fixture.actors.minter);
    const first = await mined(collectible.createToken("ipfs://one.json"));
    await mined(collectible.createToken("ipfs://two.json"));
    expect(eventArgs(first, collectible, "Transfer").tokenId).toBe(1n);
    expect(await collectible.ownerOf(1n)).toBe(fixture.actors.minter.address);
    expect(await collectible.ownerOf(2n)).toBe(fixture.actors.minter.address);
    expect(await collectible.tokenURI(2n)).toBe("ipfs://two.json");
    expect(await collectible.totalMinted()).toBe(2n);
  });

  it("pays createToken's 10% royalty to the default receiver, which only the admin may change", async () => {
    const collectible = fixture.collectible(fixture.actors.minter);
    await mined(collectible.createToken("ipfs://one.json"));
    expect(await collectible.royaltyInfo(1n, ONE_COIN)).toEqual([fixture.actors.treasury.address, ONE_COIN / 10n]);

    const stranger = fixture.actors.stranger;
    await expectRevert(
      fixture.collectible(stranger).setDefaultRoyaltyReceiver(stranger.address),
      "AccessControlUnauthorizedAccount",
    );
    await mined(fixture.collectible().setDefaultRoyaltyReceiver(fixture.actors.productionHouse.address));
    expect((await collectible.royaltyInfo(1n, 1000n))[0]).toBe(fixture.actors.productionHouse.address);
  });

  it("mintTo gives each token its own production house as 10% royalty receiver", async () => {
    const collectible = fixture.collectible(fixture.actors.minter);
    const { buyer, productionHouse, stranger } = fixture.actors;
    await mined(collectible.mintTo(buyer.address, "ipfs://a.json", productionHouse.address));
    await mined(collectible.mintTo(buyer.address, "ipfs://b.json", stranger.address));
    expect(await collectible.ownerOf(1n)).toBe(buyer.address);
    expect(await collectible.royaltyInfo(1n, 12_345n)).toEqual([productionHouse.address, 1_234n]);
    expect(await collectible.royaltyInfo(2n, 3n * ONE_COIN)).toEqual([stranger.address, (3n * ONE_COIN) / 10n]);
  });

  it("refuses minting without MINTER_ROLE, and a token without a production house", async () => {
    const { stranger, deployer, minter } = fixture.actors;
    await expectRevert(fixture.collectible(stranger).createToken("ipfs://x.json"), "AccessControlUnauthorizedAccount");
    await expectRevert(
      fixture.collectible(stranger).mintTo(stranger.address, "ipfs://x.json", stranger.address),
      "AccessControlUnauthorizedAccount",
    );
    // The admin deploys but is not a minter unless granted.
    await expectRevert(fixture.collectible(deployer).createToken("ipfs://x.json"), "AccessControlUnauthorizedAccount");
    await expectRevert(
      fixture.collectible(minter).mintTo(stranger.address, "ipfs://x.json", "0x0000000000000000000000000000000000000000"),
      "ERC2981InvalidTokenRoyaltyReceiver",
    );
    expect(await fixture.collectible().totalMinted()).toBe(0n);
  });

  it("deployContracts gives MINTER_ROLE to the market and the server minter only, and reports its block", async () => {
    const collectible = fixture.collectible();
    const role = await collectible.MINTER_ROLE();
    expect(await collectible.hasRole(role, fixture.deployment.market)).toBe(true);
    expect(await collectible.hasRole(role, fixture.actors.minter.address)).toBe(true);
    expect(await collectible.hasRole(role, fixture.actors.stranger.address)).toBe(false);
    expect(await fixture.market().collectible()).toBe(fixture.deployment.collectible);
    const code = await fixture.chain.provider.getCode(fixture.deployment.collectible, fixture.deployment.deploymentBlock);
    expect(code.length).toBeGreaterThan(2);
    const before = await fixture.chain.provider.getCode(fixture.deployment.collectible, fixture.deployment.deploymentBlock - 1);
    expect(before).toBe("0x");
  });

  it("lets only the admin grant MINTER_ROLE", async () => {
    const collectible = fixture.collectible(fixture.actors.stranger);
    const role = await collectible.MINTER_ROLE();
    await expectRevert(collectible.grantRole(role, fixture.actors.stranger.address), "AccessControlUnauthorizedAccount");
    await mined(fixture.collectible().grantRole(role, fixture.actors.stranger.address));
    await mined(collectible.createToken("ipfs://now-allowed.json"));
    expect(await collectible.ownerOf(1n)).toBe(fixture.actors.stranger.address);
  });

  describe("mintForOrder", () => {
    const URI = "ipfs://diginoor/order.json";

    it("mints once per order to the order's wallet, with the production house's royalty, and announces the order", async () => {
      const { minter, buyer, productionHouse } = fixture.actors;
      const collectible = fixture.collectible(minter);
      const orderId = id("card-order-1");
      const receipt = await mined(collectible.mintForOrder(orderId, buyer.address, 7n, 3n, URI, productionHouse.address));
      expect(eventArgs(receipt, collectible, "OrderMinted").toObject()).toEqual({ orderId, nftId: 7n, tokenId: 1n, to: buyer.address });
      expect(await collectible.ownerOf(1n)).toBe(buyer.address);
      expect(await collectible.tokenURI(1n)).toBe(URI);
      expect(await collectible.royaltyInfo(1n, ONE_COIN)).toEqual([productionHouse.address, ONE_COIN / 10n]);
      expect(await collectible.tokenOfOrder(orderId)).toBe(1n);

      // A repeated webhook or a retried job cannot mint the order again, whatever it names.
      await expectRevert(
        collectible.mintForOrder(orderId, minter.address, 8n, 3n, URI, productionHouse.address),
        "OrderAlreadyMinted",
        [orderId, 1n],
      );
      expect(await collectible.totalMinted()).toBe(1n);
      expect(await collectible.tokenOfOrder(id("card-order-2"))).toBe(0n);
    });

    it("never mints more tokens of an NFT than its edition size, fixed by its first mint", async () => {
      const { minter, buyer, productionHouse } = fixture.actors;
      const collectible = fixture.collectible(minter);
      const mint = (order: string, nftId: bigint, size: bigint) =>
        collectible.mintForOrder(id(order), buyer.address, nftId, size, URI, productionHouse.address);
      await expectRevert(mint("zero", 7n, 0n), "InvalidEditionSize", [7n, 0n]);
      await expectRevert(mint("huge", 7n, 2n ** 128n), "InvalidEditionSize", [7n, 2n ** 128n]);
      await mined(mint("a", 7n, 2n));
      await expectRevert(mint("b", 7n, 5n), "EditionSizeMismatch", [7n, 2n, 5n]);
      await mined(mint("b", 7n, 2n));
      await expectRevert(mint("c", 7n, 2n), "EditionSoldOut", [7n, 2n]);
      await mined(mint("c", 9n, 1n));
      expect((await collectible.editions(7n)).toObject()).toEqual({ size: 2n, minted: 2n });
      expect((await collectible.editions(9n)).toObject()).toEqual({ size: 1n, minted: 1n });
      expect((await collectible.editions(10n)).toObject()).toEqual({ size: 0n, minted: 0n });
      expect(await collectible.totalMinted()).toBe(3n);
    });

    it("needs MINTER_ROLE and a production house", async () => {
      const { stranger, deployer, minter } = fixture.actors;
      for (const caller of [stranger, deployer]) {
        await expectRevert(
          fixture.collectible(caller).mintForOrder(id("x"), caller.address, 7n, 1n, URI, caller.address),
          "AccessControlUnauthorizedAccount",
        );
      }
      await expectRevert(
        fixture.collectible(minter).mintForOrder(id("x"), stranger.address, 7n, 1n, URI, "0x0000000000000000000000000000000000000000"),
        "ERC2981InvalidTokenRoyaltyReceiver",
      );
      expect(await fixture.collectible().totalMinted()).toBe(0n);
      expect(await fixture.collectible().tokenOfOrder(id("x"))).toBe(0n);
    });
  });

  it("counts each change of owner of a token, not its mint", async () => {
    const { minter, seller, stranger } = fixture.actors;
    const collectible = fixture.collectible(minter);
    await mined(collectible.mintTo(seller.address, "ipfs://x.json", minter.address));
    await mined(collectible.mintTo(seller.address, "ipfs://y.json", minter.address));
    expect(await collectible.transferCount(1n)).toBe(0n);
    await mined(fixture.collectible(seller).transferFrom(seller.address, stranger.address, 1n));
    await mined(fixture.collectible(stranger).transferFrom(stranger.address, seller.address, 1n));
    expect(await collectible.transferCount(1n)).toBe(2n);
    expect(await collectible.transferCount(2n)).toBe(0n);
    expect(await collectible.ownerAndTransferCount(1n)).toEqual([seller.address, 2n]);
    await expectRevert(collectible.ownerAndTransferCount(3n), "ERC721NonexistentToken", [3n]);
  });
});
