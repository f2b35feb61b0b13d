import { ExplorerLink } from "~/components/explorer";
import type { HistoryEntry } from "~/models/auctions.server";

/** The bid history of an auction, or the sale history of a fixed-price collectible. */
export function NftHistory({ entries, isAuction }: { entries: readonly HistoryEntry[]; isAuction: boolean }) {
  return (
    <section className="nft-panel nft-panel--wide" aria-labelledby="history-title">
      <h2 id="history-title">{isAuction ? "Bid history" : "Sale history"}</h2>
      {entries.length ? (
        <table className="history-table">
          <thead>
            <tr>
              <th scope="col">User</th>
              <th scope="col">Transaction</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{entry.name}</td>
                <td>
                  {entry.txUrl ? (
                    <ExplorerLink href={entry.txUrl}>{entry.txLabel}</ExplorerLink>
                  ) : (
                    entry.txLabel ?? <span className="dim">Pending</span>
                  )}
                </td>
                <td>{entry.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="empty-state">{isAuction ? "No bids yet" : "No sales yet"}</p>
      )}
    </section>
  );
}
