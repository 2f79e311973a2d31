// Uploads one photo to the server with its own progress (fetch cannot report upload progress).
import { PHOTO_ERROR_KEYS, PHOTO_UPLOAD_PATH, type PhotoErrorKey } from "#domain/photo-rules.ts";

export type UploadResult = { ok: true; token: string } | { ok: false; error: PhotoErrorKey };

const isPhotoError = (value: unknown): value is PhotoErrorKey =>
  typeof value === "string" && (PHOTO_ERROR_KEYS as readonly string[]).includes(value);

/** Resolves with the staged photo's token or the server's reason; rejects only when aborted. */
export function uploadPhoto({
  draftKey,
  file,
  signal,
  onProgress,
}: {
  draftKey: string;
  file: File;
  signal: AbortSignal;
  /** From 0 to 1. */
  onProgress: (fraction: number) => void;
}): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", PHOTO_UPLOAD_PATH);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as { token?: unknown; error?: unknown } | null;
      if (request.status === 201 && typeof body?.token === "string") resolve({ ok: true, token: body.token });
      else resolve({ ok: false, error: isPhotoError(body?.error) ? body.error : "photo.error.upload" });
    };
    request.onerror = () => resolve({ ok: false, error: "photo.error.upload" });
    request.onabort = () => reject(new DOMException("The upload was cancelled", "AbortError"));
    signal.addEventListener("abort", () => request.abort(), { once: true });
    const body = new FormData();
    // The key first: the server reads the stream in order and files the photo under it.
    body.append("draftKey", draftKey);
    body.append("photo", file, file.name);
    request.send(body);
  });
}
