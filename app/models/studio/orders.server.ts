import { and, desc, eq, gte, lt } from "drizzle-orm";
import { config } from "~/config.server";
import { formatCoin, formatDateTime, formatUsd } from "~/lib/format";
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

const LIMIT = 200;

/**
 * Orders of every payment method, newest first, with their provider references and transactions
 * (docs/decisions/017-orders-model.md). A studio account sees its house's NFTs only.
 */
export function studioOrders(actor: StudioActor, filter: OrderFilter) {
  const rows = db
    .select({ order: orders, title: nfts.title, email: users.email })
    .from(orders)
    .innerJoin(nfts, eq(nfts.id, orders.nftId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        actor.productionHouseId === null ? undefined : eq(nfts.productionHouseId, actor.productionHouseId),
        filter.status ? eq(orders.status, filter.status) : undefined,
        filter.method ? eq(orders.method, filter.method) : undefined,
        filter.from === undefined ? undefined : gte(orders.createdAt, new Date(filter.from)),
        filter.to === undefined ? undefined : lt(orders.createdAt, new Date(filter.to)),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(LIMIT)
    .all();
  return rows.map(({ order, title, email }) => ({
    id: order.id,
    nftId: order.nftId,
    title,
    buyer: email,
    wallet: order.walletAddress,
    method: order.method,
    status: order.status,
    failureReason: order.failureReason,
    price: `${formatUsd(order.priceCents)} (${formatCoin(order.priceWei + order.feeWei)} ${config.chain.coinSymbol} with fee)`,
    providerRef: order.providerRef,
    tokenId: order.tokenId,
    txHash: order.txHash,
    txUrl: order.status === "fulfilled" ? transactionUrl(order.txHash) : null,
    when: formatDateTime(order.createdAt),
  }));
}
