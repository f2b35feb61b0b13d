import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { accountByEmail, e2eDatabase, expect, expectAccessible, freshEmail, test, E2E_PASSWORD, type E2eUser } from "./support";

type SignIn = () => Promise<E2eUser>;

function setRole(userId: number, role: "admin" | "studio" | "user", productionHouseId: number | null = null) {
  const database = e2eDatabase();
  database.prepare("UPDATE users SET role = ?, production_house_id = ? WHERE id = ?").run(role, productionHouseId, userId);
  database.close();
}

const artwork = () => sharp({ create: { width: 900, height: 700, channels: 3, background: "#c63" } }).png().toBuffer();

/** axe runs inside the page, so it can only check pages while JavaScript is on (as every spec here does). */
const accessible = (page: Page, javaScriptEnabled: boolean) => (javaScriptEnabled ? expectAccessible(page) : Promise.resolve());

/** The console's main journey: films and NFTs from creation to the public pages and back. */
async function catalogueJourney(page: Page, signIn: SignIn, javaScriptEnabled: boolean) {
  const admin = await signIn();
  setRole(admin.id, "admin");
  const slug = `e2e-film-${randomBytes(3).toString("hex")}`;
  const filmName = `E2E Film ${slug.slice(-6)}`;

  await page.goto("/studio");
  await expect(page.getByRole("heading", { level: 1, name: "Studio console" })).toBeVisible();
  await accessible(page, javaScriptEnabled);

  await page.getByRole("navigation", { name: "Studio console" }).getByRole("link", { name: "Films" }).click();
  await page.getByRole("link", { name: "New film" }).click();
  await page.getByLabel("Name", { exact: true }).fill(filmName);
  await page.getByLabel("Page address", { exact: true }).fill("Not a slug!");
  await page.getByLabel("Tagline", { exact: true }).fill("A film for the test");
  await page.getByLabel("Blurb", { exact: true }).fill("About the film.");
  await page.getByLabel("Release year", { exact: true }).fill("2025");
  await page.getByLabel("Collection", { exact: true }).selectOption("live");
  await page.getByLabel("Poster image", { exact: true }).fill("/art/films/kabali-poster.svg");
  await page.getByLabel("Banner image", { exact: true }).fill("/art/films/kabali-banner.svg");
  await page.getByLabel("Production house", { exact: true }).selectOption({ index: 1 });
  await page.getByRole("button", { name: "Create film" }).click();
  await expect(page.getByText("Use lower-case letters, digits and single dashes")).toBeVisible();
  await expect(page.getByLabel("Page address", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await accessible(page, javaScriptEnabled);

  await page.getByLabel("Page address", { exact: true }).fill(slug);
  await page.getByRole("button", { name: "Create film" }).click();
  await expect(page.locator(".toast")).toContainText("Film created");
  expect((await page.request.get(`/${slug}`)).status()).toBe(404);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.locator(".toast")).toContainText("Film published");
  await page.goto(`/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: filmName })).toBeVisible();

  await page.goto("/studio/nfts/new");
  await page.getByLabel("Title", { exact: true }).fill("E2E Piece");
  await page.getByLabel("Description", { exact: true }).fill("A still.");
  await page.getByLabel("About", { exact: true }).fill("From the last day of the shoot.");
  const filmOption = page.getByLabel("Film", { exact: true }).locator("option", { hasText: filmName });
  await page.getByLabel("Film", { exact: true }).selectOption((await filmOption.getAttribute("value"))!);
  await page.getByLabel("Collection (rarity)", { exact: true }).selectOption("Rare");
  await page.getByLabel("Category", { exact: true }).fill("Still");
  await page.getByLabel("Celebrity", { exact: true }).fill("E2E Star");
  await page.getByLabel("Production house", { exact: true }).selectOption({ index: 1 });
  await page.getByLabel("Price in USD", { exact: true }).fill("12.50");
  await page.getByLabel("Quantity (editions)", { exact: true }).fill("5");
  // No file chosen: the artwork is asked for, not called a file of the wrong kind.
  await page.getByRole("button", { name: "Create NFT" }).click();
  await expect(page.getByText("Please choose the artwork: a JPG, PNG or WebP image.")).toBeVisible();
  await expect(page.getByText("That file is not a JPG, PNG or WebP image", { exact: false })).toHaveCount(0);
  await page.getByLabel("Artwork", { exact: true }).setInputFiles({ name: "art.png", mimeType: "image/png", buffer: await artwork() });
  await page.getByRole("button", { name: "Create NFT" }).click();
  await expect(page.locator(".toast")).toContainText("NFT created");
  const id = page.url().split("/").pop()!;
  await expect(page.getByRole("img", { name: "Artwork of E2E Piece" })).toHaveAttribute("src", /^\/uploads\/thumb-[0-9a-f]{16}\.png$/);
  await accessible(page, javaScriptEnabled);
  expect((await page.request.get(`/nftdetail/${id}`)).status()).toBe(404);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.locator(".toast")).toContainText("NFT published");
  await page.goto(`/nftdetail/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "E2E Piece" })).toBeVisible();

  const renamed = `E2E Piece, renamed ${slug.slice(-6)}`;
  await page.goto(`/studio/nfts/${id}`);
  await page.getByLabel("Title", { exact: true }).fill(renamed);
  await page.getByRole("button", { name: "Save NFT" }).click();
  await expect(page.locator(".toast")).toContainText("NFT saved");
  await page.getByRole("button", { name: "Unpublish", exact: true }).click();
  await expect(page.locator(".toast")).toContainText("NFT unpublished");
  const hidden = await page.goto(`/nftdetail/${id}`);
  expect(hidden?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "We couldn't find that page" })).toBeVisible();

  // The console's list finds it among every NFT by a part of its title and its published state.
  await page.goto("/studio");
  await page.getByRole("link", { name: /^\d+ unpublished$/ }).click();
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("unpublished");
  await page.getByLabel("Title", { exact: true }).fill(slug.slice(-6));
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByText("1 NFT matches")).toBeVisible();
  await accessible(page, javaScriptEnabled);
  await page.getByLabel("Status", { exact: true }).selectOption("published");
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByText("No NFTs match.")).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption("");
  await page.getByRole("button", { name: "Find" }).click();
  await page.getByRole("link", { name: new RegExp(`^${renamed} \\(`) }).click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(renamed);

  await page.goto("/studio/audit");
  await expect(page.getByText(`nft.unpublish nft #${id}`)).toBeVisible();
  await accessible(page, javaScriptEnabled);
}

/** An admin makes someone a studio account; that account then sees only its own house. */
async function rolesJourney(page: Page, signIn: SignIn, browser: import("@playwright/test").Browser, javaScriptEnabled: boolean) {
  const admin = await signIn();
  setRole(admin.id, "admin");
  const email = freshEmail("studio");
  const created = await page.request.post("/auth/signup", { data: { name: "Studio Person", email, password: E2E_PASSWORD, phone: "9876543210" } });
  expect(created.status()).toBe(200);

  await page.goto("/studio/roles");
  await page.getByLabel("Account email", { exact: true }).fill(email);
  await page.getByLabel("Role", { exact: true }).selectOption("studio");
  await page.getByRole("button", { name: "Save role" }).click();
  await expect(page.getByText("A studio account needs its production house.")).toBeVisible();
  await page.getByLabel("Production house (studio accounts)", { exact: true }).selectOption({ index: 1 });
  await page.getByRole("button", { name: "Save role" }).click();
  await expect(page.locator(".toast")).toContainText(`${email} is now a studio account.`);
  await expect(page.getByRole("cell", { name: `Studio Person (${email})`, exact: true })).toBeVisible();
  await accessible(page, javaScriptEnabled);

  const context = await browser.newContext({ javaScriptEnabled });
  const studioPage = await context.newPage();
  await studioPage.goto("/studio");
  await expect(studioPage).toHaveURL(/\/login\?redirectTo=%2Fstudio$/);
  await studioPage.getByLabel("Email").fill(email);
  await studioPage.getByLabel("Password").fill(E2E_PASSWORD);
  await studioPage.getByRole("button", { name: "Sign in" }).click();
  await expect(studioPage.getByRole("heading", { level: 1, name: "Studio console" })).toBeVisible();
  await expect(studioPage.getByRole("navigation", { name: "Studio console" }).getByRole("link", { name: "Roles" })).toHaveCount(0);
  const forbidden = await studioPage.goto("/studio/roles");
  expect(forbidden?.status()).toBe(403);
  await expect(studioPage.getByRole("heading", { name: "You don't have access to this page" })).toBeVisible();
  await context.close();
  expect(accountByEmail(email).id).toBeGreaterThan(0);
}

/** The site's own content: a blog post from draft to the public blog and back, and the team. */
async function contentJourney(page: Page, signIn: SignIn, javaScriptEnabled: boolean) {
  const admin = await signIn();
  setRole(admin.id, "admin");
  const slug = `e2e-post-${randomBytes(3).toString("hex")}`;
  await page.goto("/studio");
  await page.getByRole("navigation", { name: "Studio console" }).getByRole("link", { name: "Blog posts" }).click();
  await page.getByRole("link", { name: "New post" }).click();
  await page.getByLabel("Title", { exact: true }).fill("E2E Dispatch");
  await page.getByLabel("Page address", { exact: true }).fill(slug);
  await page.getByLabel("Excerpt", { exact: true }).fill("A dispatch from the set.");
  await page.getByLabel("Body", { exact: true }).fill('<p>Lights up.</p><script>alert("x")</script>');
  await page.getByLabel("Author", { exact: true }).fill("E2E Desk");
  await page.getByLabel("Cover image", { exact: true }).fill("ftp://nope");
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(page.getByText("The cover image must be a path on this site")).toBeVisible();
  await expect(page.getByLabel("Cover image", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await accessible(page, javaScriptEnabled);
  await page.getByLabel("Cover image", { exact: true }).fill("/art/blog/a-beginners-guide-to-diginoor.svg");
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(page.locator(".toast")).toContainText("Post created");
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.locator(".toast")).toContainText("Post published");
  await accessible(page, javaScriptEnabled);

  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: "E2E Dispatch" })).toBeVisible();
  await expect(page.getByText("Lights up.")).toBeVisible();
  expect(await page.content()).not.toContain('alert("x")');

  await page.goto("/studio/posts");
  await page.getByRole("link", { name: "E2E Dispatch" }).click();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.locator(".toast")).toContainText("Post deleted");
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);

  await page.goto("/studio/team/new");
  const crew = `E2E Crew ${slug.slice(-6)}`;
  await page.getByLabel("Name", { exact: true }).fill(crew);
  await page.getByLabel("Role", { exact: true }).fill("Key grip");
  await page.getByLabel("Photo", { exact: true }).fill("/art/team/1.svg");
  await page.getByRole("button", { name: "Add team member" }).click();
  await expect(page.locator(".toast")).toContainText("Team member added");
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: crew })).toBeVisible();
}

/** A catalogue auction item with no token yet, as the console's NFT form creates one. */
function auctionItem(): number {
  const database = e2eDatabase();
  try {
    const row = database
      .prepare(
        `INSERT INTO nfts (serial, title, media_url, thumb_url, film_id, production_house_id, celebrity, rarity, category, description, about, price_cents, quantity, available, sale_type, exclusive)
         SELECT ?, 'E2E Auction Piece', media_url, thumb_url, film_id, production_house_id, celebrity, rarity, category, description, about, price_cents, 1, 1, 'auction', exclusive FROM nfts WHERE id = 1
         RETURNING id`,
      )
      .get(`E2E-AUC-${randomBytes(4).toString("hex")}`) as { id: number };
    return row.id;
  } finally {
    database.close();
  }
}

/** An admin starts the auction of a primary auction item; its page then takes bids. */
async function auctionJourney(page: Page, signIn: SignIn, javaScriptEnabled: boolean) {
  const admin = await signIn();
  setRole(admin.id, "admin");
  const id = auctionItem();
  await page.goto(`/studio/nfts/${id}`);
  await page.getByLabel("Number of days", { exact: true }).fill("45");
  await page.getByRole("button", { name: "Start auction" }).click();
  await expect(page.getByText("Please choose from 1 to 30 days.")).toBeVisible();
  await accessible(page, javaScriptEnabled);
  await page.getByLabel(/^Reserve price/).fill("0.05");
  await page.getByLabel("Number of days", { exact: true }).fill("2");
  await page.getByRole("button", { name: "Start auction" }).click();
  await expect(page.locator(".toast")).toContainText("Auction started");
  // The single unit is taken: no second start, and the item stays an auction.
  await expect(page.getByText("Its single token is minted: its auction shows here while it is open")).toBeVisible();
  await expect(page.getByRole("button", { name: "Start auction" })).toHaveCount(0);
  await page.getByRole("combobox", { name: "Auction", exact: true }).selectOption("No");
  await page.getByRole("button", { name: "Save NFT" }).click();
  await expect(page.getByText("This NFT already has a token: it can no longer switch between auction and fixed price.")).toBeVisible();
  await expect(async () => {
    await page.goto(`/nftdetail/${id}`);
    await expect(page.getByRole("link", { name: "Place a bid" })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.locator(".nft-trade__price", { hasText: "0.05000 ETH" })).toBeVisible();
}

// The console's journeys fill long forms and run axe on each page, on a shared machine.
test.describe.configure({ timeout: 240_000 });

test("a signed-in user without a console role gets a 403 page", async ({ page, signIn }) => {
  await signIn();
  const response = await page.goto("/studio/films");
  expect(response?.status()).toBe(403);
  await expect(page.getByText("The studio console is for studio and admin accounts.")).toBeVisible();
  await expectAccessible(page);
});

test("on a phone the console is the phone's width: a wide table scrolls sideways within itself", async ({ page, signIn }) => {
  const admin = await signIn();
  setRole(admin.id, "admin");
  await page.setViewportSize({ width: 390, height: 844 });
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  for (const path of ["/studio/films", "/studio/nfts", "/studio/lotteries", "/studio/orders", "/studio/posts", "/studio/team", "/studio/houses", "/studio/audit", "/studio/roles"]) {
    await page.goto(path);
    expect(await pageWidth(), path).toBe(390);
  }
  // The roles table (an account's name and email, its role, its house, its actions) is wider than 390 px.
  const table = page.getByRole("region", { name: "Roles table" });
  const overflow = await table.evaluate((region) => region.scrollWidth - region.clientWidth);
  expect(overflow).toBeGreaterThan(0);
  await table.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => table.evaluate((region) => region.scrollLeft)).toBeGreaterThan(0);
  expect(await pageWidth()).toBe(390);
  await expectAccessible(page);
});

/** The inbox pages through many messages, and marking one read comes back to the page it was on. */
async function inboxJourney(page: Page, signIn: SignIn, javaScriptEnabled: boolean) {
  const admin = await signIn();
  setRole(admin.id, "admin");
  const tag = randomBytes(3).toString("hex");
  const database = e2eDatabase();
  const insert = database.prepare("INSERT INTO contact_messages (name, email, message) VALUES (?, ?, ?)");
  for (let i = 0; i < 60; i++) insert.run(`Inbox fan ${tag} ${i}`, `fan.${tag}.${i}@example.com`, "Please add more films.");
  database.close();

  await page.goto("/studio/inbox");
  await expect(page.getByText(/^[\d,]+ messages; 1–50 shown$/)).toBeVisible();
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/studio\/inbox\?page=2$/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await accessible(page, javaScriptEnabled);
  const first = page.locator("article").first();
  const heading = (await first.getByRole("heading").textContent())!;
  await first.getByRole("button", { name: /^Mark as (read|unread)$/ }).click();
  await expect(page.locator(".toast")).toContainText(heading.startsWith("Unread: ") ? "Marked as read." : "Marked as unread.");
  await expect(page).toHaveURL(/\/studio\/inbox\?page=2$/);
}

async function lotteryTicketsJourney(page: Page, signIn: SignIn, javaScriptEnabled: boolean) {
  const admin = await signIn();
  setRole(admin.id, "admin");
  const database = e2eDatabase();
  const lotteryId = Number(
    database
      .prepare("INSERT INTO lotteries (name, image_url, description, ticket_price_cents, prize_pool_cents, total_players, total_tickets, draws_at) VALUES (?, ?, ?, 500, 50000, 1, 120, ?)")
      .run(`Ticket pages ${randomBytes(3).toString("hex")}`, "/art/films/kabali-poster.svg", "Sixty orders of two tickets.", Date.now() + 86_400_000).lastInsertRowid,
  );
  const insert = database.prepare("INSERT INTO lottery_entries (lottery_id, user_id, tickets, amount_cents, payment_method, status) VALUES (?, ?, 2, 1000, 'card', 'confirmed')");
  for (let i = 0; i < 60; i++) insert.run(lotteryId, admin.id);
  database.close();

  await page.goto(`/studio/lotteries/${lotteryId}`);
  await expect(page.getByText("120 tickets sold; 60 orders; 1–50 shown")).toBeVisible();
  await expect(page.getByRole("region", { name: "Ticket orders table" }).locator("tbody tr")).toHaveCount(50);
  await page.getByRole("navigation", { name: "Pages of tickets" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(new RegExp(`/studio/lotteries/${lotteryId}\\?page=2#tickets$`));
  await expect(page.getByText("120 tickets sold; 60 orders; 51–60 shown")).toBeVisible();
  await expect(page.getByRole("region", { name: "Ticket orders table" }).locator("tbody tr")).toHaveCount(10);
  await expect(page.getByText("Page 2 of 2")).toBeVisible();
  await accessible(page, javaScriptEnabled);
}

test.describe("with JavaScript", () => {
  test("film and NFT: create, publish, public pages, edit, unpublish → 404, audit", async ({ page, signIn }) => {
    await catalogueJourney(page, signIn, true);
  });
  test("roles: an admin grants a studio role; the studio signs in and is kept out of admin pages", async ({ page, browser, signIn }) => {
    await rolesJourney(page, signIn, browser, true);
  });
  test("blog post: create, publish, public page, delete → 404; a team member on the About page", async ({ page, signIn }) => {
    await contentJourney(page, signIn, true);
  });
  test("auction item: start its auction once from the console, which keeps it an auction; the item page takes bids", async ({ page, signIn }) => {
    await auctionJourney(page, signIn, true);
  });
  test("inbox: pages through its messages; a message marked read stays on its page", async ({ page, signIn }) => {
    await inboxJourney(page, signIn, true);
  });
  test("lottery tickets: a lottery's ticket orders page through, fifty at a time", async ({ page, signIn }) => {
    await lotteryTicketsJourney(page, signIn, true);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("film and NFT: create, publish, public pages, edit, unpublish → 404, audit", async ({ page, signIn }) => {
    await catalogueJourney(page, signIn, false);
  });
  test("roles: an admin grants a studio role; the studio signs in and is kept out of admin pages", async ({ page, browser, signIn }) => {
    await rolesJourney(page, signIn, browser, false);
  });
  test("blog post: create, publish, public page, delete → 404; a team member on the About page", async ({ page, signIn }) => {
    await contentJourney(page, signIn, false);
  });
  test("auction item: start its auction once from the console, which keeps it an auction; the item page takes bids", async ({ page, signIn }) => {
    await auctionJourney(page, signIn, false);
  });
  test("inbox: pages through its messages; a message marked read stays on its page", async ({ page, signIn }) => {
    await inboxJourney(page, signIn, false);
  });
  test("lottery tickets: a lottery's ticket orders page through, fifty at a time", async ({ page, signIn }) => {
    await lotteryTicketsJourney(page, signIn, false);
  });
});
