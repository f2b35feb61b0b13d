import { PriceChart, weiToCoinNumber, type ChartSeries } from "~/components/price-chart";
import type { ActivityDay, CollectionStats } from "~/models/collection-stats.server";

/** "3 of 12 (25%)": listed tokens among the minted ones. */
const listedText = (stats: CollectionStats) => `${stats.listedShare} (${stats.listed} of ${stats.supply})`;

/** A film's figures: floor, volumes, owners and the share of its tokens listed. */
export function CollectionStatsList({ stats, labelledBy }: { stats: CollectionStats; labelledBy: string }) {
  return (
    <dl className="collection-stats" aria-labelledby={labelledBy}>
      <div>
        <dt>Floor price</dt>
        <dd>{stats.floor ?? "Nothing listed"}</dd>
      </div>
      <div>
        <dt>24-hour volume</dt>
        <dd>{stats.volume24h}</dd>
      </div>
      <div>
        <dt>All-time volume</dt>
        <dd>{stats.volumeAllTime}</dd>
      </div>
      <div>
        <dt>Owners</dt>
        <dd>{stats.owners}</dd>
      </div>
      <div>
        <dt>Listed</dt>
        <dd>{listedText(stats)}</dd>
      </div>
    </dl>
  );
}

/** Every live film's figures in one table, for /collections. */
export function CollectionStatsTable({ films }: { films: { slug: string; name: string; stats: CollectionStats }[] }) {
  return (
    <table className="price-table">
      <thead>
        <tr>
          <th scope="col">Collection</th>
          <th scope="col" className="price-table__amount">Floor price</th>
          <th scope="col" className="price-table__amount">24-hour volume</th>
          <th scope="col" className="price-table__amount">All-time volume</th>
          <th scope="col" className="price-table__amount">Owners</th>
          <th scope="col" className="price-table__amount">Listed</th>
        </tr>
      </thead>
      <tbody>
        {films.map(({ slug, name, stats }) => (
          <tr key={slug}>
            <th scope="row">
              <a href={`/${slug}`}>{name}</a>
            </th>
            <td className="price-table__amount">{stats.floor ?? "—"}</td>
            <td className="price-table__amount">{stats.volume24h}</td>
            <td className="price-table__amount">{stats.volumeAllTime}</td>
            <td className="price-table__amount">{stats.owners}</td>
            <td className="price-table__amount">{listedText(stats)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A film's floor (a line) and volume (bars, on the right axis) per day, with the table of both. */
export function FilmActivityChart({ days, filmName }: { days: readonly ActivityDay[]; filmName: string }) {
  const series: ChartSeries[] = [
    { label: "Floor price", draw: "line", color: "--accent", values: days.map((day) => (day.floorWei === null ? null : weiToCoinNumber(day.floorWei))) },
    { label: "Volume", draw: "bars", color: "--rare", rightAxis: true, values: days.map((day) => weiToCoinNumber(day.volumeWei)) },
  ];
  return (
    <PriceChart
      id="film-activity-chart"
      title={`${filmName}: floor price and volume per day, last ${days.length} days`}
      times={days.map((day) => day.day)}
      series={series}
      table={
        <table className="price-table">
          <thead>
            <tr>
              <th scope="col">Day (UTC)</th>
              <th scope="col" className="price-table__amount">Floor price</th>
              <th scope="col" className="price-table__amount">Volume</th>
              <th scope="col" className="price-table__amount">Sales</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{day.date}</th>
                <td className="price-table__amount">{day.floor ?? "—"}</td>
                <td className="price-table__amount">{day.volume}</td>
                <td className="price-table__amount">{day.sales}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
