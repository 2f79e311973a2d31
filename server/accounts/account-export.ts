// "Download my data": everything the shop holds about an account, as one JSON document. Secrets
// that would let the reader act as the customer (session tokens, sign-in links, order access
// tokens) and file bytes stay out; photos are described, not included. The orders' history is the
// customer's view of it: the operators' notes and names stay in the console (decision 042).
import { asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import { customerHistory } from "#domain/customer-history.ts";
import type { Db } from "../db/client.ts";
import {
  authSessions,
  childProfiles,
  films,
  orderEvents,
  orders,
  outbox,
  photos,
  users,
} from "../db/schema.ts";
import { shownTo } from "../orders/order-visibility.ts";

export const EXPORT_FORMAT = "magic-santa-video/account-export@1";

export type AccountExport = NonNullable<Awaited<ReturnType<typeof exportAccountData>>>;

/** The account's data, or undefined when the account no longer exists. */
export async function exportAccountData(db: Db, userId: string, now = new Date()) {
  const [account] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      phone: users.phone,
      language: users.language,
      childProfilesSyncedAt: users.childProfilesSyncedAt,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) return undefined;

  const sessions = await db
    .select({
      createdAt: authSessions.createdAt,
      lastUsedAt: authSessions.updatedAt,
      expiresAt: authSessions.expiresAt,
      ipAddress: authSessions.ipAddress,
      userAgent: authSessions.userAgent,
    })
    .from(authSessions)
    .where(eq(authSessions.userId, userId))
    .orderBy(asc(authSessions.createdAt));

  const savedChildren = await db
    .select({
      childName: childProfiles.childName,
      age: childProfiles.age,
      ageYear: childProfiles.ageYear,
      eyeColour: childProfiles.eyeColour,
      eyeColourOther: childProfiles.eyeColourOther,
      hairColour: childProfiles.hairColour,
      hairColourOther: childProfiles.hairColourOther,
      createdAt: childProfiles.createdAt,
      updatedAt: childProfiles.updatedAt,
    })
    .from(childProfiles)
    .where(eq(childProfiles.userId, userId))
    .orderBy(asc(childProfiles.createdAt));

  const orderRows = await db.query.orders.findMany({
    // The orders My Orders shows: another's unpaid order with this address is not the customer's.
    where: shownTo({ id: account.id, email: account.email }),
    orderBy: [desc(orders.createdAt)],
    // Not the access token (it opens the order page) nor the keys that are ours alone.
    columns: {
      id: true,
      reference: true,
      state: true,
      buyerName: true,
      buyerEmail: true,
      language: true,
      subtotalCents: true,
      discountCents: true,
      totalCents: true,
      currency: true,
      paymentProvider: true,
      createdAt: true,
      paidAt: true,
      updatedAt: true,
    },
    with: {
      films: {
        orderBy: [asc(films.position)],
        columns: { id: false, orderId: false },
        with: {
          photos: {
            orderBy: [asc(photos.position)],
            columns: { position: true, width: true, height: true, bytes: true, mime: true, createdAt: true },
          },
        },
      },
      events: {
        orderBy: [asc(orderEvents.id)],
        columns: { type: true, data: true, createdAt: true },
      },
    },
  });
  const orderIds = orderRows.map((order) => order.id);

  const emails = await db
    .select({
      kind: outbox.kind,
      recipient: outbox.recipient,
      language: outbox.language,
      orderId: outbox.orderId,
      createdAt: outbox.createdAt,
      /** Null while it waits to be sent. */
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(
      orderIds.length > 0
        ? or(sentTo(account.email), inArray(outbox.orderId, orderIds))
        : sentTo(account.email),
    )
    .orderBy(asc(outbox.createdAt));
  const references = new Map(orderRows.map((order) => [order.id, order.reference]));

  return {
    format: EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    account,
    sessions,
    childProfiles: savedChildren,
    orders: orderRows.map(({ id: _id, events, ...order }) => ({ ...order, events: customerHistory(events) })),
    emails: emails.map(({ orderId, ...email }) => ({
      ...email,
      orderReference: orderId ? (references.get(orderId) ?? null) : null,
    })),
  };
}

const sentTo = (email: string) => sql`lower(${outbox.recipient}) = ${email.toLowerCase()}`;

/** The download's file name, e.g. magic-santa-video-data-2026-11-23.json. */
export function exportFileName(now = new Date()): string {
  return `magic-santa-video-data-${now.toISOString().slice(0, 10)}.json`;
}
