import { Wallet } from "ethers";
import { e2eDatabase, expect, test } from "./support";
import { balanceOf } from "./trading";

/**
 * "Add funds" in sandbox mode (the e2e server starts like a plain `npm start`): the purchase
 * modal of an item the new wallet cannot pay offers the on-ramps with the dollars it lacks; the
 * stand-in provider page delivers test coin to the wallet and returns to the modal, which then
 * offers to pay. Without JavaScript the provider opens in the same tab; with it, in a new tab (the
 * card-to-crypto reserve) or a new window (the widgets), and the item page stays open.
 */

function fixedNft(): number {
  const database = e2eDatabase();
  try {
    const row = database.prepare("SELECT id FROM nfts WHERE sale_type = 'fixed' AND published = 1 AND available > 0 ORDER BY id LIMIT 1").get() as { id: number } | undefined;
    if (!row) throw new Error("no fixed-price NFT for sale");
    return row.id;
  } finally {
    database.close();
  }
}

const FUNDS_ON_THEIR_WAY = "Funds are on their way to your wallet: its balance shows them once the transfer is on the chain.";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("adds the dollars the wallet lacks by the card-to-crypto on-ramp, and comes back to the purchase", async ({ page, signIn }) => {
    const nftId = fixedNft();
    const wallet = Wallet.createRandom().address;
    await signIn({ walletAddress: wallet });
    await page.goto(`/nftdetail/${nftId}?purchase=1`);
    const dialog = page.getByRole("dialog", { name: "Purchase" });
    const addFunds = dialog.getByRole("region", { name: /^Add funds: your wallet needs about \$\d+ more/ });
    await expect(addFunds).toBeVisible();
    await expect(addFunds.getByRole("radio", { name: /^Card to crypto/ })).toBeChecked();
    const dollars = await addFunds.getByLabel("Amount in US dollars").inputValue();
    expect(Number(dollars)).toBeGreaterThanOrEqual(20);
    await addFunds.getByRole("button", { name: "Add funds" }).click();

    await expect(page).toHaveURL(/\/sandbox\/onramp\/wyre\?reservation=RS_/);
    await expect(page.getByRole("note").filter({ hasText: "Sandbox: no real money" })).toBeVisible();
    await expect(page.getByText(wallet)).toBeVisible();
    await page.getByRole("button", { name: "Complete purchase" }).click();

    await expect(page).toHaveURL(new RegExp(`/nftdetail/${nftId}\\?purchase=1$`));
    await expect(page.getByText(FUNDS_ON_THEIR_WAY)).toBeVisible();
    expect(await balanceOf(wallet)).toBeGreaterThan(0n);
    // The wallet can pay now: the modal no longer asks for funds.
    await expect(page.getByRole("dialog", { name: "Purchase" }).getByRole("link", { name: "Add funds/crypto to your wallet" })).toBeVisible();
  });

  test("refuses an amount beyond the bounds with a message, opening nothing", async ({ page, signIn }) => {
    await signIn({ walletAddress: Wallet.createRandom().address });
    await page.goto("/wallet");
    const addFunds = page.getByRole("region", { name: "Add funds" });
    await addFunds.getByLabel("Amount in US dollars").fill("5000");
    await addFunds.getByRole("button", { name: "Add funds" }).click();
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(page.getByText(/Enter an amount in US dollars from \$20 to \$2,000/)).toBeVisible();
  });
});

test.describe("with JavaScript", () => {
  test("opens the card-to-crypto on-ramp in a new tab and the widget in a new window, the item page staying open", async ({ page, signIn }) => {
    const nftId = fixedNft();
    const wallet = Wallet.createRandom().address;
    await signIn({ walletAddress: wallet });
    await page.goto(`/nftdetail/${nftId}`);
    await page.getByRole("link", { name: "PURCHASE" }).click();
    const dialog = page.getByRole("dialog", { name: "Purchase" });
    const addFunds = dialog.getByRole("region", { name: /^Add funds: your wallet needs about/ });
    await expect(addFunds).toBeVisible();

    const [tab] = await Promise.all([page.waitForEvent("popup"), addFunds.getByRole("button", { name: "Add funds" }).click()]);
    await expect(tab).toHaveURL(/\/sandbox\/onramp\/wyre\?reservation=RS_/);
    await tab.getByRole("button", { name: "Cancel" }).click();
    await expect(tab).toHaveURL(new RegExp(`/nftdetail/${nftId}\\?purchase=1$`));
    await expect(tab.getByText("No funds were added: the purchase was cancelled or failed, and nothing was charged.")).toBeVisible();
    await tab.close();
    expect(await balanceOf(wallet)).toBe(0n);

    await addFunds.getByRole("radio", { name: /^MoonPay/ }).check();
    await addFunds.getByLabel("Amount in US dollars").fill("25");
    const [popup] = await Promise.all([page.waitForEvent("popup"), addFunds.getByRole("button", { name: "Add funds" }).click()]);
    await expect(popup).toHaveURL(/\/sandbox\/onramp\/moonpay\?apiKey=pk_test_.*&signature=/);
    await expect(popup.getByText("$25")).toBeVisible();
    await popup.getByRole("button", { name: "Complete purchase" }).click();
    await expect(popup.getByText(FUNDS_ON_THEIR_WAY)).toBeVisible();
    expect(await balanceOf(wallet)).toBeGreaterThan(0n);
    // The item page stayed where it was, its modal open.
    await expect(page).toHaveURL(new RegExp(`/nftdetail/${nftId}`));
    await expect(dialog).toBeVisible();
  });
});
