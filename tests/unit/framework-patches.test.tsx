import { createRequire } from "node:module";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

/**
 * The framework patches kept for their memoisation (docs/performance.md#patches): each keeps what
 * never changes while a build runs. An upgrade that drops one changes no answer, only speed, so
 * these check that the work is done once: they fail when the patch is gone.
 */
const require = createRequire(import.meta.url);
type Route = { id: string; path?: string; index?: boolean; children?: Route[] };
const { matchRoutes, matchPath, createStaticHandler } = require("@remix-run/router") as {
  matchRoutes: (routes: Route[], location: string) => { route: Route }[] | null;
  matchPath: (pattern: string, pathname: string) => { params: Record<string, string> } | null;
  createStaticHandler: (routes: Route[]) => { query: (request: Request) => Promise<object> };
};
const reactRouterServer = require("react-router-dom/server") as {
  createStaticRouter: (routes: object[], context: object) => { routes: object[] };
};
const { RemixServer } = require("@remix-run/react") as { RemixServer: (props: { context: object; url: string }) => JSX.Element };

/** A route whose `path` counts its reads: ranking a table's branches reads every route's path. */
function countedRoute(id: string, path: string, reads: { count: number }, children?: Route[]): Route {
  return {
    id,
    get path() {
      reads.count++;
      return path;
    },
    ...(children ? { children } : {}),
  };
}

describe("@remix-run/router", () => {
  it("ranks a route table's branches once, however often it is matched", () => {
    const reads = { count: 0 };
    const routes = [countedRoute("root", "", reads, [countedRoute("status", "status", reads), countedRoute("detail", "nftdetail/:nftid", reads)])];
    expect(matchRoutes(routes, "/status")?.at(-1)?.route.id).toBe("status");
    const afterFirst = reads.count;
    expect(afterFirst).toBeGreaterThan(0);
    for (const pathname of ["/status", "/nftdetail/7", "/nftdetail/8"]) expect(matchRoutes(routes, pathname)).not.toBeNull();
    expect(reads.count).toBe(afterFirst);
  });

  it("compiles a path pattern once, however often it is matched", () => {
    const built: string[] = [];
    const NativeRegExp = RegExp;
    vi.stubGlobal(
      "RegExp",
      new Proxy(NativeRegExp, {
        construct(target, args: [string, string?]) {
          built.push(String(args[0]));
          return new target(...args);
        },
      }),
    );
    const pattern = "/kept-pattern/:film/cards/:id";
    try {
      expect(matchPath(pattern, "/kept-pattern/kabali/cards/1")?.params).toEqual({ film: "kabali", id: "1" });
      const afterFirst = built.length;
      expect(afterFirst).toBeGreaterThan(0);
      expect(matchPath(pattern, "/kept-pattern/baasha/cards/2")?.params).toEqual({ film: "baasha", id: "2" });
      expect(built.length).toBe(afterFirst);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("react-router-dom's createStaticRouter", () => {
  it("builds a route table's data routes once", async () => {
    const routes = [{ id: "root", path: "/", children: [{ id: "status", path: "status" }] }];
    const context = await createStaticHandler(routes).query(new Request("http://localhost/status"));
    const first = reactRouterServer.createStaticRouter(routes, context);
    const second = reactRouterServer.createStaticRouter(routes, context);
    expect(second.routes).toBe(first.routes);
  });
});

describe("@remix-run/react's RemixServer", () => {
  it("creates a build's server routes once, so the router's table is the same object on every render", async () => {
    const manifestRoute = { path: "", module: "/build/root.js", hasAction: false, hasLoader: false, hasClientAction: false, hasClientLoader: false, hasErrorBoundary: false };
    const manifest = {
      routes: { root: { id: "root", ...manifestRoute } },
      entry: { module: "/build/entry.client.js", imports: [] },
      url: "/build/manifest.js",
      version: "1",
    };
    const routeModules = { root: { default: () => <p>the page</p> } };
    const render = async () => {
      const staticHandlerContext = await createStaticHandler([{ id: "root", path: "/" }]).query(new Request("http://localhost/"));
      const context = { manifest, routeModules, staticHandlerContext, future: { v3_relativeSplatPath: true }, isSpaMode: false, serverHandoffString: "{}" };
      return renderToString(<RemixServer context={context} url="http://localhost/" />);
    };
    const createStaticRouter = vi.spyOn(reactRouterServer, "createStaticRouter");
    try {
      expect(await render()).toContain("the page");
      expect(await render()).toContain("the page");
      expect(createStaticRouter).toHaveBeenCalledTimes(2);
      expect(createStaticRouter.mock.calls[1][0]).toBe(createStaticRouter.mock.calls[0][0]);
    } finally {
      createStaticRouter.mockRestore();
    }
  });
});
