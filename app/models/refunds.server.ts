import { eq, sql } from "drizzle-orm";
import { config } from "~/config.server";
import { ChainUnavailableError } from "~/lib/explorer.server";
import { formatCoin } from "~/lib/format";
import { reading } from "~/models/explorer.server";
import { chainAddress } from "~/models/profile-tabs.server";
import { INDEXER_CURSOR } from "~/services/chain-bootstrap.server";
import { db, prepared } from "~db/client.server";
import { chainBlocks, chainCursor } from "~db/schema";

/**
 * Refunds the market holds for a wallet (outbid bids with their fee, payouts that could not be
 * pushed), read from the contract, never from the database (docs/decisions/029-pull-payments.md).
 * `withdraw` is what the wallet sends to collect them.
 */
export type RefundsView = { amount: string; market: string; withdrawData: string };

/** Wallets whose refunds a web worker keeps; the one read longest ago is dropped first. */
export const KEPT_REFUND_WALLETS = 1000;

const indexedBlockStatement = prepared(() =>
  db
    .select({ number: chainCursor.blockNumber, hash: chainBlocks.hash })
    .from(chainCursor)
    .leftJoin(chainBlocks, eq(chainBlocks.blockNumber, chainCursor.blockNumber))
    .where(eq(chainCursor.name, sql.placeholder("name")))
    .prepare(),
);

/**
 * The last block the indexer has applied, by number and hash (a reorg or a restarted dev chain
 * can apply another block at the same height), or null before the chain was ever prepared.
 */
function indexedBlock(): string | null {
  const block = indexedBlockStatement().get({ name: INDEXER_CURSOR });
  return block ? `${block.number}:${block.hash ?? ""}` : null;
}

/**
 * Each wallet's refunds as read from the contract, with the block the indexer had applied when
 * they were read (docs/decisions/101-refunds-kept-until-the-next-block.md). The amount only
 * changes in a block (an outbid, a payout credited, a withdrawal), so the answer stands until the
 * indexer applies another one; asking the node on every profile visit cost more than the page.
 */
const keptRefunds = new Map<string, { block: string; refunds: RefundsView | null }>();

/** What the wallet can withdraw; null when nothing is due or the chain cannot be read right now. */
export async function refundsDue(wallet: string): Promise<RefundsView | null> {
  const key = wallet.toLowerCase();
  // Read before the chain: a block applied meanwhile leaves this answer under the older block.
  const block = indexedBlock();
  const kept = keptRefunds.get(key);
  if (kept && kept.block === block) return kept.refunds;
  try {
    const refunds = await reading(async (chain) => {
      const wei = (await chain.market.pendingWithdrawals(chainAddress(wallet))) as bigint;
      if (wei === 0n) return null;
      return {
        amount: `${formatCoin(wei)} ${config.chain.coinSymbol}`,
        market: chain.deployment.market,
        withdrawData: chain.market.interface.encodeFunctionData("withdraw"),
      };
    });
    if (block !== null) {
      keptRefunds.delete(key);
      if (keptRefunds.size >= KEPT_REFUND_WALLETS) keptRefunds.delete(keptRefunds.keys().next().value as string);
      keptRefunds.set(key, { block, refunds });
    }
    return refunds;
  } catch (error) {
    // The page still shows everything else; the button appears once the chain answers again.
    if (error instanceof ChainUnavailableError) return null;
    throw error;
  }
}
