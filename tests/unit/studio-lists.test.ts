import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import * as nftList from "~/routes/studio.nfts._index";
import * as orderList from "~/routes/studio.orders";
import * as lotteryPage from "~/routes/studio.lotteries.$id";
import { LOTTERY_TICKET_PAGE_SIZE } from "~/models/studio/lotteries.server";
import { STUDIO_NFT_PAGE_SIZE } from "~/models/studio/nfts.server";
import { STUDIO_ORDER_PAGE_SIZE } from "~/models/studio/orders.server";
import { db } from "~db/client.server";
import { lotteries, lotteryEntries, nfts, orders } from "~db/schema";
import { createUser, visit } from "./support";
import { consoleUser, houses, nftOf } from "./studio-support";

type ListPage = {
  nfts: { id: number; title: string; houseName: string; published: boolean }[];
  filter: { q?: string; status?: string };
  page: number;
  pageCount: number;
  total: number;
  firstRow: number;
  ignoredSome: boolean;
};

const { home, other } = houses();
/** One more page than a page holds, so that a house's list has a second page. */
const ADDED = STUDIO_NFT_PAGE_SIZE + 7;
let added: number[] = [];

const rowsOf = (houseId: number | null, published?: boolean) =>
  db
    .select({ id: nfts.id, productionHouseId: nfts.productionHouseId, published: nfts.published })
    .from(nfts)
    .all()
    .filter((row) => (houseId === null || row.productionHouseId === houseId) && (published === undefined || row.published === published));

async function list(cookie: string, query = ""): Promise<ListPage> {
  const response = await visit(nftList.loader, `/studio/nfts${query}`, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as ListPage;
}

/** Every page of a list, in order: `open(query)` answers one page of it. */
async function pagesOf<Page extends { pageCount: number }>(open: (query: string) => Promise<Page>, query: string): Promise<Page[]> {
  const first = await open(query);
  const rest = [];
  for (let page = 2; page <= first.pageCount; page++) rest.push(await open(`${query}${query ? "&" : "?"}page=${page}`));
  return [first, ...rest];
}

/** Every page of the NFT list, in order. */
const everyPage = (cookie: string, query: string) => pagesOf((pageQuery) => list(cookie, pageQuery), query);

beforeAll(() => {
  const { id: _id, serial: _serial, createdAt: _createdAt, ...fields } = nftOf(home.id);
  added = db
    .insert(nfts)
    .values(
      Array.from({ length: ADDED }, (_, i) => ({
        ...fields,
        serial: `LISTED-${i}`,
        title: `Console listed ${i % 3 === 0 ? "Zephyr" : "Quill"} ${i}`,
        published: i % 2 === 0,
      })),
    )
    .returning({ id: nfts.id })
    .all()
    .map((row) => row.id);
  // The same word in another house's title: a studio's search must not find it.
  const { id: _oid, serial: _oserial, createdAt: _ocreatedAt, ...otherFields } = nftOf(other.id);
  added.push(db.insert(nfts).values({ ...otherFields, serial: "LISTED-OTHER", title: "Console listed Zephyr of another house" }).returning({ id: nfts.id }).get().id);
});

afterAll(() => {
  db.delete(nfts).where(inArray(nfts.id, added)).run();
});

describe("the console's NFT list", () => {
  it("pages through every NFT of the studio's house, newest first, each on exactly one page", async () => {
    const studio = await consoleUser("studio", home.id);
    const pages = await everyPage(studio.cookie, "");
    const expected = rowsOf(home.id).map((row) => row.id).sort((a, b) => b - a);
    expect(pages[0]).toMatchObject({ total: expected.length, page: 1, pageCount: Math.ceil(expected.length / STUDIO_NFT_PAGE_SIZE), firstRow: 1 });
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.slice(0, -1).every((page) => page.nfts.length === STUDIO_NFT_PAGE_SIZE)).toBe(true);
    expect(pages[1].firstRow).toBe(STUDIO_NFT_PAGE_SIZE + 1);
    expect(pages.flatMap((page) => page.nfts.map((nft) => nft.id))).toEqual(expected);
    expect(new Set(pages.flatMap((page) => page.nfts.map((nft) => nft.houseName)))).toEqual(new Set([home.name]));
  });

  it("shows an admin every house's NFTs", async () => {
    const admin = await consoleUser("admin");
    const first = await list(admin.cookie);
    expect(first.total).toBe(rowsOf(null).length);
    expect(first.nfts[0].id).toBe(Math.max(...rowsOf(null).map((row) => row.id)));
    const houseNames = new Set((await everyPage(admin.cookie, "")).flatMap((page) => page.nfts.map((nft) => nft.houseName)));
    expect(houseNames.has(home.name) && houseNames.has(other.name)).toBe(true);
  });

  it("finds the studio's own NFTs by a part of the title, or the start of a word when the text is short", async () => {
    const studio = await consoleUser("studio", home.id);
    const zephyrs = Array.from({ length: ADDED }, (_, i) => i).filter((i) => i % 3 === 0);
    const found = (await everyPage(studio.cookie, "?q=ephy")).flatMap((page) => page.nfts);
    expect(found.map((nft) => nft.title).sort()).toEqual(zephyrs.map((i) => `Console listed Zephyr ${i}`).sort());
    expect((await list(studio.cookie, "?q=ephy")).total).toBe(zephyrs.length);
    const short = await list(studio.cookie, "?q=Ze");
    expect(short.total).toBe(zephyrs.length);
    expect((await list(studio.cookie, "?q=ph")).nfts.some((nft) => nft.title.includes("Zephyr"))).toBe(false);

    const admin = await consoleUser("admin");
    expect((await list(admin.cookie, "?q=ephy")).total).toBe(zephyrs.length + 1);
  });

  it("filters by published state, alone and with a search", async () => {
    const studio = await consoleUser("studio", home.id);
    const unpublished = await everyPage(studio.cookie, "?status=unpublished");
    expect(unpublished[0].total).toBe(rowsOf(home.id, false).length);
    expect(unpublished.flatMap((page) => page.nfts).every((nft) => !nft.published)).toBe(true);
    expect((await list(studio.cookie, "?status=published")).total).toBe(rowsOf(home.id, true).length);
    const both = await list(studio.cookie, "?q=Quill&status=published");
    expect(both.nfts.length).toBeGreaterThan(0);
    expect(both.nfts.every((nft) => nft.published && nft.title.includes("Quill"))).toBe(true);
    expect(both.filter).toEqual({ q: "Quill", status: "published" });
  });

  it("ignores and reports a filter it does not understand, and shows a page past the end as empty", async () => {
    const studio = await consoleUser("studio", home.id);
    const all = await list(studio.cookie);
    for (const query of ["?page=abc", "?page=-1", "?page=1e9", "?status=draft", `?q=${"x".repeat(81)}`, "?page=1.5"]) {
      const page = await list(studio.cookie, query);
      expect(page, query).toMatchObject({ ignoredSome: true, page: 1, total: all.total, nfts: all.nfts });
    }
    const past = await list(studio.cookie, `?page=${all.pageCount + 1}`);
    expect(past).toMatchObject({ nfts: [], total: all.total, page: all.pageCount + 1, ignoredSome: false });
    expect((await list(studio.cookie, "?q=%22%25_%5C")).total).toBe(0);
  });

  it("is closed to signed-out visitors and to accounts without a console role", async () => {
    const signedOut = await visit(nftList.loader, "/studio/nfts?q=Zephyr");
    expect(signedOut.status).toBe(302);
    const user = await createUser();
    expect((await visit(nftList.loader, "/studio/nfts?q=Zephyr", { cookie: user.cookie })).status).toBe(403);
  });
});

describe("the console's orders", () => {
  type OrdersPage = { orders: { id: string; status: string }[]; page: number; pageCount: number; total: number; firstRow: number; ignored: string[]; form: Record<string, string> };
  const PREFIX = "consolelistorder";
  const ordersPage = async (cookie: string, query = ""): Promise<OrdersPage> => {
    const response = await visit(orderList.loader, `/studio/orders${query}`, { cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as OrdersPage;
  };
  const allOrders = async (cookie: string, query: string) => {
    const pages = await pagesOf((pageQuery) => ordersPage(cookie, pageQuery), query);
    return { first: pages[0], ids: pages.flatMap((page) => page.orders.map((order) => order.id)) };
  };
  let ours: { id: string; house: "home" | "other"; status: "failed" | "expired" }[] = [];

  beforeAll(async () => {
    const buyer = await createUser();
    // Many in the same millisecond: each must still be on exactly one page.
    const at = new Date(Date.UTC(2031, 0, 2, 12));
    ours = Array.from({ length: STUDIO_ORDER_PAGE_SIZE + 12 }, (_, i) => ({
      id: `${PREFIX}${String(i).padStart(4, "0")}`,
      house: i % 10 === 9 ? ("other" as const) : ("home" as const),
      status: i % 2 ? ("failed" as const) : ("expired" as const),
    }));
    db.insert(orders)
      .values(
        ours.map(({ id, house, status }) => ({
          id,
          userId: buyer.id,
          nftId: nftOf(house === "home" ? home.id : other.id).id,
          walletAddress: "0xabc",
          method: "wallet" as const,
          status,
          priceCents: 1000,
          usdCentsPerCoin: 300_000,
          priceWei: 10n ** 15n,
          feeWei: 0n,
          expiresAt: at,
          createdAt: at,
        })),
      )
      .run();
  });

  afterAll(() => {
    db.delete(orders).where(inArray(orders.id, ours.map((order) => order.id))).run();
  });

  it("pages through a day's orders, each on exactly one page, keeping the filters", async () => {
    const admin = await consoleUser("admin");
    const { first, ids } = await allOrders(admin.cookie, "?from=2031-01-02&to=2031-01-02");
    expect(first).toMatchObject({ total: ours.length, pageCount: 2, firstRow: 1, form: { from: "2031-01-02", to: "2031-01-02", status: "", method: "" } });
    expect(first.orders).toHaveLength(STUDIO_ORDER_PAGE_SIZE);
    expect([...ids].sort()).toEqual(ours.map((order) => order.id).sort());
    expect(ids).toEqual([...ids].sort().reverse());

    const failed = await allOrders(admin.cookie, "?status=failed&from=2031-01-02");
    expect([...failed.ids].sort()).toEqual(ours.filter((order) => order.status === "failed").map((order) => order.id).sort());
    expect(failed.first.total).toBe(failed.ids.length);
  });

  it("shows a studio its own house's orders only, across every page", async () => {
    const studio = await consoleUser("studio", home.id);
    const { first, ids } = await allOrders(studio.cookie, "?from=2031-01-02");
    expect([...ids].sort()).toEqual(ours.filter((order) => order.house === "home").map((order) => order.id).sort());
    expect(first.total).toBe(ids.length);
  });

  it("follows an order's NFT to another house, and files an order written by another process under its NFT's house", async () => {
    const studio = await consoleUser("studio", home.id);
    const otherStudio = await consoleUser("studio", other.id);
    const moved = ours.find((order) => order.house === "home")!;
    const { nftId } = db.select({ nftId: orders.nftId }).from(orders).where(eq(orders.id, moved.id)).get()!;
    const ownsMoved = async (cookie: string) => (await allOrders(cookie, "?from=2031-01-02")).ids.includes(moved.id);
    expect([await ownsMoved(studio.cookie), await ownsMoved(otherStudio.cookie)]).toEqual([true, false]);
    // Written as another process (or the console's NFT form) would: plain SQL, no app code in between.
    const write = (statement: string, ...params: unknown[]) => db.$client.prepare(statement).run(...params);
    const misfiled = () => (db.$client.prepare("SELECT count(*) AS n FROM orders JOIN nfts ON nfts.id = orders.nft_id WHERE orders.production_house_id IS NOT nfts.production_house_id").get() as { n: number }).n;
    try {
      write("UPDATE nfts SET production_house_id = ? WHERE id = ?", other.id, nftId);
      expect([await ownsMoved(studio.cookie), await ownsMoved(otherStudio.cookie)]).toEqual([false, true]);
      // Every order's house is its NFT's, moved or not.
      expect(misfiled()).toBe(0);

      write(
        "INSERT INTO orders (id, user_id, nft_id, wallet_address, method, status, price_cents, usd_cents_per_coin, price_wei, fee_wei, expires_at, created_at) VALUES (?, ?, ?, '0xabc', 'card', 'failed', 100, 300000, '1', '0', ?, ?)",
        `${PREFIX}-sql`,
        studio.id,
        nftOf(home.id).id,
        Date.UTC(2031, 0, 2, 13),
        Date.UTC(2031, 0, 2, 13),
      );
      const filed = await allOrders(studio.cookie, "?from=2031-01-02&method=card");
      expect(filed.ids).toEqual([`${PREFIX}-sql`]);
      expect((await allOrders(otherStudio.cookie, "?from=2031-01-02&method=card")).ids).toEqual([]);
      // A direct write of the copied house is put right.
      write("UPDATE orders SET production_house_id = ? WHERE id = ?", other.id, `${PREFIX}-sql`);
      expect((await allOrders(studio.cookie, "?from=2031-01-02&method=card")).ids).toEqual([`${PREFIX}-sql`]);
      expect(misfiled()).toBe(0);
    } finally {
      write("DELETE FROM orders WHERE id = ?", `${PREFIX}-sql`);
      write("UPDATE nfts SET production_house_id = ? WHERE id = ?", home.id, nftId);
    }
    expect(await ownsMoved(studio.cookie)).toBe(true);
  });

  it("ignores a page number it cannot read and answers a page past the end with none", async () => {
    const admin = await consoleUser("admin");
    const all = await ordersPage(admin.cookie, "?from=2031-01-02");
    for (const query of ["&page=0", "&page=abc", "&page=2.5", "&page=999999999"]) {
      const page = await ordersPage(admin.cookie, `?from=2031-01-02${query}`);
      expect(page, query).toMatchObject({ page: 1, ignored: ["page"], orders: all.orders });
    }
    expect(await ordersPage(admin.cookie, "?from=2031-01-02&page=3")).toMatchObject({ page: 3, orders: [], total: ours.length });
  });
});

describe("a lottery's ticket orders in the console", () => {
  type TicketsPage = { tickets: { id: number; email: string; tickets: number }[]; page: number; pageCount: number; total: number; firstRow: number };
  let lotteryId = 0;
  let entryIds: number[] = [];
  const ticketsPage = async (cookie: string, query = ""): Promise<TicketsPage> => {
    const response = await visit(lotteryPage.loader, `/studio/lotteries/${lotteryId}${query}`, { cookie, params: { id: String(lotteryId) } });
    expect(response.status).toBe(200);
    return (await response.json()) as TicketsPage;
  };

  beforeAll(async () => {
    const buyer = await createUser();
    lotteryId = db
      .insert(lotteries)
      .values({ name: "Console ticket pages", description: "d", imageUrl: "/x.svg", ticketPriceCents: 500, prizePoolCents: 10_000, minTickets: 1, drawsAt: new Date(Date.UTC(2031, 0, 1)) })
      .returning({ id: lotteries.id })
      .get().id;
    // Past the 500 the list once stopped at, and many in the same millisecond: each must still be on exactly one page.
    const at = new Date(Date.UTC(2030, 5, 1));
    entryIds = db
      .insert(lotteryEntries)
      .values(Array.from({ length: 520 }, (_, i) => ({ lotteryId, userId: buyer.id, tickets: 1 + (i % 4), amountCents: 500 * (1 + (i % 4)), paymentMethod: "card" as const, status: "confirmed" as const, createdAt: at })))
      .returning({ id: lotteryEntries.id })
      .all()
      .map((row) => row.id);
  });

  it("pages through every ticket order, newest first, each on exactly one page", async () => {
    const admin = await consoleUser("admin");
    const pages = await pagesOf((query) => ticketsPage(admin.cookie, query), "");
    const first = pages[0];
    expect(first).toMatchObject({ total: 520, page: 1, pageCount: Math.ceil(520 / LOTTERY_TICKET_PAGE_SIZE), firstRow: 1 });
    expect(first.tickets).toHaveLength(LOTTERY_TICKET_PAGE_SIZE);
    const ids = pages.flatMap((page) => page.tickets.map((ticket) => ticket.id));
    expect(ids).toEqual([...entryIds].reverse());
    expect(pages.at(-1)!.firstRow).toBe((first.pageCount - 1) * LOTTERY_TICKET_PAGE_SIZE + 1);
  });

  it("shows the first page for a page number it cannot read, and none past the end", async () => {
    const admin = await consoleUser("admin");
    const first = await ticketsPage(admin.cookie);
    for (const query of ["?page=abc", "?page=0", "?page=-3", "?page=1e9", "?page=2.5"]) expect(await ticketsPage(admin.cookie, query), query).toMatchObject({ page: 1, tickets: first.tickets });
    expect(await ticketsPage(admin.cookie, `?page=${first.pageCount + 1}`)).toMatchObject({ tickets: [], total: 520 });
  });

  it("is for admins only", async () => {
    const signedOut = await visit(lotteryPage.loader, `/studio/lotteries/${lotteryId}?page=2`, { params: { id: String(lotteryId) } });
    expect(signedOut.status).toBe(302);
    const studio = await consoleUser("studio", home.id);
    expect((await visit(lotteryPage.loader, `/studio/lotteries/${lotteryId}?page=2`, { cookie: studio.cookie, params: { id: String(lotteryId) } })).status).toBe(403);
  });
});
