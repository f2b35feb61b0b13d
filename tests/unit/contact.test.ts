import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactSubject, saveContactMessage, subscribeToNewsletter } from "~/models/contact.server";
import { db } from "~db/client.server";
import { contactMessages, newsletterSignups } from "~db/schema";

describe("contact messages", () => {
  it("stores the message the visitor sent", () => {
    const { id } = saveContactMessage({ name: "Priya", email: "priya@example.com", message: "When does Mersal drop?" });
    const stored = db.select().from(contactMessages).where(eq(contactMessages.id, id)).get();
    expect(stored).toMatchObject({ name: "Priya", email: "priya@example.com", message: "When does Mersal drop?" });
  });

  it("stores the subject a report link asked for beside the message", () => {
    const subject = contactSubject("report", { id: 12, title: "Kabali Da" });
    expect(subject).toBe("Report collectible #12: Kabali Da");
    const { id } = saveContactMessage({ name: "Ravi", email: "ravi@example.com", message: "The image is wrong.", subject });
    const stored = db.select().from(contactMessages).where(eq(contactMessages.id, id)).get();
    expect(stored).toMatchObject({ subject: "Report collectible #12: Kabali Da", message: "The image is wrong." });
  });

  it("names the topic when there is no collectible", () => {
    expect(contactSubject("partner", null)).toBe("Become a partner");
    expect(contactSubject(undefined, null)).toBeNull();
  });
});

describe("newsletter", () => {
  const storedCount = (email: string) =>
    db
      .select({ n: sql<number>`count(*)` })
      .from(newsletterSignups)
      .where(sql`lower(${newsletterSignups.email}) = ${email.toLowerCase()}`)
      .get()!.n;

  it("stores an address once, whatever its letter case", () => {
    expect(subscribeToNewsletter("Fan@Example.com")).toEqual({ alreadySubscribed: false });
    expect(subscribeToNewsletter("fan@example.com")).toEqual({ alreadySubscribed: true });
    expect(subscribeToNewsletter("FAN@EXAMPLE.COM")).toEqual({ alreadySubscribed: true });
    expect(storedCount("fan@example.com")).toBe(1);
  });

  it("stores different addresses separately", () => {
    subscribeToNewsletter("one@example.com");
    subscribeToNewsletter("two@example.com");
    expect(storedCount("one@example.com")).toBe(1);
    expect(storedCount("two@example.com")).toBe(1);
  });
});
