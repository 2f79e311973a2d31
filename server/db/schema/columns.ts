// Column helpers every table module shares.
import { sql, type SQL } from "drizzle-orm";
import { timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";

/** `column IN ('a', 'b')` from our own constants: a checked text column evolves with one migration. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ");
  return sql`${column} in (${sql.raw(list)})`;
}

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
