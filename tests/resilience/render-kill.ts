// `npm run test:render-kill`: the shop killed in the middle of a render (issue 28). `npm start`'s
// own script starts the production build, which makes its sample films at start; once an ffmpeg
// of the server's is running, the server gets SIGKILL. No ffmpeg may be left running, `npm start`
// must say it restarts the server and the shop must answer again; SIGTERM then stops it for good.
// Done twice: with util-linux's setpriv, and with a PATH without it (npm start clears the group).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { seedShortTemplate } from "#render/render-film.test-support.ts";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const PORT = Number(process.env.RENDER_KILL_PORT ?? 3961);
const START_TIMEOUT_MS = 180_000;
/** The kernel's SIGKILL, or npm start's clearing of the group, takes milliseconds: 3 s is ample. */
const ORPHAN_GRACE_MS = 3_000;

interface Proc {
  pid: number;
  ppid: number;
  name: string;
  state: string;
}

function processes(): Proc[] {
  const found: Proc[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const [state = "", ppid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      found.push({ pid: Number(entry), ppid: Number(ppid), name, state });
    } catch {
      // gone while listed
    }
  }
  return found;
}

const living = (pid: number) => processes().some((entry) => entry.pid === pid && entry.state !== "Z");

/** A PATH like the system's, without setpriv: every program of /usr/bin and /bin but that one. */
function pathWithoutSetpriv(dir: string): string {
  const bin = path.join(dir, "bin-without-setpriv");
  mkdirSync(bin);
  for (const source of ["/usr/local/bin", "/usr/bin", "/bin"]) {
    for (const name of readdirSync(source)) {
      if (name === "setpriv") continue;
      try {
        symlinkSync(path.join(source, name), path.join(bin, name));
      } catch {
        // the same name from an earlier folder wins, as on PATH
      }
    }
  }
  return bin;
}

async function answers(): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${PORT}/robots.txt`)).ok;
  } catch {
    return false;
  }
}

async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const found = await probe();
    if (found) return found;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function round(label: string, withSetpriv: boolean): Promise<string[]> {
  const failures: string[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), "render-kill-"));
  // The run's prepared short template (decision 070): the first ffmpeg is a sample film's render.
  await seedShortTemplate(dataDir);
  const logFile = path.join(dataDir, "npm-start.log");
  const log = openSync(logFile, "w");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://localhost:${PORT}`,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
    FFMPEG_PATH: "/usr/bin/ffmpeg",
    SAMPLE_FILMS_AT_START: "true",
    // The tests' template, prepared already: a sample film is rendering within seconds of the start.
    FILM_TEMPLATE: "short",
    SAMPLE_TEMPLATE: "short",
    RENDER_CONCURRENCY: "1",
  };
  if (!withSetpriv) env.PATH = pathWithoutSetpriv(dataDir);
  const npmStart: ChildProcess = spawn(process.execPath, ["scripts/start.ts", "--no-build"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", log, log],
  });
  // Each server leads its own process group (npm start's `detached`): cleared whatever happens here.
  const servers = new Set<number>();
  try {
    const serverOf = () => {
      const found = processes().find((entry) => entry.ppid === npmStart.pid && entry.state !== "Z");
      if (found) servers.add(found.pid);
      return found;
    };
    const server = await waitFor("the server process", serverOf);
    // After a good start: npm start restarts only a server that had come to listen (decision 062).
    await waitFor("the shop to answer", answers);
    const ffmpeg = await waitFor("an ffmpeg of the server's", () =>
      processes().find((entry) => entry.ppid === server.pid && entry.name === "ffmpeg"),
    );
    process.kill(server.pid, "SIGKILL");
    await sleep(ORPHAN_GRACE_MS);
    if (living(ffmpeg.pid)) {
      failures.push(`${label}: ffmpeg ${ffmpeg.pid} still runs after its server was killed`);
      process.kill(ffmpeg.pid, "SIGKILL");
    }
    const restarted = await waitFor("a new server", () => {
      const next = serverOf();
      return next && next.pid !== server.pid ? next : undefined;
    });
    await waitFor("the shop to answer again", answers);
    if (!/starting it again in 1 s/.test(readFileSync(logFile, "utf8")))
      failures.push(`${label}: npm start did not say it restarts the server`);
    npmStart.kill("SIGTERM");
    const code = await new Promise<number | null>((resolve) => npmStart.once("exit", resolve));
    if (code !== 0) failures.push(`${label}: npm start ended with ${code} after SIGTERM, not 0`);
    if (living(restarted.pid)) failures.push(`${label}: the server still runs after npm start stopped`);
    const leftover = processes().filter(
      (entry) => entry.name === "ffmpeg" && entry.state !== "Z" && entry.ppid === restarted.pid,
    );
    if (leftover.length > 0) failures.push(`${label}: ffmpeg left after the clean stop`);
  } finally {
    if (npmStart.exitCode === null) npmStart.kill("SIGKILL");
    for (const pid of servers) {
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  }
  if (failures.length === 0) rmSync(dataDir, { recursive: true, force: true });
  else failures.push(`${label}: see ${logFile}`);
  return failures;
}

const failures = [...(await round("with setpriv", true)), ...(await round("without setpriv", false))];
if (failures.length > 0) {
  console.error(`Render-kill test failed:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log("Render-kill test passed: no ffmpeg outlived its server, and npm start brought the shop back.");
