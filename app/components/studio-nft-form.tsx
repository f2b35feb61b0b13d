import type { SubmissionResult } from "@conform-to/react";
import { StudioField } from "~/components/studio-field";
import { StudioForm, type StudioFormProps } from "~/components/studio-form";
import type { NftFields } from "~/lib/validation/studio";

type Option = { value: number; label: string };

/** The NFT form of the console (multipart: the artwork travels with the fields). */
export function NftForm({
  films,
  houses,
  rarities,
  saleTypeHint,
  ...form
}: StudioFormProps<NftFields> & {
  films: Option[];
  houses: { id: number; name: string }[];
  rarities: readonly string[];
  /** Said under the Auction field when the sale type can no longer change. */
  saleTypeHint?: string;
}) {
  return (
    <StudioForm<NftFields> id="nft-form" multipart {...form}>
      {(fields) => (
        <>
          <StudioField field={fields.title} label="Title" kind="text" />
          <StudioField
            field={fields.artwork}
            label={form.version === undefined ? "Artwork" : "New artwork (leave empty to keep the current one)"}
            kind="file"
            accept=".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp"
            hint="One JPG, PNG or WebP image, up to 5 MB. The thumbnail is made from it."
          />
          <StudioField field={fields.description} label="Description" kind="textarea" />
          <StudioField field={fields.about} label="About" kind="textarea" />
          <StudioField field={fields.filmId} label="Film" kind="select" options={films} />
          <StudioField field={fields.rarity} label="Collection (rarity)" kind="select" options={rarities.map((r) => ({ value: r, label: r }))} />
          <StudioField field={fields.category} label="Category" kind="text" />
          <StudioField field={fields.celebrity} label="Celebrity" kind="text" />
          <StudioField field={fields.productionHouseId} label="Production house" kind="select" options={houses.map((h) => ({ value: h.id, label: h.name }))} />
          <StudioField field={fields.priceUsd} label="Price in USD" kind="text" hint="For an auction, the reserve shown on its card." />
          <StudioField field={fields.quantity} label="Quantity (editions)" kind="number" />
          <StudioField
            field={fields.auction}
            label="Auction"
            hint={saleTypeHint}
            kind="select"
            options={[
              { value: "No", label: "No: fixed price" },
              { value: "Yes", label: "Yes: sold at auction" },
            ]}
          />
          <StudioField field={fields.exclusive} label="Exclusive reward" kind="textarea" />
        </>
      )}
    </StudioForm>
  );
}

type AuctionFields = { reserve: string; days: string };

/** Starts the auction of a primary auction item: its reserve in coin and how many days it runs. */
export function PrimaryAuctionForm({ lastResult, coinSymbol }: { lastResult: SubmissionResult<string[]> | undefined; coinSymbol: string }) {
  return (
    <StudioForm<AuctionFields>
      id="auction-form"
      lastResult={lastResult}
      defaultValue={{ days: "3" }}
      hidden={<input type="hidden" name="intent" value="auction" />}
      submitLabel="Start auction"
    >
      {(fields) => (
        <>
          <StudioField field={fields.reserve} label={`Reserve price (${coinSymbol})`} kind="text" hint="The first bid must reach it." />
          <StudioField field={fields.days} label="Number of days" kind="number" hint="From 1 to 30." />
        </>
      )}
    </StudioForm>
  );
}
