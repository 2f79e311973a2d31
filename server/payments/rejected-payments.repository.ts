// The queries of payments the shop did not take (decision 023): one `payment_rejected` row per
// session, then one row saying how its refund ended (rejected-payments.ts writes them in order).
import { and, eq, inArray, lt, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { OrderEventData, RejectedPaymentReason } from "#domain/order-events.ts";
import type { Db } from "../db/client.ts";
import { orderEvents, orders } from "../db/schema.ts";

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

/** The rows that say how a rejected payment's refund ended. */
export const ENDINGS = ["rejected_payment_refunded", "rejected_payment_refund_failed"] as const;

/** Whether the history already holds a row of one of these types about this session. */
export async function sessionHas(tx: Db, orderId: string, sessionId: string, types: readonly string[]) {
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

/** Writes the `payment_rejected` row once per provider event: false when a replay met the unique key. */
export async function insertRejectedPayment(
  tx: Db,
  orderId: string,
  externalEventId: string,
  data: OrderEventData["payment_rejected"],
): Promise<boolean> {
  const written = await tx
    .insert(orderEvents)
    .values({ orderId, type: "payment_rejected", data: { ...data }, externalId: externalEventId })
    .onConflictDoNothing({ target: orderEvents.externalId })
    .returning({ id: orderEvents.id });
  return written.length > 0;
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
