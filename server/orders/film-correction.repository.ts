// The queries of a child's correction: one film of a locked order found by its position, and its
// details written. The rules and the transaction are film-correction.ts's.
import { and, eq } from "drizzle-orm";
import type { ChildColumns } from "#domain/child-details.ts";
import type { CORRECTION_DETAILS } from "#domain/customer-order.ts";
import type { Db } from "../db/client.ts";
import { films } from "../db/schema.ts";
import type { FilmRow } from "./order-loaders.repository.ts";

export type CorrectedColumns = ChildColumns<(typeof CORRECTION_DETAILS)[number]>;

export async function findFilmAt(tx: Db, orderId: string, position: number): Promise<FilmRow | undefined> {
  const [film] = await tx
    .select()
    .from(films)
    .where(and(eq(films.orderId, orderId), eq(films.position, position)));
  return film;
}

export async function writeFilmDetails(tx: Db, filmId: string, values: CorrectedColumns): Promise<void> {
  await tx.update(films).set(values).where(eq(films.id, filmId));
}
