// Gives the tests a PostgreSQL server: installs and starts Debian's cluster where needed, prints its URL.
// Run as root (CI, the dev container); `node scripts/ensure-postgres.ts` prints the URL for TEST_DATABASE_URL.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

const CLUSTER = "main";
// A throwaway password for a server that listens on 127.0.0.1 only, on a test machine.
const PASSWORD = "postgres";

function run(command: string, args: string[], options: { quiet?: boolean } = {}): string {
  return execFileSync(command, args, {
    encoding: "utf8",
    // The postgres user cannot enter root's working directory; `/` spares psql's warning.
    cwd: "/",
    stdio: ["ignore", "pipe", options.quiet ? "pipe" : "inherit"],
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

function installedVersion(): string | undefined {
  if (!existsSync("/etc/postgresql")) return undefined;
  const versions = readdirSync("/etc/postgresql")
    .filter(
      (name) => /^\d+$/.test(name) && existsSync(path.join("/usr/lib/postgresql", name, "bin", "postgres")),
    )
    .sort((a, b) => Number(b) - Number(a));
  return versions[0];
}

function install(): void {
  if (process.getuid?.() !== 0) {
    throw new Error("PostgreSQL is not installed: sudo apt-get install -y postgresql");
  }
  console.log("Installing PostgreSQL from Debian…");
  run("apt-get", ["update", "-q"]);
  run("apt-get", ["install", "-y", "-q", "postgresql"]);
}

/** The port of a running cluster, from `pg_lsclusters` (e.g. `15 main 5432 online postgres …`). */
function onlinePort(version: string): number | undefined {
  const line = run("pg_lsclusters", ["--no-header", version, CLUSTER], { quiet: true }).trim();
  const [, , port, status] = line.split(/\s+/);
  return status?.startsWith("online") ? Number(port) : undefined;
}

export function ensurePostgres(): string {
  let version = installedVersion();
  if (!version) {
    install();
    version = installedVersion();
    if (!version)
      throw new Error("apt-get installed postgresql, yet no cluster version is in /etc/postgresql");
  }
  if (process.getuid?.() !== 0) throw new Error("Starting Debian's PostgreSQL cluster needs root");
  if (!existsSync(path.join("/etc/postgresql", version, CLUSTER)))
    run("pg_createcluster", [version, CLUSTER]);

  let port = onlinePort(version);
  if (port === undefined) {
    // pg_ctlcluster runs the server as the postgres user: PostgreSQL refuses to run as root.
    run("pg_ctlcluster", [version, CLUSTER, "start"]);
    port = onlinePort(version);
    if (port === undefined) throw new Error(`PostgreSQL ${version}/${CLUSTER} did not come online`);
  }
  // Debian lets the postgres user in over the socket only; a password opens TCP on 127.0.0.1.
  run("su", ["postgres", "-c", `psql -p ${port} -q -c "ALTER USER postgres PASSWORD '${PASSWORD}'"`], {
    quiet: true,
  });
  return `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/postgres`;
}

if (import.meta.main) console.log(ensurePostgres());
