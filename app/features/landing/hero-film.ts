// The hero's loop starts once the page has loaded and the browser is idle, whether or not its
// scripts have run (decisions 031, 033): the page's own first script calls this. Never under
// reduced motion or data saving. A hero taller than the narrow film gets that one (033).

/**
 * The narrow film: the centre of the 1280×720 loop, as wide as a hero of 3:5 or narrower ever shows
 * of it (the film covers its box, cropped at the sides). A phone's hero is about 412×751.
 */
export const NARROW_FILM = { width: 432, height: 720 } as const;

/**
 * Plays the hero's `<video data-hero-film>`, whose sources wait in data attributes, at the
 * browser's first idle moment (two seconds at the most): the film's set-up is a few long tasks,
 * which a visitor's first tap should not wait behind. The narrow film's sources are taken when the
 * box is no wider than `data-narrow-below` (its width over its height). Runs in the page, written
 * into it as source (`page-start.server.ts`): self-contained.
 */
export function startHeroFilm(): void {
  const start = () => {
    const video = document.querySelector<HTMLVideoElement>("video[data-hero-film]");
    // Already started: the page's first script ran before the page hydrated.
    if (!video || video.hasAttribute("src") || matchMedia("(prefers-reduced-motion: reduce)").matches) {
      return;
    }
    if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
    const narrow = video.clientWidth <= video.clientHeight * Number(video.dataset.narrowBelow);
    const { webm, mp4, narrowWebm, narrowMp4 } = video.dataset;
    const source = video.canPlayType("video/webm") ? (narrow ? narrowWebm : webm) : narrow ? narrowMp4 : mp4;
    if (!source) return;
    // The poster stays until the film really plays; then the film fades in over it.
    video.addEventListener("playing", () => video.setAttribute("data-playing", ""), { once: true });
    video.src = source;
    video.play().catch(() => {
      // Autoplay may be refused (battery saver); the poster stays.
    });
  };
  if (typeof requestIdleCallback === "function") requestIdleCallback(start, { timeout: 2000 });
  else start();
}
