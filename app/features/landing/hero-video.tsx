// The hero's background loop. The poster paints first; the film starts only once the page has
// loaded and the browser is idle (the page's first script starts it: hero-film.ts), so it never
// competes with what matters.
// A visitor who comes to the landing page from another page of the shop gets no first script: the
// page's effect starts the film then.
import { useEffect } from "react";
import { NARROW_FILM, startHeroFilm } from "./hero-film.ts";

const POSTER = "/media/hero-poster.webp";
const POSTER_SMALL = "/media/hero-poster-640.webp";
export const HERO_POSTER_AVIF = "/media/hero-poster.avif";

export function HeroVideo() {
  useEffect(() => {
    if (document.readyState === "complete") startHeroFilm();
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
        data-hero-film=""
        data-webm="/media/hero.webm"
        data-mp4="/media/hero.mp4"
        data-narrow-webm="/media/hero-narrow.webm"
        data-narrow-mp4="/media/hero-narrow.mp4"
        data-narrow-below={NARROW_FILM.width / NARROW_FILM.height}
        muted
        loop
        playsInline
        preload="none"
        className="absolute inset-0 size-full object-cover opacity-0 transition-opacity duration-1000 data-playing:opacity-100"
      />
    </div>
  );
}
