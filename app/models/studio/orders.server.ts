import { and, desc, eq, gte, lt } from "drizzle-orm";
import { config } from "~/config.server";
import { formatCoin, formatDateTime, formatUsd } from "~/lib/format";
import { transactionUrl } from "~/lib/explorer.server";
import type { StudioActor } from "~/models/studio/access.server";
import { db } from "~db/client.server";
import { checkouts, nfts, purchases, users, PAYMENT_METHODS, PURCHASE_STATUSES } from "~db/schema";

/** The filter choices the orders page offers. */
export const ORDER_STATUSES = PURCHASE_STATUSES;
export const ORDER_METHODS = PAYMENT_METHODS;

export type OrderFilter = {
  status?: (typeof PURCHASE_STATUSES)[number];
  method?: (typeof PAYMENT_METHODS)[number];
  /** Day boundaries as ms timestamps: from is inclusive, to exclusive. */
  from?: number;
  to?: number;
};

const LIMIT = 200;

/**
 * What has been bought so far, read-only: purchases (mints and resales, with their tx links) and
 * checkout attempts (payment method, provider reference). A studio account sees its house's NFTs.
 */
export function studioOrders(actor: StudioActor, filter: OrderFilter) {
  const house = actor.productionHouseId === null ? undefined : eq(nfts.productionHouseId, actor.productionHouseId);
  const within = (column: typeof purchases.createdAt | typeof checkouts.createdAt) => [
    filter.from === undefined ? undefined : gte(column, new Date(filter.from)),
    filter.to === undefined ? undefined : lt(column, new Date(filter.to)),
  ];
  const purchaseRows = filter.method
    ? []
    : db
        .select({ purchase: purchases, title: nfts.title, email: users.email })
        .from(purchases)
        .innerJoin(nfts, eq(nfts.id, purchases.nftId))
        .innerJoin(users, eq(users.id, purchases.userId))
        .where(and(house, filter.status ? eq(purchases.status, filter.status) : undefined, ...within(purchases.createdAt)))
        .orderBy(desc(purchases.createdAt))
        .limit(LIMIT)
        .all();
  const checkoutRows = filter.status
    ? []
    : db
        .select({ checkout: checkouts, title: nfts.title })
        .from(checkouts)
        .innerJoin(nfts, eq(nfts.id, checkouts.nftId))
        .where(
          and(
            house,
            filter.method ? eq(checkouts.paymentMethod, filter.method) : undefined,
            ...within(checkouts.createdAt),
          ),
        )
        .orderBy(desc(checkouts.createdAt))
        .limit(LIMIT)
        .all();
  return {
    purchases: purchaseRows.map(({ purchase, title, email }) => ({
      id: purchase.id,
      nftId: purchase.nftId,
      title,
      buyer: email,
      kind: purchase.kind,
      status: purchase.status,
      wallet: purchase.walletAddress,
      paid:
        purchase.paidCents !== null
          ? formatUsd(purchase.paidCents)
          : purchase.paidWei !== null
            ? `${formatCoin(purchase.paidWei)} ${config.chain.coinSymbol}`
            : "—",
      txHash: purchase.txHash,
      txUrl: transactionUrl(purchase.txHash),
      failureReason: purchase.failureReason,
      when: formatDateTime(purchase.createdAt),
    })),
    checkouts: checkoutRows.map(({ checkout, title }) => ({
      id: checkout.id,
      nftId: checkout.nftId,
      title,
      buyer: checkout.userEmail,
      method: checkout.paymentMethod,
      status: checkout.status,
      price: formatUsd(checkout.priceCents),
      providerRef: checkout.providerRef,
      purchaseId: checkout.purchaseId,
      when: formatDateTime(checkout.createdAt),
    })),
  };
}
