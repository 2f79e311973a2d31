// What the shop's pages and workers need, made once per process: the database, file storage,
// the payment provider and the mailer's wake-up call.
import type Stripe from "stripe";
import type { Auth } from "./auth/auth.ts";
import type { Config } from "./config.ts";
import type { Database, Db } from "./db/client.ts";
import type { PaymentProvider } from "./payments/payment-provider.ts";
import type { PaymentDeps } from "./payments/checkout.ts";
import type { RenderJobs } from "./films/production.ts";
import type { FfmpegTools } from "#render/ffmpeg/locate-ffmpeg.ts";
import type { SantaVoices } from "./films/santa-voices.ts";
import type { FileStorage } from "./storage/file-storage.ts";
import type { SampleLibrary } from "./samples/sample-library.ts";
import type { ShopTemplates } from "./templates/template-folders.ts";

export interface Services {
  config: Config;
  database: Database;
  db: Db;
  storage: FileStorage;
  payments: PaymentProvider;
  /** What taking a payment needs, made once here rather than by each route. */
  checkout: PaymentDeps;
  /** The Stripe client when STRIPE_SECRET_KEY is set: the webhook verifies Stripe's signatures with it. */
  stripe?: Stripe | undefined;
  /** Request bodies wait here on disk while they are checked, never whole in memory. */
  uploadsTmpDir: string;
  /** Where e-mails are written as .eml files when no SMTP server is configured. */
  outboxDir: string;
  /** Sign-in links and sessions (decision 005). */
  auth: Auth;
  /** Santa's voices, best first, as the films use them: the name library lets an operator hear each. */
  santaVoices: SantaVoices;
  /** ffmpeg and ffprobe, each found once, on first use. */
  ffmpegTools: FfmpegTools;
  /** The templates the shop films with, found once from the configuration. */
  templates: ShopTemplates;
  /** The landing page's sample films: found, or asked of the renderer. */
  samples: SampleLibrary;
  /** Asks the mailer to send what the outbox holds now, after a transaction wrote to it. */
  wakeMailer(): void;
  /** Render jobs sent inside a caller's transaction: the console starts production and re-renders. */
  renderJobs: RenderJobs;
}
