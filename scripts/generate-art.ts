/**
 * Draws Diginoor's original artwork as small SVG files under public/art (plus public/favicon.svg).
 * Everything is abstract poster art — gradients, shapes and type — never a still, a photo or a
 * likeness. Randomness is seeded per file name, so every run writes byte-identical files.
 *
 *   npm run art
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CATALOGUE } from "../db/catalogue";
import { blogCover } from "./art/blog";
import { favicon, hero, logo, partnerLogo, studioLogo, teamAvatar } from "./art/brands";
import { banner, poster } from "./art/films";
import { lotteryImage } from "./art/lottery";
import { nftCard, rarityCard } from "./art/nfts";

const PUBLIC_DIR = path.resolve("public");
const ART_DIR = path.join(PUBLIC_DIR, "art");

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
