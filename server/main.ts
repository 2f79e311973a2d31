// Starts the shop: `node server/main.ts` serves the production build and works every job queue,
// `--web` (`npm run web`) serves without working the queues, `--dev` runs Vite. The database is
// migrated and the workers started before the first request is accepted.
// First, before any library reads NODE_ENV.
import { DEV_SERVER as dev } from "./run-mode.ts";
import { createServer } from "node:http";
import { configOrExit } from "./config.ts";
import { logger, setLogLevel } from "./logger.ts";
import { createHttpApp } from "./http-app.ts";
import { startServices } from "./start-services.ts";
import { stopOnSignals } from "./shutdown.ts";
import { limitConnections } from "./http/connection-limits.ts";
import { mainRole, refuseUnsafeCluster } from "./roles.ts";
import { exitIfRefused } from "./start-refused.ts";
import { tellLauncherStarted } from "./started-signal.ts";

const config = configOrExit({ dev });
setLogLevel(config.LOG_LEVEL);
const role = mainRole(process.argv);
try {
  refuseUnsafeCluster(config, role);
} catch (error) {
  exitIfRefused(error);
}
const starting = startServices(config, { role }).catch(exitIfRefused);
const server = createServer();
// Before the services are up, so a signal during the start stops them gracefully too. Requests in
// flight finish (within a deadline) before the workers and the database stop.
stopOnSignals({ server, stopServices: async () => (await starting).stop(), logger });
const services = await starting;
const limitRequests = limitConnections(
  server,
  {
    maxConnections: config.MAX_CONNECTIONS,
    maxPerClient: config.MAX_CONNECTIONS_PER_CLIENT,
    trustedProxies: config.TRUST_PROXY,
  },
  logger,
);
server.on("request", limitRequests(await createHttpApp({ dev, services })));
server.listen(config.PORT, config.HOST, () => {
  logger.info(
    `Shop listening on http://localhost:${config.PORT} (${dev ? "development" : "production"}` +
      `${role === "web" ? ", web only: workers render and send" : ""})`,
  );
  tellLauncherStarted();
  if (config.PAYMENTS === "test") {
    logger.warn(
      'Payments run in test mode: any buyer can press "Pay" and get a film free. Set STRIPE_SECRET_KEY ' +
        "and STRIPE_WEBHOOK_SECRET to take real payments.",
    );
  }
  if (config.OPERATOR_EMAILS.length === 0) {
    // Said at every start until the shop has operators: nobody can open the console without one.
    logger.warn(
      "No operators yet: start the shop with OPERATOR_EMAILS=you@example.com (comma separated for several), " +
        `sign in at ${config.PUBLIC_URL}/account with that address, then open ${config.PUBLIC_URL}/console`,
    );
  }
});
