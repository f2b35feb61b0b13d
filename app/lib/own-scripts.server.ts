/**
 * The page's own inline scripts, allowed by their hashes instead of a per-response nonce
 * (docs/decisions/152-scripts-allowed-by-hash.md): a nonce made every visitor's page different,
 * so none could be kept or answered with 304.
 *
 * The render gives the scripts Remix writes (its context, the module that starts the app, scroll
 * restoration) a marker nobody else can know, as their `nonce`; only the scripts carrying it are
 * hashed, and the marker is taken out. A script that reached the markup any other way (an
 * injection through stored content) carries no marker, gets no hash, and the browser refuses it.
 */
import { createHash, randomFillSync } from "node:crypto";

const MARKER_BYTES = 16;
const markerPool = Buffer.alloc(MARKER_BYTES * 256);
let markerOffset = markerPool.length;

/** A marker for the own scripts of one render: 128 random bits, in hex, drawn 256 at a time (one draw per render was measurable). */
export function ownScriptMarker(): string {
  if (markerOffset === markerPool.length) {
    randomFillSync(markerPool);
    markerOffset = 0;
  }
  markerOffset += MARKER_BYTES;
  return markerPool.toString("hex", markerOffset - MARKER_BYTES, markerOffset);
}

/**
 * The markup without the marker, and a CSP source (`'sha256-…'`) for each script that carried it,
 * over the script's text as the browser hashes it. Found by plain string search: a regular
 * expression over the page took ten times as long.
 */
export function withOwnScriptsHashed(html: string, marker: string): { html: string; scriptSources: string[] } {
  const opening = `<script nonce="${marker}"`;
  const scriptSources: string[] = [];
  const pieces: string[] = [];
  let from = 0;
  for (let at = html.indexOf(opening); at !== -1; at = html.indexOf(opening, from)) {
    const textStart = html.indexOf(">", at) + 1;
    const textEnd = html.indexOf("</script>", textStart);
    const source = `'sha256-${createHash("sha256").update(html.slice(textStart, textEnd)).digest("base64")}'`;
    if (!scriptSources.includes(source)) scriptSources.push(source);
    pieces.push(html.slice(from, at), "<script", html.slice(at + opening.length, textEnd));
    from = textEnd;
  }
  pieces.push(html.slice(from));
  return { html: pieces.join(""), scriptSources };
}
