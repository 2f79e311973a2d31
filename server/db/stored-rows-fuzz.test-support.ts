// For the form fuzzing (app/routes/forms.fuzz.test.ts): whatever was posted, every row the shop
// stored passes the domain's zod schema, and parsing it again changes nothing. Here in server/ since
// only server modules read the tables.
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { signInSchema } from "#domain/account.ts";
import {
  childColumns,
  childDraft,
  childInput,
  FILM_DETAILS,
  pickColumns,
  type StoredDetail,
} from "#domain/child-details.ts";
import { LANGUAGES } from "#domain/language.ts";
import { filmSchema, MAX_FILMS_PER_ORDER, orderSchema } from "#domain/order-schema.ts";
import { CHILD_PROFILE_DETAILS, childProfileSchema, profileSchema } from "#domain/profile-schema.ts";
import { MAX_PHOTOS_PER_FILM } from "#domain/shop.ts";
import type { Db } from "./client.ts";
import { childProfiles, films, orders, outbox, photos, users } from "./schema.ts";

export const STORED_DETAILS = FILM_DETAILS.filter((detail) => detail !== "photoIds") as StoredDetail[];
export const storedFilmSchema = filmSchema.omit({ photoIds: true });
export const buyerSchema = orderSchema.pick({ buyerName: true, buyerEmail: true });

/** The one saved child of an account (a paid order's child, saved at sign-in). */
export async function childProfileIdOf(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: childProfiles.id })
    .from(childProfiles)
    .where(eq(childProfiles.userId, userId));
  return row?.id;
}

/** How many child profiles an account has. */
export async function childProfileCount(db: Db, userId: string): Promise<number> {
  return (
    await db.select({ id: childProfiles.id }).from(childProfiles).where(eq(childProfiles.userId, userId))
  ).length;
}

/** How many orders the database holds. */
export async function orderCount(db: Db): Promise<number> {
  return (await db.select({ id: orders.id }).from(orders)).length;
}

/** Every order, film, account and saved child passes its schema, and parsing changes nothing. */
export async function expectStoredRowsValid(db: Db) {
  for (const order of await db.select().from(orders)) {
    const buyer = { buyerName: order.buyerName, buyerEmail: order.buyerEmail };
    expect(buyerSchema.parse(buyer)).toEqual(buyer);
    expect(LANGUAGES).toContain(order.language);
    const its = await db.select({ id: films.id }).from(films).where(eq(films.orderId, order.id));
    expect(its.length).toBeGreaterThanOrEqual(1);
    expect(its.length).toBeLessThanOrEqual(MAX_FILMS_PER_ORDER);
  }
  for (const film of await db.select().from(films)) {
    const columns = pickColumns(film, STORED_DETAILS);
    const parsed = storedFilmSchema.parse(childInput(childDraft(columns, STORED_DETAILS), STORED_DETAILS));
    expect(childColumns(parsed, STORED_DETAILS)).toEqual(columns);
    const filmPhotos = await db.select({ id: photos.id }).from(photos).where(eq(photos.filmId, film.id));
    expect(filmPhotos.length).toBeLessThanOrEqual(MAX_PHOTOS_PER_FILM);
  }
  for (const user of await db.select().from(users)) {
    const profile = { fullName: user.name, email: user.email, phone: user.phone ?? "" };
    // A new account's name is blank until the profile is saved: that is not a saved profile.
    if (user.name !== "" || user.phone !== null) {
      expect(profileSchema.parse(profile)).toEqual({ ...profile, phone: user.phone });
    } else {
      expect(signInSchema.parse({ email: user.email })).toEqual({ email: user.email });
    }
  }
  for (const child of await db.select().from(childProfiles)) {
    const columns = pickColumns(child, CHILD_PROFILE_DETAILS);
    const parsed = childProfileSchema.parse(
      childInput(childDraft(columns, CHILD_PROFILE_DETAILS), CHILD_PROFILE_DETAILS),
    );
    expect(childColumns(parsed, CHILD_PROFILE_DETAILS)).toEqual(columns);
  }
  for (const mail of await db.select({ recipient: outbox.recipient, kind: outbox.kind }).from(outbox)) {
    if (mail.kind === "sign_in_link")
      expect(signInSchema.safeParse({ email: mail.recipient }).success).toBe(true);
  }
}
