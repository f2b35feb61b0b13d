/** What an explorer page can show: an account or contract, a transaction, or one token of the collectible. */
type BuiltInTarget = { kind: "address"; address: string } | { kind: "tx"; hash: string } | { kind: "token"; tokenId: number };

/** Other explorers name a token by its contract as well. */
export type ExplorerTarget = Exclude<BuiltInTarget, { kind: "token" }> | { kind: "token"; tokenId: number; collectible: string };

/** The built-in explorer's page for a target (the pages under /explorer link to each other with it). */
export function builtInExplorerPath(target: BuiltInTarget): string {
  switch (target.kind) {
    case "address":
      return `/explorer/address/${target.address}`;
    case "tx":
      return `/explorer/tx/${target.hash}`;
    case "token":
      return `/explorer/token/${target.tokenId}`;
  }
}

/** Links to another site open in a new tab; the built-in explorer's pages open in place. */
export const isExternalLink = (href: string) => !href.startsWith("/");
