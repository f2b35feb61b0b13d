import { Wallet } from "ethers";
import type { Page } from "@playwright/test";
import { openLottery } from "./lotteries";
import { expect, test } from "./support";

/**
 * Lottery tickets paid in the sandbox (docs/decisions/155-lottery-ticket-orders.md): the popup
 * (the detail page's dialog with JavaScript, /lottery_pop?lottery={id} without), the stand-in
 * card checkout and crypto charge pages, the order followed to its confirmation, and the lottery's
 * counts rising by the tickets bought; a cancelled payment issues nothing. Each test has its own lottery.
 */

/** The tickets sold, as the detail page says ("N of 100 tickets"). */
async function ticketsSold(page: Page, lotteryId: number): Promise<number> {
  await page.goto(`/lottery/${lotteryId}`);
  const label = await page.getByText(/^\d+ of 100 tickets/).first().textContent();
  return Number(/^(\d+)/.exec(label!)![1]);
}

/** Opens the popup, sets the count with + (JavaScript) or by typing (without), picks the payment and submits it. */
async function orderTickets(page: Page, lotteryId: number, javaScriptEnabled: boolean, tickets: number, payment: "Pay with card" | "Crypto payments provider") {
  await page.getByRole("link", { name: "PURCHASE TICKETS" }).click();
  const popup = javaScriptEnabled ? page.getByRole("dialog", { name: "Purchase tickets" }) : page.getByRole("region", { name: "Purchase tickets" });
  if (!javaScriptEnabled) await expect(page).toHaveURL(new RegExp(`/lottery_pop\\?lottery=${lotteryId}$`));
  if (javaScriptEnabled) {
    for (let i = 1; i < tickets; i++) await popup.getByRole("button", { name: "One ticket more" }).click();
    await expect(popup.getByLabel("Number of tickets")).toHaveValue(String(tickets));
    await expect(popup).toContainText(`Total: $${tickets * 5}`);
  } else {
    await popup.getByLabel("Number of tickets").fill(String(tickets));
  }
  await expect(popup.getByText(/^Buyer fee/)).toBeVisible();
  await popup.getByLabel(payment).check();
  await popup.getByRole("button", { name: "PURCHASE TICKETS" }).click();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("buys tickets by card: the sandbox checkout, the confirmation, and the lottery's count rises", async ({ page, signIn }) => {
      test.setTimeout(60_000);
      await signIn({ walletAddress: Wallet.createRandom().address });
      const lotteryId = openLottery("Tickets by card or provider");
      const before = await ticketsSold(page, lotteryId);
      await orderTickets(page, lotteryId, javaScriptEnabled, 3, "Pay with card");
      await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_test_/);
      await expect(page.getByText(/^3 tickets for /)).toBeVisible();
      await page.getByRole("button", { name: /^Pay \$/ }).click();
      await expect(page).toHaveURL(new RegExp(`/lottery_(purchased|confirmation)/${lotteryId}\\?order=[A-Za-z0-9]{20}$`));
      await expect(page.getByText("Your order for 3 tickets is confirmed.")).toBeVisible({ timeout: 20_000 });
      await expect(page).toHaveURL(new RegExp(`/lottery_confirmation/${lotteryId}\\?order=`));
      await page.getByRole("link", { name: "Close" }).click();
      await expect(page).toHaveURL(new RegExp(`/lottery/${lotteryId}$`));
      expect(await ticketsSold(page, lotteryId)).toBe(before + 3);
    });

    test("buys tickets by the crypto provider: the sandbox charge, the confirmation, and the lottery's count rises", async ({ page, signIn }) => {
      test.setTimeout(60_000);
      await signIn({ walletAddress: Wallet.createRandom().address });
      const lotteryId = openLottery("Tickets by card or provider");
      const before = await ticketsSold(page, lotteryId);
      await orderTickets(page, lotteryId, javaScriptEnabled, 2, "Crypto payments provider");
      await expect(page).toHaveURL(/\/sandbox\/charge\/[A-Z0-9]{8}$/);
      await page.getByRole("button", { name: /^Pay \$[\d.,]+$/ }).click();
      await expect(page.getByText("Your order for 2 tickets is confirmed.")).toBeVisible({ timeout: 20_000 });
      expect(await ticketsSold(page, lotteryId)).toBe(before + 2);
    });

    test("a cancelled card or crypto payment issues nothing and returns to the lottery", async ({ page, signIn }) => {
      test.setTimeout(60_000);
      await signIn({ walletAddress: Wallet.createRandom().address });
      const lotteryId = openLottery("Tickets by card or provider");
      const before = await ticketsSold(page, lotteryId);
      await orderTickets(page, lotteryId, javaScriptEnabled, 4, "Pay with card");
      await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_test_/);
      await page.getByRole("button", { name: "Cancel" }).click();
      await expect(page).toHaveURL(new RegExp(`/lottery/${lotteryId}$`));
      await expect(page.getByText("Card payment cancelled: nothing was charged.")).toBeVisible();

      await orderTickets(page, lotteryId, javaScriptEnabled, 4, "Crypto payments provider");
      await expect(page).toHaveURL(/\/sandbox\/charge\/[A-Z0-9]{8}$/);
      await page.getByRole("button", { name: "Cancel" }).click();
      await expect(page).toHaveURL(new RegExp(`/lottery/${lotteryId}$`));
      expect(await ticketsSold(page, lotteryId)).toBe(before);
    });
  });
}
