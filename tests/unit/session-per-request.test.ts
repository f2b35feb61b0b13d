import { installGlobals } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { currentSession, sessionStorage } from "~/models/session.server";
import { revokeSession } from "~/models/sessions.server";
import { db } from "~db/client.server";
import { users } from "~db/schema";
import { createUser } from "./support";

// The Request the web server runs with (scripts/web-server.ts installs Remix's globals): its
// copies carry the signal they were made with.
installGlobals();

/** The copy of a request Remix hands each loader: a new Request with the same signal. */
const loaderCopy = (request: Request, method = request.method) => new Request(request.url, { method, headers: request.headers, signal: request.signal });

describe("the session of a request", () => {
  it("is looked up once for all the loaders of a page, and afresh for the next page", async () => {
    const user = await createUser();
    const page = new Request("http://localhost/profile", { headers: { Cookie: user.cookie } });
    const root = await currentSession(loaderCopy(page));
    expect(root?.user.name).toBe(user.name);
    expect(await currentSession(loaderCopy(page))).toBe(root);

    db.update(users).set({ name: "Renamed Since" }).where(eq(users.id, user.id)).run();
    const next = await currentSession(new Request("http://localhost/profile", { headers: { Cookie: user.cookie } }));
    expect(next?.user.name).toBe("Renamed Since");
  });

  it("is read again by the loaders that run after an action, which may have changed it", async () => {
    const user = await createUser();
    const post = new Request("http://localhost/profile", { method: "POST", headers: { Cookie: user.cookie } });
    expect((await currentSession(post))?.user.name).toBe(user.name);
    db.update(users).set({ name: "Renamed By The Action" }).where(eq(users.id, user.id)).run();
    expect((await currentSession(loaderCopy(post, "GET")))?.user.name).toBe("Renamed By The Action");
  });

  it("is a visitor's for a request without a session cookie, whichever loader asks", async () => {
    const page = new Request("http://localhost/market");
    expect(await currentSession(loaderCopy(page))).toBeNull();
    expect(await currentSession(loaderCopy(page))).toBeNull();
  });
});

describe("the session cookie's signature", () => {
  /** How often the cookie is parsed and its signature checked while `run` runs. */
  async function cookieChecksDuring(run: () => Promise<unknown>): Promise<number> {
    const check = vi.spyOn(sessionStorage(), "getSession");
    try {
      await run();
      return check.mock.calls.length;
    } finally {
      check.mockRestore();
    }
  }
  const page = (cookie: string) => new Request("http://localhost/profile", { headers: { Cookie: cookie } });

  it("is checked once per cookie, while the session itself is read on every request", async () => {
    const user = await createUser();
    expect(await cookieChecksDuring(() => currentSession(page(user.cookie)))).toBe(1);
    let again: Awaited<ReturnType<typeof currentSession>> = null;
    expect(await cookieChecksDuring(async () => (again = await currentSession(page(user.cookie))))).toBe(0);
    expect(again!.user.id).toBe(user.id);

    // Signed out elsewhere: the same cookie is no longer anyone's, at once.
    revokeSession(again!.id);
    expect(await currentSession(page(user.cookie))).toBeNull();
  });

  it("still refuses a cookie whose signature was tampered with, every time", async () => {
    const user = await createUser();
    await currentSession(page(user.cookie));
    const [value, signature] = user.cookie.split(".");
    const forged = `${value}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    for (let i = 0; i < 2; i++) expect(await currentSession(page(forged))).toBeNull();
    expect(await currentSession(page(`${user.cookie}; theme=dark`))).not.toBeNull();
  });

  it("is kept for a bounded number of cookies, and never for a long header", async () => {
    const user = await createUser();
    await currentSession(page(user.cookie));
    const others = await Promise.all([1, 2].map(() => createUser()));
    // 2,000 other headers push the first cookie out.
    for (let i = 0; i < 2_000; i++) await currentSession(page(`${others[i % 2].cookie}; n=${i}`));
    expect(await cookieChecksDuring(() => currentSession(page(user.cookie)))).toBe(1);

    const long = `${user.cookie}; note=${"x".repeat(1_000)}`;
    expect(await cookieChecksDuring(() => currentSession(page(long)))).toBe(1);
    expect(await cookieChecksDuring(() => currentSession(page(long)))).toBe(1);
  });
});
