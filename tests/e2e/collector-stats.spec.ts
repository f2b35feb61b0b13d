import { randomBytes, randomInt } from "node:crypto";
import { e2eDatabase, expect, openSettled, test } from "./support";

/**
 * A sale and a bid of the seeded first collectible, as the indexer records them, an hour and a minute
 * ago. Each worker (and retry) records its own, so the amounts are its own: 0.025 and 0.031 plus k/100,000.
 */
const step = randomInt(1, 500);
const saleAmount = (0.025 + step / 100_000).toFixed(5);
const bidAmount = (0.031 + step / 100_000).toFixed(5);
const wei = (amount: string) => (BigInt(amount.replace(".", "")) * 10n ** 13n).toString();

function recordTrades(): number {
  const database = e2eDatabase();
  try {
    const { id: nftId } = database.prepare("SELECT id FROM nfts WHERE published = 1 ORDER BY id LIMIT 1").get() as { id: number };
    const buyer = "0x5000000000000000000000000000000000000005";
    database
      .prepare("INSERT INTO sales (nft_id, token_id, kind, seller_address, buyer_address, price_wei, royalty_wei, tx_hash, log_index, created_at) VALUES (?, 990001, 'resale', ?, ?, ?, '0', ?, 0, ?)")
      .run(nftId, buyer, buyer, wei(saleAmount), `0x${randomBytes(32).toString("hex")}`, Date.now() - 3_600_000);
    const listing = database.prepare("SELECT id FROM listings ORDER BY id LIMIT 1").get() as { id: number };
    database
      .prepare("INSERT INTO bids (listing_id, nft_id, bidder_address, amount_wei, tx_hash, log_index, created_at) VALUES (?, ?, ?, ?, ?, 0, ?)")
      .run(listing.id, nftId, buyer, wei(bidAmount), `0x${randomBytes(32).toString("hex")}`, Date.now() - 60_000);
    return nftId;
  } finally {
    database.close();
  }
}

let nftId: number;
test.beforeAll(() => {
  nftId = recordTrades();
});

const history = (page: import("@playwright/test").Page) => page.getByRole("region", { name: "Price history" });

test.describe("the item page's price history, with JavaScript", () => {
  test("draws the chart once it is on screen, the table folded beneath it", async ({ page, signIn }) => {
    await signIn();
    const chartCode = page.waitForRequest(/\/build\/_shared\/uPlot[^/]*\.js$/);
    await page.goto(`/nftdetail/${nftId}`);
    const section = history(page);
    await section.scrollIntoViewIfNeeded();
    await chartCode;
    await expect(section.locator(".price-chart__plot canvas")).toBeVisible();
    await expect(section.getByRole("table")).toBeHidden();
    await section.getByText("The numbers as a table").click();
    await expect(section.getByRole("row", { name: new RegExp(`Sale ${saleAmount}`) })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the item page shows the table of sales and bids, and no chart", async ({ page, signIn }) => {
    await signIn();
    await page.goto(`/nftdetail/${nftId}`);
    const section = history(page);
    await expect(section.getByRole("row", { name: new RegExp(`Sale ${saleAmount}`) })).toBeVisible();
    await expect(section.getByRole("row", { name: new RegExp(`Bid ${bidAmount}`) })).toBeVisible();
    await expect(section.locator("canvas")).toHaveCount(0);
  });

  test("/market sorts by price with the Sort button", async ({ page }) => {
    await page.goto("/market");
    await page.getByLabel("Price range").selectOption("20");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.getByLabel("Sort by").selectOption("price_asc");
    await page.getByRole("button", { name: "Sort", exact: true }).click();
    await expect(page).toHaveURL(/[?&]price=20/);
    await expect(page).toHaveURL(/[?&]sort=price_asc/);
    await expect(page.getByLabel("Sort by")).toHaveValue("price_asc");
    const prices = (await page.locator(".market__grid .nft-card__price").allTextContents()).map((text) => Number(text.replace(/[^\d.]/g, "")));
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await page.getByLabel("Sort by").selectOption("price_desc");
    await page.getByRole("button", { name: "Sort", exact: true }).click();
    const down = (await page.locator(".market__grid .nft-card__price").allTextContents()).map((text) => Number(text.replace(/[^\d.]/g, "")));
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  test("/market ignores an order it does not know, and says so", async ({ page }) => {
    const response = await page.goto("/market?sort=cheapest");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("status").filter({ hasText: "Some filters were not understood and were ignored." })).toBeVisible();
    await expect(page.getByLabel("Sort by")).toHaveValue("recent");
  });
});

test("/market sorts as soon as an order is chosen, with JavaScript", async ({ page }) => {
  await openSettled(page, "/market");
  await page.getByLabel("Sort by").selectOption("ending");
  await expect(page).toHaveURL(/[?&]sort=ending/);
  await expect(page.locator(".market__grid .nft-card__price").first()).toContainText(/Reserve|Highest bid/);
});

test("a film page shows its stats and its activity table", async ({ page }) => {
  await page.goto("/kabali");
  const stats = page.getByRole("region", { name: "Collection stats" });
  await expect(stats.getByText("Floor price")).toBeVisible();
  await expect(stats.getByText("All-time volume")).toBeVisible();
  const activity = page.getByRole("region", { name: "Activity" });
  await activity.scrollIntoViewIfNeeded();
  await expect(activity.locator(".price-chart__plot canvas")).toBeVisible();
});
