// The mailer's queries on the outbox, one function each, on a Drizzle db of either driver.
import { and, asc, eq, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { outbox } from "../db/schema.ts";

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * After this many failed sends a row is left for an operator (its last_error says why) instead of
 * being retried for ever: with the queue's backoff that is well over half a day of trying.
 */
export const MAX_SEND_ATTEMPTS = 40;

/** Rows still to send, oldest first. */
export async function unsentOutboxIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), lt(outbox.attempts, MAX_SEND_ATTEMPTS)))
    .orderBy(asc(outbox.createdAt), asc(outbox.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export type SendOutcome =
  | { outcome: "sent" }
  /** The send threw: the row counts the attempt and keeps the error, still unsent. */
  | { outcome: "failed"; error: unknown }
  | { outcome: "already_sent" }
  /** Another worker holds the row and is sending it now. */
  | { outcome: "busy" }
  | { outcome: "not_found" };

/**
 * Sends one row at most once. The row stays locked from the check that it is unsent until the
 * transaction records the result, so two workers never send it at the same time and a sent row is
 * never picked again. A crash after the server accepted the e-mail but before the commit sends it
 * again later, with the same Message-ID: the one gap no SMTP client can close.
 */
export async function sendOutboxRow(
  db: Db,
  id: string,
  send: (row: OutboxRow) => Promise<void>,
): Promise<SendOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.id, id), isNull(outbox.sentAt)))
      .for("update", { skipLocked: true });
    if (!row) {
      const [other] = await tx.select({ sentAt: outbox.sentAt }).from(outbox).where(eq(outbox.id, id));
      if (!other) return { outcome: "not_found" };
      return other.sentAt ? { outcome: "already_sent" } : { outcome: "busy" };
    }
    try {
      await send(row);
    } catch (error) {
      await tx
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1`, lastError: errorText(error) })
        .where(eq(outbox.id, id));
      return { outcome: "failed", error };
    }
    await tx
      .update(outbox)
      .set({ sentAt: sql`now()`, lastError: null })
      .where(eq(outbox.id, id));
    return { outcome: "sent" };
  });
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}
