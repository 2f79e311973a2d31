// The queries behind "Download my data", one function each, on a Drizzle db of either driver. Each
// selects the columns the export describes; storage keys, tokens and failure text are never read.
import { asc, desc, eq, inArray, or, sql } from "drizzle-orm";
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
import { shownTo } from "../orders/order-visibility.repository.ts";

export async function accountOf(db: Db, userId: string) {
  const [account] = await db
    .select({
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
  return account;
}

export async function sessionsOf(db: Db, userId: string) {
  return db
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
}

export async function childProfilesOf(db: Db, userId: string) {
  return db
    .select({
      childName: childProfiles.childName,
      namePronunciation: childProfiles.namePronunciation,
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
}

/** The orders My Orders shows the account, newest first, with their films, photos and history. */
export async function ordersOf(db: Db, viewer: { id: string; email: string }) {
  return db.query.orders.findMany({
    // Another's unpaid order with this address is not the customer's.
    where: shownTo(viewer),
    orderBy: [desc(orders.createdAt)],
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
      createdAt: true,
      paidAt: true,
    },
    with: {
      films: {
        orderBy: [asc(films.position)],
        columns: {
          position: true,
          childName: true,
          namePronunciation: true,
          age: true,
          achievements: true,
          eyeColour: true,
          eyeColourOther: true,
          hairColour: true,
          hairColourOther: true,
          wishes: true,
          message: true,
          childEmail: true,
          language: true,
          renderState: true,
          renderedAt: true,
          durationMs: true,
          // Who spoke Santa's lines: the export names the kinds of voice, never a failure's text.
          speech: true,
        },
        // Whether the film is still kept, without its place in storage.
        extras: { videoKept: sql<boolean>`${films.videoKey} is not null`.as("video_kept") },
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
}

/** E-mails sent to the address, or about one of the orders. */
export async function emailsOf(db: Db, email: string, orderIds: readonly string[]) {
  const sentTo = sql`lower(${outbox.recipient}) = ${email.toLowerCase()}`;
  return db
    .select({
      kind: outbox.kind,
      recipient: outbox.recipient,
      createdAt: outbox.createdAt,
      /** Null while it waits to be sent. */
      sentAt: outbox.sentAt,
      orderId: outbox.orderId,
    })
    .from(outbox)
    .where(orderIds.length > 0 ? or(sentTo, inArray(outbox.orderId, [...orderIds])) : sentTo)
    .orderBy(asc(outbox.createdAt));
}
