// The name library: one recording of Santa saying a name, and how the voices are to say it, per
// language and normalised name.
import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { LANGUAGES } from "#domain/language.ts";
import { createdAt, oneOf } from "./columns.ts";

export const nameRecordings = pgTable(
  "name_recordings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    language: text("language", { enum: LANGUAGES }).notNull(),
    /** The name lower-cased without accents (render/normalise-name.ts), as films are matched to it. */
    nameKey: text("name_key").notNull(),
    /** The spellings seen as written ("José", "Jose"), for the operators. */
    spellings: text("spellings").array().notNull(),
    /**
     * The recording in file storage (`names/…`), a new key for each take. Null only for a row made
     * before recordings moved into storage, until the start moves its file (server/names/names-folder.ts).
     */
    storageKey: text("storage_key"),
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

/**
 * How the synthesised voices say a name: a respelling in the language's own letters (every voice
 * takes it) and, for voices that read phonemes, IPA. A recording of the name still wins over both.
 */
export const namePronunciations = pgTable(
  "name_pronunciations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    language: text("language", { enum: LANGUAGES }).notNull(),
    nameKey: text("name_key").notNull(),
    /** The name as the operator wrote it, shown on the page. */
    spelling: text("spelling").notNull(),
    respelling: text("respelling"),
    ipa: text("ipa"),
    updatedBy: text("updated_by").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("name_pronunciations_language_name_key_key").on(table.language, table.nameKey),
    check("name_pronunciations_language_check", oneOf(table.language, LANGUAGES)),
    check("name_pronunciations_said_check", sql`${table.respelling} is not null or ${table.ipa} is not null`),
  ],
);
