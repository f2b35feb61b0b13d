import { useEffect, useRef, type ReactNode } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import type { PricePoint } from "~/models/sales.server";
import styles from "~/styles/price-chart.css";

/** Routes that render a PriceChart spread these into their `links`. */
export const priceChartLinks = [{ rel: "stylesheet", href: styles }];

/** One line, set of points or set of bars; `values` align with the chart's times, null where it has none. */
export type ChartSeries = {
  label: string;
  values: (number | null)[];
  draw: "line" | "points" | "bars";
  /** A second axis on the right, for a series counted in another measure (a day's volume beside its floor). */
  rightAxis?: boolean;
  /** A colour of the site's palette, as its custom property ("--accent"). */
  color: `--${string}`;
};

/** Wei as decimal text to the coin, as a plotted number: only the chart's drawing reads it. */
export const weiToCoinNumber = (wei: string) => Number(BigInt(wei)) / 1e18;

const PLOT_HEIGHT = 240;

/**
 * A chart of amounts over time with the table of the same numbers. The table is the page's markup:
 * what a visitor without JavaScript and a screen reader read. Once the page runs, the chart's box
 * takes its place above the table, which folds into a disclosure, and uPlot is fetched only when
 * the box comes on screen (docs/decisions/167-price-charts-with-uplot.md).
 */
export function PriceChart({ id, title, times, series, table }: { id: string; title: string; times: number[]; series: ChartSeries[]; table: ReactNode }) {
  const hydrated = useHydrated();
  // A fixed id, not React's useId: kept markup changes the tree, and with it a generated id (docs/decisions/100-kept-markup.md).
  const captionId = `${id}-title`;
  return (
    <figure className="price-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="price-chart__title">
        {title}
      </figcaption>
      {hydrated ? <ChartPlot times={times} series={series} /> : null}
      <details className="price-chart__numbers" open={!hydrated}>
        <summary>The numbers as a table</summary>
        {table}
      </details>
    </figure>
  );
}

function ChartPlot({ times, series }: { times: number[]; series: ChartSeries[] }) {
  const keyed = series.map(({ label, draw, color }) => ({ label, draw, color }));
  const box = useRef<HTMLDivElement>(null);
  // Drawn again only when the numbers change, not when a render builds equal arrays anew.
  const numbers = JSON.stringify([times, series]);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const [times, series] = JSON.parse(numbers) as [number[], ChartSeries[]];
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | null = null;
    let cancelled = false;
    const resize = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: PLOT_HEIGHT }));
    const onScreen = new IntersectionObserver(async (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      onScreen.disconnect();
      const { default: UPlot } = await import("uplot");
      if (cancelled) return;
      const colour = (name: string) => getComputedStyle(element).getPropertyValue(name).trim();
      const axis = { stroke: colour("--text-dim"), grid: { stroke: colour("--line"), width: 1 }, ticks: { stroke: colour("--line"), width: 1 } };
      const right = series.some((one) => one.rightAxis);
      chart = new UPlot(
        {
          width: element.clientWidth,
          height: PLOT_HEIGHT,
          legend: { show: false },
          cursor: { show: false },
          scales: { x: { time: true } },
          axes: [axis, { ...axis, scale: "coin" }, ...(right ? [{ ...axis, scale: "right", side: 1, grid: { show: false } }] : [])],
          series: [
            {},
            ...series.map((one) => ({
              label: one.label,
              scale: one.rightAxis ? "right" : "coin",
              stroke: colour(one.color),
              fill: one.draw === "bars" ? colour(one.color) : undefined,
              width: one.draw === "points" ? 0 : 2,
              spanGaps: one.draw === "line",
              points: { show: one.draw !== "bars", size: 7, fill: colour(one.color) },
              paths: one.draw === "bars" ? UPlot.paths.bars!({ size: [0.6, 24] }) : undefined,
            })),
          ],
        },
        [times.map((at) => at / 1000), ...series.map((one) => one.values)],
        element,
      );
      resize.observe(element);
    });
    onScreen.observe(element);
    return () => {
      cancelled = true;
      onScreen.disconnect();
      resize.disconnect();
      chart?.destroy();
    };
  }, [numbers]);
  return (
    <>
      <ul className="price-chart__key" aria-hidden="true">
        {keyed.map((one) => (
          <li key={one.label} data-draw={one.draw} style={{ ["--key" as string]: `var(${one.color})` }}>
            {one.label}
          </li>
        ))}
      </ul>
      <div ref={box} className="price-chart__plot" aria-hidden="true" />
    </>
  );
}

/** An item's sales and bids as points over time, with the table of them. */
export function ItemPriceChart({ points }: { points: readonly PricePoint[] }) {
  const series: ChartSeries[] = (["sale", "bid"] as const).map((kind) => ({
    label: kind === "sale" ? "Sales" : "Bids",
    draw: "points",
    color: kind === "sale" ? "--accent" : "--ultimate",
    values: points.map((point) => (point.kind === kind ? weiToCoinNumber(point.amountWei) : null)),
  }));
  return (
    <PriceChart
      id="item-prices-chart"
      title="Sales and bids over time"
      times={points.map((point) => point.at)}
      series={series}
      table={
        <table className="price-table">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Event</th>
              <th scope="col" className="price-table__amount">Amount</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point, index) => (
              <tr key={`${point.kind}-${point.at}-${index}`}>
                <td>{point.date}</td>
                <td>{point.kind === "sale" ? "Sale" : "Bid"}</td>
                <td className="price-table__amount">{point.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
