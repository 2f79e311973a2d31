// Sending one outbox row at most once (decision 028): the row claimed on a connection of its own,
// the e-mail sent outside any transaction, the row marked sent the moment the server answers, then
// what the e-mail sets off (the caller's `afterSent`) recorded in a transaction of its own.
import { reserveConnection, type Db } from "../db/client.ts";
import { SECRET_LINK_KINDS, type MailKind } from "./mail-kinds.ts";
import { MAIL_SEND_LIMIT_MS } from "./mail-transport.ts";
import {
  claimOutboxRow,
  markOutboxRowSent,
  outboxRowSent,
  recordSendFailure,
  releaseOutboxRow,
  type OutboxRow,
} from "./outbox.repository.ts";

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
  const row = await claimOutboxRow(db, id);
  if (!row) {
    const other = await outboxRowSent(db, id);
    if (!other) return { outcome: "not_found" };
    return other.sent ? { outcome: "already_sent" } : { outcome: "busy" };
  }
  if (row.sentAt) {
    await followUp(db, row, afterSent);
    return { outcome: "followed_up" };
  }
  try {
    await send(row, limit);
  } catch (error) {
    await recordSendFailure(db, id, errorText(error));
    return { outcome: "failed", error };
  }
  const accepted = performance.now();
  await markOutboxRowSent(db, id, {
    keepClaim: afterSent !== undefined,
    // A sent sign-in link lives on only in the recipient's mailbox, not in our database.
    forgetPayload: SECRET_LINK_KINDS.includes(row.kind as MailKind),
  });
  const markedInMs = performance.now() - accepted;
  if (afterSent) await followUp(db, row, afterSent);
  return { outcome: "sent", markedInMs };
}

/** Records what a sent e-mail changes besides its row, and releases the row for good. */
async function followUp(db: Db, row: OutboxRow, afterSent: AfterSent | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    await afterSent?.(tx, row);
    await releaseOutboxRow(tx, row.id);
  });
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}
