// The outbox's queries, one function each, on a Drizzle db of either driver: the one door e-mails
// enter by (enqueueMail), and the mailer's claim, mark and release (send-outbox-row.ts sends).
import { and, asc, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { outbox } from "../db/schema.ts";
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

/**
 * How long a worker holds a row: the transport's own limit on one send (it abandons the send
 * then), plus a margin for the database's clock and the process's timers to disagree. A killed
 * worker's row is sent again once it runs out.
 */
export const SEND_CLAIM_SECONDS = Math.ceil(MAIL_SEND_LIMIT_MS / 1000) + 5;

/**
 * Claims the row for SEND_CLAIM_SECONDS in one statement when nobody holds it and it is unsent, or
 * sent with its follow-up interrupted (still claimed, claim run out); undefined otherwise.
 */
export async function claimOutboxRow(db: Db, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(outbox)
    .set({ claimedUntil: sql`now() + make_interval(secs => ${SEND_CLAIM_SECONDS})` })
    .where(
      and(
        eq(outbox.id, id),
        or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, sql`now()`)),
        or(isNull(outbox.sentAt), isNotNull(outbox.claimedUntil)),
      ),
    )
    .returning();
  return row;
}

/** Whether the row exists and was sent: why it could not be claimed. */
export async function outboxRowSent(db: Db, id: string): Promise<{ sent: boolean } | undefined> {
  const [row] = await db.select({ sentAt: outbox.sentAt }).from(outbox).where(eq(outbox.id, id));
  return row && { sent: row.sentAt !== null };
}

/** A failed send: the attempt counted, its error kept, the row released for the next try. */
export async function recordSendFailure(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, lastError: error, claimedUntil: null })
    .where(eq(outbox.id, id));
}

/**
 * Marks the row sent in one statement. `keepClaim`: a follow-up is still to record, and the claim
 * stays until it is, so that a crash before it leaves a trace. `forgetPayload`: what the e-mail
 * carried lives on only in the recipient's mailbox.
 */
export async function markOutboxRowSent(
  db: Db,
  id: string,
  { keepClaim, forgetPayload }: { keepClaim: boolean; forgetPayload: boolean },
): Promise<void> {
  await db
    .update(outbox)
    .set({
      sentAt: sql`now()`,
      lastError: null,
      ...(keepClaim ? {} : { claimedUntil: null }),
      ...(forgetPayload ? { payload: {} } : {}),
    })
    .where(eq(outbox.id, id));
}

/** Releases a sent row for good, once what it sets off has been recorded. */
export async function releaseOutboxRow(tx: Db, id: string): Promise<void> {
  await tx.update(outbox).set({ claimedUntil: null }).where(eq(outbox.id, id));
}
