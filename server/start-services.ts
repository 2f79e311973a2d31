// Brings up what the shop needs, in order: the database (migrated), the job queue, file storage,
// the payment provider and the mailer; and takes them down again in reverse.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { accountMailQueue } from "./auth/account-mail.ts";
import { createAuth } from "./auth/auth.ts";
import { authSecret } from "./auth/auth-secret.ts";
import type { Config } from "./config.ts";
import { migrate, openDatabase } from "./db/client.ts";
import { startPgBoss } from "./db/pg-boss-adapter.ts";
import { jobTable, startJobQueues } from "./jobs.ts";
import { logger } from "./logger.ts";
import { createMailTransport } from "./mail/mail-transport.ts";
import { startMailSweep } from "./mail/mail-worker.ts";
import { createStripeProvider, stripeClient } from "./payments/stripe-provider.ts";
import { createTestProvider } from "./payments/test-provider.ts";
import type { Services } from "./services.ts";
import { createDiskStorage } from "./storage/disk-storage.ts";

export interface RunningServices extends Services {
  stop(): Promise<void>;
}

export async function startServices(config: Config): Promise<RunningServices> {
  const dataDir = path.resolve(config.DATA_DIR);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir });
  await migrate(database);
  const boss = await startPgBoss(database);

  const uploadsTmpDir = path.join(dataDir, "tmp");
  const outboxDir = path.join(dataDir, "outbox");
  await Promise.all([uploadsTmpDir, outboxDir].map((folder) => mkdir(folder, { recursive: true })));
  const storage = createDiskStorage(path.join(dataDir, "files"));

  const transport = createMailTransport({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir });
  const jobs = await startJobQueues({
    boss,
    table: jobTable,
    deps: { db: database.db, storage, transport, logger },
    logger,
  });
  const mailer = startMailSweep({ db: database.db, jobs, logger });
  const wakeMailer = () => mailer.wake();
  const auth = createAuth({
    db: database.db,
    publicUrl: config.PUBLIC_URL,
    secret: await authSecret(config.AUTH_SECRET, dataDir),
    queueMail: accountMailQueue(database.db, wakeMailer),
  });

  const stripe = config.STRIPE_SECRET_KEY
    ? stripeClient(config.STRIPE_SECRET_KEY, config.STRIPE_API_URL)
    : undefined;
  const payments = stripe ? createStripeProvider(stripe) : createTestProvider(config.PUBLIC_URL);
  logger.info(
    { database: database.kind, payments: payments.kind, mail: config.SMTP_URL ? "smtp" : "outbox folder" },
    "services started",
  );

  return {
    config,
    database,
    db: database.db,
    storage,
    payments,
    checkout: { db: database.db, payments, publicUrl: config.PUBLIC_URL, wakeMailer },
    stripe,
    uploadsTmpDir,
    outboxDir,
    auth,
    wakeMailer,
    async stop() {
      await mailer.stop();
      await jobs.stop();
      await boss.stop({ graceful: true, timeout: 5_000 });
      await transport.close();
      await database.close();
    },
  };
}
