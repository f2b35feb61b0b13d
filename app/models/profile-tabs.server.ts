/**
 * The profile's tabs, read from the chain's read model for the account's active wallet
 * (docs/decisions/087-profile-from-the-chain.md): Bids (auctions it bid on and how each stands),
 * Showcase (tokens it owns), On Sale (its live listings and auctions) and Activity (bids,
 * purchases, sales, listings, likes and follows). Every list is paged and every query indexed.
 * One module per tab in profile-tabs/; the card and paging they share in profile-tabs/cards.server.ts.
 */
import { choiceParam, pageParam } from "~/lib/input.server";
import { ACTIVITY_TAGS, PROFILE_TABS } from "~/lib/profile";
import { orderCursorParam } from "~/models/my-orders.server";
import { PROFILE_MAX_PAGE } from "./profile-tabs/cards.server";

export {
  chainAddress,
  emptyTabPage,
  PROFILE_MAX_PAGE,
  PROFILE_PAGE_SIZE,
  type BidStatus,
  type ProfileCard,
  type ProfilePage,
} from "./profile-tabs/cards.server";
export * from "./profile-tabs/bids.server";
export * from "./profile-tabs/showcase.server";
export * from "./profile-tabs/on-sale.server";
export * from "./profile-tabs/activity.server";

/** The profile's query string: which tab, the activity's tag, the page, and where My orders goes on from (built once, not per request). */
export const profileQueryShape = { tab: choiceParam(PROFILE_TABS), tag: choiceParam(ACTIVITY_TAGS), page: pageParam(PROFILE_MAX_PAGE), before: orderCursorParam };
