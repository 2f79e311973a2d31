// A film's stored files as the family's and the console's routes send them: never indexed, the
// video with ranges so players can seek (saved under the child's name when asked), the captions whole;
// the family's video from a bucket by a short-lived redirect to the bucket itself.
import { filmFileName } from "#domain/film-render.ts";
import { attachment, fromStorage, serveStoredFile } from "../http/stored-file-response.ts";
import type { FileStorage } from "../storage/file-storage.ts";

/** Where and how a route sends: the family's pages and the console each have their own caching. */
export interface Sending {
  storage: FileStorage;
  request: Request;
  cacheControl: string;
}

const FORMATS = {
  video: { contentType: "video/mp4", ranges: true },
  captions: { contentType: "text/vtt; charset=utf-8", ranges: false },
} as const;

/**
 * How long the family's film address in a bucket works (decision 054): a player that followed the
 * redirect may ask its later ranges of the bucket's address, so a 9-minute film paused for a meal, or
 * a download resumed on a slow line, still plays or finishes; a link an operator replaced leads
 * nowhere within the hour.
 */
export const FILM_URL_SECONDS = 60 * 60;

/** A film as its video routes need it: where its video is stored, and the child's name to save it under. */
interface FilmVideo {
  videoKey: string | null;
  childName: string;
}

/** The film's video or captions stored under `key`; undefined when there is none. */
export async function serveFilmFile(
  { storage, request, cacheControl }: Sending,
  format: keyof typeof FORMATS,
  key: string | null | undefined,
  downloadName?: string,
): Promise<Response | undefined> {
  if (!key) return undefined;
  return serveStoredFile(storage, request, {
    key,
    ...FORMATS[format],
    cacheControl,
    noindex: true,
    downloadName,
  });
}

/** The film's video, saved under a name made from the child's when `download`; undefined when none. */
export function serveFilmVideo(
  sending: Sending,
  film: FilmVideo | undefined,
  download: boolean,
): Promise<Response | undefined> {
  const name = film && download ? filmFileName(film.childName) : undefined;
  return serveFilmFile(sending, "video", film?.videoKey, name);
}

/**
 * The family's film, once its private link has found it: from a bucket, a redirect (302) to an
 * address of the bucket's own, signed for `FILM_URL_SECONDS`, so its bytes never pass through a web
 * process; from the disk, streamed as the console's is. Undefined when no film is stored;
 * StoredFileUnavailable when storage did not answer.
 */
export async function serveLinkedFilmVideo(
  sending: Sending,
  film: FilmVideo | undefined,
  download: boolean,
): Promise<Response | undefined> {
  const { storage, request, cacheControl } = sending;
  // A signed address is good for GET alone; a HEAD is answered here without reading a byte.
  if (!storage.temporaryUrl || request.method !== "GET") return serveFilmVideo(sending, film, download);
  // Asked first, so a film missing from the bucket is the shop's own not-found page, not the bucket's.
  if (!film?.videoKey || (await fromStorage(film.videoKey, storage.size(film.videoKey))) === undefined)
    return undefined;
  const location = await storage.temporaryUrl(film.videoKey, {
    seconds: FILM_URL_SECONDS,
    contentType: FORMATS.video.contentType,
    cacheControl,
    contentDisposition: download ? attachment(filmFileName(film.childName)) : undefined,
  });
  // The redirect is kept by no cache either: a stored one would outlive its address.
  return new Response(null, {
    status: 302,
    headers: { Location: location, "Cache-Control": cacheControl, "X-Robots-Tag": "noindex" },
  });
}
