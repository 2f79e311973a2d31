// Where the console's order page points for an order's files: photos by their token, films by id.

export function consolePhotoPath(token: string, { thumbnail = false } = {}): string {
  return `/console/photos/${encodeURIComponent(token)}${thumbnail ? "?thumbnail" : ""}`;
}

export function consolePhotosZipPath(reference: string): string {
  return `/console/orders/${encodeURIComponent(reference)}/photos.zip`;
}

export function consoleFilmVideoPath(filmId: string, { download = false } = {}): string {
  return `/console/films/${filmId}/video.mp4${download ? "?download" : ""}`;
}

export function consoleFilmCaptionsPath(filmId: string): string {
  return `/console/films/${filmId}/captions.vtt`;
}
