import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const WIDTHS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 375, height: 740 },
] as const;

/** Fails on any serious or critical accessibility violation, naming the rule and the nodes. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join(", ")}`);
  expect(serious, `accessibility violations on ${page.url()}`).toEqual([]);
}
