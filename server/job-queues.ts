// The job queues' machinery on pg-boss: a queue's definition, the check of a job table, and
// `startJobQueues`, which creates and works every queue of a table and hands back a `send` typed by
// it. The shop's own table is server/jobs.ts.
import type { Logger } from "pino";
import type {
  ConnectionOptions,
  Job,
  JobOptions,
  JobResult,
  PgBoss,
  QueueOptions,
  QueuePolicy,
  WorkOptions,
} from "pg-boss";
import { z } from "zod";
import type { Db } from "./db/client.ts";
import { jobConnection } from "./db/job-connection.ts";

export interface QueueDefinition<Schema extends z.ZodType, Deps> {
  /** The payload: checked by `send`, and again before the handler runs (an older version may send it). */
  schema: Schema;
  /** pg-boss's queue policy; `standard` when absent. */
  policy?: QueuePolicy;
  /**
   * Retries and expiry. Set on the queue when it is created, and on every job `send` makes too:
   * pg-boss keeps a queue's settings from its first creation, so an older database would otherwise
   * hold this version's jobs to an older version's policy.
   */
  jobSettings?: QueueOptions;
  /** A cron expression (UTC): one job per occurrence, with a null payload, however many processes run. */
  schedule?: string;
  /** How this process fetches the queue's jobs. */
  work?: Pick<WorkOptions, "batchSize" | "pollingIntervalSeconds">;
  /**
   * Does one job with the dependencies it names, and no others. What it returns is kept as the
   * job's output; a throw fails the job, which pg-boss retries as `jobSettings` allow.
   */
  handler: (data: z.output<Schema>, deps: Deps, attempt: JobAttempt) => Promise<object | void>;
}

/** Which try of its job a handler is running: the last one may record a failure for good. */
export interface JobAttempt {
  retryCount: number;
  retryLimit: number;
}

/** One entry, with its handler's payload type taken from its schema. */
export function defineQueue<Schema extends z.ZodType, Deps>(
  definition: QueueDefinition<Schema, Deps>,
): QueueDefinition<Schema, Deps> {
  return definition;
}

/**
 * Queues by name. The handler's payload is `never` here so that entries with different payloads
 * share one type; `defineQueue` has already tied each handler to its own schema.
 */
export type JobTable<Deps> = Record<
  string,
  Omit<QueueDefinition<z.ZodType, Deps>, "handler"> & {
    handler: (data: never, deps: Deps, attempt: JobAttempt) => Promise<object | void>;
  }
>;

/** What a caller of `send` may choose per job; retries and expiry come from the table. */
export type SendJobOptions = JobOptions & ConnectionOptions;

export type PayloadOf<Definition> = Definition extends { schema: infer Schema extends z.ZodType }
  ? z.input<Schema>
  : never;

export interface JobQueues<Table> {
  /** Queues a job: its id, or null when the queue's policy already holds one for its singleton key. */
  send<Name extends keyof Table & string>(
    name: Name,
    data: PayloadOf<Table[Name]>,
    options?: SendJobOptions,
  ): Promise<string | null>;
  /** Has this process's worker of a queue fetch now, rather than at its next poll. */
  notify(name: keyof Table & string): void;
  /** Stops fetching and waits for the jobs in hand; the boss stays open for the caller to stop. */
  stop(): Promise<void>;
}

type Boss = Pick<
  PgBoss,
  "createQueue" | "schedule" | "work" | "offWork" | "send" | "notifyWorker" | "cancel" | "getJobById"
>;

/** A payload that does not match its queue's schema, named with the queue and what is wrong. */
export class JobPayloadRejected extends Error {
  constructor(queue: string, error: z.ZodError) {
    super(`A "${queue}" job's payload does not match its schema:\n${z.prettifyError(error)}`);
    this.name = "JobPayloadRejected";
  }
}

/** Throws, naming every queue that lacks a handler or a schema, or whose schedule its schema refuses. */
export function checkJobTable(
  table: Record<string, { schema?: unknown; handler?: unknown; schedule?: string | undefined } | undefined>,
): void {
  const problems = Object.entries(table).flatMap(([name, definition]) => {
    const found: string[] = [];
    const schema = definition?.schema;
    if (!(schema instanceof z.ZodType)) found.push(`"${name}" has no payload schema`);
    if (typeof definition?.handler !== "function") found.push(`"${name}" has no handler`);
    if (definition?.schedule && schema instanceof z.ZodType && !schema.safeParse(null).success) {
      found.push(`"${name}" is scheduled, so its payload is null, which its schema refuses`);
    }
    return found;
  });
  if (problems.length > 0) throw new Error(`The job table is incomplete:\n  ${problems.join("\n  ")}`);
}

/** pg-boss timings that replace each queue's own, where the queue has one (decision 053). */
export interface JobTimings {
  heartbeatSeconds?: number | undefined;
  retryDelaySeconds?: number | undefined;
}

/** A queue's job settings with `timings` in place of its own heartbeat and retry delay. */
export function withTimings(
  settings: QueueOptions | undefined,
  timings: JobTimings,
): QueueOptions | undefined {
  if (!settings) return settings;
  return {
    ...settings,
    ...(settings.heartbeatSeconds !== undefined &&
      timings.heartbeatSeconds !== undefined && { heartbeatSeconds: timings.heartbeatSeconds }),
    ...(settings.retryDelay !== undefined &&
      timings.retryDelaySeconds !== undefined && { retryDelay: timings.retryDelaySeconds }),
  };
}

export interface JobQueuesOptions<Deps, Table extends JobTable<Deps>> {
  /** A started PgBoss; the caller stops it after the queues. */
  boss: Boss;
  table: Table;
  /** Everything the table's handlers use together; each handler is typed with its own part only. */
  deps: Deps;
  logger: Pick<Logger, "warn" | "error">;
  /** Jobs of a queue this process works at once; 0 leaves the queue to other processes. */
  concurrency?: Partial<Record<keyof Table & string, number>>;
  timings?: JobTimings;
  /**
   * When this process gives up on the jobs in hand: `signal` is aborted once its stop's grace has run
   * out. A job whose handler then fails was cut short by the process, not by anything of its own: it
   * is queued again in `db` without counting as a try.
   */
  abandon?: { signal: AbortSignal; db: Db };
}

export async function startJobQueues<Deps, Table extends JobTable<Deps>>({
  boss,
  table,
  deps,
  logger,
  concurrency = {},
  timings = {},
  abandon,
}: JobQueuesOptions<Deps, Table>): Promise<JobQueues<Table>> {
  checkJobTable(table);
  const settingsOf = (definition: Table[string]) => withTimings(definition.jobSettings, timings);

  /**
   * The job `id` cancelled and sent again as a new one, in one transaction: a process killed at any
   * moment leaves the old job (taken again once its heartbeat stops) or the new one, never neither.
   * A new job, because pg-boss counts a try by a job having been started, which a resumed one keeps;
   * same payload, singleton key and priority, so it stays the one job for its film. Only a stopping
   * process gives up on jobs, and its workers fetch nothing more: another process takes it.
   */
  async function queueAgainUncounted(name: string, id: string, db: Db): Promise<void> {
    await db.transaction(async (tx) => {
      const connection = { db: jobConnection(tx) };
      const job = await boss.getJobById<object | null>(name, id, connection);
      await boss.cancel(name, id, connection);
      if (!job) return;
      await boss.send(name, job.data, {
        ...settingsOf(table[name] as Table[string]),
        priority: job.priority,
        ...(job.singletonKey && { singletonKey: job.singletonKey }),
        ...connection,
      });
    });
  }

  async function runJob(name: string, definition: Table[string], job: Job<unknown>): Promise<JobResult> {
    const payload = definition.schema.safeParse(job.data);
    if (!payload.success) {
      const error = new JobPayloadRejected(name, payload.error);
      logger.error({ queue: name, jobId: job.id, err: error }, "job refused");
      // No retry can mend a payload: the job fails for good.
      return { id: job.id, status: "deadletter", output: { message: error.message } };
    }
    try {
      // The entry's own schema has just produced this payload (see `defineQueue`).
      const attempt = { retryCount: job.retryCount, retryLimit: definition.jobSettings?.retryLimit ?? 0 };
      const output = await definition.handler(payload.data as never, deps, attempt);
      return { id: job.id, status: "completed", output };
    } catch (error) {
      if (abandon?.signal.aborted) {
        // Cancelled, so pg-boss's settling of this batch leaves it alone.
        await queueAgainUncounted(name, job.id, abandon.db);
        logger.warn({ queue: name, jobId: job.id }, "job cut short by the process stopping: queued again");
        return { id: job.id, status: "completed", output: { interrupted: true } };
      }
      logger.warn({ queue: name, jobId: job.id, retryCount: job.retryCount, err: error }, "job failed");
      const message = error instanceof Error ? error.message : String(error);
      return { id: job.id, status: "failed", output: { message } };
    }
  }

  const workerIds = new Map<string, string>();
  for (const [name, definition] of Object.entries(table) as [string, Table[string]][]) {
    await boss.createQueue(name, { policy: definition.policy, ...settingsOf(definition) });
    if (definition.schedule) await boss.schedule(name, definition.schedule);
    const localConcurrency = concurrency[name as keyof Table & string];
    if (localConcurrency === 0) continue;
    // Per-job results: one job of a batch failing fails only that job.
    const workerId = await boss.work<unknown>(
      name,
      { ...definition.work, ...(localConcurrency && { localConcurrency }), perJobResults: true },
      async (jobs) => {
        const results: JobResult[] = [];
        for (const job of jobs) results.push(await runJob(name, definition, job));
        return results;
      },
    );
    workerIds.set(name, workerId);
  }

  return {
    async send(name, data, options = {}) {
      const definition = table[name] as Table[string];
      const payload = definition.schema.safeParse(data);
      if (!payload.success) throw new JobPayloadRejected(name, payload.error);
      // The data as given, not as parsed: the worker parses it again into the handler's type.
      return boss.send(name, data as object | null, { ...settingsOf(definition), ...options });
    },
    notify(name) {
      const workerId = workerIds.get(name);
      if (workerId) boss.notifyWorker(workerId);
    },
    async stop() {
      await Promise.all([...workerIds].map(([name, id]) => boss.offWork(name, { id, wait: true })));
    },
  };
}
