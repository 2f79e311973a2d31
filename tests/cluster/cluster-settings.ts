// The settings every process of the test's cluster shares (decision 053), as an operator would give
// each machine: one PostgreSQL database, one bucket, one secret, one SMTP server, the shop's public
// address (nginx's); pg-boss's timings shortened so that a killed worker's film is taken up in
// seconds, not minutes; the short film template.
import { randomBytes } from "node:crypto";
import { ALLOCATOR_ENV } from "#server/process-settings.ts";
import type { S3Location } from "#server/storage/s3-storage.ts";
import { S3RVER_KEYS } from "#server/storage/s3-test-server.test-support.ts";

/** Each process's own pool, as ARCHITECTURE.md's table counts it; pg-boss's are besides. */
export const CLUSTER_POOL_SIZE = 10;

/** What any shop process of the test needs from this machine, whatever its database. */
export function machineEnv(): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, ...ALLOCATOR_ENV };
}

export function clusterEnv(cluster: {
  publicOrigin: string;
  databaseUrl: string;
  storage: S3Location;
  smtpUrl: string;
  operators: string[];
}): NodeJS.ProcessEnv {
  const { bucket, endpoint } = cluster.storage;
  return {
    ...machineEnv(),
    ...S3RVER_KEYS,
    HOST: "127.0.0.1",
    // A loopback address: test-mode payments are allowed there only (decision 022).
    PUBLIC_URL: cluster.publicOrigin,
    PAYMENTS: "test",
    // nginx names each buyer's address.
    TRUST_PROXY: "1",
    DATABASE_URL: cluster.databaseUrl,
    STORAGE_URL: `s3://${bucket}?endpoint=${endpoint}&forcePathStyle=true`,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    SMTP_URL: cluster.smtpUrl,
    OPERATOR_EMAILS: cluster.operators.join(","),
    FILM_TEMPLATE: "short",
    SAMPLE_TEMPLATE: "short",
    SAMPLE_FILMS_AT_START: "false",
    RENDER_CONCURRENCY: "1",
    DATABASE_POOL_SIZE: String(CLUSTER_POOL_SIZE),
    JOB_HEARTBEAT_SECONDS: "10",
    JOB_MONITOR_INTERVAL_SECONDS: "1",
    JOB_RETRY_DELAY_SECONDS: "1",
    STOP_GRACE_SECONDS: "5",
    LOG_LEVEL: "info",
  };
}
