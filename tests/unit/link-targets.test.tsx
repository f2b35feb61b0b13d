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

/**
 * On the server, Remix's Link to a plain path of this site renders its <a> without its hooks
 * (patches/@remix-run+react+2.17.5.patch, decision 094). The browser's first render must give the
 * same markup, or hydration would mismatch: this renders each link both ways and compares.
 */
const require = createRequire(import.meta.url);
const remix = require("@remix-run/react/dist/components.js") as typeof import("@remix-run/react");
const { StaticRouter } = require("react-router-dom/server") as typeof import("react-router-dom/server");
const { UNSAFE_NavigationContext } = require("react-router-dom") as typeof import("react-router-dom");

type LinkCase = Parameters<typeof remix.Link>[0];

const LINKS: LinkCase[] = [
  { to: "/market", children: "Market" },
  { to: "/market?q=rain#top", className: "button", children: "Search" },
  { to: "/studio/films/", "aria-label": "Films", prefetch: "intent", children: "Films" },
  { to: "/nftdetail/12", target: "_blank", rel: "noopener", onClick: () => undefined, children: "Open" },
  { to: "/logout", reloadDocument: true, children: "Log out" },
  { to: "/blog", discover: "none", replace: true, state: { from: "home" }, preventScrollReset: true, children: "Blog" },
  { to: "/a/./b/../c", children: "dots" },
  { to: "/x?", children: "empty search" },
  { to: "?tab=activity", children: "relative" },
  { to: "..", children: "up" },
  { to: "https://example.test/a", children: "elsewhere" },
  { to: "//example.test/a", children: "protocol-relative" },
];

function linksAt(location: string, basename?: string): string {
  return renderToString(
    <StaticRouter location={location} basename={basename}>
      {LINKS.map((props, index) => (
        <remix.Link key={index} {...props} />
      ))}
    </StaticRouter>,
  );
}

/** The same links as the browser's first render gives them (document defined: Link's full path). */
function linksAsInTheBrowser(location: string, basename?: string): string {
  const global = globalThis as { document?: unknown };
  global.document = {};
  try {
    return linksAt(location, basename);
  } finally {
    delete global.document;
  }
}

describe("site links rendered on the server", () => {
  it("give the markup the browser's first render gives, from every route", () => {
    for (const location of ["/", "/nftdetail/7", "/studio/films/12"]) {
      const server = linksAt(location);
      expect(server).toBe(linksAsInTheBrowser(location));
      expect(server).toContain('<a data-discover="true" href="/market">Market</a>');
      expect(server).toContain('href="/a/c"');
    }
  });

  it("take the short path only for plain site paths: it needs no location to render them", () => {
    const bare = (to: string) =>
      renderToString(
        <UNSAFE_NavigationContext.Provider value={{ basename: "/", navigator: {} as never, static: true, future: { v7_relativeSplatPath: true } }}>
          <remix.Link to={to} className="c">
            x
          </remix.Link>
        </UNSAFE_NavigationContext.Provider>,
      );
    expect(bare("/market?q=rain")).toBe('<a class="c" data-discover="true" href="/market?q=rain">x</a>');
    for (const to of ["/a/../b", "/x#", "//example.test", "films"]) expect(() => bare(to), to).toThrow();
  });

  it("follow a basename through the full Link", () => {
    const server = linksAt("/app/market", "/app");
    expect(server).toBe(linksAsInTheBrowser("/app/market", "/app"));
    expect(server).toContain('href="/app/market"');
  });
});
