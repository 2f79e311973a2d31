// The family's film behind its private link, as its routes need it: the page (or the day retention
// deleted the film), and which stored captions a `?lang=` asks for.
import { LANGUAGES, type Language } from "#domain/language.ts";
import type { Db } from "../db/client.ts";
import { filmAvailableUntil, filmDeletedOn } from "../retention/film-availability.ts";
import type { Services } from "../services.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { otherCaptionsKey } from "./film-storage.ts";
import { DELIVERY_TOKEN_PATTERN, filmUrl } from "./film-links.ts";
import { findReadyFilm } from "./film-renders.repository.ts";

export type LinkedFilm = NonNullable<Awaited<ReturnType<typeof findReadyFilm>>>;

/** The film behind a private link; undefined for a malformed or unknown token. */
export async function findLinkedFilm(db: Db, token: string): Promise<LinkedFilm | undefined> {
  return DELIVERY_TOKEN_PATTERN.test(token) ? findReadyFilm(db, token) : undefined;
}

/** What the family's film page shows, its links built by the route. */
export interface ReadyFilmPage {
  childName: string;
  language: Language;
  /** The film's own language first, then any other it has captions in; none for an uploaded film. */
  captionLanguages: Language[];
  /** The page's own address, for sharing. */
  pageUrl: string;
  /** The last day (YYYY-MM-DD) the film is kept; undefined before delivery. */
  availableUntil: string | undefined;
}

/** A link whose film retention deleted says on which day (YYYY-MM-DD); any other is not found. */
export type FilmPage =
  | ({ outcome: "ready" } & ReadyFilmPage)
  | { outcome: "deleted"; deletedOn: string }
  | { outcome: "not_found" };

export async function loadFilmPage(
  shop: Pick<Services, "db" | "storage" | "config">,
  token: string,
): Promise<FilmPage> {
  const film = await findLinkedFilm(shop.db, token);
  if (!film) {
    const deletedOn = DELIVERY_TOKEN_PATTERN.test(token) ? await filmDeletedOn(shop.db, token) : undefined;
    return deletedOn ? { outcome: "deleted", deletedOn } : { outcome: "not_found" };
  }
  return {
    outcome: "ready",
    childName: film.childName,
    language: film.language,
    // A film an operator uploaded has no captions.
    captionLanguages: film.captionsKey ? [film.language, ...(await otherCaptions(shop.storage, film))] : [],
    pageUrl: filmUrl(shop.config.PUBLIC_URL, token),
    availableUntil: await filmAvailableUntil(shop.db, film.orderId, shop.config.RETENTION_FILM_DAYS),
  };
}

/** The other languages this film has captions in (films made before they were written have none). */
async function otherCaptions(
  storage: FileStorage,
  film: { language: Language; captionsKey: string | null },
): Promise<Language[]> {
  const { captionsKey } = film;
  if (!captionsKey) return [];
  const others = LANGUAGES.filter((language) => language !== film.language);
  const sizes = await Promise.all(
    others.map((language) => storage.size(otherCaptionsKey(captionsKey, language))),
  );
  return others.filter((_, index) => sizes[index] !== undefined);
}

/**
 * The stored captions a `?lang=` asks for: the film's own without one (or with its own language),
 * another language's where the film has them; undefined for an unknown language or none.
 */
export function captionsKeyFor(
  film: { language: Language; captionsKey: string | null },
  asked: string | null,
): string | undefined {
  if (!film.captionsKey) return undefined;
  const language = LANGUAGES.find((candidate) => candidate === asked);
  if (asked === null || language === film.language) return film.captionsKey;
  return language && otherCaptionsKey(film.captionsKey, language);
}
