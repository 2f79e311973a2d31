// Customers' films keeping every core busy, for the tests of the example films' lowest priority: one
// process per core spinning at the shop's own priority for a set time, then ending by itself.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { availableParallelism } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";

export interface BusyCores {
  /** Resolves when every spinner has ended (its time up, or `stop`). */
  done: Promise<unknown>;
  stop(): void;
}

/** Spins every core for `seconds` (each spinner ends on its own even if the test dies). */
export async function keepCoresBusy(seconds: number): Promise<BusyCores> {
  const spin = `const end = Date.now() + ${seconds * 1000}; while (Date.now() < end);`;
  const spinners: ChildProcess[] = Array.from({ length: availableParallelism() }, () =>
    spawn(process.execPath, ["-e", spin], { stdio: "ignore" }),
  );
  const done = Promise.all(spinners.map((spinner) => once(spinner, "exit")));
  // Node's own start, so the cores are busy before the test's work begins.
  await sleep(300);
  return { done, stop: () => spinners.forEach((spinner) => spinner.kill()) };
}
