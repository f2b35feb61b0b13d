/**
 * What the browser's wallet code needs from the server (the configured chain and the account's
 * active wallet), carried on <body> by the root layout so that code loaded lazily in a click
 * handler can read it without props (docs/decisions/073-browser-wallet-module.md).
 */

/** Said wherever mobile wallets are offered on a site that has no WalletConnect project id. */
export const MOBILE_WALLET_UNAVAILABLE = "Unavailable: this site has no WalletConnect project id configured, so mobile wallets cannot connect.";

export type ChainContext = { id: number; name: string; rpcUrl: string | null; coinSymbol: string; walletConnectProjectId: string | null };
export type WalletContext = { chain: ChainContext; activeAddress: string | null };

export function walletContextAttributes(chain: ChainContext | null, activeAddress: string | null): Record<string, string> {
  if (!chain) return {};
  return {
    "data-chain-id": String(chain.id),
    "data-chain-name": chain.name,
    "data-chain-rpc": chain.rpcUrl ?? "",
    "data-coin-symbol": chain.coinSymbol,
    "data-walletconnect-project": chain.walletConnectProjectId ?? "",
    "data-active-wallet": activeAddress ?? "",
  };
}

/** Reads the context the root layout rendered; null outside a Diginoor page. */
export function readWalletContext(body: HTMLElement = document.body): WalletContext | null {
  const { chainId, chainName, chainRpc, coinSymbol, walletconnectProject, activeWallet } = body.dataset;
  if (!chainId || !chainName) return null;
  return {
    chain: { id: Number(chainId), name: chainName, rpcUrl: chainRpc || null, coinSymbol: coinSymbol ?? "", walletConnectProjectId: walletconnectProject || null },
    activeAddress: activeWallet || null,
  };
}
