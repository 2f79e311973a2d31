// The writes and reads of payments the shop did not take (decision 023): one `payment_rejected` row
// per session, then one row saying how its refund ended.
import { and, eq, inArray, lt, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { OrderEventData, RejectedPaymentReason } from "#domain/order-events.ts";
import type { Db } from "../db/client.ts";
import { orderEvents, orders } from "../db/schema.ts";
import { lockOrder } from "../orders/order-loaders.ts";
import { recordEvent } from "../orders/order-transition.ts";
import type { SessionPayment } from "./payment-provider.ts";

/** A rejected payment as its refund needs it. */
export interface RejectedPayment {
  orderId: string;
  reference: string;
  provider: string;
  sessionId: string;
  paymentIntentId: string | null;
  amountCents: number | null;
  reason: RejectedPaymentReason;
}

const ENDINGS = ["rejected_payment_refunded", "rejected_payment_refund_failed"] as const;

/** Whether the history already holds a row of one of these types about this session. */
async function sessionHas(tx: Db, orderId: string, sessionId: string, types: readonly string[]) {
  const [row] = await tx
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, orderId),
        inArray(orderEvents.type, [...types]),
        sql`${orderEvents.data}->>'sessionId' = ${sessionId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Writes that the shop did not take this session's payment, under the order's lock: once per
 * session (another notice about the same session finds it) and once per provider event (a replay
 * meets the unique key). Answers the payment to refund, or undefined when it was written before.
 */
export async function recordRejectedPayment(
  db: Db,
  notice: {
    orderId: string;
    externalEventId: string;
    payment: SessionPayment;
    reason: RejectedPaymentReason;
  },
): Promise<RejectedPayment | undefined> {
  const { orderId, externalEventId, payment, reason } = notice;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { id: orderId });
    if (!order || (await sessionHas(tx, orderId, payment.sessionId, ["payment_rejected"]))) return undefined;
    const data: OrderEventData["payment_rejected"] = {
      provider: payment.provider,
      sessionId: payment.sessionId,
      reason,
      paymentIntentId: payment.paymentIntentId ?? null,
      amountCents: payment.amountCents ?? null,
      currency: payment.currency ?? null,
    };
    const written = await tx
      .insert(orderEvents)
      .values({ orderId, type: "payment_rejected", data: { ...data }, externalId: externalEventId })
      .onConflictDoNothing({ target: orderEvents.externalId })
      .returning({ id: orderEvents.id });
    if (written.length === 0) return undefined;
    return { orderId, reference: order.reference, ...data };
  });
}

/**
 * Writes how the refund of a rejected payment ended, once: a second ending for the same session
 * (two retries at once) writes nothing.
 */
export async function finishRejectedPayment(
  db: Db,
  orderId: string,
  ending:
    | { type: "rejected_payment_refunded"; data: OrderEventData["rejected_payment_refunded"] }
    | { type: "rejected_payment_refund_failed"; data: OrderEventData["rejected_payment_refund_failed"] },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrder(tx, { id: orderId });
    if (await sessionHas(tx, orderId, ending.data.sessionId, ENDINGS)) return;
    await recordEvent(tx, orderId, ending);
  });
}

/** Rejected payments written before `before` whose refund has no ending: a crash came between. */
export async function openRejectedPayments(db: Db, before: Date): Promise<RejectedPayment[]> {
  const ending = alias(orderEvents, "ending");
  const rows = await db
    .select({ orderId: orderEvents.orderId, data: orderEvents.data, reference: orders.reference })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .where(
      and(
        eq(orderEvents.type, "payment_rejected"),
        lt(orderEvents.createdAt, before),
        notExists(
          db
            .select({ id: ending.id })
            .from(ending)
            .where(
              and(
                eq(ending.orderId, orderEvents.orderId),
                inArray(ending.type, [...ENDINGS]),
                sql`${ending.data}->>'sessionId' = ${orderEvents.data}->>'sessionId'`,
              ),
            ),
        ),
      ),
    );
  return rows.map(({ orderId, reference, data }) => ({
    orderId,
    reference,
    provider: String(data["provider"]),
    sessionId: String(data["sessionId"]),
    paymentIntentId: typeof data["paymentIntentId"] === "string" ? data["paymentIntentId"] : null,
    amountCents: typeof data["amountCents"] === "number" ? data["amountCents"] : null,
    reason: REASONS.find((reason) => reason === data["reason"]) ?? "already_paid",
  }));
}

const REASONS: readonly RejectedPaymentReason[] = ["already_paid", "not_payable", "amount_mismatch"];
