import { createRequire } from "node:module";
import { json } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";

/**
 * The data a page hands to the browser (window.__remixContext) is written from the text each
 * loader's json() made, not serialised again (a patch: docs/decisions/094-route-matching-patch.md).
 * It must be what serialising the data again gives, byte for byte.
 */
const require = createRequire(import.meta.url);
type StaticHandler = { query: (request: Request) => Promise<{ loaderData: Record<string, unknown>; actionData: unknown; errors: unknown } | Response> };
const { createStaticHandler, UNSAFE_jsonTextOf: jsonTextOf } = require("@remix-run/router") as {
  createStaticHandler: (routes: unknown[]) => StaticHandler;
  UNSAFE_jsonTextOf: (data: object) => string | undefined;
};
const { createServerHandoffString } = require("@remix-run/server-runtime/dist/serverHandoff.js") as {
  createServerHandoffString: (handoff: object) => string;
};
const { escapeHtml } = require("@remix-run/server-runtime/dist/markup.js") as { escapeHtml: (html: string) => string };

const pageData = {
  title: "Costume Trial — Durga's Saree </script><script>alert(1)</script>",
  prices: [1, 0.5, 1e21, -0, 12345678901234567890],
  listedAt: new Date("2026-11-26T10:00:00Z"),
  missing: undefined,
  nested: { "2": "b", "10": "a", __proto__line: "x", empty: {}, list: [null, undefined, "ß"] },
};

async function pageState() {
  const handler = createStaticHandler([
    {
      id: "root",
      path: "/",
      loader: () => json({ user: null, env: { chainId: 31337 } }),
      children: [
        { id: "routes/page", index: true, loader: () => json(pageData) },
        { id: "routes/text", path: "text", loader: () => "plain" },
      ],
    },
  ]);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("the page redirected");
  return { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors };
}

describe("the data handed to the browser", () => {
  it("is written from each loader's own JSON, and equals the data serialised again", async () => {
    const state = await pageState();
    expect(jsonTextOf(state.loaderData["routes/page"] as object)).toBe(JSON.stringify(pageData));
    const handoff = { basename: "/", criticalCss: undefined, future: { v3_fetcherPersist: true }, isSpaMode: false, state };
    const stringify = vi.spyOn(JSON, "stringify");
    let written: string;
    try {
      written = createServerHandoffString(handoff);
      // Neither the page's data nor the handoff holding it is serialised again.
      const serialised = stringify.mock.calls.map(([value]) => value);
      expect(serialised).not.toContain(state.loaderData["routes/page"]);
      expect(serialised).not.toContain(handoff);
    } finally {
      stringify.mockRestore();
    }
    expect(written).toBe(escapeHtml(JSON.stringify(handoff)));
    expect(written).not.toContain("</script>");
  });

  it("serialises data no json() made, and a handoff without state, as before", () => {
    const state = { loaderData: { root: { fresh: "not from json()" }, leaf: null, gone: undefined, n: 4 }, actionData: undefined, errors: { leaf: { message: "x" } } };
    for (const handoff of [{ basename: "/", state }, { basename: "/", isSpaMode: true }, { state: { loaderData: {} } }]) {
      expect(createServerHandoffString(handoff)).toBe(escapeHtml(JSON.stringify(handoff)));
    }
  });
});
