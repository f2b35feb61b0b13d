import { useState } from "react";
import { rarityClass } from "~/components/nft-card";

/** The artwork is the item page's largest paint: fetched before the scripts compete for the line. */
const LARGEST_PAINT = { fetchpriority: "high" } as const;
const VIDEO = /\.(webm|mp4)$/i;

/**
 * The item page's media player. Video artwork plays with the browser's controls; animated artwork
 * (the seeded animated SVGs) plays in place with a pause button, and shows the still thumbnail to
 * visitors who asked for reduced motion, with or without JavaScript.
 */
export function MediaPlayer({ title, rarity, mediaUrl, thumbUrl }: { title: string; rarity: Parameters<typeof rarityClass>[0]; mediaUrl: string; thumbUrl: string }) {
  const [paused, setPaused] = useState(false);
  const animated = mediaUrl !== thumbUrl;
  return (
    <figure className={`nft-media ${rarityClass(rarity)}`}>
      {VIDEO.test(mediaUrl) ? (
        <video controls loop muted playsInline preload="metadata" poster={thumbUrl} width="600" height="600" aria-label={`Animated artwork of ${title}`}>
          <source src={mediaUrl} type={mediaUrl.toLowerCase().endsWith(".mp4") ? "video/mp4" : "video/webm"} />
        </video>
      ) : (
        <picture>
          <source media="(prefers-reduced-motion: reduce)" srcSet={thumbUrl} />
          <img src={paused ? thumbUrl : mediaUrl} alt={`${animated ? "Animated artwork" : "Artwork"} of ${title}`} width="600" height="600" {...LARGEST_PAINT} />
        </picture>
      )}
      <figcaption className="nft-media__bar">
        <span className="dim">{animated ? "Animated artwork" : "Artwork"}</span>
        {animated && !VIDEO.test(mediaUrl) ? (
          <button type="button" className="button button--ghost button--small nft-media__toggle" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
            {paused ? "Play animation" : "Pause animation"}
          </button>
        ) : null}
      </figcaption>
    </figure>
  );
}
