import { eq } from "drizzle-orm";
import { keccak256 } from "ethers";
import { describe, expect, it } from "vitest";
import { lotteryById } from "~/models/lottery.server";
import { STALE_MESSAGE } from "~/models/studio/catalogue.server";
import { LOTTERY_MESSAGES } from "~/lib/validation/studio";
import { loader as publicLottery } from "~/routes/lottery.$id";
import { action as editLottery, loader as lotteryPage } from "~/routes/studio.lotteries.$id";
import { action as newLottery } from "~/routes/studio.lotteries.new";
import { loader as ordersPage } from "~/routes/studio.orders";
import { db } from "~db/client.server";
import { lotteries, lotterySecrets, orders } from "~db/schema";
import { createUser, post, visit } from "./support";
import { consoleUser, houses, nftOf } from "./studio-support";

type Reply = { result: { error?: Record<string, string[]> } };
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 16);
const fields = (overrides: Record<string, string> = {}) => ({
  name: "Studio Lottery",
  description: "Win a signed poster.",
  imageUrl: "/art/lottery/kabali.svg",
  ticketPriceUsd: "5",
  prizePoolUsd: "1000",
  minTickets: "100",
  drawsAt: inAWeek(),
  ...overrides,
});
const idFrom = (response: Response) => Number(response.headers.get("Location")!.split("/").pop());
const row = (id: number) => db.select().from(lotteries).where(eq(lotteries.id, id)).get()!;

describe("lotteries in the console", () => {
  it("creates a lottery whose commitment is keccak256 of a secret kept only on the server", async () => {
    const admin = await consoleUser("admin");
    const created = await post(newLottery, "/studio/lotteries/new", fields(), { cookie: admin.cookie });
    expect(created.status).toBe(302);
    const id = idFrom(created);
    const { secret } = db.select().from(lotterySecrets).where(eq(lotterySecrets.lotteryId, id)).get()!;
    expect(secret).toMatch(/^0x[0-9a-f]{64}$/);
    expect(row(id)).toMatchObject({ ticketPriceCents: 500, prizePoolCents: 100_000, minTickets: 100, commitment: keccak256(secret) });
    expect(lotteryById(id)?.name).toBe("Studio Lottery");

    const user = await createUser();
    const publicPage = await (await visit(publicLottery, `/lottery/${id}`, { cookie: user.cookie, params: { id: String(id) } })).text();
    const consolePage = await (await visit(lotteryPage, `/studio/lotteries/${id}`, { cookie: admin.cookie, params: { id: String(id) } })).text();
    expect(publicPage).not.toContain(secret.slice(2));
    expect(consolePage).not.toContain(secret.slice(2));
  });

  it("refuses invalid fields and a draw in the past", async () => {
    const admin = await consoleUser("admin");
    const response = await post(newLottery, "/studio/lotteries/new", fields({ ticketPriceUsd: "0", drawsAt: "2020-01-01T10:00", minTickets: "0", rewardNftId: "abc" }), { cookie: admin.cookie });
    expect(response.status).toBe(400);
    const errors = ((await response.json()) as Reply).result.error!;
    expect(errors.ticketPriceUsd).toEqual(["A ticket costs more than $0."]);
    expect(errors.drawsAt).toEqual(["The draw must be in the future (times are UTC)."]);
    expect(errors.minTickets).toEqual(["At least 1 ticket activates the draw."]);
    expect(errors.rewardNftId).toBeDefined();
    const unknownNft = await post(newLottery, "/studio/lotteries/new", fields({ rewardNftId: "999999" }), { cookie: admin.cookie });
    expect(((await unknownNft.json()) as Reply).result.error!.rewardNftId).toEqual([LOTTERY_MESSAGES.noNft]);
  });

  it("edits before sales and refuses a stale version", async () => {
    const admin = await consoleUser("admin");
    const id = idFrom(await post(newLottery, "/studio/lotteries/new", fields(), { cookie: admin.cookie }));
    const edit = (version: number, overrides: Record<string, string>) =>
      post(editLottery, `/studio/lotteries/${id}`, { ...fields(overrides), version: String(version) }, { cookie: admin.cookie, params: { id: String(id) } });
    expect((await edit(1, { name: "Renamed" })).status).toBe(302);
    const stale = await edit(1, { name: "Stale" });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as Reply).result.error![""]).toEqual([STALE_MESSAGE]);
    expect(row(id).name).toBe("Renamed");

  });

  it("fixes the ticket price and the draw time once a ticket is sold, with a message on the field, and still saves the rest", async () => {
    const admin = await consoleUser("admin");
    const id = idFrom(await post(newLottery, "/studio/lotteries/new", fields(), { cookie: admin.cookie }));
    const edit = (overrides: Record<string, string>) =>
      post(editLottery, `/studio/lotteries/${id}`, { ...fields({ drawsAt: new Date(row(id).drawsAt).toISOString().slice(0, 16), ...overrides }), version: String(row(id).version) }, { cookie: admin.cookie, params: { id: String(id) } });
    db.update(lotteries).set({ totalTickets: 3 }).where(eq(lotteries.id, id)).run();
    const before = row(id);

    const price = await edit({ ticketPriceUsd: "1" });
    expect(price.status).toBe(400);
    expect(((await price.json()) as Reply).result.error!.ticketPriceUsd).toEqual([LOTTERY_MESSAGES.priceLocked]);
    const draw = await edit({ drawsAt: new Date(before.drawsAt.getTime() + 86_400_000).toISOString().slice(0, 16) });
    expect(draw.status).toBe(400);
    expect(((await draw.json()) as Reply).result.error!.drawsAt).toEqual([LOTTERY_MESSAGES.drawLocked]);
    expect(row(id)).toMatchObject({ ticketPriceCents: 500, drawsAt: before.drawsAt, version: before.version });

    expect((await edit({ name: "Renamed after sales", prizePoolUsd: "2000" })).status).toBe(302);
    expect(row(id)).toMatchObject({ name: "Renamed after sales", prizePoolCents: 200_000, ticketPriceCents: 500, drawsAt: before.drawsAt });

    db.update(lotteries).set({ status: "closed" }).where(eq(lotteries.id, id)).run();
    const closed = await edit({ name: "After the close" });
    expect(closed.status).toBe(400);
    expect(((await closed.json()) as Reply).result.error![""]).toEqual([LOTTERY_MESSAGES.closed]);
  });

  it("is for admins only", async () => {
    const studio = await consoleUser("studio", houses().home.id);
    expect((await post(newLottery, "/studio/lotteries/new", fields(), { cookie: studio.cookie })).status).toBe(403);
    expect((await post(newLottery, "/studio/lotteries/new", fields(), {})).status).toBe(302);
  });
});

describe("orders view", () => {
  it("lists orders filtered by status, method and date, scoped to a studio's house", async () => {
    const { home, other } = houses();
    const buyer = await createUser();
    const homeNft = nftOf(home.id);
    const otherNft = nftOf(other.id);
    const order = { userId: buyer.id, walletAddress: "0xabc", priceCents: 1000, usdCentsPerCoin: 300_000, priceWei: 10n ** 15n, feeWei: 0n, expiresAt: new Date() };
    db.insert(orders)
      .values([
        { ...order, id: "studioorder000000001", nftId: homeNft.id, method: "card", status: "failed", failureReason: "gas", providerRef: "pi_studio_1" },
        { ...order, id: "studioorder000000002", nftId: otherNft.id, method: "wallet", status: "fulfilled", txHash: "0x01", tokenId: 1 },
      ])
      .run();
    type Orders = { orders: { id: string; status: string; method: string; providerRef: string | null }[] };
    const ids = (data: Orders) => data.orders.map((o) => o.id);
    const admin = await consoleUser("admin");
    const all = (await (await visit(ordersPage, "/studio/orders", { cookie: admin.cookie })).json()) as Orders;
    expect(ids(all)).toEqual(expect.arrayContaining(["studioorder000000001", "studioorder000000002"]));
    expect(all.orders.find((o) => o.id === "studioorder000000001")?.providerRef).toBe("pi_studio_1");
    const failed = (await (await visit(ordersPage, "/studio/orders?status=failed", { cookie: admin.cookie })).json()) as Orders;
    expect(ids(failed)).toContain("studioorder000000001");
    expect(failed.orders.every((o) => o.status === "failed")).toBe(true);
    const byWallet = (await (await visit(ordersPage, "/studio/orders?method=wallet", { cookie: admin.cookie })).json()) as Orders;
    expect(ids(byWallet)).toContain("studioorder000000002");
    expect(ids(byWallet)).not.toContain("studioorder000000001");
    const past = (await (await visit(ordersPage, "/studio/orders?to=2020-01-01", { cookie: admin.cookie })).json()) as Orders;
    expect(past.orders).toEqual([]);

    const studio = await consoleUser("studio", home.id);
    const scoped = (await (await visit(ordersPage, "/studio/orders", { cookie: studio.cookie })).json()) as Orders;
    expect(ids(scoped)).toContain("studioorder000000001");
    expect(ids(scoped)).not.toContain("studioorder000000002");
    expect((await visit(ordersPage, "/studio/orders", { cookie: buyer.cookie })).status).toBe(403);
  });
});
