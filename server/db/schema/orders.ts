// Orders, their films and photos, their history, and the e-mail outbox.
import { relations, sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { RENDER_STATES } from "#domain/film-render.ts";
import type { FilmSpeech } from "#domain/film-speech.ts";
import { LANGUAGES } from "#domain/language.ts";
import { ORDER_STATES } from "#domain/order-states.ts";
import { PRODUCTION_MODES } from "#domain/production-mode.ts";
import { CURRENCY } from "#domain/shop.ts";
import { AGE_RANGE, EYE_COLOURS, HAIR_COLOURS } from "#domain/order-schema.ts";
import { createdAt, oneOf } from "./columns.ts";
import { nameSearchKey } from "./name-search.ts";

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the buyer reads and says on the phone; never the only secret in a URL. */
    reference: text("reference").notNull(),
    /** Carried by the form, so a double submit or a retry finds the first order. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** Random, in the buyer's links to the order (confirmation, payment): the reference is guessable. */
    accessToken: text("access_token").notNull(),
    /** The payment provider's latest checkout session for this order. */
    paymentProvider: text("payment_provider"),
    paymentSessionId: text("payment_session_id"),
    /** The checkout session the order was recorded as paid by: its payment is the one a refund returns. */
    paidSessionId: text("paid_session_id"),
    /** The provider's payment in that session (Stripe's PaymentIntent); null in test mode. */
    paymentIntentId: text("payment_intent_id"),
    state: text("state", { enum: ORDER_STATES }).notNull().default("awaiting_payment"),
    buyerName: text("buyer_name").notNull(),
    buyerEmail: text("buyer_email").notNull(),
    language: text("language", { enum: LANGUAGES }).notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    discountCents: integer("discount_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    currency: text("currency").notNull().default(CURRENCY),
    createdAt: createdAt(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The shop's production mode when the order was paid; null before payment (and for older orders). */
    productionMode: text("production_mode", { enum: PRODUCTION_MODES }),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex("orders_reference_key").on(table.reference),
    uniqueIndex("orders_idempotency_key_key").on(table.idempotencyKey),
    uniqueIndex("orders_access_token_key").on(table.accessToken),
    uniqueIndex("orders_payment_session_id_key").on(table.paymentSessionId),
    // The console's queue: orders in a state, oldest first.
    index("orders_state_created_at_idx").on(table.state, table.createdAt),
    // The console's queue unfiltered: newest first, a page at a time.
    index("orders_created_at_idx").on(table.createdAt),
    // My Orders: a buyer signs in by e-mail, typed in any case.
    index("orders_buyer_email_idx").on(sql`lower(${table.buyerEmail})`),
    check("orders_state_check", oneOf(table.state, ORDER_STATES)),
    check("orders_language_check", oneOf(table.language, LANGUAGES)),
    check(
      "orders_production_mode_check",
      sql`${table.productionMode} is null or ${oneOf(table.productionMode, PRODUCTION_MODES)}`,
    ),
    check(
      "orders_amounts_check",
      sql`${table.discountCents} >= 0 and ${table.subtotalCents} >= ${table.discountCents} and ${table.totalCents} = ${table.subtotalCents} - ${table.discountCents}`,
    ),
  ],
);

export const films = pgTable(
  "films",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** 1-based, the order the buyer listed the children in. */
    position: smallint("position").notNull(),
    childName: text("child_name").notNull(),
    /** The console searches names by this: "jose" finds "José". Kept by the database itself. */
    childNameKey: text("child_name_key").notNull().generatedAlwaysAs(nameSearchKey("child_name")),
    /** How the parent says the name, written as it sounds; null when said as written (decision 071). */
    namePronunciation: text("name_pronunciation"),
    age: smallint("age").notNull(),
    achievements: text("achievements"),
    eyeColour: text("eye_colour", { enum: EYE_COLOURS }).notNull(),
    eyeColourOther: text("eye_colour_other"),
    hairColour: text("hair_colour", { enum: HAIR_COLOURS }).notNull(),
    hairColourOther: text("hair_colour_other"),
    wishes: text("wishes"),
    message: text("message"),
    childEmail: text("child_email"),
    language: text("language", { enum: LANGUAGES }).notNull(),
    /** Null until the order is paid and its production starts (automatically, or by an operator). */
    renderState: text("render_state", { enum: RENDER_STATES }),
    /** 0–100 while the renderer works. */
    renderProgress: smallint("render_progress").notNull().default(0),
    renderAttempts: smallint("render_attempts").notNull().default(0),
    /** Why the last attempt failed, for the console; never shown to the customer. */
    renderError: text("render_error"),
    /** The finished film and its captions in file storage. */
    videoKey: text("video_key"),
    captionsKey: text("captions_key"),
    videoBytes: integer("video_bytes"),
    durationMs: integer("duration_ms"),
    renderedAt: timestamp("rendered_at", { withTimezone: true }),
    /** The film's private link (/films/<token>): 128 random bits, made when the film is ready. */
    deliveryToken: text("delivery_token"),
    /**
     * Who spoke Santa's lines in the rendered film, for the console (read back through
     * domain/film-speech.ts). Null for a film made before it was kept, or uploaded by an operator.
     */
    speech: jsonb("speech").$type<FilmSpeech>(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("films_order_id_position_key").on(table.orderId, table.position),
    uniqueIndex("films_delivery_token_key").on(table.deliveryToken),
    // The console's production view: films waiting for or in the renderer.
    index("films_render_state_idx")
      .on(table.renderState)
      .where(sql`${table.renderState} in ('queued', 'rendering', 'failed')`),
    check(
      "films_render_state_check",
      sql`${table.renderState} is null or ${oneOf(table.renderState, RENDER_STATES)}`,
    ),
    check("films_render_progress_check", sql`${table.renderProgress} between 0 and 100`),
    check(
      "films_age_check",
      sql`${table.age} between ${sql.raw(String(AGE_RANGE.min))} and ${sql.raw(String(AGE_RANGE.max))}`,
    ),
    check("films_position_check", sql`${table.position} >= 1`),
    check("films_language_check", oneOf(table.language, LANGUAGES)),
  ],
);

export const photos = pgTable(
  "photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null while staged: uploaded with a form that has not become an order yet. */
    filmId: uuid("film_id").references(() => films.id, { onDelete: "cascade" }),
    position: smallint("position"),
    /** The idempotency key of the form it was uploaded with: only that form's order can claim it. */
    draftKey: text("draft_key").notNull(),
    /** Random handle in URLs and forms; the row id is never shown. */
    token: text("token").notNull(),
    /** Random names in storage, never the uploaded file name. */
    storageKey: text("storage_key").notNull(),
    thumbnailKey: text("thumbnail_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    mime: text("mime").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("photos_film_id_position_key").on(table.filmId, table.position),
    uniqueIndex("photos_storage_key_key").on(table.storageKey),
    uniqueIndex("photos_token_key").on(table.token),
    index("photos_draft_key_idx").on(table.draftKey),
    check("photos_position_check", sql`${table.position} >= 1`),
    check("photos_claimed_check", sql`(${table.filmId} is null) = (${table.position} is null)`),
  ],
);

export const orderEvents = pgTable(
  "order_events",
  {
    // A sequence, not a uuid: events of one transaction share created_at and still read in order.
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    /** The payment provider's event id: a replayed webhook meets this unique key and is recorded once. */
    externalId: text("external_id"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("order_events_external_id_key").on(table.externalId),
    // An order's history, in the order it happened.
    index("order_events_order_id_id_idx").on(table.orderId, table.id),
  ],
);

export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    /** One e-mail per cause (for example one confirmation per order), however often the cause repeats. */
    dedupeKey: text("dedupe_key").notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    recipient: text("recipient").notNull(),
    language: text("language", { enum: LANGUAGES }).notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** A worker is sending it until then; a crashed worker's claim simply runs out. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("outbox_dedupe_key_key").on(table.dedupeKey),
    // The mailer's sweep for what is still to send stays small however long the history grows.
    index("outbox_unsent_idx")
      .on(table.createdAt)
      .where(sql`${table.sentAt} is null`),
    // Sent rows a crash left claimed before their follow-up was recorded (decision 028): almost none.
    index("outbox_interrupted_idx")
      .on(table.claimedUntil)
      .where(sql`${table.sentAt} is not null and ${table.claimedUntil} is not null`),
    // An order's e-mails on the console's order page.
    index("outbox_order_id_created_at_idx").on(table.orderId, table.createdAt),
    check("outbox_language_check", oneOf(table.language, LANGUAGES)),
  ],
);

export const ordersRelations = relations(orders, ({ many }) => ({
  films: many(films),
  events: many(orderEvents),
}));

export const filmsRelations = relations(films, ({ one, many }) => ({
  order: one(orders, { fields: [films.orderId], references: [orders.id] }),
  photos: many(photos),
}));

export const photosRelations = relations(photos, ({ one }) => ({
  film: one(films, { fields: [photos.filmId], references: [films.id] }),
}));

export const orderEventsRelations = relations(orderEvents, ({ one }) => ({
  order: one(orders, { fields: [orderEvents.orderId], references: [orders.id] }),
}));
