import { E2E_PASSWORD, e2eDatabase, expect, signInThrough, test } from "./support";
import { openLottery } from "./lotteries";
import { anotherTrader, openStandardWallet } from "./trading";

/**
 * Lottery tickets paid by wallet (docs/decisions/162-lottery-tickets-on-chain.md): with JavaScript,
 * the injected browser wallet pays from the ticket popup; without it, the standard wallet pays by
 * password from the plain form page /lottery_pop?lottery={id}. Either way the order's page follows
 * the payment until the indexer has issued the tickets, and the lottery's counts rise by them.
 */

/** The lottery's counts and the buyer's issued entries, as the read model holds them. */
function counts(lotteryId: number, userId: number): { totalTickets: number; totalPlayers: number; issued: number } {
  const database = e2eDatabase();
  try {
    const lottery = database.prepare("SELECT total_tickets AS totalTickets, total_players AS totalPlayers FROM lotteries WHERE id = ?").get(lotteryId) as { totalTickets: number; totalPlayers: number };
    const issued = database.prepare("SELECT coalesce(sum(tickets), 0) AS n FROM lottery_entries WHERE lottery_id = ? AND user_id = ? AND status = 'confirmed'").get(lotteryId, userId) as { n: number };
    return { ...lottery, issued: issued.n };
  } finally {
    database.close();
  }
}

test("with JavaScript, a browser wallet pays 3 tickets from the popup: the order is confirmed and the counts rise", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const lotteryId = openLottery("Wallet tickets");
  const buyer = await anotherTrader(browser, baseURL!, "Lata Lottery");
  const { page } = buyer;
  await page.goto(`/lottery/${lotteryId}`);
  await page.getByRole("link", { name: "PURCHASE TICKETS" }).click();
  const dialog = page.getByRole("dialog", { name: "Purchase tickets" });
  await dialog.getByRole("button", { name: "One ticket more" }).click();
  await dialog.getByRole("button", { name: "One ticket more" }).click();
  await expect(dialog.getByLabel("Number of tickets")).toHaveValue("3");
  const wallet = dialog.getByRole("region", { name: "Pay by wallet" });
  await expect(wallet.getByRole("button", { name: "Pay from your standard wallet" })).toHaveCount(0);
  await wallet.getByRole("button", { name: "Pay with your wallet" }).click();

  // The order's page follows the payment until the indexer issued the tickets, then confirms them.
  await expect(page).toHaveURL(new RegExp(`/lottery_(purchased|confirmation)/${lotteryId}\\?order=[A-Za-z0-9]{20}$`), { timeout: 30_000 });
  expect(await buyer.texts()).toContain("Transaction submitted to the blockchain, Please wait");
  await expect(page.getByText("Your order for 3 tickets is confirmed.")).toBeVisible({ timeout: 30_000 });
  expect(counts(lotteryId, buyer.user.id)).toEqual({ totalTickets: 3, totalPlayers: 1, issued: 3 });
  await page.goto(`/lottery/${lotteryId}`);
  await expect(page.getByText("3 of 100 tickets").first()).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the standard wallet pays 2 tickets by password from /lottery_pop: a wrong password sends nothing, the right one confirms them", async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const lotteryId = openLottery("Standard wallet tickets");
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const user = await signInThrough(context.request);
    const page = await context.newPage();
    await openStandardWallet(page, user.email);

    await page.goto(`/lottery_pop?lottery=${lotteryId}`);
    const wallet = page.getByRole("region", { name: "Pay by wallet" });
    await expect(wallet.getByText("please turn on JavaScript", { exact: false })).toHaveCount(0);
    await wallet.getByLabel("Tickets to pay from your standard wallet").fill("2");
    await wallet.getByLabel("Confirm with your password").fill("not my password");
    await wallet.getByRole("button", { name: "Pay from your standard wallet" }).click();
    await expect(page.getByRole("region", { name: "Pay by wallet" }).getByRole("alert")).toHaveText("Wrong password");
    expect(counts(lotteryId, user.id).issued).toBe(0);

    const again = page.getByRole("region", { name: "Pay by wallet" });
    await again.getByLabel("Tickets to pay from your standard wallet").fill("2");
    await again.getByLabel("Confirm with your password").fill(E2E_PASSWORD);
    await again.getByRole("button", { name: "Pay from your standard wallet" }).click();
    // Without JavaScript the order's page refreshes itself until the tickets are issued.
    await expect(page.getByText("Your order for 2 tickets is confirmed.")).toBeVisible({ timeout: 30_000 });
    expect(counts(lotteryId, user.id)).toEqual({ totalTickets: 2, totalPlayers: 1, issued: 2 });
    await page.goto(`/lottery/${lotteryId}`);
    await expect(page.getByText("2 of 100 tickets").first()).toBeVisible();
    await context.close();
  });

  test("a signed-in account without a wallet is shown where to connect or open one", async ({ page, signIn }) => {
    const lotteryId = openLottery("No wallet yet");
    await signIn();
    await page.goto(`/lottery_pop?lottery=${lotteryId}`);
    const wallet = page.getByRole("region", { name: "Pay by wallet" });
    await expect(wallet).toContainText("open the standard wallet we keep for your account");
    await expect(wallet.getByRole("link", { name: "Connect or open a wallet" })).toHaveAttribute("href", /^\/wallet\?redirectTo=/);
  });
});
