import { spawnSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { e2eDatabase, expect, openSettled, test } from "./support";

/** Console messages the browser prints when the Content-Security-Policy blocks something. */
function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test("pages run their scripts under the CSP's script hashes and nothing is blocked", async ({ page }) => {
  const violations = collectViolations(page);
  for (const path of ["/", "/market", "/collections", "/login", "/nftdetail/1"]) {
    const response = await openSettled(page, path);
    const csp = response?.headers()["content-security-policy"] ?? "";
    expect(csp, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).toContain("frame-ancestors 'none'");
    // Remix hydrated: its context script ran under its hash.
    expect(await page.evaluate(() => typeof (window as { __remixContext?: unknown }).__remixContext), path).toBe("object");
    expect(response?.headers()["x-content-type-options"]).toBe("nosniff");
  }
  expect(violations).toEqual([]);
});

test("a visitor's page comes back as 304 and still runs its scripts", async ({ page }) => {
  const violations = collectViolations(page);
  const first = await openSettled(page, "/market");
  expect(first?.headers()["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+/);
  const etag = first?.headers()["etag"];
  expect(etag).toMatch(/^"[0-9a-f]{32}(-br|-gzip)?"$/);
  // The server answers that tag with 304 (the browser shows its stored copy as a 200).
  expect((await page.request.get("/market", { headers: { "If-None-Match": etag! } })).status()).toBe(304);
  const again = await page.reload({ waitUntil: "load" });
  expect((await again!.request().allHeaders())["if-none-match"]).toBe(etag);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => typeof (window as { __remixContext?: unknown }).__remixContext)).toBe("object");
  expect(violations).toEqual([]);
});

test("a signed-in user's pages and data are marked private, no-store; a visitor's are not", async ({ page, signIn }) => {
  const visitor = await page.goto("/market");
  expect(visitor?.headers()["cache-control"]).toMatch(/^public, /);
  expect(visitor?.headers()["vary"]).toMatch(/\bCookie\b/);

  await signIn();
  const own = await openSettled(page, "/profile");
  expect(own?.status()).toBe(200);
  expect(own?.headers()["cache-control"]).toBe("private, no-store");
  // A client navigation asks for the next page's data (?_data=): it is marked the same way.
  const [data] = await Promise.all([
    page.waitForResponse((r) => r.url().includes("_data=") && new URL(r.url()).pathname === "/market"),
    page.locator('header a[href="/market"]:visible').first().click(),
  ]);
  expect(data.headers()["cache-control"]).toBe("private, no-store");
  const market = await page.request.get("/market");
  expect(market.headers()["cache-control"]).toBe("private, no-store");
});

test("a draft NFT's pages answer a visitor as for a missing id", async ({ page }) => {
  const database = e2eDatabase();
  const { id } = database
    .prepare(
      `INSERT INTO nfts (serial, title, media_url, thumb_url, rarity, category, celebrity, description, about, exclusive, quantity, available, sale_type, price_cents, film_id, production_house_id, published)
       SELECT 'DRAFT-' || hex(randomblob(6)), 'Unreleased Climax Still', media_url, thumb_url, rarity, category, celebrity, description, about, exclusive, quantity, available, sale_type, price_cents, film_id, production_house_id, 0
       FROM nfts ORDER BY id LIMIT 1 RETURNING id`,
    )
    .get() as { id: number };
  database.close();
  for (const path of [`/nftshowcase/${id}`, `/Nft_conformation/${id}`, `/Bid_conformation/${id}`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText("There is no collectible with that id.")).toBeVisible();
    await expect(page.getByText("Unreleased Climax Still")).toHaveCount(0);
  }
});

test("a form on another site cannot post here", async ({ page, baseURL }) => {
  // A page from nowhere (about:blank, Origin: null) submitting to the contact form, as a cross-site attacker would.
  await page.setContent(`
    <form method="post" action="${baseURL}/contact">
      <input name="name" value="Mallory"><input name="email" value="m@example.com">
      <input name="message" value="A message from another website">
      <button>Send</button>
    </form>`);
  const [response] = await Promise.all([page.waitForEvent("response"), page.getByRole("button", { name: "Send" }).click()]);
  expect(response.status()).toBe(403);
  await expect(page.getByText("This request came from another website, so it was refused.")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a same-site form post still works (the browser sends its Origin)", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("Name").fill("Asha");
    await page.getByLabel("Email").fill("asha@example.com");
    await page.getByRole("textbox", { name: "Message" }).fill("Hello from a browser without JavaScript.");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: /send/i }).click(),
    ]);
    expect(response.status()).toBeLessThan(400);
    await expect(page.getByText("This request came from another website")).toHaveCount(0);
  });
});

test("a short fuzz pass against a production build answers no 5xx", async () => {
  test.setTimeout(240_000);
  // Its own server, data folder and free port, on the build `npm run test:e2e` has just made.
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/fuzz.ts", "--quick", "--no-build"], { encoding: "utf8", timeout: 230_000 });
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  expect(run.stdout).toContain("ok: no 5xx.");
});
