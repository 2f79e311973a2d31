// Which orders belong to whom: an account owns every order placed with its e-mail address, typed in
// any case by the buyer. The one place that says so (the index on lower(buyer_email) matches it).
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { orders } from "../db/schema.ts";

export function ownedBy(email: string): SQL {
  return sql`lower(${orders.buyerEmail}) = ${email.toLowerCase()}`;
}

/** Whether any order was placed with the address: an account cannot take such an address over. */
export async function addressHasOrders(db: Db, email: string): Promise<boolean> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(ownedBy(email)).limit(1);
  return order !== undefined;
}

/**
 * After a confirmed change of address, the orders placed with the old one follow the account: it
 * proved both addresses, and an account owns its orders by address.
 */
export async function moveOrdersToEmail(db: Db, from: string, to: string): Promise<number> {
  const moved = await db
    .update(orders)
    .set({ buyerEmail: to.toLowerCase() })
    .where(ownedBy(from))
    .returning({ id: orders.id });
  return moved.length;
}
