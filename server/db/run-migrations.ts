// `npm run db:migrate`: brings the configured database (PGlite in DATA_DIR, or DATABASE_URL) up to date.
import { configFromEnvironment } from "../config.ts";
import { setLogLevel } from "../logger.ts";
import { migrate, openDatabase } from "./client.ts";

const config = configFromEnvironment();
setLogLevel(config.LOG_LEVEL);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrate(database);
  console.log(`The ${database.kind} database is up to date.`);
} finally {
  await database.close();
}
