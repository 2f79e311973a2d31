// Which part of the shop a process runs (decision 053). `npm start` is one process with everything;
// at scale, `npm run web` serves pages and queues work without doing it, and `npm run worker` renders
// films and sends e-mails without serving. A web or worker process is one of several, so it refuses
// to start on settings that are safe for one process only.
import type { Config } from "./config.ts";
import { StartRefused } from "./start-refused.ts";

export type Role = "all" | "web" | "worker";

/** `node server/main.ts --web` is the web role; without it, everything. */
export function mainRole(argv: readonly string[]): Role {
  return argv.includes("--web") ? "web" : "all";
}

/** Whether this role works the job queues (renders, e-mails, the scheduled clean-ups). */
export function worksJobs(role: Role): boolean {
  return role !== "web";
}

type ClusterSettings = Pick<Config, "DATABASE_URL" | "AUTH_SECRET" | "SMTP_URL">;

/** What would make the cluster unsafe if this process started, each with the variable to set. */
export function clusterProblems(config: ClusterSettings, role: Role): string[] {
  // One process on one machine: its own database folder, secret and outbox folder are the shop's.
  if (role === "all") return [];
  const name = role === "web" ? "A web process (npm run web)" : "A worker (npm run worker)";
  if (!config.DATABASE_URL) {
    return [
      `DATABASE_URL: ${name} shares its database with the shop's other processes, and the embedded ` +
        "database belongs to one process (npm start). Set DATABASE_URL=postgres://… to the shop's " +
        "PostgreSQL server.",
    ];
  }
  const problems: string[] = [];
  if (!config.AUTH_SECRET) {
    problems.push(
      `AUTH_SECRET: ${name} with DATABASE_URL is one of several, and without a shared secret each ` +
        "machine makes its own, so a visitor's session works on one machine only. Set AUTH_SECRET to " +
        "the same 32 or more random characters on every process (openssl rand -base64 32).",
    );
  }
  if (!config.SMTP_URL) {
    problems.push(
      `SMTP_URL: ${name} with DATABASE_URL would write e-mails to DATA_DIR/outbox on whichever ` +
        "machine sends them, where no buyer receives them. Set SMTP_URL=smtp://user:pass@host:587.",
    );
  }
  return problems;
}

/** Throws `StartRefused` listing every problem, so an operator fixes them all in one go. */
export function refuseUnsafeCluster(config: ClusterSettings, role: Role): void {
  const problems = clusterProblems(config, role);
  if (problems.length > 0) throw new StartRefused(`the cluster would be unsafe:\n  ${problems.join("\n  ")}`);
}
