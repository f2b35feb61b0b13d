import type { Page } from "@playwright/test";
import sharp from "sharp";
import { accountByEmail, clickAndWaitForPost, E2E_PASSWORD, expect, freshEmail, notify, openSettled, reloadSettled, test } from "./support";

/**
 * One account's whole life through the real pages: every step is a form, so the same journey
 * runs with JavaScript on and off.
 */

const NEW_PASSWORD = "changed password 456";

/** NFTs no other spec likes; each concurrently running worker takes its own, so counts are exact. */
const likedNftFor = (parallelIndex: number) => 30 + parallelIndex;

const header = (page: Page) => page.getByRole("banner");

async function signUp(page: Page, email: string, javaScript: boolean) {
  await openSettled(page, "/");
  await header(page).getByRole("link", { name: "Signup" }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByLabel("Name").fill("Anbu Selvan");
  await page.getByLabel("Phone").fill("98765 43210");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel("Confirm password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText("Successfully Signed Up ! Redirecting to login page..")).toBeVisible();
  // With JavaScript the page moves on by itself; without it the visitor follows the link.
  if (!javaScript) await page.getByRole("link", { name: "Continue to login" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function upload(page: Page, label: "Upload avatar" | "Upload cover picture", file: { name: string; mimeType: string; buffer: Buffer }) {
  const form = page.locator("form", { has: page.getByLabel(label) });
  await form.getByLabel(label).setInputFiles(file);
  await form.getByRole("button", { name: "Upload", exact: true }).click();
}

/** The picture is on the page and its address serves an image. */
async function expectShownImage(page: Page, alt: string, mimeType: string) {
  const image = page.getByRole("img", { name: alt, exact: true });
  await expect(image).toBeVisible();
  const src = await image.getAttribute("src");
  expect(src).toMatch(/^\/uploads\/.+\.(png|jpg)$/);
  const served = await page.request.get(src!);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe(mimeType);
}

const likeCount = async (page: Page) => Number((await page.locator(".nft-detail__social .like-toggle").textContent())!.match(/\d+/)![0]);

async function journey(page: Page, javaScript: boolean, parallelIndex: number) {
  const email = freshEmail("journey");

  // Sign up, then log in (a wrong password first).
  await signUp(page, email, javaScript);
  await logIn(page, email, "not my password");
  await expect(page.getByText("Wrong password")).toBeVisible();
  await logIn(page, email, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await header(page).getByRole("link", { name: "My account: Anbu Selvan" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { level: 1, name: "Anbu Selvan" })).toBeVisible();

  // Upload an avatar (PNG) and a cover (JPEG).
  const avatar = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#c33" } }).png().toBuffer();
  await upload(page, "Upload avatar", { name: "me.png", mimeType: "image/png", buffer: avatar });
  await expect(page.getByText("Your avatar is updated.")).toBeVisible();
  await expectShownImage(page, "Your avatar", "image/png");
  const cover = await sharp({ create: { width: 1500, height: 400, channels: 3, background: "#36c" } }).jpeg().toBuffer();
  await upload(page, "Upload cover picture", { name: "cover.jpg", mimeType: "image/jpeg", buffer: cover });
  await expect(page.getByText("Your cover picture is updated.")).toBeVisible();
  await expectShownImage(page, "Your cover picture", "image/jpeg");
  await expectShownImage(page, "Your avatar", "image/png");

  // Edit the name and phone.
  await page.getByRole("link", { name: "Edit Profile" }).click();
  await expect(page).toHaveURL(/\/profile\/edit_profile$/);
  await expect(page.getByLabel("Phone")).toHaveValue("+919876543210");
  await page.getByLabel("Name").fill("Anbu S");
  await page.getByLabel("Phone").fill("+91 91234 56789");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Horray..! User Updated Successfully!")).toBeVisible();
  await expect(header(page).getByRole("link", { name: "My account: Anbu S" })).toBeVisible();
  await openSettled(page, "/profile/edit_profile");
  await expect(page.getByLabel("Name")).toHaveValue("Anbu S");
  await expect(page.getByLabel("Phone")).toHaveValue("+919123456789");

  // Change the password (a wrong current password, then a mismatch first): the session ends and
  // login asks for the new one.
  const currentPassword = page.getByLabel("Current Password", { exact: true });
  await currentPassword.fill("not my password");
  await page.getByLabel("New Password").fill(NEW_PASSWORD);
  await page.getByLabel("Confirm Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Wrong password")).toBeVisible();
  // The answered form is drawn afresh (cleared password fields) once the page's data reloads; what
  // was typed before that is gone, so the mismatch is typed again until it is the one submitted.
  await expect(async () => {
    await currentPassword.fill(E2E_PASSWORD);
    await page.getByLabel("New Password").fill(NEW_PASSWORD);
    await page.getByLabel("Confirm Password").fill("something else entirely");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("OMG..! Confirm Password Not Matched !")).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await currentPassword.fill(E2E_PASSWORD);
  await page.getByLabel("New Password").fill(NEW_PASSWORD);
  await page.getByLabel("Confirm Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile%2Fedit_profile$/);
  await expect(page.getByText("Wow..! Password Updated. Please Login again to continue")).toBeVisible();
  const profileNow = await page.request.get("/profile", { maxRedirects: 0 });
  expect(profileNow.headers()["location"], "signed out after the password change").toBe("/login?redirectTo=%2Fprofile");

  // Log in again: the old password no longer works, the new one does.
  await logIn(page, email, E2E_PASSWORD);
  await expect(page.getByText("Wrong password")).toBeVisible();
  await logIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/profile\/edit_profile$/);
  await expect(page.getByLabel("Name")).toHaveValue("Anbu S");

  // Read a notification from the header bell and mark it read.
  const text = "You have successfully purchased Padayappa Swing NFT";
  notify(accountByEmail(email), text);
  await openSettled(page, "/collections");
  const bell = header(page).getByLabel(/^Notifications, \d+ unread$/);
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await bell.click();
  const item = page.locator(".notifications__item", { hasText: text });
  await expect(item).toBeVisible();
  await expect(item).not.toHaveClass(/notifications__item--read/);
  await item.getByRole("button").click();
  await expect(page).toHaveURL(/\/collections$/);
  await expect(bell).toHaveAccessibleName("Notifications, 0 unread");
  // Without JavaScript the page reloads with the panel closed: open it again to see the item.
  if (!javaScript) await bell.click();
  await expect(item).toHaveClass(/notifications__item--read/);

  // Like an NFT: the count rises and stays after a reload.
  const nft = `/nftdetail/${likedNftFor(parallelIndex)}`;
  await openSettled(page, nft);
  const like = page.locator(".nft-detail__social .like-toggle");
  await expect(like).toHaveAttribute("aria-pressed", "false");
  const before = await likeCount(page);
  await clickAndWaitForPost(page, like, "/likes/");
  await expect(page).toHaveURL(new RegExp(`${nft}$`));
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toContainText(String(before + 1));
  await reloadSettled(page);
  await expect(like).toHaveAttribute("aria-pressed", "true");
  expect(await likeCount(page)).toBe(before + 1);

  // Log out.
  await header(page).getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole("link", { name: "Login" })).toBeVisible();
  await expect(header(page).getByRole("link", { name: /^My account/ })).toHaveCount(0);
}

test.describe("with JavaScript", () => {
  test("sign up → log in → avatar and cover → edit profile → change password → log in again → notification → like → log out", async ({ page }, testInfo) => {
    test.slow();
    await journey(page, true, testInfo.parallelIndex);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sign up → log in → avatar and cover → edit profile → change password → log in again → notification → like → log out", async ({ page }, testInfo) => {
    test.slow();
    await journey(page, false, testInfo.parallelIndex);
  });
});
