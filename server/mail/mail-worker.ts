// The mailer: the mail.send job sends one outbox row (its queue is in server/jobs.ts), and a sweep
// queues rows nobody queued, every few seconds and whenever a transaction wrote to the outbox.
import type { Logger } from "pino";
import type { Db } from "../db/client.ts";
import { SECRET_LINK_KINDS, type MailKind, type MailPayloads } from "./mail-kinds.ts";
import type { MailTransport } from "./mail-transport.ts";
import {
  interruptedOutboxIds,
  SEND_CLAIM_SECONDS,
  unsentOutboxIds,
  type OutboxRow,
} from "./outbox.repository.ts";
import { sendOutboxRow, type AfterSent } from "./send-outbox-row.ts";
import { isMailKind, renderMail } from "./render-mail.ts";

export const MAIL_QUEUE = "mail.send";

export interface MailJob {
  outboxId: string;
}

/** Jobs a worker fetches at once; it sends them one after the other. */
export const MAIL_BATCH_SIZE = 10;

/**
 * A killed worker's jobs are noticed by their missing heartbeat (two refreshes missed), at pg-boss's
 * next monitoring pass, and retried: about a minute and a half, where the expiry alone took seven.
 */
export const MAIL_HEARTBEAT_SECONDS = 20;

/**
 * A batch's deadline in pg-boss: every send of a full batch at the transport's limit, each after
 * its claim. Only a live worker stuck past every limit ever reaches it.
 */
export const MAIL_JOB_EXPIRY_SECONDS = MAIL_BATCH_SIZE * (SEND_CLAIM_SECONDS + 5);

const SWEEP_BATCH = 100;
// Several transactions finishing together (a burst of payments) wake the mailer once.
const WAKE_DEBOUNCE_MS = 20;

export interface MailSendDeps {
  db: Db;
  transport: MailTransport;
  logger: Pick<Logger, "info" | "warn">;
  /**
   * What a sent e-mail sets off, in the transaction that marks it sent: the shop passes the films'
   * `deliveredBySentMail` (server/films/order-delivered.ts), so the mailer knows nothing of orders.
   */
  afterSent: AfterSent;
}

/**
 * The mail.send handler: sends the row unless it is sent or another worker is sending it. A failed
 * send throws, after the row has counted the attempt, so that pg-boss retries the job.
 */
export async function sendOutboxMail(
  { outboxId }: MailJob,
  { db, transport, logger, afterSent }: MailSendDeps,
): Promise<{ outcome: string }> {
  async function deliver(row: OutboxRow, signal: AbortSignal): Promise<void> {
    if (!isMailKind(row.kind)) throw new Error(`No renderer for the e-mail kind "${row.kind}"`);
    if (isExpiredLink(row)) {
      // A link that could not be sent in time would only disappoint: the row is closed unsent.
      logger.warn({ outboxId: row.id, kind: row.kind }, "link expired before it could be sent; dropped");
      return;
    }
    const rendered = renderMail(row.kind, row.payload as unknown as MailPayloads[MailKind], row.language);
    await transport.send(
      { ...rendered, to: row.recipient, messageId: row.id, language: row.language },
      signal,
    );
  }

  const result = await sendOutboxRow(db, outboxId, deliver, afterSent);
  if (result.outcome === "failed") {
    throw result.error instanceof Error ? result.error : new Error(String(result.error));
  }
  if (result.outcome === "sent") {
    // The time between the server's acceptance and the row's mark: a crash inside it sends a copy.
    logger.info({ outboxId, markedInMs: Math.round(result.markedInMs * 10) / 10 }, "e-mail sent");
  }
  if (result.outcome === "followed_up")
    logger.info({ outboxId }, "sent before a crash; its follow-up recorded now");
  // Busy: another worker is sending it; if that send fails, its row is unsent and swept again.
  return { outcome: result.outcome };
}

/** What the sweep needs of the job queues (server/jobs.ts). */
export interface MailJobs {
  send(name: typeof MAIL_QUEUE, data: MailJob, options: { singletonKey: string }): Promise<string | null>;
  notify(name: typeof MAIL_QUEUE): void;
}

export interface MailSweepOptions {
  db: Db;
  jobs: MailJobs;
  logger: Pick<Logger, "error">;
  /**
   * How often unsent rows are queued, for a row whose transaction committed just before a crash,
   * and sent rows whose follow-up a crash interrupted.
   */
  sweepMs?: number;
}

export interface MailSweep {
  /** Sends what the outbox holds now: call it after a transaction that wrote to the outbox commits. */
  wake(): void;
  /** Stops sweeping and waits for a sweep under way; the job queues stay open. */
  stop(): Promise<void>;
}

/** Starts sweeping at once, so rows left unsent by an earlier process go out now, not at the first tick. */
export function startMailSweep({ db, jobs, logger, sweepMs = 5_000 }: MailSweepOptions): MailSweep {
  async function sweep(): Promise<void> {
    let queued = 0;
    const unfinished = [
      ...(await unsentOutboxIds(db, SWEEP_BATCH)),
      ...(await interruptedOutboxIds(db, SWEEP_BATCH)),
    ];
    for (const outboxId of unfinished) {
      // The outbox id as singleton key: the exclusive queue refuses a second job for a queued or active row.
      const jobId = await jobs.send(MAIL_QUEUE, { outboxId }, { singletonKey: outboxId });
      if (jobId) queued += 1;
    }
    // Fetch now rather than at the next poll: a buyer is waiting for the confirmation.
    if (queued > 0) jobs.notify(MAIL_QUEUE);
  }

  let stopped = false;
  let sweeping: Promise<void> | undefined;
  let sweepAgain = false;
  let wakeTimer: NodeJS.Timeout | undefined;

  function runSweep(): void {
    if (stopped) return;
    if (sweeping) {
      sweepAgain = true;
      return;
    }
    sweeping = sweep()
      .catch((error: unknown) => logger.error({ err: error }, "mail sweep failed"))
      .finally(() => {
        sweeping = undefined;
        if (!sweepAgain) return;
        sweepAgain = false;
        runSweep();
      });
  }

  const interval = setInterval(runSweep, sweepMs);
  interval.unref();
  runSweep();

  return {
    wake() {
      if (stopped || wakeTimer) return;
      wakeTimer = setTimeout(() => {
        wakeTimer = undefined;
        runSweep();
      }, WAKE_DEBOUNCE_MS);
      wakeTimer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(interval);
      clearTimeout(wakeTimer);
      await sweeping;
    },
  };
}

function isExpiredLink(row: OutboxRow): boolean {
  if (!SECRET_LINK_KINDS.includes(row.kind as MailKind)) return false;
  const expiresAt = Date.parse(String(row.payload["expiresAt"]));
  return !(expiresAt > Date.now());
}
