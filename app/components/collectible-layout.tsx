import type { ReactNode } from "react";
import { rarityClass } from "~/components/nft-card";
import type { Rarity } from "~db/schema";

/**
 * The page frame of one collectible (listing, showcase and sell pages): its artwork beside the
 * film, title, a line of facts and the description, then whatever the page adds.
 */
export function CollectibleLayout({
  nft,
  meta,
  children,
}: {
  nft: { mediaUrl: string; title: string; rarity: Rarity; movie: string; description: string };
  meta: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="page listing">
      <div className={`listing__media ${rarityClass(nft.rarity)}`}>
        <img src={nft.mediaUrl} alt={`${nft.title} artwork`} width="600" height="600" />
      </div>
      <div className="listing__info">
        <p className="eyebrow">{nft.movie}</p>
        <h1>{nft.title}</h1>
        <p className="listing__meta">
          <span className="rarity-badge">{nft.rarity}</span>
          {meta}
        </p>
        <p>{nft.description}</p>
        {children}
      </div>
    </article>
  );
}
