/**
 * Fills a fresh Diginoor database with the catalogue of `db/catalogue/`: studios, films, the NFTs
 * of the three live films, marketplace listings, blog posts, lotteries, the team and partners.
 * `scripts/generate-art.ts` draws the artwork for the same catalogue.
 */
import { sql, type Placeholder } from "drizzle-orm";
import { parseEther } from "ethers";
import { FILMS, type FilmSeed, type FilmSlug } from "./catalogue/films";
import { LOTTERIES } from "./catalogue/lotteries";
import { newCommitment } from "./lottery-commitment";
import { NFTS, type NftSeed } from "./catalogue/nfts";
import { PARTNERS, TEAM } from "./catalogue/people";
import { POSTS } from "./catalogue/posts";
import { seededRandom } from "./seeded-random";
import { STUDIOS, type StudioSeed } from "./catalogue/studios";
import type { Db } from "./open";
import {
  blogPosts,
  counters,
  films,
  listings,
  lotteries,
  lotterySecrets,
  nfts,
  partners,
  productionHouses,
  teamMembers,
  type Rarity,
} from "./schema";

export type SeedSummary = { nfts: number; listings: number; auctions: number; films: number; lotteries: number; posts: number };

/** The first five accounts of the anvil/hardhat default mnemonic: funded on every local dev chain. */
export const DEV_ACCOUNTS: readonly `0x${string}`[] = [
  "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
  "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
  "0x90F79bf6EB2c4f870365E785982E1f101E93b906",
  "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65",
];

/** The config's offline default rate; auction NFTs show their reserve in dollars at this rate. */
const SEED_USD_CENTS_PER_COIN = 300_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const WEI_PER_COIN = parseEther("1");
/** A coin amount of the catalogue ("0.12") in wei; a malformed one throws. */
const coin = (amount: string): bigint => parseEther(amount);

const EXCLUSIVE_REWARDS: Record<Rarity, (film: string) => string> = {
  Common: (film) => `${film} digital wallpaper pack in three sizes`,
  Rare: (film) => `Exclusive ${film} wallpaper pack + early access to the next drop`,
  Ultimate: (film) => `Signed digital poster + early access to the ${film} premiere screening draw`,
  Legendary: (film) =>
    `Signed digital poster, your name on the ${film} collectors' wall and two seats in the premiere screening draw`,
};

/** Serial prefix per rarity, as the spec's token ids (Legendary 1 ... Common 4). */
const SERIAL_PREFIX: Record<Rarity, string> = { Legendary: "1", Ultimate: "2", Rare: "3", Common: "4" };

/** True when no NFT has been stored yet. */
export function isEmpty(db: Db): boolean {
  return db.select({ id: nfts.id }).from(nfts).limit(1).get() === undefined;
}

/** Start-up seeding: fills the database when it is empty, else leaves it as it is. */
export function seedIfEmpty(db: Db): SeedSummary | null {
  return isEmpty(db) ? seedDatabase(db) : null;
}

type NftRow = typeof nfts.$inferInsert;
type ListingRow = typeof listings.$inferInsert;

/** Edition sizes of generated NFTs: min, max. */
const QUANTITY_RANGE: Record<Rarity, [number, number]> = {
  Common: [100, 250],
  Rare: [25, 60],
  Ultimate: [10, 25],
  Legendary: [1, 5],
};
/** First-sale prices of generated NFTs in cents: min, max, step. */
const PRICE_RANGE: Record<Rarity, [number, number, number]> = {
  Common: [1200, 1500, 300],
  Rare: [5000, 9000, 500],
  Ultimate: [12000, 18000, 500],
  Legendary: [20000, 25000, 2500],
};
/** Reserves of collectors' auctions of generated editions, in thousandths of a coin (steps of 0.005). */
const RESERVE_MILLICOIN_RANGE: Record<Rarity, [number, number]> = {
  Common: [10, 30],
  Rare: [20, 80],
  Ultimate: [40, 200],
  Legendary: [80, 500],
};
const MILLICOIN = WEI_PER_COIN / 1000n;
const TEN_THOUSANDTH_COIN = WEI_PER_COIN / 10_000n;

/** An auction NFT is a single token, minted to the operator, which auctions it; its price shows the reserve. */
const auctionTerms = (reserve: bigint) => ({
  reserve,
  priceCents: Number((reserve * BigInt(SEED_USD_CENTS_PER_COIN)) / WEI_PER_COIN),
  quantity: 1,
  available: 0,
  saleType: "auction" as const,
});

/** The display serial of an NFT (decision 6): its rarity digit and its unique id. */
export const serialOf = (rarity: Rarity, id: number) => `${SERIAL_PREFIX[rarity]}-${String(id).padStart(5, "0")}`;

/** A placeholder per column, for an INSERT prepared once and run for many rows. */
function placeholdersFor<K extends string>(keys: readonly K[]): Record<K, Placeholder> {
  const placeholders = {} as Record<K, Placeholder>;
  for (const key of keys) placeholders[key] = sql.placeholder(key);
  return placeholders;
}

/**
 * Inserts rows through one prepared statement per set of columns: the SQL is built once rather
 * than per row, which is what keeps a 10,000-NFT seed fast. Rows leave out columns that stay NULL.
 */
function insertEach<Row extends object>(rows: readonly Row[], prepare: (columns: (keyof Row & string)[]) => { run(row: Row): unknown }): void {
  const statements = new Map<string, { run(row: Row): unknown }>();
  for (const row of rows) {
    const columns = Object.keys(row) as (keyof Row & string)[];
    const key = columns.join();
    let statement = statements.get(key);
    if (!statement) statements.set(key, (statement = prepare(columns)));
    statement.run(row);
  }
}

/**
 * Fills an empty database with the catalogue. With `scale`, generated editions of the base
 * designs are added until there are `scale` NFTs. Runs in one transaction: all or nothing.
 */
export function seedDatabase(db: Db, options: { scale?: number; now?: number } = {}): SeedSummary {
  const now = options.now ?? Date.now();
  const totalNfts = Math.max(options.scale ?? 0, NFTS.length);
  if (!Number.isInteger(totalNfts)) throw new Error(`The seed scale must be a whole number, got ${options.scale}`);
  if (!isEmpty(db)) throw new Error("The database already has NFTs: seeding only fills an empty catalogue.");

  const random = seededRandom(20_160_722);
  const between = (min: number, max: number, step = 1) => min + step * Math.floor(random() * ((max - min) / step + 1));

  return db.transaction((tx) => {
    const studioRows = tx
      .insert(productionHouses)
      .values(STUDIOS.map((s, i) => ({ slug: s.slug, name: s.name, about: s.about, logoUrl: `/art/studios/${s.slug}.svg`, sortOrder: i + 1 })))
      .returning({ id: productionHouses.id, slug: productionHouses.slug })
      .all();
    const houseIds = new Map(studioRows.map((row) => [row.slug, row.id]));

    const filmRows = tx
      .insert(films)
      .values(
        FILMS.map((f, i) => ({
          slug: f.slug,
          name: f.name,
          tagline: f.tagline,
          blurb: f.blurb,
          year: f.year,
          status: f.status,
          posterUrl: `/art/films/${f.slug}-poster.svg`,
          bannerUrl: `/art/films/${f.slug}-banner.svg`,
          productionHouseId: houseIds.get(f.studio)!,
          sortOrder: i + 1,
        })),
      )
      .returning({ id: films.id, slug: films.slug })
      .all();
    const filmIds = new Map(filmRows.map((row) => [row.slug, row.id]));
    const filmsBySlug = new Map<string, FilmSeed>(FILMS.map((f) => [f.slug, f]));
    const studiosBySlug = new Map<string, StudioSeed>(STUDIOS.map((s) => [s.slug, s]));

    const nftRows: NftRow[] = [];
    const listingRows: ListingRow[] = [];
    let lastTokenId = 0;
    let fixedListingCount = 0;
    let auctionCount = 0;

    const addListing = (nftId: number, onAuction: boolean, priceWei: bigint, sellerAddress: string) => {
      if (onAuction) auctionCount += 1;
      else fixedListingCount += 1;
      // No chain listing id yet: the indexer fills it once the listing exists on chain.
      listingRows.push({
        nftId,
        tokenId: ++lastTokenId,
        onAuction,
        sellerAddress,
        priceWei,
        ...(onAuction ? { endsAt: new Date(now + between(2 * 24, 7 * 24) * HOUR) } : {}),
        status: "active",
        // A second apart, oldest first, so "latest" orderings are stable.
        createdAt: new Date(now - DAY + listingRows.length * 1000),
      });
    };
    // Collectors resell editions they bought; the first dev account is the operator's.
    const collector = () => DEV_ACCOUNTS[1 + (listingRows.length % (DEV_ACCOUNTS.length - 1))];

    const addNft = (template: NftSeed, thumb: number, title: string, sale: NftSeed["sale"]): number => {
      const id = nftRows.length + 1;
      const film = filmsBySlug.get(template.film)!;
      const studio = studiosBySlug.get(film.studio)!;
      const { reserve, ...terms } =
        "auctionReserve" in sale
          ? auctionTerms(coin(sale.auctionReserve))
          : { reserve: null, priceCents: sale.priceCents, quantity: sale.quantity, available: sale.available, saleType: "fixed" as const };
      nftRows.push({
        id,
        serial: serialOf(template.rarity, id),
        title,
        mediaUrl: `/art/nfts/${thumb}-media.svg`,
        thumbUrl: `/art/nfts/${thumb}.svg`,
        filmId: filmIds.get(film.slug)!,
        productionHouseId: houseIds.get(studio.slug)!,
        celebrity: template.celebrity,
        rarity: template.rarity,
        category: template.category,
        description: template.description,
        about: studio.about,
        ...terms,
        exclusive: EXCLUSIVE_REWARDS[template.rarity](film.name),
        createdAt: new Date(now - 2 * DAY + id * 1000),
      });
      if (reserve !== null) addListing(id, true, reserve, DEV_ACCOUNTS[0]);
      return id;
    };

    NFTS.forEach((template, index) => {
      const id = addNft(template, index + 1, template.title, template.sale);
      if ("resalePrice" in template.sale && template.sale.resalePrice) {
        addListing(id, false, coin(template.sale.resalePrice), collector());
      }
    });

    // Generated editions are fixed-price; a quarter of them have a resale listing and one in
    // twenty a collector's auction, each of a token from an edition already sold.
    for (let extra = 0; nftRows.length < totalNfts; extra++) {
      const templateIndex = extra % NFTS.length;
      const template = NFTS[templateIndex];
      const edition = Math.floor(extra / NFTS.length) + 2;
      const [minQuantity, maxQuantity] = QUANTITY_RANGE[template.rarity];
      const [minPrice, maxPrice, priceStep] = PRICE_RANGE[template.rarity];
      const quantity = between(minQuantity, maxQuantity);
      // Most Commons sit at the $12 price point the explore filter offers.
      const priceCents = template.rarity === "Common" && random() < 0.9 ? 1200 : between(minPrice, maxPrice, priceStep);
      const roll = random();
      const listing = roll < 0.05 ? "auction" : roll < 0.3 ? "resale" : null;
      const sold = listing !== null || random() < 0.5 ? between(1, quantity) : 0;
      const id = addNft(template, templateIndex + 1, `${template.title} #${edition}`, {
        priceCents,
        quantity,
        available: quantity - sold,
      });
      if (listing === "auction") {
        const [min, max] = RESERVE_MILLICOIN_RANGE[template.rarity];
        addListing(id, true, MILLICOIN * BigInt(between(min, max, 5)), collector());
      } else if (listing === "resale") {
        // 0.002 to 0.02 coin in steps of 0.0005: some listings under $10, some under $20.
        addListing(id, false, TEN_THOUSANDTH_COIN * BigInt(between(20, 200, 5)), collector());
      }
    }

    insertEach(nftRows, (columns) => tx.insert(nfts).values(placeholdersFor(columns)).prepare());
    insertEach(listingRows, (columns) => tx.insert(listings).values(placeholdersFor(columns)).prepare());

    const counterRows = [
      { name: "tokenid", value: lastTokenId },
      { name: "listing_id", value: fixedListingCount },
      { name: "auction_id", value: auctionCount },
    ];
    tx.insert(counters)
      .values(counterRows)
      .onConflictDoUpdate({ target: counters.name, set: { value: sql`excluded.value` } })
      .run();

    tx.insert(blogPosts)
      .values(
        POSTS.map((p) => ({
          slug: p.slug,
          title: p.title,
          excerpt: p.excerpt,
          contentHtml: p.contentHtml,
          authorName: "admin",
          featured: p.featured,
          imageUrl: `/art/blog/${p.slug}.svg`,
          publishedAt: new Date(p.publishedAt),
        })),
      )
      .run();

    // Each lottery's prize is the film's fixed-price Legendary (the base NFT ids are 1..40).
    const rewardNftId = (film: FilmSlug) =>
      NFTS.findIndex((n) => n.film === film && n.rarity === "Legendary" && !("auctionReserve" in n.sale)) + 1;
    // Each with its draw's commitment, as the console makes them, so that every seeded lottery can be drawn verifiably.
    const drawSecrets = LOTTERIES.map(() => newCommitment());
    const seededLotteries = tx
      .insert(lotteries)
      .values(
        LOTTERIES.map((l, i) => ({
          name: l.name,
          imageUrl: `/art/lottery/${i + 1}.svg`,
          description: l.description,
          rewardNftId: rewardNftId(l.film),
          ticketPriceCents: l.ticketPriceCents,
          prizePoolCents: l.prizePoolCents,
          minTickets: 100,
          drawsAt: new Date(now + l.drawsInDays * DAY),
          status: "open" as const,
          commitment: drawSecrets[i].commitment,
        })),
      )
      .returning({ id: lotteries.id })
      .all();
    tx.insert(lotterySecrets)
      .values(seededLotteries.map(({ id }, i) => ({ lotteryId: id, secret: drawSecrets[i].secret })))
      .run();

    tx.insert(teamMembers)
      .values(TEAM.map((m, i) => ({ name: m.name, role: m.role, imageUrl: `/art/team/${i + 1}.svg`, sortOrder: i + 1 })))
      .run();
    tx.insert(partners)
      .values(PARTNERS.map((p, i) => ({ name: p.name, kind: p.kind, logoUrl: `/art/partners/${i + 1}.svg`, url: null, sortOrder: i + 1 })))
      .run();

    return {
      nfts: nftRows.length,
      listings: listingRows.length,
      auctions: auctionCount,
      films: FILMS.length,
      lotteries: LOTTERIES.length,
      posts: POSTS.length,
    };
  });
}
