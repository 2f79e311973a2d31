// What the order form holds once its scripts run: the draft the browser kept from an earlier visit,
// then whatever the parent typed, picked or ticked into the server's HTML before the scripts woke.
// The page's fields are the truth for anything the parent touched; React only starts from them.
import type { FilmDraft, OrderDraft } from "#domain/order-draft.ts";

type FilmText = Exclude<keyof FilmDraft, "photos">;
const BUYER_FIELDS = ["buyerName", "buyerEmail", "confirmsAdult", "acceptsTerms"] as const;

/** Each film field of `typed` that differs from what the server wrote, laid over `base`'s film. */
function mergeFilm(base: FilmDraft, served: FilmDraft | undefined, typed: FilmDraft | undefined): FilmDraft {
  if (!typed || !served) return base;
  const film = { ...base };
  for (const field of Object.keys(served) as (keyof FilmDraft)[]) {
    if (field === "photos") continue;
    if (typed[field] !== served[field]) film[field as FilmText] = typed[field as FilmText];
  }
  return film;
}

/**
 * The draft to start from: `kept` (the browser's copy of an earlier visit, if any) or else what the
 * server sent, with every field the parent changed in the page before hydration (`typed`, read back
 * from the page's fields) taking precedence, film by film.
 */
export function mergeTypedDraft(served: OrderDraft, typed: OrderDraft, kept?: OrderDraft): OrderDraft {
  const base = kept ?? served;
  const merged: OrderDraft = {
    ...base,
    films: base.films.map((film, index) => mergeFilm(film, served.films[index], typed.films[index])),
  };
  for (const field of BUYER_FIELDS) {
    if (typed[field] !== served[field]) (merged as unknown as Record<string, unknown>)[field] = typed[field];
  }
  return merged;
}
