// The outbox's queries, one function each, on a Drizzle db of either driver: the one door e-mails
// enter by (enqueueMail), and the mailer's claim, send and mark.
import { and, asc, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { reserveConnection, type Db } from "../db/client.ts";
import { outbox } from "../db/schema.ts";
import { SECRET_LINK_KINDS, type MailKind } from "./mail-kinds.ts";
import { MAIL_SEND_LIMIT_MS } from "./mail-transport.ts";

export type OutboxRow = typeof outbox.$inferSelect;

/** An e-mail to send, as a use-case writes it: what the mailer keeps about its sending is left out. */
export type OutboxMessage = Omit<
  typeof outbox.$inferInsert,
  "id" | "createdAt" | "sentAt" | "attempts" | "lastError" | "claimedUntil"
>;

/**
 * Writes e-mails to the outbox in the caller's transaction, so they are sent once it commits and
 * never if it rolls back. A message whose dedupe key is in the outbox already is not written again.
 */
export async function enqueueMail(tx: Db, messages: readonly OutboxMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await tx
    .insert(outbox)
    .values([...messages])
    .onConflictDoNothing({ target: outbox.dedupeKey });
}

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

/**
 * Rows sent by a worker that died before it recorded what the e-mail changes besides its row (a
 * delivered order): marked sent, still claimed, and the claim run out.
 */
export async function interruptedOutboxIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(isNotNull(outbox.sentAt), isNotNull(outbox.claimedUntil), lt(outbox.claimedUntil, sql`now()`)))
    .orderBy(asc(outbox.claimedUntil))
    .limit(limit);
  return rows.map((row) => row.id);
}

export type SendOutcome =
  /** How long after the server's acceptance the row was marked sent: the window for a second copy. */
  | { outcome: "sent"; markedInMs: number }
  /** The send threw: the row counts the attempt and keeps the error, still unsent. */
  | { outcome: "failed"; error: unknown }
  | { outcome: "already_sent" }
  /** Sent before a crash; what it changes besides its row was recorded now, without sending again. */
  | { outcome: "followed_up" }
  /** Another worker holds the row and is sending it now. */
  | { outcome: "busy" }
  | { outcome: "not_found" };

/**
 * How long a worker holds a row: the transport's own limit on one send (it abandons the send
 * then), plus a margin for the database's clock and the process's timers to disagree. A killed
 * worker's row is sent again once it runs out.
 */
export const SEND_CLAIM_SECONDS = Math.ceil(MAIL_SEND_LIMIT_MS / 1000) + 5;

/** What the e-mail changes besides its row (a delivered order), recorded once it has left. */
export type AfterSent = (tx: Db, row: OutboxRow) => Promise<void>;

/**
 * Sends one row at most once. A worker claims the row for SEND_CLAIM_SECONDS in one statement,
 * sends outside any transaction (PGlite runs one transaction at a time, so a slow SMTP server must
 * not hold the database), then records the result. Two workers never send a row at the same time
 * (the send is abandoned before its claim runs out) and a sent row is never sent again.
 *
 * SMTP has no two-phase commit: a crash after the server accepted the e-mail and before the row is
 * marked sent sends it again, with the same Message-ID, once the claim runs out. That window is
 * kept to one statement: on PostgreSQL the worker takes its own connection from the pool before it
 * claims, and marks the row sent on it the moment the server answers, never waiting behind the
 * pool's other work. `afterSent` runs after that mark, in a transaction of its own; until it
 * commits, the sent row stays claimed, so a crash in between leaves it to `interruptedOutboxIds`
 * and this function finishes it without sending (`afterSent` must therefore be idempotent).
 */
export async function sendOutboxRow(
  db: Db,
  id: string,
  send: (row: OutboxRow, signal: AbortSignal) => Promise<void>,
  afterSent?: AfterSent,
): Promise<SendOutcome> {
  const connection = await reserveConnection(db);
  let broken = false;
  try {
    return await sendOn(connection.db, id, send, afterSent);
  } catch (error) {
    // Only the database's statements throw out of here: a connection that failed one is not reused.
    broken = true;
    throw error;
  } finally {
    connection.release(broken);
  }
}

async function sendOn(
  db: Db,
  id: string,
  send: (row: OutboxRow, signal: AbortSignal) => Promise<void>,
  afterSent: AfterSent | undefined,
): Promise<SendOutcome> {
  // Started before the claim, so the transport gives up before the claim's own clock runs out.
  const limit = AbortSignal.timeout(MAIL_SEND_LIMIT_MS);
  const [row] = await db
    .update(outbox)
    .set({ claimedUntil: sql`now() + make_interval(secs => ${SEND_CLAIM_SECONDS})` })
    .where(
      and(
        eq(outbox.id, id),
        or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, sql`now()`)),
        // Unsent, or sent with its follow-up interrupted (still claimed, see above).
        or(isNull(outbox.sentAt), isNotNull(outbox.claimedUntil)),
      ),
    )
    .returning();
  if (!row) {
    const [other] = await db.select({ sentAt: outbox.sentAt }).from(outbox).where(eq(outbox.id, id));
    if (!other) return { outcome: "not_found" };
    return other.sentAt ? { outcome: "already_sent" } : { outcome: "busy" };
  }
  if (row.sentAt) {
    await followUp(db, row, afterSent);
    return { outcome: "followed_up" };
  }
  try {
    await send(row, limit);
  } catch (error) {
    await db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, lastError: errorText(error), claimedUntil: null })
      .where(eq(outbox.id, id));
    return { outcome: "failed", error };
  }
  const accepted = performance.now();
  // A sent sign-in link lives on only in the recipient's mailbox, not in our database.
  const forget = SECRET_LINK_KINDS.includes(row.kind as MailKind) ? { payload: {} } : {};
  await db
    .update(outbox)
    .set({
      sentAt: sql`now()`,
      lastError: null,
      // Kept while a follow-up is still to record, so that a crash before it leaves a trace.
      ...(afterSent ? {} : { claimedUntil: null }),
      ...forget,
    })
    .where(eq(outbox.id, id));
  const markedInMs = performance.now() - accepted;
  if (afterSent) await followUp(db, row, afterSent);
  return { outcome: "sent", markedInMs };
}

/** Records what a sent e-mail changes besides its row, and releases the row for good. */
async function followUp(db: Db, row: OutboxRow, afterSent: AfterSent | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    await afterSent?.(tx, row);
    await tx.update(outbox).set({ claimedUntil: null }).where(eq(outbox.id, row.id));
  });
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}
