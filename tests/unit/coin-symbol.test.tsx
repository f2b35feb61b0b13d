import { and, asc, eq } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { config } from "~/config.server";
import { bidTooLowMessage } from "~/lib/validation/market";
import { listingPage } from "~/models/listing-page.server";
import { marketListings } from "~/models/listings.server";
import { auctionWonNotification, itemSoldNotification, outbidNotification } from "~/models/notifications.server";
import Listing, { loader as listingLoader } from "~/routes/nfttransfer.$nftid";
import { db } from "~db/client.server";
import { listings } from "~db/schema";
import { createUser, type TestUser } from "./support";

/**
 * A deployment on Polygon names every amount in POL and its network Polygon: the symbol and the
 * name come from configuration alone (docs/decisions/002-one-chain-per-deployment.md), and no
 * page, dialog or message names another coin.
 */
vi.hoisted(() => {
  process.env.CHAIN_NAME = "Polygon";
  process.env.COIN_SYMBOL = "POL";
});

/** Any coin or network name other than the configured ones. */
const OTHER_COINS = /\b(ETH|MAT|MATIC|Matic|Ether|Local dev chain)\b/;

function firstActiveListing(onAuction: boolean) {
  const row = db.select().from(listings).where(and(eq(listings.onAuction, onAuction), eq(listings.status, "active"))).orderBy(asc(listings.id)).get();
  if (!row) throw new Error(`the seed has no active ${onAuction ? "auction" : "fixed-price"} listing`);
  return row;
}

let bidder: TestUser;

beforeAll(async () => {
  bidder = await createUser({ walletAddress: "0x0000000000000000000000000000000000000b1d" });
});

/** The buy/bid page as the server renders it for a signed-in user with a wallet. */
async function renderListing(location: string): Promise<string> {
  const routes = [
    {
      id: "root",
      path: "/",
      loader: () => ({ origin: "http://localhost" }),
      children: [{ id: "routes/nfttransfer.$nftid", path: "nfttransfer/:nftid", loader: listingLoader as never, element: <Listing /> }],
    },
  ];
  const request = new Request(`http://localhost${location}`, { headers: { cookie: bidder.cookie } });
  const context = await createStaticHandler(routes).query(request);
  if (context instanceof Response) throw new Error(`the page answered ${context.status}`);
  return renderToString(<StaticRouterProvider router={createStaticRouter(routes, context)} context={context} hydrate={false} />);
}

/** The page's words, without markup. */
const textOf = (html: string) =>
  html.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'");

describe("a deployment configured for Polygon (COIN_SYMBOL=POL)", () => {
  it("reads the symbol and the network's name from the configuration", () => {
    expect(config.chain).toMatchObject({ name: "Polygon", coinSymbol: "POL" });
  });

  it("names an auction's reserve, its bid modal and the network in POL and Polygon only", async () => {
    const row = firstActiveListing(true);
    const page = listingPage(row.id, row.endsAt!.getTime() - 60_000)!;
    expect(page.reserve).toMatch(/^\d+\.\d{5} POL$/);
    expect(page.auction!.previousBidLabel).toMatch(/ POL$/);

    const text = textOf(await renderListing(`/nfttransfer/${row.id}?bid=1`));
    expect(text).toContain("Bid Value (POL)");
    expect(text).toContain("Make sure you are connected to Polygon before placing the bid");
    expect(text).toMatch(/Blockchain\s+Polygon/);
    expect(text).toMatch(/\d+\.\d{5} POL/);
    expect(text).not.toMatch(OTHER_COINS);
  });

  it("names a fixed price, its fee and total in POL", async () => {
    const row = firstActiveListing(false);
    const { fixedPrice } = listingPage(row.id)!;
    for (const amount of [fixedPrice!.price, fixedPrice!.fee, fixedPrice!.total]) expect(amount).toMatch(/^\d+\.\d{5} POL$/);
    const text = textOf(await renderListing(`/nfttransfer/${row.id}`));
    expect(text).toContain(fixedPrice!.total);
    expect(text).not.toMatch(OTHER_COINS);
  });

  it("names the market's prices, a too-low bid and the trading notices in POL", () => {
    const { items } = marketListings({}, 1);
    expect(items.some((item) => item.onAuction)).toBe(true);
    for (const item of items) expect(item.priceLabel).toMatch(/ POL$/);

    const floor = { previousWei: 2n * 10n ** 16n, hasBids: true, coinSymbol: config.chain.coinSymbol };
    expect(bidTooLowMessage(10n ** 16n, floor)).toBe("Please Enter Value Greater than Previous Bid Value 0.02000 POL");
    expect(auctionWonNotification("Piece", 10n ** 18n).text).toBe("You won the auction for Piece NFT at 1.00000 POL");
    expect(itemSoldNotification("Piece", 10n ** 18n).text).toBe("Your Piece NFT sold for 1.00000 POL");
    expect(outbidNotification("Piece", 10n ** 18n).text).toContain("refund of 1.00000 POL");
  });
});
