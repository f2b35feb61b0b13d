import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as bidConfirmation from "~/routes/Bid_conformation.$nftid";
import * as likes from "~/routes/likes.$nftid";
import * as nftConfirmation from "~/routes/Nft_conformation.$nftid";
import * as showcase from "~/routes/nftshowcase.$nftid";
import * as sell from "~/routes/sell.$nftid";
import { db } from "~db/client.server";
import { bids, listings, nfts, orders, tokens } from "~db/schema";
import { createUser, post, randomWallet, visit, type TestUser } from "./support";
import { consoleUser, houses } from "./studio-support";

/**
 * Unpublished NFTs stay private (issue 49, item 5; docs/decisions/067-publishing-and-fresh-public-pages.md):
 * the pages about someone's own token, order or bid show a draft only to a viewer whose wallet holds
 * or sells one of its tokens, who has an order for it or a bid on it, or who runs its house in the
 * console. Anyone else gets the same 404 as for an id no NFT has.
 */

const TITLE = "Secret Draft Still";
const MISSING_ID = 987_654;
let draftId: number;
let publishedId: number;
let nextTokenId = 70_000;

const { home, other } = houses();

/** A new, unpublished NFT of the first house, as the console creates one. */
function insertDraft(): number {
  const template = db.select().from(nfts).where(eq(nfts.productionHouseId, home.id)).get()!;
  return db
    .insert(nfts)
    .values({ ...template, id: undefined, serial: `DRAFT-${Math.random()}`, title: TITLE, published: false, createdAt: undefined })
    .returning({ id: nfts.id })
    .get().id;
}

function holdToken(nftId: number, owner: string) {
  db.insert(tokens).values({ tokenId: nextTokenId++, nftId, ownerAddress: owner, mintTxHash: `0x${"ab".repeat(32)}`, updatedBlock: 1 }).run();
}

type Viewer = TestUser | null;

/** What each page answers the viewer for this NFT id: its status, and whether the draft's title is in it. */
async function pagesFor(viewer: Viewer, nftId: number) {
  const params = { nftid: String(nftId) };
  const cookie = viewer?.cookie ?? null;
  const answers = {
    confirmation: await visit(nftConfirmation.loader, `/Nft_conformation/${nftId}`, { cookie, params }),
    bid: await visit(bidConfirmation.loader, `/Bid_conformation/${nftId}`, { cookie, params }),
    showcase: await visit(showcase.loader, `/nftshowcase/${nftId}`, { cookie, params }),
  };
  const seen: Record<string, { status: number; body: string }> = {};
  for (const [page, response] of Object.entries(answers)) seen[page] = { status: response.status, body: await response.text() };
  return seen;
}

const missingAnswer = async () => pagesFor(null, MISSING_ID);

let stranger: TestUser;
let strangerWithWallet: TestUser;

beforeAll(async () => {
  draftId = insertDraft();
  publishedId = db.select().from(nfts).where(eq(nfts.published, true)).get()!.id;
  stranger = await createUser();
  strangerWithWallet = await createUser({ walletAddress: randomWallet() });
});

describe("a draft's pages", () => {
  it("answer a visitor and a signed-in stranger as for an id no NFT has", async () => {
    const missing = await missingAnswer();
    for (const viewer of [null, stranger, strangerWithWallet]) {
      const seen = await pagesFor(viewer, draftId);
      for (const page of Object.keys(seen)) {
        expect(seen[page].status, page).toBe(404);
        expect(seen[page].body, page).toBe(missing[page].body);
        expect(seen[page].body, page).not.toContain(TITLE);
      }
    }
  });

  it("send a stranger's wallet away from its sell page as for a missing id, not with a 403 that tells it exists", async () => {
    const answer = await visit(sell.loader, `/sell/${draftId}`, { cookie: strangerWithWallet.cookie, params: { nftid: String(draftId) } });
    const missing = await visit(sell.loader, `/sell/${MISSING_ID}`, { cookie: strangerWithWallet.cookie, params: { nftid: String(MISSING_ID) } });
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe(await missing.text());
  });

  it("cannot be liked by a stranger, which would tell its id and count", async () => {
    const answer = await post(likes.action, `/likes/${draftId}`, { liked: "true", redirectTo: "/" }, { cookie: stranger.cookie, params: { nftid: String(draftId) } });
    expect(answer.status).toBe(404);
  });

  it("show it to the wallet that holds a token of it, also after a visitor was turned away", async () => {
    expect((await pagesFor(null, draftId)).showcase.status).toBe(404);
    const wallet = randomWallet();
    const holder = await createUser({ walletAddress: wallet });
    holdToken(draftId, wallet.toLowerCase());
    const seen = await pagesFor(holder, draftId);
    for (const page of Object.keys(seen)) {
      expect(seen[page].status, page).toBe(200);
      expect(seen[page].body, page).toContain(TITLE);
    }
    // The view kept for the holder is never handed to the next visitor.
    expect((await pagesFor(null, draftId)).showcase.status).toBe(404);
    expect((await pagesFor(stranger, draftId)).bid.status).toBe(404);
  });

  it("show it to a buyer with an order for it, a seller of one of its tokens and a bidder on it", async () => {
    const buyer = await createUser();
    db.insert(orders)
      .values({ id: `DRAFTORDER${Date.now()}`.slice(0, 20), userId: buyer.id, nftId: draftId, walletAddress: randomWallet(), method: "wallet", priceCents: 1000, usdCentsPerCoin: 300_000, priceWei: 10n ** 15n, feeWei: 0n, expiresAt: new Date(Date.now() + 60_000) })
      .run();
    expect((await pagesFor(buyer, draftId)).confirmation.status).toBe(200);

    const sellerWallet = randomWallet();
    const seller = await createUser({ walletAddress: sellerWallet });
    const listingId = db.insert(listings).values({ nftId: draftId, tokenId: nextTokenId++, onAuction: true, sellerAddress: sellerWallet, priceWei: 10n ** 16n, endsAt: new Date(Date.now() + 86_400_000) }).returning({ id: listings.id }).get().id;
    expect((await pagesFor(seller, draftId)).showcase.status).toBe(200);

    const bidder = await createUser();
    db.insert(bids).values({ listingId, nftId: draftId, userId: bidder.id, bidderAddress: randomWallet(), amountWei: 2n * 10n ** 16n }).run();
    expect((await pagesFor(bidder, draftId)).bid.status).toBe(200);
  });

  it("show it to the console users of its house and to admins, not to another house's", async () => {
    for (const [viewer, status] of [
      [await consoleUser("studio", home.id), 200],
      [await consoleUser("admin"), 200],
      [await consoleUser("studio", other.id), 404],
    ] as const) {
      const seen = await pagesFor(viewer, draftId);
      for (const page of Object.keys(seen)) expect(seen[page].status, `${viewer.name} ${page}`).toBe(status);
    }
  });
});

describe("a published NFT's pages", () => {
  it("still answer anyone", async () => {
    const seen = await pagesFor(null, publishedId);
    for (const page of Object.keys(seen)) expect(seen[page].status, page).toBe(200);
  });
});
