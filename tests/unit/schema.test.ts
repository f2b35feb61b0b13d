import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~db/open";

let db: Db;

beforeAll(async () => {
  const { openDatabase } = await import("~db/open");
  db = openDatabase(path.join(process.env.DATA_DIR!, "constraints.sqlite"));
  db.$client.exec(`
    INSERT INTO production_houses (slug, name, about, logo_url) VALUES ('studio', 'Studio', 'About', '/logo.svg');
    INSERT INTO films (slug, name, tagline, blurb, year, status, poster_url, banner_url, production_house_id)
      VALUES ('film', 'Film', 'Tag', 'Blurb', 2020, 'live', '/p.svg', '/b.svg', 1);
  `);
});

const nftSql = (overrides: Record<string, string | number>) => {
  const row: Record<string, string | number> = {
    serial: `4-${Math.random()}`,
    title: "Title",
    media_url: "/m.svg",
    thumb_url: "/t.svg",
    film_id: 1,
    production_house_id: 1,
    celebrity: "Actor",
    rarity: "Common",
    category: "Moment",
    description: "D",
    about: "A",
    price_cents: 1200,
    quantity: 10,
    available: 5,
    sale_type: "fixed",
    exclusive: "Reward",
    ...overrides,
  };
  const columns = Object.keys(row);
  return {
    sql: `INSERT INTO nfts (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
    values: columns.map((c) => row[c]),
  };
};

function insertNft(overrides: Record<string, string | number> = {}) {
  const { sql, values } = nftSql(overrides);
  return db.$client.prepare(sql).run(...values);
}

describe("the database refuses data the product never allows", () => {
  it("runs in WAL mode with a busy timeout and foreign keys on", () => {
    expect(db.$client.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.$client.pragma("busy_timeout", { simple: true })).toBe(5000);
    expect(db.$client.pragma("foreign_keys", { simple: true })).toBe(1);
  });

  it("accepts a well-formed NFT", () => {
    expect(insertNft().changes).toBe(1);
  });

  it.each([
    ["an unknown rarity", { rarity: "Mythic" }],
    ["a negative price", { price_cents: -1 }],
    ["more available than minted", { quantity: 3, available: 4 }],
    ["negative availability", { available: -1 }],
    ["an empty edition", { quantity: 0, available: 0 }],
    ["an unknown sale type", { sale_type: "raffle" }],
    ["a film that does not exist", { film_id: 999 }],
  ])("rejects an NFT with %s", (_label, overrides) => {
    expect(() => insertNft(overrides)).toThrow();
  });

  it("keeps wei amounts as canonical decimal text", () => {
    const listing = db.$client.prepare(
      "INSERT INTO listings (nft_id, token_id, on_auction, seller_address, price_wei) VALUES (1, ?, 0, '0xabc', ?)",
    );
    expect(listing.run(1, "4000000000000000").changes).toBe(1);
    for (const bad of ["-1", "1.5", "abc", "", "007", "1e18"]) {
      expect(() => listing.run(2, bad), bad).toThrow();
    }
  });

  it("requires an end time for auctions", () => {
    expect(() =>
      db.$client
        .prepare("INSERT INTO listings (nft_id, token_id, on_auction, seller_address, price_wei) VALUES (1, 3, 1, '0xabc', '1')")
        .run(),
    ).toThrow();
  });

  it("treats email addresses case-insensitively for uniqueness", () => {
    const signup = db.$client.prepare("INSERT INTO newsletter_signups (email) VALUES (?)");
    signup.run("Fan@Example.com");
    expect(() => signup.run("fan@example.com")).toThrow();
  });

  it("never marks a purchase Minted without a transaction hash", () => {
    db.$client.exec("INSERT INTO users (uid, name, email) VALUES ('u1', 'Fan', 'fan@example.com')");
    const purchase = db.$client.prepare(
      "INSERT INTO purchases (id, user_id, nft_id, wallet_address, status, kind, tx_hash) VALUES (?, 1, 1, '0xabc', ?, 'primary', ?)",
    );
    expect(() => purchase.run("aaaaaaaaaaaaaaaaaaaa", "Minted", null)).toThrow();
    expect(purchase.run("bbbbbbbbbbbbbbbbbbbb", "Minted", "0x01").changes).toBe(1);
    expect(() => purchase.run("cccccccccccccccccccc", "Shipped", null)).toThrow();
  });
});
