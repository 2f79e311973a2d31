// An order is delivered once the buyer's film e-mail has left, not when the film is made.
import type { Db } from "../db/client.ts";
import type { MailPayloads } from "../mail/mail-kinds.ts";
import type { OutboxRow } from "../mail/outbox.repository.ts";
import { lockOrder } from "../orders/order-loaders.repository.ts";
import { transition } from "../orders/order-transition.ts";

/** Ready → delivered; an order already delivered (a resent e-mail) stays as it is. */
export async function markDelivered(tx: Db, orderId: string): Promise<void> {
  const order = await lockOrder(tx, { id: orderId });
  if (order?.state === "ready") await transition(tx, order, "delivered", {});
}

/**
 * What a sent e-mail sets off, in the transaction that marks it sent (the mailer's `afterSent`):
 * the buyer's film e-mail is the delivery itself, so its order is delivered once it has left.
 */
export async function deliveredBySentMail(tx: Db, row: OutboxRow): Promise<void> {
  const payload = row.payload as Partial<MailPayloads["film_ready"]>;
  if (row.kind === "film_ready" && payload.role === "buyer" && row.orderId)
    await markDelivered(tx, row.orderId);
}
