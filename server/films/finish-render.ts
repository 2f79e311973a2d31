// A finished film recorded, in one transaction with its order: the film ready under the private
// link it had (or its first), and when it was the order's last film the order ready with its
// delivery e-mails in the outbox, so none is lost or doubled. A render and an operator's upload
// record their film this way.
import type { Db } from "../db/client.ts";
import { countEvents, filmsOf, lockOrder, type OrderRow } from "../orders/order-loaders.repository.ts";
import { transition } from "../orders/order-transition.ts";
import { enqueueDelivery } from "./delivery-mail.ts";
import { replaceFilmPhrases } from "./film-phrases.repository.ts";
import { findFilm, saveFinishedFilm, type RenderedFiles } from "./film-renders.repository.ts";
import type { FilmFiles } from "./film-storage.ts";

/** A film's files as recorded, and the personal phrases it was said with (none for an upload). */
export interface FinishedFilm extends RenderedFiles {
  /** The phrase cache's keys of what Santa said from the child's details (render/render-film.ts). */
  personalPhrases?: readonly string[];
}

export interface FinishRenderDeps {
  db: Db;
  /** The films' private links in the delivery e-mail start here. */
  publicUrl: string;
}

export type RenderFinish =
  /**
   * `orderReady`: this was the order's last film; its delivery e-mails are in the outbox.
   * `replaced`: the files of the film made before this one (a re-render), now unused.
   */
  | { outcome: "saved"; orderReady: boolean; replaced?: FilmFiles }
  /** Another attempt finished first: these files are not used and can go. */
  | { outcome: "already_ready" };

export async function finishRender(
  { db, publicUrl }: FinishRenderDeps,
  filmId: string,
  files: FinishedFilm,
): Promise<RenderFinish> {
  return db.transaction(async (tx) => {
    const found = await findFilm(tx, filmId);
    const order = found && (await lockOrder(tx, { id: found.orderId }));
    if (!order) throw new Error(`Film ${filmId} has no order`);
    return recordFinishedFilm(tx, publicUrl, order, filmId, files);
  });
}

/**
 * The recording itself, inside the caller's transaction with `order` locked. The delivery e-mails
 * are told the round (1 for the first, 2 after the order was made again once…): each round's are new.
 */
export async function recordFinishedFilm(
  tx: Db,
  publicUrl: string,
  order: OrderRow,
  filmId: string,
  { personalPhrases = [], ...files }: FinishedFilm,
): Promise<RenderFinish> {
  const before = await findFilm(tx, filmId);
  if (!(await saveFinishedFilm(tx, filmId, files))) return { outcome: "already_ready" };
  // With the film, in its transaction: the film and the phrases it was said with are recorded together.
  await replaceFilmPhrases(tx, filmId, personalPhrases);
  const replaced =
    before?.videoKey || before?.captionsKey
      ? { replaced: { videoKey: before.videoKey, captionsKey: before.captionsKey } }
      : {};
  const films = await filmsOf(tx, order.id);
  if (films.some((film) => film.renderState !== "ready"))
    return { outcome: "saved", orderReady: false, ...replaced };
  const round = (await countEvents(tx, order.id, "film_ready")) + 1;
  const moved = await transition(tx, order, "film_ready", {});
  if (moved.outcome !== "moved") return { outcome: "saved", orderReady: false, ...replaced };
  await enqueueDelivery(tx, publicUrl, moved.order, films, { round });
  return { outcome: "saved", orderReady: true, ...replaced };
}
