// drizzle-kit's settings: `npm run db:generate` writes a migration from changes to the schema.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
  // pg-boss keeps its own tables in the `pgboss` schema and migrates them itself.
  schemaFilter: ["public"],
  strict: true,
});
