import { CATALOGUE, type FilmSlug } from "../../db/catalogue";
import { beams, type Box, Drawing, EM, f, filmStrip, fitSize, type Palette, type Random, randomFor, rays, text, twinkles, wrap } from "./primitives";

/** Film palettes and motifs, posters and banners. */
export const FILM_PALETTES: Record<FilmSlug, Palette> = {
  kabali: { deep: "#16060a", mid: "#7a1018", accent: "#e8412f", light: "#f7c873" },
  sivaji: { deep: "#03140d", mid: "#0f5535", accent: "#d9a82e", light: "#f6e7a8" },
  chandramukhi: { deep: "#120620", mid: "#4d1873", accent: "#d2409f", light: "#ecdcff" },
  "vikram-vedha": { deep: "#06182b", mid: "#174a7a", accent: "#ff9a3c", light: "#d3e8ff" },
  mersal: { deep: "#051b1e", mid: "#0c6a6a", accent: "#ff4f8b", light: "#fff0c9" },
};

type Motif = (d: Drawing, random: Random, box: Box, p: Palette) => void;

/** Kabali: a night city with two tall towers and lit windows. */
export const skyline: Motif = (d, random, b, p) => {
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

export const FILM_MOTIFS: Record<FilmSlug, Motif> = {
  kabali: skyline,
  sivaji: coinToss,
  chandramukhi: moonPalace,
  "vikram-vedha": twoSides,
  mersal: cardFan,
};

const filmBySlug = new Map(CATALOGUE.films.map((film) => [film.slug, film]));

export function filmOf(slug: FilmSlug) {
  const film = filmBySlug.get(slug);
  if (!film) throw new Error(`No film ${slug} in the catalogue`);
  return film;
}

type FilmArt = (typeof CATALOGUE.films)[number];

function comingSoonRibbon(d: Drawing, x: number, y: number, p: Palette): void {
  d.add(
    `<g transform="translate(${x} ${y}) rotate(45)"><rect x="-180" y="-26" width="360" height="52" fill="${p.accent}"/>` +
      text(["COMING SOON"], { x: 0, y: 8, size: 24, cls: "d", fill: p.deep, anchor: "middle", spacing: 0.15 }) +
      "</g>",
  );
}

export function poster(film: FilmArt): string {
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
  if (film.status === "coming_soon") comingSoonRibbon(d, 505, 95, p);
  return d.render({ width: 600, height: 800, title: `${film.name} collection poster` });
}

export function banner(film: FilmArt): string {
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
  if (film.status === "coming_soon") comingSoonRibbon(d, 1505, 95, p);
  return d.render({ width: 1600, height: 500, title: `${film.name} collection banner` });
}
