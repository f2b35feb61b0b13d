import { existsSync, readdirSync } from "node:fs";
import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { ARTWORK_MESSAGES } from "~/lib/validation/studio";
import { filmBySlug } from "~/models/films.server";
import { featuredActors, nftCards, nftForViewer, nftView } from "~/models/nfts.server";
import { STALE_MESSAGE } from "~/models/studio/catalogue.server";
import { loader as filmPage } from "~/routes/$film";
import { loader as detailPage } from "~/routes/nftdetail.$nftid";
import { action as editFilm } from "~/routes/studio.films.$id";
import { action as newFilm } from "~/routes/studio.films.new";
import { action as editNft } from "~/routes/studio.nfts.$id";
import { action as newNft } from "~/routes/studio.nfts.new";
import { db } from "~db/client.server";
import { auditLog, films, nfts } from "~db/schema";
import { createUser, post, visit } from "./support";
import { consoleUser, filmFields, filmOf, filmRow, houses, nftFields, nftRow, pngBytes, webpBytes } from "./studio-support";

const { home, other } = houses();
const homeFilm = filmOf(home.id);
const otherFilm = filmOf(other.id);
const storedFiles = () => (existsSync(config.uploadsDir) ? readdirSync(config.uploadsDir) : []);
const nftCount = () => db.select().from(nfts).all().length;
const lastAudit = () => db.select().from(auditLog).orderBy(desc(auditLog.id)).get()!;

type Reply = { result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } };
const replyOf = async (response: Response) => (await response.json()) as Reply;

const urlencoded = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
});

async function createNftAs(cookie: string, fields: Record<string, string>, artwork: File) {
  return post(newNft, "/studio/nfts/new", { ...fields, artwork }, { cookie });
}

function editNftAs(cookie: string, id: number, fields: Record<string, string>, artwork: File = new File([], "")) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("artwork", artwork);
  return post(editNft, `/studio/nfts/${id}`, form, { cookie, params: { id: String(id) } });
}

function publishNft(cookie: string, id: number, intent: "publish" | "unpublish") {
  const { body, headers } = urlencoded({ intent, version: String(nftRow(id).version) });
  return post(editNft, `/studio/nfts/${id}`, body, { cookie, params: { id: String(id) }, headers });
}

function publishFilm(cookie: string, id: number, intent: "publish" | "unpublish") {
  return post(editFilm, `/studio/films/${id}`, { intent, version: String(filmRow(id).version) }, { cookie, params: { id: String(id) } });
}

const idFrom = (response: Response) => Number(response.headers.get("Location")!.split("/").pop());

describe("films in the console", () => {
  it("refuses invalid fields next to each field and stores nothing", async () => {
    const admin = await consoleUser("admin");
    const before = db.select().from(films).all().length;
    const response = await post(newFilm, "/studio/films/new", filmFields(home.id, { name: "", slug: "Not A Slug!", year: "1800", status: "soon", posterUrl: "javascript:alert(1)" }), { cookie: admin.cookie });
    expect(response.status).toBe(400);
    const errors = (await replyOf(response)).result.error!;
    expect(errors.name).toEqual(["Please enter the film's name."]);
    expect(errors.slug?.[0]).toMatch(/lower-case letters/);
    expect(errors.year).toEqual(["Please enter a year from 1900."]);
    expect(errors.status?.[0]).toMatch(/live or coming soon/);
    expect(errors.posterUrl?.[0]).toMatch(/path on this site/);
    expect(db.select().from(films).all().length).toBe(before);
  });

  it("a new film is hidden until published; publishing shows its page at once, unpublishing makes it a 404", async () => {
    const admin = await consoleUser("admin");
    const fields = filmFields(home.id);
    const created = await post(newFilm, "/studio/films/new", fields, { cookie: admin.cookie });
    expect(created.status).toBe(302);
    const id = idFrom(created);
    expect(filmRow(id).published).toBe(false);
    expect(filmBySlug(fields.slug)).toBeNull();
    expect((await visit(filmPage, `/${fields.slug}`, { params: { film: fields.slug } })).status).toBe(404);

    expect((await publishFilm(admin.cookie, id, "publish")).status).toBe(302);
    expect((await visit(filmPage, `/${fields.slug}`, { params: { film: fields.slug } })).status).toBe(200);
    expect(lastAudit()).toMatchObject({ action: "film.publish", entity: "film", entityId: String(id), actorUserId: admin.id });
    expect(JSON.parse(lastAudit().before!).published).toBe(false);
    expect(JSON.parse(lastAudit().after!).published).toBe(true);

    expect((await publishFilm(admin.cookie, id, "unpublish")).status).toBe(302);
    expect((await visit(filmPage, `/${fields.slug}`, { params: { film: fields.slug } })).status).toBe(404);
  });

  it("refuses a slug another film uses, and a studio naming another house", async () => {
    const studio = await consoleUser("studio", home.id);
    const taken = await post(newFilm, "/studio/films/new", filmFields(home.id, { slug: homeFilm.slug }), { cookie: studio.cookie });
    expect((await replyOf(taken)).result.error!.slug).toEqual(["Another film already uses that address."]);
    const otherHouse = await post(newFilm, "/studio/films/new", filmFields(other.id), { cookie: studio.cookie });
    expect(otherHouse.status).toBe(400);
    expect((await replyOf(otherHouse)).result.error!.productionHouseId).toEqual(["You can only manage films of your own production house."]);
  });

  it("unpublishing a film hides its NFTs everywhere (detail is a 404) and refreshes the kept actor list at once", async () => {
    const admin = await consoleUser("admin");
    const user = await createUser();
    const actorsBefore = featuredActors();
    expect(actorsBefore.length).toBeGreaterThan(0);
    const liveFilms = db.select().from(films).where(eq(films.published, true)).all();
    for (const film of liveFilms) expect((await publishFilm(admin.cookie, film.id, "unpublish")).status).toBe(302);

    expect(featuredActors()).toEqual([]);
    expect(nftCards({}, { limit: 10 })).toEqual([]);
    const anyNft = db.select().from(nfts).get()!;
    expect(nftView(anyNft.id)).toBeNull();
    expect(nftForViewer(anyNft.id, admin.id)).not.toBeNull();
    expect(nftForViewer(anyNft.id, user.id)).toBeNull();
    expect((await visit(detailPage, `/nftdetail/${anyNft.id}`, { cookie: user.cookie, params: { nftid: String(anyNft.id) } })).status).toBe(404);

    for (const film of liveFilms) await publishFilm(admin.cookie, film.id, "publish");
    expect(featuredActors()).toEqual(actorsBefore);
  });
});

describe("NFTs in the console", () => {
  it("creates an NFT from a WebP: artwork and a 600 px thumbnail stored, serial derived, hidden until published", async () => {
    const studio = await consoleUser("studio", home.id);
    const created = await createNftAs(studio.cookie, nftFields(homeFilm.id, home.id), new File([await webpBytes(1800, 1200)], "art.webp"));
    expect(created.status, await created.clone().text()).toBe(302);
    const nft = nftRow(idFrom(created));
    expect(nft).toMatchObject({ title: "Studio test piece", priceCents: 2550, quantity: 10, available: 10, saleType: "fixed", published: false, productionHouseId: home.id });
    expect(nft.serial).toBe(`3-${String(nft.id).padStart(5, "0")}`);
    expect(nft.mediaUrl).toMatch(/^\/uploads\/art-[0-9a-f]{16}\.webp$/);
    const thumb = await sharp(`${config.uploadsDir}/${nft.thumbUrl.slice("/uploads/".length)}`).metadata();
    expect(thumb.format).toBe("webp");
    expect(Math.max(thumb.width!, thumb.height!)).toBe(600);
    expect(nftView(nft.id)).toBeNull();

    expect((await publishNft(studio.cookie, nft.id, "publish")).status).toBe(302);
    expect(nftView(nft.id)?.title).toBe("Studio test piece");
  });

  it("refuses a disguised file (text named .png) and an oversize image, storing nothing", async () => {
    const admin = await consoleUser("admin");
    const [files, count] = [storedFiles().length, nftCount()];
    const disguised = await createNftAs(admin.cookie, nftFields(homeFilm.id, home.id), new File(["hello, not a picture"], "art.png", { type: "image/png" }));
    expect(disguised.status).toBe(400);
    expect((await replyOf(disguised)).result.error!.artwork).toEqual([ARTWORK_MESSAGES.notAnImage]);

    const huge = new Uint8Array(5_242_881);
    huge.set(await pngBytes(8, 8));
    const oversize = await createNftAs(admin.cookie, nftFields(homeFilm.id, home.id), new File([huge], "big.png"));
    expect(oversize.status).toBe(400);
    expect((await replyOf(oversize)).result.error!.artwork).toEqual([ARTWORK_MESSAGES.tooLarge]);

    const missing = await createNftAs(admin.cookie, nftFields(homeFilm.id, home.id), new File([], ""));
    expect((await replyOf(missing)).result.error!.artwork).toEqual([ARTWORK_MESSAGES.missing]);
    expect([storedFiles().length, nftCount()]).toEqual([files, count]);
  });

  it("refuses invalid fields, a film of another house and a studio naming another house", async () => {
    const studio = await consoleUser("studio", home.id);
    const art = new File([await pngBytes(32, 32)], "a.png");
    const count = nftCount();
    const bad = await createNftAs(studio.cookie, nftFields(homeFilm.id, home.id, { title: "", priceUsd: "abc", quantity: "0", rarity: "Mythic", auction: "Maybe" }), art);
    const errors = (await replyOf(bad)).result.error!;
    expect(errors.title).toEqual(["Please enter the title."]);
    expect(errors.priceUsd?.[0]).toMatch(/price in US dollars/);
    expect(errors.quantity).toEqual(["An NFT has at least 1 edition."]);
    expect(errors.rarity?.[0]).toMatch(/rarity/);
    expect(errors.auction?.[0]).toMatch(/auction/);

    const otherFilmsHouse = await createNftAs(studio.cookie, nftFields(otherFilm.id, home.id), art);
    expect((await replyOf(otherFilmsHouse)).result.error!.filmId).toEqual(["That film belongs to another production house."]);
    const otherHouse = await createNftAs(studio.cookie, nftFields(otherFilm.id, other.id), art);
    expect((await replyOf(otherHouse)).result.error!.productionHouseId).toEqual(["You can only manage NFTs of your own production house."]);
    expect(nftCount()).toBe(count);
  });

  it("never lets the quantity drop below what is sold, and keeps the sold count when it grows", async () => {
    const admin = await consoleUser("admin");
    const created = await createNftAs(admin.cookie, nftFields(homeFilm.id, home.id, { quantity: "10" }), new File([await pngBytes(32, 32)], "a.png"));
    const id = idFrom(created);
    db.update(nfts).set({ available: 7 }).where(eq(nfts.id, id)).run();

    const tooFew = await editNftAs(admin.cookie, id, { ...nftFields(homeFilm.id, home.id, { quantity: "2" }), version: String(nftRow(id).version) });
    expect(tooFew.status).toBe(400);
    expect((await replyOf(tooFew)).result.error!.quantity).toEqual(["3 editions are already sold: the quantity cannot be lower than that."]);
    expect(nftRow(id)).toMatchObject({ quantity: 10, available: 7 });

    const grown = await editNftAs(admin.cookie, id, { ...nftFields(homeFilm.id, home.id, { quantity: "20" }), version: String(nftRow(id).version) });
    expect(grown.status).toBe(302);
    expect(nftRow(id)).toMatchObject({ quantity: 20, available: 17 });
    const exact = await editNftAs(admin.cookie, id, { ...nftFields(homeFilm.id, home.id, { quantity: "3" }), version: String(nftRow(id).version) });
    expect(exact.status).toBe(302);
    expect(nftRow(id)).toMatchObject({ quantity: 3, available: 0 });
  });

  it("a second save from a stale version gets a clear message, keeps the editor's values and overwrites nothing", async () => {
    const admin = await consoleUser("admin");
    const studio = await consoleUser("studio", home.id);
    const created = await createNftAs(admin.cookie, nftFields(homeFilm.id, home.id), new File([await pngBytes(32, 32)], "a.png"));
    const id = idFrom(created);
    const opened = String(nftRow(id).version);

    const first = await editNftAs(admin.cookie, id, { ...nftFields(homeFilm.id, home.id, { title: "Admin's title" }), version: opened });
    expect(first.status).toBe(302);
    const second = await editNftAs(studio.cookie, id, { ...nftFields(homeFilm.id, home.id, { title: "Studio's title", celebrity: "Another Star" }), version: opened });
    expect(second.status).toBe(409);
    const reply = await replyOf(second);
    expect(reply.result.error?.[""]).toEqual([STALE_MESSAGE]);
    expect(reply.result.initialValue).toMatchObject({ title: "Studio's title", celebrity: "Another Star" });
    expect(nftRow(id)).toMatchObject({ title: "Admin's title", celebrity: "Test Star", version: Number(opened) + 1 });

    const staleFilm = await post(editFilm, `/studio/films/${homeFilm.id}`, { ...filmFields(home.id, { slug: homeFilm.slug }), version: "0" }, { cookie: admin.cookie, params: { id: String(homeFilm.id) } });
    expect(staleFilm.status).toBe(400);
    const staleFilmVersion = await post(
      editFilm,
      `/studio/films/${homeFilm.id}`,
      { ...filmFields(home.id, { slug: homeFilm.slug, name: "Renamed" }), version: String(filmRow(homeFilm.id).version + 5) },
      { cookie: admin.cookie, params: { id: String(homeFilm.id) } },
    );
    expect(staleFilmVersion.status).toBe(409);
    expect(filmRow(homeFilm.id).name).toBe(homeFilm.name);
  });

  it("replacing the artwork stores the new files and removes the old ones; a refused replacement keeps the old", async () => {
    const admin = await consoleUser("admin");
    const created = await createNftAs(admin.cookie, nftFields(homeFilm.id, home.id), new File([await pngBytes(64, 64)], "a.png"));
    const id = idFrom(created);
    const old = nftRow(id);
    const refused = await editNftAs(admin.cookie, id, { ...nftFields(homeFilm.id, home.id), version: String(old.version) }, new File(["GIF89a not allowed"], "x.webp"));
    expect(refused.status).toBe(400);
    expect(nftRow(id).mediaUrl).toBe(old.mediaUrl);

    const replaced = await editNftAs(admin.cookie, id, { ...nftFields(homeFilm.id, home.id), version: String(old.version) }, new File([await webpBytes(100, 100)], "b.webp"));
    expect(replaced.status).toBe(302);
    const now = nftRow(id);
    expect(now.mediaUrl).toMatch(/\.webp$/);
    expect(storedFiles()).not.toContain(old.mediaUrl.slice("/uploads/".length));
    expect(storedFiles()).toContain(now.thumbUrl.slice("/uploads/".length));
  });
});
