import { asc, eq } from "drizzle-orm";
import { memoize } from "~/lib/memo.server";
import { db, prepared } from "~db/client.server";
import { partners, productionHouses, teamMembers } from "~db/schema";

const backersStatement = prepared(() =>
  db
    .select({ id: partners.id, name: partners.name, logoUrl: partners.logoUrl, url: partners.url })
    .from(partners)
    .where(eq(partners.kind, "backer"))
    .orderBy(asc(partners.sortOrder))
    .prepare(),
);

/** The Backed By list in the footer of every page: read on every request, so kept (catalogue writes refresh it). */
export const footerPartners = memoize(60_000, () => backersStatement().all());

export function aboutPage() {
  return {
    studios: db.select().from(productionHouses).orderBy(asc(productionHouses.sortOrder)).all(),
    partners: db.select().from(partners).orderBy(asc(partners.sortOrder)).all(),
    team: db.select().from(teamMembers).orderBy(asc(teamMembers.sortOrder)).all(),
  };
}
