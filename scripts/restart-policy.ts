// What `npm start` does when the server process ends (decisions 040, 062): a clean exit, or one that
// follows a signal `npm start` itself passed on, stops it; so does an end before the server said it
// was serving, a refused or failed start, which the same settings would only repeat; anything else is
// a crash, and the server is started again after a pause that doubles with each crash in a row, up
// to half a minute.
import { CONFIGURATION_EXIT_CODE } from "#server/start-refused.ts";

/** A run this long counts as healthy: the next crash starts the back-off again from its shortest. */
export const HEALTHY_RUN_MS = 60_000;
const FIRST_DELAY_MS = 1_000;
const LONGEST_DELAY_MS = 30_000;

export interface ServerEnd {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** A signal was passed on to the server: its end is the one asked for. */
  stopRequested: boolean;
  /** The server had said it was serving (server/started-signal.ts). */
  started: boolean;
}

export function isCrash(end: ServerEnd): boolean {
  return end.started && !end.stopRequested && end.code !== 0;
}

/** The line `npm start` ends with when the server's start failed, or undefined when it started. */
export function failedStartNotice(end: ServerEnd): string | undefined {
  if (end.started || end.stopRequested) return undefined;
  if (end.code === CONFIGURATION_EXIT_CODE) {
    return (
      `[npm start] The server refused its configuration (exit code ${CONFIGURATION_EXIT_CODE}); ` +
      "not starting it again: change what it names and run npm start again."
    );
  }
  if (end.code === 0) return undefined;
  return `[npm start] The server failed to start (${end.signal ?? `exit code ${end.code}`}); not starting it again.`;
}

/** The pause before the next start, given how many crashes came in a row, this one included. */
export function restartDelayMs(crashesInARow: number): number {
  return Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, crashesInARow - 1));
}
