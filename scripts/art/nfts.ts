import { CATALOGUE } from "../../db/catalogue";
import type { Rarity } from "../../db/schema";
import { FILM_MOTIFS, FILM_PALETTES, filmOf } from "./films";
import { balancedLines, beams, type Box, Drawing, EM, f, filmStrip, fitSize, randomFor, rays, text, twinkles } from "./primitives";

/** NFT cards: category glyphs, rarity looks and frames, and the rarity cards. */
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

export const glyph = (category: string, x: number, y: number, size: number, ink: string, paper: string) =>
  `<g transform="translate(${f(x)} ${f(y)}) scale(${f(size / 64)})">${(GLYPHS[category] ?? GLYPHS.Moment)(ink, paper)}</g>`;

type RarityLook = { from: string; to: string; frame: number; glow: string | null; label: string };

export const RARITY_LOOKS: Record<Rarity, RarityLook> = {
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

type NftArt = (typeof CATALOGUE.nfts)[number];

/** Lays out a 600-unit NFT card; `animated` adds the moving layers of the media version. */
export function nftCard(nft: NftArt, n: number, animated: boolean): string {
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

export function rarityCard(rarity: Rarity): string {
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
