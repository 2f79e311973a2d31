// The hero's loop starts once the page has loaded, whether or not its scripts have run (decision 031):
// the page's own first script calls this. Never under reduced motion or data saving.

/**
 * Plays the hero's `<video data-hero-film>`, whose sources wait in data attributes until the page
 * has loaded. Runs in the page, written into it as source (`page-start.server.ts`): self-contained.
 */
export function startHeroFilm(): void {
  const video = document.querySelector<HTMLVideoElement>("video[data-hero-film]");
  // Already started: the page's first script ran before the page hydrated.
  if (!video || video.hasAttribute("src") || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
  const source = video.canPlayType("video/webm") ? video.dataset.webm : video.dataset.mp4;
  if (!source) return;
  // The poster stays until the film really plays; then the film fades in over it.
  video.addEventListener("playing", () => video.setAttribute("data-playing", ""), { once: true });
  video.src = source;
  video.play().catch(() => {
    // Autoplay may be refused (battery saver); the poster stays.
  });
}
