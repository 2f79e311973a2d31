// Taking payment for an order: start a checkout with the provider, and the test-mode checkout's
// answer, recorded the way Stripe's webhook records its own (take-payment.ts).
import { randomBytes } from "node:crypto";
import { pendingPaymentSession } from "#domain/order-payment.ts";
import { storedPrice } from "#domain/pricing.ts";
import type { Db } from "../db/client.ts";
import { logger } from "../logger.ts";
import { ACCESS_TOKEN_PATTERN } from "../orders/access-token.ts";
import { orderLinks } from "../orders/order-links.ts";
import { findOrder, type OrderDetail, type OrderRow } from "../orders/order-loaders.repository.ts";
import { recordEvent, recordProviderEvent } from "../orders/order-events.repository.ts";
import { recordCheckoutExpired, setCheckoutSession } from "./checkout.repository.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { confirmPayment, type ConfirmDeps } from "./take-payment.ts";

/** What opening a checkout needs. */
export interface CheckoutDeps {
  db: Db;
  payments: PaymentProvider;
  publicUrl: string;
}

/** What taking a payment needs, from the checkout to the paid order: made once per process (`Services.checkout`). */
export type PaymentDeps = CheckoutDeps & ConfirmDeps;

export type CheckoutStart =
  | { outcome: "redirect"; url: string }
  /** `payment_pending`: a bank payment of an earlier checkout is on its way; no second one opens. */
  | { outcome: "not_found" | "not_payable" | "payment_pending" };

/** Sessions of the order's earlier checkouts with this provider that may still be open. */
function earlierSessions(order: OrderDetail, provider: string): string[] {
  const closed = new Set(
    order.events
      .filter((event) => ["checkout_expired", "payment_failed", "payment_declined"].includes(event.type))
      .map((event) => event.data["sessionId"]),
  );
  return order.events
    .filter((event) => event.type === "checkout_started" && event.data["provider"] === provider)
    .map((event) => String(event.data["sessionId"]))
    .filter((session) => !closed.has(session));
}

/**
 * Closes the order's earlier checkouts before a new one opens, so that one checkout at a time can
 * take money. A provider that fails here is logged, not fatal: a payment through a checkout left
 * open is refunded when it arrives (`takePayment`), and the buyer can still pay.
 */
async function expireEarlierCheckouts(deps: CheckoutDeps, order: OrderDetail): Promise<void> {
  const provider = deps.payments.kind;
  for (const sessionId of earlierSessions(order, provider)) {
    try {
      await deps.payments.expireCheckout(sessionId);
      await recordCheckoutExpired(deps.db, order.id, { provider, sessionId });
    } catch (error) {
      logger.warn(
        { err: error, reference: order.reference, sessionId },
        "could not close an earlier checkout",
      );
    }
  }
}

/**
 * A fresh checkout for an order that awaits payment, after closing its earlier ones; the buyer is
 * sent to the returned URL.
 */
export async function startCheckout(deps: CheckoutDeps, accessToken: string): Promise<CheckoutStart> {
  const order = await findOrder(deps.db, { accessToken });
  if (!order) return { outcome: "not_found" };
  if (order.state !== "awaiting_payment") return { outcome: "not_payable" };
  if (pendingPaymentSession(order.state, order.events)) return { outcome: "payment_pending" };
  const price = storedPrice(order, order.films.length);
  if (price.totalCents !== order.totalCents) throw new Error(`Order ${order.reference}: amounts disagree`);
  await expireEarlierCheckouts(deps, order);
  const links = orderLinks(deps.publicUrl, accessToken);
  const session = await deps.payments.createCheckout({
    orderId: order.id,
    reference: order.reference,
    buyerEmail: order.buyerEmail,
    language: order.language,
    films: order.films.map((film) => ({ childName: film.childName })),
    price,
    currency: order.currency,
    successUrl: links.success,
    cancelUrl: links.cancel,
  });
  const started = await saveCheckoutSession(deps.db, {
    orderId: order.id,
    provider: deps.payments.kind,
    sessionId: session.sessionId,
  });
  // Paid through another checkout while this one was being made: nothing left to pay.
  if (!started) return { outcome: "not_payable" };
  return { outcome: "redirect", url: session.url };
}

export type PayResult = CheckoutStart | { outcome: "provider_failed" };

/**
 * Where to send a buyer who presses Pay: a fresh checkout, or why there is none. A provider that
 * fails is logged and answered calmly; the order stays payable from its page.
 */
export async function payOrder(deps: CheckoutDeps, accessToken: string): Promise<PayResult> {
  if (!ACCESS_TOKEN_PATTERN.test(accessToken)) return { outcome: "not_found" };
  try {
    return await startCheckout(deps, accessToken);
  } catch (error) {
    logger.error({ err: error }, "could not start a checkout");
    return { outcome: "provider_failed" };
  }
}

/** What the test-mode checkout page shows for one of its sessions. */
export async function findCheckoutBySession(db: Db, sessionId: string) {
  const order = await findOrder(db, testSession(sessionId));
  if (!order) return undefined;
  return {
    reference: order.reference,
    state: order.state,
    totalCents: order.totalCents,
    currency: order.currency,
    language: order.language,
    accessToken: order.accessToken,
    films: order.films.map(({ childName, language }) => ({ childName, language })),
  };
}

const testSession = (sessionId: string) => ({ provider: "test", sessionId });

export type TestCheckoutOutcome = "pay" | "decline";

/** The test-mode checkout's answer, recorded as a provider's would be; returns where the buyer goes next. */
export async function completeTestCheckout(
  deps: ConfirmDeps,
  sessionId: string,
  outcome: TestCheckoutOutcome,
): Promise<{ outcome: "redirect"; url: string } | { outcome: "not_found" }> {
  const order = await findOrder(deps.db, testSession(sessionId));
  if (!order) return { outcome: "not_found" };
  const links = orderLinks(deps.publicUrl, order.accessToken);
  const externalEventId = `test_evt_${randomBytes(16).toString("base64url")}`;
  if (outcome === "pay") {
    // Only the order's latest test session can be paid here, so a second payment cannot arrive.
    const payment = { provider: "test" as const, sessionId };
    await confirmPayment(deps, { orderId: order.id, externalEventId, payment });
    return { outcome: "redirect", url: links.success };
  }
  if (order.state !== "awaiting_payment") return { outcome: "redirect", url: links.order };
  await recordProviderEvent(deps.db, order.id, externalEventId, {
    type: "payment_declined",
    data: { provider: "test", sessionId },
  });
  return { outcome: "redirect", url: links.cancel };
}

/**
 * Names the provider's session as the order's current checkout, with a `checkout_started` event,
 * in one transaction; nothing is written (undefined) when the order stopped being payable meanwhile.
 */
async function saveCheckoutSession(
  db: Db,
  session: { orderId: string; provider: string; sessionId: string },
): Promise<OrderRow | undefined> {
  return db.transaction(async (tx) => {
    const order = await setCheckoutSession(tx, session);
    if (!order) return undefined;
    const { provider, sessionId } = session;
    await recordEvent(tx, session.orderId, { type: "checkout_started", data: { provider, sessionId } });
    return order;
  });
}
