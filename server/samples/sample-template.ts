// The samples' template is prepared in the background, after the customers' one, never inside a render
// job: a sample job that finds it unprepared starts the preparation and gives its render slot back, so
// a customer's film paid meanwhile never waits behind minutes of the samples' preparation (issue 31).
// Once it is prepared, the samples whose jobs ended so are asked for again.
import type { Logger } from "pino";
import type { FilmRenderer } from "../films/film-renderer.ts";
import type { SampleRef } from "./sample-library.ts";

export interface SampleTemplate {
  /** Whether the samples' template is prepared in this process, so a sample job may render. */
  prepared(): boolean;
  /** Starts preparing it in the background (once; again after a failure), `sample` to be asked for after. */
  prepare(sample: SampleRef): void;
}

export function sampleTemplate({
  renderer,
  sampleRenderer,
  ask,
  logger,
}: {
  /** The customers' renderer: its template is prepared first, and both at once would double the peak memory. */
  renderer: Pick<FilmRenderer, "ready">;
  sampleRenderer: Pick<FilmRenderer, "ready" | "prepared">;
  /** Asks for a sample again (the library queues it when it is still missing). */
  ask: (sample: SampleRef) => Promise<unknown>;
  logger: Pick<Logger, "warn">;
}): SampleTemplate {
  const waiting = new Map<string, SampleRef>();
  let preparing: Promise<void> | undefined;
  let ready = false;
  async function askWaiting() {
    for (const [key, sample] of waiting) {
      waiting.delete(key);
      await ask(sample);
    }
  }
  const warn = (error: unknown) =>
    logger.warn({ err: error }, "the sample films' template: a sample asked for is asked for again later");
  return {
    prepared: () => sampleRenderer.prepared(),
    prepare(sample) {
      waiting.set(`${sample.index}-${sample.language}`, sample);
      if (ready) {
        askWaiting().catch(warn);
        return;
      }
      preparing ??= (async () => {
        // A customers' template that cannot be prepared is its own jobs' failure, not the samples'.
        await renderer.ready().catch(() => {});
        await sampleRenderer.ready();
        ready = true;
        await askWaiting();
      })().catch((error: unknown) => {
        preparing = undefined;
        warn(error);
      });
    },
  };
}
