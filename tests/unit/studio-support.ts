import { eq } from "drizzle-orm";
import sharp from "sharp";
import { db } from "~db/client.server";
import { films, nfts, productionHouses, users } from "~db/schema";
import { createUser, type TestUser } from "./support";

/** An account with a console role: admin, or studio of the given house. */
export async function consoleUser(role: "admin" | "studio" | "user", productionHouseId: number | null = null): Promise<TestUser> {
  const user = await createUser({ name: `${role} tester` });
  db.update(users).set({ role, productionHouseId: role === "studio" ? productionHouseId : null }).where(eq(users.id, user.id)).run();
  return user;
}

/** The seeded houses: the first one and another one. */
export function houses() {
  const all = db.select().from(productionHouses).orderBy(productionHouses.sortOrder).all();
  return { home: all[0], other: all[1] };
}

export const filmOf = (houseId: number) => db.select().from(films).where(eq(films.productionHouseId, houseId)).get()!;
export const nftOf = (houseId: number) => db.select().from(nfts).where(eq(nfts.productionHouseId, houseId)).get()!;
export const nftRow = (id: number) => db.select().from(nfts).where(eq(nfts.id, id)).get()!;
export const filmRow = (id: number) => db.select().from(films).where(eq(films.id, id)).get()!;

export async function pngBytes(width = 800, height = 800): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 30 } } }).png().toBuffer());
}

export async function webpBytes(width = 700, height = 500): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 230 } } }).webp().toBuffer());
}

/** The NFT form's fields for a film of a house (everything but the artwork and version). */
export function nftFields(filmId: number, productionHouseId: number, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: "Studio test piece",
    description: "A still from the climax.",
    about: "Shot on the last day of the schedule.",
    filmId: String(filmId),
    rarity: "Rare",
    category: "Still",
    celebrity: "Test Star",
    productionHouseId: String(productionHouseId),
    priceUsd: "25.50",
    quantity: "10",
    auction: "No",
    exclusive: "A signed print",
    ...overrides,
  };
}

export function filmFields(productionHouseId: number, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: "Test Film",
    slug: `test-film-${Math.random().toString(36).slice(2, 8)}`,
    tagline: "A tagline",
    blurb: "A blurb about the film.",
    year: "2024",
    status: "live",
    posterUrl: "/art/films/kabali-poster.svg",
    bannerUrl: "/art/films/kabali-banner.svg",
    productionHouseId: String(productionHouseId),
    sortOrder: "9",
    ...overrides,
  };
}
