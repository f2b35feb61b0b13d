/**
 * Orders: every paid path's record from quote to token (docs/decisions/017-orders-model.md).
 * A status only moves forward, each move one compare-and-set UPDATE; the indexer, never the
 * browser, marks an order fulfilled (docs/decisions/018-fulfilment.md).
 */
import { randomInt } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { TransactionDescription, TransactionResponse } from "ethers";
import { config } from "~/config.server";
import { amountInCoin } from "~/lib/coin.server";
import { decodeChainError } from "~/lib/chain-errors";
import { formatUsd, usdCentsToWei, weiToUsdCents } from "~/lib/format";
import { transactionUrl } from "~/lib/explorer.server";
import { invalidateMemos } from "~/lib/memo.server";
import { notifyOnce, purchaseNotification } from "~/models/notifications.server";
import type { Prepared } from "~/models/trading.server";
import { appChain, chainOrderId, chainTime, orderIdFromChain, primaryTotal, signPrimaryQuote, tokenUriFor, type ChainContext, type PrimaryQuote } from "~/services/chain.server";
import { currentRate } from "~/services/rates.server";
import { db, preparedPerShape, type Transaction } from "~db/client.server";
import { nfts, orders, productionHouses, purchases, type OrderStatus, type PaymentMethod } from "~db/schema";

/** How long a quote holds its unit and its price (docs/decisions/017-orders-model.md). */
export const QUOTE_TTL_MS = 15 * 60 * 1000;

/** The spec's words when the last unit is taken. */
export const SOLD_OUT_MESSAGE = "This NFT is sold out";

/** A new quote while the account's payment for the NFT is on the chain and its mint on the way. */
export const PAYMENT_ON_CHAIN_MESSAGE = "Your payment for this NFT is already on the chain: its confirmation page follows the mint.";

/** A live quote by one method holds the account's unit: another method waits until it ends. */
export const OTHER_METHOD_OPEN_MESSAGE = "You have already started paying for this NFT another way: finish that payment, or wait until its quote expires.";

/** A reported hash that the chain does not show as the order's payment from its wallet. */
export const NOT_THIS_PAYMENT_MESSAGE = "The chain does not show that transaction as this order's payment from your wallet.";

/**
 * Why a provider's payment ended without paying its order, as the buyer reads it on the
 * confirmation page; kept as the order's failure reason (docs/decisions/140-crypto-provider-purchases.md).
 */
export const UNPAID_PAYMENT_MESSAGES = {
  cancelled: "You cancelled the crypto payment: nothing was charged. Open the NFT to buy it again.",
  expired: "The crypto payment was not made in time: nothing was charged. Open the NFT to buy it again.",
  underpaid: "The crypto payment was less than the price, so the NFT was not bought. Please contact support to have what you sent refunded.",
  unresolved: "The crypto payment did not match the charge (it came late or in several parts), so the NFT was not bought. Please contact support to have what you sent refunded.",
} as const;

const unpaidPaymentMessages: ReadonlySet<string> = new Set(Object.values(UNPAID_PAYMENT_MESSAGES));

/** How long a report waits for the block of a payment the chain shows pending (docs/decisions/017-orders-model.md). */
const PAYMENT_REPORT_WAIT_MS = 10_000;

const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** 20 random alphanumeric characters, as the spec's purchase ids; fits the chain's bytes32 order id. */
export function newOrderId(): string {
  return Array.from({ length: 20 }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join("");
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

// ---------------------------------------------------------------------------------------------
// Quoting: the reservation
// ---------------------------------------------------------------------------------------------

export type SaleItem = { id: number; quantity: number; available: number; priceCents: number; payout: string | null; sellable: boolean };

export function saleItem(tx: Transaction | typeof db, nftId: number): SaleItem | null {
  const row = tx
    .select({
      id: nfts.id,
      quantity: nfts.quantity,
      available: nfts.available,
      priceCents: nfts.priceCents,
      saleType: nfts.saleType,
      published: nfts.published,
      payout: productionHouses.payoutAddress,
    })
    .from(nfts)
    .innerJoin(productionHouses, eq(productionHouses.id, nfts.productionHouseId))
    .where(eq(nfts.id, nftId))
    .get();
  if (!row) return null;
  return { ...row, sellable: row.published && row.saleType === "fixed" };
}

/**
 * Units of `nftId` held by quotes that have not run out, and by paid orders whose mint is on its
 * way (an order that ends failed or refunded gives its unit back; a fulfilled one took it off
 * `available`).
 */
function reservedUnits(tx: Transaction, nftId: number, now: Date): number {
  return (
    tx
      .select({ n: sql<number>`count(*)` })
      .from(orders)
      .where(and(eq(orders.nftId, nftId), or(and(eq(orders.status, "quoted"), gt(orders.expiresAt, now)), inArray(orders.status, ["paid", "minting"]))))
      .get()?.n ?? 0
  );
}

type Reservation = { ok: true; orderId: string; priceWei: bigint; usdCentsPerCoin: number; expiresAt: Date } | { ok: false; error: string };

/**
 * Reserves one unit of `nftId` for the buyer, paid by `method`: an account has at most one live
 * quote per NFT, whatever its method, so their own is reused (moved to the wallet they pay from
 * now), refused while its payment is on the chain, and refused for another method while it lives
 * (a signed wallet quote cannot be withdrawn, and an open card checkout can still be paid);
 * otherwise a new order is quoted when a unit is left after every live quote
 * (docs/decisions/017-orders-model.md). The check and the insert run in one transaction, which
 * holds the write lock from its start, so two buyers racing for the last unit cannot both get it,
 * whichever worker serves them (docs/decisions/117-transactions-begin-immediate.md).
 */
export function reservePrimaryUnit(userId: number, walletAddress: string, nftId: number, now = new Date(), method: PaymentMethod = "wallet"): Reservation {
  return db.transaction((tx) => {
    const item = saleItem(tx, nftId);
    if (!item?.sellable) return { ok: false as const, error: "This NFT is not for sale at a fixed price." };
    // Quotes nobody paid in time give their unit back.
    tx.update(orders)
      .set({ status: "expired", updatedAt: now })
      .where(and(eq(orders.nftId, nftId), eq(orders.status, "quoted"), lte(orders.expiresAt, now), isNull(orders.txHash)))
      .run();
    const own = tx
      .select({ id: orders.id, priceWei: orders.priceWei, usdCentsPerCoin: orders.usdCentsPerCoin, expiresAt: orders.expiresAt, walletAddress: orders.walletAddress, txHash: orders.txHash, method: orders.method })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.nftId, nftId), eq(orders.status, "quoted"), gt(orders.expiresAt, now)))
      .orderBy(desc(orders.createdAt))
      .get();
    if (own?.txHash) return { ok: false as const, error: PAYMENT_ON_CHAIN_MESSAGE };
    if (own && own.method !== method) return { ok: false as const, error: OTHER_METHOD_OPEN_MESSAGE };
    if (own) {
      if (!sameAddress(own.walletAddress, walletAddress)) {
        tx.update(orders)
          .set({ walletAddress, updatedAt: now })
          .where(and(eq(orders.id, own.id), eq(orders.status, "quoted"), isNull(orders.txHash)))
          .run();
      }
      return { ok: true as const, orderId: own.id, priceWei: own.priceWei, usdCentsPerCoin: own.usdCentsPerCoin, expiresAt: own.expiresAt };
    }
    if (item.available - reservedUnits(tx, nftId, now) < 1) return { ok: false as const, error: SOLD_OUT_MESSAGE };

    const { usdCentsPerCoin } = currentRate();
    const priceWei = usdCentsToWei(item.priceCents, usdCentsPerCoin);
    const expiresAt = new Date(now.getTime() + QUOTE_TTL_MS);
    const id = newOrderId();
    tx.insert(orders)
      .values({ id, userId, nftId, walletAddress, method, priceCents: item.priceCents, usdCentsPerCoin, priceWei, feeWei: 0n, feeCents: 0, expiresAt, createdAt: now })
      .run();
    return { ok: true as const, orderId: id, priceWei, usdCentsPerCoin, expiresAt };
  });
}

/** The EIP-712 quote for order `orderId`: its chain deadline follows the chain's clock, not ours. */
async function quoteFor(chain: ChainContext, orderId: string, buyer: string, nftId: number, priceWei: bigint, ttlMs: number): Promise<PrimaryQuote> {
  const item = saleItem(db, nftId);
  if (!item) throw new Error(`NFT ${nftId} is gone`);
  const deadline = BigInt(Math.floor(((await chainTime(chain)) + ttlMs) / 1000));
  return {
    orderId: chainOrderId(orderId),
    buyer,
    nftId: BigInt(nftId),
    editionSize: BigInt(item.quantity),
    price: priceWei,
    productionHouse: item.payout ?? config.chain.roles.treasury,
    tokenURI: tokenUriFor(nftId),
    deadline,
  };
}

async function buyPrimaryTx(chain: ChainContext, quote: PrimaryQuote) {
  const signature = await signPrimaryQuote(chain, quote);
  const value = await primaryTotal(chain, quote.price);
  const data = chain.market.interface.encodeFunctionData("buyPrimary", [quote, signature]);
  return { to: chain.deployment.market, data, value };
}

export type PrimaryQuoteReply = (Extract<Prepared, { ok: true }> & { orderId: string }) | Extract<Prepared, { ok: false }>;

/**
 * What the purchase modal's action answers: field errors, the gas estimate (with the dollars to
 * add when the wallet cannot pay, docs/decisions/142-on-ramps.md), or the prepared payment and its order.
 */
export type PurchaseReply = { intent: string; result: SubmissionResult<string[]>; prepared: Prepared | null; orderId: string | null; gas: string | null; shortfall?: string | null };

/**
 * Quotes a primary purchase by wallet: reserves a unit, records the fee the contract charges, and
 * hands the page the signed `buyPrimary` call its wallet sends.
 */
export async function quotePrimaryPurchase(userId: number, address: string, nftId: number): Promise<PrimaryQuoteReply> {
  const reservation = reservePrimaryUnit(userId, address, nftId);
  if (!reservation.ok) return { ok: false, error: reservation.error };
  const chain = appChain();
  const quote = await quoteFor(chain, reservation.orderId, address, nftId, reservation.priceWei, reservation.expiresAt.getTime() - Date.now());
  const tx = await buyPrimaryTx(chain, quote);
  const feeWei = tx.value - reservation.priceWei;
  db.update(orders)
    .set({ feeWei, feeCents: weiToUsdCents(feeWei, reservation.usdCentsPerCoin) })
    .where(eq(orders.id, reservation.orderId))
    .run();
  const fees = await chain.provider.getFeeData();
  return {
    ok: true,
    orderId: reservation.orderId,
    gasPriceWei: String(fees.gasPrice ?? fees.maxFeePerGas ?? 0n),
    steps: [{ kind: "purchase", tx: { to: tx.to, data: tx.data, value: tx.value.toString() } }],
  };
}

export type GasEstimate = { ok: true; gasWei: string } | { ok: false; error: string };

/**
 * The real gas a primary purchase costs this wallet now: the node estimates a `buyPrimary` call
 * from the buyer with a quote signed for an order id that is never stored, so nothing is reserved
 * and the signed call never leaves the server.
 */
export async function estimatePrimaryGas(address: string, nftId: number): Promise<GasEstimate> {
  const item = saleItem(db, nftId);
  if (!item?.sellable) return { ok: false, error: "This NFT is not for sale at a fixed price." };
  const chain = appChain();
  const priceWei = usdCentsToWei(item.priceCents, currentRate().usdCentsPerCoin);
  try {
    const quote = await quoteFor(chain, newOrderId(), address, nftId, priceWei, QUOTE_TTL_MS);
    const tx = await buyPrimaryTx(chain, quote);
    const [gas, fees] = await Promise.all([chain.provider.estimateGas({ ...tx, from: address }), chain.provider.getFeeData()]);
    return { ok: true, gasWei: (gas * (fees.gasPrice ?? fees.maxFeePerGas ?? 0n)).toString() };
  } catch (error) {
    const decoded = decodeChainError(error, chain.interfaces);
    return { ok: false, error: decoded.kind === "insufficient-funds" ? `Not enough ${config.chain.coinSymbol} in this wallet` : decoded.message };
  }
}

// ---------------------------------------------------------------------------------------------
// After the wallet sends
// ---------------------------------------------------------------------------------------------

type PaidOrder = { id: string; walletAddress: string; lotteryId: number | null };

/**
 * Transaction `txHash` as the chain shows it (mined or pending), when it is order `order`'s
 * payment call from the order's wallet (`buyPrimary`, or `buyTickets` for a ticket order,
 * docs/decisions/162-lottery-tickets-on-chain.md); null for a hash the node does not know or that
 * is anything else, such as another order's payment.
 */
async function orderPayment(chain: ChainContext, order: PaidOrder, txHash: string): Promise<TransactionResponse | null> {
  const sent = await chain.provider.getTransaction(txHash);
  if (!sent?.to || !sameAddress(sent.to, chain.deployment.market) || !sameAddress(sent.from, order.walletAddress)) return null;
  let call: TransactionDescription | null;
  try {
    call = chain.market.interface.parseTransaction({ data: sent.data, value: sent.value });
  } catch {
    return null;
  }
  const payment = order.lotteryId === null ? "buyPrimary" : "buyTickets";
  return call?.name === payment && orderIdFromChain(call.args[0].orderId as string) === order.id ? sent : null;
}

export type PaymentReport = "kept" | "pending" | "not-this-payment" | "no-open-order";

/**
 * Keeps the transaction the buyer's page says pays order `orderId`, so the confirmation page can
 * tell a reverted payment: only once the chain shows it mined as this order's `buyPrimary` from
 * the order's wallet (a payment still pending is waited for a few seconds), and only on the
 * buyer's own quoted order, once. Until then the order stays quoted and runs out as usual
 * (docs/decisions/017-orders-model.md).
 */
export async function recordSubmittedPayment(userId: number, orderId: string, txHash: string): Promise<PaymentReport> {
  const open = and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.status, "quoted"), isNull(orders.txHash));
  const order = db.select({ id: orders.id, walletAddress: orders.walletAddress, lotteryId: orders.lotteryId }).from(orders).where(open).get();
  if (!order) return "no-open-order";
  const chain = appChain();
  if (!(await orderPayment(chain, order, txHash))) return "not-this-payment";
  const receipt = await chain.provider.waitForTransaction(txHash, 1, PAYMENT_REPORT_WAIT_MS).catch(() => null);
  if (!receipt) return "pending";
  const moved = db
    .update(orders)
    .set({ txHash, updatedAt: new Date() })
    .where(and(open, eq(orders.walletAddress, order.walletAddress)))
    .run();
  return moved.changes === 1 ? "kept" : "no-open-order";
}

/**
 * Marks a quoted order failed when the transaction recorded for it was mined and reverted, and
 * really was this order's `buyPrimary` call from its wallet (orders from before hashes were
 * checked may hold any hash).
 */
async function failRevertedPayment(chain: ChainContext, order: PaidOrder & { txHash: string }): Promise<boolean> {
  const receipt = await chain.provider.getTransactionReceipt(order.txHash);
  if (!receipt || receipt.status !== 0 || !(await orderPayment(chain, order, order.txHash))) return false;
  const moved = db
    .update(orders)
    .set({ status: "failed", failureReason: "The payment transaction was reverted by the chain.", updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.status, "quoted"), eq(orders.txHash, order.txHash)))
    .run();
  return moved.changes === 1;
}

/** The spec's purchase states as the buyer sees them, plus a quote that ran out unpaid. */
export type PurchaseState = "Pending" | "Minted" | "Failed" | "Expired";

const STATE_OF: Record<OrderStatus, PurchaseState> = {
  quoted: "Pending",
  paid: "Pending",
  minting: "Pending",
  fulfilled: "Minted",
  failed: "Failed",
  refunded: "Failed",
  expired: "Expired",
};

export type OrderProgress = {
  id: string;
  state: PurchaseState;
  wallet: string;
  txUrl: string | null;
  tokenId: number | null;
  paid: string;
  /** Why the provider's payment ended unpaid, when it did (one of UNPAID_PAYMENT_MESSAGES). */
  note: string | null;
  /** Where the money of a paid order that failed is, when it did. */
  refund: string | null;
};

/** Where the money of a paid order that failed its mint is (docs/decisions/139-failed-order-refunds.md). */
function refundText(order: { status: OrderStatus; method: PaymentMethod; mintAttempts: number; manualRefund: boolean }): string | null {
  if (order.status === "refunded") return "Your payment has been refunded.";
  if (order.status !== "failed" || order.method === "wallet") return null;
  if (order.manualRefund) return "Our support team will refund your payment.";
  return order.mintAttempts === 0 ? null : "Your payment is being refunded.";
}

/** The buyer's order of an NFT: the one named, or the latest. The confirmation page reads it on every look. */
const buyersOrderStatement = preparedPerShape((shape) =>
  db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, sql.placeholder("userId")),
        eq(orders.nftId, sql.placeholder("nftId")),
        shape === "named" ? eq(orders.id, sql.placeholder("orderId")) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1)
    .prepare(),
);

/**
 * The buyer's order for NFT `nftId` as the confirmation page shows it: `orderId` when given, else
 * their latest. Null when they have none (or `orderId` is not theirs).
 */
export async function purchaseProgress(userId: number, nftId: number, orderId: string | null): Promise<OrderProgress | null> {
  const order = buyersOrderStatement(orderId ? "named" : "latest").get({ userId, nftId, orderId });
  if (!order) return null;
  let status = order.status;
  if (status === "quoted" && order.txHash && (await failRevertedPayment(appChain(), { ...order, txHash: order.txHash }))) status = "failed";
  else if (status === "quoted" && !order.txHash && order.expiresAt.getTime() <= Date.now()) status = "expired";
  return {
    id: order.id,
    state: STATE_OF[status],
    wallet: order.walletAddress,
    txUrl: status === "fulfilled" ? transactionUrl(order.txHash) : null,
    tokenId: order.tokenId,
    // Price and buyer fee together, in dollars and in coin alike.
    paid: `${formatUsd(order.priceCents + (order.feeCents ?? 0))} (${amountInCoin(order.priceWei + order.feeWei)})`,
    note: (status === "expired" || status === "failed") && order.failureReason && unpaidPaymentMessages.has(order.failureReason) ? order.failureReason : null,
    refund: refundText(order),
  };
}

// ---------------------------------------------------------------------------------------------
// Fulfilment, from the indexer
// ---------------------------------------------------------------------------------------------

export type PrimarySaleEvent = { chainOrderId: string; tokenId: number; nftId: number; buyer: string; txHash: string; logIndex: number; blockNumber: number; at: Date };

/**
 * Applies a PrimarySale event to its order, inside the indexer's transaction: the order moves to
 * fulfilled once, and only that move writes the purchase record, takes the unit off `available`
 * and notifies the buyer; a replayed event changes nothing. An order whose quote had run out on our
 * clock is fulfilled all the same: the chain took the payment.
 */
export function fulfilOrder(tx: Transaction, sale: PrimarySaleEvent): void {
  const orderId = orderIdFromChain(sale.chainOrderId);
  if (!orderId) return;
  const moved = tx
    .update(orders)
    .set({ status: "fulfilled", tokenId: sale.tokenId, txHash: sale.txHash, logIndex: sale.logIndex, blockNumber: sale.blockNumber, failureReason: null, updatedAt: sale.at })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ["quoted", "paid", "minting", "expired", "failed"])))
    .returning({ userId: orders.userId, method: orders.method, priceCents: orders.priceCents, feeCents: orders.feeCents, priceWei: orders.priceWei, feeWei: orders.feeWei })
    .get();
  if (!moved) return;
  tx.insert(purchases)
    .values({
      id: orderId,
      userId: moved.userId,
      nftId: sale.nftId,
      walletAddress: sale.buyer,
      tokenId: sale.tokenId,
      txHash: sale.txHash,
      logIndex: sale.logIndex,
      blockNumber: sale.blockNumber,
      status: "Minted",
      kind: "primary",
      // What the buyer paid, in what they paid it: coin from a wallet, cents by card or provider.
      ...(moved.method === "wallet" ? { paidWei: moved.priceWei + moved.feeWei } : { paidCents: moved.priceCents + (moved.feeCents ?? 0) }),
      createdAt: sale.at,
      updatedAt: sale.at,
    })
    .onConflictDoUpdate({
      target: purchases.id,
      set: { status: "Minted", tokenId: sale.tokenId, txHash: sale.txHash, logIndex: sale.logIndex, blockNumber: sale.blockNumber, failureReason: null, updatedAt: sale.at },
    })
    .run();
  tx.update(nfts).set({ available: sql`max(${nfts.available} - 1, 0)` }).where(eq(nfts.id, sale.nftId)).run();
  const title = tx.select({ title: nfts.title }).from(nfts).where(eq(nfts.id, sale.nftId)).get()?.title;
  if (title !== undefined) notifyOnce(tx, moved.userId, purchaseNotification(title), `${sale.txHash}:${sale.logIndex}:purchased`);
  invalidateMemos(tx);
}

/**
 * A reorg took the blocks after `common` away: NFT orders those blocks fulfilled wait for their
 * payment again and give their unit back to `available`, and the replay fulfils them anew. The one
 * move back an order makes, because the chain itself undid it (docs/decisions/051-reorgs-and-durable-chain-state.md).
 * Issued tickets stay issued (docs/decisions/162-lottery-tickets-on-chain.md).
 */
export function unfulfilOrdersAfter(tx: Transaction, common: number): void {
  const undone = tx
    .update(orders)
    .set({ status: "quoted", tokenId: null, logIndex: null, blockNumber: null, updatedAt: new Date() })
    .where(and(eq(orders.status, "fulfilled"), gt(orders.blockNumber, common), isNull(orders.lotteryId)))
    .returning({ nftId: orders.nftId })
    .all();
  for (const { nftId } of undone) {
    if (nftId === null) continue;
    tx.update(nfts).set({ available: sql`min(${nfts.available} + 1, ${nfts.quantity})` }).where(eq(nfts.id, nftId)).run();
  }
  if (undone.length) invalidateMemos(tx);
}
