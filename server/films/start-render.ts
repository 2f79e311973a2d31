// A queued (or interrupted) film claimed for rendering, in one transaction with its order: the
// order moves into production with its first film.
import type { Db } from "../db/client.ts";
import { lockOrder, type FilmRow, type OrderRow, type PhotoRow } from "../orders/order-loaders.repository.ts";
import { transition } from "../orders/order-transition.ts";
import { claimFilm, findFilm, photosOf } from "./film-renders.repository.ts";

/** What one render needs: the film, its photos in the buyer's order, and its order. */
export interface FilmToRender {
  film: FilmRow;
  photos: PhotoRow[];
  order: OrderRow;
}

/** Undefined when there is nothing to do: the film is ready already, or gone, or its order stopped. */
export async function startRender(db: Db, filmId: string): Promise<FilmToRender | undefined> {
  return db.transaction(async (tx) => {
    const found = await findFilm(tx, filmId);
    let order = found && (await lockOrder(tx, { id: found.orderId }));
    if (!order) return undefined;
    if (order.state === "paid") {
      const moved = await transition(tx, order, "production_started", {});
      if (moved.outcome === "moved") order = moved.order;
    }
    if (order.state !== "in_production") return undefined;
    const film = await claimFilm(tx, filmId);
    if (!film) return undefined;
    return { film, photos: await photosOf(tx, filmId), order };
  });
}
