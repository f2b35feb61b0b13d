import { CATALOGUE } from "../../db/catalogue";
import { FILM_PALETTES, skyline } from "./films";
import { RARITY_LOOKS } from "./nfts";
import { Drawing, EM, f, filmStrip, fitSize, hexagonPoints, type Palette, randomFor, sparklePath, text, twinkles } from "./primitives";

/** Studio, partner and Diginoor logos, team avatars, the hero and the favicon. */
export const STUDIO_EMBLEMS: readonly ((ink: string, paper: string) => string)[] = [
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

export function studioLogo(studio: (typeof CATALOGUE.studios)[number], index: number): string {
  const d = new Drawing();
  const p = STUDIO_COLOURS[index % STUDIO_COLOURS.length];
  wordmark(d, studio.name, STUDIO_EMBLEMS[index % STUDIO_EMBLEMS.length](p.accent, p.light), p);
  return d.render({ width: 320, height: 120, title: `${studio.name} logo` });
}

export function partnerLogo(partner: (typeof CATALOGUE.partners)[number], index: number): string {
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

export function teamAvatar(member: (typeof CATALOGUE.team)[number], index: number): string {
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

export function hero(): string {
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

export function logo(): string {
  const d = new Drawing();
  logoMark(d, 2, 4, 40);
  d.add(text(["Diginoor"], { x: 52, y: 33, size: 26, cls: "d", fill: "#f3eefb" }));
  return d.render({ width: 200, height: 48, title: "Diginoor" });
}

export function favicon(): string {
  const d = new Drawing();
  logoMark(d, 0, 0, 64);
  return d.render({ width: 64, height: 64, title: "Diginoor" });
}
