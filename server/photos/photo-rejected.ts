// The typed refusal of an uploaded photo: its key names the message the uploader reads.
import type { PhotoErrorKey } from "#domain/photo-rules.ts";

export class PhotoRejected extends Error {
  readonly key: PhotoErrorKey;
  constructor(key: PhotoErrorKey, options?: ErrorOptions) {
    super(`Photo rejected: ${key}`, options);
    this.name = "PhotoRejected";
    this.key = key;
  }
}
