/**
 * Offers on tokens (docs/decisions/173-offers.md): the token's offer page and the profile's Offers
 * tab read the indexer's `offers` rows; making, accepting, declining and cancelling one are
 * checked against the chain and handed to the wallet as transactions, as every trade is
 * (docs/decisions/080-wallet-signs-server-prepares.md). The indexer records what happened.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { config } from "~/config.server";
import { amountInCoin } from "~/lib/coin.server";
import { formatDateTime, shortAddress } from "~/lib/format";
import type { OfferInput } from "~/lib/validation/market";
import { chainAddress } from "~/models/profile-tabs.server";
import { approvalStep, ready, refuse, sameAddress, walletTx, type Prepared } from "~/models/trading.server";
import { appChain, chainTime, ownerOf, readOffer } from "~/services/chain.server";
import { db, prepared } from "~db/client.server";
import { films, listingIsActive, listings, nfts, offerIsActive, offers, tokens, type OfferStatus } from "~db/schema";

/** The durations a collector chooses from, in days; the contract allows 1 to 30. */
export const OFFER_DAYS = [1, 3, 7, 14, 30] as const;

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

const tokenStatement = prepared(() =>
  db
    .select({ tokenId: tokens.tokenId, owner: tokens.ownerAddress, nftId: nfts.id, title: nfts.title, thumbUrl: nfts.thumbUrl, filmName: films.name })
    .from(tokens)
    .innerJoin(nfts, eq(nfts.id, tokens.nftId))
    .innerJoin(films, eq(films.id, nfts.filmId))
    .where(eq(tokens.tokenId, sql.placeholder("tokenId")))
    .prepare(),
);

const activeOfferStatement = prepared(() =>
  db
    .select()
    .from(offers)
    .where(and(eq(offers.tokenId, sql.placeholder("tokenId")), offerIsActive))
    .orderBy(desc(offers.chainOfferId))
    .limit(1)
    .prepare(),
);

const openListingStatement = prepared(() =>
  db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.tokenId, sql.placeholder("tokenId")), listingIsActive))
    .orderBy(desc(listings.id))
    .limit(1)
    .prepare(),
);

/** The token's offer as its page shows it. */
export type OfferView = {
  offerId: number;
  amount: string;
  fee: string;
  buyer: string;
  buyerLabel: string;
  expires: string;
  expired: boolean;
};

/** Who is looking at a token's offer: its owner may accept or decline, its offerer cancel, anyone else outbid it. */
export type OfferRole = "owner" | "offerer" | "collector" | "visitor";

/**
 * The token's page of offers: the token, its live offer (or the last one while it has not been
 * ended on chain), whether it is listed, and what the viewer may do. Null for an unknown token.
 */
export function tokenOfferPage(tokenId: number, viewer: string | null, now = Date.now()) {
  const token = tokenStatement().get({ tokenId });
  if (!token) return null;
  const row = activeOfferStatement().get({ tokenId });
  const offer: OfferView | null = row
    ? {
        offerId: row.chainOfferId,
        amount: amountInCoin(row.amountWei),
        fee: amountInCoin(row.feeWei),
        buyer: row.buyerAddress,
        buyerLabel: shortAddress(row.buyerAddress),
        expires: formatDateTime(row.expiresAt),
        expired: row.expiresAt.getTime() <= now,
      }
    : null;
  const role: OfferRole = viewer === null ? "visitor" : sameAddress(token.owner, viewer) ? "owner" : offer && sameAddress(offer.buyer, viewer) ? "offerer" : "collector";
  return {
    token: { tokenId: token.tokenId, nftId: token.nftId, title: token.title, thumbUrl: token.thumbUrl, filmName: token.filmName, owner: token.owner, ownerLabel: shortAddress(token.owner) },
    offer,
    role,
    listingId: openListingStatement().get({ tokenId })?.id ?? null,
    coinSymbol: config.chain.coinSymbol,
    days: OFFER_DAYS,
  };
}

/** One line of the profile's Offers tab. */
export type ProfileOffer = { key: string; tokenId: number; title: string; amount: string; text: string; date: string };

const STATUS_TEXT: Record<OfferStatus, string> = {
  active: "Waiting for the owner",
  accepted: "Accepted: the token is yours",
  cancelled: "Cancelled: refunded",
  declined: "Declined: refunded",
  expired: "Expired: refunded",
  outbid: "Outbid: refunded",
};

/** How many offers of each kind the tab lists, newest first. */
const PROFILE_OFFERS_LIMIT = 50;

const receivedStatement = prepared(() =>
  db
    .select({ id: offers.id, tokenId: offers.tokenId, title: nfts.title, amountWei: offers.amountWei, expiresAt: offers.expiresAt, buyer: offers.buyerAddress })
    .from(tokens)
    .innerJoin(offers, and(eq(offers.tokenId, tokens.tokenId), offerIsActive))
    .innerJoin(nfts, eq(nfts.id, offers.nftId))
    .where(eq(tokens.ownerAddress, sql.placeholder("owner")))
    .orderBy(desc(offers.id))
    .limit(PROFILE_OFFERS_LIMIT)
    .prepare(),
);

const madeStatement = prepared(() =>
  db
    .select({ id: offers.id, tokenId: offers.tokenId, title: nfts.title, amountWei: offers.amountWei, expiresAt: offers.expiresAt, status: offers.status })
    .from(offers)
    .innerJoin(nfts, eq(nfts.id, offers.nftId))
    .where(eq(offers.buyerAddress, sql.placeholder("buyer")))
    .orderBy(desc(offers.createdAt))
    .limit(PROFILE_OFFERS_LIMIT)
    .prepare(),
);

/** The profile's Offers tab: live offers on the wallet's tokens, and the offers the wallet made. */
export function profileOffers(wallet: string, now = Date.now()): { received: ProfileOffer[]; made: ProfileOffer[] } {
  const address = chainAddress(wallet);
  const expiry = (at: Date) => (at.getTime() <= now ? "Expired: ending soon" : `Until ${formatDateTime(at)}`);
  return {
    received: receivedStatement()
      .all({ owner: address })
      .map((row) => ({ key: `r${row.id}`, tokenId: row.tokenId, title: row.title, amount: amountInCoin(row.amountWei), text: `From ${shortAddress(row.buyer)}`, date: expiry(row.expiresAt) })),
    made: madeStatement()
      .all({ buyer: address })
      .map((row) => ({
        key: `m${row.id}`,
        tokenId: row.tokenId,
        title: row.title,
        amount: amountInCoin(row.amountWei),
        text: row.status === "active" && row.expiresAt.getTime() <= now ? STATUS_TEXT.expired : STATUS_TEXT[row.status],
        date: row.status === "active" ? expiry(row.expiresAt) : "",
      })),
  };
}

// ---------------------------------------------------------------------------------------------
// Trading
// ---------------------------------------------------------------------------------------------

const tokenKnownStatement = prepared(() => db.select({ tokenId: tokens.tokenId }).from(tokens).where(eq(tokens.tokenId, sql.placeholder("tokenId"))).prepare());

/**
 * What the token's offer page asks the wallet to send for one of its forms, checked against the
 * chain as it is now: an offer must beat the live one, only the owner accepts or declines, only
 * the offerer cancels, and an answer names the offer the user saw, so a replaced offer is never
 * accepted unseen.
 */
export async function prepareOfferTrade(address: string, tokenId: number, input: OfferInput): Promise<Prepared> {
  if (!tokenKnownStatement().get({ tokenId })) return refuse("There is no token like that.");
  const chain = appChain();
  const market = chain.market.interface;
  const [owner, offer, now] = await Promise.all([ownerOf(chain, tokenId), readOffer(chain, tokenId), chainTime(chain)]);
  const live = offer !== null && offer.expiresAt * 1000 > now;
  if (input.intent === "offer") {
    if (sameAddress(owner, address)) return refuse("This token is yours: you cannot make an offer on it.");
    if (live && input.amount <= offer.amountWei) return refuse(`Please offer more than the current offer of ${amountInCoin(offer.amountWei)}.`);
    const total = (await chain.market.resaleTotal(input.amount)) as bigint;
    return ready(chain, [{ kind: "offer", tx: walletTx(chain, market.encodeFunctionData("makeOffer", [tokenId, input.amount, input.days]), total) }]);
  }
  if (!offer || offer.offerId !== input.offerId) return refuse("This offer is no longer open: reload the page to see the token's offer.");
  switch (input.intent) {
    case "accept": {
      if (!sameAddress(owner, address)) return refuse("Only the token's owner can accept an offer.");
      if (!live) return refuse("This offer has expired.");
      const approval = await approvalStep(chain, address, tokenId);
      const accept = { kind: "accept-offer" as const, tx: walletTx(chain, market.encodeFunctionData("acceptOffer", [offer.offerId, tokenId])) };
      return ready(chain, [...(approval ? [approval] : []), accept]);
    }
    case "decline":
      if (!sameAddress(owner, address)) return refuse("Only the token's owner can decline an offer.");
      return ready(chain, [{ kind: "end-offer", tx: walletTx(chain, market.encodeFunctionData("cancelOffer", [offer.offerId, tokenId])) }]);
    case "cancel":
      if (!sameAddress(offer.buyer, address)) return refuse("Only the collector who made this offer can cancel it.");
      return ready(chain, [{ kind: "end-offer", tx: walletTx(chain, market.encodeFunctionData("cancelOffer", [offer.offerId, tokenId])) }]);
  }
}
