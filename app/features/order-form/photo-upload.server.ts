// One photo uploaded by the picker: streamed to disk, checked and stored, or refused with a reason.
import { isDraftKey } from "#domain/order-draft.ts";
import { photoThumbnailPath, type PhotoErrorKey } from "#domain/photo-rules.ts";
import { readMultipart, RequestTooLarge, UnreadableUpload } from "#server/http/multipart.ts";
import { PHOTO_UPLOAD_LIMITS } from "#server/http/upload-limits.ts";
import { PhotoRejected } from "#server/photos/photo-rejected.ts";
import { stagePhoto } from "#server/photos/photo-uploads.ts";
import type { Services } from "#server/services.ts";
import { uploadHasRoom } from "./upload-room.server.ts";

type RefusalStatus = 400 | 413 | 415 | 422 | 503 | 507;

export type PhotoUploadResponse =
  | { status: 201; body: { token: string; thumbnailUrl: string; width: number; height: number } }
  | { status: RefusalStatus; body: { error: PhotoErrorKey } };

// One photo and a key: a little over one file's limit.
const MAX_REQUEST_BYTES = PHOTO_UPLOAD_LIMITS.maxTotalBytes;

const refused = (status: RefusalStatus, error: PhotoErrorKey): PhotoUploadResponse => ({
  status,
  body: { error },
});

/** Which status a refused photo is answered with. */
function statusOf(key: PhotoErrorKey): RefusalStatus {
  if (key === "photo.error.type") return 415;
  if (key === "photo.error.tooBig") return 413;
  if (key === "photo.error.busy" || key === "photo.error.storage") return 503;
  return 422;
}

export async function uploadOnePhoto(
  shop: Pick<Services, "db" | "storage" | "config" | "uploadsTmpDir">,
  request: Request,
): Promise<PhotoUploadResponse> {
  // Before a byte is read: a refused upload must not be what fills the disk.
  if (!(await uploadHasRoom(shop, MAX_REQUEST_BYTES))) {
    await request.body?.cancel().catch(() => undefined);
    return refused(507, "photo.error.noSpace");
  }
  let body;
  try {
    body = await readMultipart(request, { tmpDir: shop.uploadsTmpDir, ...PHOTO_UPLOAD_LIMITS });
  } catch (error) {
    if (error instanceof RequestTooLarge) return refused(413, "photo.error.tooBig");
    if (error instanceof UnreadableUpload) return refused(400, error.key);
    throw error;
  }
  try {
    const draftKey = body.fields.find(([field]) => field === "draftKey")?.[1] ?? "";
    const [file] = body.files;
    if (!isDraftKey(draftKey) || !file) return refused(400, "photo.error.request");
    if (file.rejected) return refused(statusOf(file.rejected), file.rejected);
    const staged = await stagePhoto({ db: shop.db, storage: shop.storage }, draftKey, file);
    return { status: 201, body: { ...staged, thumbnailUrl: photoThumbnailPath(staged.token) } };
  } catch (error) {
    if (error instanceof PhotoRejected) return refused(statusOf(error.key), error.key);
    throw error;
  } finally {
    await body.cleanup();
  }
}
