import { Children, useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import type { Settings } from "react-slick";
import slickStyles from "slick-carousel/slick/slick.css";

/** Routes that render a Carousel spread these into their `links`. */
export const carouselLinks = [{ rel: "stylesheet", href: slickStyles }];

type Slider = ComponentType<Settings & { children?: ReactNode }>;
let loadedSlider: Slider | null = null;

/** react-slick is CommonJS: under ESM its default export may arrive wrapped once more. */
async function loadSlider(): Promise<Slider> {
  if (loadedSlider) return loadedSlider;
  const mod = (await import("react-slick")) as unknown as { default: Slider | { default: Slider } };
  const candidate = mod.default;
  loadedSlider = "default" in candidate ? candidate.default : candidate;
  return loadedSlider;
}

type Tier = "wide" | "desktop" | "tablet" | "mobile";

/**
 * The most items of a short carousel: as many dots as fit one row across a 320 px phone (12 px
 * each, 8 px apart). A longer one (a film's page of 120 collectibles) has no dots, which would
 * widen the page, and react-slick mounts only the slides it shows, and the next as a move starts.
 */
const SHORT_CAROUSEL = 14;

/** Narrowest first: the first query that matches names the tier; none means wider than 3000 px. */
const TIER_QUERIES: readonly [Tier, string][] = [
  ["mobile", "(max-width: 464px)"],
  ["tablet", "(max-width: 1024px)"],
  ["desktop", "(max-width: 3000px)"],
];

/**
 * The viewport tier, tracked here because react-slick 0.31 applies its `responsive` breakpoints
 * only after a resize, never on first render (akiran/react-slick#2446).
 */
function useViewportTier(): Tier | null {
  const [tier, setTier] = useState<Tier | null>(null);
  useEffect(() => {
    const lists = TIER_QUERIES.map(([name, query]) => [name, window.matchMedia(query)] as const);
    const update = () => setTier(lists.find(([, list]) => list.matches)?.[0] ?? "wide");
    update();
    lists.forEach(([, list]) => list.addEventListener("change", update));
    return () => lists.forEach(([, list]) => list.removeEventListener("change", update));
  }, []);
  return tier;
}

export type CarouselProps = {
  label: string;
  children: ReactNode;
  /** Milliseconds between slides; omit for a carousel that does not advance by itself. */
  autoplayMs?: number;
  dots?: boolean;
  /** Items visible above 1024 px, between 464 and 1024 px, and below 464 px. */
  perView?: { desktop: number; tablet: number; mobile: number };
  /** Extra tier above 3000 px (the collection sub-page's 5 items). */
  perViewWide?: number;
  /** Above 1024 px the items are a grid of four columns, not a carousel (a film's collectibles). */
  gridOnDesktop?: boolean;
  className?: string;
};

/**
 * A looping carousel. Server-rendered (and without JavaScript) it is a horizontal strip whose
 * first items are visible and the rest scroll; once the page is interactive react-slick takes over,
 * in the same room, so that nothing around it moves (docs/decisions/130-pages-stay-put-while-they-load.md).
 * With `gridOnDesktop` the same items are a grid on wide screens, and react-slick loads only
 * once the screen is narrow (docs/decisions/131-a-film-page-renders-its-cards-once.md).
 */
export function Carousel({ label, children, autoplayMs, dots = true, perView, perViewWide, gridOnDesktop = false, className }: CarouselProps) {
  const [loaded, setLoaded] = useState<Slider | null>(() => loadedSlider);
  const view = perView ?? { desktop: 1, tablet: 1, mobile: 1 };
  const tier = useViewportTier();
  // A grid needs no react-slick: it is neither fetched nor mounted at the widths where the items are one.
  const sliding = tier !== null && !(gridOnDesktop && (tier === "desktop" || tier === "wide"));
  const Slider = sliding ? loaded : null;
  const regionRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const region = regionRef.current;
    if (!Slider || !region) return;
    // react-slick hides off-screen slides and its clones with aria-hidden but leaves their links focusable.
    const sync = () =>
      region.querySelectorAll(".slick-slide").forEach((slide) => slide.toggleAttribute("inert", slide.getAttribute("aria-hidden") === "true"));
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(region, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-hidden"] });
    return () => observer.disconnect();
  }, [Slider]);
  useEffect(() => {
    if (!sliding) return;
    let active = true;
    loadSlider().then((s) => active && setLoaded(() => s));
    return () => {
      active = false;
    };
  }, [sliding]);
  // Each item in a box of its own: react-slick sets the width, `display: inline-block` and
  // `tabIndex={-1}` on the elements it is given, which would undo an item's own layout and take its link out of the tab order.
  const items = Children.toArray(children).map((item, i) => (
    <div className="carousel__item" key={i}>
      {item}
    </div>
  ));
  const long = items.length > SHORT_CAROUSEL;
  const dotted = dots && !long;
  const classes = `carousel${dotted ? " carousel--dots" : ""}${gridOnDesktop ? " carousel--grid-desktop" : ""} ${className ?? ""}`;
  const fitting = (count: number) => Math.max(1, Math.min(count, items.length));
  const shown: Record<Tier, number> = {
    wide: fitting(perViewWide ?? view.desktop),
    desktop: fitting(view.desktop),
    tablet: fitting(view.tablet),
    mobile: fitting(view.mobile),
  };
  if (!Slider || !tier) {
    // The strip shows as many items per tier as react-slick will, at the same width, so that nothing moves when it takes over.
    // Where `gridOnDesktop` asks for one, CSS makes it the grid above 1024 px.
    const perViewStyle = Object.fromEntries(Object.entries(shown).map(([name, count]) => [`--per-view-${name}`, count]));
    return (
      <div className={`${classes} carousel--static`} role="region" aria-label={label} style={perViewStyle}>
        <div className="carousel__strip">{items}</div>
      </div>
    );
  }
  return (
    <div className={classes} role="region" aria-label={label} ref={regionRef}>
      <Slider
        infinite={items.length > 1}
        autoplay={Boolean(autoplayMs)}
        autoplaySpeed={autoplayMs}
        pauseOnHover
        pauseOnFocus
        dots={dotted}
        arrows
        speed={500}
        slidesToShow={shown[tier]}
        slidesToScroll={1}
        lazyLoad={long ? "ondemand" : undefined}
      >
        {items}
      </Slider>
    </div>
  );
}
