// Work the shop does for itself (the landing page's example films: their template's preparation and
// their renders) gives way to a customer's film: every tool it starts (ffmpeg, the speech engines)
// runs at the lowest CPU priority, so the kernel lends those cores to a customer's render first and
// to the example films only when it leaves them idle (issue 31: a customer's film never waits for
// what the example films need). Carried by the async context, so every step of a preparation or a
// render started inside `inBackground` is covered without each passing it on.
import { AsyncLocalStorage } from "node:async_hooks";
import { setPriority } from "node:os";

/** Linux's lowest priority: a process at 0 gets about 1.5 % of a core shared with one at 19's. */
export const BACKGROUND_NICENESS = 19;

const background = new AsyncLocalStorage<true>();

/** Runs `work` with every tool it starts (through `spawnTiedToParent`) at the lowest CPU priority. */
export function inBackground<T>(work: () => Promise<T>): Promise<T> {
  return background.run(true, work);
}

/** Whether the caller runs inside `inBackground`: its tools get the cores only when nobody else wants them. */
export function runsInBackground(): boolean {
  return background.getStore() === true;
}

/** Lowers the just-started process `pid` to the lowest priority when it was started in the background. */
export function lowerIfInBackground(pid: number | undefined): void {
  if (!runsInBackground() || pid === undefined) return;
  try {
    setPriority(pid, BACKGROUND_NICENESS);
  } catch {
    // Gone already (a tool that failed at once): its failure is reported by whoever awaits it.
  }
}
