// Orders for the name library's tests: one film of a name, in a state, paid when the test says.
import { eq } from "drizzle-orm";
import type { OrderState } from "#domain/order-states.ts";
import type { Db } from "../db/client.ts";
import { films, orders } from "../db/schema.ts";
import { newEmail, placeOrder } from "../orders/placed-order.test-support.ts";

/** An order with one film of `name` in `language`, in `state`, paid at `paidAt`. */
export async function orderFor(
  db: Db,
  name: string,
  {
    state = "paid",
    paidAt,
    language = "es",
    renderState = null,
  }: {
    state?: OrderState;
    paidAt?: string;
    language?: "en" | "es";
    renderState?: "queued" | "rendering" | "ready" | "failed" | null;
  } = {},
) {
  const order = await placeOrder(db, newEmail(), { state });
  if (paidAt)
    await db
      .update(orders)
      .set({ paidAt: new Date(paidAt) })
      .where(eq(orders.id, order.id));
  await db.update(films).set({ childName: name, language, renderState }).where(eq(films.orderId, order.id));
  return order;
}
