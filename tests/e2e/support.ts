import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type APIRequestContext, type BrowserContext, type ConsoleMessage, type Locator, type Page, type WebError } from "@playwright/test";
import Database from "better-sqlite3";
import { getAddress } from "ethers";

export const WIDTHS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 375, height: 740 },
] as const;

/**
 * Fails on any serious or critical accessibility violation, naming the rule and the nodes.
 * axe runs in the page itself: its default opens a blank page to merge the frames' results, which
 * the app's pages (no iframes) do not need, and listing only violations spares serialising the passes.
 * Same rules, same findings, a third of the time.
 */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join(", ")}`);
  expect(serious, `accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * Opens a page once its scripts have run and the network has been quiet for 500 ms, so that
 * clicks reach React's handlers. Network idle alone is not that: on a busy machine the network
 * can be quiet while the renderer has yet to reach the end of the document.
 */
export async function openSettled(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  return response;
}

/** openSettled for the page already open. */
export async function reloadSettled(page: Page) {
  await page.reload({ waitUntil: "load" });
  await page.waitForLoadState("networkidle");
}

/** Holds back the page's requests matching `urls` (scripts, pictures), as a slow connection would, until the answer is called. */
export async function holdRequests(page: Page, urls: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(urls, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Collects what the page reports as an error (console errors, uncaught exceptions): a hydration
 * mismatch is one. Returns the list, filled as the page runs.
 */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * Has every web worker of the e2e server render `path`, so that its next visit is written from
 * the markup those renders kept (docs/decisions/100-kept-markup.md). Each
 * request goes on a connection of its own: node:cluster hands connections, not requests, to the
 * workers in turn. The request carries the context's cookies; a redirect fails it.
 */
export async function renderOnEveryWorker(request: APIRequestContext, path: string) {
  for (const _ of [1, 2, 3]) {
    expect((await request.get(path, { headers: { connection: "close" }, maxRedirects: 0 })).status(), path).toBe(200);
  }
}

/** The e2e server's data folder (see playwright.config.ts): its SQLite file and mail outbox. */
const E2E_DATA_DIR = path.resolve(`.e2e-data-${Number(process.env.E2E_PORT ?? 3210)}`);

/** The e2e server's database, opened beside the running server (WAL lets both write). */
export function e2eDatabase() {
  const database = new Database(path.join(E2E_DATA_DIR, "diginoor.sqlite"));
  database.pragma("busy_timeout = 5000");
  return database;
}

/**
 * Clicks a button that posts to `path` and waits until the server has answered: with JavaScript a
 * fetcher's answer, without it a redirect back to the page. With JavaScript the page shows the new
 * state at once (a like, a notification read), before the post is answered, and a reload that
 * comes sooner cancels the post.
 */
export async function clickAndWaitForPost(page: Page, button: Locator, path: string) {
  const answered = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith(path));
  await button.click();
  const status = (await answered).status();
  expect(status === 200 || status === 302, `the post to ${path} was answered ${status}`).toBe(true);
}

export const E2E_PASSWORD = "e2e password 123";

/** A fresh address per call, unique across workers and runs. */
export const freshEmail = (label = "fan") => `${label}.${randomBytes(5).toString("hex")}@example.com`;

export type E2eUser = { id: number; uid: string; name: string; email: string };

/** The account registered with this address, read from the e2e server's database. */
export function accountByEmail(email: string): E2eUser {
  const database = e2eDatabase();
  try {
    const account = database.prepare("SELECT id, uid, name, email FROM users WHERE email = ?").get(email) as E2eUser | undefined;
    if (!account) throw new Error(`no account for ${email}`);
    return account;
  } finally {
    database.close();
  }
}

type SignInFields = { name?: string; walletAddress?: string };

/**
 * Signs a fresh account in: creates it through the JSON sign-up call and signs it in through the
 * login form, so the session cookie is the server's own. A wallet address, which only a signed
 * wallet connection would store, is written straight into the database as the account's verified
 * active wallet (tests/e2e/wallet.ts connects a real one).
 */
export async function signInThrough(request: APIRequestContext, fields: SignInFields = {}): Promise<E2eUser> {
  const email = freshEmail();
  const name = fields.name ?? `Viewer ${randomBytes(2).toString("hex")}`;
  const created = await request.post("/auth/signup", { data: { name, email, password: E2E_PASSWORD, phone: "9876543210" } });
  expect(created.status(), await created.text()).toBe(200);
  const login = await request.post("/login", { form: { email, password: E2E_PASSWORD, redirectTo: "/" }, maxRedirects: 0 });
  expect(login.status()).toBe(302);
  const account = accountByEmail(email);
  if (fields.walletAddress) {
    const database = e2eDatabase();
    database
      .prepare("INSERT INTO wallets (user_id, address, kind, verified_at, active) VALUES (?, ?, 'external', ?, 1)")
      .run(account.id, getAddress(fields.walletAddress.toLowerCase()), Date.now());
    database.close();
  }
  return account;
}

/** What React and its router log when a page fails to hydrate or a route's component throws. */
const RENDER_ERROR = /Minified React error|React Router caught the following error|Hydration failed|did not match/;

/**
 * The specs' `test`, with two fixtures, and a check that no page of the test's context threw or
 * failed to hydrate (a route reading a server-only value breaks only in the browser):
 * - `signIn` signs a fresh account in within the test's browser context, so its page (and
 *   `page.request`) browse as that account;
 * - `visitorPage` is a signed-out page that a worker's checks share, at the test's viewport, for
 *   checks that only open a page and read it (the accessibility lists). A test's own context
 *   costs a renderer and a cold cache: about 1.2 s here before the first page shows, against
 *   0.2 s for the next page in a warm one. Its cookies are cleared before each test.
 */
export const test = base.extend<
  { signIn: (fields?: SignInFields) => Promise<E2eUser>; visitorPage: Page; pagesRaiseNoErrors: void },
  { visitorContext: BrowserContext }
>({
  pagesRaiseNoErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === "error" && RENDER_ERROR.test(message.text())) errors.push(message.text());
      };
      const onError = (error: WebError) => errors.push(String(error.error()));
      context.on("console", onConsole);
      context.on("weberror", onError);
      await use();
      context.off("console", onConsole);
      context.off("weberror", onError);
      expect(errors, "what the test's pages raised as they ran").toEqual([]);
    },
    { auto: true },
  ],
  signIn: async ({ context }, use) => {
    await use((fields) => signInThrough(context.request, fields));
  },
  visitorContext: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, userAgent } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, userAgent });
      await use(context);
      await context.close();
    },
    { scope: "worker" },
  ],
  visitorPage: async ({ visitorContext, viewport }, use) => {
    await visitorContext.clearCookies();
    const page = visitorContext.pages()[0] ?? (await visitorContext.newPage());
    if (viewport) await page.setViewportSize(viewport);
    await use(page);
  },
});
export { expect };

/** Adds an unread notification for a user, as a purchase would. */
export function notify(user: Pick<E2eUser, "id">, text: string): number {
  const database = e2eDatabase();
  const { id } = database
    .prepare("INSERT INTO notifications (user_id, title, tag, text) VALUES (?, 'NFT-purchase', 'NFT-purchase', ?) RETURNING id")
    .get(user.id, text) as { id: number };
  database.close();
  return id;
}

/** The first match of `pattern` in the newest mail to this address that has one, from the e2e server's outbox folder. */
function fromOutbox(email: string, pattern: RegExp, what: string): string {
  const outbox = path.join(E2E_DATA_DIR, "outbox");
  const files = readdirSync(outbox).filter((f) => f.endsWith(".json")).sort().reverse();
  for (const file of files) {
    const mail = JSON.parse(readFileSync(path.join(outbox, file), "utf8")) as { to: { address: string }[]; text: string };
    if (mail.to.some((to) => to.address === email)) {
      const found = mail.text.match(pattern);
      if (found) return found[1] ?? found[0];
    }
  }
  throw new Error(`no ${what} mailed to ${email} in ${outbox}`);
}

/** The newest link of this kind (reset, email confirmation) mailed to this address. */
export const linkFromOutbox = (email: string, page: "resetpass" | "confirm_email") =>
  fromOutbox(email, new RegExp(`https?://\\S+/${page}/[A-Za-z0-9_-]{43}`), `${page} link`);

/** The newest standard-wallet code mailed to this address. */
export const walletCodeFromOutbox = (email: string) => fromOutbox(email, /wallet is (\d{6})\./, "wallet code");
