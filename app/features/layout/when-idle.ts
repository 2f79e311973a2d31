// Work that can wait for a quiet moment. Safari has no requestIdleCallback; there the task runs on
// the next turn of the event loop, which is still after the work that scheduled it.

/** Runs `task` once the browser is idle (at the latest after `timeoutMs`); returns a cancel. */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}
