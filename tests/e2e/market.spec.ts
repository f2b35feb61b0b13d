import { expect, expectAccessible, openSettled, test, WIDTHS } from "./support";

const cards = ".market__grid .nft-card";

/** The market's filters and search, run once with JavaScript and once without. */
function marketFilterTests() {
  test("a rarity filter leaves only cards of that rarity", async ({ page }) => {
    await page.goto("/market");
    await page.getByLabel("Rarity").selectOption("Rare");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/[?&]rarity=Rare/);
    await expect(page.locator(cards).first()).toBeVisible();
    await expect(page.locator(`${cards} .rarity-badge`).filter({ hasNotText: /^Rare$/ })).toHaveCount(0);
    await expect(page.getByLabel("Rarity")).toHaveValue("Rare");
  });

  test("searching a word of a title finds that card and no other", async ({ page }) => {
    await page.goto("/market");
    await page.getByLabel("Search by title").fill("Sunglasses");
    await page.getByLabel("Search by title").press("Enter");
    await expect(page).toHaveURL(/[?&]q=Sunglasses/);
    await expect(page.locator(cards)).toHaveCount(1);
    await expect(page.locator(cards).getByRole("heading")).toHaveText("Sunglasses Flip");
    await expect(page.locator(`${cards} a[href^="/nfttransfer/"]`).first()).toBeVisible();
  });

  test("a nonsense search shows the empty state with a way back", async ({ page }) => {
    await page.goto("/market");
    await page.getByLabel("Search by title").fill("zzqx no such title");
    await page.getByRole("button", { name: "Apply filters" }).click();
    const empty = page.locator(".empty-state");
    await expect(empty).toContainText("No listings match these filters.");
    await expect(page.locator(cards)).toHaveCount(0);
    await empty.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/market$/);
    await expect(page.locator(cards).first()).toBeVisible();
    await expect(page.getByLabel("Search by title")).toHaveValue("");
  });

  test("lottery tickets: the purchase popup leads a visitor to log in", async ({ page, javaScriptEnabled }) => {
    await page.goto("/lottery/1");
    await page.getByRole("link", { name: "PURCHASE TICKETS" }).click();
    if (!javaScriptEnabled) {
      // Without JavaScript the popup is the page /lottery_pop?lottery=1, for signed-in players.
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Flottery_pop%3Flottery%3D1$/);
      await expect(page.getByText("Please Login to Continue")).toBeVisible();
      return;
    }
    const dialog = page.getByRole("dialog", { name: "Purchase tickets" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Total: $5");
    await dialog.getByLabel("Number of tickets").fill("0");
    await dialog.getByRole("button", { name: "PURCHASE TICKETS" }).click();
    await expect(page.getByRole("dialog", { name: "Purchase tickets" })).toContainText("Please choose from 1 to 100 tickets.");
    await page.getByRole("dialog", { name: "Purchase tickets" }).getByLabel("Number of tickets").fill("3");
    await page.getByRole("dialog", { name: "Purchase tickets" }).getByLabel("Pay with card").check();
    await page.getByRole("dialog", { name: "Purchase tickets" }).getByRole("button", { name: "PURCHASE TICKETS" }).click();
    // Back to the lottery after sign-in; a form posted from the open popup returns to the popup.
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Flottery%2F1(%3Fbuy%3D1)?$/);
  });
}

test.describe("market with JavaScript", () => {
  marketFilterTests();

  test("the ticket count is checked in the browser with the action's own rule, before anything is sent", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.goto("/lottery/1");
    await page.getByRole("link", { name: "PURCHASE TICKETS" }).click();
    const dialog = page.getByRole("dialog", { name: "Purchase tickets" });
    await dialog.getByLabel("Number of tickets").fill("101");
    await dialog.getByLabel("Number of tickets").blur();
    await expect(dialog.getByText("Please choose from 1 to 100 tickets.")).toBeVisible();
    await expect(dialog.getByLabel("Number of tickets")).toHaveAttribute("aria-invalid", "true");
    await dialog.getByRole("button", { name: "PURCHASE TICKETS" }).click();
    await expect(dialog.getByText("Please choose from 1 to 100 tickets.")).toBeVisible();
    expect(posts).toEqual([]);
    await dialog.getByLabel("Number of tickets").fill("2");
    await expect(dialog.getByText("Please choose from 1 to 100 tickets.")).toHaveCount(0);
  });

  test("the ticket control counts and prices with + and −", async ({ page }) => {
    await page.goto("/lottery/1");
    await page.getByRole("link", { name: "PURCHASE TICKETS" }).click();
    const dialog = page.getByRole("dialog", { name: "Purchase tickets" });
    await dialog.getByRole("button", { name: "One ticket more" }).click();
    await dialog.getByRole("button", { name: "One ticket more" }).click();
    await expect(dialog.getByLabel("Number of tickets")).toHaveValue("3");
    await expect(dialog).toContainText("Total: $15");
    await dialog.getByRole("button", { name: "One ticket fewer" }).click();
    await expect(dialog).toContainText("Total: $10");
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe("market without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  marketFilterTests();
});

test("a malformed query is ignored with a notice, never a 500", async ({ page }) => {
  const response = await page.goto("/market?rarity=<script>&page=abc");
  expect(response?.status()).toBe(200);
  await expect(page.locator(".notice")).toHaveText("Some filters were not understood and were ignored.");
  await expect(page.locator(cards).first()).toBeVisible();
});

test("ENTER CONTEST leads from /lottery to the lottery's page", async ({ page }) => {
  await page.goto("/lottery");
  await expect(page.getByRole("heading", { name: "Winner history" })).toBeVisible();
  await expect(page.getByText(/left$/).first()).toBeVisible();
  await expect(page.getByText(/\d+ of 100 tickets/).first()).toBeVisible();
  await page.getByRole("link", { name: /ENTER CONTEST/ }).first().click();
  await expect(page).toHaveURL(/\/lottery\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "PURCHASE TICKETS" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ticket history" })).toBeVisible();
});

test("an unknown lottery is a 404", async ({ page }) => {
  const response = await page.goto("/lottery/999999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
});

test("/marketplace shows the coming-soon countdown", async ({ page }) => {
  await page.goto("/marketplace");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("COMING SOON");
  const timer = page.getByRole("timer");
  await expect(timer).toBeVisible();
  await expect(timer).toContainText("69 days");
  for (const unit of ["hr", "min", "sec"]) await expect(timer).toContainText(unit);
  await expect(page.getByRole("link", { name: "Browse the market now" })).toHaveAttribute("href", "/market");
});

for (const size of WIDTHS) {
  test.describe(`accessibility at ${size.width}px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    for (const path of ["/market", "/marketplace", "/lottery", "/lottery/1", "/lottery/1?buy=1", "/lottery_pop"]) {
      test(`${path} passes axe`, async ({ visitorPage: page }) => {
        await openSettled(page, path);
        await expectAccessible(page);
      });
    }
  });
}
