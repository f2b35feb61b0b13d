import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { FilterSelect, IgnoredFiltersNotice } from "~/components/filter-select";
import { listPosition, pageHref, Pagination, rowsShown } from "~/components/pagination";
import { StudioTable } from "~/components/studio-table";
import { formatUsd } from "~/lib/format";
import { parseQuery } from "~/lib/input.server";
import { requireStudio } from "~/models/studio/access.server";
import { STUDIO_NFT_PAGE_SIZE, studioNftPage, studioNftQueryShape, type StudioNftFilter } from "~/models/studio/nfts.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireStudio(request);
  const { value, ignored } = parseQuery(new URL(request.url), studioNftQueryShape);
  const filter: StudioNftFilter = { q: value.q, status: value.status };
  const page = value.page ?? 1;
  const { nfts, total } = studioNftPage(actor, filter, page);
  return json({
    nfts: nfts.map((nft) => ({ ...nft, price: formatUsd(nft.priceCents) })),
    filter,
    ...listPosition(page, total, STUDIO_NFT_PAGE_SIZE),
    total,
    ignoredSome: ignored.length > 0,
  });
}

const STATUS_OPTIONS = [
  { value: "published", label: "Published" },
  { value: "unpublished", label: "Unpublished" },
] as const;

/** A page of the list, keeping the search and status that are set. */
const listHref = (filter: StudioNftFilter, page: number) => pageHref("/studio/nfts", filter, page);

/** The NFTs the account manages, newest first, fifty a page, found by title and published state. */
export default function StudioNfts() {
  const { nfts, filter, page, pageCount, total, firstRow, ignoredSome } = useLoaderData<typeof loader>();
  const filtered = Boolean(filter.q || filter.status);
  return (
    <section aria-labelledby="nfts-heading">
      <h1 id="nfts-heading">NFTs</h1>
      <p className="studio-actions">
        <Link className="button" to="/studio/nfts/new">
          New NFT
        </Link>
      </p>
      {/* Keyed by the filters so the fields show them again after a client-side navigation. */}
      <Form key={listHref(filter, 1)} method="get" action="/studio/nfts" className="studio-actions" role="search" aria-label="Find NFTs">
        <div className="field">
          <label htmlFor="nfts-q">Title</label>
          <input id="nfts-q" name="q" type="search" maxLength={80} defaultValue={filter.q ?? ""} />
        </div>
        <FilterSelect id="nfts-status" name="status" label="Status" anyLabel="Any" options={STATUS_OPTIONS} value={filter.status} />
        <button type="submit" className="button">
          Find
        </button>
        {filtered ? (
          <Link to="/studio/nfts" className="button button--ghost">
            Clear
          </Link>
        ) : null}
      </Form>
      {ignoredSome ? <IgnoredFiltersNotice /> : null}
      <p className="dim" aria-live="polite">
        {total === 1 ? "1 NFT" : `${total.toLocaleString("en-US")} NFTs`}
        {filtered ? (total === 1 ? " matches" : " match") : ""}
        {rowsShown(firstRow, nfts.length, pageCount)}
      </p>
      {nfts.length ? (
        <StudioTable label="NFTs table">
          <thead>
            <tr>
              <th scope="col">NFT</th>
              <th scope="col">Film</th>
              <th scope="col">Price</th>
              <th scope="col">Sold</th>
              <th scope="col">Public</th>
            </tr>
          </thead>
          <tbody>
            {nfts.map((nft) => (
              <tr key={nft.id}>
                <td>
                  <Link to={`/studio/nfts/${nft.id}`}>
                    {nft.title} ({nft.serial})
                  </Link>
                </td>
                <td>
                  {nft.filmName} · {nft.houseName}
                </td>
                <td>{nft.saleType === "auction" ? `Auction from ${nft.price}` : nft.price}</td>
                <td>
                  {nft.quantity - nft.available} of {nft.quantity}
                </td>
                <td>
                  <span className="status-pill">{nft.published ? "Published" : "Unpublished"}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </StudioTable>
      ) : (
        <div className="empty-state">
          <p>{total ? "There are no NFTs on this page." : filtered ? "No NFTs match." : "There are no NFTs yet."}</p>
          {total || filtered ? <Link to={total ? listHref(filter, 1) : "/studio/nfts"}>{total ? "Go to the first page" : "Clear the search"}</Link> : null}
        </div>
      )}
      {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} hrefFor={(n) => listHref(filter, n)} label="Pages" /> : null}
    </section>
  );
}
