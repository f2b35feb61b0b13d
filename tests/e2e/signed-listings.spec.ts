import type { Browser } from "@playwright/test";
import { Contract, Interface, Wallet } from "ethers";
import { DiginoorCollectible } from "../../contracts/artifacts/index";
import { E2E_PASSWORD, signInThrough } from "./support";
import { anotherTrader, balanceOf, deployment, mintToken, openSaleOf, openStandardWallet, ownedBy, recordTradeTexts, roomyNft } from "./trading";
import { chainRpc, expect, test, testChainProvider } from "./wallet";

/**
 * Gasless listings (docs/decisions/177-gasless-listings.md): the seller's wallet signs the listing
 * and nothing is sent; another collector buys it and the chain moves the token.
 */
const NFT_ID = 2;
const PRICE = 5n * 10n ** 16n;
const collectible = new Interface(DiginoorCollectible.abi);

const transactionCount = async (address: string) => Number(BigInt(await chainRpc<string>("eth_getTransactionCount", [address, "latest"])));

/** The token's owner as the collectible says. */
async function ownerOnChain(tokenId: number): Promise<string> {
  const data = collectible.encodeFunctionData("ownerOf", [tokenId]);
  return collectible.decodeFunctionResult("ownerOf", await chainRpc<string>("eth_call", [{ to: deployment().collectible, data }, "latest"]))[0] as string;
}

test("lists by signature with no transaction sent, and another collector buys it on chain", async ({ page, wallet, signIn, browser, baseURL }) => {
  test.setTimeout(120_000);
  await signIn({ walletAddress: wallet.address });
  await wallet.install(page);
  const texts = await recordTradeTexts(page);
  const royaltyReceiver = Wallet.createRandom().address;
  const tokenId = await mintToken(wallet.address, NFT_ID, royaltyReceiver);
  // The one-time approval of the market, as any earlier sale of this wallet gave it.
  const provider = testChainProvider();
  await (await new Contract(deployment().collectible, DiginoorCollectible.abi, wallet.key.connect(provider)).setApprovalForAll(deployment().market, true)).wait();
  provider.destroy();
  const sentBefore = await transactionCount(wallet.address);

  await page.goto(`/sell/${NFT_ID}?token=${tokenId}`);
  const form = page.getByRole("group", { name: "List without gas" });
  await form.getByLabel("Gasless price (ETH)").fill("0.05");
  await form.getByRole("button", { name: "List without gas" }).click();
  await expect(page).toHaveURL(/\/profile\?tab=on-sale$/, { timeout: 30_000 });
  expect(await texts()).toEqual(["Sign the listing in your wallet: listing costs no gas."]);
  await expect(page.locator(".toast").filter({ hasText: "NFT Listed on Sale" })).toBeVisible();
  expect(await transactionCount(wallet.address)).toBe(sentBefore);
  const listing = await openSaleOf(tokenId, false);

  await page.goto(`/sell/${NFT_ID}?token=${tokenId}`);
  await expect(page.getByText("Listed at 0.05000 ETH · listed by signature, without gas")).toBeVisible();

  const buyer = await anotherTrader(browser, baseURL!, "Selvi Signed");
  await buyer.page.goto(`/nfttransfer/${listing.id}`);
  await expect(buyer.page.locator(".listing__total")).toContainText("0.05562 ETH");
  const sellerBefore = await balanceOf(wallet.address);
  await buyer.page.getByRole("button", { name: "Buy NFT" }).click();
  await expect(buyer.page).toHaveURL(/\/profile/, { timeout: 30_000 });
  expect(await buyer.texts()).toEqual(expect.arrayContaining(["Buy processing.. Please wait", "NFT purchase completed"]));
  expect(await ownerOnChain(tokenId)).toBe(buyer.wallet.address);
  expect(await balanceOf(wallet.address)).toBe(sellerBefore + PRICE - PRICE / 10n);
  expect(await balanceOf(royaltyReceiver)).toBe(PRICE / 10n);
  await ownedBy(tokenId, buyer.wallet.address);
  expect(await transactionCount(wallet.address)).toBe(sentBefore);
});

/** Another account with a standard wallet, in a browser with JavaScript off. */
async function standardTraderWithoutJavaScript(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const user = await signInThrough(context.request);
  const page = await context.newPage();
  return { page, address: await openStandardWallet(page, user.email) };
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the standard wallet lists without gas by its password, and another account buys it", async ({ page, signIn, browser, baseURL }) => {
    test.setTimeout(150_000);
    const seller = await signIn();
    const sellerAddress = await openStandardWallet(page, seller.email);
    const nftId = roomyNft();
    const tokenId = await mintToken(sellerAddress, nftId, Wallet.createRandom().address);

    await page.goto(`/sell/${nftId}?token=${tokenId}`);
    const form = page.getByRole("group", { name: "List without gas" });
    await form.getByLabel("Gasless price (ETH)").fill("0.02");
    await form.getByLabel("Confirm with your password").fill(E2E_PASSWORD);
    await form.getByRole("button", { name: "List without gas" }).click();
    await expect(page).toHaveURL(/\/profile\?tab=on-sale$/, { timeout: 30_000 });
    await expect(page.locator(".toast").filter({ hasText: "NFT Listed on Sale" })).toBeVisible();
    const listing = await openSaleOf(tokenId, false);
    // Only the one-time approval was sent; listing itself sent nothing.
    expect(await transactionCount(sellerAddress)).toBe(1);

    const buyer = await standardTraderWithoutJavaScript(browser, baseURL!);
    await buyer.page.goto(`/nfttransfer/${listing.id}`);
    await buyer.page.getByLabel("Confirm with your password").fill(E2E_PASSWORD);
    await buyer.page.getByRole("button", { name: "Buy NFT" }).click();
    await expect(buyer.page).toHaveURL(/\/profile\?tab=showcase$/, { timeout: 30_000 });
    expect(await ownerOnChain(tokenId)).toBe(buyer.address);
    await ownedBy(tokenId, buyer.address);
  });
});
