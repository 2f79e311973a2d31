// The writes of an uploaded film, in one transaction: the order into production as the state
// machine says (started by the operator, or started again for a ready or delivered order), the
// upload in its history, then the film recorded as a render's would be (the order ready with its
// delivery e-mails when it was the last).
import { eq } from "drizzle-orm";
import { canUploadFilm } from "../../domain/film-upload.ts";
import type { OperatorActor } from "../../domain/order-events.ts";
import type { OrderState } from "../../domain/order-states.ts";
import type { Db } from "../db/client.ts";
import { films, orders } from "../db/schema.ts";
import { newDeliveryToken } from "../films/film-links.ts";
import type { FilmFiles } from "../films/film-storage.ts";
import { finishRender } from "../films/film-renders.repository.ts";
import type { OutboxMessage } from "../orders/orders.repository.ts";
import { lockOrder, type FilmRow, type OrderRow } from "../orders/order-loaders.ts";
import { recordEvent, transition } from "../orders/order-transition.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The film an upload is for, with what the console's answer names: its order and position. */
export interface UploadTarget {
  filmId: string;
  position: number;
  reference: string;
  state: OrderState;
  /** The film has a file already (rendered or uploaded), which an upload replaces. */
  hasVideo: boolean;
}

export async function findUploadTarget(db: Db, filmId: string): Promise<UploadTarget | undefined> {
  // PostgreSQL answers a malformed uuid with an error, not with "no such film".
  if (!UUID.test(filmId)) return undefined;
  const [found] = await db
    .select({
      filmId: films.id,
      position: films.position,
      reference: orders.reference,
      state: orders.state,
      videoKey: films.videoKey,
    })
    .from(films)
    .innerJoin(orders, eq(orders.id, films.orderId))
    .where(eq(films.id, filmId));
  if (!found) return undefined;
  const { videoKey, ...target } = found;
  return { ...target, hasVideo: videoKey !== null };
}

export interface UploadedFile {
  videoKey: string;
  videoBytes: number;
  durationMs: number;
}

export type UploadRecord =
  | { outcome: "recorded"; orderReady: boolean; replaced?: FilmFiles }
  | { outcome: "not_allowed"; state: OrderState }
  | { outcome: "not_found" };

export async function recordUploadedFilm(
  db: Db,
  filmId: string,
  by: OperatorActor,
  file: UploadedFile,
  deliveryEmails: (order: OrderRow, films: FilmRow[], round: number) => OutboxMessage[],
): Promise<UploadRecord> {
  return db.transaction(async (tx) => {
    const [film] = await tx.select().from(films).where(eq(films.id, filmId));
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
    // finishRender records only a film that is not ready yet: the one being replaced steps out of
    // "ready" first, under the order's lock, so no render can record itself in between.
    await tx.update(films).set({ renderState: "rendering" }).where(eq(films.id, filmId));
    const finished = await finishRender(
      tx,
      filmId,
      { ...file, captionsKey: null, deliveryToken: film.deliveryToken ?? newDeliveryToken() },
      deliveryEmails,
    );
    if (finished.outcome !== "saved") throw new Error(`Film ${filmId} was recorded behind the lock`);
    return {
      outcome: "recorded",
      orderReady: finished.orderReady,
      ...(finished.replaced && { replaced: finished.replaced }),
    };
  });
}
