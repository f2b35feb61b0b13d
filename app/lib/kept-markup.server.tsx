/**
 * The server's store of kept item markup (docs/decisions/100-kept-markup.md).
 * A key names everything an item's markup is made from, so a kept entry is never stale: new data
 * is a new key. The store is bounded; the oldest entries leave first.
 *
 * With `config.checkKept` (tests), that rule is checked instead of trusted: every kept
 * element a render writes is rendered afresh as well, and so is the whole page, and any byte that
 * differs throws, naming the element and its key.
 */
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { config } from "~/config.server";
import type { MarkupKeeper } from "~/lib/kept-markup";
import { keepAtMost } from "~/lib/memo.server";

export const KEPT_ITEMS = 2_000;

const kept = new Map<string, string>();

export type RenderKeeper = MarkupKeeper & {
  /** After the page's render: renders each item the render did not find, on its own, and keeps it. */
  keepMissing(): void;
};

/** An element a render wrote from kept markup (noted only while checking). */
type Written = { name: string; key: string; markup: string; standalone: () => ReactElement };

/**
 * The text copied into one flat string. React appends its output piece by piece, and a string kept
 * as it came would stay a chain of those pieces, walked again by every page that writes it
 * (docs/decisions/100-kept-markup.md). UTF-16 in and out copies each code unit as it
 * is, a lone surrogate too.
 */
function inOnePiece(text: string): string {
  return Buffer.from(text, "utf16le").toString("utf16le");
}

/** Where two texts part, with a little of each from there: what a mismatch's message shows. */
function firstDifference(kept: string, fresh: string): string {
  let at = 0;
  while (at < kept.length && kept[at] === fresh[at]) at++;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 40), at + 80));
  return `at character ${at}: kept ${around(kept)}, fresh ${around(fresh)}`;
}

const named = ({ name, key }: Written) => `"${name}" (key ${key})`;

/** Thrown while checking when kept markup is not what rendering its element now gives. */
export class StaleKeptMarkup extends Error {}

/** A keeper for one render of the page at `location` (path and query). */
export function markupKeeperFor(location: string): RenderKeeper & { readonly written: readonly Written[] } {
  const missing = new Map<string, () => ReactElement>();
  const written: Written[] = [];
  const render = (standalone: () => ReactElement) => renderToString(<StaticRouter location={location}>{standalone()}</StaticRouter>);
  return {
    written,
    markupOf(name, key, standalone) {
      const markup = kept.get(key);
      if (markup === undefined) missing.set(key, standalone);
      else if (config.checkKept) written.push({ name, key, markup, standalone });
      return markup;
    },
    keepMissing() {
      for (const [key, standalone] of missing) keepAtMost(kept, KEPT_ITEMS, key, inOnePiece(render(standalone)));
      missing.clear();
      for (const element of written) {
        const fresh = render(element.standalone);
        if (fresh !== element.markup) {
          throw new StaleKeptMarkup(`Kept markup of ${named(element)} differs from a fresh render, ${firstDifference(element.markup, fresh)}. An input it is rendered from is missing from its key.`);
        }
      }
    },
  };
}

/**
 * Renders a document (`render` puts the keeper in its context) with kept markup, and keeps what it
 * missed. While checking, it also renders the document without a keeper and once more with
 * everything kept: both must be the served bytes, so an element whose key misses an input, or
 * whose standalone render lacks a context it reads, fails the page.
 */
export function renderWithKeptMarkup(location: string, render: (keeper: MarkupKeeper | null) => string): string {
  const keeper = markupKeeperFor(location);
  const html = render(keeper);
  keeper.keepMissing();
  if (!config.checkKept) return html;
  const fresh = render(null);
  const again = markupKeeperFor(location);
  const allKept = render(again);
  again.keepMissing();
  for (const [served, by] of [[html, keeper], [allKept, again]] as const) {
    if (served === fresh) continue;
    const stale = by.written.filter(({ markup }) => !fresh.includes(markup));
    throw new StaleKeptMarkup(
      `The page ${location} written from kept markup differs from the page rendered afresh, ${firstDifference(served, fresh)}. ` +
        `Kept markup not in the fresh page: ${(stale.length > 0 ? stale : by.written).map(named).join(", ") || "none"}.`,
    );
  }
  return html;
}
