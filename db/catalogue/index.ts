import { FILMS } from "./films";
import { LOTTERIES } from "./lotteries";
import { NFTS } from "./nfts";
import { PARTNERS, TEAM } from "./people";
import { POSTS } from "./posts";
import { STUDIOS } from "./studios";

export type { FilmSeed, FilmSlug } from "./films";
export type { LotterySeed } from "./lotteries";
export type { NftSeed } from "./nfts";
export type { PostSeed } from "./posts";
export type { StudioSeed, StudioSlug } from "./studios";

/**
 * Everything the artwork generator needs to draw the seeded catalogue's images.
 * Image n of each list (from 1) belongs to the item at index n - 1.
 */
export const CATALOGUE = {
  studios: STUDIOS,
  films: FILMS,
  nfts: NFTS,
  posts: POSTS,
  lotteries: LOTTERIES,
  team: TEAM,
  partners: PARTNERS,
} as const;
