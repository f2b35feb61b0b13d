import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { builtInExplorerPath, isExternalLink } from "~/lib/explorer";

export type TransferRow = { tokenId: number; from: string; to: string; txHash: string; blockNumber: number; kind: string };

/** An address inside the built-in explorer, linking to its page. */
export function AddressLink({ address }: { address: string }) {
  return (
    <Link to={builtInExplorerPath({ kind: "address", address })} className="explorer__hash">
      {address}
    </Link>
  );
}

/** Transfers of the collectible, newest first, each linking to its token, addresses and transaction. */
export function TransferTable({ transfers, caption }: { transfers: TransferRow[]; caption: string }) {
  if (!transfers.length) return <p className="empty-state">No transfers yet.</p>;
  return (
    <div className="explorer__table-wrap">
      <table className="explorer__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Token</th>
            <th scope="col">From</th>
            <th scope="col">To</th>
            <th scope="col">Block</th>
            <th scope="col">Transaction</th>
          </tr>
        </thead>
        <tbody>
          {transfers.map((transfer) => (
            <tr key={`${transfer.txHash}-${transfer.tokenId}`}>
              <td>{transfer.kind}</td>
              <td>
                <Link to={builtInExplorerPath({ kind: "token", tokenId: transfer.tokenId })}>#{transfer.tokenId}</Link>
              </td>
              <td>{transfer.kind === "Mint" ? <span className="dim">minted</span> : <AddressLink address={transfer.from} />}</td>
              <td>{transfer.kind === "Burn" ? <span className="dim">burned</span> : <AddressLink address={transfer.to} />}</td>
              <td>{transfer.blockNumber}</td>
              <td>
                <Link to={builtInExplorerPath({ kind: "tx", hash: transfer.txHash })} className="explorer__hash">
                  {transfer.txHash.slice(0, 12)}…
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The links of a list read page by page from its newest row: back to the start once past it, and
 * on to the next page while there is one.
 */
export function ListPager({ label, firstHref, nextHref, firstText, nextText }: { label: string; firstHref: string | null; nextHref: string | null; firstText: string; nextText: string }) {
  if (!firstHref && !nextHref) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {firstHref ? (
        <Link to={firstHref} className="button button--ghost button--small">
          {firstText}
        </Link>
      ) : null}
      {nextHref ? (
        <Link to={nextHref} className="button button--ghost button--small" rel="next">
          {nextText}
        </Link>
      ) : null}
    </nav>
  );
}

/** A link built by the explorer helper: another site's explorer opens in a new tab, the built-in one in place. */
export function ExplorerLink({ href, children }: { href: string; children: ReactNode }) {
  return isExternalLink(href) ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  ) : (
    <Link to={href}>{children}</Link>
  );
}
