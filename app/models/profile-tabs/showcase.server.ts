/** The Showcase tab: the tokens the wallet owns. */
import { count, desc, eq, sql } from "drizzle-orm";
import { db, prepared } from "~db/client.server";
import { films, nfts, tokens } from "~db/schema";
import { cardOf, keptWalletTab, nftColumns, offsetOf, pageCount, PROFILE_PAGE_SIZE } from "./cards.server";

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
