import { describe, expect, it } from "vitest";
import { nftCards, nftCount } from "~/models/nfts.server";
import { marketListings } from "~/models/listings.server";
import * as collections from "~/routes/collections";
import * as market from "~/routes/market";
import * as sell from "~/routes/sell.$nftid";
import * as studioNfts from "~/routes/studio.nfts._index";
import { consoleUser } from "./studio-support";
import { visit } from "./support";

/**
 * Search and filter boxes take any input (issue 49, item 8): a NUL, quotes, FTS5's own operators,
 * 600 characters or characters beyond the BMP answer a page, never a 500. A value no search box
 * can hold (a control character, more than 80 characters) is ignored and the page says so.
 */

const encoded = (value: string) => encodeURIComponent(value);

const HELD = ['"', `a"b`, `"Kabali" OR "x"`, "NEAR(a b)", "a AND b NOT c", "*", "^ab", "title:x", "😀", "😀😀😀", "🎬 Kabali", "'"];
const REFUSED = ["\0", "a\0b", "Kabali\0", "\u0007bell", "x".repeat(600)];

describe("the market's search and filters", () => {
  it.each(REFUSED)("ignores %j in the search box and the actor filter, and says so", async (value) => {
    for (const name of ["q", "actor"]) {
      const response = await visit(market.loader, `/market?${name}=${encoded(value)}`);
      expect(response.status, name).toBe(200);
      const page = (await response.json()) as { filter: Record<string, string>; someIgnored: boolean; total: number };
      expect(page.someIgnored, name).toBe(true);
      expect(page.filter, name).toEqual({});
      expect(page.total, name).toBe(marketListings({}, 1).total);
    }
  });

  it.each(HELD)("searches for %j as the text it is", async (value) => {
    const response = await visit(market.loader, `/market?q=${encoded(value)}`);
    expect(response.status).toBe(200);
    const page = (await response.json()) as { filter: Record<string, string>; someIgnored: boolean };
    expect(page).toMatchObject({ filter: { q: value }, someIgnored: false });
  });

  it("finds a title by a query with an FTS5 operator in it as plain text", async () => {
    const { items } = marketListings({}, 1);
    const word = items[0].title.split(/\s+/)[0];
    const page = (await (await visit(market.loader, `/market?q=${encoded(`"${word}`)}`)).json()) as { total: number };
    expect(page.total).toBe(0);
    const found = (await (await visit(market.loader, `/market?q=${encoded(word)}`)).json()) as { total: number };
    expect(found.total).toBeGreaterThan(0);
  });
});

describe("the explore grid and the console's NFT list", () => {
  it("ignore a NUL in the actor filter (/collections) and in the console's search, and say so", async () => {
    const explore = await visit(collections.loader, `/collections?actor=${encoded("Rajini\0")}`);
    expect(explore.status).toBe(200);
    expect(((await explore.json()) as { ignoredSome: boolean }).ignoredSome).toBe(true);

    const admin = await consoleUser("admin");
    for (const value of [...REFUSED, ...HELD]) {
      const response = await visit(studioNfts.loader, `/studio/nfts?q=${encoded(value)}`, { cookie: admin.cookie });
      expect(response.status, JSON.stringify(value)).toBe(200);
      const list = (await response.json()) as { ignoredSome: boolean };
      expect(list.ignoredSome, JSON.stringify(value)).toBe(REFUSED.includes(value));
    }
  });

  it("title search reads a NUL as nothing, whoever asks", () => {
    expect(() => nftCards({ q: "a\0b" }, { limit: 5 })).not.toThrow();
    const title = nftCards({}, { limit: 1 })[0].title;
    const withNul = `${title.slice(0, 2)}\0${title.slice(2, 5)}`;
    expect(nftCount({ q: withNul })).toBe(nftCount({ q: title.slice(0, 5) }));
    expect(() => marketListings({ q: "\0" }, 1)).not.toThrow();
  });
});

describe("a page that sends a visitor to sign in", () => {
  it("hands on a return address that fits a Location header, however long the query", async () => {
    const long = `/sell/1?token=${"9".repeat(600)}&q=${encoded("x".repeat(600))}&actor=${encoded("😀".repeat(600))}`;
    const response = await visit(sell.loader, long, { params: { nftid: "1" } });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/login?${new URLSearchParams({ redirectTo: "/sell/1" })}`);

    const short = await visit(sell.loader, "/sell/1?token=2", { params: { nftid: "1" } });
    expect(short.headers.get("Location")).toBe(`/login?${new URLSearchParams({ redirectTo: "/sell/1?token=2" })}`);
  });
});
