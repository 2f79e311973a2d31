// A film's way from a paid order to a file the family can watch: the renderer's states, and what
// the customer is told about each.

export const RENDER_STATES = ["queued", "rendering", "ready", "failed"] as const;
export type RenderState = (typeof RENDER_STATES)[number];

/** What My Orders and the order page say of a film: a failed render is ours to fix, not theirs. */
export type FilmProgress =
  | { stage: "waiting" }
  | { stage: "queued" }
  | { stage: "rendering"; percent: number }
  | { stage: "ready"; url: string }
  | { stage: "on_it" }
  /** Made, then deleted: by retention, or with its account. */
  | { stage: "deleted" };

/** A ready film's private page, by its delivery token. */
export function filmPath(token: string): string {
  return `/films/${token}`;
}

export function filmProgress(film: {
  renderState: RenderState | null;
  renderProgress: number;
  deliveryToken: string | null;
  videoKey: string | null;
}): FilmProgress {
  switch (film.renderState) {
    case null:
      return { stage: "waiting" };
    case "queued":
      return { stage: "queued" };
    case "rendering":
      return { stage: "rendering", percent: film.renderProgress };
    case "ready":
      if (!film.videoKey) return { stage: "deleted" };
      return film.deliveryToken ? { stage: "ready", url: filmPath(film.deliveryToken) } : { stage: "on_it" };
    case "failed":
      return { stage: "on_it" };
  }
}

/** Whether a page should keep asking for news: something is still on its way. */
export function filmsInProgress(films: readonly FilmProgress[]): boolean {
  return films.some((film) => film.stage === "queued" || film.stage === "rendering");
}

/** A child's name as a plain ASCII piece of a file name: "José O'Connor" → "jose-o-connor" ("" when nothing is left). */
export function asciiFileStem(childName: string): string {
  return childName
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
}

/** The downloaded film's file name, from the child's name in plain ASCII: "santa-video-jose-o-connor.mp4". */
export function filmFileName(childName: string): string {
  const ascii = asciiFileStem(childName);
  return ascii ? `santa-video-${ascii}.mp4` : "santa-video.mp4";
}
