import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action as contactAction } from "~/routes/contact";
import { action as newsletterAction } from "~/routes/footer";
import { action as lotteryAction } from "~/routes/lottery.$id";
import { db } from "~db/client.server";
import { contactMessages, newsletterSignups } from "~db/schema";
import { errorsOf, expectRedirect, post } from "./support";

type Fields = Record<string, string | Blob>;

async function fieldErrors(response: Response) {
  expect(response.status).toBe(400);
  return errorsOf(response);
}

const storedMessages = () => db.select({ n: count() }).from(contactMessages).get()!.n;
const storedSignups = () => db.select({ n: count() }).from(newsletterSignups).get()!.n;

const VALID_CONTACT = { name: "Priya Raman", email: "priya@example.com", message: "When does the Mersal collection drop?" };

describe("the contact form refuses bad input and stores nothing", () => {
  it.each([
    ["every field empty", { name: "", email: "", message: "" }, ["name", "email", "message"]],
    ["missing fields", {}, ["name", "email", "message"]],
    ["a malformed email", { ...VALID_CONTACT, email: "priya@" }, ["email"]],
    ["an over-long name", { ...VALID_CONTACT, name: "x".repeat(101) }, ["name"]],
    ["an over-long message", { ...VALID_CONTACT, message: "x".repeat(5001) }, ["message"]],
    ["a too-short message", { ...VALID_CONTACT, message: "hi" }, ["message"]],
    ["a huge email", { ...VALID_CONTACT, email: `${"a".repeat(300)}@example.com` }, ["email"]],
    ["a file where text belongs", { ...VALID_CONTACT, name: new Blob(["x"]) }, ["name"]],
  ])("%s", async (_label, fields, invalid) => {
    const before = storedMessages();
    const errors = await fieldErrors(await post(contactAction, "/contact", fields as Fields));
    for (const field of invalid) expect(errors[field]?.length, field).toBeGreaterThan(0);
    expect(storedMessages()).toBe(before);
  });

  it("keeps a script tag as plain text and confirms the message", async () => {
    const name = '<script>alert("x")</script>';
    const response = await post(contactAction, "/contact", { ...VALID_CONTACT, name });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/contact?sent=1");
    expect(response.headers.get("Set-Cookie")).toContain("__toast=");
    const stored = db.select().from(contactMessages).where(eq(contactMessages.name, name)).get();
    expect(stored?.message).toBe(VALID_CONTACT.message);
  });
});

describe("the newsletter box", () => {
  it.each([
    ["an empty address", { email: "" }],
    ["no address at all", {}],
    ["a malformed address", { email: "fan@@example" }],
    ["an over-long address", { email: `${"a".repeat(250)}@example.com` }],
  ])("refuses %s and stores nothing", async (_label, fields) => {
    const before = storedSignups();
    const errors = await fieldErrors(await post(newsletterAction, "/footer", fields as Fields));
    expect(errors.email?.length).toBeGreaterThan(0);
    expect(storedSignups()).toBe(before);
  });

  it("confirms a sign-up once per address and only sends people back to this site", async () => {
    const before = storedSignups();
    const first = await post(newsletterAction, "/footer", { email: "Fan@Example.com", redirectTo: "/about" });
    expect(first.headers.get("Location")).toBe("/about");
    const again = await post(newsletterAction, "/footer", { email: "fan@example.com", redirectTo: "//evil.example/phish" });
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe("/");
    expect(storedSignups()).toBe(before + 1);
  });
});

describe("the lottery ticket form", () => {
  it.each([
    ["no count", { payment: "card" }],
    ["a count of zero", { tickets: "0", payment: "card" }],
    ["more than 100 tickets", { tickets: "101", payment: "card" }],
    ["a huge count", { tickets: "1e308", payment: "card" }],
    ["a fraction", { tickets: "1.5", payment: "card" }],
    ["words", { tickets: "ten", payment: "card" }],
    ["an unknown payment method", { tickets: "2", payment: "cash" }],
  ])("refuses %s with a message", async (_label, fields) => {
    const errors = await fieldErrors(await post(lotteryAction, "/lottery/1", fields, { params: { id: "1" } }));
    expect(Object.values(errors).flat().length).toBeGreaterThan(0);
  });

  it("sends a visitor with a valid order to log in first", async () => {
    const response = await post(lotteryAction, "/lottery/1", { tickets: "3", payment: "card" }, { params: { id: "1" } });
    expectRedirect(response, "/login?redirectTo=%2Flottery%2F1");
  });

  it("is a 404 for a lottery that does not exist", async () => {
    const response = await post(lotteryAction, "/lottery/999999", { tickets: "3", payment: "card" }, { params: { id: "999999" } });
    expect(response.status).toBe(404);
  });
});
