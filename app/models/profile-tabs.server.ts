/**
 * The profile's tabs, read from the chain's read model for the account's active wallet
 * (docs/decisions/087-profile-from-the-chain.md): Bids (auctions it bid on and how each stands),
 * Showcase (tokens it owns), On Sale (its live listings and auctions) and Activity (bids,
 * purchases, sales, listings, likes and follows). Every list is paged and every query indexed.
 */
import { and, count, countDistinct, desc, eq, sql } from "drizzle-orm";
import { getAddress } from "ethers";
import { amountInCoin } from "~/lib/coin.server";
import { formatDate } from "~/lib/format";
import { transactionUrl } from "~/lib/explorer.server";
import { choiceParam, pageParam } from "~/lib/input.server";
import { keptUntilCardsChange } from "~/lib/memo.server";
import { ACTIVITY_TAGS, PROFILE_TABS, type ActivityTag } from "~/lib/profile";
import { followList } from "~/models/follows.server";
import { orderCursorParam } from "~/models/my-orders.server";
import { db, prepared } from "~db/client.server";
import { bids, films, likes, listingIsActive, listings, nfts, sales, tokens, follows, type Rarity } from "~db/schema";

/** Cards or entries on one page of a tab. */
export const PROFILE_PAGE_SIZE = 24;
/** The last page a tab can be asked for: keeps the merged activity bounded. */
export const PROFILE_MAX_PAGE = 50;

/** The profile's query string: which tab, the activity's tag, the page, and where My orders goes on from (built once, not per request). */
export const profileQueryShape = { tab: choiceParam(PROFILE_TABS), tag: choiceParam(ACTIVITY_TAGS), page: pageParam(PROFILE_MAX_PAGE), before: orderCursorParam };

/** Checksummed addresses already worked out: a checksum is a keccak hash, about 20 µs each. */
const checksummed = new Map<string, string>();
const CHECKSUMMED_MAX = 1000;

/** An address as the indexer stores it (checksummed), so lookups use the address indexes. */
export function chainAddress(address: string): string {
  let stored = checksummed.get(address);
  if (stored === undefined) {
    try {
      stored = getAddress(address.toLowerCase());
    } catch {
      stored = address;
    }
    if (checksummed.size >= CHECKSUMMED_MAX) checksummed.clear();
    checksummed.set(address, stored);
  }
  return stored;
}

/* ---------- Bid status ---------- */

export type BidStatus = "leading" | "outbid" | "won" | "lost";

/**
 * How a wallet's bids on one auction stand: while the auction is open it is leading or outbid;
 * once settled it won or lost. An auction that ended without this wallet winning is lost.
 */
export function bidStatus(auction: { status: "active" | "sold" | "cancelled" | "settled"; highestBidder: string | null }, wallet: string): BidStatus {
  const isHighest = auction.highestBidder !== null && auction.highestBidder.toLowerCase() === wallet.toLowerCase();
  if (auction.status === "active") return isHighest ? "leading" : "outbid";
  return auction.status === "settled" && isHighest ? "won" : "lost";
}

const BID_STATUS_TEXT: Record<BidStatus, string> = { leading: "Leading", outbid: "Outbid", won: "Won", lost: "Lost" };

/* ---------- Cards ---------- */

/** A collectible in a profile tab, styled by its rarity. */
export type ProfileCard = {
  key: string;
  title: string;
  thumbUrl: string;
  rarity: Rarity;
  filmName: string;
  href: string;
  /** One line under the title, e.g. "Your bid 0.20000 ETH". */
  detail: string;
  /** Bids tab: how the wallet's bid stands. */
  status: BidStatus | null;
  statusText: string | null;
  /** Owner actions (Put to Sale, change price or cancel) on the sell page. */
  actions: { href: string; label: string }[];
};

export type ProfilePage<T> = { items: T[]; page: number; pageCount: number };

/** A tab with nothing to show: a wallet-less account's trading tabs, or a tab not opened. */
export function emptyTabPage<T>(): ProfilePage<T> {
  return { items: [], page: 1, pageCount: 1 };
}

const pageCount = (total: number) => Math.max(1, Math.min(PROFILE_MAX_PAGE, Math.ceil(total / PROFILE_PAGE_SIZE)));
const offsetOf = (page: number) => (page - 1) * PROFILE_PAGE_SIZE;

const nftColumns = { nftId: nfts.id, title: nfts.title, thumbUrl: nfts.thumbUrl, rarity: nfts.rarity, filmName: films.name };

type CardFace = { title: string; thumbUrl: string; rarity: Rarity; filmName: string };
type CardOfTab = Pick<ProfileCard, "key" | "href" | "detail"> & Partial<Pick<ProfileCard, "status" | "statusText" | "actions">>;

/**
 * A card: the NFT's face from its row and what the tab says about it. Written out, not spread:
 * adding keys to a spread object takes V8's slow path, about a microsecond per card.
 */
function cardOf(row: CardFace, tab: CardOfTab): ProfileCard {
  return {
    key: tab.key,
    title: row.title,
    thumbUrl: row.thumbUrl,
    rarity: row.rarity,
    filmName: row.filmName,
    href: tab.href,
    detail: tab.detail,
    status: tab.status ?? null,
    statusText: tab.statusText ?? null,
    actions: tab.actions ?? [],
  };
}

/** The wallet's latest bid on an auction is its highest: every bid beats the one before. */
const latestBidOf = sql<string>`(
  SELECT own.amount_wei FROM ${bids} own
  WHERE own.listing_id = ${listings.id} AND own.bidder_address = ${sql.placeholder("wallet")}
  ORDER BY own.block_number DESC, own.log_index DESC, own.id DESC LIMIT 1
)`;

const auctionsBidOn = prepared(() =>
  db
    .select({
      ...nftColumns,
      listingId: listings.id,
      status: listings.status,
      highestBidder: listings.highestBidder,
      highestBidWei: listings.highestBidWei,
      myBid: latestBidOf,
      lastBidAt: sql<number>`max(${bids.createdAt})`,
    })
    .from(bids)
    .innerJoin(listings, eq(listings.id, bids.listingId))
    .innerJoin(nfts, eq(nfts.id, listings.nftId))
    .innerJoin(films, eq(films.id, nfts.filmId))
    .where(eq(bids.bidderAddress, sql.placeholder("wallet")))
    .groupBy(bids.listingId)
    .orderBy(desc(sql`max(${bids.createdAt})`), desc(bids.listingId))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare(),
);

const auctionsBidOnCount = prepared(() =>
  db.select({ n: countDistinct(bids.listingId) }).from(bids).where(eq(bids.bidderAddress, sql.placeholder("wallet"))).prepare(),
);

/**
 * A wallet's tab, a page at a time: empty without a wallet, else `read` of its address, kept per
 * address and page until a write to what cards show.
 */
function keptWalletTab(read: (address: string, page: number) => ProfilePage<ProfileCard>) {
  const kept = keptUntilCardsChange(({ address, page }: { address: string; page: number }) => read(address, page), {
    key: ({ address, page }) => `${address}:${page}`,
  });
  return (wallet: string | null, page: number): ProfilePage<ProfileCard> =>
    wallet ? kept({ address: chainAddress(wallet), page }) : emptyTabPage();
}

/**
 * Bids: each auction the wallet bid on, with its latest bid and how it stands, linking to the
 * item. Kept until a write to bids or to what cards show (the indexer's bids bump the cards
 * generation: docs/decisions/116-bids-tab-kept-until-a-write.md); how a bid stands follows its
 * listing's status and highest bidder, never the clock.
 */
export const bidsTab = keptWalletTab((address, page) => ({
  page,
  pageCount: pageCount(auctionsBidOnCount().get({ wallet: address })?.n ?? 0),
  items: auctionsBidOn()
    .all({ wallet: address, limit: PROFILE_PAGE_SIZE, offset: offsetOf(page) })
    .map((row) => {
      const status = bidStatus(row, address);
      return cardOf(row, {
        key: `auction-${row.listingId}`,
        href: `/nftdetail/${row.nftId}`,
        detail: `Your bid ${amountInCoin(BigInt(row.myBid))}`,
        status,
        statusText: BID_STATUS_TEXT[status],
      });
    }),
}));

const ownedTokens = prepared(() =>
  db
    .select({ ...nftColumns, tokenId: tokens.tokenId })
    .from(tokens)
    .innerJoin(nfts, eq(nfts.id, tokens.nftId))
    .innerJoin(films, eq(films.id, nfts.filmId))
    .where(eq(tokens.ownerAddress, sql.placeholder("wallet")))
    .orderBy(desc(tokens.updatedBlock), desc(tokens.tokenId))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare(),
);

const ownedTokenCount = prepared(() =>
  db.select({ n: count() }).from(tokens).where(eq(tokens.ownerAddress, sql.placeholder("wallet"))).prepare(),
);

/**
 * Showcase: the tokens the wallet owns, linking to the owned-NFT view, each with Put to Sale.
 * Kept until a write to tokens or to what cards show (the indexer's transfers and mints bump the
 * cards generation: docs/decisions/105-showcase-kept-until-a-write.md): collectors open their
 * profile far more often than their tokens move.
 */
export const showcaseTab = keptWalletTab((address, page) => ({
  page,
  pageCount: pageCount(ownedTokenCount().get({ wallet: address })?.n ?? 0),
  items: ownedTokens()
    .all({ wallet: address, limit: PROFILE_PAGE_SIZE, offset: offsetOf(page) })
    .map((row) =>
      cardOf(row, {
        key: `token-${row.tokenId}`,
        href: `/nftshowcase/${row.nftId}`,
        detail: `Token #${row.tokenId}`,
        actions: [{ href: `/sell/${row.nftId}`, label: "Put to Sale" }],
      }),
    ),
}));

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

/* ---------- Activity ---------- */

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
