// The mailer's queries on the outbox, one function each, on a Drizzle db of either driver.
import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { outbox } from "../db/schema.ts";
import { SECRET_LINK_KINDS, type MailKind } from "./mail-kinds.ts";

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
 * Longer than the SMTP transport's connection, greeting and socket timeouts together, so a claim
 * never runs out while its worker is still talking to the server.
 */
export const SEND_CLAIM_SECONDS = 120;

/**
 * Sends one row at most once. A worker first claims the row for SEND_CLAIM_SECONDS in one
 * statement, sends outside any transaction (PGlite runs one transaction at a time, so a slow SMTP
 * server must not hold the database), then records the result. Two workers never send a row at the
 * same time and a sent row is never picked again. A crash after the server accepted the e-mail but
 * before the result is written sends it again once the claim runs out, with the same Message-ID:
 * the one gap no SMTP client can close.
 */
export async function sendOutboxRow(
  db: Db,
  id: string,
  send: (row: OutboxRow) => Promise<void>,
  /** What the sent e-mail changes besides its row (a delivered order), in the same transaction. */
  afterSent?: (tx: Db, row: OutboxRow) => Promise<void>,
): Promise<SendOutcome> {
  const [row] = await db
    .update(outbox)
    .set({ claimedUntil: sql`now() + make_interval(secs => ${SEND_CLAIM_SECONDS})` })
    .where(
      and(
        eq(outbox.id, id),
        isNull(outbox.sentAt),
        or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, sql`now()`)),
      ),
    )
    .returning();
  if (!row) {
    const [other] = await db.select({ sentAt: outbox.sentAt }).from(outbox).where(eq(outbox.id, id));
    if (!other) return { outcome: "not_found" };
    return other.sentAt ? { outcome: "already_sent" } : { outcome: "busy" };
  }
  try {
    await send(row);
  } catch (error) {
    await db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, lastError: errorText(error), claimedUntil: null })
      .where(eq(outbox.id, id));
    return { outcome: "failed", error };
  }
  // A sent sign-in link lives on only in the recipient's mailbox, not in our database.
  const forget = SECRET_LINK_KINDS.includes(row.kind as MailKind) ? { payload: {} } : {};
  await db.transaction(async (tx) => {
    await tx
      .update(outbox)
      .set({ sentAt: sql`now()`, lastError: null, claimedUntil: null, ...forget })
      .where(eq(outbox.id, id));
    await afterSent?.(tx, row);
  });
  return { outcome: "sent" };
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}
