import { and, asc, count, eq, sql } from "drizzle-orm";
import { notFound } from "~/lib/http.server";
import { invalidateMemos } from "~/lib/memo.server";
import type { FilmFields } from "~/lib/validation/studio";
import { requireHouse, type StudioActor } from "~/models/studio/access.server";
import { recordAudit } from "~/models/studio/audit.server";
import { db } from "~db/client.server";
import { films, nfts, productionHouses, RARITIES } from "~db/schema";

/** The answer of a console save: done, a field to fix, or someone saved first (a stale version). */
export type SaveResult<T = number> =
  | { ok: true; id: T }
  | { ok: false; kind: "field"; field: string; error: string }
  | { ok: false; kind: "conflict"; error: string };

/** Shown when the version a form started from is no longer the stored one (decision 066). */
export const STALE_MESSAGE =
  "Someone saved this item after you opened it. Nothing was overwritten: your changes are still in the form below. Check the current values (reload the page in another tab) and save again.";

export const fieldError = (field: string, error: string) => ({ ok: false, kind: "field", field, error }) as const;
export const conflict = () => ({ ok: false, kind: "conflict", error: STALE_MESSAGE }) as const;

/** A catalogue write changes what public pages show: drop every kept aggregate (decision 067). */
export function afterCatalogueWrite() {
  invalidateMemos();
}

/**
 * One console write in a transaction: `write` is the compare-and-set (undefined when the row's
 * version moved on, null for a delete); a write that lands is audited and public pages follow.
 */
export function auditedWrite(
  actor: StudioActor,
  entry: { action: string; entity: string; id: number; before: unknown },
  write: () => object | null | undefined,
): SaveResult {
  return db.transaction(() => {
    const after = write();
    if (after === undefined) return conflict();
    recordAudit({ actorUserId: actor.id, action: entry.action, entity: entry.entity, entityId: entry.id, before: entry.before, after });
    afterCatalogueWrite();
    return { ok: true, id: entry.id } as const;
  });
}

type FilmInput = Omit<FilmFields, "year" | "productionHouseId" | "sortOrder"> & { year: number; productionHouseId: number; sortOrder: number };

/** Films the actor manages (every film for an admin), with how many NFTs each holds. */
export function studioFilms(actor: StudioActor) {
  return db
    .select({
      id: films.id,
      slug: films.slug,
      name: films.name,
      status: films.status,
      published: films.published,
      posterUrl: films.posterUrl,
      houseName: productionHouses.name,
      nftCount: sql<number>`(SELECT count(*) FROM ${nfts} WHERE ${nfts.filmId} = ${films.id})`.mapWith(Number),
    })
    .from(films)
    .innerJoin(productionHouses, eq(productionHouses.id, films.productionHouseId))
    .where(actor.productionHouseId === null ? undefined : eq(films.productionHouseId, actor.productionHouseId))
    .orderBy(asc(films.sortOrder), asc(films.id))
    .all();
}

/** Options for the NFT form's film select: the films of the actor's houses. */
export function filmOptions(actor: StudioActor) {
  return studioFilms(actor).map((film) => ({ value: film.id, label: `${film.name} (${film.houseName})` }));
}

/** The production houses the actor manages (every house for an admin), for form selects. */
export function houseOptions(actor: StudioActor) {
  return db
    .select({ id: productionHouses.id, name: productionHouses.name })
    .from(productionHouses)
    .where(actor.productionHouseId === null ? undefined : eq(productionHouses.id, actor.productionHouseId))
    .orderBy(asc(productionHouses.sortOrder))
    .all();
}

/** The choices of the NFT form: the actor's films and houses, and the rarities. */
export function nftFormOptions(actor: StudioActor) {
  return { films: filmOptions(actor), houses: houseOptions(actor), rarities: RARITIES };
}

/** One film for its edit form; a 404 when there is none, a 403 when it is another house's. */
export function filmForEdit(actor: StudioActor, id: number) {
  const film = db.select().from(films).where(eq(films.id, id)).get();
  if (!film) notFound("There is no film with that id.");
  requireHouse(actor, film.productionHouseId);
  return film;
}

function slugTaken(slug: string, exceptId?: number) {
  const row = db.select({ id: films.id }).from(films).where(eq(films.slug, slug)).get();
  return row !== undefined && row.id !== exceptId;
}

const SLUG_TAKEN = "Another film already uses that address.";
const OTHER_HOUSE = "You can only manage films of your own production house.";

/** Creates a film, unpublished until the studio publishes it, and records it in the audit log. */
export function createFilm(actor: StudioActor, input: FilmInput): SaveResult {
  if (actor.productionHouseId !== null && input.productionHouseId !== actor.productionHouseId) return fieldError("productionHouseId", OTHER_HOUSE);
  return db.transaction(() => {
    if (slugTaken(input.slug)) return fieldError("slug", SLUG_TAKEN);
    const created = db.insert(films).values({ ...input, published: false }).returning().get();
    recordAudit({ actorUserId: actor.id, action: "film.create", entity: "film", entityId: created.id, before: null, after: created });
    afterCatalogueWrite();
    return { ok: true, id: created.id } as const;
  });
}

/** Saves a film's fields if nobody saved it since `version` (else a conflict, and nothing changes). */
export function updateFilm(actor: StudioActor, id: number, version: number, input: FilmInput): SaveResult {
  const before = filmForEdit(actor, id);
  if (actor.productionHouseId !== null && input.productionHouseId !== actor.productionHouseId) return fieldError("productionHouseId", OTHER_HOUSE);
  return db.transaction(() => {
    if (slugTaken(input.slug, id)) return fieldError("slug", SLUG_TAKEN);
    const { n } = db.select({ n: count() }).from(nfts).where(and(eq(nfts.filmId, id), sql`${nfts.productionHouseId} <> ${input.productionHouseId}`)).get()!;
    if (n > 0) return fieldError("productionHouseId", "This film's NFTs belong to its current production house: move them first.");
    const after = db
      .update(films)
      .set({ ...input, version: sql`${films.version} + 1` })
      .where(and(eq(films.id, id), eq(films.version, version)))
      .returning()
      .get();
    if (!after) return conflict();
    recordAudit({ actorUserId: actor.id, action: "film.update", entity: "film", entityId: id, before, after });
    afterCatalogueWrite();
    return { ok: true, id } as const;
  });
}

/** Shows or hides a film (and with it its page and its NFTs) on every public page. */
export function setFilmPublished(actor: StudioActor, id: number, version: number, published: boolean): SaveResult {
  const before = filmForEdit(actor, id);
  return auditedWrite(actor, { action: published ? "film.publish" : "film.unpublish", entity: "film", id, before }, () =>
    db.update(films).set({ published, version: sql`${films.version} + 1` }).where(and(eq(films.id, id), eq(films.version, version))).returning().get(),
  );
}
