// The mailer: one pg-boss job per outbox row sends it with retries; a sweep queues rows nobody queued.
import type { Logger } from "pino";
import type { JobResult, PgBoss, QueueOptions } from "pg-boss";
import type { Database } from "../db/client.ts";
import { logger as serverLogger } from "../logger.ts";
import { SECRET_LINK_KINDS, type MailKind, type MailPayloads } from "./mail-kinds.ts";
import type { MailTransport } from "./mail-transport.ts";
import { sendOutboxRow, unsentOutboxIds, type OutboxRow } from "./outbox.repository.ts";
import { isMailKind, renderMail } from "./render-mail.ts";

export const MAIL_QUEUE = "mail.send";

interface MailJob {
  outboxId: string;
}

export type MailRetry = Required<
  Pick<QueueOptions, "retryLimit" | "retryDelay" | "retryBackoff" | "retryDelayMax">
>;

/** About four hours of tries per job (10 s doubling to at most an hour); then the sweep queues it again. */
const DEFAULT_RETRY: MailRetry = { retryLimit: 12, retryDelay: 10, retryBackoff: true, retryDelayMax: 3600 };
const SWEEP_BATCH = 100;
// Several transactions finishing together (a burst of payments) wake the mailer once.
const WAKE_DEBOUNCE_MS = 20;

export interface MailWorkerOptions {
  database: Database;
  /** A started PgBoss; the caller stops it after the worker. */
  boss: PgBoss;
  transport: MailTransport;
  logger?: Pick<Logger, "info" | "warn" | "error">;
  /** How often unsent rows are queued, for a row whose transaction committed just before a crash. */
  sweepMs?: number;
  retry?: Partial<MailRetry>;
  pollingIntervalSeconds?: number;
}

export interface MailWorker {
  /** Sends what the outbox holds now: call it after a transaction that wrote to the outbox commits. */
  wake(): void;
  /** Stops sweeping and waits for the e-mails being sent; the boss and the transport stay open. */
  stop(): Promise<void>;
}

export async function startMailWorker({
  database,
  boss,
  transport,
  logger = serverLogger,
  sweepMs = 5_000,
  retry = {},
  pollingIntervalSeconds = 2,
}: MailWorkerOptions): Promise<MailWorker> {
  const { db } = database;
  const { retryDelayMax, ...fixedRetry } = { ...DEFAULT_RETRY, ...retry };
  // pg-boss takes a maximum delay only with backoff.
  const jobOptions = {
    ...fixedRetry,
    ...(fixedRetry.retryBackoff && { retryDelayMax }),
    expireInSeconds: 300,
  };
  // Exclusive: one queued-or-active job per singleton key (the outbox id), so a sweep never doubles one.
  await boss.createQueue(MAIL_QUEUE, { policy: "exclusive", ...jobOptions });

  async function deliver(row: OutboxRow): Promise<void> {
    if (!isMailKind(row.kind)) throw new Error(`No renderer for the e-mail kind "${row.kind}"`);
    if (isExpiredLink(row)) {
      // A link that could not be sent in time would only disappoint: the row is closed unsent.
      logger.warn({ outboxId: row.id, kind: row.kind }, "link expired before it could be sent; dropped");
      return;
    }
    const rendered = renderMail(row.kind, row.payload as unknown as MailPayloads[MailKind], row.language);
    await transport.send({ ...rendered, to: row.recipient, messageId: row.id, language: row.language });
  }

  async function handle(outboxId: string, jobId: string): Promise<JobResult> {
    const result = await sendOutboxRow(db, outboxId, deliver);
    if (result.outcome === "failed") {
      const message = result.error instanceof Error ? result.error.message : String(result.error);
      logger.warn({ outboxId, err: result.error }, "e-mail not sent; it will be retried");
      return { id: jobId, status: "failed", output: { message } };
    }
    if (result.outcome === "sent") logger.info({ outboxId }, "e-mail sent");
    // Busy: another worker is sending it; if that send fails, its row is unsent and swept again.
    return { id: jobId, status: "completed", output: { outcome: result.outcome } };
  }

  const workerId = await boss.work<MailJob>(
    MAIL_QUEUE,
    { batchSize: 10, pollingIntervalSeconds, perJobResults: true },
    async (jobs) => {
      const results: JobResult[] = [];
      for (const job of jobs) results.push(await handle(job.data.outboxId, job.id));
      return results;
    },
  );

  async function sweep(): Promise<void> {
    let queued = 0;
    for (const outboxId of await unsentOutboxIds(db, SWEEP_BATCH)) {
      const jobId = await boss.send(MAIL_QUEUE, { outboxId }, { ...jobOptions, singletonKey: outboxId });
      if (jobId) queued += 1;
    }
    // Fetch now rather than at the next poll: a buyer is waiting for the confirmation.
    if (queued > 0) boss.notifyWorker(workerId);
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
  // Rows left unsent by an earlier process go out now, not at the first tick.
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
      await boss.offWork(MAIL_QUEUE, { id: workerId, wait: true });
    },
  };
}

function isExpiredLink(row: OutboxRow): boolean {
  if (!SECRET_LINK_KINDS.includes(row.kind as MailKind)) return false;
  const expiresAt = Date.parse(String(row.payload["expiresAt"]));
  return !(expiresAt > Date.now());
}
