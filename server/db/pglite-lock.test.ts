// Two processes on one embedded database folder: the second refuses, naming what to do, and a
// killed holder's lock is taken over by the next start.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterEach, describe, expect, it } from "vitest";
import { LOCK_FILE, lockPgliteFolder, PgliteFolderInUse } from "./pglite-lock.ts";

const CLIENT = path.join(import.meta.dirname, "client.ts");

let folder = "";
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** A process that opens the database in `dataDir` as the shop does, says "open", and waits. */
function openInProcess(dataDir: string) {
  const script = `
    const { openDatabase } = await import(${JSON.stringify(CLIENT)});
    try {
      await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });
      console.log("open");
      setInterval(() => {}, 1000);
    } catch (error) {
      console.log(error.name + ": " + error.message);
      process.exit(1);
    }
  `;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  const firstLine = (async () => {
    for await (const line of createInterface({ input: child.stdout! })) return line;
    return "";
  })();
  return { child, firstLine };
}

describe("one process per embedded database folder", () => {
  it("refuses a second process while the first runs, and lets the next one in once it was killed", async () => {
    folder = await mkdtemp(path.join(tmpdir(), "pglite-lock-"));
    const first = openInProcess(folder);
    expect(await first.firstLine).toBe("open");

    const second = openInProcess(folder);
    const refusal = await second.firstLine;
    expect(refusal).toContain("PgliteFolderInUse");
    expect(refusal).toContain(`in use by process ${first.child.pid}`);
    expect(refusal).toContain("set DATABASE_URL");
    const [code] = (await once(second.child, "exit")) as [number];
    expect(code).toBe(1);

    // SIGKILL leaves the lock file behind; its holder is gone, so the next start takes it over.
    first.child.kill("SIGKILL");
    await once(first.child, "exit");
    expect(existsSync(path.join(folder, "pglite", LOCK_FILE))).toBe(true);
    const third = openInProcess(folder);
    expect(await third.firstLine).toBe("open");
  }, 90_000);

  it("keeps a lock taken on another machine, which this one cannot ask", async () => {
    folder = await mkdtemp(path.join(tmpdir(), "pglite-lock-"));
    await writeFile(path.join(folder, LOCK_FILE), JSON.stringify({ pid: 1, host: `not-${hostname()}` }));
    expect(() => lockPgliteFolder(folder)).toThrow(PgliteFolderInUse);
  });

  it("lets go on release, so the same process can open the folder again", async () => {
    folder = await mkdtemp(path.join(tmpdir(), "pglite-lock-"));
    const release = lockPgliteFolder(folder);
    expect(existsSync(path.join(folder, LOCK_FILE))).toBe(true);
    release();
    expect(existsSync(path.join(folder, LOCK_FILE))).toBe(false);
    lockPgliteFolder(folder)();
  });
});
