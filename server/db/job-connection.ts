// pg-boss's connection for one job sent inside our own transaction: the job is written, or not, with
// everything else that transaction writes (a paid order and its films' render jobs, together).
import { sql, type SQL } from "drizzle-orm";
import type { ConnectionOptions } from "pg-boss";
import type { Db } from "./client.ts";

/** pg-boss's `$1, $2…` text and values as one parameterised Drizzle query, for either driver. */
export function parameterised(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) chunks.push(sql.raw(part));
    // One parameter each, arrays too (`id = ANY($2::uuid[])`): Drizzle spreads a bare array into a list.
    else chunks.push(sql`${sql.param(values[Number(part) - 1])}`);
  });
  return sql.join(chunks);
}

export type JobConnection = NonNullable<ConnectionOptions["db"]>;

export function jobConnection(tx: Db): JobConnection {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result = await tx.execute(parameterised(text, values));
      return { rows: (result as { rows: unknown[] }).rows };
    },
  };
}
