import { and, eq } from "drizzle-orm";
import { Wallet, type Contract, type Result } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { indexToHead } from "~/jobs/indexer.server";
import { activeAuctionForNft } from "~/models/auctions.server";
import { loader as detailPage } from "~/routes/nftdetail.$nftid";
import { action as editNft } from "~/routes/studio.nfts.$id";
import { NFT_MESSAGES } from "~/models/studio/nfts.server";
import { chainOrderId, chainTime, primaryTotal, readAuction, signPrimaryQuote, tokenUriFor, type ChainContext } from "~/services/chain.server";
import type { DevChain } from "~/services/devchain.server";
import { db } from "~db/client.server";
import { auditLog, listings, nfts, productionHouses, tokens } from "~db/schema";
import { accounts, startAppChain, stopAppChain } from "./support/chain";
import { createUser, post, visit } from "./support";
import { consoleUser, houses, nftFields, nftRow } from "./studio-support";

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
function editNftAs(cookie: string, id: number, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("artwork", new File([], ""));
  return post(editNft, `/studio/nfts/${id}`, form, { cookie, params: { id: String(id) } });
}
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
    expect((await errors(refused)).reserve).toEqual([NFT_MESSAGES.fixedPrice]);
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
    expect((await errors(again)).reserve).toEqual([NFT_MESSAGES.auctionStarted]);
    expect(tokensOf(id)).toHaveLength(1);
  });
});

describe("a primary auction takes its item's single unit once (docs/decisions/093-primary-auctions.md)", () => {
  const auctionsOf = (nftId: number) => db.select().from(listings).where(and(eq(listings.nftId, nftId), eq(listings.onAuction, true))).all();
  const edition = async (nftId: number) => ((await chain.collectible.editions(nftId)) as Result).toObject();

  it("of three starts sent together, one mints the token and opens the auction; the others are refused and send nothing", async () => {
    const id = auctionItem();
    const studio = await consoleUser("studio", home.id);
    const replies = await Promise.all(["0.1", "0.2", "0.3"].map((reserve) => start(studio.cookie, id, { reserve, days: "2" })));
    expect(replies.map((reply) => reply.status).sort()).toEqual([302, 400, 400]);
    for (const refused of replies.filter((reply) => reply.status === 400)) expect((await errors(refused)).reserve).toEqual([NFT_MESSAGES.auctionStarted]);
    await indexToHead(db, chain);
    expect(tokensOf(id)).toHaveLength(1);
    expect(auctionsOf(id)).toHaveLength(1);
    expect(nftRow(id).available).toBe(0);
    // The contract counted the mint against the 1-of-1 edition.
    expect(await edition(id)).toEqual({ size: 1n, minted: 1n });
  });

  it("refuses a second start at once, a further unit bought on chain, and a switch to fixed price", async () => {
    const id = auctionItem();
    const studio = await consoleUser("studio", home.id);
    expect((await start(studio.cookie, id, { reserve: "0.1", days: "2" })).status).toBe(302);
    const block = await chain.provider.getBlockNumber();
    // Before the indexer has seen the token.
    const again = await start(studio.cookie, id, { reserve: "0.1", days: "2" });
    expect(again.status).toBe(400);
    expect((await errors(again)).reserve).toEqual([NFT_MESSAGES.auctionStarted]);
    expect(await chain.provider.getBlockNumber()).toBe(block);

    // A quote for a further unit, as the checkout would sign one were the item sold at a fixed price.
    const buyer = new Wallet(accounts[5].privateKey, chain.provider);
    const quote = {
      orderId: chainOrderId("BuyAfterTheAuction01"),
      buyer: buyer.address,
      nftId: BigInt(id),
      editionSize: 1n,
      price: 10n ** 16n,
      productionHouse: config.chain.roles.treasury,
      tokenURI: tokenUriFor(id),
      deadline: BigInt(Math.floor((await chainTime(chain)) / 1000) + 3600),
    };
    const buy = (chain.market.connect(buyer) as Contract).buyPrimary.staticCall(quote, await signPrimaryQuote(chain, quote), { value: await primaryTotal(chain, quote.price) });
    expect(await buy.then(() => "bought", (error: unknown) => chain.explain(error).reason)).toBe("Edition sold out.");

    const switched = await editNftAs(studio.cookie, id, { ...nftFields(nftRow(id).filmId, home.id, { quantity: "1", auction: "No" }), version: String(nftRow(id).version) });
    expect(switched.status).toBe(400);
    expect((await errors(switched)).auction).toEqual([NFT_MESSAGES.saleTypeFixed]);
    expect(nftRow(id).saleType).toBe("auction");
    await indexToHead(db, chain);
    expect(tokensOf(id)).toHaveLength(1);
  });

  it("keeps a fixed-price NFT with a sold unit at a fixed price", async () => {
    const id = auctionItem();
    db.update(nfts).set({ saleType: "fixed", available: 0 }).where(eq(nfts.id, id)).run();
    const admin = await consoleUser("admin");
    const switched = await editNftAs(admin.cookie, id, { ...nftFields(nftRow(id).filmId, home.id, { quantity: "1", auction: "Yes" }), version: String(nftRow(id).version) });
    expect(switched.status).toBe(400);
    expect((await errors(switched)).auction).toEqual([NFT_MESSAGES.saleTypeFixed]);
    expect(nftRow(id).saleType).toBe("fixed");
  });

  it("gives the unit back when the chain refuses the mint, and a later start goes through", async () => {
    const id = auctionItem();
    const admin = new Wallet(accounts[8].privateKey, chain.provider);
    const collectible = chain.collectible.connect(admin) as Contract;
    const minterRole = (await chain.collectible.MINTER_ROLE()) as string;
    await (await collectible.revokeRole(minterRole, chain.minter.address)).wait();
    const studio = await consoleUser("studio", home.id);
    try {
      const refused = await start(studio.cookie, id, { reserve: "0.1", days: "2" });
      expect(refused.status).toBe(400);
      expect((await errors(refused)).reserve?.[0]).toMatch(/^The auction did not start\. The transaction was refused/);
      expect(nftRow(id).available).toBe(1);
    } finally {
      await (await collectible.grantRole(minterRole, chain.minter.address)).wait();
    }
    expect((await start(studio.cookie, id, { reserve: "0.1", days: "2" })).status).toBe(302);
    await indexToHead(db, chain);
    expect(tokensOf(id)).toHaveLength(1);
    expect(auctionsOf(id)).toHaveLength(1);
  });
});
