/** Seeded randomness, number and text helpers, the SVG document builder and shared scenery. */
import { seededRandom } from "../../db/seeded-random";

export type Random = () => number;
export type Box = { x: number; y: number; w: number; h: number };
export type Palette = { deep: string; mid: string; accent: string; light: string };

/** mulberry32 seeded with the FNV-1a hash of a key: each file draws from its own stream. */
export function randomFor(key: string): Random {
  let hash = 0x811c9dc5;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return seededRandom(hash);
}

/** One decimal is plenty at these sizes and keeps the files small. */
export const f = (value: number) => String(Math.round(value * 10) / 10);

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const FONT_CSS =
  ".d{font-family:'Arial Black','Segoe UI Black',Impact,sans-serif;font-weight:900}" +
  ".s{font-family:Georgia,'Times New Roman',serif;font-weight:700}" +
  ".u{font-family:'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-weight:600}";

/** Rough advance width per character, in ems, used to fit type without measuring it. */
export const EM = { display: 0.74, serif: 0.56, sans: 0.58 } as const;

export function fitSize(lines: readonly string[], maxWidth: number, maxSize: number, em: number, spacing = 0): number {
  const longest = Math.max(...lines.map((line) => line.length));
  return Math.min(maxSize, maxWidth / (longest * (em + spacing)));
}

/** Greedy word wrap to lines of at most `maxChars` (longer single words stay whole). */
export function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

/** Splits a title into two lines of similar length, preferring to break before a dash. */
export function balancedLines(text: string, oneLineMax: number): string[] {
  if (text.length <= oneLineMax) return [text];
  const words = text.split(" ");
  let best: string[] = [text];
  let bestCost = Infinity;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(" "), words.slice(i).join(" ")];
    const cost = Math.max(...lines.map((l) => l.length)) - (words[i] === "—" ? 4 : 0);
    if (cost < bestCost) [best, bestCost] = [lines, cost];
  }
  return best;
}

type TextOptions = {
  x: number;
  y: number;
  size: number;
  cls: "d" | "s" | "u";
  fill: string;
  anchor?: "start" | "middle" | "end";
  spacing?: number;
  extra?: string;
};

export function text(lines: readonly string[], o: TextOptions): string {
  const anchor = o.anchor ?? "start";
  const spacing = o.spacing ? ` letter-spacing="${f(o.spacing * o.size)}"` : "";
  const spans = lines
    .map((line, i) => (i === 0 ? escapeXml(line) : `<tspan x="${f(o.x)}" dy="${f(o.size * 1.15)}">${escapeXml(line)}</tspan>`))
    .join("");
  return `<text class="${o.cls}" x="${f(o.x)}" y="${f(o.y)}" font-size="${f(o.size)}" fill="${o.fill}" text-anchor="${anchor}"${spacing}${o.extra ?? ""}>${spans}</text>`;
}

type Stop = [offset: number, color: string, opacity?: number];

/** Collects the definitions and layers of one SVG document. */
export class Drawing {
  private readonly defs: string[] = [];
  private readonly defined = new Set<string>();
  private readonly layers: string[] = [];
  private readonly css: string[] = [];

  def(id: string, markup: string): string {
    if (!this.defined.has(id)) {
      this.defined.add(id);
      this.defs.push(markup);
    }
    return `url(#${id})`;
  }

  linear(id: string, stops: readonly Stop[], [x1, y1, x2, y2] = [0, 0, 0, 1]): string {
    return this.def(id, `<linearGradient id="${id}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${stopsOf(stops)}</linearGradient>`);
  }

  radial(id: string, stops: readonly Stop[], [cx, cy, r] = [0.5, 0.5, 0.5]): string {
    return this.def(id, `<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}">${stopsOf(stops)}</radialGradient>`);
  }

  blur(id: string, deviation: number): string {
    return this.def(id, `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`);
  }

  style(rules: string): void {
    this.css.push(rules);
  }

  add(...markup: string[]): void {
    this.layers.push(...markup);
  }

  render(o: { width: number; height: number; title: string; viewBox?: [number, number] }): string {
    const [vw, vh] = o.viewBox ?? [o.width, o.height];
    const usesText = this.layers.some((layer) => layer.includes("<text"));
    const rules = (usesText ? [FONT_CSS, ...this.css] : this.css).join("");
    const css = rules ? `<style>${rules}</style>` : "";
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${o.width}" height="${o.height}" viewBox="0 0 ${vw} ${vh}" role="img" aria-labelledby="t">` +
      `<title id="t">${escapeXml(o.title)}</title>${css}` +
      (this.defs.length ? `<defs>${this.defs.join("")}</defs>` : "") +
      `${this.layers.join("")}</svg>\n`
    );
  }
}

const stopsOf = (stops: readonly Stop[]) =>
  stops
    .map(([offset, color, opacity]) => `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`)
    .join("");

export const sparklePath = (x: number, y: number, s: number) =>
  `M${f(x)},${f(y - s)}Q${f(x)},${f(y)} ${f(x + s)},${f(y)}Q${f(x)},${f(y)} ${f(x)},${f(y + s)}Q${f(x)},${f(y)} ${f(x - s)},${f(y)}Q${f(x)},${f(y)} ${f(x)},${f(y - s)}Z`;

/**
 * Rays of light around a centre, as the dashes of one very wide circle stroke: each dash is a
 * sector, so `count` rays cost a single element.
 */
export function rays(cx: number, cy: number, reach: number, count: number, fill: string, attributes = ""): string {
  const r = reach / 2;
  const period = (2 * Math.PI * r) / count;
  return `<circle${attributes} cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${fill}" stroke-width="${f(reach)}" stroke-dasharray="${f(period * 0.3)} ${f(period * 0.7)}"/>`;
}

export const hexagonPoints = (cx: number, cy: number, r: number) =>
  Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i - Math.PI / 2;
    return `${f(cx + r * Math.cos(angle))},${f(cy + r * Math.sin(angle))}`;
  }).join(" ");

/** Spotlight beams falling from above the top edge. */
export function beams(d: Drawing, random: Random, box: Box, color: string, count: number): void {
  const fill = d.linear(`beam${color.replace("#", "")}`, [[0, color, 0.4], [1, color, 0]]);
  let paths = "";
  for (let i = 0; i < count; i++) {
    const top = box.x + box.w * (0.15 + 0.7 * random());
    const spread = box.w * (0.08 + 0.12 * random());
    const lean = box.w * (random() - 0.5) * 0.6;
    paths += `M${f(top - 6)},${f(box.y)}L${f(top + 6)},${f(box.y)}L${f(top + lean + spread)},${f(box.y + box.h)}L${f(top + lean - spread)},${f(box.y + box.h)}Z`;
  }
  d.add(`<path d="${paths}" fill="${fill}"/>`);
}

/** A strip of film with sprocket holes and frames, drawn as four strokes of one path. */
export function filmStrip(d: Drawing, id: string, pathData: string, width: number, dark: string, light: string): void {
  d.def(id, `<path id="${id}" d="${pathData}" fill="none"/>`);
  const hole = width * 0.13;
  d.add(
    `<use href="#${id}" stroke="${dark}" stroke-width="${f(width)}"/>`,
    `<use href="#${id}" stroke="${light}" stroke-width="${f(width * 0.82)}" stroke-dasharray="${f(hole)} ${f(hole)}" opacity=".55"/>`,
    `<use href="#${id}" stroke="${dark}" stroke-width="${f(width * 0.6)}"/>`,
    `<use href="#${id}" stroke="${light}" stroke-width="${f(width * 0.48)}" stroke-dasharray="${f(width * 0.7)} ${f(width * 0.12)}" opacity=".14"/>`,
  );
}

export function twinkles(random: Random, box: Box, count: number, maxSize: number): string {
  let paths = "";
  for (let i = 0; i < count; i++) {
    paths += sparklePath(box.x + box.w * random(), box.y + box.h * random(), maxSize * (0.35 + 0.65 * random()));
  }
  return paths;
}
