// Brings up what the shop needs, in order: the database (migrated), the job queue, file storage,
// the payment provider and the mailer; and takes them down again in reverse.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { accountMailQueue } from "./auth/account-mail.ts";
import { createAuth } from "./auth/auth.ts";
import { authSecret } from "./auth/auth-secret.ts";
import { pollySettingsOf, type Config } from "./config.ts";
import { databaseConnectionName, migrate, openDatabase } from "./db/client.ts";
import { startPgBoss } from "./db/pg-boss-adapter.ts";
import { startJobQueues } from "./job-queues.ts";
import { jobTable } from "./jobs.ts";
import { logger } from "./logger.ts";
import { createMailTransport } from "./mail/mail-transport.ts";
import { startMailSweep, type MailSweep } from "./mail/mail-worker.ts";
import { ffmpegTools } from "#render/ffmpeg/locate-ffmpeg.ts";
import { createFilmLines } from "./lines/film-lines.ts";
import { createFilmNames } from "./names/film-names.ts";
import { moveNamesFolder } from "./names/names-folder.ts";
import { santaVoices } from "./films/santa-voices.ts";
import { deliveredBySentMail } from "./films/order-delivered.ts";
import { createFilmRenderer, defaultRenderConcurrency } from "./films/film-renderer.ts";
import type { ShopTemplate } from "./lines/santas-lines.ts";
import { RENDER_QUEUE } from "./films/render-job.ts";
import { RETENTION_QUEUE } from "./retention/retention-sweep.ts";
import { SAMPLE_PRIORITY } from "./samples/sample-job.ts";
import { createSampleLibrary, type SampleLibrary, sampleVersion } from "./samples/sample-library.ts";
import { sampleTemplate } from "./samples/sample-template.ts";
import { shopTemplates } from "./templates/template-folders.ts";
import { createStripeProvider, stripeClient } from "./payments/stripe-provider.ts";
import { createTestProvider } from "./payments/test-provider.ts";
import type { Services } from "./services.ts";
import { openFileStorage, storageName } from "./storage/open-storage.ts";
import { clearStaleTemp, clearTempEvery } from "./housekeeping/temp-clear.ts";
import { worksJobs, type Role } from "./roles.ts";
import { drainWithin } from "./shutdown.ts";
import { checkStorageMarker } from "./storage/storage-marker.ts";

export interface RunningServices extends Services {
  stop(): Promise<void>;
}

/**
 * Starts what `role` needs (server/roles.ts): every role has the database, the queue (a web process
 * sends jobs without working them), storage and the mailer's transport.
 */
export async function startServices(
  config: Config,
  { role = "all" }: { role?: Role } = {},
): Promise<RunningServices> {
  const dataDir = path.resolve(config.DATA_DIR);
  const connectionName = databaseConnectionName(role, process.pid);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir,
    poolSize: config.DATABASE_POOL_SIZE,
    applicationName: connectionName.shop,
  });
  await migrate(database);
  const boss = await startPgBoss(database, {
    superviseIntervalSeconds: config.JOB_MONITOR_INTERVAL_SECONDS,
    monitorIntervalSeconds: config.JOB_MONITOR_INTERVAL_SECONDS,
    application_name: connectionName.jobs,
  });

  const uploadsTmpDir = path.join(dataDir, "tmp");
  const outboxDir = path.join(dataDir, "outbox");
  await Promise.all([uploadsTmpDir, outboxDir].map((folder) => mkdir(folder, { recursive: true })));
  // A killed process's uploads (originals with EXIF and GPS) go now, not at the next schedule.
  await clearStaleTemp({ uploadsTmpDir, logger });
  const tempClear = clearTempEvery({ uploadsTmpDir, logger });
  // ffmpeg and the film templates, found here once and handed to whoever runs or reads them.
  const tools = ffmpegTools({ ffmpegPathEnv: config.FFMPEG_PATH, pathEnv: config.PATH });
  const templates = shopTemplates(config);
  const storage = openFileStorage(config, dataDir);
  // Before any job or request reads a file: storage other than the shop's is refused (decision 053).
  await checkStorageMarker({ db: database.db, storage, where: storageName(config, dataDir), role, logger });
  const names = createFilmNames({ db: database.db, storage });
  // Name recordings from before they were kept in file storage move there once (decision 048).
  void (async () => {
    const ffmpeg = tools.ffmpeg();
    const namesDir = path.join(dataDir, "names");
    await moveNamesFolder({ db: database.db, storage, ffmpeg, workDir: uploadsTmpDir, namesDir, logger });
  })().catch((error: unknown) => logger.error({ err: error }, "old name recordings not moved"));

  const transport = createMailTransport({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir });
  // Aborted by `stop` once the grace has passed: renders under way end then, and their jobs are
  // queued again without counting the try.
  const abandoned = new AbortController();
  const voices = santaVoices({
    ffmpeg: tools.ffmpeg,
    storage,
    cloudVoice: pollySettingsOf(config),
  });
  const rendererFor = ({ name: template, folder }: ShopTemplate, background = false) =>
    createFilmRenderer({
      ffmpeg: tools.ffmpeg,
      templateDir: folder,
      dataDir,
      storage,
      names,
      lines: createFilmLines({ db: database.db, storage }),
      voices,
      onStep: (step) => logger.info({ step, template }, "film template"),
      stopping: abandoned.signal,
      background,
    });
  const renderer = rendererFor(templates.film);
  // Prepared when the first sample is made, after customers' films.
  const sampleRenderer = rendererFor(templates.sample, true);
  const samplesVersion = await sampleVersion(templates.sample.folder);
  const renderConcurrency = worksJobs(role) ? (config.RENDER_CONCURRENCY ?? defaultRenderConcurrency()) : 0;
  // A web process queues jobs and works none of them.
  const concurrency = worksJobs(role)
    ? { [RENDER_QUEUE]: renderConcurrency }
    : Object.fromEntries(Object.keys(jobTable).map((name) => [name, 0]));
  // The template is prepared while the shop already answers; the first render waits for it.
  if (renderConcurrency > 0) {
    renderer.ready().catch((error: unknown) => logger.error({ err: error }, "film template not ready"));
  }
  // Before the job queues: the refund retry job gives money back through the provider.
  const stripe = config.STRIPE_SECRET_KEY
    ? stripeClient(config.STRIPE_SECRET_KEY, config.STRIPE_API_URL)
    : undefined;
  const payments = stripe ? createStripeProvider(stripe) : createTestProvider(config.PUBLIC_URL);
  // The sweep needs the job queues, and the render job wakes the sweep: it is named once it runs.
  const sweep: { current?: MailSweep } = {};
  const wakeMailer = () => sweep.current?.wake();
  // Prepared in the background once a sample is asked for; then that sample is asked for again,
  // through the library, which needs the job queues: it is named once they run.
  const library: { current?: SampleLibrary } = {};
  const samplesTemplate = sampleTemplate({
    renderer,
    sampleRenderer,
    ask: async (sample) => library.current?.find(sample),
    logger,
  });
  const jobs = await startJobQueues({
    boss,
    table: jobTable,
    deps: {
      db: database.db,
      storage,
      transport,
      afterSent: deliveredBySentMail,
      logger,
      renderer,
      sampleRenderer,
      sampleTemplate: samplesTemplate,
      sampleVersion: samplesVersion,
      publicUrl: config.PUBLIC_URL,
      renderTmpDir: path.join(dataDir, "tmp", "renders"),
      uploadsTmpDir,
      wakeMailer,
      retention: config,
      payments,
      abandoned: abandoned.signal,
    },
    logger,
    concurrency,
    timings: {
      heartbeatSeconds: config.JOB_HEARTBEAT_SECONDS,
      retryDelaySeconds: config.JOB_RETRY_DELAY_SECONDS,
    },
    abandon: { signal: abandoned.signal, db: database.db },
  });
  const mailer = startMailSweep({ db: database.db, jobs, logger });
  // A shop that was down at the schedule's hour still keeps the privacy policy's deadlines.
  jobs
    .send(RETENTION_QUEUE, null)
    .catch((error: unknown) => logger.error({ err: error }, "retention not queued"));
  const samples = createSampleLibrary({
    storage,
    version: samplesVersion,
    queue: (sample) =>
      jobs.send(
        RENDER_QUEUE,
        { sample },
        { singletonKey: `sample-${sample.index + 1}-${sample.language}`, priority: SAMPLE_PRIORITY },
      ),
  });
  library.current = samples;
  if (renderConcurrency > 0 && config.SAMPLE_FILMS_AT_START) {
    samples
      .queueMissing()
      .then((missing) => missing > 0 && logger.info({ missing }, "sample films queued"))
      .catch((error: unknown) => logger.error({ err: error }, "sample films not queued"));
  }
  sweep.current = mailer;
  const auth = createAuth({
    db: database.db,
    publicUrl: config.PUBLIC_URL,
    secret: await authSecret(config.AUTH_SECRET, dataDir),
    queueMail: accountMailQueue(database.db, wakeMailer),
  });

  logger.info(
    {
      role,
      database: database.kind,
      payments: payments.kind,
      mail: config.SMTP_URL ? "smtp" : "outbox folder",
    },
    "services started",
  );

  return {
    config,
    database,
    db: database.db,
    storage,
    payments,
    checkout: {
      db: database.db,
      payments,
      publicUrl: config.PUBLIC_URL,
      wakeMailer,
      wakeRenderer: () => jobs.notify(RENDER_QUEUE),
      production:
        config.PRODUCTION_MODE === "automatic" ? { mode: "automatic", renderJobs: jobs } : { mode: "manual" },
    },
    stripe,
    uploadsTmpDir,
    outboxDir,
    auth,
    samples,
    santaVoices: voices,
    ffmpegTools: tools,
    templates,
    wakeMailer,
    renderJobs: jobs,
    async stop() {
      tempClear.stop();
      await mailer.stop();
      // A film being rendered is finished rather than thrown away, within the grace (decision 053).
      const drained = await drainWithin(config.STOP_GRACE_SECONDS * 1000, jobs.stop(), () =>
        abandoned.abort(),
      );
      if (drained === "abandoned") logger.warn("stop grace passed: the jobs still in hand are queued again");
      // What still runs outside any job (a template being prepared at start) ends now, with its ffmpeg.
      abandoned.abort();
      await boss.stop({ graceful: true, timeout: 5_000 });
      await transport.close();
      await database.close();
    },
  };
}
