import { FactList } from "~/components/fact-list";

export type NftPropertyFields = { category: string; movie: string; celebrity: string; production: string; rarity: string };

/** The Properties block every collectible page shows: category, movie, celebrity, production, rarity. */
export function NftProperties({ nft, headingId }: { nft: NftPropertyFields; headingId: string }) {
  const rows = [
    ["Category", nft.category],
    ["Movie", nft.movie],
    ["Celebrity", nft.celebrity],
    ["Production", nft.production],
    ["Rarity", nft.rarity],
  ] as const;
  return (
    <section className="nft-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Properties</h2>
      <FactList className="nft-properties" facts={rows} />
    </section>
  );
}

/** The Details block of the listing, sell and showcase pages: facts about this token and sale. */
export function ListingDetails({ headingId, rows }: { headingId: string; rows: [label: string, value: string][] }) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="listing__heading">
        Details
      </h2>
      <FactList className="listing__props" facts={rows} />
    </section>
  );
}
