/**
 * The server's store of kept item markup (docs/decisions/100-kept-markup.md).
 * A key names everything an item's markup is made from, so a kept entry is never stale: new data
 * is a new key. The store is bounded; the oldest entries leave first.
 */
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import type { MarkupKeeper } from "~/lib/kept-markup";
import { keepAtMost } from "~/lib/memo.server";

export const KEPT_ITEMS = 2_000;

const kept = new Map<string, string>();

export type RenderKeeper = MarkupKeeper & {
  /** After the page's render: renders each item the render did not find, on its own, and keeps it. */
  keepMissing(): void;
};

/**
 * The text copied into one flat string. React appends its output piece by piece, and a string kept
 * as it came would stay a chain of those pieces, walked again by every page that writes it
 * (docs/decisions/100-kept-markup.md). UTF-16 in and out copies each code unit as it
 * is, a lone surrogate too.
 */
function inOnePiece(text: string): string {
  return Buffer.from(text, "utf16le").toString("utf16le");
}

/** A keeper for one render of the page at `location` (path and query). */
export function markupKeeperFor(location: string): RenderKeeper {
  const missing = new Map<string, () => ReactElement>();
  return {
    markupOf(key, standalone) {
      const markup = kept.get(key);
      if (markup === undefined) missing.set(key, standalone);
      return markup;
    },
    keepMissing() {
      for (const [key, standalone] of missing) {
        keepAtMost(kept, KEPT_ITEMS, key, inOnePiece(renderToString(<StaticRouter location={location}>{standalone()}</StaticRouter>)));
      }
      missing.clear();
    },
  };
}
