import { expect, expectAccessible, test, WIDTHS } from "./support";

/** Every path of the spec's route table, spelled exactly as the spec spells it. */
const PAGES = [
  "/",
  "/about",
  "/collections",
  "/how it works",
  "/how%20it%20works",
  "/nftshowcase/1",
  "/nfttransfer/1",
  "/transfer/1",
  "/Nft_conformation/1",
  "/Bid_conformation/1",
  "/wallet_connect/",
  "/fortmatic/",
  "/marketplace",
  "/blog",
  "/blog/what-is-an-nft",
  "/blog/a-beginners-guide-to-diginoor",
  "/collections-sub",
  "/nft_conformation",
  "/place_a_bid",
  "/contact",
  "/Termscondition",
  "/Privacypolicy",
  "/chandramukhi",
  "/kabali",
  "/sivaji",
  "/Kabali",
  "/lottery",
  "/lottery/1",
  "/lottery_pop",
  "/market",
  "/footer",
  "/lottery_confirmation/1",
  "/lottery_purchased/1",
  "/status",
];

const STANDALONE = ["/login", "/signup", "/resetpass"];

/** Paths the spec keeps for signed-in users: visitors go to /login and come back. */
const SIGNED_IN_PAGES = ["/nftdetail/1", "/profile/edit_profile", "/edit_profile"];
const SIGNED_IN_STANDALONE = ["/wallet"];
/** Trading pages also need a connected wallet (tests/e2e/wallet.spec.ts); visitors log in first, even for an unknown id. */
const TRADING_PAGES = ["/sell/1", "/sell/999999"];

const MISSING_SIGNED_IN = ["/nftdetail/999999", "/nftdetail/abc", "/nftdetail/-1", "/nftdetail/1e3"];

const MISSING = [
  "/nftshowcase/999999",
  "/nfttransfer/999999",
  "/transfer/abc",
  "/Nft_conformation/0",
  "/Bid_conformation/999999",
  "/blog/no-such-post",
  "/lottery/999999",
  "/lottery/abc",
  "/lottery_confirmation/999999",
  "/mersal",
  "/no-such-page",
  "/some/unknown/path",
];

test.describe("route table", () => {
  for (const path of PAGES) {
    test(`${path} renders with the shared header`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html).toContain('class="site-header"');
      expect(html).toContain('class="site-footer"');
    });
  }

  for (const path of STANDALONE) {
    test(`${path} renders standalone, without the shared header`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text()).not.toContain('class="site-header"');
    });
  }

  for (const path of [...SIGNED_IN_PAGES, ...SIGNED_IN_STANDALONE, ...TRADING_PAGES]) {
    test(`${path} sends a visitor to log in and back`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers()["location"]).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    });
  }

  test("signed-in pages render, with the shared header or standalone", async ({ context, signIn }) => {
    await signIn();
    for (const path of SIGNED_IN_PAGES) {
      const response = await context.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(await response.text()).toContain('class="site-header"');
    }
    for (const path of SIGNED_IN_STANDALONE) {
      const response = await context.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(await response.text()).not.toContain('class="site-header"');
    }
    for (const path of MISSING_SIGNED_IN) {
      const response = await context.request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain("Browse collections");
    }
  });

  test("each page's module script loads its own routes, with the manifest of its parent paths", async ({ request }) => {
    // The server keeps a page's module script by its routes and parent path (a patch to Remix's
    // Scripts): the pages of one route share it, and no page gets another route's script.
    const scriptOf = async (path: string) => {
      const html = await (await request.get(path)).text();
      const script = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
      const routeModules = /window\.__remixRouteModules = \{([^}]*)\}/.exec(script)?.[1] ?? "";
      const manifest = /window\.__remixManifest = (\{[\s\S]*?\});\n/.exec(script)?.[1] ?? "{}";
      return { script, routes: [...routeModules.matchAll(/"([^"]+)":/g)].map((m) => m[1]), manifestRoutes: Object.keys(JSON.parse(manifest).routes ?? {}) };
    };
    for (const _ of [1, 2]) {
      const post = await scriptOf("/blog/what-is-an-nft");
      expect(post.routes).toEqual(["root", "routes/blog.$slug"]);
      // The post's parent path, /blog, is the blog index: the browser needs it to go back there.
      expect(post.manifestRoutes.sort()).toEqual(["root", "routes/_index", "routes/blog.$slug", "routes/blog._index"]);
      expect((await scriptOf("/blog/a-beginners-guide-to-diginoor")).script).toBe(post.script);

      const index = await scriptOf("/blog");
      expect(index.routes).toEqual(["root", "routes/blog._index"]);
      expect(index.manifestRoutes.sort()).toEqual(["root", "routes/_index", "routes/blog._index"]);

      expect((await scriptOf("/market")).routes).toEqual(["root", "routes/market"]);
      expect((await scriptOf("/status")).routes).toEqual(["root", "routes/status"]);
    }
  });

  test("each page's link tags name its own routes' stylesheets", async ({ request }) => {
    // The server keeps a page's link tags by its matched routes (a patch to Remix's Links): a page
    // never gets another route's stylesheets, however often each is served.
    const stylesheetsOf = async (path: string) => {
      const html = await (await request.get(path)).text();
      return [...html.matchAll(/<link rel="stylesheet" href="\/build\/_assets\/([a-z-]+)-[A-Z0-9]+\.css"\/>/g)].map((m) => m[1]);
    };
    for (const _ of [1, 2]) {
      expect(await stylesheetsOf("/status")).toEqual(["app"]);
      expect(await stylesheetsOf("/")).toEqual(["app", "slick", "home"]);
      expect(await stylesheetsOf("/market")).toEqual(["app", "slick", "market"]);
      expect(await stylesheetsOf("/blog")).toEqual(["app", "slick", "blog"]);
      expect(await stylesheetsOf("/blog/what-is-an-nft")).toEqual(await stylesheetsOf("/blog/a-beginners-guide-to-diginoor"));
    }
  });

  for (const path of MISSING) {
    test(`${path} is a friendly 404`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html).toContain("class=\"error-page\"");
      expect(html).toContain("Browse collections");
    });
  }
});

/** Pages no feature suite covers with an axe check of its own. */
const OTHER_PAGES = [
  "/nftshowcase/1",
  "/transfer/1",
  "/wallet_connect/",
  "/fortmatic/",
  "/nft_conformation",
  "/place_a_bid",
  "/lottery_confirmation/1",
  "/lottery_purchased/1",
  "/status",
  "/no-such-page",
];

for (const size of WIDTHS) {
  test.describe(`accessibility at ${size.width}px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    for (const path of OTHER_PAGES) {
      test(`${path} has no serious violations`, async ({ visitorPage: page }) => {
        await page.goto(path);
        await expectAccessible(page);
      });
    }
  });
}
