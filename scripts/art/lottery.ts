import { CATALOGUE } from "../../db/catalogue";
import { FILM_MOTIFS, FILM_PALETTES } from "./films";
import { Drawing, f, randomFor, text, wrap } from "./primitives";

/** Lottery images. */
export function lotteryImage(lottery: (typeof CATALOGUE.lotteries)[number], index: number): string {
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
