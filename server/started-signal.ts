// Tells `npm start` (scripts/start.ts), which starts this process with a message channel, that the
// server is serving: it starts again only a server that had started, never one whose start failed
// or was refused (decision 062). Started any other way, there is nobody to tell.

export const STARTED_MESSAGE = "started";

/** Says so once, then closes the channel: it must not keep the process alive nor carry anything else. */
export function tellLauncherStarted(): void {
  if (!process.send) return;
  process.send(STARTED_MESSAGE, () => process.disconnect());
}
