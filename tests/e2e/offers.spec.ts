import type { Browser, Page } from "@playwright/test";
import { Interface, Wallet } from "ethers";
import { DiginoorCollectible } from "../../contracts/artifacts/index";
import { E2E_PASSWORD, e2eDatabase, expectAccessible, signInThrough } from "./support";
import { anotherTrader, balanceOf, deployment, mintToken, openStandardWallet, readMarket, TREASURY } from "./trading";
import { chainRpc, connectWallet, expect, test } from "./wallet";

/**
 * Offers (docs/decisions/173-offers.md) in a real browser: a collector offers on a token that is
 * not for sale, the market holds the offer with its fee, the owner sees it on the token's page and
 * in the profile and accepts it; the chain then shows the new owner and the payouts to the wei.
 * Then the same with standard wallets and JavaScript off, each step confirmed by the password.
 */
const NFT_ID = 2;
const OFFER = 4n * 10n ** 16n;
const RESALE_FEE_BPS = 1125n;
const collectible = new Interface(DiginoorCollectible.abi);

async function ownerOf(tokenId: number): Promise<string> {
  const data = collectible.encodeFunctionData("ownerOf", [tokenId]);
  return collectible.decodeFunctionResult("ownerOf", await chainRpc<string>("eth_call", [{ to: deployment().collectible, data }, "latest"]))[0] as string;
}

/** Waits until the read model has the token's offer in `status`. */
async function offerIs(tokenId: number, status: string): Promise<void> {
  await expect(async () => {
    const database = e2eDatabase();
    try {
      const row = database.prepare("SELECT status FROM offers WHERE token_id = ? ORDER BY id DESC").get(tokenId) as { status: string } | undefined;
      expect(row?.status).toBe(status);
    } finally {
      database.close();
    }
  }).toPass({ timeout: 20_000 });
}

type Block = { transactions: { from: string; hash: string }[] };
type Receipt = { gasUsed: string; effectiveGasPrice: string };

/** What `address` paid in gas for its transactions in blocks after `afterBlock`. */
/**
 * What `address` gained in the block of `from`'s last transaction since `afterBlock`: the chain mines a
 * block per transaction, so this is that transaction's payment alone, whatever the other worker pays
 * the same account (the treasury, the market) meanwhile.
 */
async function gainedInLastTransactionOf(from: string, afterBlock: number, address: string): Promise<bigint> {
  const head = Number(await chainRpc<string>("eth_blockNumber"));
  for (let number = head; number > afterBlock; number--) {
    const block = await chainRpc<Block>("eth_getBlockByNumber", [`0x${number.toString(16)}`, true]);
    if (!block.transactions.some((t) => t.from.toLowerCase() === from.toLowerCase())) continue;
    expect(block.transactions).toHaveLength(1);
    const at = async (n: number) => BigInt(await chainRpc<string>("eth_getBalance", [address, `0x${n.toString(16)}`]));
    return (await at(number)) - (await at(number - 1));
  }
  throw new Error(`${from} sent nothing after block ${afterBlock}`);
}

async function gasPaidSince(address: string, afterBlock: number): Promise<bigint> {
  const head = Number(await chainRpc<string>("eth_blockNumber"));
  let paid = 0n;
  for (let number = afterBlock + 1; number <= head; number++) {
    const block = await chainRpc<Block>("eth_getBlockByNumber", [`0x${number.toString(16)}`, true]);
    for (const tx of block.transactions.filter((t) => t.from.toLowerCase() === address.toLowerCase())) {
      const receipt = await chainRpc<Receipt>("eth_getTransactionReceipt", [tx.hash]);
      paid += BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice);
    }
  }
  return paid;
}

test("a collector offers on a token that is not for sale → the owner sees it on its page and profile and accepts → the chain shows the new owner and the payouts", async ({ page, wallet, signIn, browser, baseURL }) => {
  test.setTimeout(180_000);
  await signIn({ name: "Oona Owner" });
  await wallet.install(page);
  await connectWallet(page);
  const royaltyReceiver = Wallet.createRandom().address;
  const tokenId = await mintToken(wallet.address, NFT_ID, royaltyReceiver);

  const offerer = await anotherTrader(browser, baseURL!, "Ofelia Offerer");
  await offerer.page.goto(`/offers/${tokenId}`);
  await expect(offerer.page.getByText("No offer yet.")).toBeVisible();
  const form = offerer.page.getByRole("group", { name: "Make an offer" });
  await form.getByLabel("Offer (ETH)").fill("0.04");
  await form.getByLabel("Offer stands for").selectOption("3");
  const offerBlock = Number(await chainRpc<string>("eth_blockNumber"));
  await form.getByRole("button", { name: "Make offer" }).click();
  await expect(offerer.page.locator(".listing__facts")).toContainText("0.04000 ETH", { timeout: 30_000 });
  expect(await offerer.texts()).toEqual(expect.arrayContaining(["Confirm the offer in your wallet", "Placing the offer.. Please wait", "Offer placed"]));
  const fee = (OFFER * RESALE_FEE_BPS) / 10_000n;
  expect(await gainedInLastTransactionOf(offerer.wallet.address, offerBlock, deployment().market)).toBe(OFFER + fee);
  await offerIs(tokenId, "active");
  await expectAccessible(offerer.page);

  // The owner finds it in the profile's Offers tab and opens the token's page.
  await page.goto("/profile?tab=offers");
  const received = page.getByRole("heading", { name: "Offers on your collectibles" });
  await expect(received).toBeVisible();
  await page.locator(`a[href="/offers/${tokenId}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/offers/${tokenId}$`));
  await expect(page.locator(".listing__facts")).toContainText("0.04000 ETH");
  await expectAccessible(page);

  const startBlock = Number(await chainRpc<string>("eth_blockNumber"));
  const before = { owner: await balanceOf(wallet.address), royalty: await balanceOf(royaltyReceiver), offerer: await balanceOf(offerer.wallet.address) };
  await page.getByRole("button", { name: "Accept offer" }).click();
  await expect(page.getByText("No offer yet.")).toBeVisible({ timeout: 30_000 });

  // The chain: the token is the offerer's, and the escrow paid royalty, fee and seller as a sale does.
  expect(await ownerOf(tokenId)).toBe(offerer.wallet.address);
  const royalty = OFFER / 10n;
  expect(await balanceOf(royaltyReceiver)).toBe(before.royalty + royalty);
  expect(await gainedInLastTransactionOf(wallet.address, startBlock, TREASURY)).toBe(fee);
  expect(await balanceOf(wallet.address)).toBe(before.owner + OFFER - royalty - (await gasPaidSince(wallet.address, startBlock)));
  expect(await balanceOf(offerer.wallet.address)).toBe(before.offerer);
  expect(await readMarket("pendingWithdrawals", [wallet.address])).toBe(0n);
  await offerIs(tokenId, "accepted");

  // The offerer hears of it.
  await offerer.page.goto("/profile?tab=offers");
  await expect(offerer.page.getByText("Accepted: the token is yours")).toBeVisible();
  await offerer.page.context().close();
});

/** A signed-in account in a browser context of its own, without JavaScript, with its standard wallet opened and topped up. */
async function standardTraderWithoutJavaScript(browser: Browser, baseURL: string): Promise<{ page: Page; address: string }> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const user = await signInThrough(context.request);
  const page = await context.newPage();
  return { page, address: await openStandardWallet(page, user.email) };
}

test.describe("without JavaScript", () => {
  test("standard wallets make an offer, are refused a lower one and accept it, each by password: the token moves", async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const owner = await standardTraderWithoutJavaScript(browser, baseURL!);
    const tokenId = await mintToken(owner.address, NFT_ID, Wallet.createRandom().address);

    const offerer = await standardTraderWithoutJavaScript(browser, baseURL!);
    await offerer.page.goto(`/offers/${tokenId}`);
    const form = offerer.page.getByRole("group", { name: "Make an offer" });
    await form.getByLabel("Offer (ETH)").fill("0.2");
    await form.getByLabel("Confirm with your password").fill(E2E_PASSWORD);
    await form.getByRole("button", { name: "Make offer" }).click();
    await expect(offerer.page.locator(".toast").filter({ hasText: "Offer placed" })).toBeVisible({ timeout: 30_000 });
    await offerIs(tokenId, "active");

    // A lower offer is refused on the page, and nothing is sent.
    await offerer.page.goto(`/offers/${tokenId}`);
    const raise = offerer.page.getByRole("group", { name: "Raise your offer" });
    await raise.getByLabel("Offer (ETH)").fill("0.1");
    await raise.getByLabel("Confirm with your password").fill(E2E_PASSWORD);
    await raise.getByRole("button", { name: "Make offer" }).click();
    await expect(offerer.page.getByRole("alert")).toContainText("Please offer more than the current offer of 0.20000 ETH.");

    await owner.page.goto(`/offers/${tokenId}`);
    const accept = owner.page.getByRole("group", { name: "Accept this offer" });
    await accept.getByLabel("Confirm with your password").fill(E2E_PASSWORD);
    await accept.getByRole("button", { name: "Accept offer" }).click();
    await expect(owner.page.locator(".toast").filter({ hasText: "Offer accepted" })).toBeVisible({ timeout: 30_000 });
    expect(await ownerOf(tokenId)).toBe(offerer.address);
    await offerIs(tokenId, "accepted");
    await owner.page.context().close();
    await offerer.page.context().close();
  });
});
