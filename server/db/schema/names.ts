// The name library: one recording of Santa saying a name, per language and normalised name.
import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { LANGUAGES } from "../../../domain/language.ts";
import { createdAt, oneOf } from "./columns.ts";

export const nameRecordings = pgTable(
  "name_recordings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    language: text("language", { enum: LANGUAGES }).notNull(),
    /** The name lower-cased without accents (render/normalise-name.ts): the renderer's file name too. */
    nameKey: text("name_key").notNull(),
    /** The spellings seen as written ("José", "Jose"), for the operators. */
    spellings: text("spellings").array().notNull(),
    durationMs: integer("duration_ms").notNull(),
    /** The operator who recorded or uploaded the current file. */
    recordedBy: text("recorded_by").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("name_recordings_language_name_key_key").on(table.language, table.nameKey),
    check("name_recordings_language_check", oneOf(table.language, LANGUAGES)),
    check("name_recordings_duration_check", sql`${table.durationMs} > 0`),
  ],
);
