// The upload form's adapter: the body streamed to a temp file within the configured size, handed to
// the upload use-case, and its outcome turned into the order page's address saying what happened.
import { redirect } from "react-router";
import { readMultipart, RequestTooLarge, type MultipartBody } from "#server/http/multipart.ts";
import { filmUploadLimits } from "#server/http/upload-limits.ts";
import { logger } from "#server/logger.ts";
import { uploadFinishedFilm, type ReceivedFilm } from "#server/console/film-upload.ts";
import type { Services } from "#server/services.ts";
import { consoleNotFound, operatorActor, type Operator } from "../../../shared/operator.server.ts";
import { FILM_FIELD, filmUploadNotice, REPLACE_FIELD } from "./film-upload-notice.ts";
import { consoleOrderPath } from "../console-links.ts";

type UploadServices = Pick<
  Services,
  "config" | "db" | "storage" | "uploadsTmpDir" | "wakeMailer" | "ffmpegTools"
>;

/** The uploaded film's temp file, or why there is none; `cleanup` always runs afterwards. */
async function receiveFilm(
  shop: UploadServices,
  request: Request,
): Promise<{ received: ReceivedFilm; body?: MultipartBody }> {
  let body: MultipartBody;
  try {
    body = await readMultipart(request, {
      tmpDir: shop.uploadsTmpDir,
      // The film and the form's confirmation box.
      ...filmUploadLimits(shop.config.FILM_UPLOAD_MAX_MB),
    });
  } catch (error) {
    // An unreadable body (a broken-off upload) is nothing to look at either.
    return { received: { refused: error instanceof RequestTooLarge ? "too_big" : "no_file" } };
  }
  const file = body.files.find((candidate) => candidate.field === FILM_FIELD);
  if (!file) return { received: { refused: "no_file" }, body };
  if (file.rejected === "photo.error.tooBig") return { received: { refused: "too_big" }, body };
  if (file.rejected || file.bytes === 0) return { received: { refused: "no_file" }, body };
  const replaceConfirmed = body.fields.some(([name, value]) => name === REPLACE_FIELD && value === "yes");
  return { received: { path: file.path, bytes: file.bytes, replaceConfirmed }, body };
}

export async function uploadFilmForm(
  shop: UploadServices,
  operator: Operator,
  request: Request,
  filmId: string,
): Promise<Response> {
  const { received, body } = await receiveFilm(shop, request);
  try {
    const answer = await uploadFinishedFilm(
      {
        db: shop.db,
        storage: shop.storage,
        ffprobe: shop.ffmpegTools.ffprobe(),
        publicUrl: shop.config.PUBLIC_URL,
        wakeMailer: shop.wakeMailer,
        logger,
      },
      filmId,
      operatorActor(operator),
      received,
    );
    if (answer.outcome === "not_found") consoleNotFound(request);
    const search = filmUploadNotice.toSearch(
      answer.outcome === "uploaded"
        ? { position: answer.position, uploaded: true }
        : { position: answer.position, uploaded: false, ...answer.problem },
    );
    return redirect(consoleOrderPath(answer.reference, search), 303);
  } finally {
    await body?.cleanup();
  }
}
