import { createRequire } from "node:module";
import { json } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";

/**
 * Loader data on the server (patches: docs/decisions/094-framework-patches.md). The data a page
 * hands to the browser (window.__remixContext) is written from the text each loader's json()
 * made, not serialised again: it must be what serialising the data again gives, byte for byte.
 * The data parsed from a text is kept, frozen, for the next request that gets the same text.
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

async function pageState(data: object = pageData) {
  const handler = createStaticHandler([
    {
      id: "root",
      path: "/",
      loader: () => json({ user: null, env: { chainId: 31337 } }),
      children: [
        { id: "routes/page", index: true, loader: () => json(data) },
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

describe("loader data parsed on the server", () => {
  const page = async (data: object) => (await pageState(data)).loaderData["routes/page"] as Record<string, unknown>;

  it("is parsed once a text comes again, and frozen, since the requests that get it share it", async () => {
    const data = { title: "Raa Raa — The Dance Hall", cards: [{ id: 1, likes: 3 }] };
    const first = await page(data);
    expect(Object.isFrozen(first)).toBe(false);
    const second = await page({ ...data });
    const third = await page({ ...data });
    expect(second).not.toBe(first);
    expect(third).toBe(second);
    expect(third).toEqual(JSON.parse(JSON.stringify(data)));
    expect(Object.isFrozen(second) && Object.isFrozen(second.cards) && Object.isFrozen((second.cards as object[])[0])).toBe(true);
    expect(() => ((second.cards as { likes: number }[])[0].likes = 4)).toThrow(TypeError);

    const changed = await page({ ...data, cards: [{ id: 1, likes: 4 }] });
    expect(changed).not.toBe(second);
    expect((changed.cards as { likes: number }[])[0].likes).toBe(4);
  });

  it("is not kept or frozen for a text that differs on every request", async () => {
    for (let renderedAt = 0; renderedAt < 3; renderedAt++) expect(Object.isFrozen(await page({ renderedAt }))).toBe(false);
  });

  it("is kept for a bounded number of texts, and never for a long one", async () => {
    const twice = async (data: object) => (await page(data), page(data));
    const kept = await twice({ bound: "first" });
    expect(await page({ bound: "first" })).toBe(kept);
    for (let i = 0; i < 50; i++) await twice({ bound: i });
    expect(await page({ bound: "first" })).not.toBe(kept);

    const long = { text: "x".repeat(70_000) };
    const once = await twice(long);
    expect(await page(long)).not.toBe(once);
    expect(Object.isFrozen(once)).toBe(false);
  });

  it("is a loader's only: an action's reply, which a form library may write into, is parsed afresh", async () => {
    const reply = { status: "error", initialValue: { price: "abc" }, error: { price: ["Enter a price"] } };
    const handler = createStaticHandler([{ id: "root", path: "/", action: () => json(reply), loader: () => json({ page: "sell" }) }]);
    const submit = async () => {
      const context = await handler.query(new Request("http://localhost/", { method: "POST", body: new URLSearchParams({ price: "abc" }) }));
      if (context instanceof Response) throw new Error("the action redirected");
      return (context.actionData as Record<string, unknown>).root as Record<string, unknown>;
    };
    const replies = [await submit(), await submit(), await submit()];
    expect(replies[2]).toEqual(reply);
    expect(new Set(replies).size).toBe(3);
    for (const answer of replies) expect(Object.isFrozen(answer)).toBe(false);
  });
});
