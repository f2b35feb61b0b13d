import { z } from "zod";
import { db } from "~db/client.server";
import { contactMessages, newsletterSignups } from "~db/schema";

export type ContactMessage = { name: string; email: string; message: string; subject?: string | null };

/** Stores a message for the support team. */
export function saveContactMessage({ name, email, message, subject }: ContactMessage): { id: number } {
  return db.insert(contactMessages).values({ name, email, subject: subject ?? null, message }).returning({ id: contactMessages.id }).get();
}

/**
 * Adds an address to the newsletter. Signing up twice (in any letter case) is not an error:
 * the address is stored once and `alreadySubscribed` says so.
 */
export function subscribeToNewsletter(email: string): { alreadySubscribed: boolean } {
  const result = db.insert(newsletterSignups).values({ email: email.trim() }).onConflictDoNothing().run();
  return { alreadySubscribed: result.changes === 0 };
}

export const CONTACT_TOPICS = ["report", "partner", "feature"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

const TOPIC_SUBJECTS: Record<ContactTopic, string> = {
  report: "Report a problem",
  partner: "Become a partner",
  feature: "Suggest a feature",
};

/**
 * The subject line a contact message starts from, chosen by the link that led to the form
 * (the card menu's Report, the footer's Become a partner and Suggest feature).
 */
export function contactSubject(topic: ContactTopic | undefined, collectible: { id: number; title: string } | null): string | null {
  if (collectible && (topic === undefined || topic === "report")) return `Report collectible #${collectible.id}: ${collectible.title}`;
  return topic ? TOPIC_SUBJECTS[topic] : null;
}

/** The contact page's query string: the topic and collectible a link arrived with, and the sent flag. */
export const contactQueryShape = {
  topic: z.enum(CONTACT_TOPICS),
  nft: z.string().regex(/^\d{1,12}$/).transform(Number).pipe(z.number().int().positive()),
  sent: z.literal("1"),
};
