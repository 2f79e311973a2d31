// The tools a background render starts run at the lowest CPU priority, those of a customer's film at
// the shop's own: read from the kernel's record of each process.
import { readFileSync } from "node:fs";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { BACKGROUND_NICENESS, inBackground } from "./background-priority.ts";
import { spawnTiedToParent } from "./dies-with-parent.ts";

/** A process's niceness, the 19th field of /proc/<pid>/stat (after the command's parenthesis). */
function niceness(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
}

/** Starts a tool as the renderer does, reads its niceness while it runs, then ends it. */
async function startedNiceness(): Promise<number> {
  const child = spawnTiedToParent("sleep", ["30"], "ignore");
  try {
    return niceness(child.pid!);
  } finally {
    const exited = once(child, "exit");
    child.kill();
    await exited;
  }
}

describe("background priority", () => {
  it("starts a background render's tools at the lowest priority, through every await", async () => {
    const ownNiceness = niceness(process.pid);
    expect(await startedNiceness()).toBe(ownNiceness);
    const inside = await inBackground(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return startedNiceness();
    });
    expect(inside).toBe(BACKGROUND_NICENESS);
    // A customer's render after it, or beside it, is not lowered.
    const [beside, after] = await Promise.all([startedNiceness(), inBackground(startedNiceness)]);
    expect([beside, after]).toEqual([ownNiceness, BACKGROUND_NICENESS]);
    expect(await startedNiceness()).toBe(ownNiceness);
  });
});
