// Every link to a console page or file, built here and encoded: its screens, an order by its
// reference, a photo by its token, a film by its id, a recorded take by its id.
import { queueSearch, type QueueQuery } from "#domain/console-queue.ts";

/** The console's screens. */
export const CONSOLE_PATHS = {
  queue: "/console",
  dashboard: "/console/dashboard",
  names: "/console/names",
  lines: "/console/lines",
} as const;

/** The queue under a query (filters, page). */
export function consoleQueuePath(query: Partial<QueueQuery> = {}): string {
  return `${CONSOLE_PATHS.queue}${queueSearch(query)}`;
}

/** The CSV of every page of the queue: the page number is the one thing it leaves out. */
export function consoleExportPath(query: QueueQuery): string {
  return `/console/orders.csv${queueSearch({ ...query, page: 1 })}`;
}

/** Where a name is said by one voice with the pronunciation as typed, before it is saved. */
export const CONSOLE_NAME_LISTEN_PATH = `${CONSOLE_PATHS.names}/listen`;

export function consoleNameAudioPath(id: string): string {
  return `${CONSOLE_PATHS.names}/${encodeURIComponent(id)}/audio`;
}

export function consoleLineAudioPath(id: string): string {
  return `${CONSOLE_PATHS.lines}/${encodeURIComponent(id)}/audio`;
}

export function consoleOrderPath(reference: string, search = ""): string {
  return `/console/orders/${encodeURIComponent(reference)}${search ? `?${search}` : ""}`;
}

export function consolePhotoPath(token: string, { thumbnail = false } = {}): string {
  return `/console/photos/${encodeURIComponent(token)}${thumbnail ? "?thumbnail" : ""}`;
}

export function consolePhotosZipPath(reference: string): string {
  return `${consoleOrderPath(reference)}/photos.zip`;
}

function consoleFilmPath(filmId: string): string {
  return `/console/films/${encodeURIComponent(filmId)}`;
}

export function consoleFilmVideoPath(filmId: string, { download = false } = {}): string {
  return `${consoleFilmPath(filmId)}/video.mp4${download ? "?download" : ""}`;
}

export function consoleFilmCaptionsPath(filmId: string): string {
  return `${consoleFilmPath(filmId)}/captions.vtt`;
}

export function consoleFilmUploadPath(filmId: string): string {
  return `${consoleFilmPath(filmId)}/upload`;
}
