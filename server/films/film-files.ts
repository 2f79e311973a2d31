// A film's stored files as the family's and the console's routes send them: never indexed, the
// video with ranges so players can seek (saved under the child's name when asked), the captions whole.
import { filmFileName } from "../../domain/film-render.ts";
import { serveStoredFile } from "../http/stored-file-response.ts";
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
  film: { videoKey: string | null; childName: string } | undefined,
  download: boolean,
): Promise<Response | undefined> {
  const name = film && download ? filmFileName(film.childName) : undefined;
  return serveFilmFile(sending, "video", film?.videoKey, name);
}
