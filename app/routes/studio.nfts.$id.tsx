import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { NftForm, PrimaryAuctionForm } from "~/components/studio-nft-form";
import { config } from "~/config.server";
import { idParam } from "~/lib/http.server";
import { parseForm, readFormData } from "~/lib/input.server";
import { saveReply } from "~/pages/studio-save-reply.server";
import { artworkLimit, nftEditSchema, primaryAuctionSchema, publishSchema } from "~/lib/validation/studio";
import { requireStudio } from "~/models/studio/access.server";
import { nftFormOptions } from "~/models/studio/catalogue.server";
import { NFT_MESSAGES, nftForEdit, saleTypeFixed, setNftPublished, startPrimaryAuction, updateNft } from "~/models/studio/nfts.server";
import { activeAuctionForNft, auctionView } from "~/models/auctions.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const actor = await requireStudio(request);
  const nft = nftForEdit(actor, idParam(params.id, "NFT"));
  const auction = nft.saleType === "auction" ? activeAuctionForNft(nft.id) : null;
  return json({
    nft,
    auction: auction ? auctionView(auction) : null,
    saleTypeHint: saleTypeFixed(nft.id) ? NFT_MESSAGES.saleTypeHint : null,
    /** Said instead of the auction form once the item's unit is taken. */
    unitTaken: nft.available > 0 ? null : NFT_MESSAGES.auctionUnitTaken,
    coinSymbol: config.chain.coinSymbol,
    ...nftFormOptions(actor),
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const actor = await requireStudio(request);
  const id = idParam(params.id, "NFT");
  const to = () => `/studio/nfts/${id}`;
  const isMultipart = request.headers.get("Content-Type")?.startsWith("multipart/form-data");
  if (!isMultipart && (await readFormData(request.clone())).formData.get("intent") === "auction") {
    const submission = await parseForm(request, primaryAuctionSchema);
    if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
    return saveReply(submission, await startPrimaryAuction(actor, id, submission.value.reserve, submission.value.days), {
      to,
      text: "Auction started: the item page shows it within seconds.",
    });
  }
  if (!isMultipart) {
    const submission = await parseForm(request, publishSchema);
    if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
    const published = submission.value.intent === "publish";
    return saveReply(submission, setNftPublished(actor, id, submission.value.version, published), {
      to,
      text: published ? "NFT published: it is on the public pages." : "NFT unpublished: its pages are hidden.",
    });
  }
  const submission = await parseForm(request, nftEditSchema, { file: artworkLimit });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const { version, artwork, ...fields } = submission.value;
  return saveReply(submission, await updateNft(actor, id, version, fields, artwork), { to, text: "NFT saved." });
}

export default function EditNft() {
  const { nft, auction, saleTypeHint, unitTaken, coinSymbol, films, houses, rarities } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  // The auction form and the NFT form answer apart: each keeps its own values after an error.
  const auctionReply = reply?.result.initialValue?.intent === "auction" ? reply.result : undefined;
  return (
    <section aria-labelledby="edit-nft">
      <h1 id="edit-nft">
        {nft.title} ({nft.serial})
      </h1>
      <div className="studio-actions">
        <img src={nft.thumbUrl} alt={`Artwork of ${nft.title}`} width={96} height={96} />
        <span className="status-pill">{nft.published ? "Published" : "Unpublished"}</span>
        <span>
          {nft.quantity - nft.available} of {nft.quantity} sold
        </span>
        {nft.published ? <Link to={`/nftdetail/${nft.id}`}>View the public page</Link> : null}
        <Form method="post">
          <input type="hidden" name="version" value={nft.version} />
          <button type="submit" className="button button--ghost button--small" name="intent" value={nft.published ? "unpublish" : "publish"}>
            {nft.published ? "Unpublish" : "Publish"}
          </button>
        </Form>
      </div>
      {nft.saleType === "auction" ? (
        <section aria-labelledby="primary-auction">
          <h2 id="primary-auction">Auction</h2>
          {auction ? (
            <p>
              Live until {new Date(auction.endsAt).toUTCString()}: reserve {auction.reserve}, last bid {auction.lastBid ?? "none yet"}.
            </p>
          ) : unitTaken ? (
            <p>{unitTaken}</p>
          ) : (
            <PrimaryAuctionForm lastResult={auctionReply} coinSymbol={coinSymbol} />
          )}
        </section>
      ) : null}
      <NftForm
        key={nft.version}
        films={films}
        houses={houses}
        rarities={rarities}
        version={nft.version}
        saleTypeHint={saleTypeHint ?? undefined}
        lastResult={auctionReply ? undefined : reply?.result}
        defaultValue={{
          title: nft.title,
          description: nft.description,
          about: nft.about,
          filmId: String(nft.filmId),
          rarity: nft.rarity,
          category: nft.category,
          celebrity: nft.celebrity,
          productionHouseId: String(nft.productionHouseId),
          priceUsd: (nft.priceCents / 100).toFixed(2),
          quantity: String(nft.quantity),
          auction: nft.saleType === "auction" ? "Yes" : "No",
          exclusive: nft.exclusive,
        }}
        submitLabel="Save NFT"
      />
    </section>
  );
}
