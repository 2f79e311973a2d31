// The cluster test waits for states (a process up, an e-mail arrived, a film rendering), never for time.
import { setTimeout as sleep } from "node:timers/promises";

/** Polls `probe` until it answers something, or fails after `timeoutMs` naming `what`. */
export async function waitFor<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs: number,
  intervalMs = 250,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await probe();
    if (found !== undefined && found !== false) return found;
    await sleep(intervalMs);
  }
  throw new Error(`timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${what}`);
}
