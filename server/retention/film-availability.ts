// What the family's film page says of retention: until which day the film stays, and, once it is
// gone, on which day it was deleted. Days are UTC, as the retention sweep counts them.
import type { Db } from "../db/client.ts";
import { findDeletedFilm, lastDeliveredAt } from "./retention.repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last day (YYYY-MM-DD) a delivered order's film is kept; undefined before its delivery. */
export async function filmAvailableUntil(
  db: Db,
  orderId: string,
  filmDays: number,
): Promise<string | undefined> {
  const at = await lastDeliveredAt(db, orderId);
  if (!at) return undefined;
  return new Date(new Date(at).getTime() + filmDays * DAY_MS).toISOString().slice(0, 10);
}

/** The day (YYYY-MM-DD) the film behind this link was deleted, or undefined if it never was. */
export async function filmDeletedOn(db: Db, deliveryToken: string): Promise<string | undefined> {
  const deletedAt = await findDeletedFilm(db, deliveryToken);
  return deletedAt?.toISOString().slice(0, 10);
}
