// Starts the shop: `node server/main.ts` serves the production build, `--dev` runs Vite. The
// database is migrated and the workers started before the first request is accepted.
// First, before any library reads NODE_ENV.
import { DEV_SERVER as dev } from "./run-mode.ts";
import { createServer } from "node:http";
import { configOrExit } from "./config.ts";
import { logger, setLogLevel } from "./logger.ts";
import { createHttpApp } from "./http-app.ts";
import { startServices } from "./start-services.ts";
import { stopOnSignals } from "./shutdown.ts";
import { limitConnections } from "./http/connection-limits.ts";

const config = configOrExit({ dev });
setLogLevel(config.LOG_LEVEL);
const services = await startServices(config);
const server = createServer();
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
  logger.info(`Shop listening on http://localhost:${config.PORT} (${dev ? "development" : "production"})`);
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

// Requests in flight finish (within a deadline) before the workers and the database stop.
stopOnSignals({ server, stopServices: () => services.stop(), logger });
