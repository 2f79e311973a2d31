// The cluster test's short separate check (decision 053): without DATABASE_URL the shop runs on
// embedded PGlite in its DATA_DIR, which belongs to one process. `npm start`'s server is started on a
// fresh folder, then a second one on the same folder, which must refuse to start, naming the first.
import path from "node:path";
import { freePort } from "#server/mail/smtp-server.test-support.ts";
import { CONFIGURATION_EXIT_CODE } from "#server/start-refused.ts";
import { machineEnv } from "./cluster-settings.ts";
import { shopProcess, type ShopProcess } from "./shop-process.ts";

export interface PgliteRefusal {
  /** What was wrong, in words; empty when the second process refused as it should. */
  problems: string[];
  seconds: number;
}

/** `track` is given each process, so that whatever ends the test ends them too. */
export async function secondProcessOnOneFolder(
  dataDir: string,
  logDir: string,
  track: (shop: ShopProcess) => void,
): Promise<PgliteRefusal> {
  const started = performance.now();
  const env = {
    ...machineEnv(),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    FILM_TEMPLATE: "short",
    // Nothing to render here: only the database's start matters.
    RENDER_CONCURRENCY: "0",
    SAMPLE_FILMS_AT_START: "false",
  };
  const common = { role: "all" as const, dataDir, env, logDir };
  const first = shopProcess({ ...common, name: "pglite-first", port: await freePort() });
  const second = shopProcess({ ...common, name: "pglite-second", port: await freePort() });
  track(first);
  track(second);
  const problems: string[] = [];
  try {
    await first.start();
    const holder = first.pid;
    const refusal = await second.start().then(
      () => undefined,
      (error: unknown) => String(error),
    );
    if (refusal === undefined) problems.push("a second process started on the first one's PGlite folder");
    else {
      if (second.exitCode !== CONFIGURATION_EXIT_CODE)
        problems.push(`the second process exited with ${second.exitCode}, not ${CONFIGURATION_EXIT_CODE}`);
      const said = second.log();
      if (!said.includes("Refusing to start:"))
        problems.push(`the second process did not say it refuses: ${said.slice(0, 300)}`);
      if (!said.includes(`in use by process ${holder}`))
        problems.push(`the refusal does not name the first process (${holder}): ${said.slice(0, 300)}`);
      if (!said.includes(path.resolve(dataDir))) problems.push("the refusal does not name the folder");
    }
    const code = await first.stop();
    if (code !== 0) problems.push(`the first process stopped with ${code}, not 0`);
  } finally {
    await second.kill();
    await first.kill();
  }
  return { problems, seconds: (performance.now() - started) / 1000 };
}
