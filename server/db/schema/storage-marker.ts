// The file storage's marker (decision 053): the token this database wrote into the storage on its
// first start, so a later process can tell that it sees the same files as the one that wrote it.
import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** At most one row: the shop has one file storage. */
export const storageMarker = pgTable(
  "storage_marker",
  {
    id: integer("id").primaryKey().default(1),
    token: text("token").notNull(),
    writtenAt: timestamp("written_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("storage_marker_one_row", sql`${table.id} = 1`)],
);
