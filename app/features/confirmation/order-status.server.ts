// What the order page shows and does, read from the services: the order by its private token, and
// a fresh checkout when the buyer presses Pay.
import { ACCESS_TOKEN_PATTERN } from "../../../server/orders/access-token.ts";
import { findOrderByAccessToken } from "../../../server/orders/orders.repository.ts";
import { startCheckout } from "../../../server/payments/payments.service.ts";
import { logger } from "../../../server/logger.ts";
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

export type PayResult = { url: string } | { error: "not_found" | "not_payable" | "provider_failed" };

export async function payOrder(shop: Services, token: string): Promise<PayResult> {
  if (!ACCESS_TOKEN_PATTERN.test(token)) return { error: "not_found" };
  try {
    return await startCheckout(
      { db: shop.db, payments: shop.payments, publicUrl: shop.config.PUBLIC_URL },
      token,
    );
  } catch (error) {
    // The buyer sees a calm message and can press Pay again; the operator sees why in the log.
    logger.error({ err: error }, "could not start a checkout");
    return { error: "provider_failed" };
  }
}
