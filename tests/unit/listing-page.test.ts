import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { formatBps } from "~/lib/format";
import { listingPage } from "~/models/listing-page.server";
import { db } from "~db/client.server";
import { listings } from "~db/schema";
import { betweenRequests, otherWorker } from "./support";

function firstActiveListing(onAuction: boolean) {
  const row = db
    .select()
    .from(listings)
    .where(and(eq(listings.onAuction, onAuction), eq(listings.status, "active")))
    .orderBy(asc(listings.id))
    .get();
  if (!row) throw new Error(`the seed has no active ${onAuction ? "auction" : "fixed-price"} listing`);
  return row;
}

describe("listingPage", () => {
  it("shows a fixed-price listing with its price, the resale buyer fee and the total", () => {
    const row = firstActiveListing(false);
    const page = listingPage(row.id)!;
    expect(page.state).toBe("fixed");
    expect(page.reserve).toBeNull();
    expect(page.nft.id).toBe(row.nftId);
    expect(page.fixedPrice).not.toBeNull();
    const { price, fee, feeRate, total } = page.fixedPrice!;
    const symbol = config.chain.coinSymbol;
    expect(price).toMatch(new RegExp(`^\\d+\\.\\d{5} ${symbol}$`));
    expect(feeRate).toBe(formatBps(config.fees.resaleBuyerBps));
    // Totals are formatted from wei, so they may differ from the sum of the shown parts only by truncation.
    expect(parseFloat(total)).toBeCloseTo(parseFloat(price) + parseFloat(fee), 4);
    expect(page.seller.label).toContain("…");
    expect(page.chainName).toBe(config.chain.name);
    expect(page.royaltyRate).toBe("10%");
  });

  it("shows a live auction with its real reserve and end, and no fixed price", () => {
    const row = firstActiveListing(true);
    const page = listingPage(row.id, row.endsAt!.getTime() - 60_000)!;
    expect(page.state).toBe("auction");
    expect(page.fixedPrice).toBeNull();
    expect(page.endsAt).toBe(row.endsAt!.getTime());
    expect(page.reserve).toMatch(new RegExp(`^\\d+\\.\\d{5} ${config.chain.coinSymbol}$`));
    expect(page.lastBid).toBeNull();
  });

  it("says an auction past its end is waiting for settlement", () => {
    const row = firstActiveListing(true);
    expect(listingPage(row.id, row.endsAt!.getTime() + 1)!.state).toBe("auction-ended");
  });

  it("says a sold listing is no longer available", () => {
    const row = firstActiveListing(false);
    db.update(listings).set({ status: "sold" }).where(eq(listings.id, row.id)).run();
    expect(listingPage(row.id)!.state).toBe("closed");
  });

  it("returns null for an unknown listing id", () => {
    expect(listingPage(999_999)).toBeNull();
  });

  it("shows a new price, title, film name and sale written by another worker on the next visit", async () => {
    const row = firstActiveListing(false);
    const before = listingPage(row.id)!;
    const other = otherWorker();
    try {
      other.prepare("UPDATE listings SET price_wei = ? WHERE id = ?").run((row.priceWei * 2n).toString(), row.id);
      await betweenRequests();
      expect(listingPage(row.id)!.fixedPrice!.priceWei).toBe((row.priceWei * 2n).toString());
      expect(listingPage(row.id)!.fixedPrice!.price).not.toBe(before.fixedPrice!.price);

      other.prepare("UPDATE nfts SET title = 'Retitled in the console' WHERE id = ?").run(row.nftId);
      other.prepare("UPDATE films SET name = 'Renamed Film' WHERE id = (SELECT film_id FROM nfts WHERE id = ?)").run(row.nftId);
      await betweenRequests();
      expect(listingPage(row.id)!.nft).toMatchObject({ title: "Retitled in the console", movie: "Renamed Film" });

      other.prepare("UPDATE listings SET status = 'sold' WHERE id = ?").run(row.id);
      await betweenRequests();
      expect(listingPage(row.id)!.state).toBe("closed");
    } finally {
      other.close();
    }
  });
});
