// Runs tasks a few at a time; the first failure cancels the rest (their ffmpeg is killed) and is thrown.

export type Task<T> = (signal: AbortSignal) => Promise<T>;

export async function runLimited<T>(
  tasks: readonly Task<T>[],
  limit: number,
  outer?: AbortSignal,
): Promise<T[]> {
  const controller = new AbortController();
  const onOuterAbort = () => controller.abort();
  outer?.addEventListener("abort", onOuterAbort, { once: true });
  if (outer?.aborted) controller.abort();
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < tasks.length) {
      const index = next;
      next += 1;
      try {
        results[index] = await (tasks[index] as Task<T>)(controller.signal);
      } catch (error) {
        failure ??= { error };
        controller.abort();
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  } finally {
    outer?.removeEventListener("abort", onOuterAbort);
  }
  if (failure) throw failure.error;
  return results;
}

/** A task with the frames it encodes, for running the longest first. */
export interface EncodeTask {
  frames: number;
  run: Task<void>;
}

/**
 * The tasks, longest first (longest-processing-time order): started last, a long one ran on alone at
 * the end while the other core idled (decisions 058, 059).
 */
export function longestFirst(tasks: readonly EncodeTask[]): Task<void>[] {
  return [...tasks].sort((a, b) => b.frames - a.frames).map((task) => task.run);
}
