// The order page's data: the order behind its private token, as the page shows it.
import { filmProgress } from "#domain/film-render.ts";
import { pendingPaymentSession, rejectedPaymentNotice } from "#domain/order-payment.ts";
import { findPrivateOrder } from "#server/orders/private-order.ts";
import type { Services } from "#server/services.ts";
import type { OrderStatus } from "./order-status.ts";

export async function loadOrderStatus(
  shop: Pick<Services, "db" | "config">,
  token: string,
): Promise<OrderStatus | undefined> {
  const order = await findPrivateOrder(shop.db, token);
  if (!order) return undefined;
  return {
    order: {
      reference: order.reference,
      state: order.state,
      language: order.language,
      buyerEmail: order.buyerEmail,
      subtotalCents: order.subtotalCents,
      discountCents: order.discountCents,
      totalCents: order.totalCents,
    },
    films: order.films.map((film) => ({
      position: film.position,
      childName: film.childName,
      age: film.age,
      language: film.language,
      photos: film.photos.length,
      progress: filmProgress(film),
    })),
    ordersEmail: shop.config.CONTACT_EMAIL_ORDERS,
    payment: {
      pending: pendingPaymentSession(order.state, order.events) !== undefined,
      rejected: rejectedPaymentNotice(order.events),
    },
  };
}
