import type { Page } from "@playwright/test";
import { describeLayoutShift, recordedLayoutShifts, RECORD_LAYOUT_SHIFTS } from "../../scripts/layout-shifts";
import { e2eDatabase, expect, expectAccessible, holdRequests, openSettled, test } from "./support";

/** A token the seeded catalogue put on chain, and the transaction that minted it. */
function seededToken(): { tokenId: number; nftId: number; mintTxHash: string; owner: string } {
  const database = e2eDatabase();
  try {
    return database
      .prepare("SELECT token_id AS tokenId, nft_id AS nftId, mint_tx_hash AS mintTxHash, owner_address AS owner FROM tokens ORDER BY token_id LIMIT 1")
      .get() as { tokenId: number; nftId: number; mintTxHash: string; owner: string };
  } finally {
    database.close();
  }
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("explorer", () => {
  test("the item page's proof link opens the collectible contract on the built-in explorer", async ({ page, signIn }) => {
    await signIn();
    const { nftId } = seededToken();
    await page.goto(`/nftdetail/${nftId}`);
    await expect(page.getByText("appears here once the collection contract is deployed")).toHaveCount(0);
    await page.getByRole("link", { name: "view proof of authenticity" }).click();
    await expect(page).toHaveURL(/\/explorer\/address\/0x[0-9a-fA-F]{40}$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Diginoor collectible contract");
    await expect(page.getByText("Tokens minted")).toBeVisible();
    await expectAccessible(page);
  });

  test("a token shows its owner, a way to its offers and its transfer history; its mint transaction shows status, block and decoded events", async ({ page }) => {
    const token = seededToken();
    await page.goto(`/explorer/token/${token.tokenId}`);
    await expect(page.getByRole("heading", { name: `Token #${token.tokenId}` })).toBeVisible();
    await expect(page.getByText(token.owner, { exact: false }).first()).toBeVisible();
    await expect(page.getByRole("cell", { name: "Mint" }).first()).toBeVisible();
    await expectAccessible(page);
    // Any token, listed or not, leads to its offers.
    await page.getByRole("link", { name: "Offers on this token" }).click();
    await expect(page).toHaveURL(new RegExp(`/offers/${token.tokenId}$`));

    await page.goto(`/explorer/tx/${token.mintTxHash}`);
    await expect(page.getByText("Success")).toBeVisible();
    await expect(page.getByText("Block", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Collectible: Transfer/ })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
  });

  test("transaction links of the product point at the explorer helper's pages", async ({ page, signIn }) => {
    await signIn();
    const database = e2eDatabase();
    const sale = database.prepare("SELECT nft_id AS nftId, tx_hash AS txHash FROM sales LIMIT 1").get() as { nftId: number; txHash: string } | undefined;
    database.close();
    test.skip(!sale, "no seeded sale on this chain");
    await page.goto(`/nftdetail/${sale!.nftId}`);
    const link = page.locator(`a[href="/explorer/tx/${sale!.txHash}"]`).first();
    await expect(link).toBeVisible();
  });

  for (const path of ["/explorer/address/0x123", "/explorer/tx/0xnothex", `/explorer/tx/0x${"ab".repeat(32)}`, "/explorer/token/abc", "/explorer/token/999999999"]) {
    test(`${path} is a 404 page, not a 500`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "We couldn't find that page" })).toBeVisible();
    });
  }
});

test.describe("compressed pages", () => {
  test("the browser gets each page compressed in an encoding it asked for, and a client-side navigation's data too", async ({ page }) => {
    const response = await page.goto("/market");
    const asked = (await response!.request().headerValue("accept-encoding")) ?? "";
    const expected = /\bbr\b/.test(asked) ? "br" : "gzip";
    expect(await response!.headerValue("content-encoding")).toBe(expected);
    expect(await response!.headerValue("vary")).toMatch(/Accept-Encoding/i);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForFunction(() => "__remixRouter" in window);
    const data = page.waitForResponse((answer) => answer.url().includes("_data="));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "COLLECTIONS" }).click();
    expect(await (await data).headerValue("content-encoding")).toBe(expected);
    await expect(page).toHaveURL(/\/collections$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("no dead ends", () => {
  test("the home tile 'Trade on the marketplace' goes to /market, and /marketplace still answers", async ({ page, request }) => {
    await page.goto("/");
    await page.getByRole("link", { name: /Trade on the marketplace/ }).click();
    await expect(page).toHaveURL(/\/market$/);
    expect((await request.get("/marketplace")).status()).toBe(200);
  });

  for (const javaScriptEnabled of [true, false]) {
    test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled });
      test("a signed-in user opening /login returns to the page they came from", async ({ page, signIn }) => {
        await signIn();
        await page.goto("/about");
        if (javaScriptEnabled) {
          // A client-side navigation, as a link to /login would make: the loader's fetch carries the Referer.
          await page.waitForFunction(() => "__remixRouter" in window);
          await page.evaluate(() => (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }).__remixRouter.navigate("/login"));
        } else {
          await page.goto("/login", { referer: new URL("/about", page.url()).href });
        }
        await expect(page).toHaveURL(/\/about$/);
      });
    });
  }
});

test.describe("media", () => {
  test("how-it-works tabs play self-hosted videos with posters and captions", async ({ page }) => {
    await page.goto("/how it works");
    const video = page.locator(".tutorials__panel video").first();
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute("poster", /\/media\/.+-poster\.jpg$/);
    const ready = await video.evaluate(async (element: HTMLVideoElement) => {
      element.preload = "auto";
      element.load();
      await new Promise((resolve) => element.addEventListener("loadeddata", resolve, { once: true }));
      return element.readyState >= 2 && element.duration > 5;
    });
    expect(ready).toBe(true);
    await expectAccessible(page);
  });

  test("the top-selling background video loops muted inline, and stays paused for reduced motion", async ({ page, browser }) => {
    await page.goto("/");
    const video = page.locator(".top-selling video");
    await expect(video).toHaveJSProperty("muted", true);
    await expect(video).toHaveJSProperty("loop", true);
    await expect(video).toHaveAttribute("poster", /top-selling-poster\.jpg$/);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);

    const reduced = await browser.newContext({ reducedMotion: "reduce" });
    const calm = await reduced.newPage();
    await openSettled(calm, page.url());
    expect(await calm.locator(".top-selling video").evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await reduced.close();
  });

  test("the item page plays animated artwork, with a pause button", async ({ page, signIn }) => {
    await signIn();
    const { nftId } = seededToken();
    await page.goto(`/nftdetail/${nftId}`);
    const art = page.locator(".nft-media img");
    await expect(art).toHaveAttribute("src", /-media\.svg$/);
    await page.getByRole("button", { name: "Pause animation" }).click();
    await expect(art).not.toHaveAttribute("src", /-media\.svg$/);
  });

  test("the contact page shows a map image with the address as text", async ({ page }) => {
    await page.goto("/contact");
    const map = page.getByRole("img", { name: /Map: the Diginoor office/ });
    await expect(map).toBeVisible();
    expect(await map.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.locator("address")).toContainText("Cathedral Road");
  });
});

test("the community section shows the seeded posts as cards", async ({ page }) => {
  await page.goto("/");
  const cards = page.locator(".community-card");
  expect(await cards.count()).toBeGreaterThan(0);
  await expect(cards.first()).toContainText("Kabali collection is live");
});

test.describe("stale messages", () => {
  test("the newsletter's invalid-email error disappears after a successful sign-up", async ({ page }) => {
    await page.goto("/about");
    const box = page.locator("#newsletter");
    await box.getByRole("textbox").fill("not-an-email");
    await box.getByRole("button", { name: "I'm in" }).click();
    await expect(box.getByRole("alert")).toBeVisible();
    await box.getByRole("textbox").fill(`fan.${Date.now()}@example.com`);
    await box.getByRole("button", { name: "I'm in" }).click();
    await expect(page.getByText(/You're in!/)).toBeVisible();
    await expect(box.getByRole("alert")).toHaveCount(0);
  });

  test("edit profile: the password mismatch error disappears after a successful save", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/profile/edit_profile");
    await page.getByLabel("New Password").fill("first password 1");
    await page.getByLabel("Confirm Password").fill("other password 2");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("OMG..! Confirm Password Not Matched !")).toBeVisible();
    await page.getByLabel("Name").fill("Renamed Fan");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Horray..! User Updated Successfully!")).toBeVisible();
    await expect(page.getByText("OMG..! Confirm Password Not Matched !")).toHaveCount(0);
  });

  test("Esc closes the mobile menu and focus returns to its toggle", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const toggle = page.locator(".mobile-menu summary");
    await toggle.click();
    await expect(page.locator(".mobile-menu")).toHaveAttribute("open", "");
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link").first().focus();
    await page.keyboard.press("Escape");
    await expect(page.locator(".mobile-menu")).not.toHaveAttribute("open", "");
    await expect(toggle).toBeFocused();
  });
});

test.describe("pages stay put while they load", () => {
  const SCRIPTS_AND_ARTWORK = /\/(build\/.*\.js|art\/.*\.svg)$/;
  const SIZES = [
    { width: 390, height: 844 },
    { width: 768, height: 1024 },
    { width: 1366, height: 768 },
  ];

  // Each page has a carousel near its top; the home page's hero artwork is the largest picture on it.
  // A film page's collectibles are a carousel on narrow screens and a grid, which stays, on wide ones.
  for (const path of ["/", "/market", "/collections", "/blog", "/lottery", "/kabali"]) {
    test(`${path} does not move when its scripts and pictures arrive after it is shown`, async ({ page }) => {
      await page.addInitScript(RECORD_LAYOUT_SHIFTS);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        // Scripts and artwork held back, as on a slow connection: the page is shown without them first.
        const release = await holdRequests(page, SCRIPTS_AND_ARTWORK);
        await page.goto(path, { waitUntil: "commit" });
        await expect(page.locator(".carousel--static").first()).toBeVisible();
        await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
        release();
        // Every carousel taken over by react-slick, every picture in place.
        await expect(page.locator(size.width > 1024 ? ".carousel--static:not(.carousel--grid-desktop)" : ".carousel--static")).toHaveCount(0);
        await page.waitForLoadState("networkidle");
        await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
        const shifts = await page.evaluate(recordedLayoutShifts);
        expect(shifts.map(describeLayoutShift), `layout shifts of ${path} at ${size.width} px`).toEqual([]);
        await page.unroute(SCRIPTS_AND_ARTWORK);
      }
    });
  }
});

test.describe("carousels once interactive", () => {
  test("a featured article keeps its picture beside its text", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto("/blog");
    const featured = page.getByRole("region", { name: "Featured articles" });
    await expect(featured.locator(".slick-initialized")).toBeVisible();
    // Both boxes read in one frame: the carousel advances by itself.
    const [pictureRight, textLeft] = await featured.locator('.slick-slide[data-index="0"]').evaluate((slide) => [
      slide.querySelector("img")!.getBoundingClientRect().right,
      slide.querySelector(".blog-featured__text")!.getBoundingClientRect().left,
    ]);
    expect(pictureRight).toBeLessThanOrEqual(textLeft);
  });

  test("Tab from a carousel's Previous button reaches the film shown, whose slide is a link", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto("/collections");
    const films = page.getByRole("region", { name: "Featured films" });
    await expect(films.locator(".slick-initialized")).toBeVisible();
    await films.getByRole("button", { name: "Previous" }).focus();
    await page.keyboard.press("Tab");
    await expect(films.locator(".slick-slide a.collections-banner__slide:focus")).toHaveCount(1);
  });
});
