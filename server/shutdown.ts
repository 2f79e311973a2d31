// Stopping the shop on SIGTERM or SIGINT (a deploy, a supervisor, Ctrl-C) without cutting a request
// in half: the server stops accepting connections and closes the idle ones, the requests in flight
// (a photo upload, a payment) finish within a deadline, and only then do the job workers and the
// database stop. A second signal stops at once.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Logger } from "pino";

/**
 * How long requests in flight may take after the signal. Below the usual supervisors' grace before
 * they kill (Kubernetes 30 s, systemd 90 s), and long enough for a phone's photo upload to finish;
 * stopping the workers and the database takes a few seconds more (pg-boss waits up to 5 s).
 */
export const SHUTDOWN_DEADLINE_MS = 20_000;

export interface ShutdownOptions {
  server: Server;
  /** Stops the job workers and closes the database: called once no request is left. */
  stopServices: () => Promise<void>;
  logger: Pick<Logger, "info" | "warn" | "error">;
  deadlineMs?: number;
  /** `process.exit` in production; a test passes its own. */
  exit?: (code: number) => void;
}

/** Counts the requests in flight, so the shutdown can close keep-alive connections as they go idle. */
function trackRequests(server: Server) {
  const open = new Set<ServerResponse>();
  let stopping = false;
  let onIdle: () => void = () => {};
  // Before the app's own listener: every request is counted, and while stopping is answered with
  // `Connection: close`, so a keep-alive client does not send another one on the same socket.
  server.prependListener("request", (_request: IncomingMessage, response: ServerResponse) => {
    open.add(response);
    if (stopping && !response.headersSent) response.setHeader("Connection", "close");
    response.once("close", () => {
      open.delete(response);
      // The socket is idle only once Node has finished with the response.
      if (stopping) setImmediate(onIdle);
    });
  });
  return {
    get inFlight() {
      return open.size;
    },
    stop(whenIdle: () => void) {
      stopping = true;
      onIdle = whenIdle;
      for (const response of open) if (!response.headersSent) response.setHeader("Connection", "close");
    },
  };
}

/**
 * Prepares `server` for a graceful stop and answers the function that performs it; call it before
 * the server accepts its first request. The returned function is what the signal handlers run.
 */
export function gracefulShutdown({
  server,
  stopServices,
  logger,
  deadlineMs = SHUTDOWN_DEADLINE_MS,
  exit = (code) => process.exit(code),
}: ShutdownOptions): () => Promise<void> {
  const requests = trackRequests(server);
  let started: Promise<void> | undefined;

  async function shutDown(): Promise<void> {
    logger.info({ inFlight: requests.inFlight, deadlineMs }, "shutting down: finishing requests in flight");
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    requests.stop(() => server.closeIdleConnections());
    server.closeIdleConnections();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<"deadline">((resolve) => {
      timer = setTimeout(() => resolve("deadline"), deadlineMs);
    });
    if ((await Promise.race([closed, deadline])) === "deadline") {
      logger.warn({ cut: requests.inFlight }, "shutdown deadline passed: the requests still open are cut");
      server.closeAllConnections();
      await closed;
    }
    clearTimeout(timer);
    try {
      await stopServices();
      logger.info("stopped");
      exit(0);
    } catch (error) {
      logger.error({ err: error }, "shutdown failed");
      exit(1);
    }
  }

  return () => (started ??= shutDown());
}

/**
 * Runs `stop` on the first SIGINT or SIGTERM; a second signal while it runs exits at once. Called
 * before the services start, so a signal during the start (a render may have begun) waits for them
 * and stops them as at any other time, rather than ending the process by the signal's default.
 */
export function onStopSignals(
  stop: () => void,
  logger: Pick<Logger, "warn">,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  let signalled = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (signalled) {
        logger.warn({ signal }, "second signal: stopping now");
        exit(1);
        return;
      }
      signalled = true;
      stop();
    });
  }
}

/** Runs the graceful stop on SIGINT and SIGTERM; a second signal while it runs stops at once. */
export function stopOnSignals(options: ShutdownOptions): void {
  const shutDown = gracefulShutdown(options);
  onStopSignals(() => void shutDown(), options.logger, options.exit);
}

/**
 * Waits for `drain` (the jobs in hand finishing) at most `graceMs`; past it calls `abandon` (which
 * cuts them short) and waits for `drain` again, which then ends promptly. Whether it had to abandon.
 */
export async function drainWithin(
  graceMs: number,
  drain: Promise<void>,
  abandon: () => void,
): Promise<"drained" | "abandoned"> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), graceMs);
  });
  const first = await Promise.race([drain.then(() => "drained" as const), late]);
  clearTimeout(timer);
  if (first === "drained") return first;
  abandon();
  await drain;
  return "abandoned";
}
