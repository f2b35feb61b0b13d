import { and, count, desc, eq, gt, not, or, sql, type SQL } from "drizzle-orm";
import { notFound } from "~/lib/http.server";
import { choiceParam, pageParam } from "~/lib/input.server";
import { ARTWORK_MESSAGES } from "~/lib/validation/studio";
import { exploreFilterShape, titleMatches, titleSearchShape, titleSearchValue } from "~/models/nfts.server";
import { removeUploads, storeArtwork } from "~/models/profile.server";
import { requireHouse, type StudioActor } from "~/models/studio/access.server";
import { recordAudit } from "~/models/studio/audit.server";
import { afterCatalogueWrite, auditedWrite, conflict, fieldError, type SaveResult } from "~/models/studio/catalogue.server";
import { db } from "~db/client.server";
import { films, isPublishedNft, isUnpublishedNft, nfts, productionHouses, tokens, type Rarity } from "~db/schema";
import { config } from "~/config.server";
import { appChain, auctionFromMinter, mintForPrimaryAuction } from "~/services/chain.server";
import { serialOf } from "~db/seed";

/** The NFT form's values once parsed: price in cents, the spec's auction Yes/No. */
export type NftInput = {
  title: string;
  description: string;
  about: string;
  filmId: number;
  rarity: Rarity;
  category: string;
  celebrity: string;
  productionHouseId: number;
  priceUsd: number;
  quantity: number;
  auction: "Yes" | "No";
  exclusive: string;
};

export const NFT_MESSAGES = {
  belowSold: (sold: number) => `${sold} editions are already sold: the quantity cannot be lower than that.`,
  otherHouse: "You can only manage NFTs of your own production house.",
  filmOfOtherHouse: "That film belongs to another production house.",
  noFilm: "There is no film with that id.",
  auctionSingle: "An auction NFT is a single token: set the quantity to 1.",
  saleTypeFixed: "This NFT already has a token: it can no longer switch between auction and fixed price.",
  fixedPrice: "This NFT sells at a fixed price: set Auction to Yes first.",
  auctionStarted: "This NFT's auction has already started: its single token is minted once.",
  auctionFailed: (reason: string) => `The auction did not start. ${reason}`,
  auctionUnitTaken: "Its single token is minted: its auction shows here while it is open, and no other auction starts for this NFT.",
  saleTypeHint: "Fixed now: this NFT already has a token.",
} as const;

/** The console's NFT list: a title search, the published state and the page (each bad value is ignored and reported). */
export const studioNftQueryShape = {
  q: exploreFilterShape.q,
  status: choiceParam(["published", "unpublished"]),
  page: pageParam(100_000),
};

export type StudioNftFilter = { q?: string; status?: "published" | "unpublished" };

/** Rows on a page of the console's NFT list. */
export const STUDIO_NFT_PAGE_SIZE = 50;

/**
 * A page of the NFTs the actor manages (every NFT for an admin), newest first, and how many match,
 * each read from an index (docs/decisions/122-console-lists-page-through.md).
 */
export function studioNftPage(actor: StudioActor, filter: StudioNftFilter, page: number) {
  const ofActor = and(
    actor.productionHouseId === null ? undefined : eq(nfts.productionHouseId, actor.productionHouseId),
    filter.q === undefined ? undefined : titleMatches(titleSearchShape(filter.q), titleSearchValue(filter.q)),
  );
  const unpublished = isUnpublishedNft(nfts.published);
  const where = filter.status === undefined ? ofActor : and(ofActor, filter.status === "published" ? isPublishedNft(nfts.published) : unpublished);
  const countOf = (condition: SQL | undefined) => db.select({ n: count() }).from(nfts).where(condition).get()!.n;
  const rows = db
    .select({
      id: nfts.id,
      serial: nfts.serial,
      title: nfts.title,
      priceCents: nfts.priceCents,
      quantity: nfts.quantity,
      available: nfts.available,
      saleType: nfts.saleType,
      published: nfts.published,
      filmName: films.name,
      houseName: productionHouses.name,
    })
    .from(nfts)
    .innerJoin(films, eq(films.id, nfts.filmId))
    .innerJoin(productionHouses, eq(productionHouses.id, nfts.productionHouseId))
    .where(where)
    // Every house's unpublished NFTs are read from their partial index and sorted: `+id` keeps
    // SQLite from walking every id in order instead, which at 100,000 NFTs read them all to find
    // a few. One house's come from that index in id order already.
    .orderBy(filter.status === "unpublished" && actor.productionHouseId === null ? sql`+${nfts.id} desc` : desc(nfts.id))
    .limit(STUDIO_NFT_PAGE_SIZE)
    .offset((page - 1) * STUDIO_NFT_PAGE_SIZE)
    .all();
  // The published are all less the unpublished: two index counts, where counting them reads every row.
  const total = filter.status === "published" ? countOf(ofActor) - countOf(and(ofActor, unpublished)) : countOf(where);
  return { nfts: rows, total };
}

/** One NFT for its edit form; a 404 when there is none, a 403 when it is another house's. */
export function nftForEdit(actor: StudioActor, id: number) {
  const nft = db.select().from(nfts).where(eq(nfts.id, id)).get();
  if (!nft) notFound("There is no NFT with that id.");
  requireHouse(actor, nft.productionHouseId);
  return nft;
}

/** The house and film must be the actor's, and the film must belong to the house. */
function checkOwnership(actor: StudioActor, input: NftInput) {
  if (actor.productionHouseId !== null && input.productionHouseId !== actor.productionHouseId) return fieldError("productionHouseId", NFT_MESSAGES.otherHouse);
  const film = db.select({ houseId: films.productionHouseId }).from(films).where(eq(films.id, input.filmId)).get();
  if (!film) return fieldError("filmId", NFT_MESSAGES.noFilm);
  if (film.houseId !== input.productionHouseId) return fieldError("filmId", NFT_MESSAGES.filmOfOtherHouse);
  if (input.auction === "Yes" && input.quantity !== 1) return fieldError("quantity", NFT_MESSAGES.auctionSingle);
  return null;
}

function columns(input: NftInput) {
  const { priceUsd, auction, ...rest } = input;
  return { ...rest, priceCents: priceUsd, saleType: auction === "Yes" ? ("auction" as const) : ("fixed" as const) };
}

/**
 * Creates an NFT from the form and its artwork (stored with a thumbnail), unpublished until the
 * studio publishes it. Refused artwork stores nothing.
 */
export async function createNft(actor: StudioActor, input: NftInput, artwork: File): Promise<SaveResult> {
  const refused = checkOwnership(actor, input);
  if (refused) return refused;
  const stored = await storeArtwork(artwork, ARTWORK_MESSAGES);
  if (!stored.ok) return fieldError("artwork", stored.error);
  return db.transaction(() => {
    const values = columns(input);
    const created = db
      .insert(nfts)
      .values({ ...values, serial: `new-${stored.thumbUrl}`, mediaUrl: stored.mediaUrl, thumbUrl: stored.thumbUrl, available: values.quantity, published: false })
      .returning({ id: nfts.id })
      .get();
    const after = db.update(nfts).set({ serial: serialOf(input.rarity, created.id) }).where(eq(nfts.id, created.id)).returning().get();
    recordAudit({ actorUserId: actor.id, action: "nft.create", entity: "nft", entityId: created.id, before: null, after });
    afterCatalogueWrite();
    return { ok: true, id: created.id } as const;
  });
}

/** An NFT of which the indexer has seen a token. */
const hasToken = sql`exists (select 1 from ${tokens} where ${tokens.nftId} = ${nfts.id})`;

/** An NFT with a unit out (sold, or taken by its auction) or a token. */
const unitOrTokenOut = or(hasToken, sql`${nfts.available} < ${nfts.quantity}`)!;

/** Whether the NFT's sale type can no longer change: it has a token or a unit out (docs/decisions/093-primary-auctions.md). */
export function saleTypeFixed(id: number): boolean {
  return db.select({ id: nfts.id }).from(nfts).where(and(eq(nfts.id, id), unitOrTokenOut)).get() !== undefined;
}

/**
 * Saves an NFT if nobody saved it since `version`. The quantity never drops below the editions
 * already sold (checked in the same UPDATE, so a sale landing meanwhile still counts), and new
 * artwork replaces the old files only once the row points at it.
 */
export async function updateNft(actor: StudioActor, id: number, version: number, input: NftInput, artwork?: File): Promise<SaveResult> {
  const before = nftForEdit(actor, id);
  const refused = checkOwnership(actor, input);
  if (refused) return refused;
  const sold = before.quantity - before.available;
  if (input.quantity < sold) return fieldError("quantity", NFT_MESSAGES.belowSold(sold));
  const values = columns(input);
  if (values.saleType !== before.saleType && saleTypeFixed(id)) return fieldError("auction", NFT_MESSAGES.saleTypeFixed);
  if (before.version !== version) return conflict();
  const stored = artwork ? await storeArtwork(artwork, ARTWORK_MESSAGES) : null;
  if (stored && !stored.ok) return fieldError("artwork", stored.error);
  const result = db.transaction(() => {
    const after = db
      .update(nfts)
      .set({
        ...values,
        ...(stored ? { mediaUrl: stored.mediaUrl, thumbUrl: stored.thumbUrl } : {}),
        available: sql`${values.quantity} - (${nfts.quantity} - ${nfts.available})`,
        version: sql`${nfts.version} + 1`,
      })
      .where(
        and(
          eq(nfts.id, id),
          eq(nfts.version, version),
          sql`${nfts.quantity} - ${nfts.available} <= ${values.quantity}`,
          or(eq(nfts.saleType, values.saleType), not(unitOrTokenOut)),
        ),
      )
      .returning()
      .get();
    if (!after) {
      const now = db.select({ version: nfts.version, sold: sql<number>`${nfts.quantity} - ${nfts.available}` }).from(nfts).where(eq(nfts.id, id)).get()!;
      if (now.version !== version) return conflict();
      return now.sold > values.quantity ? fieldError("quantity", NFT_MESSAGES.belowSold(now.sold)) : fieldError("auction", NFT_MESSAGES.saleTypeFixed);
    }
    recordAudit({ actorUserId: actor.id, action: "nft.update", entity: "nft", entityId: id, before, after });
    afterCatalogueWrite();
    return { ok: true, id } as const;
  });
  await removeUploads(result.ok && stored ? [before.mediaUrl, before.thumbUrl] : stored?.ok ? [stored.mediaUrl, stored.thumbUrl] : []);
  return result;
}

/** Shows or hides an NFT on every public page; an unpublished NFT's detail page is a 404. */
export function setNftPublished(actor: StudioActor, id: number, version: number, published: boolean): SaveResult {
  const before = nftForEdit(actor, id);
  return auditedWrite(actor, { action: published ? "nft.publish" : "nft.unpublish", entity: "nft", id, before }, () =>
    db.update(nfts).set({ published, version: sql`${nfts.version} + 1` }).where(and(eq(nfts.id, id), eq(nfts.version, version))).returning().get(),
  );
}

/** Takes an auction item's single unit for its auction: its edition size, or null when the unit or a token is gone already. */
function takeAuctionUnit(id: number): number | null {
  return db.transaction(() => {
    const taken = db
      .update(nfts)
      .set({ available: sql`${nfts.available} - 1` })
      .where(and(eq(nfts.id, id), eq(nfts.saleType, "auction"), gt(nfts.available, 0), not(hasToken)))
      .returning({ quantity: nfts.quantity })
      .get();
    if (!taken) return null;
    afterCatalogueWrite();
    return taken.quantity;
  });
}

/** Puts back the unit a start that failed had taken. */
function returnAuctionUnit(id: number) {
  db.transaction(() => {
    db.update(nfts).set({ available: sql`min(${nfts.available} + 1, ${nfts.quantity})` }).where(eq(nfts.id, id)).run();
    afterCatalogueWrite();
  });
}

/**
 * Opens the auction of a primary auction item (docs/decisions/093-primary-auctions.md): the minter
 * mints its single token to itself, royalty to the production house, and auctions it at `reserveWei`
 * for `days`. One UPDATE takes the item's unit before anything is sent, so of two starts, however
 * close, one goes on and the other is refused; the mint is keyed by the item and counted against
 * its edition by the contract. A start the chain fails gives the unit back; trying again before
 * the indexer has the token a failed start left minted auctions it rather than minting another.
 * The trading pages show the auction once the indexer has the AuctionCreated event.
 */
export async function startPrimaryAuction(actor: StudioActor, id: number, reserveWei: bigint, days: number): Promise<SaveResult> {
  const before = nftForEdit(actor, id);
  if (before.saleType !== "auction") return fieldError("reserve", NFT_MESSAGES.fixedPrice);
  const chain = appChain();
  const editionSize = takeAuctionUnit(id);
  if (editionSize === null) return fieldError("reserve", NFT_MESSAGES.auctionStarted);
  const payout = db.select({ payout: productionHouses.payoutAddress }).from(productionHouses).where(eq(productionHouses.id, before.productionHouseId)).get()?.payout;
  try {
    const token = await mintForPrimaryAuction(chain, { nftId: id, editionSize, royaltyReceiver: payout ?? config.chain.roles.treasury });
    // A token a failed start minted and that has left the minter since is auctioned already.
    if (token.owner.toLowerCase() !== chain.minter.address.toLowerCase()) return fieldError("reserve", NFT_MESSAGES.auctionStarted);
    const auction = await auctionFromMinter(chain, token.tokenId, reserveWei, days);
    recordAudit({ actorUserId: actor.id, action: "nft.auction", entity: "nft", entityId: id, before: null, after: { tokenId: token.tokenId, reserveWei: reserveWei.toString(), days, ...auction } });
    return { ok: true, id };
  } catch (error) {
    returnAuctionUnit(id);
    return fieldError("reserve", NFT_MESSAGES.auctionFailed(chain.explain(error).message));
  }
}
