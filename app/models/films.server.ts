import { and, asc, eq, sql } from "drizzle-orm";
import { keptUntilCardsChange } from "~/lib/memo.server";
import { nftCards, nftCount, type NftCardData } from "~/models/nfts.server";
import { db, prepared } from "~db/client.server";
import { films, productionHouses } from "~db/schema";

const filmColumns = {
  id: films.id,
  slug: films.slug,
  name: films.name,
  tagline: films.tagline,
  blurb: films.blurb,
  year: films.year,
  posterUrl: films.posterUrl,
  bannerUrl: films.bannerUrl,
  studioName: productionHouses.name,
};

export type Film = {
  id: number;
  slug: string;
  name: string;
  tagline: string;
  blurb: string;
  year: number;
  posterUrl: string;
  bannerUrl: string;
  studioName: string;
};

const filmsWithStatusStatement = prepared(() =>
  db
    .select(filmColumns)
    .from(films)
    .innerJoin(productionHouses, eq(productionHouses.id, films.productionHouseId))
    .where(and(eq(films.status, sql.placeholder("status")), eq(films.published, true)))
    .orderBy(asc(films.sortOrder))
    .prepare(),
);

// Film lists and pages are kept until a film or studio is written (docs/decisions/098-card-reads-kept-until-a-write.md).
const filmsWithStatus = keptUntilCardsChange((status: "live" | "coming_soon"): Film[] => filmsWithStatusStatement().all({ status }), {
  key: (status) => status,
});

const liveFilmStatement = prepared(() =>
  db
    .select(filmColumns)
    .from(films)
    .innerJoin(productionHouses, eq(productionHouses.id, films.productionHouseId))
    .where(and(eq(films.status, "live"), eq(films.published, true), eq(films.slug, sql.placeholder("slug"))))
    .prepare(),
);

/** Films whose collections are on sale: each has a page at /{slug}. */
export function liveFilms(): Film[] {
  return filmsWithStatus("live");
}

/** Announced films without a collection yet: shown as "Coming soon" tiles, never linked. */
export function comingSoonFilms(): Film[] {
  return filmsWithStatus("coming_soon");
}

/** The live film at /{slug}, matched ignoring case (/Kabali is /kabali); null otherwise. */
export function filmBySlug(slug: string): Film | null {
  return liveFilm(slug.toLowerCase());
}

const liveFilm = keptUntilCardsChange((slug: string): Film | null => liveFilmStatement().all({ slug })[0] ?? null, { key: (slug) => slug });

/** Cards on a page of a film's collection: a film's few dozen designs fit on one (docs/decisions/120-film-pages-page-through.md). */
export const FILM_PAGE_SIZE = 120;

/** A page of one film's collectibles, in catalogue order, and how many the film has in all. */
export function filmNftPage(slug: string, page: number): { cards: NftCardData[]; total: number } {
  return {
    cards: nftCards({ movie: slug }, { limit: FILM_PAGE_SIZE, offset: (page - 1) * FILM_PAGE_SIZE }),
    total: nftCount({ movie: slug }),
  };
}
