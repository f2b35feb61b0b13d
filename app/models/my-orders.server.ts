/**
 * "My orders" on the profile (docs/decisions/148-my-orders-and-card-amounts.md): the signed-in
 * account's orders of every method, newest first, a page at a time from a keyset (the order
 * before which the page starts), each with where it stands in words a buyer reads, how it was
 * paid, its price, fee and total in dollars and coin, and its transaction once minted.
 */
import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import { amountInCoin } from "~/lib/coin.server";
import { transactionUrl } from "~/lib/explorer.server";
import { formatDate, formatUsd, shortAddress } from "~/lib/format";
import { MINT_FAILED_MESSAGE } from "~/models/order-mints.server";
import { db, prepared } from "~db/client.server";
import { nfts, orders, type OrderStatus, type PaymentMethod } from "~db/schema";

/** Orders on one page of the list. */
export const MY_ORDERS_PAGE_SIZE = 20;

/** Where a page of orders starts: just before this order, newest first. */
export type OrderCursor = { createdAt: number; id: string };

/** `?before=1764403200000-AbC…`: the orders older than the one created at that millisecond with that id. */
export const orderCursorParam = z
  .string()
  .regex(/^\d{1,15}-[A-Za-z0-9]{20}$/)
  .transform((text): OrderCursor => {
    const [createdAt, id] = text.split("-");
    return { createdAt: Number(createdAt), id };
  });

export const orderCursorText = (cursor: OrderCursor) => `${cursor.createdAt}-${cursor.id}`;

/** What a buyer reads for each state; a quote that ran out unpaid reads as expired before anything moves it. */
const STATUS_TEXT: Record<OrderStatus, string> = {
  quoted: "Waiting for your payment",
  paid: "Paid: your NFT is about to be minted",
  minting: "Paid: your NFT is being minted",
  fulfilled: "Delivered to your wallet",
  failed: MINT_FAILED_MESSAGE,
  refunded: "Refunded",
  expired: "Expired unpaid: nothing was charged",
};

const METHOD_TEXT: Record<PaymentMethod, string> = {
  wallet: "Wallet",
  card: "Card",
  "crypto-provider": "Crypto payment provider",
  "social-wallet": "Social login wallet",
  "wallet-protocol": "Wallet protocol",
  custodial: "Standard wallet",
};

export type MyOrder = {
  id: string;
  title: string;
  href: string;
  date: string;
  status: OrderStatus;
  statusText: string;
  method: string;
  price: string;
  fee: string;
  total: string;
  /** The wallet the token goes to: the one the order was quoted for. */
  wallet: string;
  walletLabel: string;
  txUrl: string | null;
  txLabel: string | null;
};

export type MyOrdersPage = { orders: MyOrder[]; older: string | null };

/** A user's orders, newest first, from the cursor on; one more than a page tells whether there are older ones. */
const ordersPage = prepared(() =>
  db
    .select({ order: orders, title: nfts.title })
    .from(orders)
    .innerJoin(nfts, eq(nfts.id, orders.nftId))
    .where(
      and(
        eq(orders.userId, sql.placeholder("userId")),
        or(
          lt(orders.createdAt, sql.placeholder("beforeAt")),
          and(eq(orders.createdAt, sql.placeholder("beforeAt")), lt(orders.id, sql.placeholder("beforeId"))),
        ),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(MY_ORDERS_PAGE_SIZE + 1)
    .prepare(),
);

const dollarsAndCoin = (cents: number, wei: bigint) => `${formatUsd(cents)} (${amountInCoin(wei)})`;

/** One page of `userId`'s orders: only ever their own, whoever else's page is open. */
export function myOrders(userId: number, before: OrderCursor | null, now = Date.now()): MyOrdersPage {
  const rows = ordersPage().all({ userId, beforeAt: before?.createdAt ?? Number.MAX_SAFE_INTEGER, beforeId: before?.id ?? "" });
  const shown = rows.slice(0, MY_ORDERS_PAGE_SIZE);
  const last = shown.at(-1);
  return {
    orders: shown.map(({ order, title }) => {
      const status: OrderStatus = order.status === "quoted" && !order.txHash && order.expiresAt.getTime() <= now ? "expired" : order.status;
      const feeCents = order.feeCents ?? 0;
      const minted = status === "fulfilled" ? order.txHash : null;
      return {
        id: order.id,
        title,
        href: `/nftdetail/${order.nftId}`,
        date: formatDate(order.createdAt),
        status,
        statusText: STATUS_TEXT[status],
        method: METHOD_TEXT[order.method],
        price: dollarsAndCoin(order.priceCents, order.priceWei),
        fee: dollarsAndCoin(feeCents, order.feeWei),
        total: dollarsAndCoin(order.priceCents + feeCents, order.priceWei + order.feeWei),
        wallet: order.walletAddress,
        walletLabel: shortAddress(order.walletAddress),
        txUrl: transactionUrl(minted),
        txLabel: minted ? shortAddress(minted) : null,
      };
    }),
    older: rows.length > MY_ORDERS_PAGE_SIZE && last ? orderCursorText({ createdAt: last.order.createdAt.getTime(), id: last.order.id }) : null,
  };
}
