import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, openSettled, test } from "./support";

/**
 * Visual regression at phone (390 px) and tablet (768 px) widths. Baselines are committed
 * (tests/e2e/visual.spec.ts-snapshots, made in /usr/bin/chromium); a 2% pixel tolerance absorbs
 * anti-aliasing. Moving or per-run parts (carousels that advance, countdowns, videos, animated
 * artwork, the signed-in name) and lists whose order other tests change (trending films, hot and
 * explore grids: sales, likes and console edits reorder them) and the figures trades change (collection
 * stats, activity charts) are masked and animations are frozen.
 */
const SIZES = [
  { name: "phone", width: 390, height: 844 },
  { name: "tablet", width: 768, height: 1024 },
] as const;

const PAGES: { name: string; path: string; signedIn?: boolean; scrollTo?: string; mask: (page: Page) => Locator[] }[] = [
  { name: "home", path: "/", scrollTo: ".home-films__slider", mask: (page) => [page.locator(".top-selling video"), page.locator(".film-tiles")] },
  { name: "film", path: "/kabali", mask: (page) => [page.locator(".film__cards"), page.locator(".collection-stats"), page.locator(".price-chart")] },
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
      await expect(page).toHaveScreenshot(`${target.name}-${size.name}.png`, {
        animations: "disabled",
        caret: "hide",
        mask: target.mask(page),
        maxDiffPixelRatio: 0.02,
        stylePath: path.resolve("tests/e2e/visual-stable.css"),
      });
    });
  }
}
