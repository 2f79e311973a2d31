// Starts the shop: `node server/main.ts` serves the production build, `--dev` runs Vite. The
// database is migrated and the workers started before the first request is accepted.
import { createServer } from "node:http";
import { configFromEnvironment } from "./config.ts";
import { logger, setLogLevel } from "./logger.ts";
import { createHttpApp } from "./http-app.ts";
import { startServices } from "./start-services.ts";

const dev = process.argv.includes("--dev");
const config = configFromEnvironment();
setLogLevel(config.LOG_LEVEL);
const services = await startServices(config);
const server = createServer(await createHttpApp({ dev, services }));
server.listen(config.PORT, config.HOST, () => {
  logger.info(`Shop listening on http://localhost:${config.PORT} (${dev ? "development" : "production"})`);
  if (config.OPERATOR_EMAILS.length === 0) {
    // Said at every start until the shop has operators: nobody can open the console without one.
    logger.warn(
      "No operators yet: start the shop with OPERATOR_EMAILS=you@example.com (comma separated for several), " +
        `sign in at ${config.PUBLIC_URL}/account with that address, then open ${config.PUBLIC_URL}/console`,
    );
  }
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close(() => {
      services.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
    });
    // Keep-alive connections would hold the close open; they can go.
    server.closeAllConnections();
  });
}
