// Retention (the privacy policy's deadlines): what each sweep did, and which films it has emptied.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { films } from "./orders.ts";

/** One row a sweep, written when it starts and completed when it ends: an unfinished row is a crash. */
export const retentionRuns = pgTable(
  "retention_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    photosDeleted: integer("photos_deleted").notNull().default(0),
    /** Films whose child's details (and photos) were deleted. */
    detailsDeleted: integer("details_deleted").notNull().default(0),
    /** Films whose video, captions and private link were deleted. */
    filmsDeleted: integer("films_deleted").notNull().default(0),
    /** Files storage could not delete after their rows were gone (logged; the orphan sweep's work). */
    filesLeft: integer("files_left").notNull().default(0),
  },
  (table) => [index("retention_runs_started_at_idx").on(table.startedAt)],
);

/**
 * What retention has deleted of one film, and when. The sweep reads it to do each step once; the
 * film page reads it to tell a family whose link has gone why, without keeping the link itself.
 */
export const filmErasures = pgTable(
  "film_erasures",
  {
    filmId: uuid("film_id")
      .primaryKey()
      .references(() => films.id, { onDelete: "cascade" }),
    detailsDeletedAt: timestamp("details_deleted_at", { withTimezone: true }),
    filmDeletedAt: timestamp("film_deleted_at", { withTimezone: true }),
    /** SHA-256 (hex) of the film's last private link: recognises it, opens nothing. */
    deliveryTokenHash: text("delivery_token_hash"),
  },
  (table) => [
    index("film_erasures_delivery_token_hash_idx").on(table.deliveryTokenHash),
    check(
      "film_erasures_film_after_details_check",
      sql`${table.filmDeletedAt} is null or ${table.detailsDeletedAt} is not null`,
    ),
  ],
);
