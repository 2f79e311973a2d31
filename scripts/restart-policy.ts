// What `npm start` does when the server process ends (decision 040): a clean exit, or one that
// follows a signal `npm start` itself passed on, stops it; anything else is a crash, and the server
// is started again after a pause that doubles with each crash in a row, up to half a minute.

/** A run this long counts as healthy: the next crash starts the back-off again from its shortest. */
export const HEALTHY_RUN_MS = 60_000;
const FIRST_DELAY_MS = 1_000;
const LONGEST_DELAY_MS = 30_000;

export interface ServerEnd {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** A signal was passed on to the server: its end is the one asked for. */
  stopRequested: boolean;
}

export function isCrash(end: ServerEnd): boolean {
  return !end.stopRequested && end.code !== 0;
}

/** The pause before the next start, given how many crashes came in a row, this one included. */
export function restartDelayMs(crashesInARow: number): number {
  return Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, crashesInARow - 1));
}
