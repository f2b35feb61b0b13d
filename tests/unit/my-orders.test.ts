import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { transactionUrl } from "~/lib/explorer.server";
import { MY_ORDERS_PAGE_SIZE, type MyOrder } from "~/models/my-orders.server";
import { loader as profileLoader } from "~/routes/profile._index";
import { db } from "~db/client.server";
import { nfts, orders, type OrderStatus, type PaymentMethod } from "~db/schema";
import { createUser, randomWallet, visit, type TestUser } from "./support";

type OrdersData = { orders: { orders: MyOrder[]; older: string | null; later: boolean } | null };

const profile = async (user: TestUser, query: string) => {
  const response = await visit(profileLoader, `/profile${query}`, { cookie: user.cookie });
  return (await response.json()) as OrdersData;
};

const nftId = () => db.select({ id: nfts.id }).from(nfts).where(eq(nfts.published, true)).orderBy(nfts.id).get()!.id;
const ORDER_ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const orderId = () => Array.from(randomBytes(20), (byte) => ORDER_ID_CHARS[byte % ORDER_ID_CHARS.length]).join("");
const hash = () => `0x${randomBytes(32).toString("hex")}`;

/** An order as the paths write it: $120 at $3,000 a coin, a $3 fee (2.5%). */
function addOrder(userId: number, at: Date, fields: { status?: OrderStatus; method?: PaymentMethod; expiresAt?: Date; txHash?: string; tokenId?: number } = {}) {
  const id = orderId();
  db.insert(orders)
    .values({
      id,
      userId,
      nftId: nftId(),
      walletAddress: randomWallet(),
      method: fields.method ?? "card",
      status: fields.status ?? "quoted",
      priceCents: 12_000,
      usdCentsPerCoin: 300_000,
      priceWei: 40_000_000_000_000_000n,
      feeWei: 1_000_000_000_000_000n,
      feeCents: 300,
      expiresAt: fields.expiresAt ?? new Date(at.getTime() + 60 * 60 * 1000),
      txHash: fields.txHash ?? null,
      tokenId: fields.tokenId ?? null,
      createdAt: at,
    })
    .run();
  return id;
}

describe("My orders on the profile", () => {
  it("lists the account's own orders, newest first, with their state in words, method, amounts in dollars and coin, item and transaction links", async () => {
    const buyer = await createUser({ walletAddress: randomWallet() });
    const now = Date.now();
    const txHash = hash();
    const delivered = addOrder(buyer.id, new Date(now - 3000), { status: "fulfilled", method: "wallet", txHash, tokenId: 77 });
    const ranOut = addOrder(buyer.id, new Date(now - 2000), { expiresAt: new Date(now - 1000) });
    const waiting = addOrder(buyer.id, new Date(now - 1000));
    const { orders: list } = await profile(buyer, "?tab=orders");
    expect(list!.orders.map((order) => order.id)).toEqual([waiting, ranOut, delivered]);
    const [open, expired, fulfilled] = list!.orders;
    expect(open).toMatchObject({ status: "quoted", statusText: "Waiting for your payment", method: "Card", txUrl: null });
    expect(expired).toMatchObject({ status: "expired", statusText: "Expired unpaid: nothing was charged" });
    expect(fulfilled).toMatchObject({
      status: "fulfilled",
      statusText: "Delivered to your wallet",
      method: "Wallet",
      href: `/nftdetail/${nftId()}`,
      price: "$120 (0.04000 ETH)",
      fee: "$3 (0.00100 ETH)",
      total: "$123 (0.04100 ETH)",
      txUrl: transactionUrl(txHash),
    });
    expect(list!.older).toBeNull();
  });

  it("never shows one account's orders to another", async () => {
    const buyer = await createUser({ walletAddress: randomWallet() });
    const other = await createUser({ walletAddress: randomWallet() });
    const mine = addOrder(buyer.id, new Date());
    const { orders: theirs } = await profile(other, "?tab=orders");
    expect(theirs!.orders).toEqual([]);
    expect((await profile(buyer, "?tab=orders")).orders!.orders.map((order) => order.id)).toEqual([mine]);
    // The list is read only on its own tab.
    expect((await profile(buyer, "?tab=bids")).orders).toBeNull();
  });

  it("pages through every order exactly once by Older links, orders of one millisecond too, and ignores a cursor that is not one", async () => {
    const buyer = await createUser({ walletAddress: randomWallet() });
    const sameMoment = new Date(Date.now() - 10_000);
    const ids = new Set(Array.from({ length: MY_ORDERS_PAGE_SIZE * 2 + 5 }, (_, n) => addOrder(buyer.id, n % 3 === 0 ? sameMoment : new Date(sameMoment.getTime() - n))));
    const seen: string[] = [];
    let query = "?tab=orders";
    for (let pages = 0; pages < 10; pages++) {
      const { orders: page } = await profile(buyer, query);
      seen.push(...page!.orders.map((order) => order.id));
      expect(page!.later).toBe(pages > 0);
      if (!page!.older) break;
      query = `?tab=orders&before=${page!.older}`;
    }
    expect(seen).toHaveLength(ids.size);
    expect(new Set(seen)).toEqual(ids);
    const bad = await profile(buyer, "?tab=orders&before=1-' OR 1=1");
    expect(bad.orders!.orders).toHaveLength(MY_ORDERS_PAGE_SIZE);
    expect(bad.orders!.later).toBe(false);
  });
});
