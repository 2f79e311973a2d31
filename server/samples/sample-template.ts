// The samples' template is prepared in the background, after the customers' one, never inside a render
// job: a sample job that finds it unprepared starts the preparation and gives its render slot back, so
// a customer's film paid meanwhile never waits behind minutes of the samples' preparation (issue 31).
// Once it is prepared, the samples still missing are asked for again.
import type { Logger } from "pino";
import type { FilmRenderer } from "../films/film-renderer.ts";

export interface SampleTemplate {
  /** Whether the samples' template is prepared in this process, so a sample job may render. */
  prepared(): boolean;
  /** Starts preparing it in the background, once (again after a failure). */
  prepare(): void;
}

export function sampleTemplate({
  renderer,
  sampleRenderer,
  queueMissing,
  logger,
}: {
  /** The customers' renderer: its template is prepared first, and both at once would double the peak memory. */
  renderer: Pick<FilmRenderer, "ready">;
  sampleRenderer: Pick<FilmRenderer, "ready" | "prepared">;
  queueMissing: () => Promise<unknown>;
  logger: Pick<Logger, "warn">;
}): SampleTemplate {
  let preparing: Promise<void> | undefined;
  return {
    prepared: () => sampleRenderer.prepared(),
    prepare() {
      preparing ??= (async () => {
        // A customers' template that cannot be prepared is its own jobs' failure, not the samples'.
        await renderer.ready().catch(() => {});
        await sampleRenderer.ready();
        await queueMissing();
      })().catch((error: unknown) => {
        preparing = undefined;
        logger.warn(
          { err: error },
          "the sample films' template was not prepared; the next sample asked for tries again",
        );
      });
    },
  };
}
