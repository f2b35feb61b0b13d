import { and, count, desc, eq, gte, lt } from "drizzle-orm";
import { amountInCoin } from "~/lib/coin.server";
import { formatDateTime, formatUsd } from "~/lib/format";
import { transactionUrl } from "~/lib/explorer.server";
import type { StudioActor } from "~/models/studio/access.server";
import { db } from "~db/client.server";
import { nfts, orders, users, ORDER_STATUSES, PAYMENT_METHODS } from "~db/schema";

/** The filter choices the orders page offers. */
export { ORDER_STATUSES };
export const ORDER_METHODS = PAYMENT_METHODS;

export type OrderFilter = {
  status?: (typeof ORDER_STATUSES)[number];
  method?: (typeof PAYMENT_METHODS)[number];
  /** Day boundaries as ms timestamps: from is inclusive, to exclusive. */
  from?: number;
  to?: number;
};

/** Orders on a page of the console's list (docs/decisions/122-console-lists-page-through.md). */
export const STUDIO_ORDER_PAGE_SIZE = 50;

/**
 * A page of orders of every payment method, newest first, with their provider references and
 * transactions (docs/decisions/017-orders-model.md), and how many match. A studio account sees
 * its house's NFTs only. Every condition is on the order's own columns, its house copied onto it
 * (docs/decisions/123-orders-by-house.md), so a page and its count read one index of `orders`,
 * and the count joins nothing.
 */
export function studioOrders(actor: StudioActor, filter: OrderFilter, page: number) {
  const where = and(
    actor.productionHouseId === null ? undefined : eq(orders.productionHouseId, actor.productionHouseId),
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.method ? eq(orders.method, filter.method) : undefined,
    filter.from === undefined ? undefined : gte(orders.createdAt, new Date(filter.from)),
    filter.to === undefined ? undefined : lt(orders.createdAt, new Date(filter.to)),
  );
  const rows = db
    .select({ order: orders, title: nfts.title, email: users.email })
    .from(orders)
    .innerJoin(nfts, eq(nfts.id, orders.nftId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    // The id breaks ties between orders of the same millisecond, so that each is on one page.
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(STUDIO_ORDER_PAGE_SIZE)
    .offset((page - 1) * STUDIO_ORDER_PAGE_SIZE)
    .all();
  const total = db.select({ n: count() }).from(orders).where(where).get()!.n;
  return { orders: rows.map(toOrderRow), total };
}

function toOrderRow({ order, title, email }: { order: typeof orders.$inferSelect; title: string; email: string }) {
  return {
    id: order.id,
    nftId: order.nftId,
    title,
    buyer: email,
    wallet: order.walletAddress,
    method: order.method,
    status: order.status,
    failureReason: order.failureReason,
    price: `${formatUsd(order.priceCents)} (${amountInCoin(order.priceWei + order.feeWei)} with fee)`,
    providerRef: order.providerRef,
    tokenId: order.tokenId,
    txHash: order.txHash,
    txUrl: order.status === "fulfilled" ? transactionUrl(order.txHash) : null,
    when: formatDateTime(order.createdAt),
  };
}
