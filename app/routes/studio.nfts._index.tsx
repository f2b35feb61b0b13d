import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { formatUsd } from "~/lib/format";
import { requireStudio } from "~/models/studio/access.server";
import { studioNfts } from "~/models/studio/nfts.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireStudio(request);
  return json({ nfts: studioNfts(actor).map((nft) => ({ ...nft, price: formatUsd(nft.priceCents) })) });
}

export default function StudioNfts() {
  const { nfts } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="nfts-heading">
      <h1 id="nfts-heading">NFTs</h1>
      <p className="studio-actions">
        <Link className="button" to="/studio/nfts/new">
          New NFT
        </Link>
      </p>
      <table className="studio-table">
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
      </table>
    </section>
  );
}
