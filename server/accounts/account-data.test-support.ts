// Accounts, paid orders and photos for the accounts tests, made through the real code paths
// (createOrder, confirmPayment, the library's sign-in link) on a test database.
import { randomBytes, randomUUID } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import { createAuth, type Auth } from "../auth/auth.ts";
import { accountMailQueue } from "../auth/account-mail.ts";
import type { Db } from "../db/client.ts";
import { authSessions, orders, outbox, photos, users } from "../db/schema.ts";
import { anOrder, priceOf } from "../orders/order-factory.test-support.ts";
import type { OrderRow } from "../orders/order-loaders.repository.ts";
import { createOrder } from "../orders/create-order.ts";
import { transition } from "../orders/order-transition.ts";
import { confirmPayment } from "../payments/take-payment.ts";
import type { FileStorage } from "../storage/file-storage.ts";

export const TEST_PUBLIC_URL = "http://shop.test";

export function testAuth(db: Db): Auth {
  return createAuth({
    db,
    publicUrl: TEST_PUBLIC_URL,
    secret: "a-test-secret-that-is-long-enough-for-hmac",
    queueMail: accountMailQueue(db, () => {}),
  });
}

export const uniqueEmail = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

/** A users row as sign-in leaves it (verified address), without going through a link. */
export async function anAccount(db: Db, email = uniqueEmail("parent")) {
  const [row] = await db
    .insert(users)
    .values({ email, name: "Ada Parent", emailVerified: true })
    .returning({ id: users.id, email: users.email });
  if (!row) throw new Error("no user written");
  return row;
}

/** Signs in through a real e-mailed link; returns the account and its Cookie header. */
export async function signedIn(db: Db, auth: Auth, email = uniqueEmail("parent")) {
  const headers = new Headers({ "user-agent": "vitest", origin: TEST_PUBLIC_URL });
  await auth.api.signInMagicLink({ body: { email, metadata: { language: "en" } }, headers });
  const url = new URL(String((await latestMailTo(db, email))?.payload["url"]));
  const verified = await auth.api.magicLinkVerify({
    query: { token: url.searchParams.get("token") ?? "" },
    headers,
    returnHeaders: true,
  });
  const cookie = verified.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return {
    user: { id: verified.response.user.id, email },
    headers: new Headers({ cookie, origin: TEST_PUBLIC_URL }),
  };
}

export async function latestMailTo(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(outbox)
    .where(sql`lower(${outbox.recipient}) = ${email.toLowerCase()}`)
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return row;
}

/** An order placed with `email` for these children; paid unless told otherwise. */
export async function anOrderFor(
  db: Db,
  email: string,
  childNames: string[],
  { paid = true, age = 6, placedBy }: { paid?: boolean; age?: number; placedBy?: string } = {},
): Promise<OrderRow> {
  const order = anOrder(childNames.length, { buyerEmail: email });
  order.films.forEach((film, index) => {
    film.childName = childNames[index] ?? film.childName;
    film.age = age;
    film.message = `Well done, ${film.childName}!`;
    film.childEmail = `${film.childName.toLowerCase()}@kids.example`;
  });
  const { order: created } = await createOrder(db, {
    idempotencyKey: randomUUID(),
    order,
    price: priceOf(order),
    language: "en",
    placedBy,
  });
  if (!paid) return created;
  const payment = await confirmPayment(
    { db, publicUrl: TEST_PUBLIC_URL, production: { mode: "manual" } },
    { orderId: created.id, externalEventId: `evt_${randomUUID()}` },
  );
  if (payment.outcome !== "paid") throw new Error(`payment not recorded: ${payment.outcome}`);
  return payment.order;
}

/** Takes a paid order on the way production does: in production, then ready, then delivered. */
export async function advanceOrder(
  db: Db,
  orderId: string,
  until: "in_production" | "ready" | "delivered",
): Promise<void> {
  const next = { paid: "production_started", in_production: "film_ready", ready: "delivered" } as const;
  await db.transaction(async (tx) => {
    for (;;) {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
      if (!order) throw new Error("no such order");
      if (order.state === until) return;
      const event = next[order.state as keyof typeof next];
      if (!event) throw new Error(`order ${order.reference} cannot go from ${order.state} to ${until}`);
      await transition(tx, order, event, {});
    }
  });
}

/** A photo on a film, with its two files in storage. */
export async function aPhotoOn(db: Db, storage: FileStorage, filmId: string, position = 1) {
  const name = randomBytes(8).toString("hex");
  const storageKey = `photos/${name}.jpg`;
  const thumbnailKey = `thumbnails/${name}.webp`;
  await storage.put(storageKey, Buffer.from("photo bytes"));
  await storage.put(thumbnailKey, Buffer.from("thumbnail bytes"));
  const [row] = await db
    .insert(photos)
    .values({
      filmId,
      position,
      draftKey: randomUUID(),
      token: randomBytes(16).toString("hex"),
      storageKey,
      thumbnailKey,
      width: 800,
      height: 600,
      bytes: 11,
      mime: "image/jpeg",
    })
    .returning();
  if (!row) throw new Error("no photo written");
  return row;
}

/** The account's row, or none once it is deleted. */
export async function accountRows(db: Db, userId: string) {
  return db.select().from(users).where(eq(users.id, userId));
}

/** Every session ends now, as if its 30 days had passed. */
export async function expireSessions(db: Db): Promise<void> {
  await db.update(authSessions).set({ expiresAt: new Date(Date.now() - 1000) });
}
