/** The On Sale tab: the wallet's live listings and auctions. */
import { and, count, desc, eq, sql } from "drizzle-orm";
import { amountInCoin } from "~/lib/coin.server";
import { db, prepared } from "~db/client.server";
import { films, listingIsActive, listings, nfts } from "~db/schema";
import { cardOf, chainAddress, emptyTabPage, nftColumns, offsetOf, pageCount, PROFILE_PAGE_SIZE, type ProfileCard, type ProfilePage } from "./cards.server";

const activeListings = prepared(() =>
  db
    .select({
      ...nftColumns,
      listingId: listings.id,
      onAuction: listings.onAuction,
      priceWei: listings.priceWei,
      highestBidWei: listings.highestBidWei,
      endsAt: listings.endsAt,
    })
    .from(listings)
    .innerJoin(nfts, eq(nfts.id, listings.nftId))
    .innerJoin(films, eq(films.id, nfts.filmId))
    .where(and(eq(listings.sellerAddress, sql.placeholder("wallet")), listingIsActive))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare(),
);

const activeListingCount = prepared(() =>
  db
    .select({ n: count() })
    .from(listings)
    .where(and(eq(listings.sellerAddress, sql.placeholder("wallet")), listingIsActive))
    .prepare(),
);

/**
 * On Sale: the wallet's live listings and auctions with the current price or highest bid. The
 * owner changes a price or cancels on the sell page; an auction can be cancelled only before its
 * first bid (docs/decisions/022-auction-rules.md).
 */
export function onSaleTab(wallet: string | null, page: number, now = Date.now()): ProfilePage<ProfileCard> {
  if (!wallet) return emptyTabPage();
  const address = chainAddress(wallet);
  const total = activeListingCount().get({ wallet: address })?.n ?? 0;
  return {
    page,
    pageCount: pageCount(total),
    items: activeListings()
      .all({ wallet: address, limit: PROFILE_PAGE_SIZE, offset: offsetOf(page) })
      .map((row) => {
        const sellPage = `/sell/${row.nftId}`;
        const ended = row.onAuction && row.endsAt !== null && row.endsAt.getTime() <= now;
        return cardOf(row, {
          key: `listing-${row.listingId}`,
          href: `/nfttransfer/${row.listingId}`,
          detail: !row.onAuction
            ? `Price ${amountInCoin(row.priceWei)}`
            : row.highestBidWei === null
              ? `Auction · reserve ${amountInCoin(row.priceWei)}${ended ? " · ended" : ""}`
              : `Auction · highest bid ${amountInCoin(row.highestBidWei)}${ended ? " · ended, settling" : ""}`,
          actions: !row.onAuction
            ? [{ href: sellPage, label: "Change price or cancel" }]
            : row.highestBidWei === null
              ? [{ href: sellPage, label: "Cancel auction" }]
              : [],
        });
      }),
  };
}
