import { CATALOGUE } from "../../db/catalogue";
import { STUDIO_EMBLEMS } from "./brands";
import { FILM_PALETTES } from "./films";
import { glyph, RARITY_LOOKS } from "./nfts";
import { beams, Drawing, EM, filmStrip, fitSize, hexagonPoints, type Palette, randomFor, text, wrap } from "./primitives";

/** Blog covers. */
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

export function blogCover(post: (typeof CATALOGUE.posts)[number], index: number): string {
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
