// One photo uploaded by the picker: streamed to disk, checked and stored, or refused with a reason.
import { isDraftKey } from "../../../domain/order-draft.ts";
import { PHOTO_LIMITS, photoThumbnailPath, type PhotoErrorKey } from "../../../domain/photo-rules.ts";
import { readMultipart, RequestTooLarge, UnreadableUpload } from "../../../server/http/multipart.ts";
import { PhotoRejected } from "../../../server/photos/photo-rejected.ts";
import { stagePhoto } from "../../../server/photos/photo-uploads.ts";
import type { Services } from "../../../server/services.ts";

export type PhotoUploadResponse =
  | { status: 201; body: { token: string; thumbnailUrl: string; width: number; height: number } }
  | { status: 400 | 413 | 415 | 422; body: { error: PhotoErrorKey } };

const refused = (status: 400 | 413 | 415 | 422, error: PhotoErrorKey): PhotoUploadResponse => ({
  status,
  body: { error },
});

export async function uploadOnePhoto(shop: Services, request: Request): Promise<PhotoUploadResponse> {
  let body;
  try {
    body = await readMultipart(request, {
      tmpDir: shop.uploadsTmpDir,
      maxFileBytes: PHOTO_LIMITS.maxBytes,
      maxFiles: 1,
      // One photo and a key: a little over one file's limit.
      maxTotalBytes: PHOTO_LIMITS.maxBytes + 64 * 1024,
    });
  } catch (error) {
    if (error instanceof RequestTooLarge) return refused(413, "photo.error.tooBig");
    if (error instanceof UnreadableUpload) return refused(400, error.key);
    throw error;
  }
  try {
    const draftKey = body.fields.find(([field]) => field === "draftKey")?.[1] ?? "";
    const [file] = body.files;
    if (!isDraftKey(draftKey) || !file) return refused(400, "photo.error.request");
    if (file.rejected) return refused(file.rejected === "photo.error.tooBig" ? 413 : 422, file.rejected);
    const staged = await stagePhoto({ db: shop.db, storage: shop.storage }, draftKey, file);
    return { status: 201, body: { ...staged, thumbnailUrl: photoThumbnailPath(staged.token) } };
  } catch (error) {
    if (error instanceof PhotoRejected)
      return refused(error.key === "photo.error.type" ? 415 : 422, error.key);
    throw error;
  } finally {
    await body.cleanup();
  }
}
