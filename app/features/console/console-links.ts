// Every link to a console page or file, built here and encoded: an order by its reference, a photo by
// its token, a film by its id.

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
