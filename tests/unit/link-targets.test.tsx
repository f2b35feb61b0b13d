import { createRequire } from "node:module";
import type * as ReactRouter from "react-router";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

/**
 * The production build of react-router, the one the server renders with, is used unpatched
 * (docs/decisions/094-framework-patches.md). These are the hrefs it gives, from a top-level,
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

/** The markup of `links` rendered by the server's router at `location`. */
function renderedAt(links: ReactNode, location: string, basename?: string): string {
  return renderToString(
    <StaticRouter location={location} basename={basename}>
      {links}
    </StaticRouter>,
  );
}

const linksAt = (location: string, basename?: string) =>
  renderedAt(
    LINKS.map((props, index) => <remix.Link key={index} {...props} />),
    location,
    basename,
  );

/** What `render` gives as the browser's first render (document defined: Link's and NavLink's full path). */
function asInTheBrowser(render: () => string): string {
  const global = globalThis as { document?: unknown };
  global.document = {};
  try {
    return render();
  } finally {
    delete global.document;
  }
}

describe("site links rendered on the server", () => {
  it("give the markup the browser's first render gives, from every route", () => {
    for (const location of ["/", "/nftdetail/7", "/studio/films/12"]) {
      const server = linksAt(location);
      expect(server).toBe(asInTheBrowser(() => linksAt(location)));
      expect(server).toContain('<a data-discover="true" href="/market">Market</a>');
      expect(server).toContain('href="/a/c"');
    }
  });
  it("follow a basename through the full Link", () => {
    const server = linksAt("/app/market", "/app");
    expect(server).toBe(asInTheBrowser(() => linksAt("/app/market", "/app")));
    expect(server).toContain('href="/app/market"');
  });
});

type NavLinkCase = Parameters<typeof remix.NavLink>[0];

const NAV_LINKS: NavLinkCase[] = [
  { to: "/market", prefetch: "intent", children: "MARKETPLACE" },
  { to: "/how it works", children: "HOW IT WORKS" },
  { to: "/Studio", className: "nav", children: "Studio" },
  { to: "/studio", end: true, children: "Studio home" },
  { to: "/studio/films/", caseSensitive: true, children: "Films" },
  { to: "/nftdetail/7?tab=bids", "aria-current": "location", children: "Bids" },
  {
    to: "/studio/films/12",
    className: ({ isActive, isPending }) => (isActive ? "on" : isPending ? "wait" : "off"),
    style: ({ isActive }) => ({ fontWeight: isActive ? 700 : 400 }),
    children: ({ isActive }) => (isActive ? "Film 12 (here)" : "Film 12"),
  },
  { to: "/a/../market", children: "dots" },
  { to: "..", children: "up" },
];

const navLinksAt = (location: string, basename?: string) =>
  renderedAt(
    NAV_LINKS.map((props, index) => <remix.NavLink key={index} {...props} />),
    location,
    basename,
  );

describe("site navigation links rendered on the server", () => {
  it("give the markup and the active marks the browser's first render gives, wherever the visitor is", () => {
    for (const location of ["/", "/market", "/MARKET/", "/how%20it%20works", "/studio", "/studio/", "/studio/films", "/studio/films/12", "/studio/films/123", "/nftdetail/7"]) {
      expect(navLinksAt(location), location).toBe(asInTheBrowser(() => navLinksAt(location)));
    }
    const market = navLinksAt("/market/");
    expect(market).toContain('<a data-discover="true" aria-current="page" class="active" href="/market">MARKETPLACE</a>');
    expect(market).toContain('<a data-discover="true" class="" href="/how it works">HOW IT WORKS</a>');
    expect(navLinksAt("/how%20it%20works")).toContain('<a data-discover="true" aria-current="page" class="active" href="/how it works">HOW IT WORKS</a>');
    const film = navLinksAt("/studio/films/12");
    expect(film).toContain('<a data-discover="true" aria-current="page" class="nav active" href="/Studio">Studio</a>');
    expect(film).toContain('<a data-discover="true" class="" href="/studio">Studio home</a>');
    expect(film).toContain('<a data-discover="true" aria-current="page" class="on" style="font-weight:700" href="/studio/films/12">Film 12 (here)</a>');
    expect(navLinksAt("/STUDIO/FILMS/12")).toContain('class="" href="/studio/films/">Films</a>');
    expect(navLinksAt("/nftdetail/7")).toContain('<a data-discover="true" aria-current="location" class="active" href="/nftdetail/7?tab=bids">Bids</a>');
  });
  it("follow a basename through the full NavLink", () => {
    const server = navLinksAt("/app/market", "/app");
    expect(server).toBe(asInTheBrowser(() => navLinksAt("/app/market", "/app")));
    expect(server).toContain('aria-current="page" class="active" href="/app/market"');
  });
});
