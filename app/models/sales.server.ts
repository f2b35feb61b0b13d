import { desc, eq, sql } from "drizzle-orm";
import { amountInCoin } from "~/lib/coin.server";
import { formatDate, shortAddress } from "~/lib/format";
import { transactionUrl } from "~/lib/explorer.server";
import type { HistoryEntry } from "~/models/auctions.server";
import { db, prepared } from "~db/client.server";
import { sales, users, wallets } from "~db/schema";

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
