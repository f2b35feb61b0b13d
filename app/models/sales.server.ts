import { desc, eq, sql } from "drizzle-orm";
import { amountInCoin } from "~/lib/coin.server";
import { formatDate, formatDateTime, shortAddress } from "~/lib/format";
import { transactionUrl } from "~/lib/explorer.server";
import type { HistoryEntry } from "~/models/auctions.server";
import { db, prepared } from "~db/client.server";
import { bids, sales, users, wallets } from "~db/schema";

const saleHistoryStatement = prepared(() =>
  db
    .select({ sale: sales, buyerName: users.name })
    .from(sales)
    // Buyers who proved their wallet show by name; wallets are stored checksummed, sales as the chain wrote them.
    .leftJoin(wallets, sql`lower(${wallets.address}) = lower(${sales.buyerAddress})`)
    .leftJoin(users, eq(users.id, wallets.userId))
    .where(eq(sales.nftId, sql.placeholder("nftId")))
    .orderBy(desc(sales.createdAt), desc(sales.id))
    .limit(sql.placeholder("limit"))
    .prepare(),
);

/** Sales of an NFT's tokens as seen on chain, newest first; buyers with an account show by name. */
export function saleHistory(nftId: number, limit = 50): HistoryEntry[] {
  return saleHistoryStatement()
    .all({ nftId, limit })
    .map(({ sale, buyerName }) => ({
      id: sale.id,
      name: buyerName ?? shortAddress(sale.buyerAddress),
      txHash: sale.txHash,
      txLabel: shortAddress(sale.txHash),
      txUrl: transactionUrl(sale.txHash),
      value: amountInCoin(sale.priceWei),
      date: formatDate(sale.createdAt),
    }));
}

/** A sale or a bid on an NFT's tokens, for its price chart and the table beside it. */
export type PricePoint = { at: number; date: string; kind: "sale" | "bid"; amountWei: string; amount: string };

/** Points kept on the item page's chart: its latest sales and bids. */
export const PRICE_HISTORY_POINTS = 200;

/** Sales and bids together, from sales_nft and bids_nft, newest first up to the chart's points. */
const priceHistoryStatement = prepared(() =>
  db
    .select({ at: sql<number>`at`, kind: sql<"sale" | "bid">`kind`, amountWei: sql<string>`amount_wei` })
    .from(
      sql`(SELECT ${sales.createdAt} AS at, 'sale' AS kind, ${sales.priceWei} AS amount_wei, ${sales.id} AS id FROM ${sales} WHERE ${sales.nftId} = ${sql.placeholder("nftId")}
        UNION ALL SELECT ${bids.createdAt}, 'bid', ${bids.amountWei}, ${bids.id} FROM ${bids} WHERE ${bids.nftId} = ${sql.placeholder("nftId")})`,
    )
    .orderBy(sql`at DESC`, sql`kind`, sql`id DESC`)
    .limit(PRICE_HISTORY_POINTS)
    .prepare(),
);

/** An NFT's sales and bids over time, oldest first: what its price chart draws and its table lists. */
export function priceHistory(nftId: number): PricePoint[] {
  return priceHistoryStatement()
    .all({ nftId })
    .reverse()
    .map(({ at, kind, amountWei }) => ({ at: Math.round(at), date: formatDateTime(at), kind, amountWei, amount: amountInCoin(BigInt(amountWei)) }));
}
