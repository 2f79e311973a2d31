// Starting production of a paid order: each film queued for the renderer, its job written in the
// same transaction as the payment (automatic mode) or as an operator's start (manual mode); and a
// finished film queued to be made again.
import type { Actor } from "#domain/order-events.ts";
import type { Db } from "../db/client.ts";
import { jobConnection, type JobConnection } from "../db/job-connection.ts";
import type { FilmRow, OrderRow } from "../orders/order-loaders.repository.ts";
import { transition } from "../orders/order-transition.ts";
import { queueFilmRenders, requeueFilm } from "./film-renders.repository.ts";
import { RENDER_QUEUE } from "./render-job.ts";

export interface RenderJobs {
  send(
    name: typeof RENDER_QUEUE,
    data: { filmId: string },
    options: { singletonKey: string; db: JobConnection },
  ): Promise<string | null>;
}

/**
 * The shop's production mode (decision 012), with what automatic mode needs: the render queue a
 * payment sends its films' jobs to.
 */
export type Production = { mode: "manual" } | { mode: "automatic"; renderJobs: RenderJobs };

/** Queues one render job per film of the order, inside the caller's transaction. */
export async function queueProduction(tx: Db, jobs: RenderJobs, orderId: string): Promise<number> {
  const filmIds = await queueFilmRenders(tx, orderId);
  const db = jobConnection(tx);
  for (const filmId of filmIds) await jobs.send(RENDER_QUEUE, { filmId }, { singletonKey: filmId, db });
  return filmIds.length;
}

/**
 * Queues a ready or failed film to be made again, inside the caller's transaction; false when the
 * film is in neither state. Its previous film stays in place until the new one is recorded.
 */
export async function queueRerender(tx: Db, jobs: RenderJobs, filmId: string): Promise<boolean> {
  if (!(await requeueFilm(tx, filmId))) return false;
  await jobs.send(RENDER_QUEUE, { filmId }, { singletonKey: filmId, db: jobConnection(tx) });
  return true;
}

/**
 * A finished film made again, inside the caller's transaction with the order locked: a ready or
 * delivered order goes back into production with it, and the family's link keeps the film they had
 * until the new one is recorded, whose delivery e-mail then goes out again.
 */
export async function queueRemake(
  tx: Db,
  jobs: RenderJobs,
  order: OrderRow,
  film: FilmRow,
  { by, reason }: { by: Actor; reason: "rerender" | "correction" },
): Promise<void> {
  if (order.state === "ready" || order.state === "delivered") {
    await transition(tx, order, "remake_started", { film: film.position, by, reason });
  }
  if (!(await queueRerender(tx, jobs, film.id))) throw new Error(`Film ${film.id} could not be queued again`);
}
