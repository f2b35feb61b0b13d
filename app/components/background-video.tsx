import { useEffect, useRef, useState } from "react";

/**
 * A decorative looping video behind a section: muted and inline, the poster first. It starts only
 * once the page is interactive and only when the visitor has not asked for reduced motion; a
 * button pauses it (moving content longer than five seconds must be stoppable).
 */
export function BackgroundVideo({ name }: { name: string }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [canPlay, setCanPlay] = useState(false);
  useEffect(() => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
    const video = videoRef.current;
    const follow = () => {
      setCanPlay(!reduce.matches);
      if (!video) return;
      if (reduce.matches) video.pause();
      else video.play().then(() => setPlaying(true), () => setPlaying(false));
    };
    follow();
    reduce.addEventListener("change", follow);
    return () => reduce.removeEventListener("change", follow);
  }, []);
  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) video.play().then(() => setPlaying(true), () => setPlaying(false));
    else {
      video.pause();
      setPlaying(false);
    }
  };
  return (
    <>
      <video
        ref={videoRef}
        className="background-video"
        muted
        loop
        playsInline
        preload="metadata"
        poster={`/media/${name}-poster.jpg`}
        aria-hidden="true"
        tabIndex={-1}
        data-playing={playing || undefined}
      >
        <source src={`/media/${name}.webm`} type="video/webm" />
        <source src={`/media/${name}.mp4`} type="video/mp4" />
      </video>
      {canPlay ? (
        <button type="button" className="background-video__toggle button button--ghost button--small" onClick={toggle}>
          {playing ? "Pause background" : "Play background"}
        </button>
      ) : null}
    </>
  );
}
