import { config } from "~/config.server";
import { formatCoinAmount } from "~/lib/format";

/**
 * An amount in the configured chain's native coin, "0.01500 ETH": every amount a page or message
 * names goes through here or, in the browser, through `formatCoinAmount` with the symbol its
 * loader sent (docs/decisions/002-one-chain-per-deployment.md).
 */
export function amountInCoin(wei: bigint): string {
  return formatCoinAmount(wei, config.chain.coinSymbol);
}
