// Address changes in flight (decision 025): the library changes the account's address, then we move
// the old address's orders; the row, written before the library's call, lets a crash in between be
// finished later (on the next sign-in, the next change, or the hourly job).
import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt } from "./columns.ts";

export const pendingEmailChanges = pgTable(
  "pending_email_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The account's address when the link was followed (lower case). */
    fromEmail: text("from_email").notNull(),
    /** The address the link asks for (lower case): the change happened once the account has it. */
    toEmail: text("to_email").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("pending_email_changes_user_id_idx").on(table.userId)],
);
