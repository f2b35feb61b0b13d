/**
 * What every profile tab shares: the page size and count, a wallet's address as the indexer stores
 * it, and the card a tab shows for each collectible.
 */
import { getAddress } from "ethers";
import { keptUntilCardsChange } from "~/lib/memo.server";
import { films, nfts, type Rarity } from "~db/schema";

/** Cards or entries on one page of a tab. */
export const PROFILE_PAGE_SIZE = 24;
/** The last page a tab can be asked for: keeps the merged activity bounded. */
export const PROFILE_MAX_PAGE = 50;

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

/** How a wallet's bid on an auction stands (`bidStatus`, bids.server.ts). */
export type BidStatus = "leading" | "outbid" | "won" | "lost";

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

export const pageCount = (total: number) => Math.max(1, Math.min(PROFILE_MAX_PAGE, Math.ceil(total / PROFILE_PAGE_SIZE)));
export const offsetOf = (page: number) => (page - 1) * PROFILE_PAGE_SIZE;

export const nftColumns = { nftId: nfts.id, title: nfts.title, thumbUrl: nfts.thumbUrl, rarity: nfts.rarity, filmName: films.name };

type CardFace = { title: string; thumbUrl: string; rarity: Rarity; filmName: string };
type CardOfTab = Pick<ProfileCard, "key" | "href" | "detail"> & Partial<Pick<ProfileCard, "status" | "statusText" | "actions">>;

/**
 * A card: the NFT's face from its row and what the tab says about it. Written out, not spread:
 * adding keys to a spread object takes V8's slow path, about a microsecond per card.
 */
export function cardOf(row: CardFace, tab: CardOfTab): ProfileCard {
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

/**
 * A wallet's tab, a page at a time: empty without a wallet, else `read` of its address, kept per
 * address and page until a write to what cards show.
 */
export function keptWalletTab(read: (address: string, page: number) => ProfilePage<ProfileCard>) {
  const kept = keptUntilCardsChange(({ address, page }: { address: string; page: number }) => read(address, page), {
    key: ({ address, page }) => `${address}:${page}`,
  });
  return (wallet: string | null, page: number): ProfilePage<ProfileCard> =>
    wallet ? kept({ address: chainAddress(wallet), page }) : emptyTabPage();
}
