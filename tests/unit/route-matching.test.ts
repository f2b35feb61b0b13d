import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

/**
 * The server's route matcher is patched (docs/decisions/094-framework-patches.md): ranked
 * branches are kept per route table. These are the matches the unpatched matcher gives
 * (framework-patches.test.tsx checks that the patches are in effect).
 */
type Route = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Route[] };
type Match = { route: Route; params: Record<string, string | undefined> };
type Path = { pathname: string; search: string; hash: string };
const { matchRoutes, resolveTo } = createRequire(import.meta.url)("@remix-run/router") as {
  matchRoutes: (routes: Route[], location: string, basename?: string) => Match[] | null;
  resolveTo: (to: string, routePathnames: string[], locationPathname: string, isPathRelative?: boolean) => Path;
};

const appRoutes: Route[] = [
  {
    id: "root",
    path: "",
    children: [
      { id: "home", index: true },
      { id: "status", path: "status" },
      { id: "film", path: ":film" },
      { id: "detail", path: "nftdetail/:nftid" },
      { id: "confirmation", path: "Nft_conformation/:nftid" },
      { id: "how", path: "how it works" },
      { id: "csv", path: "studio/newsletter.csv" },
      { id: "exact", path: "Exact", caseSensitive: true },
      { id: "optional", path: "lottery/:id?" },
      {
        id: "studio",
        path: "studio",
        children: [
          { id: "studio-home", index: true },
          { id: "studio-film", path: "films/:id" },
          { id: "studio-new", path: "films/new" },
        ],
      },
      { id: "pathless", children: [{ id: "inside-pathless", path: "about" }] },
      { id: "catch-all", path: "*" },
    ],
  },
];

const leaf = (pathname: string, routes = appRoutes, basename?: string) => {
  const matches = matchRoutes(routes, pathname, basename);
  return matches ? { id: matches[matches.length - 1].route.id, params: matches[matches.length - 1].params } : null;
};

describe("route matching", () => {
  it("finds the same route for every kind of path, over and over", () => {
    const expected: [string, string, Record<string, string>?][] = [
      ["/", "home"],
      ["/status", "status"],
      ["/STATUS/", "status"],
      ["/kabali", "film", { film: "kabali" }],
      ["/nftdetail/7", "detail", { nftid: "7" }],
      ["/nft_conformation/9", "confirmation", { nftid: "9" }],
      ["/how%20it%20works", "how"],
      ["/studio/newsletter.csv", "csv"],
      ["/studio", "studio-home"],
      ["/Studio/films/new", "studio-new"],
      ["/studio/films/12", "studio-film", { id: "12" }],
      ["/about", "inside-pathless"],
      ["/lottery", "optional"],
      ["/lottery/3", "optional", { id: "3" }],
      ["/Exact", "exact"],
      ["/exact", "film", { film: "exact" }],
      ["/nftdetail/7/extra", "catch-all", { "*": "nftdetail/7/extra" }],
      ["/ünïcode", "film", { film: "ünïcode" }],
      ["//status", "catch-all"],
    ];
    for (let round = 0; round < 3; round++) {
      for (const [pathname, id, params] of expected) {
        const found = leaf(pathname);
        expect(found?.id, pathname).toBe(id);
        if (params) expect(found?.params, pathname).toMatchObject(params);
      }
    }
  });

  it("answers each route table from its own routes, with a basename", () => {
    const other: Route[] = [{ id: "other-root", path: "/", children: [{ id: "other-status", path: "status" }] }];
    expect(leaf("/status")?.id).toBe("status");
    expect(leaf("/status", other)?.id).toBe("other-status");
    expect(leaf("/kabali", other)).toBeNull();
    expect(leaf("/app/status", appRoutes, "/app")?.id).toBe("status");
    expect(leaf("/elsewhere/status", appRoutes, "/app")).toBeNull();
  });
});

/**
 * Links resolve their target with the same router: these are its answers, asked twice from
 * different places.
 */
describe("link targets", () => {
  it("resolves absolute paths the same from any route, and relative ones from where they are", () => {
    const places: [string[], string][] = [
      [["/"], "/"],
      [["/", "/nftdetail/7"], "/nftdetail/7"],
      [["/", "/studio", "/studio/films/12"], "/studio/films/12/"],
    ];
    const absolute: [string, Path][] = [
      ["/market", { pathname: "/market", search: "", hash: "" }],
      ["/market?q=rain&sort=new", { pathname: "/market", search: "?q=rain&sort=new", hash: "" }],
      ["/about#team", { pathname: "/about", search: "", hash: "#team" }],
      ["/studio/films/", { pathname: "/studio/films/", search: "", hash: "" }],
      ["/a/./b/../c", { pathname: "/a/c", search: "", hash: "" }],
      ["/", { pathname: "/", search: "", hash: "" }],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [routes, location] of places) {
        for (const [to, expected] of absolute) expect(resolveTo(to, routes, location), `${to} from ${location}`).toEqual(expected);
      }
    }
    expect(resolveTo("?tab=activity", ["/", "/profile"], "/profile")).toEqual({ pathname: "/profile", search: "?tab=activity", hash: "" });
    expect(resolveTo("..", ["/", "/studio", "/studio/films/12"], "/studio/films/12")).toEqual({ pathname: "/studio", search: "", hash: "" });
    expect(resolveTo(".", ["/", "/studio"], "/studio/")).toEqual({ pathname: "/studio/", search: "", hash: "" });
    expect(resolveTo("films", ["/", "/studio"], "/studio")).toEqual({ pathname: "/studio/films", search: "", hash: "" });
  });

  it("hands each caller its own answer, so one caller's change does not reach the next", () => {
    const first = resolveTo("/market", ["/"], "/");
    first.pathname = "/changed";
    expect(resolveTo("/market", ["/"], "/").pathname).toBe("/market");
  });
});
