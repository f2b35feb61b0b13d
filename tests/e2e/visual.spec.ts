import type { Locator, Page } from "@playwright/test";
import { expect, openSettled, test } from "./support";

/**
 * Visual regression at phone (390 px) and tablet (768 px) widths. Baselines are committed
 * (tests/e2e/visual.spec.ts-snapshots, made in /usr/bin/chromium); a 2% pixel tolerance absorbs
 * anti-aliasing. Moving or per-run parts (carousels that advance, countdowns, videos, animated
 * artwork, the signed-in name) and lists whose order other tests change (trending films, hot and
 * explore grids: sales, likes and console edits reorder them) are masked, the film page is taken above
 * its collection figures (which trades change, and with them the height of what follows), and
 * animations are frozen.
 */
const SIZES = [
  { name: "phone", width: 390, height: 844 },
  { name: "tablet", width: 768, height: 1024 },
] as const;

/** `above`: the screenshot stops above this element, where figures that other tests' trades change begin. */
const PAGES: { name: string; path: string; signedIn?: boolean; scrollTo?: string; above?: string; mask: (page: Page) => Locator[] }[] = [
  { name: "home", path: "/", scrollTo: ".home-films__slider", mask: (page) => [page.locator(".top-selling video"), page.locator(".film-tiles")] },
  { name: "film", path: "/kabali", above: "#film-stats-title", mask: () => [] },
  { name: "collections", path: "/collections", mask: (page) => [page.locator(".collections-banner"), page.locator(".hot-grid"), page.locator(".card-grid"), page.locator(".price-table")] },
  {
    name: "item",
    path: "/nftdetail/1",
    signedIn: true,
    mask: (page) => [page.locator(".nft-media img"), page.locator(".countdown"), page.locator(".site-header__actions"), page.locator(".like-form")],
  },
];

for (const size of SIZES) {
  for (const target of PAGES) {
    test(`${target.name} looks right at ${size.width} px`, async ({ page, signIn }) => {
      if (target.signedIn) await signIn({ name: "Visual Tester" });
      await page.setViewportSize({ width: size.width, height: size.height });
      await openSettled(page, target.path);
      await page.evaluate(() => document.fonts.ready);
      if (target.scrollTo) await page.locator(target.scrollTo).scrollIntoViewIfNeeded();
      const stop = target.above ? await page.locator(target.above).boundingBox() : null;
      await expect(page).toHaveScreenshot(`${target.name}-${size.name}.png`, {
        animations: "disabled",
        caret: "hide",
        mask: target.mask(page),
        maxDiffPixelRatio: 0.02,
        ...(stop ? { clip: { x: 0, y: 0, width: size.width, height: Math.floor(stop.y) } } : {}),
      });
    });
  }
}
