// Santa's lines recorded by the shop's own Santa: one recording per language and set of words, used
// wherever a film's script says those words (render/manifest/fixed-lines.ts).
import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { LANGUAGES } from "#domain/language.ts";
import { createdAt, oneOf } from "./columns.ts";

export const lineRecordings = pgTable(
  "line_recordings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    language: text("language", { enum: LANGUAGES }).notNull(),
    /** The words as the script says them: a changed line is a new line, its old take unused. */
    words: text("words").notNull(),
    /** The take in file storage (`lines/…`), a new key for each. */
    storageKey: text("storage_key").notNull(),
    durationMs: integer("duration_ms").notNull(),
    recordedBy: text("recorded_by").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("line_recordings_language_words_key").on(table.language, table.words),
    check("line_recordings_language_check", oneOf(table.language, LANGUAGES)),
    check("line_recordings_duration_check", sql`${table.durationMs} > 0`),
  ],
);
