import { Children, useEffect, useState, type ComponentType, type ReactNode } from "react";
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
  className?: string;
};

/**
 * A looping carousel. Server-rendered (and without JavaScript) it is a horizontal strip whose
 * first items are visible and the rest scroll; once the page is interactive react-slick takes over.
 */
export function Carousel({ label, children, autoplayMs, dots = true, perView, perViewWide, className }: CarouselProps) {
  const [Slider, setSlider] = useState<Slider | null>(loadedSlider);
  const view = perView ?? { desktop: 1, tablet: 1, mobile: 1 };
  useEffect(() => {
    let active = true;
    loadSlider().then((s) => active && setSlider(() => s));
    return () => {
      active = false;
    };
  }, []);
  const items = Children.toArray(children);
  const classes = `carousel ${className ?? ""}`;
  if (!Slider) {
    return (
      <div className={`${classes} carousel--static`} role="region" aria-label={label} style={{ ["--per-view" as string]: view.desktop }}>
        <div className="carousel__strip">
          {items.map((item, i) => (
            <div className="carousel__item" key={i}>
              {item}
            </div>
          ))}
        </div>
      </div>
    );
  }
  const responsive = [
    { breakpoint: 1024, settings: { slidesToShow: Math.min(view.tablet, items.length), slidesToScroll: 1 } },
    { breakpoint: 464, settings: { slidesToShow: Math.min(view.mobile, items.length), slidesToScroll: 1 } },
  ];
  return (
    <div className={classes} role="region" aria-label={label}>
      <Slider
        infinite={items.length > 1}
        autoplay={Boolean(autoplayMs)}
        autoplaySpeed={autoplayMs}
        pauseOnHover
        pauseOnFocus
        dots={dots}
        arrows
        speed={500}
        slidesToShow={Math.min(perViewWide ?? view.desktop, items.length)}
        slidesToScroll={1}
        responsive={perViewWide ? [{ breakpoint: 3000, settings: { slidesToShow: Math.min(view.desktop, items.length) } }, ...responsive] : responsive}
      >
        {items}
      </Slider>
    </div>
  );
}
