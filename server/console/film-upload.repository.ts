// The film an operator's upload is for, found by its id with what the console's answer names.
import { eq } from "drizzle-orm";
import type { OrderState } from "#domain/order-states.ts";
import type { Db } from "../db/client.ts";
import { films, orders } from "../db/schema.ts";

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
