import type { Page } from "@playwright/test";
import { E2E_PASSWORD, expect, expectAccessible, freshEmail, linkFromOutbox, openSettled, test, WIDTHS } from "./support";

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test.describe("with JavaScript", () => {
  test("a visitor sent from NFT detail comes back to it after signing in", async ({ page, signIn }) => {
    const { email } = await signIn();
    await page.context().clearCookies();
    await page.goto("/nftdetail/1");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fnftdetail%2F1$/);
    await logIn(page, email, E2E_PASSWORD);
    await expect(page).toHaveURL(/\/nftdetail\/1$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("password reset: the mailed link sets a new password once", async ({ page, signIn }) => {
    const { email } = await signIn();
    await page.context().clearCookies();
    await openSettled(page, "/resetpass");
    await page.getByLabel("Email").fill(freshEmail("nobody"));
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("User not found")).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("Password reset link sent email")).toBeVisible();

    const link = linkFromOutbox(email, "resetpass");
    await openSettled(page, link);
    await page.getByLabel("New Password").fill("reset password 789");
    await page.getByLabel("Confirm Password").fill("reset password 789");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, email, "reset password 789");
    await expect(page).toHaveURL(/\/$/);

    const reused = await page.goto(link);
    expect(reused?.status()).toBe(410);
    await expect(page.getByText("This reset link has expired or was already used.")).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("edit profile sends a visitor to log in with the spec's warning", async ({ page }) => {
    await page.goto("/edit_profile");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fedit_profile$/);
    await expect(page.getByText("Please Login to Continue")).toBeVisible();
  });

  test("sign-up errors show next to their fields", async ({ page }) => {
    await page.goto("/signup");
    await page.getByLabel("Name").fill("Short Password");
    await page.getByLabel("Phone").fill("12");
    await page.getByLabel("Email").fill(freshEmail());
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByLabel("Confirm password").fill("short");
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByText("Your password needs at least 9 characters.")).toBeVisible();
    await expect(page.getByText(/valid phone number/)).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("Short Password");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the profile lists signed-in devices and signs out the other one", async ({ page, browser, signIn }) => {
    test.slow(); // two browsers sign in
    const { email } = await signIn();
    const other = await browser.newContext({ javaScriptEnabled: false, userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1" });
    const phone = await other.newPage();
    await phone.goto("/login");
    await logIn(phone, email, E2E_PASSWORD);
    await expect(phone).toHaveURL(/\/$/);

    await page.goto("/profile");
    const devices = page.getByRole("region", { name: "Signed-in devices" });
    await expect(devices.getByRole("listitem")).toHaveCount(2);
    await expect(devices.getByText("Safari on iOS")).toBeVisible();
    await expect(devices.getByText("(this device)")).toHaveCount(1);
    await devices.getByRole("button", { name: "Sign out other devices" }).click();
    await expect(page.getByText("Signed out of 1 other device.")).toBeVisible();
    await expect(devices.getByRole("listitem")).toHaveCount(1);

    await phone.goto("/profile");
    await expect(phone).toHaveURL(/\/login\?redirectTo=%2Fprofile$/);
    await other.close();
  });

  test("a new email needs the current password and is used once the mailed link is confirmed", async ({ page, signIn }) => {
    test.slow(); // four form posts and a mailed link
    const { email } = await signIn();
    const newEmail = freshEmail("moved");
    await page.goto("/edit_profile");
    await page.getByLabel("Email", { exact: true }).fill(newEmail);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Please enter your current password.")).toBeVisible();
    await page.getByLabel("Email", { exact: true }).fill(newEmail);
    await page.getByLabel(/^Current password/).fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText(`open the link we sent to ${newEmail}`)).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);

    await page.goto(new URL(linkFromOutbox(newEmail, "confirm_email")).pathname);
    await expect(page.getByText(newEmail)).toBeVisible();
    await page.getByRole("button", { name: "Confirm new email" }).click();
    await expect(page).toHaveURL(/\/profile\/edit_profile$/);
    await expect(page.getByText(`Your email address is now ${newEmail}.`)).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(newEmail);
  });
});

test("the wallet page is for signed-in users", async ({ page, signIn }) => {
  await page.goto("/wallet");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fwallet$/);
  await signIn();
  await page.goto("/wallet");
  await expect(page.getByRole("heading", { name: "Browser-extension wallet" })).toBeVisible();
});

test("a name with a script tag is shown as text", async ({ page, signIn }) => {
  const name = '<script>alert("x")</script>';
  page.on("dialog", () => {
    throw new Error("a script from the name ran");
  });
  await signIn({ name });
  await openSettled(page, "/");
  await expect(page.getByRole("banner").getByRole("link", { name: `My account: ${name}` })).toHaveText(name);
  await page.goto("/edit_profile");
  await expect(page.getByLabel("Name")).toHaveValue(name);
});

test("the Google button is absent when Google sign-in is not configured", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Sign in with Google" })).toHaveCount(0);
});

for (const size of WIDTHS) {
  test.describe(`accessibility at ${size.width}px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    for (const path of ["/login", "/signup", "/resetpass"]) {
      test(`${path} has no serious violations`, async ({ visitorPage: page }) => {
        await page.goto(path);
        await expectAccessible(page);
      });
    }

    test("login with an error shown has no serious violations", async ({ page }) => {
      await page.goto("/login");
      await logIn(page, freshEmail("ghost"), "whatever password");
      await expect(page.getByText("User not found")).toBeVisible();
      await expectAccessible(page);
    });

    for (const path of ["/edit_profile", "/profile/edit_profile", "/wallet"]) {
      test(`${path} (signed in) has no serious violations`, async ({ page, signIn }) => {
        await signIn();
        await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expectAccessible(page);
      });
    }
  });
}
