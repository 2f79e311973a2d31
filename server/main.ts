// Starts the shop's web server: `node server/main.ts` serves the production build, `--dev` runs Vite.
import { createServer } from "node:http";
import { config } from "./config.ts";
import { logger } from "./logger.ts";
import { createHttpApp } from "./http-app.ts";

const dev = process.argv.includes("--dev");
const server = createServer(await createHttpApp({ dev }));
server.listen(config.PORT, config.HOST, () => {
  logger.info(`Shop listening on http://localhost:${config.PORT} (${dev ? "development" : "production"})`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    // Keep-alive connections would hold the close open; they can go.
    server.closeAllConnections();
  });
}
