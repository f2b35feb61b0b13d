import { describe, expect, it } from "vitest";
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
});
