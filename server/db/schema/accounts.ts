// Accounts: better-auth's tables, our rate limits and saved child profiles.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { LANGUAGES } from "#domain/language.ts";
import { AGE_RANGE, EYE_COLOURS, HAIR_COLOURS } from "#domain/order-schema.ts";
import { createdAt, oneOf } from "./columns.ts";

// Accounts (decision 005). better-auth reads and writes the first four tables by their property
// names (emailVerified, expiresAt, userId…); the columns keep our snake_case.
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The profile's Full Name. */
    name: text("name").notNull().default(""),
    /** Always lower case: an account is its e-mail address, typed in any case. */
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    /** International format (+15551234567), optional. */
    phone: text("phone"),
    /** The language the account's e-mails are written in: the site's at the last sign-in. */
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    /**
     * Films of paid orders up to this moment have been offered as child profiles: a profile the
     * customer deleted is not made again from the same film.
     */
    childProfilesSyncedAt: timestamp("child_profiles_synced_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("users_email_key").on(table.email),
    check("users_email_lower_check", sql`${table.email} = lower(${table.email})`),
    check("users_language_check", oneOf(table.language, LANGUAGES)),
  ],
);

export const authSessions = pgTable(
  "auth_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    token: text("token").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /**
     * The address the sign-in link that began this session was sent to. An operator's rights need
     * it to be the account's address now: a change of address never opens the console (decision 041).
     */
    signedInEmail: text("signed_in_email"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("auth_sessions_token_key").on(table.token),
    index("auth_sessions_user_id_idx").on(table.userId),
  ],
);

/** Empty while sign-in is by e-mail link only; the library's schema check requires it. */
export const authAccounts = pgTable(
  "auth_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("auth_accounts_user_id_idx").on(table.userId)],
);

/** Sign-in links: the identifier holds only a SHA-256 of the token. */
export const authVerifications = pgTable(
  "auth_verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("auth_verifications_identifier_idx").on(table.identifier)],
);

/** Fixed windows per key (an e-mail's hash, an IP address), counted by one atomic upsert a hit. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
    hits: integer("hits").notNull().default(0),
  },
  (table) => [index("rate_limits_window_start_idx").on(table.windowStart)],
);

/** A child the customer has ordered for, to fill the next order's film in one click. Never photos. */
export const childProfiles = pgTable(
  "child_profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    childName: text("child_name").notNull(),
    /** How the parent says the name, written as it sounds (decision 071); null when as written. */
    namePronunciation: text("name_pronunciation"),
    age: smallint("age").notNull(),
    /** The year the age was given in, so the profile's age grows with the calendar. */
    ageYear: smallint("age_year").notNull(),
    eyeColour: text("eye_colour", { enum: EYE_COLOURS }).notNull(),
    eyeColourOther: text("eye_colour_other"),
    hairColour: text("hair_colour", { enum: HAIR_COLOURS }).notNull(),
    hairColourOther: text("hair_colour_other"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One profile a child: a second film for the same name refreshes the profile instead.
    uniqueIndex("child_profiles_user_id_name_key").on(table.userId, sql`lower(${table.childName})`),
    check(
      "child_profiles_age_check",
      sql`${table.age} between ${sql.raw(String(AGE_RANGE.min))} and ${sql.raw(String(AGE_RANGE.max))}`,
    ),
  ],
);
