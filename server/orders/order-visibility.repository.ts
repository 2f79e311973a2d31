// Which of the orders placed with an account's address its My Orders shows (decision 042): a paid
// one, and an unpaid one only when it was placed while signed in to that account. Anyone can type
// another's address on the form; until they pay, their order is theirs alone, with its own link.
import { and, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { orders } from "../db/schema.ts";
import { ownedBy } from "./order-ownership.repository.ts";

/** The signed-in account the orders are shown to. */
export interface OrderViewer {
  id: string;
  email: string;
}

export function shownTo(viewer: OrderViewer): SQL {
  // Spelled out: inside a relational query Drizzle would name order_events' columns after orders.
  const placedSignedIn = sql`exists (select 1 from order_events as created
    where created.order_id = ${orders.id} and created.type = 'order_created'
      and created.data ->> 'placedBy' = ${viewer.id})`;
  return and(ownedBy(viewer.email), or(isNotNull(orders.paidAt), placedSignedIn)) as SQL;
}
