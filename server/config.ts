// Every environment variable the shop reads, validated with its default. Each entry point parses
// them once at start and hands the result on (to `startServices`, and from there to the pages);
// nothing else reads the environment.
import { z } from "zod";
import { flag, optional, optionalSeconds, pollyVoiceId, videoIds } from "./config-fields.ts";
import { paymentProblems, publicUrlOf } from "./payment-settings.ts";
import { storageUrl } from "./storage/storage-url.ts";
import { CONFIGURATION_EXIT_CODE } from "./start-refused.ts";

const schema = z
  .object({
    /** Set by the entry point before any library reads it: `production` unless started with `--dev`. */
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    /** The shop's address in links that leave it (e-mails, Stripe, canonical); default: this port on localhost. */
    PUBLIC_URL: optional.pipe(
      z.url({ protocol: /^https?$/, error: "an http:// or https:// URL" }).optional(),
    ),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),

    ORDER_FORM: z.enum(["own", "hubspot"]).default("own"),
    HUBSPOT_PORTAL_ID: optional,
    HUBSPOT_REGION: z.string().default("na1"),
    HUBSPOT_FORM_ID_EN: optional,
    HUBSPOT_FORM_ID_ES: optional,

    EXAMPLE_VIDEO_EMBED_URL: z
      .string()
      .default("https://www.youtube-nocookie.com/embed/{id}?autoplay=1&rel=0&hl={language}"),
    /** Outside players for the examples; without them the dialog plays our own sample films. */
    EXAMPLE_VIDEO_IDS_EN: optional.pipe(videoIds.optional()),
    EXAMPLE_VIDEO_IDS_ES: optional.pipe(videoIds.optional()),

    CONTACT_EMAIL_MARKETING: z.email().default("hello@magicsantavideo.example"),
    CONTACT_EMAIL_ORDERS: z.email().default("orders@magicsantavideo.example"),
    CONTACT_PHONE: z.string().default("+1 (305) 555-0142"),
    CONTACT_ADDRESS: z.string().default("1200 Brickell Avenue, Suite 1950, Miami, FL 33131, USA"),
    SOCIAL_FACEBOOK_URL: z.url().default("https://www.facebook.com/magicsantavideo"),
    SOCIAL_INSTAGRAM_URL: z.url().default("https://www.instagram.com/magicsantavideo"),
    SOCIAL_YOUTUBE_URL: z.url().default("https://www.youtube.com/@magicsantavideo"),

    ENABLE_FAULT_ROUTE: flag,
    /**
     * `true` lets a browser move the account's clock forward with a cookie, so a browser test can
     * see a 24-hour window close. Never in a real shop.
     */
    ENABLE_TEST_CLOCK: flag,

    /** Where the embedded database and stored files live when no server or bucket is configured. */
    DATA_DIR: z.string().trim().min(1).default("./data"),
    /**
     * A bucket for photos, films, captions and recordings (decision 051), on AWS or any S3-API server:
     * `s3://bucket?endpoint=http://host:9000&region=us-east-1&forcePathStyle=true` (region
     * `us-east-1` and virtual-host addressing unless given). Without it, files stay on the disk
     * under DATA_DIR/files, which only one machine sees.
     */
    STORAGE_URL: optional.pipe(storageUrl.optional()),
    /** A PostgreSQL server; without it the shop runs on embedded PGlite under DATA_DIR. */
    DATABASE_URL: optional.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "a postgres:// or postgresql:// URL")
        .optional(),
    ),
    /** An ffmpeg binary; without it `ffmpeg` on PATH, else the one the npm package ships. */
    FFMPEG_PATH: optional,
    /** The film template: `demo`, `short` (tests), or the folder of the shop's own template. */
    FILM_TEMPLATE: z.string().trim().min(1).default("demo"),
    /** The template of the landing page's six sample films: `samples`, `short` (tests), or a folder. */
    SAMPLE_TEMPLATE: z.string().trim().min(1).default("samples"),
    /** Make the missing sample films when the renderer starts, rather than when one is first asked for. */
    SAMPLE_FILMS_AT_START: z
      .enum(["true", "false", "1", "0", ""])
      .default("true")
      .transform((value) => value !== "false" && value !== "0"),
    /** `automatic`: a paid order's films are rendered at once; `manual`: an operator starts production. */
    PRODUCTION_MODE: z.enum(["automatic", "manual"]).default("automatic"),
    /** Films this process renders at once (0: none, a separate worker does); default, one per two cores. */
    RENDER_CONCURRENCY: optional.pipe(
      z
        .string()
        .regex(/^\d{1,2}$/, "a whole number of films, 0 to 99")
        .transform(Number)
        .optional(),
    ),
    /**
     * Seconds a stopping process (SIGTERM) lets the jobs in hand finish, a film being rendered among
     * them, before it abandons them; an abandoned job goes back to the queue without counting as a
     * try (decision 053). Give the supervisor a longer grace before it kills (systemd's
     * TimeoutStopSec, Kubernetes' terminationGracePeriodSeconds, `docker stop -t`).
     */
    STOP_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /**
     * pg-boss's timings, which tests and a cluster's chaos test shorten: the heartbeat of jobs that
     * send one (a render's 120 s, an e-mail's 20 s) by which a killed worker's job is noticed; how
     * often pg-boss's supervisor looks for such jobs (60 s); the first retry's delay (a render's 30 s,
     * an e-mail's 10 s, doubling from there). Unset: each queue's own.
     */
    JOB_HEARTBEAT_SECONDS: optionalSeconds(10),
    JOB_MONITOR_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    JOB_RETRY_DELAY_SECONDS: optionalSeconds(1),
    /**
     * Connections this process's own pool may open to a PostgreSQL server; pg-boss holds 4 more.
     * Every process counts against the server's max_connections (decision 053).
     */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
    /** Where a system ffmpeg is looked for. */
    PATH: optional,
    /** Percentage off each film after the first in one order. */
    EXTRA_FILM_DISCOUNT_PERCENT: z.coerce.number().min(0).max(100).default(20),

    /** An SMTP server (smtp://user:pass@host:587); without it e-mails are written to DATA_DIR/outbox. */
    SMTP_URL: optional.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "an smtp:// or smtps:// URL")
        .optional(),
    ),
    MAIL_FROM: z.string().trim().min(3).default("Magic Santa Video <orders@magicsantavideo.example>"),

    /**
     * `stripe` takes real payments; `test` is the shop's own checkout, where anyone can press "Pay"
     * and get a film free. Default: `stripe` with a key, else `test`, which only a local PUBLIC_URL
     * may fall back to (decision 022).
     */
    PAYMENTS: optional.pipe(z.enum(["stripe", "test"]).optional()),
    /** Stripe's secret key; with it the shop takes real payments. */
    STRIPE_SECRET_KEY: optional,
    /** The signing secret of the Stripe webhook endpoint (whsec_…), required with STRIPE_SECRET_KEY. */
    STRIPE_WEBHOOK_SECRET: optional,
    /** Where the Stripe SDK sends its requests: Stripe itself unless a local stand-in is named (tests). */
    STRIPE_API_URL: optional.pipe(z.url().optional()),

    /**
     * Amazon Polly, Santa's natural voice (decision 045): an IAM key pair allowed
     * `polly:SynthesizeSpeech`. Without it Santa speaks with the offline voice, which is robotic.
     */
    POLLY_ACCESS_KEY_ID: optional,
    POLLY_SECRET_ACCESS_KEY: optional,
    POLLY_REGION: z
      .string()
      .trim()
      .regex(/^[a-z]{2}(-[a-z]+)+-\d$/, "an AWS region such as us-east-1")
      .default("us-east-1"),
    /** Polly neural voices: English `Gregory` (US); Spanish `Pedro` (US), `Andres` (Mexico) or `Sergio` (Spain). */
    POLLY_VOICE_EN: z
      .string()
      .trim()
      .regex(pollyVoiceId, "a Polly voice id such as Gregory")
      .default("Gregory"),
    POLLY_VOICE_ES: z.string().trim().regex(pollyVoiceId, "a Polly voice id such as Pedro").default("Pedro"),
    /** Seconds one phrase may take at Polly before the next voice says it. */
    POLLY_TIMEOUT_SECONDS: z.coerce.number().min(1).max(120).default(20),
    /** Where the Polly SDK sends its requests: Polly itself unless a local stand-in is named (tests). */
    POLLY_API_URL: optional.pipe(
      z.url({ protocol: /^https?$/, error: "an http:// or https:// URL" }).optional(),
    ),

    /**
     * Signs session cookies: at least 32 random characters. Without it the shop makes one and keeps
     * it in DATA_DIR, which serves one machine; several servers behind one address must share one.
     */
    AUTH_SECRET: optional.pipe(z.string().min(32, "at least 32 characters").optional()),
    /**
     * Express's "trust proxy": how many proxies in front of the shop may name the client's address
     * (X-Forwarded-For). 0 when the shop faces the internet itself.
     */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    /**
     * Open connections the shop holds at once; past it a new one is answered 503 before its request
     * is read (decision 040: the heap each waiting connection costs, measured, times this, stays
     * well inside the 256 MB heap).
     */
    MAX_CONNECTIONS: z.coerce.number().int().min(16).max(100_000).default(4096),
    /**
     * Connections from one address (with TRUST_PROXY 0), or requests in flight from one forwarded
     * address (behind a proxy, whose own address every connection has): past it, 429.
     */
    MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(8).max(100_000).default(256),
    /** Seconds an ordinary form's body may take to arrive whole; past it, 408 and the connection closes. */
    FORM_BODY_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(15),
    /**
     * The slowest an upload may arrive (photos, the order form, a name recording, a film), in KB a
     * second over each 30 s: below it the connection is cut.
     */
    UPLOAD_MIN_KB_PER_SECOND: z.coerce.number().min(0.1).max(10_000).default(2),

    /**
     * The operators' e-mail addresses, comma separated: their accounts open /console. Read on every
     * request, never kept in a session: an address taken off the list loses the console at the
     * next start's first request.
     */
    OPERATOR_EMAILS: z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email("an e-mail address"))),
    /** The largest finished film an operator may upload instead of rendering, in megabytes. */
    FILM_UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(10_000).default(500),
    /** Megabytes kept free on DATA_DIR's disk: uploads are refused (507) rather than eat into them. */
    UPLOAD_DISK_RESERVE_MB: z.coerce.number().int().min(0).max(10_000_000).default(1024),
    /** Greetings one client address may ask to hear in the order form per window ("Hear Santa say it"). */
    GREETINGS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(20),
    GREETING_WINDOW_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(10),
    /** Days after delivery until a film's photos and the child's details are deleted (privacy policy). */
    RETENTION_PHOTOS_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /** Days after delivery until the film itself is deleted (privacy policy). */
    RETENTION_FILM_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  })
  .superRefine((env, ctx) => {
    for (const problem of paymentProblems(env)) {
      ctx.addIssue({ code: "custom", path: [problem.variable], message: problem.message });
    }
    if (Boolean(env.POLLY_ACCESS_KEY_ID) !== Boolean(env.POLLY_SECRET_ACCESS_KEY)) {
      const missing = env.POLLY_ACCESS_KEY_ID ? "POLLY_SECRET_ACCESS_KEY" : "POLLY_ACCESS_KEY_ID";
      ctx.addIssue({ code: "custom", path: [missing], message: "the Polly key pair needs both halves" });
    }
    if (env.ORDER_FORM !== "hubspot") return;
    for (const name of ["HUBSPOT_PORTAL_ID", "HUBSPOT_FORM_ID_EN", "HUBSPOT_FORM_ID_ES"] as const) {
      if (!env[name])
        ctx.addIssue({ code: "custom", path: [name], message: "required when ORDER_FORM=hubspot" });
    }
  })
  .transform(({ PUBLIC_URL, PAYMENTS, ...env }) => ({
    ...env,
    PUBLIC_URL: publicUrlOf({ PORT: env.PORT, PUBLIC_URL }),
    PAYMENTS: PAYMENTS ?? (env.STRIPE_SECRET_KEY ? "stripe" : "test"),
  }));

export type Config = z.infer<typeof schema> & {
  /**
   * Started with `--dev` (Vite, no page cache, the outbox pages): a fact of the command line, which
   * no environment variable can switch on in production by mistake.
   */
  dev: boolean;
};

/**
 * The cloud voice's settings for `createPollyVoice` (render/voice/cloud-polly.ts, with the ffmpeg to
 * decode by), or undefined when its keys are not set and the offline voice speaks.
 */
export function pollySettingsOf(config: Config) {
  if (!config.POLLY_ACCESS_KEY_ID || !config.POLLY_SECRET_ACCESS_KEY) return undefined;
  return {
    region: config.POLLY_REGION,
    accessKeyId: config.POLLY_ACCESS_KEY_ID,
    secretAccessKey: config.POLLY_SECRET_ACCESS_KEY,
    voices: { en: config.POLLY_VOICE_EN, es: config.POLLY_VOICE_ES },
    timeoutSeconds: config.POLLY_TIMEOUT_SECONDS,
    ...(config.POLLY_API_URL ? { endpoint: config.POLLY_API_URL } : {}),
  };
}

/** How the process was started, beside its environment. */
export interface StartOptions {
  dev?: boolean;
}

export function parseConfig(
  env: Record<string, string | undefined>,
  { dev = false }: StartOptions = {},
): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration in the environment:\n${problems.join("\n")}`);
  }
  return { ...result.data, dev };
}

/** This process's configuration: for an entry point (server/main.ts, server/db/run-migrations.ts), once. */
export function configFromEnvironment(options: StartOptions = {}): Config {
  return parseConfig(process.env, options);
}

/**
 * The configuration for a process that starts now, or its end: what is wrong and what to set, said
 * plainly on stderr rather than as a stack trace, and the exit code of a refused start.
 */
export function configOrExit(options: StartOptions = {}): Config {
  try {
    return configFromEnvironment(options);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(CONFIGURATION_EXIT_CODE);
  }
}
