// `npm run worker`: a process that renders films and sends e-mails (and works every other queue)
// without serving pages, against the shop's PostgreSQL server and shared file storage; start one per
// machine to render more films at once. It refuses to start where the cluster would be unsafe
// (server/roles.ts) or its storage is not the shop's (the storage marker, decision 053).
// First, before any library reads NODE_ENV (decision 022).
import "./run-mode.ts";
import { configOrExit } from "./config.ts";
import { logger, setLogLevel } from "./logger.ts";
import { refuseUnsafeCluster } from "./roles.ts";
import { onStopSignals } from "./shutdown.ts";
import { startServices } from "./start-services.ts";
import { exitIfRefused } from "./start-refused.ts";

const config = configOrExit();
setLogLevel(config.LOG_LEVEL);
try {
  refuseUnsafeCluster(config, "worker");
} catch (error) {
  exitIfRefused(error);
}
const starting = startServices(config, { role: "worker" }).catch(exitIfRefused);

// The films in hand are finished within STOP_GRACE_SECONDS, then queued again; a second signal
// stops at once, and their jobs are retried once their heartbeat stops.
onStopSignals(() => {
  logger.info({ graceSeconds: config.STOP_GRACE_SECONDS }, "stopping: finishing the jobs in hand");
  starting
    .then((services) => services.stop())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
}, logger);
await starting;
logger.info("Worker started: rendering films and sending e-mails");
