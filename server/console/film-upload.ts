// An operator's finished film in place of a render: the uploaded file probed, refused with its
// reason or stored and recorded, and the film it replaces deleted once the new one is in place.
// A refusal or a failure leaves no row changed and no file stored. The recording is one
// transaction: the order into production as the state machine says (started by the operator, or
// started again for a ready or delivered order), the upload in its history, then the film
// recorded as a render's would be (the order ready with its delivery e-mails when it was the last).
import { createReadStream } from "node:fs";
import type { Logger } from "pino";
import { canUploadFilm, type FilmUploadRefusal } from "#domain/film-upload.ts";
import type { OperatorActor } from "#domain/order-events.ts";
import { probeMedia } from "#render/ffmpeg/probe-media.ts";
import type { OrderState } from "#domain/order-states.ts";
import type { Db } from "../db/client.ts";
import { findFilm, markFilmRendering } from "../films/film-renders.repository.ts";
import { newDeliveryToken } from "../films/film-links.ts";
import { deleteReplaced, type FilmFiles } from "../films/film-storage.ts";
import { recordFinishedFilm } from "../films/finish-render.ts";
import { lockOrder } from "../orders/order-loaders.repository.ts";
import { transition } from "../orders/order-transition.ts";
import { recordEvent } from "../orders/order-events.repository.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { judgeUploadedFilm, type FilmUploadProblem } from "./film-upload-check.ts";
import { findUploadTarget } from "./film-upload.repository.ts";

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

interface UploadedFile {
  videoKey: string;
  videoBytes: number;
  durationMs: number;
}

type UploadRecord =
  | { outcome: "recorded"; orderReady: boolean; replaced?: FilmFiles }
  | { outcome: "not_allowed"; state: OrderState }
  | { outcome: "not_found" };

async function recordUpload(
  { db, publicUrl }: FilmUploadDeps,
  filmId: string,
  by: OperatorActor,
  file: UploadedFile,
): Promise<UploadRecord> {
  return db.transaction(async (tx) => {
    const film = await findFilm(tx, filmId);
    let order = film && (await lockOrder(tx, { id: film.orderId }));
    if (!film || !order) return { outcome: "not_found" };
    if (!canUploadFilm(order.state)) return { outcome: "not_allowed", state: order.state };
    if (order.state === "paid") {
      const moved = await transition(tx, order, "production_started", { by });
      if (moved.outcome === "moved") order = moved.order;
    } else if (order.state === "ready" || order.state === "delivered") {
      const moved = await transition(tx, order, "remake_started", {
        film: film.position,
        by,
        reason: "upload",
      });
      if (moved.outcome === "moved") order = moved.order;
    }
    await recordEvent(tx, order.id, {
      type: "film_uploaded",
      data: { film: film.position, by, bytes: file.videoBytes, durationMs: file.durationMs },
    });
    // A film is recorded only when it is not ready yet: the one being replaced steps out of
    // "ready" first, under the order's lock, so no render can record itself in between.
    await markFilmRendering(tx, filmId);
    const finished = await recordFinishedFilm(tx, publicUrl, order, filmId, {
      ...file,
      captionsKey: null,
      deliveryToken: film.deliveryToken ?? newDeliveryToken(),
    });
    if (finished.outcome !== "saved") throw new Error(`Film ${filmId} was recorded behind the lock`);
    return {
      outcome: "recorded",
      orderReady: finished.orderReady,
      ...(finished.replaced && { replaced: finished.replaced }),
    };
  });
}

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
    recorded = await recordUpload(deps, filmId, by, {
      videoKey,
      videoBytes,
      durationMs: verdict.film.durationMs,
    });
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
