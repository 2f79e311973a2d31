// The limits of each multipart form the shop reads, in one place: the route that parses the form and
// the Express layer that refuses an oversized body before the router (body-limits.ts) agree on them.
import { MAX_FILMS_PER_ORDER } from "#domain/order-fields.ts";
import { PHOTO_LIMITS } from "#domain/photo-rules.ts";
import { MAX_PHOTOS_PER_FILM } from "#domain/shop.ts";
import type { MultipartLimits } from "./multipart.ts";

export type UploadLimits = Omit<MultipartLimits, "tmpDir">;

const KB = 1024;
const MB = 1024 * KB;

/**
 * A text field as a browser sends it in a multipart body: UTF-8, at most 3 bytes per UTF-16 unit
 * (a CRLF line break is 2 bytes for 1 unit), so the longest legal value (1,000 units) is at most
 * 3 KB. Fields get 16 KB, so text over its limit still reaches validation and is named there
 * instead of refusing the whole form.
 */
const TEXT_FIELD_BYTES = 16 * KB;

/** The picker's one photo and its draft key (a UUID). */
export const PHOTO_UPLOAD_LIMITS: UploadLimits = {
  maxFileBytes: PHOTO_LIMITS.maxBytes,
  maxFiles: 1,
  maxTotalBytes: PHOTO_LIMITS.maxBytes + 64 * KB,
  maxFields: 4,
  maxFieldBytes: 256,
};

/**
 * The order form: per film 11 text fields and up to 11 photo tokens (one over the limit still
 * reaches validation), and 6 fields of the order (draft key, intent, buyer, two boxes); 226 at
 * most for 10 films. Without JavaScript the photos come in the same request: a film's worth of
 * full-size photos (decision 004).
 */
export const ORDER_FORM_LIMITS: UploadLimits = {
  maxFileBytes: PHOTO_LIMITS.maxBytes,
  maxFiles: MAX_FILMS_PER_ORDER * MAX_PHOTOS_PER_FILM,
  maxTotalBytes: 300 * MB,
  maxFields: MAX_FILMS_PER_ORDER * (11 + MAX_PHOTOS_PER_FILM + 1) + 6 + 64,
  maxFieldBytes: TEXT_FIELD_BYTES,
};

/** A finished film from the console: the file and the "replace" box. */
export function filmUploadLimits(maxMb: number): UploadLimits {
  return {
    maxFileBytes: maxMb * MB,
    maxFiles: 1,
    maxTotalBytes: maxMb * MB + 64 * KB,
    maxFields: 4,
    maxFieldBytes: 256,
  };
}

/** A recording of a name, in MB: any phone's or browser's take of a few seconds fits many times. */
export const NAME_UPLOAD_MAX_MB = 20;

/** A name recording and its fields: intent, language, id, confirmation and the name's spellings. */
export const NAME_UPLOAD_LIMITS: UploadLimits = {
  maxFileBytes: NAME_UPLOAD_MAX_MB * MB,
  maxFiles: 1,
  maxTotalBytes: NAME_UPLOAD_MAX_MB * MB + 64 * KB,
  maxFields: 20,
  // A spelling is a child's name: at most 60 units, 180 bytes.
  maxFieldBytes: 1 * KB,
};

/** A name to hear in one voice: language, spelling, respelling, IPA and the voice; no file. */
export const NAME_LISTEN_LIMITS: UploadLimits = {
  maxFileBytes: 0,
  maxFiles: 0,
  maxTotalBytes: 8 * KB,
  maxFields: 8,
  maxFieldBytes: 1 * KB,
};
