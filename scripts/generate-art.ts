/**
 * Draws Diginoor's original artwork as small SVG files under public/art (plus public/favicon.svg).
 * Everything is abstract poster art — gradients, shapes and type — never a still, a photo or a
 * likeness. Randomness is seeded per file name, so every run writes byte-identical files.
 *
 *   npm run art
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Rarity } from "../db/schema";
import { CATALOGUE, type FilmSlug } from "../db/catalogue";

const PUBLIC_DIR = path.resolve("public");
const ART_DIR = path.join(PUBLIC_DIR, "art");

// ---------------------------------------------------------------------------------------------
// Primitives
// ---------------------------------------------------------------------------------------------

type Random = () => number;
type Box = { x: number; y: number; w: number; h: number };
type Palette = { deep: string; mid: string; accent: string; light: string };

/** mulberry32 seeded with the FNV-1a hash of a key: each file draws from its own stream. */
function randomFor(key: string): Random {
  let hash = 0x811c9dc5;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  let state = hash >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One decimal is plenty at these sizes and keeps the files small. */
const f = (value: number) => String(Math.round(value * 10) / 10);

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const FONT_CSS =
  ".d{font-family:'Arial Black','Segoe UI Black',Impact,sans-serif;font-weight:900}" +
  ".s{font-family:Georgia,'Times New Roman',serif;font-weight:700}" +
  ".u{font-family:'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-weight:600}";

/** Rough advance width per character, in ems, used to fit type without measuring it. */
const EM = { display: 0.74, serif: 0.56, sans: 0.58 } as const;

function fitSize(lines: readonly string[], maxWidth: number, maxSize: number, em: number, spacing = 0): number {
  const longest = Math.max(...lines.map((line) => line.length));
  return Math.min(maxSize, maxWidth / (longest * (em + spacing)));
}

/** Greedy word wrap to lines of at most `maxChars` (longer single words stay whole). */
function wrap(text: string, maxChars: number): string[] {
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
function balancedLines(text: string, oneLineMax: number): string[] {
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

function text(lines: readonly string[], o: TextOptions): string {
  const anchor = o.anchor ?? "start";
  const spacing = o.spacing ? ` letter-spacing="${f(o.spacing * o.size)}"` : "";
  const spans = lines
    .map((line, i) => (i === 0 ? escapeXml(line) : `<tspan x="${f(o.x)}" dy="${f(o.size * 1.15)}">${escapeXml(line)}</tspan>`))
    .join("");
  return `<text class="${o.cls}" x="${f(o.x)}" y="${f(o.y)}" font-size="${f(o.size)}" fill="${o.fill}" text-anchor="${anchor}"${spacing}${o.extra ?? ""}>${spans}</text>`;
}

type Stop = [offset: number, color: string, opacity?: number];

/** Collects the definitions and layers of one SVG document. */
class Drawing {
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

const sparklePath = (x: number, y: number, s: number) =>
  `M${f(x)},${f(y - s)}Q${f(x)},${f(y)} ${f(x + s)},${f(y)}Q${f(x)},${f(y)} ${f(x)},${f(y + s)}Q${f(x)},${f(y)} ${f(x - s)},${f(y)}Q${f(x)},${f(y)} ${f(x)},${f(y - s)}Z`;

/**
 * Rays of light around a centre, as the dashes of one very wide circle stroke: each dash is a
 * sector, so `count` rays cost a single element.
 */
function rays(cx: number, cy: number, reach: number, count: number, fill: string, attributes = ""): string {
  const r = reach / 2;
  const period = (2 * Math.PI * r) / count;
  return `<circle${attributes} cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${fill}" stroke-width="${f(reach)}" stroke-dasharray="${f(period * 0.3)} ${f(period * 0.7)}"/>`;
}

const hexagonPoints = (cx: number, cy: number, r: number) =>
  Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i - Math.PI / 2;
    return `${f(cx + r * Math.cos(angle))},${f(cy + r * Math.sin(angle))}`;
  }).join(" ");

// ---------------------------------------------------------------------------------------------
// Shared scenery
// ---------------------------------------------------------------------------------------------

/** Spotlight beams falling from above the top edge. */
function beams(d: Drawing, random: Random, box: Box, color: string, count: number): void {
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
function filmStrip(d: Drawing, id: string, pathData: string, width: number, dark: string, light: string): void {
  d.def(id, `<path id="${id}" d="${pathData}" fill="none"/>`);
  const hole = width * 0.13;
  d.add(
    `<use href="#${id}" stroke="${dark}" stroke-width="${f(width)}"/>`,
    `<use href="#${id}" stroke="${light}" stroke-width="${f(width * 0.82)}" stroke-dasharray="${f(hole)} ${f(hole)}" opacity=".55"/>`,
    `<use href="#${id}" stroke="${dark}" stroke-width="${f(width * 0.6)}"/>`,
    `<use href="#${id}" stroke="${light}" stroke-width="${f(width * 0.48)}" stroke-dasharray="${f(width * 0.7)} ${f(width * 0.12)}" opacity=".14"/>`,
  );
}

function twinkles(random: Random, box: Box, count: number, maxSize: number): string {
  let paths = "";
  for (let i = 0; i < count; i++) {
    paths += sparklePath(box.x + box.w * random(), box.y + box.h * random(), maxSize * (0.35 + 0.65 * random()));
  }
  return paths;
}

// ---------------------------------------------------------------------------------------------
// Film palettes and motifs
// ---------------------------------------------------------------------------------------------

const FILM_PALETTES: Record<FilmSlug, Palette> = {
  kabali: { deep: "#16060a", mid: "#7a1018", accent: "#e8412f", light: "#f7c873" },
  sivaji: { deep: "#03140d", mid: "#0f5535", accent: "#d9a82e", light: "#f6e7a8" },
  chandramukhi: { deep: "#120620", mid: "#4d1873", accent: "#d2409f", light: "#ecdcff" },
  "vikram-vedha": { deep: "#06182b", mid: "#174a7a", accent: "#ff9a3c", light: "#d3e8ff" },
  mersal: { deep: "#051b1e", mid: "#0c6a6a", accent: "#ff4f8b", light: "#fff0c9" },
};

type Motif = (d: Drawing, random: Random, box: Box, p: Palette) => void;

/** Kabali: a night city with two tall towers and lit windows. */
const skyline: Motif = (d, random, b, p) => {
  const base = b.y + b.h;
  let blocks = "";
  for (let x = b.x; x < b.x + b.w; ) {
    const w = b.w * (0.05 + random() * 0.06);
    const h = b.h * (0.22 + random() * 0.4);
    blocks += `M${f(x)},${f(base)}V${f(base - h)}h${f(w)}V${f(base)}Z`;
    x += w;
  }
  const cx = b.x + b.w / 2;
  const tw = Math.min(b.w * 0.075, b.h * 0.14);
  const th = b.h * 0.92;
  for (const dx of [-tw * 1.1, tw * 1.1]) {
    const left = cx + dx - tw / 2;
    blocks += `M${f(left)},${f(base)}V${f(base - th * 0.78)}l${f(tw * 0.2)},${f(-th * 0.1)}l${f(tw * 0.3)},${f(-th * 0.12)}l${f(tw * 0.3)},${f(th * 0.12)}l${f(tw * 0.2)},${f(th * 0.1)}V${f(base)}Z`;
  }
  blocks += `M${f(cx - tw * 0.6)},${f(base - th * 0.45)}h${f(tw * 1.2)}v${f(b.h * 0.03)}h${f(-tw * 1.2)}Z`;
  d.def("city", `<path id="city" d="${blocks}"/>`);
  d.def(
    "win",
    `<pattern id="win" width="11" height="15" patternUnits="userSpaceOnUse"><rect x="3" y="4" width="4" height="6" fill="${p.light}" opacity=".45"/></pattern>`,
  );
  d.add(
    `<circle cx="${f(cx)}" cy="${f(base - th * 0.55)}" r="${f(Math.min(b.w, b.h) * 0.35)}" fill="${p.accent}" opacity=".22"/>`,
    `<use href="#city" fill="${p.deep}"/>`,
    `<use href="#city" fill="url(#win)"/>`,
  );
};

/** Sivaji: a coin in mid-toss, with rays of light behind it. */
const coinToss: Motif = (d, random, b, p) => {
  const cx = b.x + b.w / 2;
  const cy = b.y + b.h * 0.48;
  const r = Math.min(b.w, b.h) * 0.3;
  const coin = d.linear("coin", [[0, p.light], [0.5, p.accent], [1, "#8a5a12"]], [0, 0, 1, 1]);
  let small = "";
  for (let i = 0; i < 4; i++) {
    const x = b.x + b.w * (0.1 + 0.8 * random());
    const y = b.y + b.h * (0.1 + 0.8 * random());
    small += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 0.22)}" ry="${f(r * 0.08 + r * 0.12 * random())}" fill="${p.accent}" opacity=".7"/>`;
  }
  d.add(
    rays(cx, cy, r * 2.2, 16, p.light, ' opacity=".12"'),
    small,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${coin}"/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.8)}" fill="none" stroke="${p.deep}" stroke-width="${f(r * 0.03)}" stroke-dasharray="${f(r * 0.04)} ${f(r * 0.05)}" opacity=".6"/>`,
    text(["1"], { x: cx, y: cy + r * 0.36, size: r, cls: "s", fill: p.deep, anchor: "middle", extra: ' opacity=".75"' }),
  );
};

/** Chandramukhi: a palace under a full moon, with a string of anklet bells. */
const moonPalace: Motif = (d, random, b, p) => {
  const base = b.y + b.h;
  const cx = b.x + b.w / 2;
  const w = b.w * 0.8;
  const left = cx - w / 2;
  const wall = b.h * 0.32;
  const moonX = b.x + b.w * (0.65 + 0.15 * random());
  const moonY = b.y + b.h * 0.22;
  const moonR = b.w * 0.11;
  const dome = w * 0.16;
  let palace = `M${f(left)},${f(base)}V${f(base - wall)}H${f(cx - dome)}a${f(dome)},${f(dome * 1.15)} 0 0 1 ${f(dome * 2)},0H${f(left + w)}V${f(base)}Z`;
  for (const tx of [left + w * 0.04, left + w * 0.9]) {
    const tw = w * 0.06;
    palace += `M${f(tx)},${f(base - wall)}V${f(base - wall * 1.7)}a${f(tw / 2)},${f(tw * 0.8)} 0 0 1 ${f(tw)},0V${f(base - wall)}Z`;
  }
  let arches = "";
  const archW = w / 9;
  for (let i = 1; i < 8; i++) {
    const ax = left + archW * i + archW * 0.2;
    arches += `M${f(ax)},${f(base)}V${f(base - wall * 0.55)}a${f(archW * 0.3)},${f(archW * 0.35)} 0 0 1 ${f(archW * 0.6)},0V${f(base)}Z`;
  }
  let bells = "";
  for (let i = 0; i <= 10; i++) {
    const t = i / 10;
    bells += `<circle cx="${f(b.x + b.w * (0.1 + 0.8 * t))}" cy="${f(b.y + b.h * 0.06 + Math.sin(t * Math.PI) * b.h * 0.12)}" r="${f(b.w * 0.012)}"/>`;
  }
  d.add(
    `<circle cx="${f(moonX)}" cy="${f(moonY)}" r="${f(moonR * 2)}" fill="${p.light}" opacity=".12"/>`,
    `<circle cx="${f(moonX)}" cy="${f(moonY)}" r="${f(moonR)}" fill="${p.light}" opacity=".92"/>`,
    `<path d="${palace}" fill="${p.deep}"/>`,
    `<path d="${arches}" fill="${p.accent}" opacity=".75"/>`,
    `<path d="M${f(b.x + b.w * 0.1)},${f(b.y + b.h * 0.06)}Q${f(cx)},${f(b.y + b.h * 0.3)} ${f(b.x + b.w * 0.9)},${f(b.y + b.h * 0.06)}" fill="none" stroke="${p.light}" stroke-width="1.5" opacity=".6"/>`,
    `<g fill="${p.light}" opacity=".85">${bells}</g>`,
  );
};

/** Vikram Vedha: two halves of one story, cool and warm, overlapping. */
const twoSides: Motif = (d, _random, b, p) => {
  const cx = b.x + b.w / 2;
  const cy = b.y + b.h / 2;
  const r = Math.min(b.w, b.h) * 0.3;
  d.add(
    `<path d="M${f(b.x)},${f(b.y)}H${f(cx + b.w * 0.1)}L${f(cx - b.w * 0.1)},${f(b.y + b.h)}H${f(b.x)}Z" fill="${p.light}" opacity=".08"/>`,
    `<circle cx="${f(cx - r * 0.45)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${p.light}" stroke-width="${f(r * 0.08)}"/>`,
    `<circle cx="${f(cx + r * 0.45)}" cy="${f(cy)}" r="${f(r)}" fill="${p.accent}" opacity=".85"/>`,
    `<path d="M${f(cx - r * 0.9)},${f(cy - r * 0.35)}l${f(r * 0.3)},${f(r * 0.7)}l${f(r * 0.3)},${f(-r * 0.7)}M${f(cx + r * 0.3)},${f(cy - r * 0.35)}l${f(r * 0.3)},${f(r * 0.7)}l${f(r * 0.3)},${f(-r * 0.7)}" fill="none" stroke="${p.deep}" stroke-width="${f(r * 0.1)}" stroke-linejoin="round"/>`,
  );
};

/** Mersal: a fan of playing cards and sparkles, for the magician's act. */
const cardFan: Motif = (d, random, b, p) => {
  const pivotX = b.x + b.w / 2;
  const pivotY = b.y + b.h * 0.92;
  const cw = b.w * 0.22;
  const ch = cw * 1.45;
  let cards = "";
  for (let i = 0; i < 5; i++) {
    const angle = -32 + i * 16;
    cards += `<g transform="rotate(${angle} ${f(pivotX)} ${f(pivotY)})"><rect x="${f(pivotX - cw / 2)}" y="${f(pivotY - ch - b.h * 0.1)}" width="${f(cw)}" height="${f(ch)}" rx="${f(cw * 0.08)}" fill="${p.light}" stroke="${p.accent}" stroke-width="3"/><path d="M${f(pivotX)},${f(pivotY - ch * 0.82 - b.h * 0.1)}l${f(cw * 0.14)},${f(ch * 0.14)}l${f(-cw * 0.14)},${f(ch * 0.14)}l${f(-cw * 0.14)},${f(-ch * 0.14)}Z" fill="${p.accent}"/></g>`;
  }
  d.add(
    `<circle cx="${f(pivotX)}" cy="${f(b.y + b.h * 0.45)}" r="${f(b.w * 0.36)}" fill="none" stroke="${p.light}" stroke-width="2" stroke-dasharray="4 10" opacity=".5"/>`,
    cards,
    `<path d="${twinkles(random, b, 6, b.w * 0.04)}" fill="${p.light}"/>`,
  );
};

const FILM_MOTIFS: Record<FilmSlug, Motif> = {
  kabali: skyline,
  sivaji: coinToss,
  chandramukhi: moonPalace,
  "vikram-vedha": twoSides,
  mersal: cardFan,
};

const filmBySlug = new Map(CATALOGUE.films.map((film) => [film.slug, film]));

function filmOf(slug: FilmSlug) {
  const film = filmBySlug.get(slug);
  if (!film) throw new Error(`No film ${slug} in the catalogue`);
  return film;
}

// ---------------------------------------------------------------------------------------------
// Category glyphs (drawn in a 64-unit box)
// ---------------------------------------------------------------------------------------------

const GLYPHS: Record<string, (ink: string, paper: string) => string> = {
  Moment: (ink, paper) =>
    `<rect x="2" y="24" width="60" height="38" rx="4" fill="${ink}"/><path d="M2,20L58,6l4,12L6,32Z" fill="${ink}"/><path d="M14,17l8,11M28,13l8,11M42,10l8,11" stroke="${paper}" stroke-width="5"/>`,
  Poster: (ink, paper) =>
    `<rect x="12" y="2" width="40" height="60" rx="3" fill="${ink}"/><circle cx="32" cy="24" r="9" fill="${paper}"/><path d="M18,54l10-14l6,8l6-6l8,12Z" fill="${paper}"/>`,
  Dialogue: (ink, paper) =>
    `<path d="M6,8h52a4,4 0 0 1 4,4v30a4,4 0 0 1-4,4H26l-12,12v-12H6a4,4 0 0 1-4-4V12a4,4 0 0 1 4-4Z" fill="${ink}"/><text x="32" y="44" font-size="36" text-anchor="middle" class="s" fill="${paper}">“”</text>`,
  "Behind the scenes": (ink, paper) =>
    `<rect x="2" y="28" width="44" height="30" rx="4" fill="${ink}"/><path d="M46,36l16-8v30l-16-8Z" fill="${ink}"/><circle cx="14" cy="16" r="11" fill="${ink}"/><circle cx="36" cy="16" r="11" fill="${ink}"/><circle cx="14" cy="16" r="3" fill="${paper}"/><circle cx="36" cy="16" r="3" fill="${paper}"/>`,
};

const glyph = (category: string, x: number, y: number, size: number, ink: string, paper: string) =>
  `<g transform="translate(${f(x)} ${f(y)}) scale(${f(size / 64)})">${(GLYPHS[category] ?? GLYPHS.Moment)(ink, paper)}</g>`;

// ---------------------------------------------------------------------------------------------
// Rarity looks
// ---------------------------------------------------------------------------------------------

type RarityLook = { from: string; to: string; frame: number; glow: string | null; label: string };

const RARITY_LOOKS: Record<Rarity, RarityLook> = {
  Common: { from: "#8d96a5", to: "#c9ced6", frame: 6, glow: null, label: "Open editions of 100–250" },
  Rare: { from: "#1f6feb", to: "#3cc8e6", frame: 14, glow: "#3cc8e6", label: "Editions of 25–60" },
  Ultimate: { from: "#6d28d9", to: "#b07cff", frame: 14, glow: "#b07cff", label: "Editions of 10–25" },
  Legendary: { from: "#a86b12", to: "#ffd166", frame: 16, glow: "#ffd166", label: "Five or fewer, or one by auction" },
};

/** The frame, background glow and corner jewels that tell a card's rarity at a glance. */
function rarityFrame(d: Drawing, rarity: Rarity, size: number, layer: "back" | "front"): void {
  const look = RARITY_LOOKS[rarity];
  if (layer === "back") {
    if (look.glow) d.add(`<rect width="${size}" height="${size}" fill="${d.radial("halo", [[0, look.glow, 0.45], [1, look.glow, 0]], [0.5, 0.4, 0.55])}"/>`);
    return;
  }
  const stroke = d.linear("frame", [[0, look.from], [0.5, look.to], [1, look.from]], [0, 0, 1, 1]);
  const inset = look.frame / 2;
  const rect = `x="${f(inset)}" y="${f(inset)}" width="${f(size - look.frame)}" height="${f(size - look.frame)}" rx="24" fill="none"`;
  if (rarity === "Legendary") d.add(`<rect ${rect} stroke="${look.to}" stroke-width="${look.frame * 1.6}" filter="${d.blur("glow", 10)}"/>`);
  d.add(`<rect ${rect} stroke="${stroke}" stroke-width="${look.frame}"/>`);
  if (rarity === "Ultimate" || rarity === "Legendary") {
    const c = look.frame + 14;
    const jewels = [
      [c, c],
      [size - c, c],
      [c, size - c],
      [size - c, size - c],
    ]
      .map(([x, y]) => `M${f(x)},${f(y - 9)}l9,9l-9,9l-9-9Z`)
      .join("");
    d.add(`<path d="${jewels}" fill="${look.to}"/>`);
  }
}

// ---------------------------------------------------------------------------------------------
// NFT artwork
// ---------------------------------------------------------------------------------------------

type NftArt = (typeof CATALOGUE.nfts)[number];

/** Lays out a 600-unit NFT card; `animated` adds the moving layers of the media version. */
function nftCard(nft: NftArt, n: number, animated: boolean): string {
  const random = randomFor(`nft-${n}`);
  const film = filmOf(nft.film);
  const p = FILM_PALETTES[nft.film];
  const motif = FILM_MOTIFS[nft.film];
  const look = RARITY_LOOKS[nft.rarity];
  const d = new Drawing();
  const size = 600;
  // Each card frames its film's motif a little differently, so siblings do not look cloned.
  const zoom = 0.88 + 0.14 * random();
  const scene: Box = { x: 300 - 240 * zoom + 50 * (random() - 0.5), y: 450 - 360 * zoom, w: 480 * zoom, h: 360 * zoom };
  const tilt = random();

  d.add(`<rect width="${size}" height="${size}" fill="${d.linear("bg", [[0, p.deep], [1, p.mid]], [tilt, 0, 1 - tilt, 1])}"/>`);
  rarityFrame(d, nft.rarity, size, "back");
  if (animated) {
    d.style(
      ".rays{transform-origin:300px 270px;animation:spin 40s linear infinite}@keyframes spin{to{transform:rotate(360deg)}}" +
        ".sh{animation:sweep 7s ease-in-out infinite}@keyframes sweep{0%,20%{transform:translateX(-360px)}80%,100%{transform:translateX(1000px)}}" +
        ".tw{animation:blink 3s ease-in-out infinite}.tw:nth-of-type(2n){animation-delay:1.5s}@keyframes blink{50%{opacity:.15}}" +
        "@media (prefers-reduced-motion:reduce){.rays,.sh,.tw{animation:none}}",
    );
    d.add(rays(300, 270, 520, 12, look.glow ?? p.light, ` class="rays" opacity="${look.glow ? 0.16 : 0.07}"`));
  }

  switch (nft.category) {
    case "Poster": {
      const poster: Box = { x: 170, y: 70, w: 260, h: 350 };
      d.add(
        `<rect x="${poster.x - 8}" y="${poster.y - 8}" width="${poster.w + 16}" height="${poster.h + 16}" rx="6" fill="${p.light}" opacity=".9"/>`,
        `<rect x="${poster.x}" y="${poster.y}" width="${poster.w}" height="${poster.h}" fill="${d.linear("pbg", [[0, p.mid], [1, p.deep]])}"/>`,
      );
      beams(d, random, { x: poster.x, y: poster.y, w: poster.w, h: poster.h * 0.7 }, p.light, 2);
      motif(d, random, { x: poster.x + 10, y: poster.y + 20, w: poster.w - 20, h: poster.h * 0.62 }, p);
      const name = film.name.toUpperCase();
      d.add(
        text([name], { x: 300, y: poster.y + poster.h - 38, size: fitSize([name], poster.w - 30, 40, EM.display), cls: "d", fill: p.light, anchor: "middle" }),
        text([String(film.year)], { x: 300, y: poster.y + poster.h - 14, size: 14, cls: "u", fill: p.accent, anchor: "middle", spacing: 0.3 }),
      );
      break;
    }
    case "Dialogue": {
      motif(d, random, { x: 110, y: 200, w: 380, h: 250 }, p);
      d.add(
        `<rect x="0" y="0" width="${size}" height="${size}" fill="${p.deep}" opacity=".35"/>`,
        text(["“"], { x: 80, y: 300, size: 300, cls: "s", fill: p.accent, extra: ' opacity=".9"' }),
        text(["”"], { x: 520, y: 470, size: 300, cls: "s", fill: p.accent, anchor: "end", extra: ' opacity=".9"' }),
      );
      break;
    }
    case "Behind the scenes": {
      motif(d, random, scene, p);
      d.add(`<rect width="${size}" height="${size}" fill="${p.deep}" opacity=".45"/>`);
      filmStrip(d, "strip", "M-40,150C160,90 420,250 640,170", 92, "#0b0b0f", p.light);
      d.add(glyph("Behind the scenes", 215, 250, 170, p.light, p.deep));
      break;
    }
    default: {
      beams(d, random, { x: 0, y: 0, w: size, h: 460 }, p.light, 3);
      motif(d, random, scene, p);
    }
  }

  if (animated) {
    d.add(
      `<path class="sh" d="M-60,0h110l-160,600h-110Z" fill="${d.linear("shine", [[0, "#fff", 0], [0.5, "#fff", 0.28], [1, "#fff", 0]], [0, 0, 1, 0])}"/>`,
      ...Array.from({ length: 6 }, () => `<path class="tw" d="${twinkles(random, { x: 60, y: 60, w: 480, h: 380 }, 1, 14)}" fill="${look.glow ?? p.light}"/>`),
    );
  } else if (nft.rarity === "Legendary") {
    d.add(`<path d="${twinkles(random, { x: 60, y: 60, w: 480, h: 380 }, 5, 12)}" fill="${look.to}"/>`);
  }

  // Title band
  const lines = balancedLines(nft.title, 24);
  const titleSize = fitSize(lines, 500, 36, EM.serif);
  d.add(
    `<rect y="452" width="${size}" height="148" fill="${p.deep}" opacity=".82"/>`,
    text(lines, { x: 300, y: lines.length > 1 ? 494 : 516, size: titleSize, cls: "s", fill: "#fff", anchor: "middle" }),
    text([`${film.name.toUpperCase()} · ${nft.rarity.toUpperCase()}`], { x: 300, y: 574, size: 15, cls: "u", fill: look.to, anchor: "middle", spacing: 0.2 }),
  );
  // Badges: category (top left) and rarity (top right)
  const pillWidth = nft.rarity.length * 12 + 36;
  d.add(
    `<circle cx="74" cy="74" r="32" fill="${p.deep}" opacity=".85"/>`,
    glyph(nft.category, 54, 54, 40, p.light, p.deep),
    `<rect x="${530 - pillWidth}" y="54" width="${pillWidth}" height="36" rx="18" fill="${p.deep}" stroke="${look.to}" stroke-width="2" opacity=".9"/>`,
    text([nft.rarity.toUpperCase()], { x: 530 - pillWidth / 2, y: 78, size: 14, cls: "u", fill: look.to, anchor: "middle", spacing: 0.15 }),
  );
  rarityFrame(d, nft.rarity, size, "front");

  const title = `${nft.title}: ${nft.rarity} ${nft.category.toLowerCase()} collectible from ${film.name}`;
  return animated
    ? d.render({ width: 800, height: 800, viewBox: [size, size], title: `${title} (animated)` })
    : d.render({ width: size, height: size, title });
}

// ---------------------------------------------------------------------------------------------
// Film posters and banners
// ---------------------------------------------------------------------------------------------

type FilmArt = (typeof CATALOGUE.films)[number];

function comingSoonRibbon(d: Drawing, x: number, y: number, p: Palette): void {
  d.add(
    `<g transform="translate(${x} ${y}) rotate(45)"><rect x="-160" y="-22" width="320" height="44" fill="${p.accent}"/>` +
      text(["COMING SOON"], { x: 0, y: 8, size: 20, cls: "d", fill: p.deep, anchor: "middle", spacing: 0.15 }) +
      "</g>",
  );
}

function poster(film: FilmArt): string {
  const random = randomFor(`poster-${film.slug}`);
  const p = FILM_PALETTES[film.slug];
  const d = new Drawing();
  d.add(`<rect width="600" height="800" fill="${d.linear("bg", [[0, p.deep], [0.55, p.mid], [1, p.deep]])}"/>`);
  beams(d, random, { x: 0, y: 0, w: 600, h: 640 }, p.light, 4);
  FILM_MOTIFS[film.slug](d, random, { x: 50, y: 90, w: 500, h: 420 }, p);
  const name = film.name.toUpperCase();
  const tagline = wrap(film.tagline, 34);
  d.add(
    text(["A DIGINOOR COLLECTION"], { x: 300, y: 60, size: 16, cls: "u", fill: p.light, anchor: "middle", spacing: 0.35 }),
    `<rect x="0" y="520" width="600" height="280" fill="${d.linear("fade", [[0, p.deep, 0], [0.3, p.deep, 0.9], [1, p.deep, 1]])}"/>`,
    text([name], { x: 300, y: 610, size: fitSize([name], 530, 96, EM.display), cls: "d", fill: p.light, anchor: "middle" }),
    text(tagline, { x: 300, y: 652, size: 22, cls: "s", fill: p.accent, anchor: "middle", extra: ' font-style="italic"' }),
    text([film.status === "live" ? String(film.year) : "COMING SOON"], { x: 300, y: 720, size: 15, cls: "u", fill: p.light, anchor: "middle", spacing: 0.4 }),
  );
  filmStrip(d, "strip", "M0,772H600", 56, "#07070a", p.light);
  if (film.status === "coming_soon") comingSoonRibbon(d, 545, 55, p);
  return d.render({ width: 600, height: 800, title: `${film.name} collection poster` });
}

function banner(film: FilmArt): string {
  const random = randomFor(`banner-${film.slug}`);
  const p = FILM_PALETTES[film.slug];
  const d = new Drawing();
  d.add(`<rect width="1600" height="500" fill="${d.linear("bg", [[0, p.deep], [0.6, p.mid], [1, p.deep]], [0, 0, 1, 0.3])}"/>`);
  beams(d, random, { x: 700, y: 0, w: 900, h: 500 }, p.light, 5);
  FILM_MOTIFS[film.slug](d, random, { x: 900, y: 40, w: 620, h: 460 }, p);
  const name = film.name.toUpperCase();
  d.add(
    `<rect width="900" height="500" fill="${d.linear("fade", [[0, p.deep, 0.95], [1, p.deep, 0]], [0, 0, 1, 0])}"/>`,
    text(["A DIGINOOR COLLECTION"], { x: 100, y: 160, size: 20, cls: "u", fill: p.accent, spacing: 0.35 }),
    text([name], { x: 100, y: 270, size: fitSize([name], 760, 120, EM.display), cls: "d", fill: p.light }),
    text(wrap(film.tagline, 48), { x: 100, y: 330, size: 30, cls: "s", fill: p.light, extra: ' font-style="italic" opacity=".85"' }),
  );
  filmStrip(d, "strip", "M0,474H1600", 52, "#07070a", p.light);
  if (film.status === "coming_soon") comingSoonRibbon(d, 1545, 55, p);
  return d.render({ width: 1600, height: 500, title: `${film.name} collection banner` });
}

// ---------------------------------------------------------------------------------------------
// Studios, team, partners
// ---------------------------------------------------------------------------------------------

const STUDIO_EMBLEMS: readonly ((ink: string, paper: string) => string)[] = [
  // Marina Film Works: waves under a sun
  (ink, paper) => `<circle cx="0" cy="-8" r="16" fill="${ink}"/><path d="M-30,10q7.5-8 15,0t15,0t15,0t15,0M-30,22q7.5-8 15,0t15,0t15,0t15,0" fill="none" stroke="${paper}" stroke-width="4"/>`,
  // Vaigai Reel Company: a film reel
  (ink, paper) => `<circle r="30" fill="${ink}"/>${[0, 72, 144, 216, 288].map((a) => `<circle cx="${f(16 * Math.cos((a * Math.PI) / 180))}" cy="${f(16 * Math.sin((a * Math.PI) / 180))}" r="7" fill="${paper}"/>`).join("")}<circle r="4" fill="${paper}"/>`,
  // Thanjavur Lantern Studios: a hanging lantern
  (ink, paper) => `<path d="M0,-32v8M-14,-24h28l6,10v24l-6,12h-28l-6-12v-24Z" fill="${ink}" stroke="${ink}" stroke-width="3"/><path d="M0,-12c8,10 8,18 0,24c-8-6-8-14 0-24Z" fill="${paper}"/>`,
  // Twin Coast Pictures: two arcs facing each other
  (ink, paper) => `<path d="M-6,-28a28,28 0 0 0 0,56M6,-28a28,28 0 0 1 0,56" fill="none" stroke="${ink}" stroke-width="8"/><circle r="6" fill="${paper}"/>`,
  // Peacock Lane Productions: a feather eye
  (ink, paper) => `<ellipse rx="20" ry="30" fill="${ink}"/><ellipse cy="-6" rx="11" ry="15" fill="${paper}"/><ellipse cy="-4" rx="5" ry="7" fill="${ink}"/>`,
];

const STUDIO_COLOURS: readonly Palette[] = [
  FILM_PALETTES.kabali,
  FILM_PALETTES.sivaji,
  FILM_PALETTES.chandramukhi,
  FILM_PALETTES["vikram-vedha"],
  FILM_PALETTES.mersal,
];

/** A wordmark: the first word large, the rest small and spaced, beside an emblem. */
function wordmark(d: Drawing, name: string, emblem: string, p: Palette): void {
  const [first, ...rest] = name.toUpperCase().split(" ");
  const restLine = rest.join(" ");
  d.add(
    `<rect width="320" height="120" rx="14" fill="${p.deep}"/>`,
    `<g transform="translate(60 60)">${emblem}</g>`,
    text([first], { x: 108, y: restLine ? 62 : 72, size: fitSize([first], 196, 34, EM.display), cls: "d", fill: p.light }),
  );
  if (restLine) d.add(text([restLine], { x: 108, y: 88, size: fitSize([restLine], 196, 15, EM.sans, 0.2), cls: "u", fill: p.accent, spacing: 0.2 }));
}

function studioLogo(studio: (typeof CATALOGUE.studios)[number], index: number): string {
  const d = new Drawing();
  const p = STUDIO_COLOURS[index % STUDIO_COLOURS.length];
  wordmark(d, studio.name, STUDIO_EMBLEMS[index % STUDIO_EMBLEMS.length](p.accent, p.light), p);
  return d.render({ width: 320, height: 120, title: `${studio.name} logo` });
}

function partnerLogo(partner: (typeof CATALOGUE.partners)[number], index: number): string {
  const random = randomFor(`partner-${index}`);
  const d = new Drawing();
  const p = STUDIO_COLOURS[(index + 2) % STUDIO_COLOURS.length];
  // A regular polygon with a different number of sides for each partner, and a dot at its heart.
  const sides = 3 + index;
  const rotation = random() * 60;
  const points = Array.from({ length: sides }, (_, i) => {
    const angle = ((2 * Math.PI) / sides) * i + (rotation * Math.PI) / 180;
    return `${f(30 * Math.cos(angle))},${f(30 * Math.sin(angle))}`;
  }).join(" ");
  const emblem = `<polygon points="${points}" fill="none" stroke="${p.accent}" stroke-width="6" stroke-linejoin="round"/><circle r="9" fill="${p.light}"/>`;
  wordmark(d, partner.name, emblem, p);
  return d.render({ width: 320, height: 120, title: `${partner.name} logo` });
}

function teamAvatar(member: (typeof CATALOGUE.team)[number], index: number): string {
  const random = randomFor(`team-${index}`);
  const d = new Drawing();
  const hue = Math.floor(random() * 360);
  const from = `hsl(${hue},70%,55%)`;
  const to = `hsl(${(hue + 60) % 360},65%,30%)`;
  const initials = member.name
    .split(" ")
    .map((word) => word[0])
    .join("")
    .slice(0, 2);
  let bubbles = "";
  for (let i = 0; i < 3; i++) {
    bubbles += `<circle cx="${f(240 * random())}" cy="${f(240 * random())}" r="${f(30 + 50 * random())}"/>`;
  }
  d.add(
    `<rect width="240" height="240" fill="${d.linear("bg", [[0, from], [1, to]], [0, 0, 1, 1])}"/>`,
    `<g fill="#fff" opacity=".12">${bubbles}</g>`,
    text([initials], { x: 120, y: 148, size: 84, cls: "s", fill: "#fff", anchor: "middle" }),
  );
  return d.render({ width: 240, height: 240, title: `${member.name}, ${member.role}` });
}

// ---------------------------------------------------------------------------------------------
// Blog covers
// ---------------------------------------------------------------------------------------------

/** Topic pictures for the blog covers, drawn in the box 700..1140 x 90..540. */
const BLOG_TOPICS: Record<string, (d: Drawing, p: Palette) => void> = {
  "a-beginners-guide-to-diginoor": (d, p) => {
    const steps = [
      [760, 440],
      [910, 310],
      [1060, 180],
    ];
    d.add(`<path d="M760,440L910,310L1060,180" fill="none" stroke="${p.light}" stroke-width="6" stroke-dasharray="14 12" opacity=".6"/>`);
    steps.forEach(([x, y], i) =>
      d.add(
        `<circle cx="${x}" cy="${y}" r="62" fill="${p.accent}"/>`,
        text([String(i + 1)], { x, y: y + 28, size: 80, cls: "d", fill: p.deep, anchor: "middle" }),
      ),
    );
  },
  "understanding-rarity-tiers": (d) => {
    (["Common", "Rare", "Ultimate", "Legendary"] as const).forEach((rarity, i) => {
      const look = RARITY_LOOKS[rarity];
      d.add(
        `<g transform="rotate(${-18 + i * 12} 920 620)"><rect x="840" y="150" width="160" height="230" rx="14" fill="${d.linear(`r${i}`, [[0, look.from], [1, look.to]], [0, 0, 1, 1])}" stroke="#fff" stroke-width="4"/><path d="M920,230l30,35l-30,35l-30-35Z" fill="#fff" opacity=".85"/></g>`,
      );
    });
  },
  "what-is-an-nft": (d, p) => {
    d.add(
      `<polygon points="${hexagonPoints(920, 315, 190)}" fill="${p.accent}" opacity=".25"/>`,
      `<polygon points="${hexagonPoints(920, 315, 150)}" fill="${p.deep}" stroke="${p.light}" stroke-width="8"/>`,
      glyph("Poster", 860, 255, 120, p.light, p.deep),
    );
  },
  "how-auctions-work-on-diginoor": (d, p) => {
    d.add(
      `<path d="M760,500V420h60v80M850,500V360h60v140M940,500V290h60v210M1030,500V210h60v290" fill="${p.accent}" opacity=".85"/>`,
      `<g transform="rotate(-35 930 170)"><rect x="860" y="130" width="140" height="70" rx="12" fill="${p.light}"/><rect x="920" y="200" width="20" height="140" rx="6" fill="${p.light}"/></g>`,
    );
  },
  "keeping-your-wallet-safe": (d, p) => {
    d.add(
      `<path d="M920,110l170,60v110c0,110-80,190-170,230c-90-40-170-120-170-230V170Z" fill="${p.accent}"/>`,
      `<circle cx="920" cy="290" r="40" fill="${p.deep}"/><path d="M905,300h30l12,90h-54Z" fill="${p.deep}"/>`,
    );
  },
  "how-we-work-with-film-studios": (d, p) => {
    d.add(
      glyph("Moment", 760, 200, 240, p.light, p.deep),
      `<g transform="translate(1040 170) scale(2.2)">${STUDIO_EMBLEMS[1](p.accent, p.deep)}</g>`,
    );
  },
};

const BLOG_PALETTES: readonly Palette[] = [
  FILM_PALETTES.chandramukhi,
  FILM_PALETTES["vikram-vedha"],
  FILM_PALETTES.kabali,
  FILM_PALETTES.mersal,
  FILM_PALETTES.sivaji,
];

function blogCover(post: (typeof CATALOGUE.posts)[number], index: number): string {
  const random = randomFor(`blog-${post.slug}`);
  const p = BLOG_PALETTES[index % BLOG_PALETTES.length];
  const d = new Drawing();
  d.add(`<rect width="1200" height="630" fill="${d.linear("bg", [[0, p.deep], [1, p.mid]], [0, 0, 1, 1])}"/>`);
  beams(d, random, { x: 600, y: 0, w: 600, h: 630 }, p.light, 3);
  const topic = BLOG_TOPICS[post.slug];
  if (topic) topic(d, p);
  else d.add(`<g transform="translate(920 315) scale(5)">${STUDIO_EMBLEMS[1](p.accent, p.deep)}</g>`);
  const lines = wrap(post.title, 20);
  d.add(
    text(["DIGINOOR BLOG"], { x: 80, y: 120, size: 22, cls: "u", fill: p.accent, spacing: 0.35 }),
    text(lines, { x: 80, y: 210, size: fitSize(lines, 600, 62, EM.serif), cls: "s", fill: "#fff" }),
  );
  filmStrip(d, "strip", "M0,604H1200", 52, "#07070a", p.light);
  return d.render({ width: 1200, height: 630, title: `Cover image: ${post.title}` });
}

// ---------------------------------------------------------------------------------------------
// Lotteries, rarity cards, hero and logo
// ---------------------------------------------------------------------------------------------

function lotteryImage(lottery: (typeof CATALOGUE.lotteries)[number], index: number): string {
  const random = randomFor(`lottery-${index}`);
  const p = FILM_PALETTES[lottery.film];
  const d = new Drawing();
  d.add(`<rect width="800" height="450" fill="${d.linear("bg", [[0, p.deep], [1, p.mid]], [0, 0, 1, 1])}"/>`);
  FILM_MOTIFS[lottery.film](d, random, { x: 460, y: 40, w: 320, h: 300 }, p);
  // A ticket with notched sides and a torn-off stub.
  d.add(
    `<g transform="rotate(-6 300 240)"><path d="M70,120h460v60a30,30 0 0 0 0,60v60H70v-60a30,30 0 0 0 0-60Z" fill="${p.light}"/>` +
      `<path d="M430,128V292" stroke="${p.deep}" stroke-width="3" stroke-dasharray="8 8"/>` +
      text(["PRIZE DRAW"], { x: 100, y: 170, size: 18, cls: "u", fill: p.mid, spacing: 0.3 }) +
      text(wrap(lottery.name, 18), { x: 100, y: 215, size: 32, cls: "s", fill: p.deep }) +
      text(["ADMIT", "ONE"], { x: 465, y: 200, size: 17, cls: "d", fill: p.mid, anchor: "middle" }) +
      "</g>",
  );
  for (let i = 0; i < 5; i++) {
    const x = 520 + i * 58;
    const y = 380 + 30 * random();
    d.add(
      `<circle cx="${f(x)}" cy="${f(y)}" r="24" fill="${i % 2 ? p.accent : p.light}"/>`,
      text([String(1 + Math.floor(random() * 99))], { x, y: y + 7, size: 18, cls: "u", fill: p.deep, anchor: "middle" }),
    );
  }
  return d.render({ width: 800, height: 450, title: `${lottery.name}: prize draw ticket` });
}

function rarityCard(rarity: Rarity): string {
  const look = RARITY_LOOKS[rarity];
  const d = new Drawing();
  d.add(
    `<rect width="400" height="560" rx="28" fill="#17131f"/>`,
    `<rect width="400" height="560" rx="28" fill="${d.radial("halo", [[0, look.to, 0.5], [1, look.to, 0]], [0.5, 0.4, 0.6])}"/>`,
  );
  const gem = d.linear("gem", [[0, look.to], [1, look.from]], [0, 0, 1, 1]);
  if (look.glow) d.add(`<path d="M200,110l110,100l-110,140l-110-140Z" fill="${look.glow}" filter="${d.blur("glow", 18)}" opacity=".8"/>`);
  d.add(
    `<path d="M200,110l110,100l-110,140l-110-140Z" fill="${gem}"/>`,
    `<path d="M90,210h220M200,110l-45,100l45,140l45-140Z" fill="none" stroke="#fff" stroke-width="3" opacity=".55"/>`,
    text([rarity.toUpperCase()], { x: 200, y: 440, size: fitSize([rarity.toUpperCase()], 320, 44, EM.display), cls: "d", fill: look.to, anchor: "middle" }),
    text([look.label], { x: 200, y: 480, size: 17, cls: "u", fill: "#f3eefb", anchor: "middle" }),
    `<rect x="${f(look.frame / 2)}" y="${f(look.frame / 2)}" width="${f(400 - look.frame)}" height="${f(560 - look.frame)}" rx="24" fill="none" stroke="${d.linear("frame", [[0, look.from], [0.5, look.to], [1, look.from]], [0, 0, 1, 1])}" stroke-width="${look.frame}"/>`,
  );
  return d.render({ width: 400, height: 560, title: `${rarity} rarity card` });
}

function hero(): string {
  const random = randomFor("hero");
  const d = new Drawing();
  d.add(`<rect width="1600" height="900" fill="${d.linear("bg", [[0, "#0d0b14"], [0.6, "#2a1240"], [1, "#6a1f3a"]])}"/>`);
  // Searchlights crossing the night sky from the city.
  const light = d.linear("search", [[0, "#ffd9a0", 0], [1, "#ffd9a0", 0.35]]);
  d.add(
    `<path d="M380,900L140,0h180ZM1220,900L1280,0h180ZM800,900L660,0h120Z" fill="${light}"/>`,
    `<path d="${twinkles(random, { x: 0, y: 0, w: 1600, h: 480 }, 20, 7)}" fill="#fff" opacity=".7"/>`,
    `<circle cx="1250" cy="210" r="90" fill="#ffe7b8" opacity=".9"/><circle cx="1250" cy="210" r="170" fill="#ffe7b8" opacity=".08"/>`,
  );
  skyline(d, random, { x: 0, y: 470, w: 1600, h: 430 }, { deep: "#0a0710", mid: "#2a1240", accent: "#ff8a00", light: "#ffcf7a" });
  filmStrip(d, "strip", "M-60,760C300,600 700,860 1000,700S1500,560 1680,640", 110, "#050407", "#ffb347");
  // Collectible tokens in the four rarity colours rising above the city.
  (["Common", "Rare", "Ultimate", "Legendary"] as const).forEach((rarity, i) => {
    const look = RARITY_LOOKS[rarity];
    const x = 260 + i * 300 + 60 * random();
    const y = 300 + 140 * random();
    const r = 38 + i * 10;
    d.add(
      `<polygon points="${hexagonPoints(x, y, r * 1.6)}" fill="${look.to}" opacity=".18" filter="${d.blur("glow", 14)}"/>`,
      `<polygon points="${hexagonPoints(x, y, r)}" fill="${d.linear(`t${i}`, [[0, look.to], [1, look.from]], [0, 0, 1, 1])}" stroke="#fff" stroke-opacity=".6" stroke-width="3"/>`,
      `<path d="${sparklePath(x, y, r * 0.45)}" fill="#fff" opacity=".85"/>`,
    );
  });
  return d.render({ width: 1600, height: 900, title: "Spotlights over a night city, a strip of film and glowing collectibles" });
}

/** The Diginoor mark: a film frame shaped like a D, with a spark of light (noor) inside. */
function logoMark(d: Drawing, x: number, y: number, size: number): void {
  const fill = d.linear("mark", [[0, "#ffd166"], [1, "#ff5e7e"]], [0, 0, 1, 1]);
  d.add(
    `<g transform="translate(${x} ${y}) scale(${f(size / 64)})"><rect width="64" height="64" rx="14" fill="${fill}"/>` +
      `<path d="M16,12h16a20,20 0 0 1 0,40H16Z" fill="#1a1205"/><path d="M21,17v30M27,17v30" stroke="#ffd166" stroke-width="2.5" stroke-dasharray="3 3"/>` +
      `<path d="${sparklePath(36, 32, 11)}" fill="#fff"/></g>`,
  );
}

function logo(): string {
  const d = new Drawing();
  logoMark(d, 2, 4, 40);
  d.add(text(["Diginoor"], { x: 52, y: 33, size: 26, cls: "d", fill: "#f3eefb" }));
  return d.render({ width: 200, height: 48, title: "Diginoor" });
}

function favicon(): string {
  const d = new Drawing();
  logoMark(d, 0, 0, 64);
  return d.render({ width: 64, height: 64, title: "Diginoor" });
}

// ---------------------------------------------------------------------------------------------
// Writing the files
// ---------------------------------------------------------------------------------------------

const written: { file: string; bytes: number }[] = [];

function write(relative: string, svg: string): void {
  const file = path.join(PUBLIC_DIR, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg);
  written.push({ file: relative, bytes: Buffer.byteLength(svg) });
}

// These folders hold only generated files: clearing them drops images of removed catalogue entries.
for (const folder of ["films", "nfts", "studios", "team", "partners", "blog", "lottery", "rarity"]) {
  rmSync(path.join(ART_DIR, folder), { recursive: true, force: true });
}

for (const film of CATALOGUE.films) {
  write(`art/films/${film.slug}-poster.svg`, poster(film));
  write(`art/films/${film.slug}-banner.svg`, banner(film));
}
CATALOGUE.nfts.forEach((nft, index) => {
  write(`art/nfts/${index + 1}.svg`, nftCard(nft, index + 1, false));
  write(`art/nfts/${index + 1}-media.svg`, nftCard(nft, index + 1, true));
});
CATALOGUE.studios.forEach((studio, index) => write(`art/studios/${studio.slug}.svg`, studioLogo(studio, index)));
CATALOGUE.team.forEach((member, index) => write(`art/team/${index + 1}.svg`, teamAvatar(member, index)));
CATALOGUE.partners.forEach((partner, index) => write(`art/partners/${index + 1}.svg`, partnerLogo(partner, index)));
CATALOGUE.posts.forEach((post, index) => write(`art/blog/${post.slug}.svg`, blogCover(post, index)));
CATALOGUE.lotteries.forEach((lottery, index) => write(`art/lottery/${index + 1}.svg`, lotteryImage(lottery, index)));
for (const rarity of ["Common", "Rare", "Ultimate", "Legendary"] as const) write(`art/rarity/${rarity.toLowerCase()}.svg`, rarityCard(rarity));
write("art/hero.svg", hero());
write("art/logo.svg", logo());
write("favicon.svg", favicon());

const largest = written.reduce((a, b) => (b.bytes > a.bytes ? b : a));
const total = written.reduce((sum, w) => sum + w.bytes, 0);
console.log(`Wrote ${written.length} SVG files (${(total / 1024).toFixed(0)} KB); largest ${largest.file} at ${(largest.bytes / 1024).toFixed(1)} KB.`);
