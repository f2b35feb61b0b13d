/**
 * Lottery tickets paid by wallet (docs/decisions/162-lottery-tickets-on-chain.md): the server
 * quotes a ticket order and signs the market's `buyTickets` for it, the buyer's wallet (or custody,
 * for the standard wallet) sends it, and the indexer issues the tickets when the chain shows the
 * payment. Nothing here issues a ticket.
 */
import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { weiToUsdCents } from "~/lib/format";
import { issueTickets, quoteTicketOrder } from "~/models/lottery-tickets.server";
import type { PrimaryQuoteReply } from "~/models/orders.server";
import { appChain, chainOrderId, chainTime, orderIdFromChain, primaryTotal, signTicketQuote, type ChainContext } from "~/services/chain.server";
import { db, type Transaction } from "~db/client.server";
import { lotteries, orders } from "~db/schema";

/** A new wallet quote while the account's payment of its live one is on the chain and not yet indexed. */
export const TICKET_PAYMENT_ON_CHAIN_MESSAGE = "Your payment for tickets of this lottery is already on the chain: its tickets are issued in a moment.";

type TicketOrder = { id: string; lotteryId: number; tickets: number; priceWei: bigint; usdCentsPerCoin: number; expiresAt: Date };

/**
 * The signed `buyTickets` call for a ticket order. Its deadline is on the chain's clock and never
 * after the draw time: the quote's time left on our clock, counted from the chain's now.
 */
async function buyTicketsTx(chain: ChainContext, order: TicketOrder, buyer: string, salesEndAt: Date, now: Date) {
  const secondsLeft = Math.floor((Math.min(order.expiresAt.getTime(), salesEndAt.getTime()) - now.getTime()) / 1000);
  const quote = {
    orderId: chainOrderId(order.id),
    lotteryId: BigInt(order.lotteryId),
    tickets: BigInt(order.tickets),
    price: order.priceWei,
    buyer,
    deadline: BigInt(Math.floor((await chainTime(chain)) / 1000) + secondsLeft),
  };
  const signature = await signTicketQuote(chain, quote);
  const value = await primaryTotal(chain, quote.price);
  return { to: chain.deployment.market, data: chain.market.interface.encodeFunctionData("buyTickets", [quote, signature]), value };
}

/**
 * Quotes `tickets` tickets of lottery `lotteryId` paid from wallet `address` (the account's live
 * wallet quote for the same count is reused): records the fee the contract charges and answers the
 * signed payment the wallet sends. The order's wallet is the paying one, where a prize would go.
 */
export async function quoteTicketPurchase(userId: number, address: string, lotteryId: number, tickets: number, now = new Date()): Promise<PrimaryQuoteReply> {
  const quoted = quoteTicketOrder(userId, lotteryId, tickets, "wallet", address, now);
  if (!quoted.ok) return { ok: false, error: quoted.error };
  const { order } = quoted;
  if (order.txHash) return { ok: false, error: TICKET_PAYMENT_ON_CHAIN_MESSAGE };
  const salesEndAt = db.select({ drawsAt: lotteries.drawsAt }).from(lotteries).where(eq(lotteries.id, lotteryId)).get()!.drawsAt;
  const chain = appChain();
  const tx = await buyTicketsTx(chain, { ...order, lotteryId, tickets }, address, salesEndAt, now);
  const feeWei = tx.value - order.priceWei;
  db.update(orders)
    .set({ feeWei, feeCents: weiToUsdCents(feeWei, order.usdCentsPerCoin) })
    .where(eq(orders.id, order.id))
    .run();
  const fees = await chain.provider.getFeeData();
  return {
    ok: true,
    orderId: order.id,
    gasPriceWei: String(fees.gasPrice ?? fees.maxFeePerGas ?? 0n),
    steps: [{ kind: "purchase", tx: { to: tx.to, data: tx.data, value: tx.value.toString() } }],
  };
}

export type TicketsBoughtEvent = { chainOrderId: string; buyer: string; txHash: string; logIndex: number; blockNumber: number; at: Date };

/**
 * Applies a TicketsBought event, inside the indexer's transaction: the wallet order it pays keeps
 * the payment's transaction, event and payer (where a prize or a refund goes), and its tickets are
 * issued, or, when sales had closed by the block's time, the order fails for the refund job to
 * credit the payment back. A replayed event changes nothing.
 */
export function applyTicketsBought(tx: Transaction, paid: TicketsBoughtEvent): void {
  const orderId = orderIdFromChain(paid.chainOrderId);
  if (!orderId) return;
  const recorded = tx
    .update(orders)
    .set({ txHash: paid.txHash, logIndex: paid.logIndex, blockNumber: paid.blockNumber, walletAddress: paid.buyer, updatedAt: paid.at })
    .where(and(eq(orders.id, orderId), eq(orders.method, "wallet"), isNotNull(orders.lotteryId), isNull(orders.logIndex), inArray(orders.status, ["quoted", "expired"])))
    .run();
  if (recorded.changes === 1) issueTickets(tx, orderId, paid.at);
}

/** The popup's wallet payments, each an `intent` of the popup's form. */
export const WALLET_INTENTS = ["wallet-quote", "wallet-submitted", "wallet-password"] as const;

/** What a browser wallet's requests answer: the signed payment and its order, or why not. */
export type TicketWalletReply = { intent: (typeof WALLET_INTENTS)[number]; prepared: PrimaryQuoteReply | null; orderId: string | null; error: string | null };

/** The popup's wallet section for the signed-in account: how its active wallet pays, or where to get one. */
export type TicketWalletView = { pays: "browser" | "standard" } | { connectHref: string };
