import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { Contract, Interface, Wallet } from "ethers";
import { DiginoorCollectible, DiginoorMarket } from "../../contracts/artifacts/index";
import { e2eDatabase, expect, signInThrough, walletCodeFromOutbox, type E2eUser } from "./support";
import { chainRpc, createTestWallet, testChainProvider, type TestWallet } from "./wallet";

/**
 * What the trading specs share: the e2e chain's contracts, a token minted by the server's minter
 * key, balances, the read model's rows, more signed-in users with wallets, and the trade texts a
 * page showed.
 */

const PORT = Number(process.env.E2E_PORT ?? 3210);
/** anvil's public dev account 0: the embedded chain's minter (README, The chain). */
const MINTER_KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
/** anvil's public dev account 9: the embedded chain's treasury. */
export const TREASURY = "0xa0Ee7A142d267C1f36714E4a8F75612F20a79720";
export const market = new Interface(DiginoorMarket.abi);

export function deployment(): { collectible: string; market: string } {
  return JSON.parse(readFileSync(path.resolve(`.e2e-data-${PORT}`, "chain.json"), "utf8")) as { collectible: string; market: string };
}

export async function balanceOf(address: string): Promise<bigint> {
  return BigInt(await chainRpc<string>("eth_getBalance", [address, "latest"]));
}

/** A read of the market contract, e.g. pendingWithdrawals(address). */
export async function readMarket(name: string, args: unknown[]): Promise<bigint> {
  const data = market.encodeFunctionData(name, args);
  return BigInt(await chainRpc<string>("eth_call", [{ to: deployment().market, data }, "latest"]));
}

async function until<T>(read: () => T | undefined | null, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined && value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function queryOne<T>(sql: string, ...params: unknown[]): T | undefined {
  const database = e2eDatabase();
  try {
    return database.prepare(sql).get(...params) as T | undefined;
  } finally {
    database.close();
  }
}

/**
 * Mints an edition of NFT `nftId` to `owner` with the server's minter key, royalty to
 * `royaltyReceiver`, and waits until the indexer has it. The server's own sender may use the key
 * at the same moment: a nonce clash is simply tried again.
 */
export async function mintToken(owner: string, nftId: number, royaltyReceiver: string): Promise<number> {
  const provider = testChainProvider();
  const collectible = new Contract(deployment().collectible, DiginoorCollectible.abi, new Wallet(MINTER_KEY, provider));
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        const receipt = await (await collectible.mintTo(owner, `diginoor://nft/${nftId}`, royaltyReceiver)).wait();
        const transfer = receipt!.logs.map((log: { topics: string[]; data: string }) => collectible.interface.parseLog(log)).find((e: { name: string } | null) => e?.name === "Transfer");
        const tokenId = Number(transfer!.args.tokenId);
        await until(() => queryOne<{ id: number }>("SELECT token_id AS id FROM tokens WHERE token_id = ? AND lower(owner_address) = lower(?)", tokenId, owner), `token ${tokenId} in the read model`);
        return tokenId;
      } catch (error) {
        if (attempt >= 3 || !/nonce/i.test(String(error))) throw error;
      }
    }
  } finally {
    provider.destroy();
  }
}

/** Sends the royalties of NFT `nftId`'s production house to `address` from now on, as the studio console would. */
export function setHousePayout(nftId: number, address: string): void {
  const database = e2eDatabase();
  try {
    database.prepare("UPDATE production_houses SET payout_address = ? WHERE id = (SELECT production_house_id FROM nfts WHERE id = ?)").run(address, nftId);
  } finally {
    database.close();
  }
}

/** A published fixed-price NFT with units to spare, so card tests never compete with the others for the last one. */
export function roomyNft(): number {
  const row = queryOne<{ id: number }>("SELECT id FROM nfts WHERE sale_type = 'fixed' AND published = 1 AND available > 20 ORDER BY available DESC, id DESC LIMIT 1");
  if (!row) throw new Error("no fixed-price NFT with more than 20 units left");
  return row.id;
}

/** An order the indexer fulfilled: its token and the amounts it paid. */
export function fulfilledOrder(orderId: string): { tokenId: number; priceWei: bigint; feeWei: bigint } {
  const row = queryOne<{ tokenId: number; priceWei: string; feeWei: string }>(
    "SELECT token_id AS tokenId, price_wei AS priceWei, fee_wei AS feeWei FROM orders WHERE id = ? AND status = 'fulfilled'",
    orderId,
  );
  if (!row) throw new Error(`order ${orderId} is not fulfilled`);
  return { tokenId: row.tokenId, priceWei: BigInt(row.priceWei), feeWei: BigInt(row.feeWei) };
}

/** The open listing or auction of a token, once the indexer has it. */
export function openSaleOf(tokenId: number, onAuction: boolean): Promise<{ id: number }> {
  return until(
    () => queryOne<{ id: number }>("SELECT id FROM listings WHERE token_id = ? AND on_auction = ? AND status = 'active' ORDER BY id DESC", tokenId, onAuction ? 1 : 0),
    `the ${onAuction ? "auction" : "listing"} of token ${tokenId}`,
  );
}

/** Waits until the token's owner in the read model is `owner`. */
export function ownedBy(tokenId: number, owner: string): Promise<unknown> {
  return until(() => queryOne("SELECT 1 AS yes FROM tokens WHERE token_id = ? AND lower(owner_address) = lower(?)", tokenId, owner), `token ${tokenId} to reach ${owner}`);
}

/** Waits until the read model knows the auction's highest bid is `amountWei`. */
export function highestBidIs(listingId: number, amountWei: bigint): Promise<unknown> {
  return until(() => queryOne("SELECT 1 AS yes FROM listings WHERE id = ? AND highest_bid_wei = ?", listingId, amountWei.toString()), `bid ${amountWei} on listing ${listingId}`);
}

/** Records every text a trade status line shows, even the short-lived ones, across client-side navigation. */
export async function recordTradeTexts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __tradeTexts: string[] }).__tradeTexts = seen;
    new MutationObserver(() => {
      for (const line of document.querySelectorAll(".trade-status")) {
        const text = line.textContent?.trim();
        if (text && seen.at(-1) !== text) seen.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __tradeTexts: string[] }).__tradeTexts);
}

/** Another signed-in collector in a browser context of their own, with a funded wallet proven on their account. */
export async function anotherTrader(browser: Browser, baseURL: string, name: string): Promise<{ page: Page; wallet: TestWallet; user: E2eUser; texts: () => Promise<string[]> }> {
  const context = await browser.newContext({ baseURL });
  const wallet = createTestWallet();
  const user = await signInThrough(context.request, { name, walletAddress: wallet.address });
  const page = await context.newPage();
  await wallet.install(page);
  const texts = await recordTradeTexts(page);
  return { page, wallet, user, texts };
}

/** Opens the account's standard wallet on /wallet by the code mailed to it, tops it up once from the dev faucet, and answers its address. */
export async function openStandardWallet(page: Page, email: string): Promise<string> {
  await page.goto("/wallet");
  await page.getByRole("button", { name: /Email me a code/ }).click();
  // The field shows once the code is mailed.
  await expect(page.getByLabel("Code")).toBeVisible();
  await page.getByLabel("Code").fill(walletCodeFromOutbox(email));
  await page.getByRole("button", { name: "Open my wallet" }).click();
  const standard = page.getByRole("region", { name: "Standard wallet" });
  await expect(standard.locator(".wallet-address")).toHaveText(/^0x[0-9a-fA-F]{40}$/);
  const address = (await standard.locator(".wallet-address").textContent())!;
  await standard.getByRole("button", { name: "Top up from the dev faucet" }).click();
  await expect(page.getByRole("region", { name: "Standard wallet" }).getByText(/^1\.0+ ETH$/)).toBeVisible();
  return address;
}
