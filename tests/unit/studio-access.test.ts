import { describe, expect, it } from "vitest";
import * as layout from "~/routes/studio";
import * as overview from "~/routes/studio._index";
import * as audit from "~/routes/studio.audit";
import * as filmEdit from "~/routes/studio.films.$id";
import * as films from "~/routes/studio.films._index";
import * as filmNew from "~/routes/studio.films.new";
import * as inbox from "~/routes/studio.inbox";
import * as lotteryEdit from "~/routes/studio.lotteries.$id";
import * as lotteryList from "~/routes/studio.lotteries._index";
import * as lotteryNew from "~/routes/studio.lotteries.new";
import * as newsletter from "~/routes/studio.newsletter[.]csv";
import * as nftEdit from "~/routes/studio.nfts.$id";
import * as nftList from "~/routes/studio.nfts._index";
import * as nftNew from "~/routes/studio.nfts.new";
import * as orders from "~/routes/studio.orders";
import * as roles from "~/routes/studio.roles";
import * as houseEdit from "~/routes/studio.houses.$id";
import * as houseList from "~/routes/studio.houses._index";
import * as postEdit from "~/routes/studio.posts.$id";
import * as postList from "~/routes/studio.posts._index";
import * as postNew from "~/routes/studio.posts.new";
import * as teamEdit from "~/routes/studio.team.$id";
import * as teamList from "~/routes/studio.team._index";
import * as teamNew from "~/routes/studio.team.new";
import { db } from "~db/client.server";
import { and, eq } from "drizzle-orm";
import { auditLog, blogPosts, contactMessages, lotteries, nfts as nftsTable, productionHouses, teamMembers } from "~db/schema";
import { createUser, post, visit, type TestUser } from "./support";
import { consoleUser, filmFields, filmOf, filmRow, houses, nftFields, nftOf, nftRow, pngBytes } from "./studio-support";

const { home, other } = houses();
const homeFilm = filmOf(home.id);
const homeNft = nftOf(home.id);
const auditCount = () => db.select().from(auditLog).all().length;

type Who = "visitor" | "user" | "otherStudio" | "studio" | "admin";
async function as(who: Who): Promise<TestUser | null> {
  if (who === "visitor") return null;
  if (who === "user") return createUser();
  if (who === "admin") return consoleUser("admin");
  return consoleUser("studio", who === "studio" ? home.id : other.id);
}

type Page = { name: string; loader: Parameters<typeof visit>[0]; path: string; params: Record<string, string>; studio: boolean; item?: boolean };

/** Every console page: its loader, path, params, and whether a studio account may open it. */
const PAGES: Page[] = [
  { name: "layout", loader: layout.loader, path: "/studio", params: {}, studio: true },
  { name: "overview", loader: overview.loader, path: "/studio", params: {}, studio: true },
  { name: "films", loader: films.loader, path: "/studio/films", params: {}, studio: true },
  { name: "new film", loader: filmNew.loader, path: "/studio/films/new", params: {}, studio: true },
  { name: "film", loader: filmEdit.loader, path: `/studio/films/${homeFilm.id}`, params: { id: String(homeFilm.id) }, studio: true, item: true },
  { name: "nfts", loader: nftList.loader, path: "/studio/nfts", params: {}, studio: true },
  { name: "new nft", loader: nftNew.loader, path: "/studio/nfts/new", params: {}, studio: true },
  { name: "nft", loader: nftEdit.loader, path: `/studio/nfts/${homeNft.id}`, params: { id: String(homeNft.id) }, studio: true, item: true },
  { name: "orders", loader: orders.loader, path: "/studio/orders", params: {}, studio: true },
  { name: "lotteries", loader: lotteryList.loader, path: "/studio/lotteries", params: {}, studio: false },
  { name: "new lottery", loader: lotteryNew.loader, path: "/studio/lotteries/new", params: {}, studio: false },
  { name: "lottery", loader: lotteryEdit.loader, path: "/studio/lotteries/1", params: { id: "1" }, studio: false },
  { name: "roles", loader: roles.loader, path: "/studio/roles", params: {}, studio: false },
  { name: "audit", loader: audit.loader, path: "/studio/audit", params: {}, studio: false },
  { name: "inbox", loader: inbox.loader, path: "/studio/inbox", params: {}, studio: false },
  { name: "newsletter csv", loader: newsletter.loader, path: "/studio/newsletter.csv", params: {}, studio: false },
  { name: "posts", loader: postList.loader, path: "/studio/posts", params: {}, studio: false },
  { name: "new post", loader: postNew.loader, path: "/studio/posts/new", params: {}, studio: false },
  { name: "post", loader: postEdit.loader, path: "/studio/posts/1", params: { id: "1" }, studio: false },
  { name: "team", loader: teamList.loader, path: "/studio/team", params: {}, studio: false },
  { name: "new team member", loader: teamNew.loader, path: "/studio/team/new", params: {}, studio: false },
  { name: "team member", loader: teamEdit.loader, path: "/studio/team/1", params: { id: "1" }, studio: false },
  { name: "production houses", loader: houseList.loader, path: "/studio/houses", params: {}, studio: false },
  { name: "production house", loader: houseEdit.loader, path: `/studio/houses/${home.id}`, params: { id: String(home.id) }, studio: false },
];

let postCounter = 0;
/** A valid post form; each call a new address. */
const postFields = () => ({
  title: "Console post",
  slug: `console-post-${process.pid}-${++postCounter}`,
  excerpt: "A short excerpt.",
  contentHtml: "<p>Body text.</p>",
  authorName: "Team Diginoor",
  imageUrl: "/art/blog/a-beginners-guide-to-diginoor.svg",
  publishedAt: "2026-11-01",
});
const newPostRow = () => db.insert(blogPosts).values({ ...postFields(), publishedAt: new Date("2026-11-01") }).returning().get();
const newTeamRow = () => db.insert(teamMembers).values({ name: "Crew Member", role: "Editor", imageUrl: "/art/team/1.svg" }).returning().get();
const teamFields = { name: "Crew Member", role: "Producer", imageUrl: "/art/team/1.svg", sortOrder: "3" };

describe("studio console pages: who may open them", () => {
  for (const page of PAGES) {
    it(`${page.name}: visitor → login, user → 403, studio ${page.studio ? (page.item ? "of another house → 403" : "→ 200") : "→ 403"}, admin → 200`, async () => {
      const visitor = await visit(page.loader, page.path, { params: page.params });
      expect(visitor.status).toBe(302);
      expect(visitor.headers.get("Location")).toBe(`/login?${new URLSearchParams({ redirectTo: page.path })}`);

      const user = await as("user");
      expect((await visit(page.loader, page.path, { cookie: user!.cookie, params: page.params })).status).toBe(403);

      const otherStudio = await as("otherStudio");
      const otherStatus = (await visit(page.loader, page.path, { cookie: otherStudio!.cookie, params: page.params })).status;
      expect(otherStatus).toBe(page.studio && !page.item ? 200 : 403);

      const studio = await as("studio");
      expect((await visit(page.loader, page.path, { cookie: studio!.cookie, params: page.params })).status).toBe(page.studio ? 200 : 403);

      const admin = await as("admin");
      expect((await visit(page.loader, page.path, { cookie: admin!.cookie, params: page.params })).status).toBe(200);
    });
  }

  it("a studio account sees only its own house's films and NFTs", async () => {
    const studio = await as("studio");
    const filmList = (await (await visit(films.loader, "/studio/films", { cookie: studio!.cookie })).json()) as { films: { houseName: string }[] };
    expect(filmList.films.length).toBeGreaterThan(0);
    expect(new Set(filmList.films.map((f) => f.houseName))).toEqual(new Set([home.name]));
    const nfts = (await (await visit(nftList.loader, "/studio/nfts", { cookie: studio!.cookie })).json()) as { nfts: { houseName: string }[] };
    expect(new Set(nfts.nfts.map((n) => n.houseName))).toEqual(new Set([home.name]));
  });

  it("the console's front page counts the actor's NFTs and the unpublished among them", async () => {
    type Overview = { overview: { nfts: number; unpublishedNfts: number } };
    const counts = async (cookie: string) => ((await (await visit(overview.loader, "/studio", { cookie })).json()) as Overview).overview;
    const of = (houseId: number | null, published?: boolean) =>
      db
        .select({ id: nftsTable.id })
        .from(nftsTable)
        .where(and(houseId === null ? undefined : eq(nftsTable.productionHouseId, houseId), published === undefined ? undefined : eq(nftsTable.published, published)))
        .all().length;
    const studio = (await as("studio"))!;
    const admin = (await as("admin"))!;
    db.update(nftsTable).set({ published: false }).where(eq(nftsTable.id, homeNft.id)).run();
    try {
      expect(of(home.id, false)).toBeGreaterThan(0);
      expect(await counts(studio.cookie)).toMatchObject({ nfts: of(home.id), unpublishedNfts: of(home.id, false) });
      expect(of(home.id)).toBeLessThan(of(null));
      expect(await counts(admin.cookie)).toMatchObject({ nfts: of(null), unpublishedNfts: of(null, false) });
      db.update(nftsTable).set({ published: true }).where(eq(nftsTable.id, homeNft.id)).run();
      expect((await counts(studio.cookie)).unpublishedNfts).toBe(of(home.id, false));
    } finally {
      db.update(nftsTable).set({ published: true }).where(eq(nftsTable.id, homeNft.id)).run();
    }
  });

  it("an unknown id is a 404 and a malformed id is a 404", async () => {
    const admin = await as("admin");
    expect((await visit(nftEdit.loader, "/studio/nfts/999999", { cookie: admin!.cookie, params: { id: "999999" } })).status).toBe(404);
    expect((await visit(filmEdit.loader, "/studio/films/abc", { cookie: admin!.cookie, params: { id: "abc" } })).status).toBe(404);
  });
});

/** Every console action, with a valid body: only the right people change anything. */
describe("studio console actions: who may post them", () => {
  const ACTIONS = [
    {
      name: "create film",
      run: (cookie?: string) => post(filmNew.action, "/studio/films/new", filmFields(home.id), { cookie }),
      studio: true,
    },
    {
      name: "edit film",
      run: (cookie?: string) =>
        post(filmEdit.action, `/studio/films/${homeFilm.id}`, { ...filmFields(home.id, { slug: homeFilm.slug, name: homeFilm.name }), version: String(filmRow(homeFilm.id).version) }, { cookie, params: { id: String(homeFilm.id) } }),
      studio: true,
      item: true,
    },
    {
      name: "publish film",
      run: (cookie?: string) =>
        post(filmEdit.action, `/studio/films/${homeFilm.id}`, { intent: "publish", version: String(filmRow(homeFilm.id).version) }, { cookie, params: { id: String(homeFilm.id) } }),
      studio: true,
      item: true,
    },
    {
      name: "create NFT",
      run: async (cookie?: string) =>
        post(nftNew.action, "/studio/nfts/new", { ...nftFields(homeFilm.id, home.id), artwork: new File([await pngBytes(64, 64)], "a.png") }, { cookie }),
      studio: true,
    },
    {
      name: "edit NFT",
      run: (cookie?: string) =>
        post(nftEdit.action, `/studio/nfts/${homeNft.id}`, multipart({ ...nftFields(homeNft.filmId, home.id, { title: homeNft.title, quantity: String(nftRow(homeNft.id).quantity), auction: homeNft.saleType === "auction" ? "Yes" : "No" }), version: String(nftRow(homeNft.id).version) }), {
          cookie,
          params: { id: String(homeNft.id) },
        }),
      studio: true,
      item: true,
    },
    {
      name: "publish NFT",
      run: (cookie?: string) =>
        post(nftEdit.action, `/studio/nfts/${homeNft.id}`, new URLSearchParams({ intent: "publish", version: String(nftRow(homeNft.id).version) }).toString(), {
          cookie,
          params: { id: String(homeNft.id) },
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
        }),
      studio: true,
      item: true,
    },
    {
      name: "edit lottery",
      run: (cookie?: string) => {
        const lottery = db.select().from(lotteries).get()!;
        const drawsAt = new Date(Date.now() + 86_400_000).toISOString().slice(0, 16);
        db.update(lotteries).set({ totalTickets: 0, status: "open" }).where(eq(lotteries.id, lottery.id)).run();
        const fields = { name: lottery.name, description: lottery.description, imageUrl: lottery.imageUrl, ticketPriceUsd: "5", prizePoolUsd: "100", minTickets: "100", drawsAt };
        return post(lotteryEdit.action, `/studio/lotteries/${lottery.id}`, { ...fields, version: String(lottery.version) }, { cookie, params: { id: String(lottery.id) } });
      },
      studio: false,
    },
    {
      name: "grant role",
      run: async (cookie?: string) => {
        const target = await createUser();
        const email = db.select().from((await import("~db/schema")).users).all().find((u) => u.id === target.id)!.email;
        return post(roles.action, "/studio/roles", { email, role: "studio", productionHouseId: String(home.id) }, { cookie });
      },
      studio: false,
    },
    { name: "create post", run: (cookie?: string) => post(postNew.action, "/studio/posts/new", postFields(), { cookie }), studio: false },
    {
      name: "edit post",
      run: (cookie?: string) => {
        const row = newPostRow();
        return post(postEdit.action, `/studio/posts/${row.id}`, { ...postFields(), version: "1" }, { cookie, params: { id: String(row.id) } });
      },
      studio: false,
    },
    {
      name: "publish post",
      run: (cookie?: string) => {
        const row = newPostRow();
        return post(postEdit.action, `/studio/posts/${row.id}`, { intent: "unpublish", version: "1" }, { cookie, params: { id: String(row.id) } });
      },
      studio: false,
    },
    {
      name: "delete post",
      run: (cookie?: string) => {
        const row = newPostRow();
        return post(postEdit.action, `/studio/posts/${row.id}`, { intent: "delete", version: "1" }, { cookie, params: { id: String(row.id) } });
      },
      studio: false,
    },
    { name: "add team member", run: (cookie?: string) => post(teamNew.action, "/studio/team/new", teamFields, { cookie }), studio: false },
    {
      name: "edit team member",
      run: (cookie?: string) => {
        const row = newTeamRow();
        return post(teamEdit.action, `/studio/team/${row.id}`, { ...teamFields, version: "1" }, { cookie, params: { id: String(row.id) } });
      },
      studio: false,
    },
    {
      name: "remove team member",
      run: (cookie?: string) => {
        const row = newTeamRow();
        return post(teamEdit.action, `/studio/team/${row.id}`, { intent: "delete", version: "1" }, { cookie, params: { id: String(row.id) } });
      },
      studio: false,
    },
    {
      name: "edit production house",
      run: (cookie?: string) => {
        const house = db.select().from(productionHouses).where(eq(productionHouses.id, other.id)).get()!;
        const fields = { name: house.name, about: house.about, logoUrl: house.logoUrl, onHomeStrip: "on", sortOrder: String(house.sortOrder), version: String(house.version) };
        return post(houseEdit.action, `/studio/houses/${house.id}`, fields, { cookie, params: { id: String(house.id) } });
      },
      studio: false,
    },
    {
      name: "mark message read",
      run: (cookie?: string) => {
        const { id } = db.insert(contactMessages).values({ name: "A", email: "a@example.com", message: "Hello there, team" }).returning().get();
        return post(inbox.action, "/studio/inbox", { id: String(id), read: "true" }, { cookie });
      },
      studio: false,
    },
  ];

  for (const action of ACTIONS) {
    it(`${action.name}: visitor → login, user → 403, studio ${action.studio ? (action.item ? "of another house → 403" : "of its house → saved") : "→ 403"}, admin → saved`, async () => {
      const before = auditCount();
      expect((await action.run()).status).toBe(302);
      expect((await action.run()).headers.get("Location")).toMatch(/^\/login\?redirectTo=%2Fstudio/);
      expect((await action.run((await as("user"))!.cookie)).status).toBe(403);
      if (action.item || !action.studio) expect((await action.run((await as("otherStudio"))!.cookie)).status).toBe(403);
      expect(auditCount()).toBe(before);

      if (action.studio) {
        const response = await action.run((await as("studio"))!.cookie);
        expect(response.status, await response.clone().text()).toBe(302);
        expect(response.headers.get("Location")).toMatch(/^\/studio\//);
      }
      const response = await action.run((await as("admin"))!.cookie);
      expect(response.status, await response.clone().text()).toBe(302);
      expect(response.headers.get("Location")).toMatch(/^\/studio\//);
      expect(auditCount()).toBe(before + (action.studio ? 2 : 1));
    });
  }
});

/** A multipart body, as the NFT edit form sends (an empty file input keeps the artwork). */
function multipart(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("artwork", new File([], ""));
  return form;
}
