import { createRequestHandler, json, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { beforeAll, describe, expect, it } from "vitest";
import * as entry from "~/entry.server";
import { currentUser } from "~/models/users.server";
import { notFound } from "~/lib/http.server";
import { VISITOR_CACHE_CONTROL } from "~/services/http-cache.server";
import { takeToast, toastCookie } from "~/services/toast.server";
import { buildOfPages, cookiesFrom, createUser, type TestUser } from "./support";

/**
 * Pages a viewer cannot share are marked (docs/decisions/135-signed-in-answers-not-stored.md): a
 * signed-in user's documents and data requests are `private, no-store`, as is any answer that sets
 * a cookie; a visitor's answer is public for a few seconds, and varies by Cookie
 * (docs/decisions/150-visitor-pages-cached-over-http.md).
 */

function Root() {
  return <Outlet />;
}

function RootError() {
  return <p>Not found</p>;
}

/** The root takes the flash toast, as the site's does: the answer then clears its cookie. */
async function rootLoader({ request }: LoaderFunctionArgs) {
  const { toast, headers } = await takeToast(request);
  return json({ toast }, { headers });
}

/** A page that greets whoever is signed in, as the site's header does. */
async function greetingLoader({ request }: LoaderFunctionArgs) {
  const user = await currentUser(request);
  return json({ name: user?.name ?? null });
}

function Greeting() {
  const { name } = useLoaderData<typeof greetingLoader>();
  return <p>{name ? `Signed in as ${name}` : "Welcome, visitor"}</p>;
}

/** Remix's own request handler, on a build of one page whose entry is the site's entry.server. */
const handler = createRequestHandler(
  buildOfPages(entry, {
    root: { path: "", module: { default: Root, ErrorBoundary: RootError, loader: rootLoader } },
    "routes/missing": { parentId: "root", path: "missing", module: { default: Greeting, loader: () => notFound("There is no such page.") } },
    "routes/greeting": { parentId: "root", path: "greeting", module: { default: Greeting, loader: greetingLoader } },
  }),
  "production",
);

let fan: TestUser;

beforeAll(async () => {
  fan = await createUser({ name: "Cache Tester" });
});

const get = (path: string, cookie?: string) =>
  handler(new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} }), { clientAddress: "127.0.0.1" });

describe("answers a shared cache may not store", () => {
  it("a signed-in user's page and its data requests are private, no-store", async () => {
    const page = await get("/greeting", fan.cookie);
    expect(await page.text()).toContain("Signed in as Cache Tester");
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");

    for (const routeId of ["root", "routes/greeting"]) {
      const data = await get(`/greeting?_data=${encodeURIComponent(routeId)}`, fan.cookie);
      expect(data.status, routeId).toBe(200);
      expect(data.headers.get("Cache-Control"), routeId).toBe("private, no-store");
    }
  });

  it("a signed-in user's error page is private too", async () => {
    const missing = await get("/missing", fan.cookie);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("an answer that sets a cookie is private, even to a visitor", async () => {
    const withToast = cookiesFrom(new Response(null, { headers: { "Set-Cookie": await toastCookie({ kind: "info", text: "Hello" }) } }));
    const page = await get("/greeting", withToast);
    expect(page.headers.get("Set-Cookie")).toMatch(/^__toast=;/);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("a visitor's page and data may be stored, but only for browsers without a session", async () => {
    const page = await get("/greeting");
    expect(await page.text()).toContain("Welcome, visitor");
    expect(page.headers.get("Cache-Control")).toBe(VISITOR_CACHE_CONTROL);
    expect(page.headers.get("Vary")).toMatch(/\bCookie\b/);

    const data = await get("/greeting?_data=routes%2Fgreeting");
    expect(data.headers.get("Cache-Control")).toBe(VISITOR_CACHE_CONTROL);
    expect(data.headers.get("Vary")).toMatch(/\bCookie\b/);
  });

  it("a visitor's error page is not public", async () => {
    const missing = await get("/missing");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Cache-Control")).toBeNull();
  });

  it("a session that has ended is a visitor's", async () => {
    const { revokeSession } = await import("~/models/sessions.server");
    const { currentSession } = await import("~/models/session.server");
    const leaving = await createUser();
    const session = await currentSession(new Request("http://localhost/", { headers: { Cookie: leaving.cookie } }));
    revokeSession(session!.id);
    const page = await get("/greeting", leaving.cookie);
    expect(await page.text()).toContain("Welcome, visitor");
    expect(page.headers.get("Cache-Control")).toBe(VISITOR_CACHE_CONTROL);
  });
});
