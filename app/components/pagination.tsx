import { Link } from "@remix-run/react";

/** The link to one page of a filtered list: the filters that are set, plus the page past the first. */
export function pageHref(path: string, filter: Record<string, string | undefined>, page: number, hash = ""): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `${path}${query ? `?${query}` : ""}${hash}`;
}

/** Where a page of a list of `total` rows stands: how many pages there are (at least one), and the number of its first row. */
export function listPosition(page: number, total: number, pageSize: number) {
  return { page, pageCount: Math.max(1, Math.ceil(total / pageSize)), firstRow: (page - 1) * pageSize + 1 };
}

/** "; 51–100 shown" after a list's count, when the list has more than one page. */
export function rowsShown(firstRow: number, shown: number, pageCount: number): string {
  return shown && pageCount > 1 ? `; ${firstRow.toLocaleString("en-US")}–${(firstRow + shown - 1).toLocaleString("en-US")} shown` : "";
}

/** Previous / "Page N of M" / Next. A page past the end links back to the last one. */
export function Pagination({ page, pageCount, hrefFor, label }: { page: number; pageCount: number; hrefFor: (page: number) => string; label: string }) {
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <Link to={hrefFor(Math.min(page - 1, pageCount))} className="button button--ghost button--small" rel="prev">
          Previous
        </Link>
      ) : null}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className="button button--ghost button--small" rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
