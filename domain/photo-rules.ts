// What a photo must be to go into a film: the limits both the browser and the server enforce.

export const PHOTO_LIMITS = {
  /** Per file, as uploaded. */
  maxBytes: 25 * 1024 * 1024,
  /**
   * Decoded size, read from the header: refuses decompression bombs before any pixel is decoded.
   * 50 MP lets through a 12 MP phone photo and a 48–50 MP one (8160×6120), not a 100 MP one
   * (decision 024), and keeps one decode of the largest under ~150 MB.
   */
  maxPixels: 50_000_000,
  /** The stored photo's long side: enough for a Full HD film with room to pan. */
  maxLongSide: 3840,
  thumbnailLongSide: 320,
} as const;

/** What the photo picker offers; the server decides by the file's bytes, never by this list. */
export const PHOTO_ACCEPT =
  "image/jpeg,image/png,image/webp,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.heic,.heif";

export const PHOTO_ERROR_KEYS = [
  "photo.error.type",
  "photo.error.heic",
  "photo.error.tooBig",
  "photo.error.pixels",
  "photo.error.damaged",
  "photo.error.tooMany",
  "photo.error.request",
  "photo.error.lost",
  /** The upload broke off or was not a form upload: nothing of it is kept. */
  "photo.error.upload",
  /** Too many photos are waiting to be processed: try again shortly (503, Retry-After). */
  "photo.error.busy",
  /** The server's disk is near its reserve: uploads are refused before it fills (507). */
  "photo.error.noSpace",
  /** The shop's file storage (a bucket) could not be reached: nothing is kept; try again (503). */
  "photo.error.storage",
  /** This address has sent more photos than a family would in a while (429). */
  "photo.error.tooManyRequests",
] as const;
export type PhotoErrorKey = (typeof PHOTO_ERROR_KEYS)[number];

/** Where the browser shows a staged photo's thumbnail: by its random token, never a database id. */
export function photoThumbnailPath(token: string): string {
  return `/order/photos/${encodeURIComponent(token)}/thumbnail`;
}

/** Where the browser uploads one photo (multipart: `draftKey`, `photo`). */
export const PHOTO_UPLOAD_PATH = "/order/photos";
