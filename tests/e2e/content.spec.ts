import type { Page } from "@playwright/test";
import { expect, expectAccessible, openSettled, test, WIDTHS } from "./support";

const SENT = "Thank you! Your message has reached the Diginoor team. We reply within two working days.";
const SUBSCRIBED = "You're in! Watch your inbox for new drops and auctions.";
const NEWSLETTER_LABEL = "Get the latest drops and auctions in your inbox";

/** Opens a page that must answer 200, once its scripts (when enabled) have run. */
async function open(page: Page, path: string) {
  const response = await openSettled(page, path);
  expect(response?.status(), path).toBe(200);
}

const uniqueEmail = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function sendContactForm(page: Page) {
  await open(page, "/contact");
  await page.getByRole("button", { name: "Send message" }).click();

  const name = page.getByLabel("Your name");
  await expect(page.getByText("Please tell us your name.")).toBeVisible();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAttribute("aria-describedby", "contact-name-error");
  await expect(page.locator("#contact-email-error")).toHaveText("Please enter your email address.");
  await expect(page.locator("#contact-message-error")).toBeVisible();
  await expect(page.locator(".notice--success")).toHaveCount(0);

  await name.fill("Priya Raman");
  await page.getByLabel("Email address").fill(uniqueEmail("priya"));
  await page.getByLabel("Message", { exact: true }).fill("When does the Mersal collection drop?");
  await page.getByRole("button", { name: "Send message" }).click();

  await expect(page).toHaveURL(/\/contact\?sent=1$/);
  await expect(page.locator(".notice--success")).toHaveText(SENT);
  await expect(page.getByText("Please tell us your name.")).toHaveCount(0);
}

async function subscribeFromFooterWithScripts(page: Page) {
  await open(page, "/about");
  const footer = page.getByRole("contentinfo");
  const email = footer.getByLabel(NEWSLETTER_LABEL);
  await email.fill("not-an-email");
  await footer.getByRole("button", { name: "I'm in" }).click();
  await expect(footer.getByText("Please enter a valid email address, like name@example.com.")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");

  await email.fill(uniqueEmail("fan"));
  await footer.getByRole("button", { name: "I'm in" }).click();
  await expect(page.getByRole("status").getByText(SUBSCRIBED)).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
}

test.describe("with JavaScript", () => {
  test("the contact form shows field errors, then confirms a sent message", async ({ page }) => {
    await sendContactForm(page);
  });

  test("the footer newsletter box rejects a malformed address and confirms a valid one", async ({ page }) => {
    await subscribeFromFooterWithScripts(page);
  });

  test("the rarity picker swaps the card in place", async ({ page }) => {
    await open(page, "/about");
    const legendary = page.getByRole("button", { name: "Legendary" });
    await legendary.click();
    await expect(legendary).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "Common" })).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByRole("img", { name: "A Legendary collectible card" })).toHaveAttribute("src", "/art/rarity/legendary.svg");
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form shows field errors, then confirms a sent message", async ({ page }) => {
    await sendContactForm(page);
  });

  test("the contact form names the collectible a report is about and ignores bad parameters", async ({ page }) => {
    await open(page, "/contact?topic=report&nft=12");
    await expect(page.getByText(/Report collectible #12/)).toBeVisible();
    await open(page, "/contact?topic=%3Cscript%3E&nft=abc");
    await expect(page.getByText(/Subject:/)).toHaveCount(0);
  });

  test("the footer newsletter box rejects a malformed address and confirms a valid one", async ({ page }) => {
    await open(page, "/about");
    await page.getByRole("contentinfo").getByLabel(NEWSLETTER_LABEL).fill("fan@");
    await page.getByRole("contentinfo").getByRole("button", { name: "I'm in" }).click();

    await expect(page).toHaveURL(/\/footer$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join the newsletter");
    const main = page.getByRole("main");
    const email = main.getByLabel(NEWSLETTER_LABEL);
    await expect(main.getByText("Please enter a valid email address, like name@example.com.")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");

    await email.fill(uniqueEmail("fan"));
    await main.getByRole("button", { name: "I'm in" }).click();
    await expect(page.getByRole("status").getByText(SUBSCRIBED)).toBeVisible();
  });

  test("the rarity picker shows the chosen tier", async ({ page }) => {
    await open(page, "/about");
    await page.getByRole("button", { name: "Rare", exact: true }).click();
    await expect(page).toHaveURL(/\/about\?rarity=Rare#rarity$/);
    await expect(page.getByRole("button", { name: "Rare", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("img", { name: "A Rare collectible card" })).toBeVisible();
  });

  test("the tutorial tabs switch between their videos, none empty", async ({ page }) => {
    await open(page, "/how%20it%20works");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Everything you need to know");
    await page.locator("label", { hasText: "Purchasing with Coinbase" }).click();
    await expect(page.getByLabel("Video: Purchasing with Coinbase")).toBeVisible();
    await expect(page.getByLabel("Video: All about NFT wallets")).toBeHidden();
    await page.locator("label", { hasText: "Placing bid" }).click();
    await expect(page.getByLabel("Video: Placing bid")).toBeVisible();
  });
});

test("a blog post is titled after the article and renders its body", async ({ page }) => {
  await open(page, "/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("DIGINOOR BLOG");
  await page.locator(".blog-grid").getByRole("link", { name: "What Is an NFT? A Film Fan's Guide" }).click();
  await expect(page).toHaveURL(/\/blog\/what-is-an-nft$/);
  await expect(page).toHaveTitle("What Is an NFT? A Film Fan's Guide | Diginoor");
  await expect(page.getByText("By admin")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "What do you own?" })).toBeVisible();
});

test("an unknown or malformed blog slug is a friendly 404", async ({ page }) => {
  for (const path of ["/blog/no-such-article", "/blog/Bad%20Slug%3Cscript%3E"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText("That article does not exist.")).toBeVisible();
  }
});

test("/how%20it%20works and /how it works load", async ({ page }) => {
  await open(page, "/how%20it%20works");
  await expect(page.getByRole("heading", { level: 2, name: "What is an NFT?" })).toBeVisible();
  await open(page, "/how it works");
  await expect(page.getByRole("heading", { level: 2, name: "Frequently asked questions" })).toBeVisible();
});

test("the terms name arbitration as section 18", async ({ page }) => {
  await open(page, "/Termscondition");
  await expect(page.getByRole("heading", { level: 2, name: "18. Arbitration" })).toBeVisible();
});

const PAGES = [
  "/about",
  "/how it works",
  "/blog",
  "/blog/what-is-an-nft",
  "/contact",
  "/Termscondition",
  "/Privacypolicy",
  "/collections-sub",
  "/footer",
];

for (const width of WIDTHS) {
  test.describe(`accessibility at ${width.width}px`, () => {
    test.use({ viewport: { width: width.width, height: width.height } });
    for (const path of PAGES) {
      test(`${path} has no serious accessibility violations`, async ({ visitorPage: page }) => {
        await open(page, path);
        await expectAccessible(page);
      });
    }
  });
}
