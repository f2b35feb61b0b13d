import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Carousel } from "~/components/carousel";

/** A carousel's server markup, the plain strip every page is first shown with. */
const strip = (count: number, props: { dots?: boolean; gridOnDesktop?: boolean } = {}) =>
  renderToString(
    <Carousel label="Collectibles" {...props}>
      {Array.from({ length: count }, (_, i) => (
        <p key={i}>{`Item ${i + 1}`}</p>
      ))}
    </Carousel>,
  );

describe("carousel", () => {
  it("keeps room for its dots while they fit a phone's width in one row, and has none beyond", () => {
    expect(strip(14)).toContain("carousel--dots");
    // A film's page of collectibles: 120 dots would make the page wider than a phone.
    expect(strip(15)).not.toContain("carousel--dots");
    expect(strip(120)).not.toContain("carousel--dots");
    expect(strip(3, { dots: false })).not.toContain("carousel--dots");
  });

  it("writes every item once, in order, whether or not it is a grid on wide screens", () => {
    for (const gridOnDesktop of [false, true]) {
      const html = strip(20, { gridOnDesktop });
      expect(html.match(/Item \d+/g)).toEqual(Array.from({ length: 20 }, (_, i) => `Item ${i + 1}`));
      expect(html.includes("carousel--grid-desktop")).toBe(gridOnDesktop);
    }
  });
});
