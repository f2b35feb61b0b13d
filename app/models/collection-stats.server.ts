import { and, eq, sql, type SQL } from "drizzle-orm";
import { amountInCoin } from "~/lib/coin.server";
import { formatDate } from "~/lib/format";
import { keptUntilCardsChange } from "~/lib/memo.server";
import { db, prepared } from "~db/client.server";
import { films } from "~db/schema";

// Collection stats and activity from the read model, one statement each, kept until the indexer's
// next write bumps the `cards` generation (sales by drizzle/0042) or the clock moves a sale out of
// a window (docs/decisions/168-collection-stats-and-market-sorting.md).

export const DAY_MS = 86_400_000;
/** Days of a film's daily floor and volume. */
export const ACTIVITY_DAYS = 30;
/** The zero address: a token sent there is burned and has no owner. */
const BURNED = "0x0000000000000000000000000000000000000000";

/** A film's stats, ready to show: amounts in the coin, the share listed in whole percent. */
export type CollectionStats = {
  filmId: number;
  /** The lowest active fixed-price listing, or null when nothing is for sale at a fixed price. */
  floor: string | null;
  volume24h: string;
  volumeAllTime: string;
  owners: number;
  /** Minted tokens that are not burned. */
  supply: number;
  listed: number;
  listedShare: string;
};

type StatsRow = {
  filmId: number;
  floorWei: string | null;
  volume24hWei: string;
  oldestSaleIn24h: number | null;
  volumeWei: string;
  owners: number;
  supply: number;
  listed: number;
};

/**
 * Each stat a subquery on the film row, so that one statement answers a film or every live film:
 * the floor from listings_active_film_floor's first entry, volumes and owners through the film's
 * NFTs (nfts_film, then sales_nft from a time on, tokens_nft), the listed count from
 * listings_active_film_floor. A token an auction holds in escrow counts for its seller.
 */
/** The film row's id, named in full: inside a subquery a bare "id" would be its own table's. */
const filmRowId = sql.raw(`"films"."id"`);

const statsColumns = {
  filmId: films.id,
  floorWei: sql<string | null>`(SELECT l.price_wei FROM listings l WHERE l.film_id = ${filmRowId} AND l.status = 'active' AND l.on_auction = 0 ORDER BY length(l.price_wei), l.price_wei LIMIT 1)`,
  volume24hWei: sql<string>`(SELECT wei_sum(s.price_wei) FROM sales s JOIN nfts n ON n.id = s.nft_id WHERE s.created_at >= ${sql.placeholder("since")} AND n.film_id = ${filmRowId})`,
  oldestSaleIn24h: sql<number | null>`(SELECT min(s.created_at) FROM sales s JOIN nfts n ON n.id = s.nft_id WHERE s.created_at >= ${sql.placeholder("since")} AND n.film_id = ${filmRowId})`,
  volumeWei: sql<string>`(SELECT wei_sum(s.price_wei) FROM nfts n JOIN sales s ON s.nft_id = n.id WHERE n.film_id = ${filmRowId})`,
  owners: sql<number>`(SELECT count(DISTINCT lower(coalesce(
      (SELECT a.seller_address FROM listings a WHERE a.token_id = t.token_id AND a.status = 'active' AND a.on_auction = 1),
      t.owner_address)))
    FROM nfts n JOIN tokens t ON t.nft_id = n.id WHERE n.film_id = ${filmRowId} AND t.owner_address <> '${sql.raw(BURNED)}')`,
  supply: sql<number>`(SELECT count(*) FROM nfts n JOIN tokens t ON t.nft_id = n.id WHERE n.film_id = ${filmRowId} AND t.owner_address <> '${sql.raw(BURNED)}')`,
  listed: sql<number>`(SELECT count(*) FROM listings l WHERE l.film_id = ${filmRowId} AND l.status = 'active')`,
};

const liveFilmsOnly: SQL = and(eq(films.status, "live"), eq(films.published, true))!;

const oneFilmStatsStatement = prepared(() =>
  db.select(statsColumns).from(films).where(eq(films.id, sql.placeholder("filmId"))).prepare(),
);
const liveFilmsStatsStatement = prepared(() => db.select(statsColumns).from(films).where(liveFilmsOnly).prepare());

function statsView(row: StatsRow): CollectionStats {
  return {
    filmId: row.filmId,
    floor: row.floorWei === null ? null : amountInCoin(BigInt(row.floorWei)),
    volume24h: amountInCoin(BigInt(row.volume24hWei)),
    volumeAllTime: amountInCoin(BigInt(row.volumeWei)),
    owners: row.owners,
    supply: row.supply,
    listed: row.listed,
    listedShare: row.supply === 0 ? "0%" : `${Math.round((row.listed / row.supply) * 100)}%`,
  };
}

/** A kept answer stands until its oldest sale of the last 24 hours leaves them. */
const until24hChange = (rows: StatsRow[]) => Math.min(...rows.map((row) => (row.oldestSaleIn24h === null ? Infinity : row.oldestSaleIn24h + DAY_MS)));

const keptStats = keptUntilCardsChange((filmId: number | "live"): StatsRow[] => {
  const since = Date.now() - DAY_MS;
  return filmId === "live" ? liveFilmsStatsStatement().all({ since }) : oneFilmStatsStatement().all({ since, filmId });
}, { key: String, validUntil: until24hChange });

/** Floor, 24-hour and all-time volume, owners and share listed of one film; null for no such film. */
export function filmStats(filmId: number): CollectionStats | null {
  const [row] = keptStats(filmId);
  return row ? statsView(row) : null;
}

/** The same stats for every live film, in one statement. */
export function liveFilmStats(): CollectionStats[] {
  return keptStats("live").map(statsView);
}

/** One UTC day of a film's activity, ready to chart and to list. */
export type ActivityDay = {
  /** The day's start, ms since the epoch (UTC). */
  day: number;
  date: string;
  /** The lowest fixed price open at any moment that day, in wei as decimal text; null when none was. */
  floorWei: string | null;
  floor: string | null;
  volumeWei: string;
  volume: string;
  sales: number;
};

type ActivityRow = { day: number; floorWei: string | null; volumeWei: string | null; sales: number | null };

/**
 * The last `ACTIVITY_DAYS` UTC days, today included. A day's floor walks listings_film_price_history
 * from the cheapest fixed price up to the first listing open that day (opened before its end,
 * closed after its start or still open); its volume groups the film's sales since the first day
 * (nfts_film, then sales_nft from that day on).
 */
const activityStatement = prepared(() =>
  db
    .select({
      day: sql<number>`days.start`,
      floorWei: sql<string | null>`(SELECT l.price_wei FROM listings l WHERE l.film_id = ${sql.placeholder("filmId")} AND l.on_auction = 0
        AND l.created_at < days.start + ${DAY_MS} AND (l.closed_at IS NULL OR l.closed_at >= days.start)
        ORDER BY length(l.price_wei), l.price_wei LIMIT 1)`,
      volumeWei: sql<string | null>`volume.wei`,
      sales: sql<number | null>`volume.sales`,
    })
    .from(
      sql`(WITH RECURSIVE d(start) AS (SELECT ${sql.placeholder("from")} UNION ALL SELECT start + ${DAY_MS} FROM d WHERE start + ${DAY_MS} < ${sql.placeholder("until")}) SELECT start FROM d) AS days`,
    )
    .leftJoin(
      sql`(SELECT CAST((s.created_at - ${sql.placeholder("from")}) / ${DAY_MS} AS INTEGER) AS day, wei_sum(s.price_wei) AS wei, count(*) AS sales
        FROM sales s JOIN nfts n ON n.id = s.nft_id
        WHERE s.created_at >= ${sql.placeholder("from")} AND n.film_id = ${sql.placeholder("filmId")} GROUP BY 1) AS volume`,
      sql`volume.day = (days.start - ${sql.placeholder("from")}) / ${DAY_MS}`,
    )
    .orderBy(sql`days.start`)
    .prepare(),
);

/** The start (UTC midnight) of the day `at` falls in. */
export const dayStart = (at: number) => at - (at % DAY_MS);

const keptActivity = keptUntilCardsChange(
  (filmId: number): { until: number; rows: ActivityRow[] } => {
    const until = dayStart(Date.now()) + DAY_MS;
    return { until, rows: activityStatement().all({ filmId, from: until - ACTIVITY_DAYS * DAY_MS, until }) };
  },
  // A new day starts a new window.
  { key: String, validUntil: (answer) => answer.until },
);

/** A film's floor and volume for each of the last `ACTIVITY_DAYS` days, oldest first. */
export function filmActivity(filmId: number): ActivityDay[] {
  return keptActivity(filmId).rows.map((row) => {
    const volumeWei = row.volumeWei ?? "0";
    return {
      day: row.day,
      date: formatDate(row.day),
      floorWei: row.floorWei,
      floor: row.floorWei === null ? null : amountInCoin(BigInt(row.floorWei)),
      volumeWei,
      volume: amountInCoin(BigInt(volumeWei)),
      sales: row.sales ?? 0,
    };
  });
}
