import { Wallet } from "ethers";
import { expect, test } from "./support";
import { chainRpc } from "./wallet";

/**
 * The purchase modal and the confirmation page without JavaScript (the journey in
 * market.time.spec.ts pays with JavaScript): the server renders the real gas estimate for the
 * signed-in wallet, says paying needs JavaScript, and a pending order's page refreshes itself.
 */
const NFT_ID = 1;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("?purchase=1 shows the node's gas estimate for the wallet and says paying needs JavaScript", async ({ page, signIn }) => {
    const address = Wallet.createRandom().address;
    await chainRpc("anvil_setBalance", [address, "0x56BC75E2D63100000"]);
    await signIn({ walletAddress: address });
    await page.goto(`/nftdetail/${NFT_ID}?purchase=1`);
    const dialog = page.getByRole("dialog", { name: "Purchase" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/^0\.\d{5} ETH$/).first()).toBeVisible();
    await expect(dialog).toContainText("Your wallet signs the payment in the browser: please turn on JavaScript to pay.");
    await expect(dialog.getByRole("button", { name: "Pay with wallet" })).toHaveCount(0);
  });

  test("a wallet without coins hears it in plain words", async ({ page, signIn }) => {
    await signIn({ walletAddress: Wallet.createRandom().address });
    await page.goto(`/nftdetail/${NFT_ID}?purchase=1`);
    await expect(page.getByRole("dialog", { name: "Purchase" })).toContainText("Not enough ETH in this wallet");
  });

  test("a pending order's confirmation page says so and refreshes itself", async ({ page, signIn }) => {
    const address = Wallet.createRandom().address;
    await chainRpc("anvil_setBalance", [address, "0x56BC75E2D63100000"]);
    await signIn({ walletAddress: address });
    // A quote reserves a unit; it stays Pending until a payment for it is mined.
    const quoted = await page.request.post(`/nftdetail/${NFT_ID}?_data=routes%2Fnftdetail.%24nftid`, { form: { intent: "quote" } });
    expect(quoted.status()).toBe(200);
    const { orderId } = (await quoted.json()) as { orderId: string };
    await page.goto(`/Nft_conformation/${NFT_ID}?order=${orderId}`);
    await expect(page.getByText("Purchase status: Pending")).toBeVisible();
    await expect(page.getByText(`Minting to ${address}`)).toBeVisible();
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(1);
    await expect(page.getByRole("link", { name: "View Transaction" })).toHaveCount(0);
    // Without JavaScript the page loads itself again while the order is pending.
    await page.waitForEvent("framenavigated", { timeout: 10_000 });
    await expect(page.getByText("Purchase status: Pending")).toBeVisible();
    // Someone else's order is not found.
    const other = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin, javaScriptEnabled: false });
    const stranger = await other.newPage();
    await stranger.goto(`/Nft_conformation/${NFT_ID}?order=${orderId}`);
    await expect(stranger).toHaveURL(/\/login/);
    await other.close();
  });
});
