import { config } from "~/config.server";
import { builtInExplorerPath, type ExplorerTarget } from "~/lib/explorer";
import { notFound, serviceUnavailable } from "~/lib/http.server";

/**
 * The one place the product's explorer links are built (docs/decisions/060-built-in-explorer.md):
 * to the configured EXPLORER_URL, else to the built-in explorer under /explorer, which reads the
 * chain itself, so proof and transaction links work on the embedded chain and offline.
 */
export function explorerUrl(target: ExplorerTarget): string {
  const base = config.chain.explorerUrl;
  if (!base) return builtInExplorerPath(target);
  switch (target.kind) {
    case "address":
      return `${base}/address/${target.address}`;
    case "tx":
      return `${base}/tx/${target.hash}`;
    case "token":
      // Etherscan-family explorers name a token by its contract and id.
      return `${base}/nft/${target.collectible}/${target.tokenId}`;
  }
}

/** A transaction link for a stored hash; null while there is no hash yet (pending). */
export function transactionUrl(txHash: string | null): string | null {
  return txHash ? explorerUrl({ kind: "tx", hash: txHash }) : null;
}

/** Thrown by the explorer's reads when the node does not answer (in time). */
export class ChainUnavailableError extends Error {}

/**
 * Runs an explorer read for a page: unknown or malformed ids are a 404, a silent chain a 503 with
 * a message saying so, never a 500.
 */
export async function explorerPageData<T>(read: () => Promise<T | null>, what: string): Promise<T> {
  try {
    return (await read()) ?? notFound(`There is no ${what} like that on ${config.chain.name}.`);
  } catch (error) {
    if (error instanceof ChainUnavailableError) {
      serviceUnavailable(`The ${config.chain.name} node is not answering right now, so the explorer cannot read the chain. Please try again in a moment.`);
    }
    throw error;
  }
}
