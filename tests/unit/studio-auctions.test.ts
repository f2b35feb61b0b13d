import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { indexToHead } from "~/jobs/indexer.server";
import { activeAuctionForNft } from "~/models/auctions.server";
import { loader as detailPage } from "~/routes/nftdetail.$nftid";
import { action as editNft } from "~/routes/studio.nfts.$id";
import { readAuction, type ChainContext } from "~/services/chain.server";
import type { DevChain } from "~/services/devchain.server";
import { db } from "~db/client.server";
import { auditLog, listings, nfts, productionHouses, tokens } from "~db/schema";
import { startAppChain, stopAppChain } from "./support/chain";
import { createUser, post, visit } from "./support";
import { consoleUser, houses } from "./studio-support";

let node: DevChain;
let chain: ChainContext;
const { home, other } = houses();

/** A primary auction item of the home house with no token yet, as the console creates one. */
function auctionItem(): number {
  const seeded = db.select().from(nfts).where(eq(nfts.productionHouseId, home.id)).get()!;
  const { title, description, about, filmId, productionHouseId, celebrity, rarity, category, priceCents, mediaUrl, thumbUrl, exclusive } = seeded;
  const rest = { title, description, about, filmId, productionHouseId, celebrity, rarity, category, priceCents, mediaUrl, thumbUrl, exclusive };
  return db
    .insert(nfts)
    .values({ ...rest, serial: `AUC-${process.pid}-${Math.random().toString(36).slice(2, 8)}`, title: "Console Auction Piece", saleType: "auction", quantity: 1, available: 1 })
    .returning({ id: nfts.id })
    .get().id;
}

beforeAll(async () => {
  ({ node, chain } = await startAppChain());
  await indexToHead(db, chain);
}, 120_000);

afterAll(() => stopAppChain(node, chain));

const start = (cookie: string | undefined, id: number, fields: Record<string, string>) =>
  post(editNft, `/studio/nfts/${id}`, new URLSearchParams({ intent: "auction", ...fields }).toString(), {
    cookie,
    params: { id: String(id) },
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
const errors = async (response: Response) => ((await response.json()) as { result: { error?: Record<string, string[]> } }).result.error ?? {};
const tokensOf = (nftId: number) => db.select().from(tokens).where(eq(tokens.nftId, nftId)).all();

describe("starting the auction of a primary item from the console", () => {
  it("is for the item's house and admins only, and refuses bad reserves and lengths without touching the chain", async () => {
    const id = auctionItem();
    const before = await chain.provider.getBlockNumber();
    expect((await start(undefined, id, { reserve: "0.1", days: "3" })).status).toBe(302);
    expect((await start((await createUser()).cookie, id, { reserve: "0.1", days: "3" })).status).toBe(403);
    expect((await start((await consoleUser("studio", other.id)).cookie, id, { reserve: "0.1", days: "3" })).status).toBe(403);
    const studio = await consoleUser("studio", home.id);
    for (const [fields, field] of [
      [{ reserve: "0", days: "3" }, "reserve"],
      [{ reserve: "-1", days: "3" }, "reserve"],
      [{ reserve: "lots", days: "3" }, "reserve"],
      [{ reserve: "99999999", days: "3" }, "reserve"],
      [{ reserve: "0.1", days: "31" }, "days"],
      [{ reserve: "0.1", days: "0" }, "days"],
      [{ reserve: "0.1" }, "days"],
    ] as const) {
      const response = await start(studio.cookie, id, fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect((await errors(response))[field]?.[0], JSON.stringify(fields)).toBeTruthy();
    }
    const fixed = db.select().from(nfts).where(eq(nfts.saleType, "fixed")).get()!;
    const refused = await start((await consoleUser("admin")).cookie, fixed.id, { reserve: "0.1", days: "3" });
    expect(refused.status).toBe(400);
    expect((await errors(refused)).reserve).toEqual(["This NFT sells at a fixed price: set Auction to Yes first."]);
    expect(await chain.provider.getBlockNumber()).toBe(before);
    expect(tokensOf(id)).toEqual([]);
  });

  it("mints the single token, opens its auction at the reserve, and the item page shows it live", async () => {
    const id = auctionItem();
    const payout = "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65";
    db.update(productionHouses).set({ payoutAddress: payout }).where(eq(productionHouses.id, home.id)).run();
    const studio = await consoleUser("studio", home.id);
    const started = await start(studio.cookie, id, { reserve: "0.25", days: "2" });
    expect(started.status).toBe(302);
    expect(started.headers.get("Location")).toBe(`/studio/nfts/${id}`);
    await indexToHead(db, chain);

    const auction = activeAuctionForNft(id)!;
    expect(auction.reserveWei).toBe(25n * 10n ** 16n);
    const chainId = db.select({ id: listings.chainListingId }).from(listings).where(eq(listings.id, auction.listingId)).get()!.id!;
    const onChain = await readAuction(chain, chainId);
    expect(onChain?.seller).toBe(chain.minter.address);
    const [token] = tokensOf(id);
    expect((await chain.collectible.royaltyInfo(token.tokenId, 10_000n))[0]).toBe(payout);
    expect(db.select().from(auditLog).where(eq(auditLog.action, "nft.auction")).all().some((e) => e.entityId === String(id))).toBe(true);

    const admin = await consoleUser("admin");
    db.update(nfts).set({ published: true }).where(eq(nfts.id, id)).run();
    const page = (await (await visit(detailPage, `/nftdetail/${id}`, { cookie: admin.cookie, params: { nftid: String(id) } })).json()) as { auction: { state: string; reserve: string } | null };
    expect(page.auction).toMatchObject({ state: "live", reserve: `0.25000 ${config.chain.coinSymbol}` });

    // The single token exists now: a second auction is refused.
    const again = await start(admin.cookie, id, { reserve: "0.3", days: "2" });
    expect(again.status).toBe(400);
    expect((await errors(again)).reserve?.[0]).toMatch(/already minted/);
    expect(tokensOf(id)).toHaveLength(1);
  });
});
