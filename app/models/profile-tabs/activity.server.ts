/** The Activity tab: the account's bids, purchases, sales, listings, likes and follows, merged newest first. */
import { and, count, desc, eq, sql } from "drizzle-orm";
import { amountInCoin } from "~/lib/coin.server";
import { formatDate } from "~/lib/format";
import { transactionUrl } from "~/lib/explorer.server";
import type { ActivityTag } from "~/lib/profile";
import { followList } from "~/models/follows.server";
import { db, prepared } from "~db/client.server";
import { bids, films, follows, likes, listings, nfts, sales } from "~db/schema";
import { chainAddress, nftColumns, offsetOf, pageCount, PROFILE_PAGE_SIZE, type ProfilePage } from "./cards.server";

/** Kinds of activity; the first six are the spec's tag buttons, purchases and listings show unfiltered. */
export type ActivityKind = ActivityTag | "purchases" | "listings";

export type ActivityEntry = {
  key: string;
  kind: ActivityKind;
  text: string;
  /** The item it is about; null for follows (there are no public profile pages). */
  href: string | null;
  date: string;
  value: string | null;
  txLabel: string | null;
  txUrl: string | null;
  at: number;
};

function entry(
  kind: ActivityKind,
  key: string,
  text: string,
  href: string | null,
  at: Date,
  value: bigint | null = null,
  txHash: string | null = null,
): ActivityEntry {
  return {
    key: `${kind}-${key}`,
    kind,
    text,
    href,
    at: at.getTime(),
    date: formatDate(at),
    value: value === null ? null : amountInCoin(value),
    txLabel: txHash ? `${txHash.slice(0, 10)}…` : null,
    txUrl: transactionUrl(txHash),
  };
}

type ActivitySource = { kind: ActivityKind; count: () => number; rows: (limit: number) => ActivityEntry[] };

const walletBids = prepared(() =>
  db
    .select({ ...nftColumns, id: bids.id, amountWei: bids.amountWei, txHash: bids.txHash, createdAt: bids.createdAt })
    .from(bids)
    .innerJoin(nfts, eq(nfts.id, bids.nftId))
    .innerJoin(films, eq(films.id, nfts.filmId))
    .where(eq(bids.bidderAddress, sql.placeholder("wallet")))
    .orderBy(desc(bids.createdAt), desc(bids.id))
    .limit(sql.placeholder("limit"))
    .prepare(),
);

const salesAs = (side: "buyer" | "seller") =>
  prepared(() =>
    db
      .select({ ...nftColumns, id: sales.id, priceWei: sales.priceWei, txHash: sales.txHash, createdAt: sales.createdAt })
      .from(sales)
      .innerJoin(nfts, eq(nfts.id, sales.nftId))
      .innerJoin(films, eq(films.id, nfts.filmId))
      .where(eq(side === "buyer" ? sales.buyerAddress : sales.sellerAddress, sql.placeholder("wallet")))
      .orderBy(desc(sales.createdAt), desc(sales.id))
      .limit(sql.placeholder("limit"))
      .prepare(),
  );
const walletPurchases = salesAs("buyer");
const walletSales = salesAs("seller");

const listingsOfKind = (onAuction: boolean) =>
  prepared(() =>
    db
      .select({ ...nftColumns, id: listings.id, priceWei: listings.priceWei, txHash: listings.txHash, createdAt: listings.createdAt })
      .from(listings)
      .innerJoin(nfts, eq(nfts.id, listings.nftId))
      .innerJoin(films, eq(films.id, nfts.filmId))
      .where(and(eq(listings.sellerAddress, sql.placeholder("wallet")), eq(listings.onAuction, onAuction)))
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(sql.placeholder("limit"))
      .prepare(),
  );
const walletAuctions = listingsOfKind(true);
const walletListings = listingsOfKind(false);

const accountLikes = prepared(() =>
  db
    .select({ ...nftColumns, createdAt: likes.createdAt })
    .from(likes)
    .innerJoin(nfts, eq(nfts.id, likes.nftId))
    .innerJoin(films, eq(films.id, nfts.filmId))
    .where(eq(likes.userId, sql.placeholder("userId")))
    .orderBy(desc(likes.createdAt))
    .limit(sql.placeholder("limit"))
    .prepare(),
);

function activitySources(userId: number, wallet: string | null): ActivitySource[] {
  const sources: ActivitySource[] = [
    {
      kind: "likes",
      count: () => db.select({ n: count() }).from(likes).where(eq(likes.userId, userId)).get()?.n ?? 0,
      rows: (limit) => accountLikes().all({ userId, limit }).map((r) => entry("likes", String(r.nftId), `Liked ${r.title}`, `/nftdetail/${r.nftId}`, r.createdAt)),
    },
    {
      kind: "followers",
      count: () => db.select({ n: count() }).from(follows).where(eq(follows.followedId, userId)).get()?.n ?? 0,
      rows: (limit) => followList(userId, "followers", limit).map((p) => entry("followers", p.uid, `${p.name} followed you`, null, new Date(p.at))),
    },
    {
      kind: "following",
      count: () => db.select({ n: count() }).from(follows).where(eq(follows.followerId, userId)).get()?.n ?? 0,
      rows: (limit) => followList(userId, "following", limit).map((p) => entry("following", p.uid, `You followed ${p.name}`, null, new Date(p.at))),
    },
  ];
  if (!wallet) return sources;
  const address = chainAddress(wallet);
  const bySeller = (onAuction: boolean) => () =>
    db.select({ n: count() }).from(listings).where(and(eq(listings.sellerAddress, address), eq(listings.onAuction, onAuction))).get()?.n ?? 0;
  sources.push(
    {
      kind: "bids",
      count: () => db.select({ n: count() }).from(bids).where(eq(bids.bidderAddress, address)).get()?.n ?? 0,
      rows: (limit) =>
        walletBids()
          .all({ wallet: address, limit })
          .map((r) => entry("bids", String(r.id), `Bid on ${r.title}`, `/nftdetail/${r.nftId}`, r.createdAt, r.amountWei, r.txHash)),
    },
    {
      kind: "purchases",
      count: () => db.select({ n: count() }).from(sales).where(eq(sales.buyerAddress, address)).get()?.n ?? 0,
      rows: (limit) =>
        walletPurchases()
          .all({ wallet: address, limit })
          .map((r) => entry("purchases", String(r.id), `Bought ${r.title}`, `/nftshowcase/${r.nftId}`, r.createdAt, r.priceWei, r.txHash)),
    },
    {
      kind: "sold",
      count: () => db.select({ n: count() }).from(sales).where(eq(sales.sellerAddress, address)).get()?.n ?? 0,
      rows: (limit) =>
        walletSales()
          .all({ wallet: address, limit })
          .map((r) => entry("sold", String(r.id), `Sold ${r.title}`, `/nftdetail/${r.nftId}`, r.createdAt, r.priceWei, r.txHash)),
    },
    {
      kind: "auctions",
      count: bySeller(true),
      rows: (limit) =>
        walletAuctions()
          .all({ wallet: address, limit })
          .map((r) => entry("auctions", String(r.id), `Put ${r.title} up for auction`, `/nfttransfer/${r.id}`, r.createdAt, r.priceWei, r.txHash)),
    },
    {
      kind: "listings",
      count: bySeller(false),
      rows: (limit) =>
        walletListings()
          .all({ wallet: address, limit })
          .map((r) => entry("listings", String(r.id), `Listed ${r.title} for sale`, `/nfttransfer/${r.id}`, r.createdAt, r.priceWei, r.txHash)),
    },
  );
  return sources;
}

/**
 * Activity, newest first, one page at a time; a tag keeps only that kind. Each source reads just
 * the rows up to the end of the asked page, so a page costs at most page × size rows per source.
 */
export function activityTab(userId: number, wallet: string | null, tag: ActivityTag | null, page: number): ProfilePage<ActivityEntry> {
  const sources = activitySources(userId, wallet).filter((source) => tag === null || source.kind === tag);
  const total = sources.reduce((sum, source) => sum + source.count(), 0);
  const end = page * PROFILE_PAGE_SIZE;
  const merged = sources.flatMap((source) => source.rows(end)).sort((a, b) => b.at - a.at || a.key.localeCompare(b.key));
  return { items: merged.slice(offsetOf(page), end), page, pageCount: pageCount(total) };
}
