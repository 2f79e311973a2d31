// The shop's background jobs in one table: each queue's name, payload schema, pg-boss settings,
// schedule and handler. `startJobQueues` (server/job-queues.ts) checks the table, creates the queues
// and works them. Adding a queue is adding an entry here.
import { z } from "zod";
import { cleanUpAuth } from "./auth/auth-housekeeping.ts";
import type { Db } from "./db/client.ts";
import {
  MAIL_BATCH_SIZE,
  MAIL_HEARTBEAT_SECONDS,
  MAIL_JOB_EXPIRY_SECONDS,
  MAIL_QUEUE,
  sendOutboxMail,
} from "./mail/mail-worker.ts";
import { purgeStagedPhotosAndLog, type PhotoPurgeDeps } from "./photos/photo-retention.ts";
import { RENDER_QUEUE, renderFilmJob, type RenderJobDeps } from "./films/render-job.ts";
import { renderSampleJob, sampleJobSchema, type SampleJobDeps } from "./samples/sample-job.ts";
import { RETENTION_QUEUE, sweepRetention, type RetentionDeps } from "./retention/retention-sweep.ts";
import {
  REFUND_RETRY_QUEUE,
  resumeInterruptedRefunds,
  type RefundRetryDeps,
} from "./payments/refund-retry.ts";
import { sweepOrphanFiles, type OrphanSweepDeps } from "./storage/orphan-sweep.ts";
import { sweepTemplates, type TemplateSweepDeps, type TemplateUser } from "./templates/template-sweep.ts";
import { defineQueue } from "./job-queues.ts";

// pg-boss sends a scheduled job with a null payload.
const SCHEDULED = z.null();

/** The shop's queues. */
export const jobTable = {
  [MAIL_QUEUE]: defineQueue({
    schema: z.object({ outboxId: z.uuid() }),
    // One queued-or-active job per singleton key (the outbox id), so a sweep never doubles one.
    policy: "exclusive",
    // About four hours of tries per job (10 s doubling to at most an hour); then the sweep queues it again.
    // A killed worker's jobs are retried once their heartbeat stops, not at their expiry (decision 028).
    jobSettings: {
      retryLimit: 12,
      retryDelay: 10,
      retryBackoff: true,
      retryDelayMax: 3600,
      expireInSeconds: MAIL_JOB_EXPIRY_SECONDS,
      heartbeatSeconds: MAIL_HEARTBEAT_SECONDS,
    },
    work: { batchSize: MAIL_BATCH_SIZE, pollingIntervalSeconds: 2 },
    handler: sendOutboxMail,
  }),
  [RENDER_QUEUE]: defineQueue({
    // A customer's film, or one of the landing page's sample films (at a lower priority).
    schema: z.union([z.object({ filmId: z.uuid() }), z.object({ sample: sampleJobSchema })]),
    // One queued-or-active render per film (its id, or the sample's, is the singleton key): a film
    // is made once at a time.
    policy: "exclusive",
    // A killed worker's render is noticed within two minutes by its missing heartbeat, then retried.
    jobSettings: {
      retryLimit: 3,
      retryDelay: 30,
      retryBackoff: true,
      retryDelayMax: 600,
      expireInSeconds: 1800,
      heartbeatSeconds: 120,
    },
    work: { batchSize: 1, pollingIntervalSeconds: 2 },
    handler: (data, deps: RenderJobDeps & SampleJobDeps, attempt) =>
      "filmId" in data ? renderFilmJob(data, deps, attempt) : renderSampleJob(data.sample, deps),
  }),
  "photos.purge-staged": defineQueue({
    schema: SCHEDULED,
    schedule: "17 * * * *",
    handler: (_none, deps: PhotoPurgeDeps) => purgeStagedPhotosAndLog(deps),
  }),
  "storage.sweep-orphans": defineQueue({
    schema: SCHEDULED,
    schedule: "47 * * * *",
    policy: "exclusive",
    // The prepared templates neither of this process's renderers uses go too, after their own grace
    // (decision 055); that sweep never throws, so the orphans' always runs.
    handler: async (
      _none,
      deps: OrphanSweepDeps &
        Pick<TemplateSweepDeps, "storage"> & { renderer: TemplateUser; sampleRenderer: TemplateUser },
    ) => {
      await sweepTemplates({ ...deps, users: [deps.renderer, deps.sampleRenderer] });
      await sweepOrphanFiles(deps);
    },
  }),
  [REFUND_RETRY_QUEUE]: defineQueue({
    schema: SCHEDULED,
    // Refunds a crash or a deploy stopped mid-way, asked again with their own keys (decision 023).
    schedule: "*/5 * * * *",
    policy: "exclusive",
    handler: (_none, deps: RefundRetryDeps) => resumeInterruptedRefunds(deps),
  }),
  "auth.housekeeping": defineQueue({
    schema: SCHEDULED,
    schedule: "23 * * * *",
    handler: (_none, { db }: { db: Db }) => cleanUpAuth(db),
  }),
  [RETENTION_QUEUE]: defineQueue({
    schema: SCHEDULED,
    // Daily, and once at start (server/start-services.ts); one run at a time, however many processes.
    schedule: "41 3 * * *",
    policy: "exclusive",
    handler: async (_none, deps: RetentionDeps) => void (await sweepRetention(deps)),
  }),
};

export type ShopJobTable = typeof jobTable;
