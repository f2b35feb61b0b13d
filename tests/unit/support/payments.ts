import { eq } from "drizzle-orm";
import { indexToHead } from "~/jobs/indexer.server";
import { driveOrderMints } from "~/models/order-mints.server";
import { chainOrderId, type ChainContext } from "~/services/chain.server";
import { db } from "~db/client.server";
import { orders } from "~db/schema";
import { createUser, randomWallet } from "../support";

/** What paying by a hosted provider (card, crypto provider) needs in a test: a buyer, the order's mints and its fulfilment. */

/** A signed-in user with a connected wallet the token goes to. */
export async function newBuyer() {
  const wallet = randomWallet();
  return { ...(await createUser({ walletAddress: wallet })), wallet };
}

/** How many tokens the chain minted for the order: never more than one. */
export async function mintsOf(chain: ChainContext, orderId: string): Promise<number> {
  return (await chain.collectible.queryFilter(chain.collectible.filters.OrderMinted(chainOrderId(orderId)))).length;
}

/** The mint job's rounds mint a paid order (docs/decisions/138-paid-order-mint-job.md); the indexer fulfils it once it sees the mint. */
export async function waitForFulfilment(chain: ChainContext, orderId: string, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    await driveOrderMints(chain);
    await indexToHead(db, chain);
    const { status } = db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).get()!;
    if (status === "fulfilled") return;
    if (status === "failed" || Date.now() > end) throw new Error(`order ${orderId} is ${status}, not fulfilled`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
