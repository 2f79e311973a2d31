// Which of Santa's synthesised phrases (file storage, `voice-phrases/`) each film was made with: a
// phrase said from a child's details is personal data, kept only while a film names it (decision 063).
import { index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { films } from "./orders.ts";

/** One row per film and personal phrase; a phrase shared by siblings or namesakes has a row per film. */
export const filmPhrases = pgTable(
  "film_phrases",
  {
    filmId: uuid("film_id")
      .notNull()
      .references(() => films.id, { onDelete: "cascade" }),
    /** The phrase cache's key, without `.wav` or `.json` (render/voice/phrase-cache.ts `phraseKey`). */
    phraseKey: text("phrase_key").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.filmId, table.phraseKey] }),
    // "Does any other film still need it?" asks by phrase.
    index("film_phrases_phrase_key_idx").on(table.phraseKey),
  ],
);
