import { installGlobals } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { currentSession } from "~/models/session.server";
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
