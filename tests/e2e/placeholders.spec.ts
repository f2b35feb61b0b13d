import type { APIRequestContext } from "@playwright/test";
import { expect, expectAccessible, test, WIDTHS } from "./support";

/** Pages whose behaviour arrives with accounts, wallets and trading: each shows its real layout now. */
const PAGES = [
  { path: "/nftshowcase/1", text: "Owned collectibles appear on your profile Showcase", standalone: false },
  { path: "/Nft_conformation/1", text: "Your NFT is on it's way!", standalone: false },
  { path: "/Bid_conformation/1", text: "Happy you Bid an NFT!", standalone: false },
  // The e2e server has no WalletConnect project id: the page says so rather than promising a connection.
  { path: "/wallet_connect/", text: "no WalletConnect project id configured, so mobile wallets cannot connect", standalone: false },
  { path: "/fortmatic/", text: "ask for a code by email: it opens a standard wallet for your account", standalone: false },
  { path: "/nft_conformation", text: "When you buy a collectible, its confirmation page opens.", standalone: false },
  { path: "/place_a_bid", text: "Each new bid must be higher than the last one.", standalone: false },
];

const MISSING = ["/Nft_conformation/999999", "/nfttransfer/999999", "/nfttransfer/abc", "/some/unknown/path"];

type ListingAction = "Buy NFT" | "Place a bid";
const foundListings = new Map<ListingAction, string>();

/** The market links each listing's buy/bid page; returns the first listing page of the wanted kind. */
async function findListing(request: APIRequestContext, action: ListingAction): Promise<string> {
  const known = foundListings.get(action);
  if (known) return known;
  const market = await (await request.get("/market")).text();
  const paths = [...new Set([...market.matchAll(/href="(\/nfttransfer\/\d+)"/g)].map((m) => m[1]))];
  for (const path of paths) {
    if ((await (await request.get(path)).text()).includes(`>${action}</a>`)) {
      foundListings.set(action, path);
      return path;
    }
  }
  throw new Error(`no listing with "${action}" is linked from /market`);
}

test.describe("pages of later features render their layout", () => {
  for (const { path, text, standalone } of PAGES) {
    test(`${path} renders`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
      await expect(page.locator("header.site-header")).toHaveCount(standalone ? 0 : 1);
    });
  }

  test("standalone pages close to the home page", async ({ page }) => {
    await page.goto("/signup");
    await page.getByRole("link", { name: "Close" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a fixed-price listing shows its price, resale fee and total, and sends a visitor to sign in to buy", async ({ page, request }) => {
    const path = await findListing(request, "Buy NFT");
    for (const listingPath of [path, path.replace("/nfttransfer/", "/transfer/")]) {
      const response = await page.goto(listingPath);
      expect(response?.status()).toBe(200);
      await expect(page.locator("header.site-header")).toHaveCount(1);
      await expect(page.getByText("Resale fee (11.25%)")).toBeVisible();
      await expect(page.getByText("Total", { exact: true })).toBeVisible();
      await expect(page.getByText("10% royalty", { exact: false })).toBeVisible();
      await expect(page.getByRole("link", { name: "Buy NFT" })).toHaveAttribute("href", `/login?redirectTo=${encodeURIComponent(listingPath)}`);
      await expect(page.getByText("Buying needs a signed-in account with a connected wallet.")).toBeVisible();
    }
  });

  test("an auction listing shows its reserve, a countdown and a Place a bid modal that asks a visitor to sign in", async ({ page, request }) => {
    const path = await findListing(request, "Place a bid");
    await page.goto(path);
    await expect(page.getByText("Reserve Price")).toBeVisible();
    await expect(page.getByRole("timer")).toBeVisible();
    await page.getByRole("link", { name: "Place a bid" }).click();
    const dialog = page.getByRole("dialog", { name: "Place a bid" });
    await expect(dialog.getByRole("link", { name: "Connect a wallet to bid" })).toHaveAttribute("href", `/login?redirectTo=${encodeURIComponent(path)}`);
  });

  test("confirmation pages offer no transaction link while there is no transaction", async ({ page }) => {
    await page.goto("/Nft_conformation/1");
    await expect(page.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/profile");
    await expect(page.getByRole("link", { name: "Tweet it" })).toHaveAttribute("href", /twitter\.com\/intent\/tweet/);
    await expect(page.getByRole("link", { name: /view transaction/i })).toHaveCount(0);
    await page.goto("/Bid_conformation/1");
    await expect(page.getByRole("link", { name: "My Bids" })).toHaveAttribute("href", "/profile?tab=bids");
    await expect(page.getByRole("link", { name: /view transaction/i })).toHaveCount(0);
  });

  for (const path of MISSING) {
    test(`${path} is a friendly 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
      await expect(page.getByRole("link", { name: "Browse collections" })).toBeVisible();
    });
  }
});

for (const width of WIDTHS) {
  test.describe(`accessibility at ${width.width}px`, () => {
    test.use({ viewport: { width: width.width, height: width.height } });
    const AXE_PAGES = [
      "/Nft_conformation/1",
      "/Bid_conformation/1",
    ];
    for (const path of AXE_PAGES) {
      test(`${path} has no serious violations`, async ({ visitorPage: page }) => {
        await page.goto(path);
        await expectAccessible(page);
      });
    }
    for (const action of ["Buy NFT", "Place a bid"] as const) {
      test(`a market listing with "${action}" has no serious violations`, async ({ visitorPage: page, request }) => {
        await page.goto(await findListing(request, action));
        await expectAccessible(page);
      });
    }
  });
}
