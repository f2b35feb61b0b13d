import { Wallet } from "ethers";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expectAccessible, holdRequests, pageErrors, renderOnEveryWorker } from "./support";
import { anotherTrader, mintToken, openSaleOf, recordTradeTexts } from "./trading";
import { chainRpc, expect, test } from "./wallet";

/**
 * The owner's sell page and the listing pages in a browser: bad input stopped at the field with
 * nothing sent, changing a price and cancelling, another user's token refused, and every trading
 * page readable without JavaScript. (The full journey with time travel is market.time.spec.ts.)
 */
const NFT_ID = 2;
/** Coin and network names of other chains: the embedded chain's pages name ETH and "Local dev chain" only. */
const OTHER_COINS = /\b(MAT|MATIC|Matic|Polygon|POL)\b/;

const transactionCount = async (address: string) => Number(BigInt(await chainRpc<string>("eth_getTransactionCount", [address, "latest"])));

test("the sell page refuses bad input at the field and sends nothing", async ({ page, wallet, signIn }) => {
  test.setTimeout(90_000);
  await signIn({ walletAddress: wallet.address });
  await wallet.install(page);
  const tokenId = await mintToken(wallet.address, NFT_ID, Wallet.createRandom().address);
  // This visit writes the panel's forms from kept markup, which the browser hydrates as the forms'
  // own (docs/decisions/100-kept-markup.md).
  const errors = pageErrors(page);
  await renderOnEveryWorker(page.request, `/sell/${NFT_ID}?token=${tokenId}`);
  await page.goto(`/sell/${NFT_ID}?token=${tokenId}`);
  await expectAccessible(page);
  const price = page.getByLabel("Price (ETH)", { exact: true });
  for (const [typed, message] of [
    ["", "Please enter a price."],
    ["0", "The price must be more than 0."],
    ["-1", "The price must be more than 0."],
    ["ten", "Please enter the price as a number, like 0.05."],
    ["50000000", "Please enter a price up to 1,000,000."],
  ]) {
    await price.fill(typed);
    await page.getByRole("button", { name: "Sell Instantly" }).click();
    await expect(page.getByText(message)).toBeVisible();
  }
  expect(await transactionCount(wallet.address)).toBe(0);
  await expect(page).toHaveURL(new RegExp(`/sell/${NFT_ID}\\?token=${tokenId}$`));
  expect(errors).toEqual([]);
});

test("the owner changes a listing's price, then cancels it", async ({ page, wallet, signIn }) => {
  test.setTimeout(90_000);
  await signIn({ walletAddress: wallet.address });
  await wallet.install(page);
  const texts = await recordTradeTexts(page);
  const tokenId = await mintToken(wallet.address, NFT_ID, Wallet.createRandom().address);
  const sellPage = `/sell/${NFT_ID}?token=${tokenId}`;
  await page.goto(sellPage);
  await page.getByLabel("Price (ETH)", { exact: true }).fill("0.03");
  await page.getByRole("button", { name: "Sell Instantly" }).click();
  await expect(page).toHaveURL(/\/profile/, { timeout: 30_000 });
  await openSaleOf(tokenId, false);

  await page.goto(sellPage);
  await expect(page.getByText("Listed at 0.03000 ETH")).toBeVisible();
  await page.getByLabel("New price (ETH)").fill("0.04");
  await page.getByRole("button", { name: "Change price" }).click();
  await expect(page).toHaveURL(/\/profile/, { timeout: 30_000 });
  expect(await texts()).toEqual(expect.arrayContaining(["Updating the price.. Please wait", "Price updated"]));
  await expect(async () => {
    await page.goto(sellPage);
    await expect(page.getByText("Listed at 0.04000 ETH")).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole("button", { name: "Cancel sale" }).click();
  await expect(page).toHaveURL(/\/profile/, { timeout: 30_000 });
  expect(await texts()).toEqual(expect.arrayContaining(["Cancelling the sale.. Please wait", "Sale cancelled"]));
  await expect(async () => {
    await page.goto(sellPage);
    await expect(page.getByRole("heading", { name: "Put to Sale" })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
});

/** A live auction's listing id, read from the market's auction filter. */
async function liveAuctionListing(request: APIRequestContext): Promise<string> {
  const market = await (await request.get("/market?price=auction")).text();
  return /href="\/nfttransfer\/(\d+)"/.exec(market)![1];
}

/**
 * Opens a live auction's bid modal with the checking form's code held back until `release` is
 * called, as on a slow connection: the modal shows the plain form meanwhile.
 */
async function openBidWhileFormLoads(page: Page, request: APIRequestContext): Promise<{ listing: string; dialog: Locator; release: () => void }> {
  const listing = await liveAuctionListing(request);
  const bidFormScript = /\/build\/.*bid-form-[^/]*\.js$/;
  const release = await holdRequests(page, bidFormScript);
  const formRequested = page.waitForRequest(bidFormScript);
  await page.goto(`/nfttransfer/${listing}`);
  // The page asks for the form's code once it is interactive: from here on, JavaScript handles the form.
  await formRequested;
  await page.getByRole("link", { name: "Place a bid" }).click();
  return { listing, dialog: page.getByRole("dialog", { name: "Place a bid" }), release };
}

test("a bid typed and submitted while the checking form loads is kept and sent once the form is there", async ({ page, wallet, signIn, request }) => {
  await signIn({ walletAddress: wallet.address });
  await wallet.install(page);
  const { listing, dialog, release } = await openBidWhileFormLoads(page, request);
  await dialog.getByLabel(/Bid Value/).fill("0.0000001");
  await dialog.getByRole("button", { name: "Place a bid" }).click();
  // The plain form is not posted: the page stays, and the submit waits for the checking form.
  await expect(page).toHaveURL(new RegExp(`/nfttransfer/${listing}`));
  release();
  // The checking form (it validates itself: novalidate) takes the plain one's place, with the value,
  // and sends the waiting submit without another click: below the reserve, or below another test's
  // bid on the same auction, it is refused at the field either way.
  await expect(dialog.locator("form[novalidate]")).toHaveCount(1);
  await expect(dialog.getByLabel(/Bid Value/)).toHaveValue("0.0000001");
  await expect(dialog.getByText(/Please Enter (a Bid of at least the Reserve Price|Value Greater than Previous Bid Value) \d+\.\d{5} ETH/)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/nfttransfer/${listing}`));
  expect(await transactionCount(wallet.address)).toBe(0);
});

test("the bid field keeps the focus when the checking form takes its place: typing goes on into it", async ({ page, wallet, signIn, request }) => {
  await signIn({ walletAddress: wallet.address });
  await wallet.install(page);
  const { dialog, release } = await openBidWhileFormLoads(page, request);
  // Half the amount typed into the plain field, the rest once the checking form has replaced it.
  await dialog.getByLabel(/Bid Value/).pressSequentially("0.000");
  release();
  await expect(dialog.locator("form[novalidate]")).toHaveCount(1);
  await page.keyboard.type("0001");
  await expect(dialog.getByLabel(/Bid Value/)).toHaveValue("0.0000001");
  await expect(dialog.getByLabel(/Bid Value/)).toBeFocused();
});

test("what is typed into the bid modal opened by its link before the page is interactive is kept", async ({ page, wallet, signIn, request }) => {
  await signIn({ walletAddress: wallet.address });
  await wallet.install(page);
  const listing = await liveAuctionListing(request);
  // Hold every script back until the server-rendered modal has been typed into, as on a slow connection.
  const release = await holdRequests(page, /\/build\/.*\.js$/);
  await page.goto(`/nfttransfer/${listing}?bid=1`, { waitUntil: "commit" });
  const dialog = page.getByRole("dialog", { name: "Place a bid" });
  await dialog.getByLabel(/Bid Value/).fill("0.0000001");
  release();
  await expect(dialog.locator("form[novalidate]")).toHaveCount(1);
  await expect(dialog.getByLabel(/Bid Value/)).toHaveValue("0.0000001");
  await dialog.getByRole("button", { name: "Place a bid" }).click();
  await expect(dialog.getByText(/Please Enter (a Bid of at least the Reserve Price|Value Greater than Previous Bid Value) \d+\.\d{5} ETH/)).toBeVisible();
  expect(await transactionCount(wallet.address)).toBe(0);
});

test("another user's token is refused with a 403 page", async ({ page, wallet, signIn, browser, baseURL }) => {
  await signIn({ walletAddress: wallet.address });
  const owner = await anotherTrader(browser, baseURL!, "Owner");
  const tokenId = await mintToken(owner.wallet.address, NFT_ID, Wallet.createRandom().address);
  const response = await page.goto(`/sell/${NFT_ID}?token=${tokenId}`);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("button", { name: "Sell Instantly" })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the sell page shows the token and says the wallet step needs JavaScript", async ({ page, wallet, signIn }) => {
    await signIn({ walletAddress: wallet.address });
    const tokenId = await mintToken(wallet.address, NFT_ID, Wallet.createRandom().address);
    await page.goto(`/sell/${NFT_ID}?token=${tokenId}`);
    await expect(page.getByText(`Token #${tokenId}`)).toBeVisible();
    await page.getByLabel("Price (ETH)", { exact: true }).fill("abc");
    await page.getByRole("button", { name: "Sell Instantly" }).click();
    await expect(page.getByText("Please enter the price as a number, like 0.05.")).toBeVisible();
    await page.getByLabel("Price (ETH)", { exact: true }).fill("0.05");
    await page.getByRole("button", { name: "Sell Instantly" }).click();
    await expect(page.getByText("Your wallet signs this step in the browser: please turn on JavaScript to continue.")).toBeVisible();
    await page.getByLabel("Reserve price (ETH)").fill("0.01");
    await page.getByLabel("Number of days").fill("31");
    await page.getByRole("button", { name: "Create Auction" }).click();
    await expect(page.getByText("Please choose from 1 to 30 days.")).toBeVisible();
    expect(await transactionCount(wallet.address)).toBe(0);
  });

  test("the market, an item's fixed price and its details name the configured coin and chain only", async ({ page, wallet, signIn }) => {
    await signIn({ walletAddress: wallet.address });
    await page.goto("/market");
    await expect(page.locator("main")).toContainText(/\d+\.\d{5} ETH/);
    await expect(page.locator("main")).not.toContainText(OTHER_COINS);
    await page.goto(`/nftdetail/${NFT_ID}`);
    await expect(page.locator("main")).toContainText(/Blockchain\s*Local dev chain/);
    await expect(page.locator("main")).toContainText(/\d+\.\d{5} ETH/);
    await expect(page.locator("main")).not.toContainText(OTHER_COINS);
  });

  test("a live auction's bid modal opens from the server and a bid posted without JavaScript is checked", async ({ page, wallet, signIn, request }) => {
    await signIn({ walletAddress: wallet.address });
    const market = await (await request.get("/market?price=auction")).text();
    const listing = /href="\/nfttransfer\/(\d+)"/.exec(market)![1];
    await page.goto(`/nfttransfer/${listing}?bid=1`);
    const dialog = page.getByRole("dialog", { name: "Place a bid" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Previous bid");
    await expect(dialog).toContainText("Make sure you are connected to Local dev chain before placing the bid");
    // One coin, named one way: the page, its modal and the bid's error name the configured symbol only.
    await expect(dialog.getByLabel("Bid Value (ETH)")).toBeVisible();
    await expect(page.locator("main")).toContainText(/Reserve Price\s*\d+\.\d{5} ETH/);
    await expect(page.locator("main")).toContainText(/Blockchain\s*Local dev chain/);
    await expect(page.locator("main")).not.toContainText(OTHER_COINS);
    await dialog.getByLabel(/Bid Value/).fill("0.0000001");
    await dialog.getByRole("button", { name: "Place a bid" }).click();
    await expect(page).toHaveURL(new RegExp(`/place_a_bid\\?listing=${listing}$`));
    await expect(page.getByText(/Please Enter a Bid of at least the Reserve Price \d+\.\d{5} ETH/)).toBeVisible();
    await expect(page.locator("main")).not.toContainText(OTHER_COINS);
    await expect(page.getByRole("link", { name: "Back to the auction" })).toHaveAttribute("href", `/nfttransfer/${listing}?bid=1`);
  });
});
