// The film.render job: one film of a paid order made by the renderer, stored, and the order made
// ready (with its delivery e-mails) once it was the last. A crash at any moment leaves the film
// queued or rendering, and pg-boss gives the job to a worker again: nothing is half-written where
// a customer could see it, and the film is recorded once.
import { portraitColours } from "#domain/child-colours.ts";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, mkdtemp, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Logger } from "pino";
import { PhotoUnreadable, RenderError } from "#render/runs/errors.ts";
import type { Db } from "../db/client.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { finishRender } from "./finish-render.ts";
import { deleteReplaced, otherCaptionsKey } from "./film-storage.ts";
import { newDeliveryToken } from "./film-links.ts";
import type { FilmRenderer } from "./film-renderer.ts";
import { failRender, saveRenderProgress } from "./film-renders.repository.ts";
import { startRender, type FilmToRender } from "./start-render.ts";

export const RENDER_QUEUE = "film.render";

export interface RenderJobDeps {
  db: Db;
  storage: FileStorage;
  renderer: FilmRenderer;
  publicUrl: string;
  /** Where renders keep their scratch files. */
  renderTmpDir: string;
  wakeMailer: () => void;
  logger: Pick<Logger, "info" | "warn">;
  /** Aborted when the process gives up on its renders at shutdown: a cut-short try is not the film's. */
  abandoned?: AbortSignal;
}

/** Which attempt this is: the last one records a failure for good. */
export interface Attempt {
  retryCount: number;
  retryLimit: number;
}

// Progress is written at most this often: a render reports many times a second.
const PROGRESS_EVERY_MS = 1_000;

/** The film's photos copied out of storage; a photo whose file is gone is left out, not fatal. */
async function fetchPhotos(deps: RenderJobDeps, job: FilmToRender, dir: string): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const files: string[] = [];
  for (const photo of job.photos) {
    const stream = await deps.storage.read(photo.storageKey);
    if (!stream) {
      deps.logger.warn(
        { filmId: job.film.id, photo: photo.position },
        "photo file missing; the film is made without it",
      );
      continue;
    }
    const file = path.join(dir, `${photo.position}.jpg`);
    await pipeline(stream, createWriteStream(file));
    files.push(file);
  }
  return files;
}

async function renderWithReadablePhotos(
  deps: RenderJobDeps,
  job: FilmToRender,
  workDir: string,
  photos: string[],
  outputPath: string,
) {
  let lastWrite = 0;
  const onProgress = (percent: number) => {
    const now = Date.now();
    if (now - lastWrite < PROGRESS_EVERY_MS && percent < 100) return;
    lastWrite = now;
    void saveRenderProgress(deps.db, job.film.id, percent).catch(() => {});
  };
  const { film } = job;
  for (;;) {
    try {
      return await deps.renderer.render({
        child: {
          name: film.childName,
          age: film.age,
          achievements: film.achievements ?? "",
          wishes: film.wishes ?? "",
          message: film.message ?? "",
        },
        namePronunciation: film.namePronunciation,
        looks: portraitColours(film),
        language: film.language,
        siblingIndex: film.position - 1,
        photos,
        workDir: path.join(workDir, "render"),
        outputPath,
        onProgress,
      });
    } catch (error) {
      // A photo that will not decode is left out: a film without it beats no film at all.
      if (!(error instanceof PhotoUnreadable) || !photos.includes(error.photo)) throw error;
      deps.logger.warn(
        { filmId: film.id, reason: error.message },
        "photo unreadable; the film is made without it",
      );
      photos = photos.filter((photo) => photo !== error.photo);
    }
  }
}

async function store(deps: RenderJobDeps, file: string, key: string): Promise<number> {
  await deps.storage.put(key, createReadStream(file));
  return (await stat(file)).size;
}

export async function renderFilmJob(
  { filmId }: { filmId: string },
  deps: RenderJobDeps,
  attempt: Attempt,
): Promise<{ outcome: string }> {
  const job = await startRender(deps.db, filmId);
  if (!job) return { outcome: "nothing_to_do" };
  await mkdir(deps.renderTmpDir, { recursive: true });
  const workDir = await mkdtemp(path.join(deps.renderTmpDir, "film-"));
  try {
    const photos = await fetchPhotos(deps, job, path.join(workDir, "photos"));
    const outputPath = path.join(workDir, "film.mp4");
    const rendered = await renderWithReadablePhotos(deps, job, workDir, photos, outputPath);
    const videoKey = deps.storage.newKey("films", ".mp4");
    const captionsKey = deps.storage.newKey("captions", ".vtt");
    const videoBytes = await store(deps, rendered.videoPath, videoKey);
    await store(deps, rendered.captionsPath, captionsKey);
    for (const other of rendered.otherCaptions) {
      await store(deps, other.path, otherCaptionsKey(captionsKey, other.language));
    }
    const files = {
      videoKey,
      captionsKey,
      videoBytes,
      durationMs: Math.round(rendered.durationSeconds * 1000),
      deliveryToken: newDeliveryToken(),
      speech: rendered.speech,
      personalPhrases: rendered.personalPhrases,
    };
    const finished = await finishRender(deps, filmId, files);
    if (finished.outcome === "already_ready") {
      const others = rendered.otherCaptions.map((other) => otherCaptionsKey(captionsKey, other.language));
      await Promise.all([videoKey, captionsKey, ...others].map((key) => deps.storage.delete(key)));
      return finished;
    }
    deps.logger.info({ filmId, orderReady: finished.orderReady }, "film rendered");
    if (finished.replaced) await deleteReplaced(deps, finished.replaced);
    if (finished.orderReady) deps.wakeMailer();
    return { outcome: finished.orderReady ? "order_ready" : "film_ready" };
  } catch (error) {
    if (deps.abandoned?.aborted) {
      // Back to "queued", never failed for good; the job table queues the film again.
      await failRender(deps.db, filmId, "the worker stopped during the render", false);
      throw error;
    }
    const retryable = !(error instanceof RenderError) || error.retryable;
    const final = !retryable || attempt.retryCount >= attempt.retryLimit;
    const reason = error instanceof Error ? error.message : String(error);
    await failRender(deps.db, filmId, reason, final);
    // A failure no retry can mend ends the job; the console shows why.
    if (!retryable) return { outcome: "failed" };
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
