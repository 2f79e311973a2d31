// What a paid order sets off, inside the payment's transaction, so that a payment rolled back takes
// all of it back and a payment recorded is never missing any of it: the films' children offered as
// profiles to the account of the buyer's address, the confirmation e-mail in the outbox, and in
// automatic mode every film queued for the renderer.
import type { Db } from "../db/client.ts";
import { syncChildProfilesOf } from "../accounts/child-profile-sync.ts";
import { queueProduction, type Production } from "../films/production.ts";
import { orderConfirmationMessage } from "../mail/order-confirmation-email.ts";
import { enqueueMail } from "../mail/outbox.repository.ts";
import { orderLinks } from "./order-links.ts";
import { filmsOf, type OrderRow } from "./order-loaders.repository.ts";

export interface OrderPaidDeps {
  publicUrl: string;
  /** The shop's production mode now: automatic queues the films here, manual waits for an operator. */
  production: Production;
}

export async function onOrderPaid(tx: Db, order: OrderRow, { publicUrl, production }: OrderPaidDeps) {
  await syncChildProfilesOf(tx, order.buyerEmail);
  const films = await filmsOf(tx, order.id);
  const orderUrl = orderLinks(publicUrl, order.accessToken).order;
  await enqueueMail(tx, [orderConfirmationMessage(order, films, orderUrl)]);
  if (production.mode === "automatic") await queueProduction(tx, production.renderJobs, order.id);
}
