// An operator's finished film in place of a render: the uploaded file probed, refused with its
// reason or stored and recorded, and the film it replaces deleted once the new one is in place.
// A refusal or a failure leaves no row changed and no file stored.
import { createReadStream } from "node:fs";
import type { Logger } from "pino";
import { canUploadFilm, type FilmUploadRefusal } from "../../domain/film-upload.ts";
import type { OperatorActor } from "../../domain/order-events.ts";
import { probeMedia } from "../../render/ffmpeg/probe-media.ts";
import type { Db } from "../db/client.ts";
import { deleteReplaced } from "../films/film-storage.ts";
import { deliveredFilms } from "../films/render-job.ts";
import { filmReadyMessages } from "../mail/film-ready-email.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { judgeUploadedFilm, type FilmUploadProblem } from "./film-upload-check.ts";
import { findUploadTarget, recordUploadedFilm } from "./film-upload.repository.ts";

export interface FilmUploadDeps {
  db: Db;
  storage: FileStorage;
  /** The ffprobe binary (`locateFfprobe`). */
  ffprobe: string;
  publicUrl: string;
  wakeMailer: () => void;
  logger: Pick<Logger, "info" | "warn">;
}

/**
 * What arrived: the file on disk and whether the operator confirmed replacing the film's current
 * file, or why there is none to look at.
 */
export type ReceivedFilm =
  { path: string; bytes: number; replaceConfirmed: boolean } | { refused: "too_big" | "no_file" };

/** Every answer but `not_found` names the order and film, for the console to show it there. */
export type FilmUploadOutcome =
  | { outcome: "uploaded"; reference: string; position: number; orderReady: boolean }
  | { outcome: "refused"; reference: string; position: number; problem: FilmUploadProblem }
  | { outcome: "not_found" };

export async function uploadFinishedFilm(
  deps: FilmUploadDeps,
  filmId: string,
  by: OperatorActor,
  received: ReceivedFilm,
): Promise<FilmUploadOutcome> {
  const target = await findUploadTarget(deps.db, filmId);
  if (!target) return { outcome: "not_found" };
  const { reference, position } = target;
  const refuse = (reason: FilmUploadRefusal, found?: string): FilmUploadOutcome => ({
    outcome: "refused",
    reference,
    position,
    problem: found === undefined ? { reason } : { reason, found },
  });
  if (!canUploadFilm(target.state)) return refuse("not_allowed");
  if ("refused" in received) return refuse(received.refused);
  if (target.hasVideo && !received.replaceConfirmed) return refuse("not_confirmed");

  const verdict = judgeUploadedFilm(await probeMedia(deps.ffprobe, received.path));
  if (!verdict.ok) return refuse(verdict.problem.reason, verdict.problem.found);

  const videoKey = deps.storage.newKey("films", ".mp4");
  const { bytes: videoBytes } = await deps.storage.put(videoKey, createReadStream(received.path));
  let recorded;
  try {
    recorded = await recordUploadedFilm(
      deps.db,
      filmId,
      by,
      { videoKey, videoBytes, durationMs: verdict.film.durationMs },
      (order, films, round) => filmReadyMessages(order, deliveredFilms(deps.publicUrl, films), { round }),
    );
  } catch (error) {
    await deps.storage.delete(videoKey);
    throw error;
  }
  if (recorded.outcome !== "recorded") {
    await deps.storage.delete(videoKey);
    // The order moved on (or went) while the file was probed and stored.
    return recorded.outcome === "not_found" ? recorded : refuse("not_allowed");
  }
  deps.logger.info({ filmId, by: by.operator, videoBytes, orderReady: recorded.orderReady }, "film uploaded");
  if (recorded.replaced) await deleteReplaced(deps, recorded.replaced);
  if (recorded.orderReady) deps.wakeMailer();
  return { outcome: "uploaded", reference, position, orderReady: recorded.orderReady };
}
