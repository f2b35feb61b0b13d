/**
 * The generation triggers are made from one map, db/generations.ts
 * (docs/decisions/158-generation-triggers-from-one-map.md): the migrated database has exactly the
 * map's triggers, and every kept read reads only tables whose writes bump the generation it is kept
 * under (checked on every read in tests by app/lib/kept-reads-check.server.ts, from the tables
 * SQLite opens for each statement).
 */
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { UncoveredKeptRead, keptReadsNotRead } from "~/lib/kept-reads-check.server";
import { keptUntilCardsChange, keptUntilCatalogueChange } from "~/lib/memo.server";
import { blogList } from "~/models/blog.server";
import { comingSoonFilms, filmBySlug, liveFilms } from "~/models/films.server";
import { followCounts } from "~/models/follows.server";
import { likedNftIds } from "~/models/likes.server";
import { listingPage } from "~/models/listing-page.server";
import { marketListings, topAuctions } from "~/models/listings.server";
import { notificationsForUser } from "~/models/notifications.server";
import { featuredActors, moreNftsLike, nftCards, nftCount, nftView } from "~/models/nfts.server";
import { bidsTab, showcaseTab } from "~/models/profile-tabs.server";
import { profileHeader } from "~/models/profile.server";
import { liveSessionsOf } from "~/models/sessions.server";
import { studioStrip, topSellers } from "~/models/studios.server";
import { activeWallet } from "~/models/wallets.server";
import { db } from "~db/client.server";
import { generationTriggers } from "~db/generations";
import { orders } from "~db/schema";
import { createUser, randomWallet } from "./support";

/** Where the triggers of `database` that bump a cache generation differ from the map's: one line each. */
function drift(database: Database.Database): string[] {
  const present = new Map(
    database
      .prepare<[], { name: string; sql: string }>("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND sql LIKE '%cache_generations%'")
      .all()
      .map(({ name, sql }) => [name, sql]),
  );
  const made = new Map(generationTriggers().map(({ name, sql }) => [name, sql]));
  return [
    ...[...made].filter(([name]) => !present.has(name)).map(([name]) => `missing: ${name}`),
    ...[...present].filter(([name]) => !made.has(name)).map(([name]) => `not from the map: ${name}`),
    ...[...present].filter(([name, sql]) => made.has(name) && made.get(name) !== sql).map(([name]) => `changed: ${name}`),
  ];
}

/** A copy of this test file's migrated database. */
function copyOfDatabase(): Database.Database {
  const file = path.join(process.env.DATA_DIR!, "copy.sqlite");
  db.$client.prepare("VACUUM INTO ?").run(file);
  return new Database(file);
}

describe("generation triggers made from db/generations.ts", () => {
  it("are exactly the triggers of the migrated database that bump a generation", () => {
    expect(drift(db.$client)).toEqual([]);
    expect(generationTriggers()).toHaveLength(47);
  });

  it("tell a trigger written by hand, one dropped and one changed from the map", () => {
    const copy = copyOfDatabase();
    copy.exec(`CREATE TRIGGER \`orders_cards_generation_insert\` AFTER INSERT ON \`orders\` BEGIN
  UPDATE \`cache_generations\` SET \`value\` = \`value\` + 1 WHERE \`name\` = 'cards';
END`);
    copy.exec("DROP TRIGGER `tokens_cards_generation_update`");
    copy.exec(`DROP TRIGGER \`films_catalogue_generation_update\`;
CREATE TRIGGER \`films_catalogue_generation_update\` AFTER UPDATE OF \`published\` ON \`films\` BEGIN
  UPDATE \`cache_generations\` SET \`value\` = \`value\` + 1 WHERE \`name\` = 'catalogue';
END`);
    expect(drift(copy).sort()).toEqual(["changed: films_catalogue_generation_update", "missing: tokens_cards_generation_update", "not from the map: orders_cards_generation_insert"]);
  });
});

describe("kept reads and the generations they are kept under", () => {
  it("every kept read reads only tables whose writes bump its generation", async () => {
    const user = await createUser({ walletAddress: randomWallet() });
    const wallet = randomWallet();
    marketListings({}, 1);
    marketListings({ q: "moon", rarity: "Rare" }, 1);
    marketListings({ q: "mo" }, 1);
    topAuctions();
    nftCards({}, { limit: 8 });
    nftCount({});
    nftCount({ q: "moon" });
    featuredActors();
    const view = nftView(1);
    moreNftsLike({ id: 1, filmId: view!.filmId });
    liveFilms();
    comingSoonFilms();
    filmBySlug("sivaji");
    topSellers();
    studioStrip();
    listingPage(1);
    await blogList();
    bidsTab(wallet, 1);
    showcaseTab(wallet, 1);
    for (const read of [profileHeader, activeWallet, notificationsForUser, liveSessionsOf, followCounts, likedNftIds]) read(user.id);
    // Every kept read the app defines was read (and so checked) above.
    expect(keptReadsNotRead()).toEqual([]);
  });

  it("fail a kept read of a table whose writes leave its generation alone, naming the table", () => {
    const ordersKeptUntilCardsChange = keptUntilCardsChange(() => db.select({ id: orders.id }).from(orders).all(), { key: () => "" });
    expect(() => ordersKeptUntilCardsChange()).toThrow(UncoveredKeptRead);
    expect(() => ordersKeptUntilCardsChange()).toThrow(/kept until the cards generation moves reads `orders`/);
    // Likes bump the cards, not the catalogue.
    const likesKeptUntilCatalogueChange = keptUntilCatalogueChange(() => db.$client.prepare("SELECT count(*) FROM likes").pluck().get());
    expect(() => likesKeptUntilCatalogueChange()).toThrow(/kept until the catalogue generation moves reads `likes`/);
  });
});
