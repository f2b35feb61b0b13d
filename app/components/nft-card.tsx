import { Link } from "@remix-run/react";
import { LikeButton, useLikeToggleInputs } from "~/components/like-button";
import { KeptElement } from "~/lib/kept-markup";
import { tweetHref, useSiteOrigin } from "~/lib/share";
import type { NftCardData } from "~/models/nfts.server";
import type { Rarity } from "~db/schema";

/** Card styling follows the rarity tier (Rare, Legendary, Ultimate, otherwise the default look). */
export function rarityClass(rarity: Rarity) {
  return rarity === "Common" ? "" : `rarity--${rarity.toLowerCase()}`;
}

/** The face of every card, this one and the profile's: its picture and title, linking to `href`, then its rarity and film. */
export function CardFace({
  card,
  href,
  prefetch,
}: {
  card: { thumbUrl: string; title: string; rarity: Rarity; filmName: string };
  href: string;
  prefetch?: "intent";
}) {
  return (
    <>
      <Link to={href} className="nft-card__link" prefetch={prefetch}>
        <img className="nft-card__thumb" src={card.thumbUrl} alt="" width="300" height="300" loading="lazy" />
        <h3 className="nft-card__title">{card.title}</h3>
      </Link>
      <p className="nft-card__meta">
        <span className="rarity-badge">{card.rarity}</span>
        <span className="nft-card__film-name">{card.filmName}</span>
      </p>
    </>
  );
}

/**
 * The collectible card used on every grid and carousel. `href` is where the card leads
 * (/nftdetail/{id} from collections, /nfttransfer/{id} from the market); `shareUrl` is that
 * page's absolute address, which its Share link posts.
 */
export function NftCard({ nft, href, shareUrl }: { nft: NftCardData; href: string; shareUrl: string }) {
  return (
    <article className={`nft-card ${rarityClass(nft.rarity)}`}>
      <div className="nft-card__top">
        <img className="nft-card__seller" src={nft.studioLogoUrl} alt={nft.studioName} width="64" height="24" loading="lazy" />
        <img className="nft-card__film" src={nft.filmPosterUrl} alt="" width="28" height="36" loading="lazy" />
        <details className="nft-card__menu">
          <summary aria-label={`More actions for ${nft.title}`}>
            <span aria-hidden="true">⋯</span>
          </summary>
          <div className="nft-card__menu-list">
            <a href={`/contact?topic=report&nft=${nft.id}`}>Report</a>
            <a
              href={tweetHref(`${nft.title} on Diginoor`, shareUrl)}
              target="_blank"
              rel="noopener noreferrer"
            >
              Share
            </a>
          </div>
        </details>
      </div>
      <CardFace card={nft} href={href} prefetch="intent" />
      <div className="nft-card__bottom">
        <span className="nft-card__price">{nft.priceLabel}</span>
        <LikeButton nftId={nft.id} title={nft.title} count={nft.likeCount} />
      </div>
    </article>
  );
}

/**
 * A card as a list item (or, `as="div"`, a carousel's slide), its server markup kept between
 * renders of the same card (same data, link, like state and page): a grid of cards then costs a
 * lookup per card instead of a render (docs/decisions/100-kept-markup.md).
 */
export function NftCardItem({ nft, href, as = "li" }: { nft: NftCardData; href: string; as?: "li" | "div" }) {
  const toggle = useLikeToggleInputs(nft.id);
  const origin = useSiteOrigin();
  const shareUrl = `${origin}${href}`;
  return (
    <KeptElement as={as} className={as === "div" ? "carousel-card" : undefined} name="nft-card" inputs={[href, shareUrl, toggle.inputs, nft]} standalone={toggle.within}>
      <NftCard nft={nft} href={href} shareUrl={shareUrl} />
    </KeptElement>
  );
}
