/** The site's editorial content and what visitors send: blog posts, team, partners, contact messages, newsletter sign-ups. */
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, published, version } from "./columns";

export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    /** HTML, sanitised again whenever it is rendered. */
    contentHtml: text("content_html").notNull(),
    authorName: text("author_name").notNull(),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    imageUrl: text("image_url").notNull(),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }).notNull(),
    published: published(),
    version: version(),
  },
  (t) => [index("blog_posts_published").on(t.publishedAt)],
);

export const teamMembers = sqliteTable("team_members", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  role: text("role").notNull(),
  imageUrl: text("image_url").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  version: version(),
});

/** Partners shown on /about and in the footer's Backed By list. */
export const partners = sqliteTable(
  "partners",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    kind: text("kind", { enum: ["partner", "backer"] }).notNull(),
    logoUrl: text("logo_url").notNull(),
    url: text("url"),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [check("partners_kind", sql`${t.kind} IN ('partner', 'backer')`)],
);

export const contactMessages = sqliteTable("contact_messages", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  /** What the link that led to the form was about, e.g. "Report collectible #12: …". */
  subject: text("subject"),
  message: text("message").notNull(),
  /** When someone first opened it in the studio inbox; null while unread. */
  readAt: integer("read_at", { mode: "timestamp_ms" }),
  createdAt: createdAt(),
});

export const newsletterSignups = sqliteTable(
  "newsletter_signups",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_email").on(sql`lower(${t.email})`)],
);
