// The hero's background loop. The poster paints first; the film starts only after the page has
// loaded, and never under reduced motion or data saving, so it never competes with what matters.
import { useEffect, useRef, useState } from "react";

const POSTER = "/media/hero-poster.webp";
const POSTER_SMALL = "/media/hero-poster-640.webp";
export const HERO_POSTER_AVIF = "/media/hero-poster.avif";

export function HeroVideo() {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
    if (reduceMotion || saveData) return;
    const start = () => {
      element.src = element.canPlayType("video/webm") ? "/media/hero.webm" : "/media/hero.mp4";
      element.play().catch(() => {
        // Autoplay may be refused (battery saver); the poster stays.
      });
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => window.removeEventListener("load", start);
  }, []);

  return (
    <div aria-hidden="true" className="absolute inset-0 -z-20">
      <picture>
        {/* AVIF is less than half the WebP's weight; browsers without it take the WebP set. */}
        <source type="image/avif" srcSet={`${HERO_POSTER_AVIF} 1280w`} sizes="100vw" />
        <img
          src={POSTER}
          srcSet={`${POSTER_SMALL} 640w, ${POSTER} 1280w`}
          sizes="100vw"
          width={1280}
          height={720}
          alt=""
          fetchPriority="high"
          decoding="async"
          className="size-full object-cover"
        />
      </picture>
      <video
        ref={video}
        muted
        loop
        playsInline
        preload="none"
        onPlaying={() => setPlaying(true)}
        className={`absolute inset-0 size-full object-cover transition-opacity duration-1000 ${
          playing ? "opacity-100" : "opacity-0"
        }`}
      />
    </div>
  );
}
