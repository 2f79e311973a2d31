// What the upload's answer tells the order page, carried in its address after the redirect (so it
// works without JavaScript and survives a reload): which film, and uploaded or refused and why.
import { isFilmUploadRefusal, type FilmUploadRefusal } from "#domain/film-upload.ts";

/** The form field that carries the film. */
export const FILM_FIELD = "film";
/** The form field of the box that confirms replacing a film that has a file. */
export const REPLACE_FIELD = "replace";

export type FilmUploadNotice =
  | { position: number; uploaded: true }
  | { position: number; uploaded: false; reason: FilmUploadRefusal; found?: string };

const UPLOADED = "uploaded";
const REFUSED = "upload-error";
const FILM = "film";
const FOUND = "found";

export const filmUploadNotice = {
  toSearch(notice: FilmUploadNotice): string {
    const search = new URLSearchParams();
    if (notice.uploaded) {
      search.set(UPLOADED, String(notice.position));
      return search.toString();
    }
    search.set(REFUSED, notice.reason);
    search.set(FILM, String(notice.position));
    if (notice.found) search.set(FOUND, notice.found);
    return search.toString();
  },

  /** The notice in the page's address, if it is about the film at `position`. */
  fromSearch(search: URLSearchParams, position: number): FilmUploadNotice | undefined {
    if (search.get(UPLOADED) === String(position)) return { position, uploaded: true };
    const reason = search.get(REFUSED);
    if (search.get(FILM) !== String(position) || !reason || !isFilmUploadRefusal(reason)) return undefined;
    const found = search.get(FOUND);
    return { position, uploaded: false, reason, ...(found && { found: found.slice(0, 40) }) };
  },
};
