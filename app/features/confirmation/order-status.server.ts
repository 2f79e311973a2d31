// What the order page shows, read from the services: the order behind its private token.
import { ACCESS_TOKEN_PATTERN } from "../../../server/orders/access-token.ts";
import { findOrderByAccessToken } from "../../../server/orders/orders.repository.ts";
import type { Services } from "../../../server/services.ts";

export async function loadOrderStatus(shop: Services, token: string) {
  if (!ACCESS_TOKEN_PATTERN.test(token)) return undefined;
  const order = await findOrderByAccessToken(shop.db, token);
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
    })),
    ordersEmail: shop.config.CONTACT_EMAIL_ORDERS,
  };
}

export type OrderStatus = NonNullable<Awaited<ReturnType<typeof loadOrderStatus>>>;
