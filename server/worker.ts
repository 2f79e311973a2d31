// `npm run worker`: a process that renders films (and works every other queue) without serving
// pages, against the shop's PostgreSQL server and file storage; start one per machine to render
// more films at once. The embedded PGlite database belongs to one process, so a worker needs
// DATABASE_URL (with DATA_DIR on storage the web servers share).
// First, before any library reads NODE_ENV (decision 022).
import "./run-mode.ts";
import { configOrExit } from "./config.ts";
import { logger, setLogLevel } from "./logger.ts";
import { startServices } from "./start-services.ts";

const config = configOrExit();
setLogLevel(config.LOG_LEVEL);
if (!config.DATABASE_URL) {
  logger.fatal("A separate worker needs DATABASE_URL: the embedded database belongs to the web process.");
  process.exit(1);
}
const services = await startServices(config);
logger.info("Worker started: rendering films and sending e-mails");

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    // Jobs in hand finish (or are retried by another worker after their heartbeat stops).
    services.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  });
}
