/**
 * The page's layout shifts, with the elements each moved, for `npm run bench:vitals` and the
 * browser tests that check a page stays put (docs/decisions/130-pages-stay-put-while-they-load.md).
 * `RECORD_LAYOUT_SHIFTS` is an init script: given to a page before it loads, it collects every
 * shift from the page's first byte on (a buffered observer) into `window.__layoutShifts`.
 */

/** One layout shift: its score, when it happened, and each element it moved, with where it was and went. */
export type LayoutShift = { value: number; atMs: number; moved: string[] };

export const RECORD_LAYOUT_SHIFTS = `{
  window.__layoutShifts = [];
  const nameOf = (node) => {
    const element = node && node.nodeType === 3 ? node.parentElement : node;
    if (!element || !element.tagName) return "(removed)";
    const className = typeof element.className === "string" && element.className ? "." + element.className.trim().split(/\\s+/)[0] : "";
    return element.tagName.toLowerCase() + (element.id ? "#" + element.id : "") + className;
  };
  const box = (rect) => Math.round(rect.x) + "," + Math.round(rect.y) + " " + Math.round(rect.width) + "×" + Math.round(rect.height);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const moved = (entry.sources || []).map((source) => nameOf(source.node) + " " + box(source.previousRect) + " → " + box(source.currentRect));
      window.__layoutShifts.push({ value: entry.value, atMs: entry.startTime, moved });
    }
  }).observe({ type: "layout-shift", buffered: true });
}`;

/** What the init script has collected so far: run it in the page (`page.evaluate(recordedLayoutShifts)`). */
export function recordedLayoutShifts(): LayoutShift[] {
  return (window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts;
}

/** A shift as a line: "0.0037 at 2843 ms: section 83,613 1200×155 → 83,642 1200×126". */
export function describeLayoutShift(shift: LayoutShift): string {
  return `${shift.value.toFixed(4)} at ${shift.atMs.toFixed(0)} ms: ${shift.moved.join("; ") || "(no element named)"}`;
}
