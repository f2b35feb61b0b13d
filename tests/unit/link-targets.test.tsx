import { createRequire } from "node:module";
import type * as ReactRouter from "react-router";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

/**
 * The production build of react-router, the one the server renders with, is patched
 * (docs/decisions/094-route-matching-patch.md): an absolute link target is resolved without
 * serialising the route matches. These are the hrefs the unpatched build gives, from a top-level,
 * a dynamic and a nested route.
 */
const { Router, Routes, Route, createPath, useHref } = createRequire(import.meta.url)(
  "react-router/dist/umd/react-router.production.min.js",
) as typeof ReactRouter;

const TARGETS = ["/market", "/market?q=rain#top", "/a/./b/../c", "/studio/films/", "?tab=activity", "..", ".", "films"];

function Hrefs() {
  return <output>{TARGETS.map((to) => `${to} -> ${useHref(to)}`).join("\n")}</output>;
}

/** What the server's StaticRouter hands Link: hrefs are the path as written. */
const navigator = {
  createHref: (to: Parameters<typeof createPath>[0] | string) => (typeof to === "string" ? to : createPath(to)),
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

function hrefsAt(location: string): Record<string, string> {
  const html = renderToString(
    <Router location={location} navigator={navigator} static>
      <Routes>
        <Route path="/" element={<Hrefs />} />
        <Route path="/nftdetail/:id" element={<Hrefs />} />
        <Route path="/studio">
          <Route path="films/:id" element={<Hrefs />} />
        </Route>
      </Routes>
    </Router>,
  );
  const text = /<output>([\s\S]*)<\/output>/.exec(html)?.[1] ?? "";
  return Object.fromEntries(text.split("\n").map((line) => line.split(" -&gt; ")));
}

describe("link targets in the server's router build", () => {
  it("gives absolute targets the same href from every route, and relative ones from where they are", () => {
    const absolute = { "/market": "/market", "/market?q=rain#top": "/market?q=rain#top", "/a/./b/../c": "/a/c", "/studio/films/": "/studio/films/" };
    expect(hrefsAt("/")).toEqual({ ...absolute, "?tab=activity": "/?tab=activity", "..": "/", ".": "/", films: "/films" });
    expect(hrefsAt("/nftdetail/7")).toEqual({ ...absolute, "?tab=activity": "/nftdetail/7?tab=activity", "..": "/", ".": "/nftdetail/7", films: "/nftdetail/7/films" });
    expect(hrefsAt("/studio/films/12")).toEqual({
      ...absolute,
      "?tab=activity": "/studio/films/12?tab=activity",
      "..": "/studio",
      ".": "/studio/films/12",
      films: "/studio/films/12/films",
    });
  });
});
