import { amountInCoin } from "~/lib/coin.server";
import { ChainUnavailableError } from "~/lib/explorer.server";

import { reading } from "~/models/explorer.server";
import type { Prepared } from "~/models/trading.server";
import { appChain } from "~/services/chain.server";
import { keptUntilNextBlock } from "~/models/kept-chain-reads.server";
import { chainAddress } from "~/models/profile-tabs.server";

/**
 * Refunds the market holds for a wallet (outbid bids with their fee, payouts that could not be
 * pushed), read from the contract, never from the database (docs/decisions/029-pull-payments.md).
 * `withdraw` is what the wallet sends to collect them.
 */
export type RefundsView = { amount: string; market: string; withdrawData: string };

/** Wallets whose refunds a web worker keeps. */
export const KEPT_REFUND_WALLETS = 1000;

/**
 * Each wallet's refunds as of the indexer's last block, the one the profile's bids and
 * notifications describe, asked of the node once per indexed block
 * (docs/decisions/101-chain-reads-kept-until-the-next-block.md).
 */
const keptRefunds = keptUntilNextBlock(
  (wallet, blockTag) =>
    reading(async (chain): Promise<RefundsView | null> => {
      const wei = (await chain.market.pendingWithdrawals(chainAddress(wallet), { blockTag })) as bigint;
      if (wei === 0n) return null;
      return {
        amount: amountInCoin(wei),
        market: chain.deployment.market,
        withdrawData: chain.market.interface.encodeFunctionData("withdraw"),
      };
    }),
  KEPT_REFUND_WALLETS,
);

/** What the wallet can withdraw; null when nothing is due or the chain cannot be read right now. */
export async function refundsDue(wallet: string): Promise<RefundsView | null> {
  try {
    return await keptRefunds(wallet.toLowerCase());
  } catch (error) {
    // The page still shows everything else; the button appears once the chain answers again.
    if (error instanceof ChainUnavailableError) return null;
    throw error;
  }
}

/** The market's `withdraw` for `wallet`, read fresh from the chain; refused when nothing is due. */
export async function prepareWithdrawal(wallet: string): Promise<Prepared> {
  const chain = appChain();
  const due = (await chain.market.pendingWithdrawals(wallet)) as bigint;
  if (due === 0n) return { ok: false, error: "There are no refunds to withdraw." };
  const fees = await chain.provider.getFeeData();
  const data = chain.market.interface.encodeFunctionData("withdraw");
  return { ok: true, gasPriceWei: String(fees.gasPrice ?? fees.maxFeePerGas ?? 0n), steps: [{ kind: "withdraw", tx: { to: chain.deployment.market, data, value: "0" } }] };
}
