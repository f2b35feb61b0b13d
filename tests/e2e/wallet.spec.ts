import { Wallet } from "ethers";
import { E2E_PASSWORD, expectAccessible, walletCodeFromOutbox } from "./support";
import { fulfilledOrder, ownedBy, roomyNft } from "./trading";
import { connectWallet, expect, test, TEST_WALLET_NAME } from "./wallet";

const toast = (page: import("@playwright/test").Page, text: string) => page.locator(".toast").filter({ hasText: text });

test.describe("connecting a wallet on /wallet", () => {
  test("connects the injected wallet with a signed message and shows its account, balance and network", async ({ page, signIn, wallet }) => {
    await signIn();
    await wallet.install(page);
    await connectWallet(page);
    await expect(toast(page, "Wallet Connected")).toBeVisible();
    await expect(page.locator(".wallet-address")).toHaveText(wallet.address);
    await expect(page.getByText(/^100\.0+ ETH$/)).toBeVisible();
    await expect(page.getByText("Local dev chain", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("LAST_ACTIVE_ACCOUNT"))).toBe(wallet.address);
    await expectAccessible(page);
  });

  test("on a phone the connected account's address stays within the page", async ({ page, signIn, wallet }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn();
    await wallet.install(page);
    await connectWallet(page);
    await expect(page.locator(".wallet-address")).toHaveText(wallet.address);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    const address = await page.locator(".wallet-address").boundingBox();
    expect(address!.x + address!.width).toBeLessThanOrEqual(390);
  });

  test("returns to the remembered redirectTo after connecting", async ({ page, signIn, wallet }) => {
    await signIn();
    await wallet.install(page);
    await page.goto("/wallet?redirectTo=%2Fprofile");
    await page.getByRole("button", { name: /Connect\s*: Browser-extension wallet/ }).click();
    await page.getByRole("button", { name: TEST_WALLET_NAME }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(toast(page, "Wallet Connected")).toBeVisible();
  });

  test("a wallet on another network gets Please Connect to Mainnet and a switch button", async ({ page, signIn, wallet }) => {
    await signIn();
    await wallet.install(page);
    wallet.useChain(1);
    await page.goto("/wallet");
    await page.getByRole("button", { name: /Connect\s*: Browser-extension wallet/ }).click();
    await page.getByRole("button", { name: TEST_WALLET_NAME }).click();
    await expect(toast(page, "Please Connect to Mainnet")).toBeVisible();
    await page.getByRole("button", { name: "Switch network" }).click();
    await expect(page.getByRole("heading", { name: "Connected wallet" })).toBeVisible();
    await expect(page.locator(".wallet-address")).toHaveText(wallet.address);
  });

  test("refusing to sign shows Transaction Rejected and connects nothing", async ({ page, signIn, wallet }) => {
    await signIn();
    await wallet.install(page);
    wallet.refuseNext();
    await page.goto("/wallet");
    await page.getByRole("button", { name: /Connect\s*: Browser-extension wallet/ }).click();
    await page.getByRole("button", { name: TEST_WALLET_NAME }).click();
    await expect(toast(page, "Transaction Rejected")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Connected wallet" })).toHaveCount(0);
  });

  test("without any wallet in the browser says Please enable Metamask", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/wallet");
    await page.getByRole("button", { name: /Connect\s*: Browser-extension wallet/ }).click();
    await expect(toast(page, "Please enable Metamask")).toBeVisible();
    await expect(page.getByRole("button", { name: "MetaMask mobile app" })).toBeVisible();
    await expectAccessible(page);
  });

  test("Disconnect ends the connection on the server and in the browser", async ({ page, signIn, wallet }) => {
    await signIn();
    await wallet.install(page);
    await connectWallet(page);
    await page.getByRole("button", { name: "Disconnect" }).click();
    await expect(page.getByRole("heading", { name: "Connected wallet" })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("LAST_ACTIVE_ACCOUNT"))).toBeNull();
    await page.goto("/sell/1");
    await expect(page).toHaveURL(/\/wallet\?redirectTo=%2Fsell%2F1$/);
  });

  test("after Disconnect the same wallet connects again", async ({ page, signIn, wallet }) => {
    await signIn();
    await wallet.install(page);
    await connectWallet(page);
    await page.getByRole("button", { name: "Disconnect" }).click();
    await expect(page.getByRole("heading", { name: "Connected wallet" })).toHaveCount(0);
    await connectWallet(page);
    await expect(toast(page, "Wallet Connected")).toBeVisible();
    await expect(page.locator(".wallet-address")).toHaveText(wallet.address);
    await page.goto("/sell/1");
    await expect(page.getByText("not held by your connected wallet", { exact: false })).toBeVisible();
  });

  test("the mobile option says why it is unavailable without a WalletConnect project id", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/wallet");
    await expect(page.getByText("this site has no WalletConnect project id configured", { exact: false })).toBeVisible();
    await expect(page.getByRole("button", { name: /Connect\s*: Mobile wallet/ })).toBeDisabled();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/wallet renders and says connecting needs JavaScript", async ({ page, signIn }) => {
    await signIn();
    const response = await page.goto("/wallet");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Connecting a wallet needs JavaScript", { exact: false })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Browser-extension wallet" })).toBeVisible();
  });
});

test.describe("trading guards", () => {
  test("a visitor is sent to /login from /wallet and from a trading page", async ({ page }) => {
    await page.goto("/wallet");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fwallet$/);
    await page.goto("/sell/1");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsell%2F1$/);
  });

  test("a signed-in account without a wallet is sent to /wallet with Please Connect Wallet to Proceed, and comes back", async ({ page, signIn, wallet }) => {
    await signIn();
    await wallet.install(page);
    await page.goto("/sell/1");
    await expect(page).toHaveURL(/\/wallet\?redirectTo=%2Fsell%2F1$/);
    await expect(toast(page, "Please Connect Wallet to Proceed")).toBeVisible();
    await page.getByRole("button", { name: /Connect\s*: Browser-extension wallet/ }).click();
    await page.getByRole("button", { name: TEST_WALLET_NAME }).click();
    // Back on the sell page, which this fresh wallet may not use: it holds no token of this collectible.
    await expect(page).toHaveURL(/\/sell\/1$/);
    await expect(page.getByText("not held by your connected wallet", { exact: false })).toBeVisible();
  });
});

test.describe("the standard wallet without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a mailed code opens the standard wallet, which shows its address and balance and takes a faucet top-up", async ({ page, signIn }) => {
    const account = await signIn();
    await page.goto("/wallet");
    await page.getByRole("button", { name: /Email me a code/ }).click();
    await page.getByLabel("Code").fill(walletCodeFromOutbox(account.email));
    await page.getByRole("button", { name: "Open my wallet" }).click();
    await expect(page).toHaveURL(/\/wallet$/);
    const standard = page.getByRole("region", { name: "Standard wallet" });
    await expect(standard.locator(".wallet-address")).toHaveText(/^0x[0-9a-fA-F]{40}$/);
    await expect(page.locator(".wallet-connected").first().locator(".wallet-address")).toHaveText((await standard.locator(".wallet-address").textContent())!);
    await expect(standard.getByText(/^0\.0+ ETH$/)).toBeVisible();
    await standard.getByRole("button", { name: "Top up from the dev faucet" }).click();
    await expect(page.getByRole("region", { name: "Standard wallet" }).getByText(/^1\.0+ ETH$/)).toBeVisible();
  });

  test("a card purchase without a wallet lands in the standard wallet, which sends it to another address after the password", async ({ page, signIn }) => {
    test.setTimeout(90_000);
    await signIn();
    const nftId = roomyNft();
    await page.goto(`/nftdetail/${nftId}?purchase=1`);
    const dialog = page.getByRole("dialog", { name: "Purchase" });
    await expect(dialog.getByRole("link", { name: "Connect a wallet to pay" })).toBeVisible();
    await expect(dialog.getByText("delivered to the standard wallet we keep for your account", { exact: false })).toBeVisible();
    await dialog.getByRole("button", { name: "Pay with card" }).click();
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/Nft_conformation/${nftId}\\?order=`));
    const orderId = new URL(page.url()).searchParams.get("order")!;
    await expect(page.getByText("Purchase status: Minted")).toBeVisible({ timeout: 30_000 });
    const { tokenId } = fulfilledOrder(orderId);

    await page.goto("/wallet");
    const standard = page.getByRole("region", { name: "Standard wallet" });
    const address = (await standard.locator(".wallet-address").textContent())!;
    await ownedBy(tokenId, address);
    await standard.getByRole("button", { name: "Top up from the dev faucet" }).click();
    const sendForm = page.getByRole("form", { name: "Send a collectible to another wallet" });
    await expect(sendForm.getByLabel("Collectible")).toContainText(`token #${tokenId}`);
    const to = Wallet.createRandom().address;
    await sendForm.getByLabel("Collectible").selectOption(String(tokenId));
    await sendForm.getByLabel("To address").fill(to);
    await sendForm.getByLabel("Your password").fill("not my password");
    await sendForm.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("form", { name: "Send a collectible to another wallet" }).getByRole("alert")).toHaveText("Wrong password");

    const again = page.getByRole("form", { name: "Send a collectible to another wallet" });
    await again.getByLabel("Collectible").selectOption(String(tokenId));
    await again.getByLabel("To address").fill(to);
    await again.getByLabel("Your password").fill(E2E_PASSWORD);
    await again.getByRole("button", { name: "Send" }).click();
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(page.locator(".toast").filter({ hasText: `Sent token #${tokenId} to ${to}` })).toBeVisible();
    await ownedBy(tokenId, to);
  });

  test("the key export shows the key once after the password, on a page no cache keeps, and nowhere else", async ({ page, signIn }) => {
    const account = await signIn();
    await page.goto("/wallet");
    await page.getByRole("button", { name: /Email me a code/ }).click();
    await page.getByLabel("Code").fill(walletCodeFromOutbox(account.email));
    await page.getByRole("button", { name: "Open my wallet" }).click();
    const address = (await page.getByRole("region", { name: "Standard wallet" }).locator(".wallet-address").textContent())!;
    await page.getByRole("link", { name: "Export the private key" }).click();
    await expect(page).toHaveURL(/\/wallet\/export$/);
    await expect(page.getByRole("note").filter({ hasText: "Whoever has this key controls your standard wallet" })).toBeVisible();

    await page.getByLabel("Your password").fill("not my password");
    await page.getByRole("button", { name: "Show the private key" }).click();
    await expect(page.getByRole("alert")).toHaveText("Wrong password");
    await expect(page.getByRole("region", { name: "Private key" })).toHaveCount(0);

    await page.getByLabel("Your password").fill(E2E_PASSWORD);
    const answer = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/wallet/export");
    await page.getByRole("button", { name: "Show the private key" }).click();
    expect((await answer).headers()["cache-control"]).toMatch(/no-store/);
    const key = (await page.getByRole("region", { name: "Private key" }).locator("code").textContent())!;
    expect(key).toMatch(/^0x[0-9a-f]{64}$/);
    expect(new Wallet(key).address).toBe(address);

    for (const path of ["/wallet", "/wallet/export", "/profile"]) {
      await page.goto(path);
      expect((await page.content()).toLowerCase()).not.toContain(key.slice(2));
    }
  });
});

test("the standard wallet and its key export page pass the accessibility check", async ({ page, signIn }) => {
  const account = await signIn();
  await page.goto("/wallet");
  await page.getByRole("button", { name: /Email me a code/ }).click();
  await expect(page.getByLabel("Code")).toBeVisible();
  await page.getByLabel("Code").fill(walletCodeFromOutbox(account.email));
  await page.getByRole("button", { name: "Open my wallet" }).click();
  await expect(page.getByRole("region", { name: "Standard wallet" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Export the private key" }).click();
  await expect(page.getByRole("button", { name: "Show the private key" })).toBeVisible();
  await expectAccessible(page);
});
