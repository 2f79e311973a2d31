// The delivery e-mail of an order whose films are all made, written to the outbox with each film's
// private link: when the order becomes ready (each round of it) and when an operator resends it.
import type { Db } from "../db/client.ts";
import { filmReadyMessages, type DeliveryOccasion } from "../mail/film-ready-email.ts";
import { enqueueMail } from "../mail/outbox.repository.ts";
import type { FilmRow, OrderRow } from "../orders/order-loaders.repository.ts";
import { filmUrl } from "./film-links.ts";

/** Writes the e-mails inside the caller's transaction; returns how many recipients they have. */
export async function enqueueDelivery(
  tx: Db,
  publicUrl: string,
  order: OrderRow,
  films: readonly FilmRow[],
  occasion: DeliveryOccasion,
): Promise<number> {
  const delivered = films.map((film) => ({
    position: film.position,
    childName: film.childName,
    childEmail: film.childEmail,
    url: filmUrl(publicUrl, film.deliveryToken ?? ""),
  }));
  const messages = filmReadyMessages(order, delivered, occasion);
  await enqueueMail(tx, messages);
  return messages.length;
}
