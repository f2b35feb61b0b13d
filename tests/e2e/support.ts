import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { createCookieSessionStorage } from "@remix-run/node";
import Database from "better-sqlite3";

export const WIDTHS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 375, height: 740 },
] as const;

/** Fails on any serious or critical accessibility violation, naming the rule and the nodes. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join(", ")}`);
  expect(serious, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** The e2e server's data folder (see playwright.config.ts): its SQLite file and session secret. */
const E2E_DATA_DIR = path.resolve(`.e2e-data-${Number(process.env.E2E_PORT ?? 3210)}`);

/** The e2e server's database, opened beside the running server (WAL lets both write). */
export function e2eDatabase() {
  const database = new Database(path.join(E2E_DATA_DIR, "diginoor.sqlite"));
  database.pragma("busy_timeout = 5000");
  return database;
}

export type E2eUser = { id: number; uid: string; name: string };

/**
 * Signs a fresh account in without the login page: inserts the user row into the server's
 * database and sets a session cookie signed with the server's secret.
 */
export async function signIn(context: BrowserContext, baseURL: string, fields: { walletAddress?: string } = {}): Promise<E2eUser> {
  // The first request creates the database and the secret; make sure it has happened.
  await (await fetch(baseURL)).text();
  const uid = `e2e-${randomBytes(6).toString("hex")}`;
  const name = `Viewer ${uid.slice(-4)}`;
  const database = e2eDatabase();
  const { id } = database
    .prepare("INSERT INTO users (uid, name, email, wallet_address) VALUES (?, ?, ?, ?) RETURNING id")
    .get(uid, name, `${uid}@example.com`, fields.walletAddress ?? null) as { id: number };
  database.close();
  const secret = readFileSync(path.join(E2E_DATA_DIR, "session-secret"), "utf8").trim();
  const storage = createCookieSessionStorage({ cookie: { name: "__session", path: "/", httpOnly: true, sameSite: "lax", secrets: [secret] } });
  const session = await storage.getSession();
  session.set("user", id);
  const cookie = (await storage.commitSession(session)).split(";")[0];
  const value = cookie.slice(cookie.indexOf("=") + 1);
  await context.addCookies([{ name: "__session", value, url: baseURL }]);
  return { id, uid, name };
}

/** Adds an unread notification for a user, as a purchase would. */
export function notify(user: E2eUser, text: string): number {
  const database = e2eDatabase();
  const { id } = database
    .prepare("INSERT INTO notifications (user_id, title, tag, text) VALUES (?, 'NFT-purchase', 'NFT-purchase', ?) RETURNING id")
    .get(user.id, text) as { id: number };
  database.close();
  return id;
}
