// One structured logger per process, importable from any module; its level comes from the parsed
// configuration, set once at start by the entry point (`setLogLevel`). Every line it writes passes
// through `redactSecrets`: the shop's private links carry their secret in the path or the query, and
// a log file is read by more people, and kept longer, than a customer's inbox.
import { pino, stdSerializers, type DestinationStream, type Logger, type LoggerOptions } from "pino";
import type { Config } from "./config.ts";

export const REDACTED = "[redacted]";

// Path segments that are bearer secrets: whoever holds the URL sees the order, the film, the photo or
// the test checkout. The console's `/console/orders/:reference` and `/console/films/:filmId` name
// rows behind the operator's sign-in, so an operator can still follow them in the log.
const SECRET_PATHS = [
  /((?<!\/console)\/orders\/)[^/?#\s"'<>]+/g,
  /((?<!\/console)\/films\/)[^/?#\s"'<>]+/g,
  /(\/order\/photos\/)[^/?#\s"'<>]+/g,
  /(\/checkout\/test\/)[^/?#\s"'<>]+/g,
  /(\/console\/photos\/)[^/?#\s"'<>]+/g,
];

// Query parameters that carry a secret: sign-in and e-mail-change links (`token`), Stripe's
// `session_id`, and the usual names a library might add.
const SECRET_QUERY =
  /([?&](?:token|session|session_id|code|secret|password|signature|key|access_token)=)[^&#\s"'<>]+/gi;

/** `text` with every secret path segment and query value replaced by `[redacted]`. */
export function redactSecrets(text: string): string {
  let redacted = text;
  for (const pattern of SECRET_PATHS) redacted = redacted.replace(pattern, `$1${REDACTED}`);
  return redacted.replace(SECRET_QUERY, `$1${REDACTED}`);
}

// Headers that are credentials in themselves, wherever a log call puts a request's headers.
const SECRET_HEADERS = new Set(["cookie", "set-cookie", "authorization", "stripe-signature"]);
const MAX_DEPTH = 8;
// pino's error serializer returns objects on a prototype of its own (for the `raw` getter).
const SERIALIZED_ERROR = Object.getPrototypeOf(stdSerializers.err(new Error("shape"))) as unknown;

/**
 * A copy of a log call's fields with every string redacted. Errors are serialized here (message,
 * stack, causes) rather than by pino afterwards, so their text is redacted too, under any key.
 */
export function redactFields(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === "string") return redactSecrets(value);
  if (value === null || typeof value !== "object") return value;
  if (value instanceof URL) return redactSecrets(value.href);
  if (seen.has(value) || depth > MAX_DEPTH) return "[…]";
  seen.add(value);
  const plain = value instanceof Error ? stdSerializers.err(value) : value;
  if (Array.isArray(plain)) return plain.map((item) => redactFields(item, depth + 1, seen));
  // Buffers, dates and the like are written as they are: they hold no text a path could hide in.
  const prototype = Object.getPrototypeOf(plain) as unknown;
  if (prototype !== Object.prototype && prototype !== null && prototype !== SERIALIZED_ERROR) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(plain as Record<string, unknown>)) {
    copy[key] = SECRET_HEADERS.has(key.toLowerCase()) ? REDACTED : redactFields(field, depth + 1, seen);
  }
  return copy;
}

/** The shop's logger options: exported so a test writes through exactly these to its own stream. */
export const loggerOptions: LoggerOptions = {
  level: "info",
  // Runs before pino's serializers, on each call's fields. (A child logger's own bindings skip it:
  // pino resets that formatter for children. The shop makes none; request details go in the fields.)
  formatters: { log: (fields) => redactFields(fields) as Record<string, unknown> },
  serializers: {
    // The message after its `%s` arguments are put in, and an error's message when it is the message.
    msg: (message: unknown) => (typeof message === "string" ? redactSecrets(message) : message),
    // Already serialized, and redacted, by the formatter: pino's default would serialize it again.
    err: (error: unknown) => error,
  },
};

export function createLogger(destination?: DestinationStream): Logger {
  return destination ? pino(loggerOptions, destination) : pino(loggerOptions);
}

// Passing the logger down to every repository and route module would be noise, and reading the
// environment here would be a second configuration. But the server build bundles its own copy of
// this module, and Vite's dev server evaluates it again after an edit: so the instance is kept under
// a process-wide key, every copy hands out the same one, and the level set at start reaches them all.
const SHARED = Symbol.for("santa-films.logger");
const processWide = globalThis as typeof globalThis & { [SHARED]?: Logger };

export const logger: Logger = (processWide[SHARED] ??= createLogger());

export function setLogLevel(level: Config["LOG_LEVEL"]): void {
  logger.level = level;
}
