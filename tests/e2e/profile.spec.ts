import type { Page } from "@playwright/test";
import sharp from "sharp";
import { clickAndWaitForPost, expect, expectAccessible, notify, openSettled, reloadSettled, test } from "./support";

const solidPng = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();

async function uploadTo(page: Page, label: "Upload avatar" | "Upload cover picture", name: string, buffer: Buffer) {
  const form = page.locator("form", { has: page.getByLabel(label) });
  await form.getByLabel(label).setInputFiles({ name, mimeType: "image/png", buffer });
  await form.getByRole("button", { name: "Upload", exact: true }).click();
}

/** The image is on the page and really loaded from /uploads. */
async function expectLoadedImage(page: Page, alt: string) {
  const image = page.getByRole("img", { name: alt, exact: true });
  await expect(image).toHaveAttribute("src", /^\/uploads\/.+\.(png|jpg)$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return image;
}

test.describe("profile", () => {
  test("a visitor is sent to log in and back to /profile", async ({ page }) => {
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile$/);
    await expect(page.getByText("Please Login to Continue")).toBeVisible();
  });

  test("shows the account, the wallet toast, and uploads an avatar and a cover; clicking a set image re-enables upload", async ({ page, signIn }) => {
    const user = await signIn();
    await openSettled(page, "/profile");
    await expect(page.getByRole("heading", { level: 1, name: user.name })).toBeVisible();
    await expect(page.locator(".toast")).toContainText("Please connect wallet");
    await expect(page.getByRole("link", { name: "Edit Profile" })).toHaveAttribute("href", "/profile/edit_profile");

    await uploadTo(page, "Upload avatar", "me.png", await solidPng(700, 700, "#d33"));
    await expect(page.locator(".toast")).toContainText("Your avatar is updated.");
    const avatar = await expectLoadedImage(page, "Your avatar");
    const firstSrc = await avatar.getAttribute("src");

    await uploadTo(page, "Upload cover picture", "cover.png", await solidPng(1800, 500, "#36c"));
    await expectLoadedImage(page, "Your cover picture");

    await expect(page.getByLabel("Upload avatar")).toBeHidden();
    await avatar.click();
    await uploadTo(page, "Upload avatar", "again.png", await solidPng(300, 300, "#3c6"));
    await expect(page.getByRole("img", { name: "Your avatar", exact: true })).not.toHaveAttribute("src", firstSrc!);
    expect((await page.request.get(firstSrc!)).status()).toBe(404);
    await expectAccessible(page);
  });

  test("refuses a text file named .png with a clear message", async ({ page, signIn }) => {
    await signIn();
    await openSettled(page, "/profile");
    const form = page.locator("form", { has: page.getByLabel("Upload avatar") });
    await form.getByLabel("Upload avatar").setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("hello, not a picture") });
    await form.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.getByText("That file is not a JPG or PNG image. Please choose a .jpg, .jpeg or .png picture.")).toBeVisible();
    await expect(page.getByLabel("Upload avatar")).toHaveAttribute("aria-invalid", "true");
  });

  test("shows a stored wallet address and no wallet toast", async ({ page, signIn }) => {
    const wallet = "0x" + "ab".repeat(20);
    await signIn({ walletAddress: wallet });
    await openSettled(page, "/profile");
    await expect(page.getByText(wallet)).toBeVisible();
    await expect(page.locator(".toast")).toHaveCount(0);
  });

  test("tabs are server-rendered links with empty states", async ({ page, signIn }) => {
    await signIn({ walletAddress: "0x" + "cd".repeat(20) });
    await page.goto("/profile");
    for (const tab of ["Bids", "Showcase", "On Sale", "Activity"]) {
      await expect(page.getByRole("navigation", { name: "Profile sections" }).getByRole("link", { name: tab })).toBeVisible();
    }
    await page.getByRole("navigation", { name: "Profile sections" }).getByRole("link", { name: "Activity" }).click();
    await expect(page.getByRole("heading", { name: "Activity", level: 2 })).toBeVisible();
    for (const tag of ["likes", "bids", "auctions", "sold", "followers", "following"]) {
      await expect(page.getByRole("list", { name: "Filter activity" }).getByRole("link", { name: tag, exact: true })).toBeVisible();
    }
    await expect(page.locator(".empty-state")).toBeVisible();
  });

  test("has no serious accessibility violations", async ({ page, signIn }) => {
    await signIn();
    await openSettled(page, "/profile");
    await expectAccessible(page);
  });
});

test.describe("notifications", () => {
  test("the bell shows the unread count; clicking a notification marks it read and dims it", async ({ page, signIn }) => {
    const user = await signIn();
    notify(user, "You have successfully purchased Padayappa Swing NFT");
    notify(user, "You have successfully purchased Enthiran Chitti NFT");
    await openSettled(page, "/collections");
    const bell = page.getByRole("banner").getByLabel(/^Notifications, \d+ unread$/);
    await expect(bell).toHaveAccessibleName("Notifications, 2 unread");
    await bell.click();
    const items = page.locator(".notifications__item");
    await expect(items.first()).toContainText("Enthiran Chitti");
    await clickAndWaitForPost(page, items.filter({ hasText: "Padayappa Swing" }).getByRole("button"), "/notifications/update");
    await expect(items.filter({ hasText: "Padayappa Swing" })).toHaveClass(/notifications__item--read/);
    await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
    await expect(page).toHaveURL(/\/collections$/);
    await page.reload();
    await expect(page.getByRole("banner").getByLabel(/^Notifications/)).toHaveAccessibleName("Notifications, 1 unread");
  });

  test("the API answers the owner only", async ({ page, signIn }) => {
    const user = await signIn();
    notify(user, "You have successfully purchased Baashha Auto NFT");
    const mine = await page.request.get(`/notifications/user/?uid=${user.uid}`);
    expect(mine.status()).toBe(200);
    const body = (await mine.json()) as { notifications: { text: string; read: boolean }[] };
    expect(body.notifications[0]).toMatchObject({ text: "You have successfully purchased Baashha Auto NFT", read: false });
    expect((await page.request.get("/notifications/user/?uid=someone-else")).status()).toBe(403);
  });
});

test.describe("likes", () => {
  test("like from a card: the count rises at once and stays after a reload; unlike again", async ({ page, signIn }) => {
    await signIn();
    await openSettled(page, "/collections");
    const button = page.locator(".nft-card").nth(0).locator(".like-toggle");
    const before = Number((await button.textContent())!.match(/\d+/)![0]);
    await clickAndWaitForPost(page, button, "/likes/");
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(button).toContainText(String(before + 1));
    await reloadSettled(page);
    const again = page.locator(".nft-card").nth(0).locator(".like-toggle");
    await expect(again).toHaveAttribute("aria-pressed", "true");
    await again.click();
    await expect(again).toHaveAttribute("aria-pressed", "false");
    await expect(again).toContainText(String(before));
  });

  test("like from the detail page", async ({ page, signIn }) => {
    await signIn();
    await openSettled(page, "/nftdetail/3");
    const button = page.locator(".nft-detail__social .like-toggle");
    const before = Number((await button.textContent())!.match(/\d+/)![0]);
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(button).toContainText(String(before + 1));
    await expect(page).toHaveURL(/\/nftdetail\/3$/);
  });

  test("a visitor who likes is sent to log in, then back to the page", async ({ page }) => {
    await openSettled(page, "/collections?page=2");
    await page.locator(".nft-card .like-toggle").first().click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcollections%3Fpage%3D2$/);
    await expect(page.getByText("Please Login to Continue")).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("upload an avatar with the plain form, then change it from the picture", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/profile");
    await uploadTo(page, "Upload avatar", "plain.png", await solidPng(200, 200, "#999"));
    await expect(page.getByText("Your avatar is updated.")).toBeVisible();
    const avatar = page.getByRole("img", { name: "Your avatar", exact: true });
    await expect(avatar).toHaveAttribute("src", /^\/uploads\//);
    await avatar.click();
    await expect(page.getByLabel("Upload avatar")).toBeVisible();
  });

  test("profile tabs switch by link", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/profile");
    await page.getByRole("navigation", { name: "Profile sections" }).getByRole("link", { name: "Showcase" }).click();
    await expect(page).toHaveURL(/\?tab=showcase$/);
    await expect(page.getByRole("heading", { name: "Showcase", level: 2 })).toBeVisible();
    await expect(page.getByText("Collectibles you own appear here.")).toBeVisible();
  });

  test("mark a notification read with the plain form", async ({ page, signIn }) => {
    const user = await signIn();
    notify(user, "You have successfully purchased Kabali Da NFT");
    await page.goto("/about");
    await page.getByRole("banner").getByLabel("Notifications, 1 unread").click();
    await page.locator(".notifications__item").getByRole("button").click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("banner").getByLabel(/^Notifications/)).toHaveAccessibleName("Notifications, 0 unread");
    await page.getByRole("banner").getByLabel("Notifications, 0 unread").click();
    await expect(page.locator(".notifications__item")).toHaveClass(/notifications__item--read/);
  });

  test("like from a card and from the detail page with plain forms", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/collections");
    const card = page.locator(".nft-card").nth(1).locator(".like-toggle");
    const before = Number((await card.textContent())!.match(/\d+/)![0]);
    await card.click();
    await expect(page).toHaveURL(/\/collections$/);
    await expect(page.locator(".nft-card").nth(1).locator(".like-toggle")).toContainText(String(before + 1));

    await page.goto("/nftdetail/4");
    const detail = page.locator(".nft-detail__social .like-toggle");
    const count = Number((await detail.textContent())!.match(/\d+/)![0]);
    await detail.click();
    await expect(page).toHaveURL(/\/nftdetail\/4$/);
    await expect(page.locator(".nft-detail__social .like-toggle")).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator(".nft-detail__social .like-toggle")).toContainText(String(count + 1));
  });
});
