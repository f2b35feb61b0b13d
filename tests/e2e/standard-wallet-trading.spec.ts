import type { Browser, Page } from "@playwright/test";
import { Interface, parseEther, Wallet } from "ethers";
import { DiginoorCollectible } from "../../contracts/artifacts/index";
import { E2E_PASSWORD, e2eDatabase, expect, openSettled, pageErrors, renderOnEveryWorker, signInThrough, test, type E2eUser } from "./support";
import { balanceOf, deployment, fulfilledOrder, highestBidIs, mintToken, openSaleOf, openStandardWallet, ownedBy, roomyNft } from "./trading";
import { chainRpc } from "./wallet";

/**
 * Trading from the standard wallet (docs/decisions/144-standard-wallet-trading.md): every trade is a
 * plain form confirmed by the account password, sent from custody by the server, so each works with
 * JavaScript on and off. Then the standard wallet's whole journey: opened by the mailed code, a card
 * purchase minted into it, listed, sold to another account, the proceeds in its balance and sent out.
 */

/** Another signed-in account in a browser context of its own, with its standard wallet opened and topped up. */
async function anotherStandardTrader(browser: Browser, baseURL: string, javaScriptEnabled: boolean): Promise<{ page: Page; user: E2eUser; address: string }> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  const user = await signInThrough(context.request);
  const page = await context.newPage();
  return { page, user, address: await openStandardWallet(page, user.email) };
}

/** Another account with a standard wallet buys the listing on its page, confirmed by the password, and the token reaches it. */
async function buyListingByPassword(browser: Browser, baseURL: string, javaScriptEnabled: boolean, listingId: number, tokenId: number): Promise<void> {
  const buyer = await anotherStandardTrader(browser, baseURL, javaScriptEnabled);
  await buyer.page.goto(`/nfttransfer/${listingId}`);
  await buyer.page.getByLabel("Confirm with your password").fill(E2E_PASSWORD);
  await buyer.page.getByRole("button", { name: "Buy NFT" }).click();
  await expect(buyer.page).toHaveURL(/\/profile\?tab=showcase$/, { timeout: 30_000 });
  await ownedBy(tokenId, buyer.address);
  await buyer.page.context().close();
}

/** Waits until the read model has ended the sale (cancelled or sold). */
async function saleEnded(listingId: number): Promise<void> {
  await expect(async () => {
    const database = e2eDatabase();
    try {
      expect((database.prepare("SELECT status FROM listings WHERE id = ?").get(listingId) as { status: string }).status).not.toBe("active");
    } finally {
      database.close();
    }
  }).toPass({ timeout: 20_000 });
}

/** Lists the token at a fixed price from its sell page, confirmed by the password, and answers the listing once indexed. */
async function listByPassword(page: Page, nftId: number, tokenId: number, price: string): Promise<{ id: number }> {
  await page.goto(`/sell/${nftId}?token=${tokenId}`);
  const sell = page.getByRole("group", { name: "Sell Instantly" });
  await sell.getByLabel("Price (ETH)", { exact: true }).fill(price);
  await sell.getByLabel("Confirm with your password").fill(E2E_PASSWORD);
  await sell.getByRole("button", { name: "Sell Instantly" }).click();
  await expect(page).toHaveURL(/\/profile\?tab=on-sale$/, { timeout: 30_000 });
  await expect(page.locator(".toast").filter({ hasText: "NFT Listed on Sale" })).toBeVisible();
  return openSaleOf(tokenId, false);
}

/**
 * Buys a new edition of NFT `nftId` from the purchase modal, confirmed by the password; answers the
 * token once minted. The modal is written from the markup every worker kept for this account's page
 * (docs/decisions/100-kept-markup.md), which the browser hydrates without a mismatch.
 */
async function buyEditionByPassword(page: Page, nftId: number): Promise<number> {
  const errors = pageErrors(page);
  await renderOnEveryWorker(page.request, `/nftdetail/${nftId}?purchase=1`);
  await openSettled(page, `/nftdetail/${nftId}?purchase=1`);
  expect(errors).toEqual([]);
  const dialog = page.getByRole("dialog", { name: "Purchase" });
  const wallet = dialog.getByRole("region", { name: "Buy Using Wallet" });
  // No browser wallet is asked: the password stands in for its pop-up.
  await expect(wallet.getByRole("button", { name: "Pay with wallet" })).toHaveCount(0);
  await expect(wallet.getByText("please turn on JavaScript to pay", { exact: false })).toHaveCount(0);

  await wallet.getByLabel("Confirm with your password").fill("not my password");
  await wallet.getByRole("button", { name: "Pay from your standard wallet" }).click();
  await expect(page.getByRole("dialog", { name: "Purchase" }).getByRole("alert")).toHaveText("Wrong password");

  await page.getByRole("dialog", { name: "Purchase" }).getByLabel("Confirm with your password").fill(E2E_PASSWORD);
  await page.getByRole("dialog", { name: "Purchase" }).getByRole("button", { name: "Pay from your standard wallet" }).click();
  await expect(page).toHaveURL(new RegExp(`/Nft_conformation/${nftId}\\?order=[A-Za-z0-9]{20}$`), { timeout: 30_000 });
  await expect(page.getByText("Purchase status: Minted")).toBeVisible({ timeout: 30_000 });
  return fulfilledOrder(new URL(page.url()).searchParams.get("order")!).tokenId;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("buys a new edition, lists it, cancels, lists again, and another account buys it, each confirmed by the password", async ({ page, signIn, browser, baseURL }) => {
      test.setTimeout(180_000);
      const seller = await signIn();
      const sellerAddress = await openStandardWallet(page, seller.email);
      const nftId = roomyNft();
      const tokenId = await buyEditionByPassword(page, nftId);
      await ownedBy(tokenId, sellerAddress);

      const first = await listByPassword(page, nftId, tokenId, "0.01");
      await page.goto(`/sell/${nftId}?token=${tokenId}`);
      await expect(page.getByText("Listed at 0.01000 ETH")).toBeVisible();
      const cancel = page.getByRole("group", { name: "Cancel the sale" });
      await cancel.getByLabel("Confirm with your password").fill(E2E_PASSWORD);
      await cancel.getByRole("button", { name: "Cancel sale" }).click();
      await expect(page).toHaveURL(/\/profile\?tab=on-sale$/, { timeout: 30_000 });
      await expect(page.locator(".toast").filter({ hasText: "Sale cancelled" })).toBeVisible();
      await saleEnded(first.id);

      const listing = await listByPassword(page, nftId, tokenId, "0.02");
      expect(listing.id).not.toBe(first.id);

      await buyListingByPassword(browser, baseURL!, javaScriptEnabled, listing.id, tokenId);
      await saleEnded(listing.id);
    });

    test("bids on an auction, confirmed by the password", async ({ page, signIn, browser, baseURL }) => {
      test.setTimeout(120_000);
      const seller = await signIn();
      const sellerAddress = await openStandardWallet(page, seller.email);
      const nftId = roomyNft();
      const tokenId = await mintToken(sellerAddress, nftId, Wallet.createRandom().address);
      await page.goto(`/sell/${nftId}?token=${tokenId}`);
      const auction = page.getByRole("group", { name: "Create Auction" });
      await auction.getByLabel("Reserve price (ETH)").fill("0.01");
      await auction.getByLabel("Number of days").fill("3");
      await auction.getByLabel("Confirm with your password").fill(E2E_PASSWORD);
      await auction.getByRole("button", { name: "Create Auction" }).click();
      await expect(page).toHaveURL(/\/profile\?tab=on-sale$/, { timeout: 30_000 });
      const listing = await openSaleOf(tokenId, true);

      const bidder = await anotherStandardTrader(browser, baseURL!, javaScriptEnabled);
      await bidder.page.goto(`/nfttransfer/${listing.id}?bid=1`);
      const dialog = bidder.page.getByRole("dialog", { name: "Place a bid" });
      await dialog.getByLabel(/Bid Value/).fill("0.015");
      await dialog.getByLabel("Confirm with your password").fill(E2E_PASSWORD);
      await dialog.getByRole("button", { name: "Place a bid" }).click();
      await expect(bidder.page).toHaveURL(new RegExp(`/Bid_conformation/${nftId}\\?tx=0x[0-9a-f]{64}$`), { timeout: 30_000 });
      await highestBidIs(listing.id, parseEther("0.015"));
      await bidder.page.context().close();
    });
  });
}

const collectible = new Interface(DiginoorCollectible.abi);

/** The royalty the collectible's contract takes from a sale of `tokenId` at `priceWei` (EIP-2981). */
async function royaltyOf(tokenId: number, priceWei: bigint): Promise<bigint> {
  const data = collectible.encodeFunctionData("royaltyInfo", [tokenId, priceWei]);
  const [, royalty] = collectible.decodeFunctionResult("royaltyInfo", await chainRpc<string>("eth_call", [{ to: deployment().collectible, data }, "latest"]));
  return royalty as bigint;
}

test("the standard wallet's journey: opened by the mailed code, bought by card, listed, sold, proceeds in its balance, sent out", async ({ page, signIn, browser, baseURL }) => {
  test.setTimeout(180_000);
  const seller = await signIn();
  const sellerAddress = await openStandardWallet(page, seller.email);

  // Bought by card in the sandbox: the token is minted into the standard wallet.
  const nftId = roomyNft();
  await page.goto(`/nftdetail/${nftId}?purchase=1`);
  await page.getByRole("dialog", { name: "Purchase" }).getByRole("button", { name: "Pay with card" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_test_/);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/Nft_conformation/${nftId}\\?order=`));
  await expect(page.getByText("Purchase status: Minted")).toBeVisible({ timeout: 30_000 });
  const { tokenId } = fulfilledOrder(new URL(page.url()).searchParams.get("order")!);
  await ownedBy(tokenId, sellerAddress);

  const listing = await listByPassword(page, nftId, tokenId, "0.05");
  const beforeSale = await balanceOf(sellerAddress);

  await buyListingByPassword(browser, baseURL!, true, listing.id, tokenId);

  // The proceeds: the price less the production house's royalty (the buyer paid the market's fee on top).
  const price = parseEther("0.05");
  const proceeds = price - (await royaltyOf(tokenId, price));
  expect(proceeds).toBeLessThan(price);
  const afterSale = await balanceOf(sellerAddress);
  expect(afterSale - beforeSale).toBe(proceeds);
  await page.goto("/wallet");
  const standard = page.getByRole("region", { name: "Standard wallet" });
  // The page shows the balance to five decimals.
  const shown = parseEther((await standard.locator("dd").nth(1).textContent())!.replace(/ ETH$/, ""));
  const gap = afterSale > shown ? afterSale - shown : shown - afterSale;
  expect(gap).toBeLessThan(parseEther("0.00001"));

  // Sent out to an external address, confirmed by the password.
  const to = Wallet.createRandom().address;
  const send = page.getByRole("form", { name: "Send coin to another wallet" });
  await send.getByLabel("Amount").fill("0.5");
  await send.getByLabel("To address").fill(to);
  await send.getByLabel("Your password").fill(E2E_PASSWORD);
  await send.getByRole("button", { name: "Send" }).click();
  await expect(page.locator(".toast").filter({ hasText: `to ${to}` })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => balanceOf(to)).toBe(parseEther("0.5"));
  expect(await balanceOf(sellerAddress)).toBeLessThan(afterSale - parseEther("0.5"));
});
