/**
 * The site's own content in the console (admins): blog posts, the About page's team, and the
 * production houses (their page text, royalty address and place on the home page's strip).
 * Every save checks the version the editor started from (docs/decisions/066-studio-version-check.md),
 * is written to the audit log, and public pages show it on their next request
 * (docs/decisions/067-publishing-and-fresh-public-pages.md).
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { notFound } from "~/lib/http.server";
import type { HouseFields } from "~/lib/validation/studio";
import { sanitizePostHtml } from "~/models/blog.server";
import type { StudioActor } from "~/models/studio/access.server";
import { recordAudit } from "~/models/studio/audit.server";
import { afterCatalogueWrite, auditedWrite, conflict, fieldError, type SaveResult } from "~/models/studio/catalogue.server";
import { checksumAddress } from "~/models/wallets.server";
import { db } from "~db/client.server";
import { blogPosts, productionHouses, teamMembers } from "~db/schema";

// ---------------------------------------------------------------------------------------------
// Blog posts
// ---------------------------------------------------------------------------------------------

export type PostInput = {
  title: string;
  slug: string;
  excerpt: string;
  contentHtml: string;
  authorName: string;
  imageUrl: string;
  featured: boolean;
  /** ms timestamp */
  publishedAt: number;
};

export function studioPosts() {
  return db
    .select({ id: blogPosts.id, slug: blogPosts.slug, title: blogPosts.title, featured: blogPosts.featured, published: blogPosts.published, publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .all();
}

export function postForEdit(id: number) {
  return db.select().from(blogPosts).where(eq(blogPosts.id, id)).get() ?? notFound("There is no post with that id.");
}

const SLUG_TAKEN = "Another post already uses that address.";

function postSlugTaken(slug: string, exceptId?: number) {
  const row = db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug)).get();
  return row !== undefined && row.id !== exceptId;
}

/** The row as stored: the body sanitised before it is kept (and again whenever it is shown). */
function postValues(input: PostInput) {
  return { ...input, contentHtml: sanitizePostHtml(input.contentHtml), publishedAt: new Date(input.publishedAt) };
}

/** Creates a post, unpublished until an admin publishes it. */
export function createPost(actor: StudioActor, input: PostInput): SaveResult {
  return db.transaction(() => {
    if (postSlugTaken(input.slug)) return fieldError("slug", SLUG_TAKEN);
    const values = postValues(input);
    if (!values.contentHtml.trim()) return fieldError("contentHtml", "Nothing of this body can be shown: please write it as text with simple formatting.");
    const created = db.insert(blogPosts).values({ ...values, published: false }).returning().get();
    recordAudit({ actorUserId: actor.id, action: "post.create", entity: "post", entityId: created.id, before: null, after: created });
    afterCatalogueWrite();
    return { ok: true, id: created.id } as const;
  });
}

export function updatePost(actor: StudioActor, id: number, version: number, input: PostInput): SaveResult {
  const before = postForEdit(id);
  return db.transaction(() => {
    if (postSlugTaken(input.slug, id)) return fieldError("slug", SLUG_TAKEN);
    const values = postValues(input);
    if (!values.contentHtml.trim()) return fieldError("contentHtml", "Nothing of this body can be shown: please write it as text with simple formatting.");
    const after = db
      .update(blogPosts)
      .set({ ...values, version: sql`${blogPosts.version} + 1` })
      .where(and(eq(blogPosts.id, id), eq(blogPosts.version, version)))
      .returning()
      .get();
    if (!after) return conflict();
    recordAudit({ actorUserId: actor.id, action: "post.update", entity: "post", entityId: id, before, after });
    afterCatalogueWrite();
    return { ok: true, id } as const;
  });
}

export function setPostPublished(actor: StudioActor, id: number, version: number, published: boolean): SaveResult {
  const before = postForEdit(id);
  return auditedWrite(actor, { action: published ? "post.publish" : "post.unpublish", entity: "post", id, before }, () =>
    db.update(blogPosts).set({ published, version: sql`${blogPosts.version} + 1` }).where(and(eq(blogPosts.id, id), eq(blogPosts.version, version))).returning().get(),
  );
}

/** Deletes a post for good; its page answers 404 from then on. */
export function deletePost(actor: StudioActor, id: number, version: number): SaveResult {
  const before = postForEdit(id);
  return auditedWrite(actor, { action: "post.delete", entity: "post", id, before }, () =>
    db.delete(blogPosts).where(and(eq(blogPosts.id, id), eq(blogPosts.version, version))).run().changes ? null : undefined,
  );
}

// ---------------------------------------------------------------------------------------------
// Team
// ---------------------------------------------------------------------------------------------

export type TeamMemberInput = { name: string; role: string; imageUrl: string; sortOrder: number };

export function studioTeam() {
  return db.select().from(teamMembers).orderBy(asc(teamMembers.sortOrder), asc(teamMembers.id)).all();
}

export function teamMemberForEdit(id: number) {
  return db.select().from(teamMembers).where(eq(teamMembers.id, id)).get() ?? notFound("There is no team member with that id.");
}

export function createTeamMember(actor: StudioActor, input: TeamMemberInput): SaveResult {
  return db.transaction(() => {
    const created = db.insert(teamMembers).values(input).returning().get();
    recordAudit({ actorUserId: actor.id, action: "team.create", entity: "team_member", entityId: created.id, before: null, after: created });
    afterCatalogueWrite();
    return { ok: true, id: created.id } as const;
  });
}

export function updateTeamMember(actor: StudioActor, id: number, version: number, input: TeamMemberInput): SaveResult {
  const before = teamMemberForEdit(id);
  return auditedWrite(actor, { action: "team.update", entity: "team_member", id, before }, () =>
    db
      .update(teamMembers)
      .set({ ...input, version: sql`${teamMembers.version} + 1` })
      .where(and(eq(teamMembers.id, id), eq(teamMembers.version, version)))
      .returning()
      .get(),
  );
}

export function deleteTeamMember(actor: StudioActor, id: number, version: number): SaveResult {
  const before = teamMemberForEdit(id);
  return auditedWrite(actor, { action: "team.delete", entity: "team_member", id, before }, () =>
    db.delete(teamMembers).where(and(eq(teamMembers.id, id), eq(teamMembers.version, version))).run().changes ? null : undefined,
  );
}

// ---------------------------------------------------------------------------------------------
// Production houses and the home page's strip
// ---------------------------------------------------------------------------------------------

export type HouseInput = Omit<HouseFields, "version" | "sortOrder" | "onHomeStrip"> & { sortOrder: number; onHomeStrip: boolean };

export function studioHouses() {
  return db.select().from(productionHouses).orderBy(asc(productionHouses.sortOrder), asc(productionHouses.id)).all();
}

export function houseForEdit(id: number) {
  return db.select().from(productionHouses).where(eq(productionHouses.id, id)).get() ?? notFound("There is no production house with that id.");
}

/**
 * Saves a production house. Its royalty address applies to editions sold from now on: a token
 * minted earlier keeps the receiver the chain gave it.
 */
export function updateHouse(actor: StudioActor, id: number, version: number, input: HouseInput): SaveResult {
  const before = houseForEdit(id);
  const payoutAddress = input.payoutAddress ? checksumAddress(input.payoutAddress) : null;
  if (input.payoutAddress && !payoutAddress) return fieldError("payoutAddress", "That address's checksum is wrong: copy it again from the wallet.");
  return auditedWrite(actor, { action: "house.update", entity: "production_house", id, before }, () =>
    db
      .update(productionHouses)
      .set({ ...input, payoutAddress, version: sql`${productionHouses.version} + 1` })
      .where(and(eq(productionHouses.id, id), eq(productionHouses.version, version)))
      .returning()
      .get(),
  );
}
